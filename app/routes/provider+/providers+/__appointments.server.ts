import { toWireDate } from "~/domain/appointments";
import { formatInstant, zonedCalendarDate } from "~/domain/format";
import { readDateRange } from "~/domain/providers";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamResult } from "~/upstream/client.server";
import type { taskSchema } from "~/upstream/tasks.server";
import type { z } from "zod";

type Task = z.output<typeof taskSchema>;

/**
 * A provider tab's appointments: the range from the URL (in the user's zone), read with `read`
 * (the provider's, or their organization's), as the rows the tab shows.
 */
export async function appointmentsInRange(
  context: RequestContext,
  request: Request,
  read: (from: string, to: string) => Promise<UpstreamResult<Task[]>>,
) {
  const today = zonedCalendarDate(new Date(), context.timeZone);
  const { problem, ...range } = readDateRange(new URL(request.url).searchParams, today);
  const tasks = orThrow(await read(toWireDate(range.from), toWireDate(range.to)), context);
  return {
    range,
    problem,
    appointments: tasks.map((task) => ({
      id: task.id,
      when: task.dueDate ? formatInstant(task.dueDate, context.timeZone, context.locale) : "",
      dueDate: task.dueDate ?? null,
      patientName: task.patientName ?? "",
      name: task.name ?? "",
      clinic: task.location?.name ?? "",
      status: task.status ?? null,
    })),
  };
}
