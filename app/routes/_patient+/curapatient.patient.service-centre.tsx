import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { ServiceList } from "~/components/patient/service-list";
import { orThrow } from "~/http/outcome.server";
import { patientScope, requireCompleteProfile } from "./__patient-area.server";
import { scheduleHref, serviceViews } from "~/upstream/service-views.server";
import { getPublicServiceTypes, getServiceTypesWithCarePlans } from "~/upstream/services.server";

export const handle = { i18n: ["patient"], titleKey: "patient:services.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  await requireCompleteProfile(scope, context);
  const [services, withCarePlans] = await Promise.all([
    getPublicServiceTypes(scope.client, { language: context.locale, targetId: scope.targetId }),
    getServiceTypesWithCarePlans(scope.client, { patientId: scope.targetId, language: context.locale }),
  ]);
  // Which care plans come with which service is secondary: without it the cards say nothing of it.
  const carePlans = new Map(
    (withCarePlans.ok ? withCarePlans.data : []).map((s) => [s.id, s.carePlans.map((p) => p.name)]),
  );
  return {
    // The confirm-family-member flag: booking while acting for someone says so first.
    bookingFor: scope.actingFor?.name ?? null,
    services: serviceViews(orThrow(services, context), scheduleHref, carePlans),
  };
}

export default function ServiceCentre() {
  const { t } = useTranslation("patient");
  const { services, bookingFor } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("services.title")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("services.intro")}</p>
      {bookingFor ? (
        <p className="mt-3 border-l-4 border-amber-500 bg-amber-50 p-3 font-semibold">
          {t("schedule.bookingFor", { name: bookingFor })}
        </p>
      ) : null}
      {services.length === 0 ? <p className="mt-6">{t("services.none")}</p> : null}
      <ServiceList
        label={t("services.title")}
        services={services}
        actionLabel={(name) => t("services.book", { name })}
      />
    </>
  );
}
