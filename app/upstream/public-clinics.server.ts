import type { z } from "zod";
import { organizations, type publicClinicSchema } from "@contract/organizations";
import type { UpstreamClient } from "./client.server";

/**
 * The public clinic finder's calls (spec part 2 §7 "Organizations": publicClinics web and
 * web/next; the shapes are ours, contract/organizations.ts). Never with a token: the page has no
 * session, and a signed-in visitor's token has no business there either.
 */

export type PublicClinic = z.output<typeof publicClinicSchema>;

export type PublicClinicSearch = {
  zip: string;
  serviceTypeId?: string;
  miles?: number;
  size: number;
};

/** Page 0 is `web`, every later page `web/next` with its number. */
export function findPublicClinics(
  client: UpstreamClient,
  search: PublicClinicSearch,
  page: number,
  language: string,
) {
  const headers = { "Content-Language": language };
  return page === 0
    ? client.invoke(organizations.publicClinics, { query: search, headers, anonymous: true })
    : client.invoke(organizations.publicClinicsNext, {
        query: { ...search, page },
        headers,
        anonymous: true,
      });
}
