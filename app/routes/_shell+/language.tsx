import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isSupportedLanguage } from "@contract/languages";
import { safeRedirect } from "~/domain/safe-redirect";
import { isPatientAccount } from "@contract/privileges";
import { log } from "~/observability/logger.server";
import { upstream } from "~/upstream/client.server";
import { updateProfile } from "~/upstream/patients.server";

/**
 * The language switcher posts here; the choice is kept in the preference cookie. A signed-in
 * patient's profile language follows (PUT /api/patients/profile/{id}, language only); when that
 * fails the page language changes all the same.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  const returnTo = safeRedirect(form.get("returnTo"), "/");
  if (isSupportedLanguage(lng)) {
    context.jar.setPrefs({ lng });
    const session = context.jar.getSession();
    const patientId = session && isPatientAccount(session.account) ? session.account.patientId : undefined;
    if (patientId) {
      try {
        const result = await updateProfile(upstream(context, request), patientId, { language: lng });
        if (!result.ok)
          log.warn("profile language not updated", { status: result.status, kind: result.kind });
      } catch (error) {
        // A failed refresh ends the session (a redirect); the language still changes.
        if (!(error instanceof Response))
          log.warn("profile language not updated", { error: (error as Error).name });
      }
    }
  }
  return redirect(returnTo, 303);
}

export function loader() {
  return redirect("/", 303);
}
