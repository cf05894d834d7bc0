import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOut } from "~/session/session.server";
import { redirectWithFlash } from "~/http/outcome.server";
import { auditSignOut } from "~/audit/sign-in.server";

/** Logout is a POST (a link could be triggered by a crawler or a prefetch). Preferences stay. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = context.jar.getSession();
  if (session) auditSignOut(context, request, session.account);
  await signOut(context, request);
  return redirectWithFlash(context, "/login", { kind: "success", key: "auth:logout.done" });
}

export function loader() {
  return redirect("/login", 303);
}
