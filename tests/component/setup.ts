import { cleanup } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach } from "vitest";
import { NAMESPACES, i18nConfig } from "~/i18n/config";
import { loadLocales } from "~/i18n/i18n.server";

process.env.LOG_LEVEL ??= "silent";

// Components read their texts through react-i18next as in the browser, from the same files the
// server serves (en-US), so a test can look for what a person reads.
await i18next.use(initReactI18next).init({
  ...i18nConfig,
  lng: "en-US",
  ns: [...NAMESPACES],
  resources: loadLocales().resources,
});

// jsdom has <dialog> but not its modal methods; these do what the browser does to the DOM.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};

// Testing Library unmounts after each test by itself only when the runner has global hooks.
afterEach(() => cleanup());
