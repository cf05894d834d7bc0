import { isApprovalStatus, type ApprovalStatus } from "./organizations";

/**
 * An organization's display status and custom status (spec part 1 §4). Pure rule, from the
 * counts of its appointments as the dashboard reads them (decision 030):
 * - Not Yet Scheduled: it has no appointments;
 * - Completed: every appointment it has is completed;
 * - Scheduled: some are booked ahead;
 * - Planned: it has appointments, none ahead and not all completed.
 * The custom status is the approval status when it is one of the eight listed, else the display
 * status.
 */

export const DISPLAY_STATUSES = ["NOT_YET_SCHEDULED", "PLANNED", "SCHEDULED", "COMPLETED"] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export interface AppointmentCounts {
  total: number;
  /** Booked and still ahead. */
  scheduled: number;
  completed: number;
}

export function displayStatus(counts: AppointmentCounts): DisplayStatus {
  if (counts.total <= 0) return "NOT_YET_SCHEDULED";
  if (counts.completed >= counts.total) return "COMPLETED";
  if (counts.scheduled > 0) return "SCHEDULED";
  return "PLANNED";
}

export type CustomStatus =
  { kind: "approval"; status: ApprovalStatus } | { kind: "display"; status: DisplayStatus };

export function customStatus(
  approvalStatus: string | null | undefined,
  counts: AppointmentCounts,
): CustomStatus {
  return isApprovalStatus(approvalStatus)
    ? { kind: "approval", status: approvalStatus }
    : { kind: "display", status: displayStatus(counts) };
}

/** The status filter's values: a display status or an approval status, as the query string spells them. */
export function matchesStatus(
  filter: string,
  approvalStatus: string | null | undefined,
  counts: AppointmentCounts,
) {
  if (!filter) return true;
  return displayStatus(counts) === filter || approvalStatus === filter;
}
