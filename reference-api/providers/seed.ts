import { PHOTO_PNG } from "../patient-area/patient-records";
import type { Organization, Performer } from "../types";

/**
 * A provider with a full profile (decision 038): licence type, NPI, two specialties of the master
 * data and a photo, in the main organization, so the providers list shows every part of a row.
 * The earlier performers stay as they were: other pages and tests read them.
 */
export function seedProviders(now: Date, id: (prefix: string) => string, main: Organization): Performer[] {
  return [
    {
      id: id("perf"),
      name: "Dr. Amara Nwosu",
      organizationId: main.id,
      specialties: ["Pediatrics", "Family medicine"],
      licenceType: "Physician MD",
      npi: "1234567893",
      photo: { contentType: "image/png", uploadedAt: now.toISOString(), content: PHOTO_PNG },
    },
  ];
}
