import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isSupportedLanguage } from "~/i18n/languages";
import { safeRedirect } from "~/domain/safe-redirect";

/** The language switcher posts here; the choice is kept in the preference cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  const returnTo = safeRedirect(form.get("returnTo"), "/");
  if (isSupportedLanguage(lng)) context.jar.setPrefs({ lng });
  return redirect(returnTo, 303);
}

export function loader() {
  return redirect("/", 303);
}
