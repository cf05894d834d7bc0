import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, SubmitButton, buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { clinicDayPath, clinicPagePath } from "~/domain/clinic-day";
import { formatDisplayDate, formatLongDate } from "~/domain/format";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getDayLanes, signDayOff } from "~/upstream/clinic-setup.server";
import { clinicCrumbs, clinicInView, dayOf, refusalData } from "./__clinic-setup.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };

/** Signing the day off: a confirmation, since no lane of the day can change afterwards. */
export const loader = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const day = dayOf(args.request, scope);
    const [lanes, t] = await Promise.all([
      getDayLanes(scope.client, scope.clinic.id, formatDisplayDate(day)),
      getT(args.context.locale, "clinicSetup"),
    ]);
    const longDate = formatLongDate(day, args.context.locale);
    return {
      pageTitle: t("signOff.title", { clinic: scope.clinic.name, date: longDate }),
      crumbs: await clinicCrumbs(args, scope, day, t("signOff.crumb")),
      lanes: orThrow(lanes, args.context).length,
      backHref: clinicDayPath(scope.orgId, scope.clinic.id, day),
      actionHref: clinicPagePath(scope.orgId, scope.clinic.id, "sign-off", day),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "clinicSetup.edit",
  async (args) => {
    const scope = await clinicInView(args, "clinicSetup.edit");
    const day = dayOf(args.request, scope);
    const result = await signDayOff(scope.client, scope.clinic.id, formatDisplayDate(day));
    if (!result.ok) return refusalData(result, "clinicSetup:signOff.failed");
    return redirectWithFlash(args.context, clinicDayPath(scope.orgId, scope.clinic.id, day), {
      kind: "success",
      key: "clinicSetup:flash.signedOff",
    });
  },
  { orgParam: "orgId" },
);

export default function SignOff() {
  const { t } = useTranslation("clinicSetup");
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{data.pageTitle}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={failure ? [{ message: failure.message }] : []} />
        <p>{t("signOff.explain", { number: data.lanes })}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Form method="post" action={data.actionHref}>
            <SubmitButton>{t("signOff.confirm")}</SubmitButton>
          </Form>
          <Link to={data.backHref} className={buttonClass("secondary")}>
            {t("signOff.back")}
          </Link>
        </div>
      </div>
    </>
  );
}
