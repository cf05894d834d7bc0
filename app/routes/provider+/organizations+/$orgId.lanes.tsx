import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { ResultPanel } from "~/components/lanes/result-panel";
import { ActionBar, DateSwitcher, LaneTable } from "~/components/lanes/selection";
import { usePatientCount } from "~/components/lanes/use-patient-count";
import { isValidId } from "~/domain/ids";
import { minimumDate, type LaneView } from "~/domain/lanes";
import type { RequestContext } from "~/load-context.server";
import { guarded } from "~/session/guards.server";
import { OrganizationTabs } from "./__tabs";
import { useCan } from "~/components/use-can";
import { organizationTrail } from "./__crumbs.server";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { laneDeps, lanesPage, lanesPath, outcomePage, runLaneIntent } from "./__lanes.server";
import { notFound } from "~/http/not-found.server";
import { cancelSchema, messageSchema, updateSchema } from "~/domain/lanes-schemas";
import { formConstraints } from "~/http/form-constraints.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["lanes", "provider", "orgPages"], breadcrumb: crumbsFrom };

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
  if (!isValidId(orgId)) throw notFound(context);
  return orgId;
}

export const loader = guarded(
  "lanes.read",
  async ({ request, context, params, session, client }) => {
    const page = await lanesPage(client, context, request, orgIdOf(params, context));
    const crumbs = await organizationTrail(context, request, session, client, page.organization, [
      { label: page.pageTitle },
    ]);
    const constraints = formConstraints({
      update: updateSchema(page.minDate),
      cancel: cancelSchema,
      message: messageSchema,
    });
    return { ...page, crumbs, constraints };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "lanes.act",
  async ({ request, context, params, session, client }) => {
    const orgId = orgIdOf(params, context);
    const form = await request.formData();
    const reply = await runLaneIntent(form, laneDeps(client, context, orgId, session.sid));
    switch (reply.kind) {
      case "unknown-intent":
        return data({ view: null, result: null }, { status: 400 });
      case "form":
        return data({ view: reply.view, result: reply.result }, { status: reply.status });
      case "flash":
        return redirectWithFlash(context, lanesPath(orgId, { date: reply.day }), reply.flash);
      case "outcome":
        context.jar.setOutcome(outcomePage(orgId), reply.outcome);
        return redirect(lanesPath(orgId, { date: reply.day }), 303);
    }
  },
  { orgParam: "orgId" },
);

/**
 * A panel's post the server refused (a rule, a signed-off day, an upstream that could not be
 * reached) changed nothing: the page stays as it is, with the lanes still ticked and the panel
 * open with its errors. Reading the page again would give it a new key and start it afresh.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

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
  // Reading lanes and acting on them are separate capabilities (decision 015).
  const mayAct = useCan("lanes.act");
  const open = mayAct && selected.length > 0 ? view : null;
  const patients = usePatientCount(page, selected, open !== null);
  const zones = page.lanes.filter((l) => selected.includes(l.id)).map((l) => l.timeZone);
  const minDate = zones.length ? minimumDate([...new Set(zones)]) : page.minDate;

  const panelProps = {
    date: page.date,
    selected,
    lanes: page.lanes,
    hosts: page.hosts,
    minDate,
    constraints: page.constraints,
    patientCount: patients.count,
    countLoading: patients.loading,
    idempotencyKey: page.idempotencyKey,
    lastResult: actionData?.view === open ? actionData?.result : undefined,
    onClose: () => pick(null),
  };

  return (
    <>
      <PageHeading>{t("headingFor", { name: page.organization.name })}</PageHeading>
      <OrganizationTabs orgId={page.organization.id} />
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
      {mayAct ? (
        <ActionBar date={page.date} clinic={page.clinic} count={selected.length} view={open} onView={pick} />
      ) : null}
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
          selectable={mayAct}
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
