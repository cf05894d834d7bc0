import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { safeRedirect } from "~/domain/safe-redirect";

export const handle = { titleKey: "common:downloadFailed.title" };

/**
 * GET /download-failed?returnTo=…&requestId=…: where a download route sends the browser when the
 * upstream had no file to give (app/http/download.server.ts). Answered with the upstream-failure
 * status, so the page is an error page to tools too.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requestId = url.searchParams.get("requestId") ?? "";
  return data(
    {
      returnTo: safeRedirect(url.searchParams.get("returnTo"), "/"),
      // Shown to quote to support; only what our own ids look like is echoed.
      requestId: /^[A-Za-z0-9_-]{1,64}$/.test(requestId) ? requestId : null,
    },
    { status: 502, headers: { "Cache-Control": "no-store" } },
  );
}

export default function DownloadFailed() {
  const { t } = useTranslation("common");
  const { returnTo, requestId } = useLoaderData<typeof loader>();
  return (
    <PublicLayout>
      <PageHeading>{t("downloadFailed.title")}</PageHeading>
      <p className="mt-4 text-lg">{t("downloadFailed.body")}</p>
      {requestId ? (
        <p className="mt-4 text-sm text-slate-700">
          {t("errors.requestId")} <code className="rounded bg-slate-100 px-1">{requestId}</code>
        </p>
      ) : null}
      <p className="mt-6">
        <Link to={returnTo} className={buttonClass("primary")}>
          {t("downloadFailed.back")}
        </Link>
      </p>
    </PublicLayout>
  );
}
