import type { Crumb } from "../layout/breadcrumbs";

/** A route handle's breadcrumb: the translated trail its loader returned as `crumbs`. */
export function crumbsFrom(data: unknown): Crumb[] | null {
  const crumbs = (data as { crumbs?: Crumb[] } | undefined)?.crumbs;
  return Array.isArray(crumbs) ? crumbs : null;
}

export const SCHEDULES_PATH = "/provider/billing/fee-schedules";

export function schedulePath(scheduleId: string) {
  return `${SCHEDULES_PATH}/${encodeURIComponent(scheduleId)}`;
}

export function planPath(scheduleId: string, planId: string) {
  return `${schedulePath(scheduleId)}/plans/${encodeURIComponent(planId)}`;
}
