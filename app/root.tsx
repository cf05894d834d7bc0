import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { brandImageUrl, brandThemeUrl, hasImage, useBrand } from "./components/branding/use-brand";
import { ErrorPage } from "./components/error-page";
import { FlashProvider } from "./components/flash";
import { InvalidDataNotice } from "./components/invalid-data";
import { useFormErrorsShowing } from "./components/form-error-title";
import { SkipLink } from "./components/layout/skip-link";
import { useNonce } from "./components/nonce";
import { pushShownError, tagManagerScript } from "./observability/data-layer";
import { VersionCheck } from "./components/version-check";
import { LiveEventsProvider } from "./events/live-events";
import { LOGOUT_PATH } from "./components/layout/account-menu";
import { localeUrl } from "./i18n/config";
import { getT, loadLocales } from "./i18n/i18n.server";
import { log } from "./observability/logger.server";
import { offeredBy } from "./upstream/extensions.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const handle = { i18n: ["common", "validation"] };

export async function loader({ context }: LoaderFunctionArgs) {
  const { jar, locale, config } = context;
  const flash = jar.takeFlash();
  // Asked of the upstream once every few minutes (issue 39): usually nothing is missing.
  const offered = await offeredBy(config.upstreamApiUrl, config.upstreamExtensions);
  // Every error a person is shown is in the logs with this request's id (spec part 1 §8).
  if (flash?.kind === "error" || flash?.errors?.length)
    log.info("error shown", { kind: flash.errors?.length ? "invalidData" : "message", key: flash.key });
  const t = flash
    ? await getT(locale, [
        "common",
        "validation",
        "auth",
        "lanes",
        "billing",
        "patient",
        "events",
        "provider",
      ])
    : null;
  return {
    locale,
    localesVersion: loadLocales().version,
    requestId: context.requestId,
    // A refused call with field errors shows them in the "invalid data entered" dialog instead
    // of a toast (spec part 2 §8): the dialog names what was wrong, a toast could not.
    flash:
      flash && t && !flash.errors?.length
        ? { id: crypto.randomUUID(), kind: flash.kind, message: t(flash.key, flash.params ?? {}) }
        : null,
    invalidData: flash?.errors?.length ? { id: crypto.randomUUID(), errors: flash.errors } : null,
    versionCheck: { url: config.versionCheckUrl, minutes: config.versionCheckMinutes },
    signedIn: jar.getSession() !== null,
    // The last organization's branding reference (decision 031): the login page's logo and background.
    brand: jar.getPrefs().brand ?? null,
    // The extension calls the upstream does not answer: pages hide the features that need them.
    notOffered: [...offered.missing],
    // A public container id, not a secret: the page loads it.
    tagManagerId: config.tagManagerId,
  };
}

// Cheap (no upstream call but the extensions question, kept for minutes) and it carries the
// flash message: run it on every navigation.
export const shouldRevalidate = () => true;

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

interface RouteHandle {
  i18n?: string | string[];
  /** An i18n key for the page title; a loader's `pageTitle` wins when present. */
  titleKey?: string;
  /**
   * The page ends the session in its own loader. The root loader runs beside it and still saw the
   * session, so without this the page would open the live-events stream, be told the session
   * ended, and leave for /login.
   */
  endsSession?: boolean;
}

function usePageTitle(error: unknown, failed: boolean): string {
  const { t } = useTranslation("common");
  const matches = useMatches();
  let title: string | undefined;
  if (error) {
    title = isRouteErrorResponse(error) && error.status === 404 ? t("notFound.title") : t("errors.pageTitle");
  } else {
    for (const match of [...matches].reverse()) {
      const data = match.data as { pageTitle?: string } | undefined;
      const handle = match.handle as RouteHandle | undefined;
      if (data?.pageTitle) {
        title = data.pageTitle;
        break;
      }
      if (handle?.titleKey) {
        title = t(handle.titleKey);
        break;
      }
    }
  }
  const base = title ? `${title} – ${t("appName")}` : t("appName");
  return failed ? `${t("errors.titlePrefix")} ${base}` : base;
}

const keepsFocus = (state: unknown) =>
  typeof state === "object" && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;

/** After a client-side navigation, move focus to the new page's heading (GOV.UK, indie-stack). */
function useFocusHeadingOnNavigate() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A failed form keeps focus on its error summary instead.
    if (document.querySelector("[data-error-summary]")) return;
    // A list filtering as it is typed keeps focus in the field (app/components/list).
    if (keepsFocus(location.state)) return;
    const heading = document.getElementById("page-heading");
    heading?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.key, location.state]);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const nonce = useNonce();
  const error = useRouteError();
  const locale = data?.locale ?? "en-US";
  const failed = useFormErrorsShowing();
  const title = usePageTitle(error, failed);
  const matches = useMatches();
  const brand = useBrand();
  const favicon = hasImage(brand, "favicon") ? brandImageUrl(brand.org, "favicon", brand.v) : null;
  const namespaces = new Set<string>();
  for (const match of matches) {
    const ns = (match.handle as RouteHandle | undefined)?.i18n;
    for (const n of Array.isArray(ns) ? ns : ns ? [ns] : []) namespaces.add(n);
  }
  return (
    <html
      lang={locale}
      dir="ltr"
      data-locales-version={data?.localesVersion}
      data-form-failed={failed ? "true" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <Meta />
        <Links />
        {/* The organization's favicon and colours (decision 031): a stylesheet, so CSP stays style-src 'self'. */}
        {favicon ? <link rel="icon" href={favicon} type="image/png" /> : null}
        {brand?.theme && data?.signedIn ? (
          <link rel="stylesheet" href={brandThemeUrl(brand.org, brand.v)} />
        ) : null}
        {data
          ? [...namespaces].map((ns) => (
              <link
                key={ns}
                rel="preload"
                as="fetch"
                crossOrigin="anonymous"
                href={localeUrl(locale, ns, data.localesVersion)}
              />
            ))
          : null}
        {data?.tagManagerId ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerScript(data.tagManagerId) }} />
        ) : null}
        {/* The time-zone client hint: the server formats dates in the user's zone from the next request on. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html:
              "try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&document.cookie.indexOf('tz='+z)<0)document.cookie='tz='+z+';path=/;max-age=31536000;samesite=lax'}catch(e){}",
          }}
        />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <SkipLink />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const endsSession = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.endsSession);
  // Signing out ends the stream at once: otherwise the relay's "session-ended", racing the
  // sign-out's own navigation, could send the page to /login?redirectTo=… without its message.
  const signingOut = useNavigation().formAction === LOGOUT_PATH;
  useChangeLanguage(data?.locale ?? "en-US");
  useFocusHeadingOnNavigate();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <FlashProvider flash={data?.flash ?? null}>
      {data?.invalidData ? (
        <div className="mx-auto max-w-6xl px-4 pt-4 empty:hidden">
          <InvalidDataNotice key={data.invalidData.id} errors={data.invalidData.errors} />
        </div>
      ) : null}
      <LiveEventsProvider enabled={(data?.signedIn ?? false) && !endsSession && !signingOut}>
        <Outlet />
      </LiveEventsProvider>
      {data ? <VersionCheck url={data.versionCheck.url} minutes={data.versionCheck.minutes} /> : null}
    </FlashProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootLoaderData>("root");
  useEffect(() => {
    pushShownError({
      kind: "page",
      status: isRouteErrorResponse(error) ? error.status : 500,
      requestId: data?.requestId,
    });
  }, [error, data?.requestId]);
  return <ErrorPage error={error} requestId={data?.requestId} />;
}
