import { Link, Outlet, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BillingNav } from "~/components/billing/billing-nav";
import { SCHEDULES_PATH } from "~/components/billing/crumbs";
import { ErrorPage, type ErrorPayload } from "~/components/error-page";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";

/** The billing set-up area: a sub-navigation over its sections (fee schedules, codes, payers). */
export const handle = {
  i18n: ["billing", "claims"],
  breadcrumb: (data: { crumb?: string } | undefined) =>
    data?.crumb ? { label: data.crumb, to: SCHEDULES_PATH } : null,
};

export const loader = guarded("billing.read", async ({ context }) => {
  const t = await getT(context.locale, "billing");
  return { crumb: t("title") };
});

export default function BillingArea() {
  return (
    <>
      <BillingNav />
      <Outlet />
    </>
  );
}

/**
 * A record that does not exist (a deleted schedule, a plan of another schedule) says so in
 * billing's words and keeps the billing navigation; other errors get the shared error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("billing");
  const payload =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object"
      ? (error.data as ErrorPayload)
      : null;
  if (isRouteErrorResponse(error) && error.status === 404 && payload?.messageKey?.startsWith("billing:")) {
    return (
      <>
        <BillingNav />
        <PageHeading>{t("notFound.title")}</PageHeading>
        <p className="mt-4 text-lg">{t(payload.messageKey)}</p>
        <p className="mt-6">
          <Link to={SCHEDULES_PATH} className={buttonClass("primary")}>
            {t("notFound.back")}
          </Link>
        </p>
      </>
    );
  }
  return <ErrorPage error={error} standalone={false} />;
}
