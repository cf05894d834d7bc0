import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { appointmentWhen, appointmentZone, toWireDate } from "~/domain/appointments";
import { zonedCalendarDate } from "~/domain/format";
import { readDateRange } from "~/domain/providers";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { UpstreamClient, UpstreamResult } from "~/upstream/client.server";
import type { Provider } from "~/upstream/providers.server";
import type { taskSchema } from "~/upstream/tasks.server";
import { loadProvider, providerHeader } from "./__provider.server";

type Task = z.output<typeof taskSchema>;

/**
 * A provider's appointments tab: the provider (read and scoped), the range from the URL (days of
 * the user's zone), the appointments `read` gives for it (the provider's, or their
 * organization's) as the rows the tab shows, and the header with its crumbs.
 */
export async function loadAppointmentsTab(
  { request, context, params, client }: LoaderFunctionArgs & { client: UpstreamClient },
  tab: "appointments" | "organizationAppointments",
  read: (
    client: UpstreamClient,
    provider: Provider,
    from: string,
    to: string,
  ) => Promise<UpstreamResult<Task[]>>,
) {
  const provider = await loadProvider(client, context, request, params.id, "providers.read");
  const t = await getT(context.locale, "providers");
  const today = zonedCalendarDate(new Date(), context.timeZone);
  const { problem, ...range } = readDateRange(new URL(request.url).searchParams, today);
  const tasks = orThrow(await read(client, provider, toWireDate(range.from), toWireDate(range.to)), context);
  return {
    ...(await providerHeader(context, provider, t(`tabs.${tab}`))),
    pageTitle: t(`${tab}.title`, { name: provider.name }),
    organizationName: provider.organizationName ?? "",
    range,
    problem,
    appointments: tasks.map((task) => ({
      id: task.id,
      when: task.dueDate
        ? appointmentWhen(task.dueDate, appointmentZone(task, context.timeZone), context.locale)
        : "",
      dueDate: task.dueDate ?? null,
      patientName: task.patientName ?? "",
      name: task.name ?? "",
      clinic: task.location?.name ?? "",
      status: task.status ?? null,
    })),
  };
}
