import { z } from "zod";
import type { Onboarding } from "~/domain/onboarding-schema";
import type { UpstreamClient } from "./client.server";
import { upstreamId } from "./schemas.server";

/** Organization onboarding: POST /api/organizations/withAdmin needs no credentials (spec part 2 §7). */
export function organizationExists(client: UpstreamClient, name: string) {
  return client.call("/api/organizations/exist", { query: { name }, schema: z.boolean(), anonymous: true });
}

export function createWithAdmin(client: UpstreamClient, input: Onboarding) {
  return client.call("/api/organizations/withAdmin", {
    method: "POST",
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
    schema: z.object({ id: upstreamId }).passthrough(),
  });
}

/** The supporting document; the documented call answers with text (the attachment id). */
export function attachDocument(client: UpstreamClient, organizationId: string, file: File) {
  const body = new FormData();
  body.append("file", file, file.name);
  return client.call(`/api/attachments/organization/${encodeURIComponent(organizationId)}`, {
    method: "POST",
    body,
    anonymous: true,
    responseType: "text",
  });
}
