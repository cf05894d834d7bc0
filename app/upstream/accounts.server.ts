import type { z } from "zod";
import { accounts, type sessionWebSchema } from "@contract/accounts";
import type { UpstreamClient, UpstreamResult } from "./client.server";

/** Sign-in and account calls (spec part 1 §7 "Sign-in and account"). */

export type SessionWeb = z.output<typeof sessionWebSchema>;

export interface Credentials {
  username: string;
  password: string;
  smsCode?: string;
}

export function login(client: UpstreamClient, credentials: Credentials) {
  return client.invoke(accounts.login, {
    form: {
      grant_type: "password",
      username: credentials.username,
      client_id: "public",
      password: credentials.password,
      smsCode: credentials.smsCode ?? "",
    },
    anonymous: true,
    accountCall: true,
  });
}

/** The account behind a fresh access token (before it is in the session). */
export async function sessionWeb(
  client: UpstreamClient,
  accessToken: string,
): Promise<UpstreamResult<SessionWeb>> {
  return client.invoke(accounts.sessionWeb, {
    anonymous: true,
    headers: { Authorization: `Bearer ${accessToken}` },
    accountCall: true,
  });
}

export function logout(client: UpstreamClient, refreshToken: string) {
  return client.invoke(accounts.logout, {
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
  return client.invoke(accounts.changePassword, {
    params: { accountId },
    json: { oldPassword, newPassword },
    accountCall: true,
  });
}

/**
 * An admin sets another account's password without its current one (`password-without-check`):
 * an account call, so the body is never logged.
 */
export function resetPassword(client: UpstreamClient, accountId: string, newPassword: string) {
  return client.invoke(accounts.resetPassword, {
    params: { accountId },
    json: { newPassword },
    accountCall: true,
  });
}

export function forgotPassword(client: UpstreamClient, user: string, byPhoneNumber: boolean) {
  return client.invoke(accounts.forgotPassword, {
    json: { user, byPhoneNumber },
    anonymous: true,
    accountCall: true,
  });
}

export function confirmNewPassword(
  client: UpstreamClient,
  input: { confirmationCode: string; email: string; newPassword: string },
) {
  return client.invoke(accounts.confirmNewPassword, {
    json: input,
    anonymous: true,
    accountCall: true,
  });
}

export function requestMfaCode(client: UpstreamClient, username: string) {
  return client.invoke(accounts.mfa, {
    json: { username },
    anonymous: true,
    accountCall: true,
  });
}

/** GET /api/accounts/exist?email= (spec part 2 §7): whether an account already has this e-mail. */
export function accountExists(client: UpstreamClient, email: string) {
  return client.invoke(accounts.exists, {
    query: { email },
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
  return client.invoke(accounts.create, { json: account, accountCall: true });
}
