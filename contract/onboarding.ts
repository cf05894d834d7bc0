import { inPath, PUBLIC, staff } from "./access";
import { defineCalls } from "./call";
import { id } from "./common";
import { z } from "./zod";

/**
 * Organization onboarding (spec part 1 §2 /onboard; part 2 §7 "Organizations": POST /withAdmin
 * without credentials, GET /exist; "Master data": an organization's attachments).
 */

const text = z.string().nullish();

export const onboardingBody = z
  .object({
    organization: z
      .object({
        name: z.string(),
        type: z.string(),
        employerId: z.string(),
        businessLicenseNumber: z.string(),
        timeZone: text,
        address: z
          .object({ address1: text, city: text, state: text, zipcode: text, country: text })
          .passthrough()
          .nullish(),
      })
      .passthrough(),
    admin: z
      .object({ firstName: z.string(), lastName: z.string(), email: z.string(), phoneNumber: text })
      .passthrough(),
  })
  .passthrough();

export const attachmentSchema = z
  .object({
    id,
    organizationId: id.nullish(),
    fileName: z.string().nullish(),
    contentType: z.string().nullish(),
    size: z.number().nullish(),
    uploadedAt: z.string().nullish(),
  })
  .passthrough();

export const onboarding = defineCalls("onboarding", {
  exists: {
    method: "GET",
    path: "/api/organizations/exist",
    summary: "Whether an organization of this name exists (true or false)",
    source: { documented: "part 2 §7 Organizations (GET /exist, query name)" },
    access: PUBLIC,
    anonymous: "always",
    query: z.object({ name: z.string() }),
    responses: { 200: { json: z.boolean() } },
  },
  createWithAdmin: {
    method: "POST",
    path: "/api/organizations/withAdmin",
    summary: "Applies for an organization with its administrator (pending approval)",
    source: { documented: "part 2 §7 Organizations (POST /withAdmin, no credentials)" },
    access: PUBLIC,
    anonymous: "always",
    body: { json: onboardingBody },
    responses: { 201: { json: z.object({ id }).passthrough() } },
  },
  attachDocument: {
    method: "POST",
    path: "/api/attachments/organization/{id}",
    summary:
      "Stores a document for an organization; without a session only for one still pending and created in the last hour. Answers the attachment id as text",
    source: { documented: "part 2 §7 Master data (POST /api/attachments/organization/{id}, answers text)" },
    access: staff("organizations.edit", inPath),
    anonymous: "always",
    body: { multipart: z.object({}).passthrough(), files: ["file"] },
    responses: { 200: { text: true } },
  },
  attachments: {
    method: "GET",
    path: "/api/attachments/organization/{id}",
    summary: "An organization's attachments",
    source: { documented: "part 2 §7 Master data (GET /api/attachments/organization/{id})" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(attachmentSchema) } },
  },
});
