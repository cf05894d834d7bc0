import type { RequestContext } from "~/load-context.server";
import { login, sessionWeb, type Credentials, type SessionWeb } from "~/upstream/accounts.server";
import { upstream, type UpstreamFailure } from "~/upstream/client.server";
import type { SessionAccount } from "./cookie-jar.server";

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  account: SessionAccount;
}

/** Why the upstream refused a sign-in; the page shows `code` and `message` as the backend sent them. */
export interface SignInRefused {
  ok: false;
  reason: "credentials" | "mfa-required" | "unavailable";
  code?: string;
  message?: string;
}

export type SignInAttempt = { ok: true; signedIn: SignedIn } | SignInRefused;

/**
 * Checks the credentials with the upstream (form-encoded password grant, the SMS code on the
 * second step) and reads the account. The caller starts the session with the result
 * (session.server.ts). A plain function, not remix-auth: see decision 011.
 */
export async function verifyCredentials(
  context: RequestContext,
  request: Request,
  credentials: Credentials,
): Promise<SignInAttempt> {
  const client = upstream(context, request);
  const result = await login(client, credentials);
  if (!result.ok) return refusal(result);
  const account = await sessionWeb(client, result.data.access_token);
  if (!account.ok) return refusal(account);
  return {
    ok: true,
    signedIn: {
      accessToken: result.data.access_token,
      refreshToken: result.data.refresh_token,
      account: toSessionAccount(account.data),
    },
  };
}

function refusal(failure: UpstreamFailure): SignInRefused {
  if (failure.kind === "http" && failure.status >= 400 && failure.status < 500) {
    if (failure.code === "MFA_REQUIRED")
      return { ok: false, reason: "mfa-required", code: failure.code, message: failure.message };
    return {
      ok: false,
      reason: "credentials",
      code: failure.code ?? String(failure.status),
      message: failure.message ?? failure.reason,
    };
  }
  if (failure.kind === "validation")
    return {
      ok: false,
      reason: "credentials",
      code: "422",
      message: failure.fieldErrors.map((e) => e.message).join(" "),
    };
  return { ok: false, reason: "unavailable" };
}

/** The account as the session keeps it. */
function toSessionAccount(web: SessionWeb): SessionAccount {
  const displayName =
    [web.firstName, web.lastName].filter(Boolean).join(" ") || web.username || web.accountId;
  return {
    accountId: web.accountId,
    username: web.username ?? undefined,
    displayName,
    privilegeId: web.privilege.id,
    privilegeName: web.privilege.name,
    isPerformer: web.isPerformer,
    organizationId: web.organizationId,
    organizationName: web.organizationName ?? undefined,
    parentOrganizationId: web.parentOrganizationId,
    accountOrganizations: web.accountOrganizations.map((o) => ({
      organizationId: o.organizationId,
      parentOrganizationId: o.parentOrganizationId,
      privilegeId: o.privilege?.id,
    })),
    patientId: web.patientId,
  };
}
