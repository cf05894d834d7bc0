import type { z } from "zod";
import { accounts, type observationSchema } from "@contract/accounts";
import { healthRecord } from "@contract/health-record";
import type { UpstreamClient } from "./client.server";

/**
 * A patient's observations: their tests' results as the mobile session lists them (spec part 2 §3
 * "Mobile session"), checked off or reported from home (§7; decision 045). The shape is
 * the mobile session's (`@contract/accounts`).
 */
export type Observation = z.output<typeof observationSchema>;

/** GET /api/session/mobile: the signed-in account's observation list. */
export function getObservationList(client: UpstreamClient) {
  return client.invoke(accounts.sessionMobile);
}

/** PATCH /api/observations/{id}/true/update-checked-status: the patient has read the result. */
export function markObservationChecked(client: UpstreamClient, observationId: string) {
  return client.invoke(healthRecord.markChecked, { params: { id: observationId, checked: "true" } });
}

/** POST /api/observations/{id}/updateValue/{value}: the patient's own reading of a home test. */
export function reportObservationValue(client: UpstreamClient, observationId: string, value: string) {
  return client.invoke(healthRecord.reportValue, { params: { id: observationId, value } });
}
