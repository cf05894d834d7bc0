export const SCHEDULES_PATH = "/provider/billing/fee-schedules";

export function schedulePath(scheduleId: string) {
  return `${SCHEDULES_PATH}/${encodeURIComponent(scheduleId)}`;
}

export function planPath(scheduleId: string, planId: string) {
  return `${schedulePath(scheduleId)}/plans/${encodeURIComponent(planId)}`;
}
