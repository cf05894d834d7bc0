import type { SessionAccount } from "~/session/cookie-jar.server";
import { contextFor, cookieHeaderFrom, formRequest } from "./context";

export const staffAccount: SessionAccount = {
  accountId: "acct-1",
  username: "orgadmin@demo.test",
  displayName: "Oscar Owens",
  privilegeId: 2,
  privilegeName: "ORGANIZATION_ADMIN",
  isPerformer: false,
  organizationId: "org-1",
  organizationName: "Demo Health Network",
  parentOrganizationId: null,
  accountOrganizations: [],
};

export const patientAccount: SessionAccount = {
  accountId: "acct-9",
  username: "patient@demo.test",
  displayName: "Pat Rivera",
  privilegeId: 4,
  privilegeName: "USER",
  isPerformer: false,
  organizationId: "org-1",
  accountOrganizations: [],
  patientId: "pat-1",
};

/** A Cookie header holding a valid sealed session, as the app would have set it at sign-in. */
export function signedInCookie(
  tokens: { accessToken: string; refreshToken: string },
  account: SessionAccount = staffAccount,
): string {
  const context = contextFor(new Request("http://app.test/"));
  context.jar.startSession({ ...tokens, account });
  return context.jar
    .commit()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A signed-in staff member's page request (GET) and its context, as a loader receives them. */
export function staffGet(url: string, privilegeId = staffAccount.privilegeId) {
  const cookie = signedInCookie(
    { accessToken: "at_valid", refreshToken: "rt_valid" },
    { ...staffAccount, privilegeId },
  );
  const request = new Request(`http://app.test${url}`, { headers: { cookie } });
  return { request, context: contextFor(request) };
}

/** A signed-in staff member's form post and its context, as an action receives them. */
export function staffPost(
  url: string,
  fields: Record<string, string>,
  privilegeId = staffAccount.privilegeId,
) {
  const cookie = signedInCookie(
    { accessToken: "at_valid", refreshToken: "rt_valid" },
    { ...staffAccount, privilegeId },
  );
  const request = formRequest(url, fields, { cookie });
  return { request, context: contextFor(request) };
}

type ActingFor = { patientId: string; name: string };

/** A signed-in patient's cookie, optionally acting for a family member. */
function patientCookie(actingFor?: ActingFor) {
  const context = contextFor(new Request("http://app.test/"));
  context.jar.startSession({
    accessToken: "at",
    refreshToken: "rt",
    account: patientAccount,
    ...(actingFor ? { actingFor } : {}),
  });
  return cookieHeaderFrom(context.jar.commit());
}

/** A signed-in patient's page request (GET) with the route's params, as a patient loader receives it. */
export function patientGet(
  url: string,
  options: { params?: Record<string, string>; actingFor?: ActingFor } = {},
) {
  const request = new Request(`http://app.test${url}`, {
    headers: { cookie: patientCookie(options.actingFor) },
  });
  return { request, context: contextFor(request), params: options.params ?? {} };
}

/** A signed-in patient's form post, as a patient action receives it. */
export function patientPost(
  url: string,
  fields: Record<string, string>,
  options: { actingFor?: ActingFor } = {},
) {
  const request = formRequest(url, fields, { cookie: patientCookie(options.actingFor) });
  return { request, context: contextFor(request), params: {} };
}
