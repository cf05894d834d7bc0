import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { AppointmentRange } from "~/components/providers/appointment-range";
import { ProviderHeader } from "~/components/providers/provider-tabs";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getOrganizationAppointments } from "~/upstream/tasks.server";
import { appointmentsInRange } from "./__appointments.server";
import { loadProvider, providerHeader } from "./__provider.server";

export const handle = { i18n: ["providers", "appointments"], breadcrumb: crumbsFrom };

/**
 * `/provider/providers/:id/organization-appointments?from=&to=`: the appointments of the
 * provider's organization (its clinics'; `/api/performers/organization/{id}/appointments`).
 */
export const loader = guarded("appointments.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const provider = await loadProvider(client, context, request, params.id, "providers.read");
  const t = await getT(context.locale, "providers");
  const shown = await appointmentsInRange(context, request, (from, to) =>
    getOrganizationAppointments(client, provider.organizationId, from, to),
  );
  return {
    ...(await providerHeader(context, provider, t("tabs.organizationAppointments"))),
    ...shown,
    organizationName: provider.organizationName ?? "",
    pageTitle: t("organizationAppointments.title", { name: provider.name }),
  };
});

export default function ProviderOrganizationAppointments() {
  const { t } = useTranslation("providers");
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <ProviderHeader provider={data.provider} />
      <AppointmentRange
        range={data.range}
        problem={data.problem}
        appointments={data.appointments}
        caption={t("organizationAppointments.caption", { name: data.organizationName })}
      />
    </>
  );
}
