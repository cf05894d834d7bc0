import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { AppointmentRange } from "~/components/providers/appointment-range";
import { ProviderHeader } from "~/components/providers/provider-tabs";
import { calendarHref } from "~/domain/calendar";
import { calendarViewFor } from "~/domain/providers";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getPerformerAppointments } from "~/upstream/tasks.server";
import { appointmentsInRange } from "./__appointments.server";
import { loadProvider, providerHeader } from "./__provider.server";

export const handle = { i18n: ["providers", "appointments"], breadcrumb: crumbsFrom };

/**
 * `/provider/providers/:id/appointments?from=&to=`: the provider's appointments over days of the
 * user's zone (`/api/performers/{id}/appointments`), and the link to their calendar at that range.
 */
export const loader = guarded("appointments.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const provider = await loadProvider(client, context, request, params.id, "providers.read");
  const t = await getT(context.locale, "providers");
  const shown = await appointmentsInRange(context, request, (from, to) =>
    getPerformerAppointments(client, provider.id, from, to),
  );
  return {
    ...(await providerHeader(context, provider, t("tabs.appointments"))),
    ...shown,
    pageTitle: t("appointments.title", { name: provider.name }),
    calendarHref: calendarHref({
      view: calendarViewFor(shown.range),
      date: shown.range.from,
      scope: "organization",
      performer: provider.id,
    }),
  };
});

export default function ProviderAppointments() {
  const { t } = useTranslation("providers");
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <ProviderHeader provider={data.provider} />
      <AppointmentRange
        range={data.range}
        problem={data.problem}
        appointments={data.appointments}
        caption={t("appointments.caption", { name: data.provider.name })}
        calendarHref={data.calendarHref}
      />
    </>
  );
}
