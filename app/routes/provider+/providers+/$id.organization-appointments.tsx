import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { AppointmentsTab } from "~/components/providers/appointment-range";
import { guarded } from "~/session/guards.server";
import { getOrganizationAppointments } from "~/upstream/tasks.server";
import { loadAppointmentsTab } from "./__appointments.server";

export const handle = { i18n: ["providers", "appointments"], breadcrumb: crumbsFrom };

/**
 * `/provider/providers/:id/organization-appointments?from=&to=`: the appointments of the
 * provider's organization (its clinics'; `/api/performers/organization/{id}/appointments`).
 */
export const loader = guarded("appointments.read", (args) =>
  loadAppointmentsTab(args, "organizationAppointments", (client, provider, from, to) =>
    getOrganizationAppointments(client, provider.organizationId, from, to),
  ),
);

export default function ProviderOrganizationAppointments() {
  const { t } = useTranslation("providers");
  const data = useLoaderData<typeof loader>();
  return (
    <AppointmentsTab
      data={data}
      caption={t("organizationAppointments.caption", { name: data.organizationName })}
    />
  );
}
