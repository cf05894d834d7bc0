import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SlotBookingPage } from "~/components/patient/slot-booking-page";
import { canChangeBooking, needsBooking } from "~/domain/patient-results";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import {
  bookSlot,
  openDays,
  parseSearch,
  originOf,
  searchChoices,
  searchValuesOf,
  slotResults,
} from "~/upstream/booking.server";
import {
  bookedWhen,
  bookingRefused,
  readSlotChoice,
  slotFormConstraints,
  submitSlotSearch,
} from "~/http/slot-booking.server";
import type { PatientScope } from "./__patient-area.server";
import { nameOf, patientScope, requireCompleteProfile } from "./__patient-area.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import type { UpstreamFailure } from "~/upstream/client.server";
import { getPatient } from "~/upstream/patients.server";
import type { ServiceType } from "~/upstream/services.server";
import { getPublicServiceTypes } from "~/upstream/services.server";
import type { Task } from "~/upstream/tasks.server";
import { getAppointments, getTask } from "~/upstream/tasks.server";

export const handle = { i18n: ["patient", "validation"], titleKey: "patient:schedule.title" };

const PATH = "/curapatient/patient/schedule-appointment";

const TITLE_KEYS = {
  new: "schedule.title",
  reschedule: "schedule.rescheduleTitle",
  book: "schedule.bookTitle",
} as const;

interface BookingContext {
  service: ServiceType | null;
  task: Task | null;
  /** The patient the appointment is for. */
  patientId: string;
  vaccineType: string | null;
}

/**
 * What is being booked: a service (query serviceId) or an existing appointment (query taskId:
 * rescheduling, or booking an unbooked one). With neither, the clinic slot service error sends the
 * user to the dashboard (spec part 2 §8).
 */
async function bookingContext(
  scope: PatientScope,
  context: RequestContext,
  params: URLSearchParams,
): Promise<BookingContext | { failure: UpstreamFailure }> {
  const taskId = params.get("taskId");
  const serviceId = params.get("serviceId");
  const services = await getPublicServiceTypes(scope.client, {
    language: context.locale,
    targetId: scope.targetId,
  });
  const serviceList = services.ok ? services.data : [];
  let task: Task | null = null;
  if (taskId) {
    const result = await getTask(scope.client, taskId);
    if (result.ok && (canChangeBooking(result.data, new Date()) || needsBooking(result.data)))
      task = result.data;
    else if (result.ok) {
      throw redirectWithFlash(context, "/curapatient/patient/appointments", {
        kind: "warn",
        key: "patient:schedule.notChangeable",
      });
    }
  }
  const service = serviceList.find((s) => s.id === (task?.serviceTypeId ?? serviceId)) ?? null;
  if (!service && !task) {
    // An upstream that failed is not a wrong service: the page says it failed, a booking keeps its slot.
    if (!services.ok) return { failure: services };
    throw redirectWithFlash(context, "/curapatient/patient/dashboard", {
      kind: "error",
      key: "patient:schedule.serviceError",
    });
  }
  return {
    service,
    task,
    patientId: task?.patientId ?? scope.targetId,
    vaccineType: service?.attributes?.vaccineType ?? null,
  };
}

function carryOf(params: URLSearchParams): Record<string, string> {
  const carry: Record<string, string> = {};
  for (const key of ["serviceId", "serviceName", "taskId"]) {
    const value = params.get(key);
    if (value) carry[key] = value.slice(0, 120);
  }
  return carry;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  await requireCompleteProfile(scope, context);
  const url = new URL(request.url);
  const booking = await bookingContext(scope, context, url.searchParams);
  if ("failure" in booking) return orThrow<never>(booking.failure, context);
  const patient = await getPatient(scope.client, booking.patientId);
  const organizations = patient.ok
    ? patient.data.organizations.map((o) => ({ id: o.id, name: o.name ?? o.id }))
    : [];

  const { testingTypes, manufacturers } = searchChoices(booking.vaccineType);
  const search = searchValuesOf(url.searchParams);
  const defaults = {
    testingType: search.testingType ?? (testingTypes.length === 1 ? testingTypes[0] : undefined),
    manufacture: search.manufacture ?? booking.task?.inventoryName ?? undefined,
    organizationId: search.organizationId ?? (organizations.length === 1 ? organizations[0]!.id : undefined),
    date: search.date,
    zip: search.zip,
    miles: search.miles,
  };
  const organizationId = defaults.organizationId ?? organizations[0]?.id;
  const vaccineType = defaults.testingType
    ? defaults.testingType === "Flu"
      ? "Flu"
      : defaults.testingType
    : (booking.vaccineType ?? undefined);
  const days = organizationId
    ? await openDays(scope.client, organizationId, {
        targetPatientId: booking.patientId,
        taskId: booking.task?.id,
        vaccineType,
      })
    : [];

  // What the form shows preselected (the one organization, the one testing type) counts as chosen.
  const query = parseSearch({
    ...search,
    organizationId: defaults.organizationId,
    testingType: defaults.testingType,
  });
  const { results, resultsFailed } = await slotResults(scope.client, query, {
    targetPatientId: booking.patientId,
    origin: patient.ok ? originOf(patient.data.address) : null,
    originZip: patient.ok ? patient.data.address?.zipcode : null,
    defaultTimeZone: context.timeZone,
  });

  const mode = booking.task
    ? booking.task.dueDate
      ? ("reschedule" as const)
      : ("book" as const)
    : ("new" as const);
  const t = await getT(context.locale, "patient");
  return {
    constraints: slotFormConstraints(),
    pageTitle: t(TITLE_KEYS[mode]),
    mode,
    service: booking.service ? { id: booking.service.id, name: booking.service.name } : null,
    task: booking.task
      ? {
          id: booking.task.id,
          name: booking.task.name ?? "",
          dueDate: booking.task.dueDate ?? null,
          clinic: booking.task.location?.name ?? null,
          timeZone: booking.task.location?.timeZoneId ?? context.timeZone,
        }
      : null,
    bookingFor:
      booking.patientId !== scope.selfId
        ? patient.ok
          ? nameOf(patient.data)
          : (scope.actingFor?.name ?? null)
        : null,
    testingTypes,
    manufacturers,
    organizations,
    openDays: days,
    defaults,
    search,
    results,
    resultsFailed,
    carry: carryOf(url.searchParams),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const url = new URL(request.url);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const carry = carryOf(url.searchParams);
  for (const key of ["serviceId", "serviceName", "taskId"]) {
    const value = formData.get(key);
    if (typeof value === "string" && value) carry[key] = value.slice(0, 120);
  }

  if (intent === "search") return submitSlotSearch(formData, PATH, carry);
  const choice = readSlotChoice(formData);
  if (!choice.ok) return choice.response;
  const { submission, slot } = choice;

  const params = new URLSearchParams(carry);
  const booking = await bookingContext(scope, context, params);
  if ("failure" in booking) return bookingRefused(submission, { kind: "failed", failure: booking.failure });
  let task = booking.task;
  if (!task && booking.service) {
    // An unbooked appointment for this service is booked rather than a new one made.
    const existing = await getAppointments(scope.client, booking.patientId);
    task = existing.ok
      ? (existing.data.find((t) => needsBooking(t) && t.serviceTypeId === booking.service!.id) ?? null)
      : null;
  }
  const outcome = await bookSlot(scope.client, {
    slot,
    patientId: booking.patientId,
    task,
    serviceTypeId: booking.service?.id,
  });
  switch (outcome.kind) {
    case "booked": {
      const when = bookedWhen(slot.start, outcome.task, context);
      return redirectWithFlash(context, "/curapatient/patient/appointments", {
        kind: "success",
        key: booking.task?.dueDate ? "patient:schedule.rescheduled" : "patient:schedule.booked",
        params: { when, clinic: outcome.task.location?.name ?? "" },
      });
    }
    case "unchanged":
      return redirectWithFlash(context, "/curapatient/patient/appointments", {
        kind: "info",
        key: "patient:schedule.unchanged",
      });
    case "taken":
    case "failed":
      return bookingRefused(submission, outcome);
  }
}

export default function ScheduleAppointment() {
  const { t } = useTranslation("patient");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { mode } = loaderData;
  return (
    <SlotBookingPage
      heading={t(TITLE_KEYS[mode])}
      view={loaderData}
      actionData={actionData}
      submitLabel={mode === "reschedule" ? t("schedule.rescheduleSubmit") : t("schedule.bookSubmit")}
      back={{ to: "/curapatient/patient/appointments", label: t("schedule.backToAppointments") }}
    />
  );
}
