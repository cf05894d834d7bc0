/**
 * The approval statuses an organization moves through (decision 030; spec part 1 §4 names them,
 * part 2 §4 says the transitions are not shown). An application is PENDING until the network
 * confirms or denies it; a confirmed organization is onboarded; an onboarded one then reports
 * on its events. A denied application can only be reopened (back to PENDING).
 */
import { APPROVAL_STATUSES } from "@contract/vocabulary";

/** The vocabulary's statuses an onboarded organization reports its events with. */
const EVENT_STATUSES: string[] = APPROVAL_STATUSES.filter((status) => status.includes("EVENTS"));

export const APPROVAL_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  PENDING: ["CONFIRMED", "DENIED"],
  DENIED: ["PENDING"],
  CONFIRMED: ["ONBOARD", "DENIED"],
  ONBOARD: EVENT_STATUSES,
  ...Object.fromEntries(
    EVENT_STATUSES.map((status) => [status, ["ONBOARD", ...EVENT_STATUSES.filter((s) => s !== status)]]),
  ),
};

export const APPROVAL_STATUS_VALUES = Object.keys(APPROVAL_TRANSITIONS);

/** The statuses reachable from `from`; an unknown status (old data) may only go to PENDING. */
export function allowedFrom(from: string): readonly string[] {
  return APPROVAL_TRANSITIONS[from] ?? ["PENDING"];
}
