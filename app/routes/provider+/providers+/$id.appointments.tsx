import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { AppointmentsTab } from "~/components/providers/appointment-range";
import { calendarHref } from "~/domain/calendar";
import { calendarViewFor } from "~/domain/providers";
import { guarded } from "~/session/guards.server";
import { getPerformerAppointments } from "~/upstream/tasks.server";
import { loadAppointmentsTab } from "./__appointments.server";

export const handle = { i18n: ["providers", "appointments"], breadcrumb: crumbsFrom };

/**
 * `/provider/providers/:id/appointments?from=&to=`: the provider's appointments over days of the
 * user's zone (`/api/performers/{id}/appointments`), and the link to their calendar at that range.
 */
export const loader = guarded("appointments.read", async (args) => {
  const tab = await loadAppointmentsTab(args, "appointments", (client, provider, from, to) =>
    getPerformerAppointments(client, provider.id, from, to),
  );
  return {
    ...tab,
    calendarHref: calendarHref({
      view: calendarViewFor(tab.range),
      date: tab.range.from,
      scope: "organization",
      performer: tab.provider.id,
    }),
  };
});

export default function ProviderAppointments() {
  const { t } = useTranslation("providers");
  const data = useLoaderData<typeof loader>();
  return (
    <AppointmentsTab
      data={data}
      caption={t("appointments.caption", { name: data.provider.name })}
      calendarHref={data.calendarHref}
    />
  );
}
