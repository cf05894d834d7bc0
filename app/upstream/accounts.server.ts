import { z } from "zod";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { upstreamId } from "./schemas.server";

/** Sign-in and account calls (spec part 1 §7 "Sign-in and account"). */

export const tokenResponseSchema = z
  .object({ access_token: z.string().min(1), refresh_token: z.string().min(1) })
  .passthrough();

const privilegeSchema = z
  .object({ id: z.number().int(), name: z.string(), isAdmin: z.boolean().optional() })
  .passthrough();

export const sessionWebSchema = z
  .object({
    accountId: upstreamId,
    username: z.string().nullish(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    organizationId: upstreamId.nullish().transform((v) => v ?? undefined),
    organizationName: z.string().nullish(),
    parentOrganizationId: upstreamId.nullish().transform((v) => v ?? null),
    isPerformer: z.boolean().default(false),
    privilege: privilegeSchema,
    accountOrganizations: z
      .array(
        z
          .object({
            organizationId: upstreamId,
            parentOrganizationId: upstreamId.nullish().transform((v) => v ?? null),
            privilege: privilegeSchema.nullish(),
          })
          .passthrough(),
      )
      .nullish()
      .transform((v) => v ?? []),
    patientId: upstreamId.nullish().transform((v) => v ?? undefined),
  })
  .passthrough();

export type SessionWeb = z.output<typeof sessionWebSchema>;

export interface Credentials {
  username: string;
  password: string;
  smsCode?: string;
}

export function login(client: UpstreamClient, credentials: Credentials) {
  return client.call("/api/accounts/login", {
    method: "POST",
    form: {
      grant_type: "password",
      username: credentials.username,
      client_id: "public",
      password: credentials.password,
      smsCode: credentials.smsCode ?? "",
    },
    schema: tokenResponseSchema,
    anonymous: true,
    accountCall: true,
  });
}

/** The account behind a fresh access token (before it is in the session). */
export async function sessionWeb(
  client: UpstreamClient,
  accessToken: string,
): Promise<UpstreamResult<SessionWeb>> {
  return client.call("/api/session/web", {
    schema: sessionWebSchema,
    anonymous: true,
    headers: { Authorization: `Bearer ${accessToken}` },
    accountCall: true,
  });
}

export function logout(client: UpstreamClient, refreshToken: string) {
  return client.call("/api/accounts/logout", {
    method: "POST",
    json: { refreshToken },
    accountCall: true,
    timeoutMs: 5000,
  });
}

export function changePassword(
  client: UpstreamClient,
  accountId: string,
  oldPassword: string,
  newPassword: string,
) {
  return client.call(`/api/accounts/${encodeURIComponent(accountId)}/password`, {
    method: "POST",
    json: { oldPassword, newPassword },
    accountCall: true,
  });
}

export function forgotPassword(client: UpstreamClient, user: string, byPhoneNumber: boolean) {
  return client.call("/api/accounts/forgot-password", {
    method: "POST",
    json: { user, byPhoneNumber },
    anonymous: true,
    accountCall: true,
  });
}

export function confirmNewPassword(
  client: UpstreamClient,
  input: { confirmationCode: string; email: string; newPassword: string },
) {
  return client.call("/api/accounts/confirm-new-password", {
    method: "POST",
    json: input,
    anonymous: true,
    accountCall: true,
  });
}

export function requestMfaCode(client: UpstreamClient, username: string) {
  return client.call("/api/accounts/mfa", {
    method: "POST",
    json: { username },
    anonymous: true,
    accountCall: true,
  });
}

/** GET /api/accounts/exist?email= (spec part 2 §7): whether an account already has this e-mail. */
export function accountExists(client: UpstreamClient, email: string) {
  return client.call("/api/accounts/exist", {
    query: { email },
    schema: z.object({ exists: z.boolean() }).passthrough(),
    accountCall: true,
  });
}

/**
 * POST /api/accounts (spec part 2 §7; decision 038's addendum): a provider's sign-in account with
 * the password staff generated. The body holds the password: an account call, never logged.
 */
export function createProviderAccount(
  client: UpstreamClient,
  account: { email: string; password: string; performerId: string },
) {
  return client.call("/api/accounts", { method: "POST", json: account, accountCall: true });
}
