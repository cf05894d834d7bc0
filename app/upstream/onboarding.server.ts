import { onboarding } from "@contract/onboarding";
import type { Onboarding } from "~/domain/onboarding-schema";
import type { UpstreamClient } from "./client.server";

/** Organization onboarding: POST /api/organizations/withAdmin needs no credentials (spec part 2 §7). */
export function organizationExists(client: UpstreamClient, name: string) {
  return client.invoke(onboarding.exists, { query: { name }, anonymous: true });
}

export function createWithAdmin(client: UpstreamClient, input: Onboarding) {
  return client.invoke(onboarding.createWithAdmin, {
    anonymous: true,
    json: {
      organization: {
        name: input.name,
        type: input.type,
        employerId: input.employerId,
        businessLicenseNumber: input.businessLicenseNumber,
        address: {
          address1: input.address1,
          city: input.city,
          state: input.state,
          zipcode: input.zipcode,
          country: "United States",
        },
      },
      admin: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
      },
    },
  });
}

/** The supporting document; the documented call answers with text (the attachment id). */
export function attachDocument(client: UpstreamClient, organizationId: string, file: File) {
  const body = new FormData();
  body.append("file", file, file.name);
  return client.invoke(onboarding.attachDocument, {
    params: { id: organizationId },
    body,
    anonymous: true,
  });
}

/**
 * An organization's documents (`GET /api/attachments/organization/{id}`, spec part 2 §7 Master
 * data): its onboarding document and those its staff added since.
 */
export function getOrganizationAttachments(client: UpstreamClient, organizationId: string) {
  return client.invoke(onboarding.attachments, { params: { id: organizationId } });
}

/**
 * Adds a document to an organization with the staff member's session (the same call the
 * onboarding makes without one); the file was checked from its bytes before. Answers the id as text.
 */
export function addOrganizationDocument(
  client: UpstreamClient,
  organizationId: string,
  file: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; fileName: string },
) {
  const body = new FormData();
  body.append("file", new Blob([file.bytes], { type: file.mediaType }), file.fileName);
  return client.invoke(onboarding.attachDocument, { params: { id: organizationId }, body });
}
