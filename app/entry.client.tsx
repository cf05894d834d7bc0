import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { RenderedFormFailed } from "./components/form-error-title";
import { i18nConfig } from "./i18n/config";
import { createFetchBackend } from "./i18n/fetch-backend.client";

async function hydrate() {
  const html = document.documentElement;
  await i18next
    .use(initReactI18next)
    .use(createFetchBackend(html.dataset.localesVersion ?? "0"))
    .init({
      ...i18nConfig,
      lng: html.lang,
      // Only the namespaces the server rendered with: the current language, the current page.
      ns: getInitialNamespaces(),
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RenderedFormFailed.Provider value={html.dataset.formFailed === "true"}>
            <RemixBrowser />
          </RenderedFormFailed.Provider>
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
