import { notFound, requireValidId } from "~/http/not-found.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import type { Patient } from "~/upstream/patients.server";
import { getTask, type Task } from "~/upstream/tasks.server";

/**
 * One of the patient's tests, or the 404 page: a task id of someone else answers as a missing one
 * does, before anything about it is fetched or changed, so reports and orders cannot be probed.
 */
export async function loadPatientTask(
  client: UpstreamClient,
  context: RequestContext,
  patient: Patient,
  rawTaskId: string | undefined,
): Promise<Task> {
  const taskId = requireValidId(context, rawTaskId);
  const task = await getTask(client, taskId);
  if (!task.ok || task.data.patientId !== patient.id) throw notFound(context);
  return task.data;
}
