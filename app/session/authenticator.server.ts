import { createMemorySessionStorage } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamFailure } from "~/upstream/client.server";
import { upstream } from "~/upstream/client.server";
import { login, sessionWeb, type SessionWeb } from "~/upstream/accounts.server";
import type { SessionAccount } from "./cookie-jar.server";

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  account: SessionAccount;
}

/** Why the upstream refused a sign-in; the page shows `code` and `message` as the backend sent them. */
export class SignInRefused extends Error {
  override name = "SignInRefused";
  constructor(
    readonly reason: "credentials" | "mfa-required" | "unavailable",
    readonly code?: string,
    readonly upstreamMessage?: string,
  ) {
    super(upstreamMessage ?? reason);
  }
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

function refusal(failure: UpstreamFailure): SignInRefused {
  if (failure.kind === "http" && failure.status >= 400 && failure.status < 500) {
    if (failure.code === "MFA_REQUIRED")
      return new SignInRefused("mfa-required", failure.code, failure.message);
    return new SignInRefused(
      "credentials",
      failure.code ?? String(failure.status),
      failure.message ?? failure.reason,
    );
  }
  if (failure.kind === "validation")
    return new SignInRefused("credentials", "422", failure.fieldErrors.map((e) => e.message).join(" "));
  return new SignInRefused("unavailable");
}

/**
 * remix-auth's form strategy: verify the credentials upstream (form-encoded password grant) and
 * read the account. Sessions are not remix-auth's: the route starts our sealed session with the
 * result, so the storage given here is never written.
 */
export const authenticator = new Authenticator<SignedIn>(
  createMemorySessionStorage({ cookie: { name: "__unused_remix_auth", secrets: [crypto.randomUUID()] } }),
  { throwOnError: true },
);

authenticator.use(
  new FormStrategy<SignedIn>(async ({ form, context, request }) => {
    const client = upstream(context as RequestContext, request);
    const smsCode = String(form.get("smsCode") ?? "").trim();
    const result = await login(client, {
      username: String(form.get("username") ?? "").trim(),
      password: String(form.get("password") ?? ""),
      smsCode: smsCode || undefined,
    });
    if (!result.ok) throw refusal(result);
    const account = await sessionWeb(client, result.data.access_token);
    if (!account.ok) throw refusal(account);
    return {
      accessToken: result.data.access_token,
      refreshToken: result.data.refresh_token,
      account: toSessionAccount(account.data),
    };
  }),
  "form",
);
