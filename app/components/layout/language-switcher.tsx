import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@contract/languages";
import { buttonClass } from "../forms";
import { Icon } from "../icons";

/**
 * A plain POST form (works without JS) inside a <details> disclosure, so it needs no script to
 * open either. The choice goes into the preference cookie, which survives logout.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation("common");
  const location = useLocation();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <details className="relative">
      <summary className="flex min-h-touch cursor-pointer list-none items-center gap-2 rounded px-3 font-semibold text-white hover:bg-white/10 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400">
        <Icon name="globe" />
        <span className="sr-only">{t("language.label")}: </span>
        <span lang={current.code}>{current.endonym}</span>
      </summary>
      <div className="fixed inset-x-2 z-40 mt-1 max-h-[80vh] overflow-y-auto rounded border-2 border-slate-800 bg-white p-4 text-slate-900 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:w-64">
        <Form method="post" action="/language" reloadDocument>
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          <fieldset>
            <legend className="mb-2 font-bold">{t("language.choose")}</legend>
            {LANGUAGES.map((language) => (
              <div key={language.code} className="flex min-h-touch items-center gap-3">
                <input
                  type="radio"
                  id={`lng-${language.code}`}
                  name="lng"
                  value={language.code}
                  defaultChecked={language.code === current.code}
                  className="h-5 w-5"
                />
                <label htmlFor={`lng-${language.code}`} lang={language.code}>
                  {language.endonym}
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className={`${buttonClass("primary")} mt-3 w-full`}>
            {t("language.apply")}
          </button>
        </Form>
      </div>
    </details>
  );
}
