import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { upstreamId as id } from "./schemas.server";

/**
 * A patient's observations: their tests' results as the mobile session lists them (spec part 2 §3
 * "Mobile session": taskId, stringValue, status), checked off or reported from home (§7; decision
 * 045). `id`, `name`, `checked` and `selfReport` are this contract's; without `id` the test's id
 * is the observation's.
 */
export const observationSchema = z
  .object({
    id: id.nullish(),
    taskId: id,
    name: z.string().nullish(),
    stringValue: z.string().nullish(),
    status: z.string().nullish(),
    dueDate: z.string().nullish(),
    checked: z.boolean().nullish(),
    selfReport: z.boolean().nullish(),
  })
  .passthrough()
  .transform((o) => ({ ...o, id: o.id ?? o.taskId }));
export type Observation = z.output<typeof observationSchema>;

const mobileSessionSchema = z
  .object({ observationList: z.array(observationSchema).nullish() })
  .passthrough()
  .transform((s) => s.observationList ?? []);

/** GET /api/session/mobile: the signed-in account's observation list. */
export function getObservationList(client: UpstreamClient) {
  return client.call("/api/session/mobile", { schema: mobileSessionSchema });
}

/** PATCH /api/observations/{id}/true/update-checked-status: the patient has read the result. */
export function markObservationChecked(client: UpstreamClient, observationId: string) {
  return client.call(`/api/observations/${encodeURIComponent(observationId)}/true/update-checked-status`, {
    method: "PATCH",
  });
}

/** POST /api/observations/{id}/updateValue/{value}: the patient's own reading of a home test. */
export function reportObservationValue(client: UpstreamClient, observationId: string, value: string) {
  return client.call(
    `/api/observations/${encodeURIComponent(observationId)}/updateValue/${encodeURIComponent(value)}`,
    { method: "POST" },
  );
}
