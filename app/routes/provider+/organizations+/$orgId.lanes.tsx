import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { Suspense, lazy, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { ResultPanel } from "~/components/lanes/result-panel";
import { ActionBar, DateSwitcher, LaneTable } from "~/components/lanes/selection";
import type { LaneOutcome, LaneRow } from "~/components/lanes/types";
import { formatDisplayDate, formatLongDate, formatTime, zoneAbbreviation } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import type { LaneView } from "~/domain/lanes";
import {
  cancellationReasonText,
  dayDiff,
  isIsoDate,
  minimumDate,
  parseView,
  shiftDate,
  todayIn,
} from "~/domain/lanes";
import { cancelSchema, messageSchema, parseWithZod, updateSchema } from "~/domain/lanes-schemas.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { coordinatorFor } from "~/coordination/setup.server";
import { forget, once, recall } from "~/upstream/idempotency.server";
import {
  cancelLanes,
  getLanes,
  getPatientCount,
  notifyPatients,
  reschedule,
  undoCancel,
  undoReschedule,
  type Lane,
} from "~/upstream/lanes.server";
import { getBasicInfo, getClinics, getPerformers } from "~/upstream/organizations.server";
import { orThrow, replyWithFailure } from "~/upstream/outcome.server";

export const handle = { i18n: ["lanes"] };

// The panels (and the form library and schemas they need) load when a view opens, so the list
// of lanes, what staff see first on slow machines, carries none of it. A view the server rendered
// (no-JS steps, or a reload with ?view=) keeps its HTML until the chunk arrives.
const UpdatePanel = lazy(() => import("~/components/lanes/panels").then((m) => ({ default: m.UpdatePanel })));
const CancelPanel = lazy(() => import("~/components/lanes/panels").then((m) => ({ default: m.CancelPanel })));
const MessagePanel = lazy(() =>
  import("~/components/lanes/panels").then((m) => ({ default: m.MessagePanel })),
);

function orgIdOf(params: LoaderFunctionArgs["params"], context: RequestContext) {
  const orgId = params.orgId;
  if (!isValidId(orgId)) throw data({ requestId: context.requestId }, { status: 404 });
  return orgId;
}

const wire = (isoDate: string) => formatDisplayDate(isoDate);

function lanesPath(orgId: string, query: Record<string, string | string[] | null | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value ? [value] : []) params.append(key, v);
  }
  return `/provider/organizations/${encodeURIComponent(orgId)}/lanes?${params}`;
}

function outcomePage(orgId: string) {
  return `lanes:${orgId}`;
}

function isOutcome(value: unknown): value is LaneOutcome {
  return (
    !!value &&
    typeof value === "object" &&
    typeof (value as LaneOutcome).kind === "string" &&
    typeof (value as LaneOutcome).lanes === "number"
  );
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const orgId = orgIdOf(params, context);
  const url = new URL(request.url);
  const client = upstream(context, request);
  const [info, clinicsResult, hostsResult] = await Promise.all([
    getBasicInfo(client, orgId),
    getClinics(client, orgId),
    getPerformers(client, orgId),
  ]);
  const organization = orThrow(info, context);
  const clinics = clinicsResult.ok ? clinicsResult.data : [];
  const zones = new Map(clinics.map((c) => [c.id, c.timeZone ?? organization.timeZone ?? context.timeZone]));
  const names = new Map(clinics.map((c) => [c.id, c.name]));

  const requestedDate = url.searchParams.get("date");
  const date = isIsoDate(requestedDate) ? requestedDate : todayIn(organization.timeZone ?? context.timeZone);
  const requestedClinic = url.searchParams.get("clinic");
  const clinic = requestedClinic && names.has(requestedClinic) ? requestedClinic : null;

  const all = orThrow(await getLanes(client, orgId, wire(date)), context);
  const locale = context.locale;
  const lanes: LaneRow[] = all
    .filter((lane) => !clinic || lane.clinicId === clinic)
    .map((lane) => {
      const zone = lane.timeZone ?? zones.get(lane.clinicId ?? "") ?? context.timeZone;
      return {
        id: lane.id,
        clinicId: lane.clinicId ?? "",
        clinicName: lane.clinicName ?? names.get(lane.clinicId ?? "") ?? "",
        timeZone: zone,
        hostId: lane.host?.id ?? "",
        hostName: lane.host?.name ?? "",
        start: formatTime(new Date(lane.startDate), zone, locale),
        end: formatTime(new Date(lane.endDate), zone, locale),
        zone: zoneAbbreviation(new Date(lane.startDate), zone, locale),
        patientCount: lane.patientCount ?? null,
      };
    });

  const known = new Set(lanes.map((l) => l.id));
  const selected = [...new Set(url.searchParams.getAll("lane"))].filter((id) => known.has(id));
  const view = selected.length ? parseView(url.searchParams.get("view")) : null;
  let patientCount: number | null = null;
  if (view) {
    const count = await getPatientCount(client, orgId, selected);
    patientCount = count.ok ? count.data.count : null;
  }
  const outcome = context.jar.takeOutcome(outcomePage(orgId));
  const t = await getT(locale, "lanes");
  const base = { date, clinic };
  return {
    pageTitle: t("title"),
    organization: { id: organization.id, name: organization.name },
    date,
    dateLong: formatLongDate(date, locale),
    prevHref: lanesPath(orgId, { ...base, date: shiftDate(date, -1) }),
    nextHref: lanesPath(orgId, { ...base, date: shiftDate(date, 1) }),
    selectAllHref: lanesPath(orgId, { ...base, lane: lanes.map((l) => l.id) }),
    clearHref: lanesPath(orgId, base),
    clinics: clinics.map((c) => ({ id: c.id, name: c.name })),
    clinic,
    lanes,
    selected,
    view,
    hosts: (hostsResult.ok ? hostsResult.data : []).map((h) => ({ id: h.id, name: h.name })),
    patientCount,
    minDate: minimumDate(
      [...new Set(lanes.filter((l) => selected.includes(l.id)).map((l) => l.timeZone))].concat(
        lanes.length ? [] : [context.timeZone],
      ),
    ),
    idempotencyKey: crypto.randomUUID(),
    outcome: isOutcome(outcome) ? outcome : null,
  };
}

type Attempt =
  { outcome: LaneOutcome } | { failure: Exclude<Awaited<ReturnType<typeof reschedule>>, { ok: true }> };

type FailureKey = "lanes:flash.updateFailed" | "lanes:flash.cancelFailed" | "lanes:flash.messageFailed";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = requireStaff(context, request);
  const orgId = orgIdOf(params, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const day = String(formData.get("day") ?? "");
  const back = lanesPath(orgId, { date: isIsoDate(day) ? day : null });
  const client = upstream(context, request);

  if (intent === "undo-reschedule") {
    const batchId = String(formData.get("batchId") ?? "");
    const result =
      isValidId(batchId) || /^[0-9a-f-]{36}$/.test(batchId)
        ? await undoReschedule(client, orgId, batchId)
        : null;
    context.jar.setFlash(
      result?.ok
        ? { kind: "success", key: "lanes:flash.undoRescheduled" }
        : { kind: "error", key: "lanes:flash.undoRescheduleFailed" },
    );
    return redirect(back, 303);
  }
  if (intent === "undo-cancel") {
    const laneIds = formData.getAll("lane").map(String).filter(isValidId);
    const result = laneIds.length ? await undoCancel(client, orgId, laneIds) : null;
    context.jar.setFlash(
      result?.ok
        ? { kind: "success", key: "lanes:flash.undoCancelled" }
        : { kind: "error", key: "lanes:flash.undoCancelFailed" },
    );
    return redirect(back, 303);
  }

  const view = parseView(intent);
  if (!view) return data({ view: null as LaneView | null, result: null }, { status: 400 });

  // A form posted again (double click, resubmitted page) gets the first answer, whatever has
  // changed since: it must not act twice, and must not fail because it already acted.
  const rawKey = String(formData.get("idempotencyKey") ?? "");
  const key = /^[A-Za-z0-9-]{8,64}$/.test(rawKey) ? rawKey : undefined;
  const scope = `${session.sid}:${orgId}:${view}`;
  const shared = coordinatorFor(context.config);
  const first = await recall<Attempt>(shared, scope, key);
  if (first) {
    if ("outcome" in first) {
      context.jar.setOutcome(outcomePage(orgId), first.outcome);
      return redirect(back, 303);
    }
  }

  // The server decides what "today" is, from the lanes' own clinics, whatever the browser sent.
  let dayLanes: Lane[] = [];
  if (isIsoDate(day)) {
    const result = await getLanes(client, orgId, wire(day));
    if (!result.ok) {
      // The upstream could not say which lanes exist: keep the form as typed and say why.
      const submission = parseWithZod(formData, {
        schema:
          view === "update"
            ? updateSchema(todayIn(context.timeZone))
            : view === "cancel"
              ? cancelSchema
              : messageSchema,
      });
      return data(
        { view, result: replyWithFailure(submission, result) },
        { status: result.kind === "timeout" ? 504 : 503 },
      );
    }
    dayLanes = result.data;
  }
  const requested = new Set(formData.getAll("lane").map(String));
  const chosen = dayLanes.filter((l) => requested.has(l.id));
  const clinicZones = await zonesOf(client, orgId);
  const minDate = minimumDate([
    ...new Set(chosen.map((l) => l.timeZone ?? clinicZones.get(l.clinicId ?? "") ?? context.timeZone)),
  ]);
  const schema = view === "update" ? updateSchema(minDate) : view === "cancel" ? cancelSchema : messageSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ view, result: submission.reply() }, { status: 400 });
  if (chosen.length !== requested.size) {
    return data(
      { view, result: submission.reply({ formErrors: ["lanes:rules.staleSelection"] }) },
      { status: 400 },
    );
  }
  const laneIds = chosen.map((l) => l.id);

  if (view !== "cancel") {
    const count = await getPatientCount(client, orgId, laneIds);
    if (count.ok && count.data.count <= 0) {
      return data(
        { view, result: submission.reply({ formErrors: ["lanes:rules.noPatients"] }) },
        { status: 400 },
      );
    }
  }

  const failureKey: Record<LaneView, FailureKey> = {
    update: "lanes:flash.updateFailed",
    cancel: "lanes:flash.cancelFailed",
    message: "lanes:flash.messageFailed",
  };
  const { value: outcome } = await once<Attempt>(shared, scope, key, async () => {
    const patients = await getPatientCount(client, orgId, laneIds);
    const patientCount = patients.ok ? patients.data.count : 0;
    if (view === "update") {
      const value = submission.value as { host?: string; date?: string };
      const result = await reschedule(
        client,
        orgId,
        {
          clinicAppointmentIds: laneIds,
          host: value.host ?? null,
          dateString: value.date ? wire(value.date) : null,
          diff: value.date ? dayDiff(day, value.date) : 0,
        },
        key,
      );
      if (!result.ok) return { failure: result };
      const hosts = await getPerformers(client, orgId);
      const hostName = value.host && hosts.ok ? hosts.data.find((h) => h.id === value.host)?.name : undefined;
      return {
        outcome: {
          kind: "update",
          lanes: laneIds.length,
          patients: patientCount,
          hostName,
          newDate: value.date,
          batchId: result.data.batchId,
        } satisfies LaneOutcome,
      };
    }
    if (view === "cancel") {
      const value = submission.value as {
        reason: Parameters<typeof cancellationReasonText>[0];
        otherReason?: string;
      };
      const result = await cancelLanes(
        client,
        orgId,
        {
          clinicAppointmentIds: laneIds,
          cancellationReason: cancellationReasonText(value.reason, value.otherReason),
        },
        key,
      );
      if (!result.ok) return { failure: result };
      return {
        outcome: {
          kind: "cancel",
          lanes: laneIds.length,
          patients: patientCount,
          laneIds,
        } satisfies LaneOutcome,
      };
    }
    const value = submission.value as { message: string };
    const result = await notifyPatients(
      client,
      orgId,
      { clinicAppointmentIds: laneIds, message: value.message },
      key,
    );
    if (!result.ok) return { failure: result };
    return {
      outcome: { kind: "message", lanes: laneIds.length, patients: patientCount } satisfies LaneOutcome,
    };
  });

  if ("failure" in outcome) {
    await forget(shared, scope, key);
    const fields =
      view === "update" ? ["host", "date"] : view === "cancel" ? ["reason", "otherReason"] : ["message"];
    const fieldMap = { dateString: "date", cancellationReason: "reason", clinicAppointmentIds: "lane" };
    return data(
      {
        view,
        result: replyWithFailure(submission, outcome.failure, {
          fields,
          fieldMap,
          genericKey: failureKey[view],
        }),
      },
      { status: 400 },
    );
  }
  context.jar.setOutcome(outcomePage(orgId), outcome.outcome);
  return redirect(back, 303);
}

async function zonesOf(client: ReturnType<typeof upstream>, orgId: string) {
  const clinics = await getClinics(client, orgId);
  return new Map(clinics.ok ? clinics.data.map((c) => [c.id, c.timeZone ?? ""]) : []);
}

export default function Lanes() {
  const { t } = useTranslation("lanes");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [selected, setSelected] = useState<string[]>(loaderData.selected);
  const [view, setView] = useState<LaneView | null>(actionData?.view ?? loaderData.view);
  const counter = useFetcher<{ key: string; count: number | null }>();

  // Patients affected, per selection: from the loader for the selection it rendered, then from
  // the count resource route as the selection changes.
  const selectionKey = selected.join(",");
  const [counts, setCounts] = useState<Record<string, number | null>>(() =>
    loaderData.patientCount !== null ? { [loaderData.selected.join(",")]: loaderData.patientCount } : {},
  );
  useEffect(() => {
    setSelected(loaderData.selected);
    setView(loaderData.view);
    setCounts(
      loaderData.patientCount !== null ? { [loaderData.selected.join(",")]: loaderData.patientCount } : {},
    );
  }, [loaderData]);
  useEffect(() => {
    if (actionData?.view) setView(actionData.view);
  }, [actionData]);
  useEffect(() => {
    const answer = counter.data;
    if (answer) setCounts((current) => ({ ...current, [answer.key]: answer.count }));
  }, [counter.data]);

  const open = selected.length > 0 ? view : null;
  const known = selectionKey in counts;
  const { load } = counter;
  useEffect(() => {
    if (!open || known) return;
    const params = new URLSearchParams(selectionKey.split(",").map((id) => ["lane", id]));
    const timer = setTimeout(
      () =>
        load(
          `/provider/organizations/${encodeURIComponent(loaderData.organization.id)}/lane-patient-count?${params}`,
        ),
      250,
    );
    return () => clearTimeout(timer);
  }, [open, known, selectionKey, load, loaderData.organization.id]);

  const patientCount = counts[selectionKey] ?? null;
  const minDate = useMemo(() => {
    const zones = loaderData.lanes.filter((l) => selected.includes(l.id)).map((l) => l.timeZone);
    return zones.length ? minimumDate([...new Set(zones)]) : loaderData.minDate;
  }, [loaderData.lanes, loaderData.minDate, selected]);

  const panelProps = {
    date: loaderData.date,
    selected,
    lanes: loaderData.lanes,
    hosts: loaderData.hosts,
    minDate,
    patientCount,
    countLoading: counter.state === "loading",
    idempotencyKey: loaderData.idempotencyKey,
    lastResult: actionData?.view === open ? (actionData?.result ?? undefined) : undefined,
    onClose: () => setView(null),
  };

  return (
    <>
      <PageHeading>{t("headingFor", { name: loaderData.organization.name })}</PageHeading>
      {loaderData.outcome ? (
        <ResultPanel outcome={loaderData.outcome} day={loaderData.date} closeHref={loaderData.clearHref} />
      ) : null}
      <DateSwitcher
        date={loaderData.date}
        dateLong={loaderData.dateLong}
        prevHref={loaderData.prevHref}
        nextHref={loaderData.nextHref}
        clinics={loaderData.clinics}
        clinic={loaderData.clinic}
      />
      <ActionBar
        date={loaderData.date}
        clinic={loaderData.clinic}
        count={selected.length}
        view={open}
        onView={setView}
      />
      <Suspense
        fallback={
          <p className="mt-4" aria-busy="true">
            {t("panel.loading")}
          </p>
        }
      >
        {open === "update" ? <UpdatePanel {...panelProps} /> : null}
        {open === "cancel" ? <CancelPanel {...panelProps} /> : null}
        {open === "message" ? <MessagePanel {...panelProps} /> : null}
      </Suspense>
      {loaderData.lanes.length === 0 ? (
        <p className="mt-6 text-lg" data-testid="lanes-empty">
          {t("table.empty")}
        </p>
      ) : (
        <LaneTable
          lanes={loaderData.lanes}
          selected={selected}
          selectAllHref={loaderData.selectAllHref}
          clearHref={loaderData.clearHref}
          onToggle={(id, checked) =>
            setSelected((current) =>
              checked ? [...new Set([...current, id])] : current.filter((x) => x !== id),
            )
          }
          onToggleAll={(checked) => setSelected(checked ? loaderData.lanes.map((l) => l.id) : [])}
        />
      )}
    </>
  );
}
