import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { Suspense, lazy, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { ResultPanel } from "~/components/lanes/result-panel";
import { ActionBar, DateSwitcher, LaneTable } from "~/components/lanes/selection";
import type { LaneRow } from "~/components/lanes/types";
import { coordinatorFor } from "~/coordination/setup.server";
import { formatLongDate, formatTime, zoneAbbreviation } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import type { LaneView } from "~/domain/lanes";
import { isIsoDate, minimumDate, parseView, shiftDate, todayIn } from "~/domain/lanes";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getLanes, getPatientCount } from "~/upstream/lanes.server";
import { getBasicInfo, getClinics, getPerformers } from "~/upstream/organizations.server";
import { orThrow } from "~/upstream/outcome.server";
import { lanesPath, outcomePage, readOutcome, runLaneIntent, wireDate } from "./__lanes.server";

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

  const all = orThrow(await getLanes(client, orgId, wireDate(date)), context);
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
    outcome: readOutcome(context.jar.takeOutcome(outcomePage(orgId))),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = requireStaff(context, request);
  const orgId = orgIdOf(params, context);
  const reply = await runLaneIntent(await request.formData(), {
    client: upstream(context, request),
    orgId,
    timeZone: context.timeZone,
    coordinator: coordinatorFor(context.config),
    sessionId: session.sid,
  });
  switch (reply.kind) {
    case "unknown-intent":
      return data({ view: null, result: null }, { status: 400 });
    case "form":
      return data({ view: reply.view, result: reply.result }, { status: reply.status });
    case "flash":
      context.jar.setFlash(reply.flash);
      return redirect(lanesPath(orgId, { date: reply.day }), 303);
    case "outcome":
      context.jar.setOutcome(outcomePage(orgId), reply.outcome);
      return redirect(lanesPath(orgId, { date: reply.day }), 303);
  }
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
