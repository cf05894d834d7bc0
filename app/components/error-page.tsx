import { Link, isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "./forms";
import { KeptFormSection } from "./kept-form";
import { PageHeading } from "./layout/page-heading";
import { PublicLayout } from "./layout/public-layout";

export interface ErrorPayload {
  /** An i18n key for the explanation, chosen by the loader that threw. */
  messageKey?: string;
  /** Values the message names (a link's relation, a record's name). */
  messageParams?: Record<string, string>;
  requestId?: string;
  /** The page's feature needs a call the upstream does not answer (issue 39): said calmly. */
  notOffered?: boolean;
}

/**
 * What a user sees when a page cannot be shown: a translated explanation, a way on, and the
 * request id to quote to support. Never a stack trace.
 */
export function ErrorPage({
  error,
  requestId,
  standalone = true,
}: {
  error: unknown;
  requestId?: string;
  standalone?: boolean;
}) {
  const { t } = useTranslation("common");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const payload =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object"
      ? (error.data as ErrorPayload)
      : {};
  const id = payload.requestId ?? requestId;

  let heading: string;
  let body: string;
  if (status === 404 && payload.notOffered) {
    heading = t("notOffered.title");
    body = t("notOffered.body");
  } else if (status === 404) {
    // A record that is not there; only the unknown-address screen (routes/$.tsx) signs out.
    heading = t("notFound.title");
    body = t("notFound.recordBody");
  } else if (status === 403) {
    heading = t("forbidden.title");
    body = payload.messageKey ? t(payload.messageKey, payload.messageParams ?? {}) : t("forbidden.body");
  } else if (status === 503 || status === 502 || status === 504) {
    heading = payload.messageKey === "common:tooSlow.body" ? t("tooSlow.title") : t("unavailable.title");
    body = payload.messageKey ? t(payload.messageKey, payload.messageParams ?? {}) : t("unavailable.body");
  } else {
    heading = t("errors.pageTitle");
    body = payload.messageKey ? t(payload.messageKey, payload.messageParams ?? {}) : t("errors.generic");
  }

  const content = (
    <div data-error-status={status}>
      <PageHeading>{heading}</PageHeading>
      <p className="mt-4 text-lg">{body}</p>
      {id ? (
        <p className="mt-4 text-sm text-slate-700">
          {t("errors.requestId")} <code className="rounded bg-slate-100 px-1">{id}</code>
        </p>
      ) : null}
      {status === 503 ? <KeptFormSection /> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={buttonClass("primary")}>
          {t("errors.goHome")}
        </Link>
      </div>
    </div>
  );
  return standalone ? <PublicLayout>{content}</PublicLayout> : content;
}
