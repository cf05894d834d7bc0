import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FieldError, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { StartDateFields } from "~/components/care-plans/start-date-fields";
import { useAppForm } from "~/components/use-app-form";
import { assignSchema } from "~/domain/care-plan-schemas";
import { todayIn } from "~/domain/lanes";
import { notFound } from "~/http/not-found.server";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { planPath } from "~/domain/care-plans";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { guarded } from "~/session/guards.server";
import { scopeTest } from "~/session/organization-tree.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { planFromTemplate } from "~/upstream/care-plans.server";
import { getMembers } from "~/upstream/members.server";
import { getPatient } from "~/upstream/patients.server";
import { loadPlan } from "./__care-plans.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:assign.title", breadcrumb: crumbsFrom };

const PATIENT_PAGE = 20;

/**
 * A patient's plan from a template (POST /patient-care-plan-from-template): find the patient among
 * the template's organization's members, then the start-date step (start today or choose a date).
 * One GET search form and one POST form, so it works without JS.
 */
export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  if (!plan.isTemplate || !plan.organizationId) throw notFound(context, { messageKey: "carePlans:notFound" });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const [members, t] = await Promise.all([
    getMembers(client, plan.organizationId, {
      page: 0,
      size: PATIENT_PAGE,
      fullName: q || undefined,
      asc: true,
    }),
    getT(context.locale, "carePlans"),
  ]);
  const heading = t("assign.namedTitle", { name: plan.name });
  return {
    constraints: formConstraints({ assign: assignSchema }),
    planId: plan.id,
    heading,
    pageTitle: heading,
    q,
    today: todayIn(context.timeZone),
    patients: members.ok
      ? members.data.content.map((m) => ({
          id: m.id,
          name: m.fullName ?? [m.firstName, m.lastName].filter(Boolean).join(" "),
          dateOfBirth: m.dateOfBirth ?? "",
        }))
      : null,
    more: members.ok ? members.data.totalElements > members.data.content.length : false,
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: t("assign.title") },
    ],
  };
});

/** The submission, as far as refusing it needs: its reply with the values sent. */
type FormReply = Parameters<typeof replyWithFailure>[0];

/**
 * The patient chosen on the form, before anything is written: one the user may give a care plan
 * (one of the patient's organizations in their tree for carePlans.edit). An id of another tree, or
 * one the upstream does not have, is refused on the field as an id that cannot be one is; an
 * upstream failure keeps the form. Null when the patient may have the plan.
 */
async function refusePatient(
  context: RequestContext,
  request: Request,
  session: SessionData,
  client: UpstreamClient,
  submission: FormReply,
  patientId: string,
) {
  const patient = await getPatient(client, patientId);
  if (!patient.ok && patient.status !== 404 && patient.status !== 403)
    return data(
      { result: replyWithFailure(submission, patient, { fields: ["patientId"] }) },
      { status: statusForFailure(patient) },
    );
  const mayEdit = await scopeTest(context, request, session, "carePlans.edit");
  if (patient.ok && patient.data.organizations.some((o) => mayEdit(o.id))) return null;
  return data(
    { result: submission.reply({ fieldErrors: { patientId: ["carePlans:errors.patientRequired"] } }) },
    { status: 400 },
  );
}

export const action = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const [plan, kept] = await readKeepingForm(request, () =>
    loadPlan(client, context, request, params.id, "carePlans.edit"),
  );
  if (kept) return kept;
  if (!plan.isTemplate) throw notFound(context, { messageKey: "carePlans:notFound" });
  const submission = parseWithZod(await request.formData(), { schema: assignSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { patientId, start, startDate } = submission.value;
  const refused = await refusePatient(context, request, session, client, submission, patientId);
  if (refused) return refused;
  const result = await planFromTemplate(client, {
    templateId: plan.id,
    patientId,
    startDate: start === "today" ? todayIn(context.timeZone) : startDate!,
  });
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: ["patientId", "startDate"] }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, planPath(result.data.id), {
    kind: "success",
    key: "carePlans:flash.assigned",
  });
});

export default function AssignTemplate() {
  const { t } = useTranslation("carePlans");
  const { heading, q, patients, more, today, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof assignSchema>({
    id: "assign",
    constraint: constraints.assign,
    lastResult: actionData?.result,
    defaultValue: { start: "today" },
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="assign-q" className="block font-semibold">
            {t("assign.search")}
          </label>
          <input
            id="assign-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 min-h-touch rounded border-2 border-slate-700 px-2"
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("assign.searchSubmit")}
        </button>
      </Form>
      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.patientId, fields.start, fields.startDate])} />
        <Form method="post" {...getFormProps(form)} noValidate>
          <fieldset aria-describedby={fields.patientId.errorId}>
            <legend className="text-lg font-bold">{t("assign.patient")}</legend>
            {patients === null ? (
              <p role="status">{t("assign.patientsUnavailable")}</p>
            ) : patients.length === 0 ? (
              <p>{q ? t("assign.noMatch", { q }) : t("assign.noPatients")}</p>
            ) : (
              <ul className="mt-2 space-y-1">
                {patients.map((patient) => (
                  <li key={patient.id}>
                    <label className="flex min-h-touch items-center gap-3">
                      <input
                        type="radio"
                        name={fields.patientId.name}
                        value={patient.id}
                        defaultChecked={fields.patientId.initialValue === patient.id}
                        id={`${fields.patientId.id}-${patient.id}`}
                        className="h-5 w-5"
                      />
                      <span>
                        {patient.name}
                        {patient.dateOfBirth ? (
                          <span className="text-slate-700">
                            {" "}
                            {t("assign.born", { date: patient.dateOfBirth })}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {more ? <p className="mt-2 text-sm">{t("assign.more")}</p> : null}
            <FieldError id={fields.patientId.errorId} message={fields.patientId.errors?.[0]} />
          </fieldset>
          <StartDateFields start={fields.start} startDate={fields.startDate} today={today} />
          <SubmitButton className="mt-2">{t("assign.submit")}</SubmitButton>
        </Form>
      </div>
    </>
  );
}
