import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Suspense, lazy, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { ResultPanel } from "~/components/lanes/result-panel";
import { ActionBar, DateSwitcher, LaneTable } from "~/components/lanes/selection";
import type { LaneRow } from "~/components/lanes/types";
import { usePatientCount } from "~/components/lanes/use-patient-count";
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
  const page = useLoaderData<typeof loader>();
  // What staff change on the page (ticks, the open view, the counts) starts afresh with each
  // answer of the loader: another day or selection, or the page after an action. Every answer
  // carries a new idempotency key, so the key tells one answer from the next.
  return <LanesScreen key={page.idempotencyKey} page={page} />;
}

function LanesScreen({ page }: { page: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { t } = useTranslation("lanes");
  const actionData = useActionData<typeof action>();
  const [selected, setSelected] = useState(page.selected);
  // A panel's POST that came back with errors shows that panel again, whatever view was picked
  // while it was on its way.
  const [picked, setPicked] = useState({ view: actionData?.view ?? page.view, after: actionData });
  const view = picked.after === actionData ? picked.view : (actionData?.view ?? picked.view);
  const pick = (next: LaneView | null) => setPicked({ view: next, after: actionData });
  const open = selected.length > 0 ? view : null;
  const patients = usePatientCount({
    orgId: page.organization.id,
    selected,
    active: open !== null,
    rendered: { selected: page.selected, count: page.patientCount },
  });
  const minDate = useMemo(() => {
    const zones = page.lanes.filter((l) => selected.includes(l.id)).map((l) => l.timeZone);
    return zones.length ? minimumDate([...new Set(zones)]) : page.minDate;
  }, [page.lanes, page.minDate, selected]);

  const panelProps = {
    date: page.date,
    selected,
    lanes: page.lanes,
    hosts: page.hosts,
    minDate,
    patientCount: patients.count,
    countLoading: patients.loading,
    idempotencyKey: page.idempotencyKey,
    lastResult: actionData?.view === open ? (actionData?.result ?? undefined) : undefined,
    onClose: () => pick(null),
  };

  return (
    <>
      <PageHeading>{t("headingFor", { name: page.organization.name })}</PageHeading>
      {page.outcome ? (
        <ResultPanel outcome={page.outcome} day={page.date} closeHref={page.clearHref} />
      ) : null}
      <DateSwitcher
        date={page.date}
        dateLong={page.dateLong}
        prevHref={page.prevHref}
        nextHref={page.nextHref}
        clinics={page.clinics}
        clinic={page.clinic}
      />
      <ActionBar date={page.date} clinic={page.clinic} count={selected.length} view={open} onView={pick} />
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
      {page.lanes.length === 0 ? (
        <p className="mt-6 text-lg" data-testid="lanes-empty">
          {t("table.empty")}
        </p>
      ) : (
        <LaneTable
          lanes={page.lanes}
          selected={selected}
          selectAllHref={page.selectAllHref}
          clearHref={page.clearHref}
          onToggle={(id, checked) =>
            setSelected((current) =>
              checked ? [...new Set([...current, id])] : current.filter((x) => x !== id),
            )
          }
          onToggleAll={(checked) => setSelected(checked ? page.lanes.map((l) => l.id) : [])}
        />
      )}
    </>
  );
}
