import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SlotBookingPage } from "~/components/patient/slot-booking-page";
import { isOpenAppointment } from "~/domain/appointments";
import { decodeSlot, isSameBooking, type SlotChoice } from "~/domain/patient-booking";
import { readKeepingForm } from "~/http/form-kept.server";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import {
  bookedWhen,
  bookingRefused,
  readSlotChoice,
  slotFormConstraints,
  submitSlotSearch,
} from "~/http/slot-booking.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { guarded } from "~/session/guards.server";
import { scopeTest } from "~/session/organization-tree.server";
import type { SessionData } from "~/session/cookie-purposes.server";
import {
  bookSlot,
  openDays,
  originOf,
  parseSearch,
  searchChoices,
  searchSlots,
  searchValuesOf,
  slotResults,
} from "~/upstream/booking.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getPatient } from "~/upstream/patients.server";
import { getPublicServiceTypes } from "~/upstream/services.server";
import type { Task } from "~/upstream/tasks.server";
import { backTo, loadAppointment } from "./__appointments.server";

export const handle = {
  i18n: ["appointments", "patient", "validation"],
  titleKey: "appointments:reschedule.title",
};

type Args = { request: Request; context: RequestContext; params: { taskId?: string } };
type SlotSubmission = Extract<ReturnType<typeof readSlotChoice>, { ok: true }>["submission"];

/** The open appointment being moved, with its patient: 404 outside the tree or once it is closed. */
async function openAppointment({ request, context, params }: Args, client: UpstreamClient) {
  const task = await loadAppointment(client, context, request, params.taskId, "appointments.edit");
  if (!isOpenAppointment(task.status) || !task.patientId)
    throw notFound(context, { messageKey: "appointments:notOpen" });
  return { task, patientId: task.patientId };
}

/** Where the appointment may move: the patient's organizations in the user's reach, else its clinic. */
async function organizationsFor(
  context: RequestContext,
  request: Request,
  session: SessionData,
  task: Task,
  patientOrganizations: Array<{ id: string; name?: string | null }>,
) {
  const allowed = await scopeTest(context, request, session, "appointments.edit");
  const mine = patientOrganizations
    .filter((o) => allowed(o.id))
    .map((o) => ({ id: o.id, name: o.name ?? o.id }));
  if (mine.length > 0) return mine;
  return task.location ? [{ id: task.location.id, name: task.location.name ?? task.location.id }] : [];
}

/**
 * The page's slot search for this patient, as the loader shows it and the action checks a chosen
 * slot against it: the organizations offered, the search in the URL with its defaults, and the
 * query it makes (null until the search is complete). An organization in the URL that is not
 * offered is a 404, so the search stays in the user's tree.
 */
async function patientSearch(
  args: Args & { session: SessionData },
  client: UpstreamClient,
  task: Task,
  patientId: string,
) {
  const { request, context, session } = args;
  const [patientResult, servicesResult] = await Promise.all([
    getPatient(client, patientId),
    getPublicServiceTypes(client, { language: context.locale, targetId: patientId }),
  ]);
  const patient = orThrow(patientResult, context);
  const service = servicesResult.ok
    ? (servicesResult.data.find((s) => s.id === task.serviceTypeId) ?? null)
    : null;
  const vaccineTypeOfService = service?.attributes?.vaccineType ?? null;
  const organizations = await organizationsFor(context, request, session, task, patient.organizations);
  const { testingTypes, manufacturers } = searchChoices(vaccineTypeOfService);
  const search = searchValuesOf(new URL(request.url).searchParams);
  const defaults = {
    ...search,
    testingType: search.testingType ?? (testingTypes.length === 1 ? testingTypes[0] : undefined),
    manufacture: search.manufacture ?? task.inventoryName ?? undefined,
    organizationId: search.organizationId ?? (organizations.length === 1 ? organizations[0]!.id : undefined),
  };
  if (defaults.organizationId && !organizations.some((o) => o.id === defaults.organizationId))
    throw notFound(context, { messageKey: "appointments:notFound" });
  return {
    patient,
    service,
    vaccineTypeOfService,
    organizations,
    testingTypes,
    manufacturers,
    search,
    defaults,
    query: parseSearch({
      ...search,
      organizationId: defaults.organizationId,
      testingType: defaults.testingType,
    }),
    options: {
      targetPatientId: patientId,
      origin: originOf(patient.address),
      originZip: patient.address?.zipcode,
      defaultTimeZone: context.timeZone,
    },
  };
}

/**
 * A slot from the form is only booked if the page's search offered it: at a clinic in the user's
 * tree, a lane and time the patient's search found. Anything else (another tree's lane, an edited
 * value) is refused on the slot before the upstream is asked to move anything; a time gone since
 * the page was shown, of a lane still offered, is said as taken.
 */
async function refuseSlotNotOffered(
  args: Args & { session: SessionData },
  client: UpstreamClient,
  task: Task,
  patientId: string,
  formData: FormData,
  submission: SlotSubmission,
  slot: SlotChoice,
) {
  const { request, context, session } = args;
  const refuse = (key: string, status: number) =>
    data({ form: "book" as const, result: submission.reply({ fieldErrors: { slot: [key] } }) }, { status });
  const inTree = await scopeTest(context, request, session, "appointments.edit");
  if (!inTree(slot.clinicId)) return refuse("patient:schedule.slotRequired", 400);
  const [view, kept] = await readKeepingForm(formData, () => patientSearch(args, client, task, patientId), {
    into: (result) => ({ form: "book" as const, result }),
  });
  if (kept) return kept;
  if (!view.query) return refuse("patient:schedule.slotRequired", 400);
  const found = await searchSlots(client, view.query, view.options);
  if (!found.ok) return bookingRefused(submission, { kind: "failed", failure: found.failure });
  const choices = (found.clinics.find((c) => c.id === slot.clinicId)?.slots ?? []).map((option) =>
    decodeSlot(option.value),
  );
  const ofLane = choices.filter((choice) => choice?.laneId === slot.laneId);
  if (ofLane.some((choice) => choice?.start === slot.start)) return null;
  return ofLane.length > 0
    ? refuse("patient:schedule.slotTaken", 409)
    : refuse("patient:schedule.slotRequired", 400);
}

/** The page's own query: where to go back to, kept through the search's redirect. */
function carryOf(request: Request): Record<string, string> {
  const back = new URL(request.url).searchParams.get("back");
  return back ? { back: back.slice(0, 300) } : {};
}

/**
 * Staff move (or book) a patient's appointment on the patient's behalf, through the same slot
 * search and rules as the patient's own page (spec part 2 §4 and §5): the testing type, the
 * manufacturer, the organization and the day, then a free time at a clinic; booking is skipped
 * when nothing would change.
 */
export const loader = guarded("appointments.edit", async (args) => {
  const { request, context, client } = args;
  const { task, patientId } = await openAppointment(args, client);
  const view = await patientSearch(args, client, task, patientId);
  const { patient, service, vaccineTypeOfService, organizations, search, defaults } = view;
  const organizationId = defaults.organizationId ?? organizations[0]?.id;
  const [days, { results, resultsFailed }] = await Promise.all([
    organizationId
      ? openDays(client, organizationId, {
          targetPatientId: patientId,
          taskId: task.id,
          vaccineType: defaults.testingType ?? vaccineTypeOfService ?? undefined,
        })
      : [],
    slotResults(client, view.query, view.options),
  ]);
  const patientName = [patient.firstName, patient.lastName].filter(Boolean).join(" ") || patient.id;
  const mode = task.dueDate ? ("reschedule" as const) : ("book" as const);
  const t = await getT(context.locale, "appointments");
  return {
    constraints: slotFormConstraints(),
    pageTitle: t(`reschedule.${mode}Title`, { name: patientName }),
    mode,
    patientName,
    backHref: backTo(request),
    service: service ? { id: service.id, name: service.name } : null,
    task: {
      name: task.name ?? "",
      dueDate: task.dueDate ?? null,
      clinic: task.location?.name ?? null,
      timeZone: task.location?.timeZoneId ?? context.timeZone,
    },
    bookingFor: null,
    testingTypes: view.testingTypes,
    manufacturers: view.manufacturers,
    organizations,
    openDays: days,
    defaults,
    search,
    results,
    resultsFailed,
    carry: carryOf(request),
  };
});

export const action = guarded("appointments.edit", async (args) => {
  const { request, context, client } = args;
  const { task, patientId } = await openAppointment(args, client);
  const formData = await request.formData();
  const path = new URL(request.url).pathname;
  if (String(formData.get("intent") ?? "") === "search")
    return submitSlotSearch(formData, path, carryOf(request));
  const choice = readSlotChoice(formData);
  if (!choice.ok) return choice.response;
  const { submission, slot } = choice;
  // The appointment's own slot changes nothing and is not written (bookSlot says so).
  if (!isSameBooking(task, slot)) {
    const refused = await refuseSlotNotOffered(args, client, task, patientId, formData, submission, slot);
    if (refused) return refused;
  }
  const outcome = await bookSlot(client, { slot, patientId, task });
  switch (outcome.kind) {
    case "booked": {
      const when = bookedWhen(slot.start, outcome.task, context);
      return redirectWithFlash(context, backTo(request), {
        kind: "success",
        key: "appointments:flash.rescheduled",
        params: {
          name: outcome.task.patientName ?? task.patientName ?? "",
          when,
          clinic: outcome.task.location?.name ?? "",
        },
      });
    }
    case "unchanged":
      return redirectWithFlash(context, backTo(request), {
        kind: "info",
        key: "appointments:flash.unchanged",
      });
    case "taken":
    case "failed":
      return bookingRefused(submission, outcome);
  }
});

export default function RescheduleAppointment() {
  const { t } = useTranslation("appointments");
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <SlotBookingPage
      heading={t(`reschedule.${view.mode}Title`, { name: view.patientName })}
      view={view}
      actionData={actionData}
      submitLabel={t(`reschedule.${view.mode}Submit`)}
      back={{ to: view.backHref, label: t("reschedule.back") }}
      currentLabel={t("reschedule.current")}
    />
  );
}
