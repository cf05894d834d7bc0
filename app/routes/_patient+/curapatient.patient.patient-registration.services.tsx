import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { ServiceList } from "~/components/patient/service-list";
import { orThrow } from "~/http/outcome.server";
import { patientScope } from "./__patient-area.server";
import { scheduleHref, serviceViews } from "~/upstream/service-views.server";
import { getPublicServiceTypes } from "~/upstream/services.server";

export const handle = { i18n: ["patient"], titleKey: "patient:registration.servicesTitle" };

/**
 * Service selection during registration, for a signed-in patient (/login?r=ps lands here through
 * /patient-registration/services): choosing a service books its first appointment.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const services = orThrow(
    await getPublicServiceTypes(scope.client, { language: context.locale, targetId: scope.targetId }),
    context,
  );
  return { services: serviceViews(services, scheduleHref), bookingFor: scope.actingFor?.name ?? null };
}

export default function RegistrationServices() {
  const { t } = useTranslation("patient");
  const { services, bookingFor } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("registration.servicesTitle")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("registration.servicesIntro")}</p>
      {bookingFor ? (
        <p className="mt-3 border-l-4 border-amber-500 bg-amber-50 p-3 font-semibold">
          {t("schedule.bookingFor", { name: bookingFor })}
        </p>
      ) : null}
      <ServiceList
        label={t("registration.servicesTitle")}
        services={services}
        actionLabel={(name) => t("registration.choose", { name })}
      />
    </>
  );
}
