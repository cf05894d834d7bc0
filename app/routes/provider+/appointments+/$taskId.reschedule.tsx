import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SlotBookingPage } from "~/components/patient/slot-booking-page";
import { isOpenAppointment } from "~/domain/appointments";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
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
  searchValuesOf,
  slotResults,
} from "~/upstream/booking.server";
import { upstream, type UpstreamClient } from "~/upstream/client.server";
import { getPatient } from "~/upstream/patients.server";
import { getPublicServiceTypes } from "~/upstream/services.server";
import type { Task } from "~/upstream/tasks.server";
import { backTo, loadAppointment } from "./__appointments.server";

export const handle = {
  i18n: ["appointments", "patient", "validation"],
  titleKey: "appointments:reschedule.title",
};

type Args = { request: Request; context: RequestContext; params: { taskId?: string } };

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
  const { request, context, session } = args;
  const client = upstream(context, request);
  const { task, patientId } = await openAppointment(args, client);
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
  // An organization in the URL must be one offered here, so the search stays in the user's tree.
  if (defaults.organizationId && !organizations.some((o) => o.id === defaults.organizationId))
    throw notFound(context, { messageKey: "appointments:notFound" });
  const organizationId = defaults.organizationId ?? organizations[0]?.id;
  const [days, { results, resultsFailed }] = await Promise.all([
    organizationId
      ? openDays(client, organizationId, {
          targetPatientId: patientId,
          taskId: task.id,
          vaccineType: defaults.testingType ?? vaccineTypeOfService ?? undefined,
        })
      : [],
    slotResults(
      client,
      parseSearch({ ...search, organizationId: defaults.organizationId, testingType: defaults.testingType }),
      { targetPatientId: patientId, origin: originOf(patient.address), defaultTimeZone: context.timeZone },
    ),
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
    testingTypes,
    manufacturers,
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
  const { request, context } = args;
  const client = upstream(context, request);
  const { task, patientId } = await openAppointment(args, client);
  const formData = await request.formData();
  const path = new URL(request.url).pathname;
  if (String(formData.get("intent") ?? "") === "search")
    return submitSlotSearch(formData, path, carryOf(request));
  const choice = readSlotChoice(formData);
  if (!choice.ok) return choice.response;
  const { submission, slot } = choice;
  const outcome = await bookSlot(client, { slot, patientId, task });
  switch (outcome.kind) {
    case "booked": {
      const when = bookedWhen(slot.start, outcome.task, context);
      context.jar.setFlash({
        kind: "success",
        key: "appointments:flash.rescheduled",
        params: {
          name: outcome.task.patientName ?? task.patientName ?? "",
          when,
          clinic: outcome.task.location?.name ?? "",
        },
      });
      return redirect(backTo(request), 303);
    }
    case "unchanged":
      context.jar.setFlash({ kind: "info", key: "appointments:flash.unchanged" });
      return redirect(backTo(request), 303);
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
