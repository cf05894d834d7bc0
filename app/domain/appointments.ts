/**
 * Staff's appointments (spec part 2 §7 "Tasks and appointments", §4 task statuses and "cancel
 * also refunds"; decision 022): the clinic list's filters, which appointments can still be
 * completed or cancelled, and the bulk cancel's range.
 */
import { appointmentTime } from "./appointment-time";
import { formatInstantDate } from "./format";
import { isIsoDate } from "./lanes";
import type { ListQuery, ListSpec } from "./list-query";
import { TASK_STATUSES, taskStatusOf, type TaskStatus } from "./patient-results";

export { appointmentTime, appointmentWhen, appointmentZone } from "./appointment-time";

/** The URL parameter naming the clinic whose appointments are listed. */
export const LOCATION_PARAM = "location";
export const VACCINE_TYPES = ["COVID", "Flu"] as const;
/** A bulk cancel covers at most this many days (the reference upstream's limit too). */
export const BULK_CANCEL_MAX_DAYS = 31;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const APPOINTMENT_LIST: ListSpec = {
  id: "appointments",
  filters: [
    { kind: "dateRange", name: "due", label: "appointments:filters.due" },
    {
      kind: "select",
      name: "status",
      options: TASK_STATUSES,
      optionLabel: "appointments:statuses.",
      any: "appointments:filters.anyStatus",
      label: "appointments:filters.status",
    },
    { kind: "text", name: "patient", max: 100, label: "appointments:filters.patient" },
    {
      kind: "select",
      name: "vaccine",
      options: VACCINE_TYPES,
      optionLabel: "appointments:vaccines.",
      any: "appointments:filters.anyVaccine",
      label: "appointments:filters.vaccine",
    },
    { kind: "text", name: "taskName", max: 100, label: "appointments:filters.taskName", more: true },
    { kind: "text", name: "time", max: 5, label: "appointments:filters.time", more: true },
    { kind: "dateRange", name: "born", label: "appointments:filters.born", more: true },
  ],
  sort: {
    fields: ["dueDate", "patientName", "name", "status"],
    initial: { field: "dueDate", direction: "asc" },
  },
  pageSizes: [20, 50, 100],
  keep: [LOCATION_PARAM],
};

/**
 * Where the list opens (issue 38): an address that asks for nothing (the menu's link, a way back)
 * shows today and what comes next, due order; staff come to see what is ahead, not last year.
 * Any address that asks for something (a cleared filter, a sort, a page) is taken as asked, so
 * past appointments stay one filter away. `today` is the clinic's day.
 */
export function openingQuery(query: ListQuery, search: string, today: string): ListQuery {
  if (search !== "" && search !== "?") return query;
  return { ...query, filters: { ...query.filters, dueFrom: today } };
}

/** yyyy-mm-dd as the upstream's MM/dd/yyyy (spec part 2 §5). */
export function toWireDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${m}/${d}/${y}`;
}

const wire = (value: string | undefined) => (value && isIsoDate(value) ? toWireDate(value) : undefined);

/** The list's state as the upstream's query parameters (decision 022). */
export function appointmentListParams(
  query: ListQuery,
): Record<string, string | number | boolean | undefined> {
  const f = query.filters;
  return {
    taskType: "appointment",
    page: query.page,
    size: query.size,
    orderType: query.sort?.field,
    asc: query.sort ? query.sort.direction === "asc" : undefined,
    dueDateFrom: wire(f.dueFrom),
    dueDateTo: wire(f.dueTo),
    status: f.status,
    name: f.patient,
    vaccineType: f.vaccine,
    taskName: f.taskName,
    // A time that is not HH:mm is not sent: the list shows everything rather than an error page.
    time: f.time && TIME.test(f.time) ? f.time : undefined,
    dobFrom: wire(f.bornFrom),
    dobTo: wire(f.bornTo),
  };
}

const OPEN: readonly TaskStatus[] = ["PENDING", "ACTIVE", "SCHEDULED", "READY"];

/** Still open: a staff member may complete or cancel it (a cancel refunds). */
export function isOpenAppointment(status: string | null | undefined): boolean {
  const known = taskStatusOf(status);
  return known !== null && OPEN.includes(known);
}

/** When an appointment is due, in its clinic's zone (staff work by the clinic's day), with the zone. */
export function dueLabel(dueDate: string | null | undefined, timeZone: string, locale: string): string {
  if (!dueDate) return "";
  return `${formatInstantDate(dueDate, timeZone)} ${appointmentTime(dueDate, timeZone, locale)}`;
}
