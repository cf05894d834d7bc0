import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { SlotResults, SlotSearchForm } from "~/components/patient/slot-search";
import { When } from "~/components/patient/when";
import { formatLongDate, formatTime, zonedCalendarDate } from "~/domain/format";
import { decodeSlot } from "~/domain/patient-booking";
import { canChangeBooking, needsBooking } from "~/domain/patient-results";
import { bookSchema, slotSearchSchema } from "~/domain/slot-schemas";
import type { TestingType } from "~/domain/vaccine-lanes";
import { manufacturersFor, testingTypesFor } from "~/domain/vaccine-lanes";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import {
  bookSlot,
  openDays,
  parseSearch,
  resultsView,
  searchSlots,
  searchUrl,
  searchValuesOf,
} from "~/upstream/booking.server";
import { replyWithFailure } from "~/http/outcome.server";
import type { PatientScope } from "./__patient-area.server";
import { nameOf, patientScope, requireCompleteProfile } from "./__patient-area.server";
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
): Promise<BookingContext> {
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
      context.jar.setFlash({ kind: "warn", key: "patient:schedule.notChangeable" });
      throw redirect("/curapatient/patient/appointments", 303);
    }
  }
  const service = serviceList.find((s) => s.id === (task?.serviceTypeId ?? serviceId)) ?? null;
  if (!service && !task) {
    context.jar.setFlash({ kind: "error", key: "patient:schedule.serviceError" });
    throw redirect("/curapatient/patient/dashboard", 303);
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
  const patient = await getPatient(scope.client, booking.patientId);
  const organizations = patient.ok
    ? patient.data.organizations.map((o) => ({ id: o.id, name: o.name ?? o.id }))
    : [];

  const testingTypes = testingTypesFor(booking.vaccineType);
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
  let results = null;
  let resultsFailed = false;
  if (query) {
    const origin =
      patient.ok &&
      typeof patient.data.address?.gpsLatitude === "number" &&
      typeof patient.data.address?.gpsLongitude === "number"
        ? { lat: patient.data.address.gpsLatitude, lng: patient.data.address.gpsLongitude }
        : null;
    const outcome = await searchSlots(scope.client, query, {
      targetPatientId: booking.patientId,
      origin,
      defaultTimeZone: context.timeZone,
    });
    if (outcome.ok) results = resultsView(outcome, query);
    else resultsFailed = true;
  }
  const manufacturers = manufacturersFor(null).filter((m) =>
    testingTypes.some((type) => manufacturersFor(type).includes(m)),
  );

  const mode = booking.task
    ? booking.task.dueDate
      ? ("reschedule" as const)
      : ("book" as const)
    : ("new" as const);
  const t = await getT(context.locale, "patient");
  return {
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

  if (intent === "search") {
    const submission = parseWithZod(formData, { schema: slotSearchSchema });
    if (submission.status !== "success")
      return data({ form: "search" as const, result: submission.reply() }, { status: 400 });
    return redirect(
      searchUrl(
        PATH,
        carry,
        searchValuesOf(new URLSearchParams([...formData].map(([k, v]) => [k, String(v)]))),
      ),
      303,
    );
  }

  const submission = parseWithZod(formData, { schema: bookSchema });
  if (submission.status !== "success")
    return data({ form: "book" as const, result: submission.reply() }, { status: 400 });
  const slot = decodeSlot(submission.value.slot);
  if (!slot)
    return data(
      {
        form: "book" as const,
        result: submission.reply({ fieldErrors: { slot: ["patient:schedule.slotRequired"] } }),
      },
      { status: 400 },
    );

  const params = new URLSearchParams(carry);
  const booking = await bookingContext(scope, context, params);
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
      const zone = outcome.task.location?.timeZoneId ?? context.timeZone;
      const when = `${formatLongDate(zonedCalendarDate(slot.start, zone), context.locale)}, ${formatTime(slot.start, zone, context.locale)}`;
      context.jar.setFlash({
        kind: "success",
        key: booking.task?.dueDate ? "patient:schedule.rescheduled" : "patient:schedule.booked",
        params: { when, clinic: outcome.task.location?.name ?? "" },
      });
      return redirect("/curapatient/patient/appointments", 303);
    }
    case "unchanged":
      context.jar.setFlash({ kind: "info", key: "patient:schedule.unchanged" });
      return redirect("/curapatient/patient/appointments", 303);
    case "taken":
      return data(
        {
          form: "book" as const,
          result: submission.reply({ fieldErrors: { slot: ["patient:schedule.slotTaken"] } }),
        },
        { status: 409 },
      );
    case "failed":
      return data(
        {
          form: "book" as const,
          result: replyWithFailure(submission, outcome.failure, {
            fields: ["slot"],
            fieldMap: { dueDate: "slot", clinicAppointmentId: "slot", locationId: "slot" },
          }),
        },
        { status: 400 },
      );
  }
}

export default function ScheduleAppointment() {
  const { t } = useTranslation("patient");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { mode, service, task, bookingFor, results, resultsFailed, carry } = loaderData;
  const heading = t(TITLE_KEYS[mode]);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      {service ? (
        <p className="mt-2 text-lg font-semibold">{t("schedule.forService", { service: service.name })}</p>
      ) : null}
      {task?.dueDate ? (
        <div className="mt-3 rounded border-l-4 border-brand-700 bg-brand-50 p-3">
          <p className="font-semibold">{t("schedule.currentAppointment")}</p>
          <p>
            {task.name}: <When instant={task.dueDate} timeZone={task.timeZone} />
            {task.clinic ? `, ${task.clinic}` : ""}
          </p>
        </div>
      ) : null}
      {bookingFor ? (
        <p className="mt-3 border-l-4 border-amber-500 bg-amber-50 p-3 font-semibold">
          {t("schedule.bookingFor", { name: bookingFor })}
        </p>
      ) : null}
      <SlotSearchForm
        lastResult={actionData?.form === "search" ? actionData.result : null}
        defaults={loaderData.defaults}
        testingTypes={loaderData.testingTypes as TestingType[]}
        manufacturers={loaderData.manufacturers}
        organizations={loaderData.organizations}
        openDays={loaderData.openDays}
        carry={carry}
      />
      {resultsFailed ? (
        <p role="alert" className="mt-6 border-l-4 border-red-700 bg-red-50 p-3 font-semibold">
          {t("schedule.resultsFailed")}
        </p>
      ) : null}
      {results ? (
        <SlotResults
          results={results}
          search={loaderData.search}
          lastResult={actionData?.form === "book" ? actionData.result : null}
          carry={carry}
          submitLabel={mode === "reschedule" ? t("schedule.rescheduleSubmit") : t("schedule.bookSubmit")}
        />
      ) : null}
      <p className="mt-8">
        <Link
          to="/curapatient/patient/appointments"
          className="inline-flex min-h-touch items-center underline"
        >
          {t("schedule.backToAppointments")}
        </Link>
      </p>
    </>
  );
}
