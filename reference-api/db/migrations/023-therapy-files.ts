import type { Migration } from "./migration";

/**
 * A therapy type's attachment keeps its file, so that `GET /api/attachments/therapy-type/{id}/…`
 * (the URL each attachment carries) can serve it. Rows from before have none and answer 404.
 * (021 and 022 belong to the organization and clinic-setup groups.)
 */
export const m023TherapyFiles: Migration = {
  version: 23,
  name: "therapy-files",
  up: `
    ALTER TABLE therapy_attachments ADD COLUMN content BLOB;
  `,
};
