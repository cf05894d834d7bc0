import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StartDateFields } from "~/components/care-plans/start-date-fields";
import { ErrorSummary, FieldError, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { useAppForm } from "~/components/use-app-form";
import { patientPlanSchema } from "~/domain/care-plan-schemas";
import { planPath } from "~/domain/care-plans";
import { todayIn } from "~/domain/lanes";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { guarded } from "~/session/guards.server";
import { scopeTest } from "~/session/organization-tree.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getCarePlan, listTemplates, planFromTemplate } from "~/upstream/care-plans.server";
import { loadPatient, patientName } from "./__patient.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = {
  i18n: ["members", "carePlans"],
  titleKey: "members:addPlan.title",
  breadcrumb: crumbsFrom,
};

/** How many templates the page offers: an organization's own list, first page of the largest size. */
const TEMPLATES = 100;

/**
 * Adding a care plan to a patient from the patient record (issue 17): a template of one of the
 * patient's organizations in the user's tree, and the start-date step; the plan is a copy made
 * with `POST /patient-care-plan-from-template`, as assigning from the template's page does.
 */
export const loader = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "carePlans.edit");
  const orgId = session.account.organizationId ?? patient.organizations[0]?.id;
  const [templates, t] = await Promise.all([
    orgId ? listTemplates(client, orgId, { page: 0, size: TEMPLATES }) : null,
    getT(context.locale, "members"),
  ]);
  const name = patientName(patient);
  const heading = t("addPlan.namedTitle", { name });
  return {
    constraints: formConstraints({ plan: patientPlanSchema }),
    heading,
    pageTitle: heading,
    patientId: patient.id,
    today: todayIn(context.timeZone),
    templates: templates?.ok ? templates.data.content.map((p) => ({ id: p.id, name: p.name })) : null,
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: name, to: patientPath(patient.id) },
      { label: t("addPlan.title") },
    ],
  };
});

/** The submission, as far as refusing it needs: its reply with the values sent. */
type FormReply = Parameters<typeof replyWithFailure>[0];

/**
 * The template chosen on the form, before anything is written: a template the user may read (a
 * public one, or one of their tree). Another tree's template, a patient's plan or an id the
 * upstream does not have is refused on the field as an id that cannot be one is; an upstream
 * failure keeps the form. Null when the template may be used.
 */
async function refuseTemplate(
  context: RequestContext,
  request: Request,
  session: SessionData,
  client: UpstreamClient,
  submission: FormReply,
  templateId: string,
) {
  const template = await getCarePlan(client, templateId);
  if (!template.ok && template.status !== 404 && template.status !== 403)
    return data(
      { result: replyWithFailure(submission, template, { fields: ["templateId"] }) },
      { status: statusForFailure(template) },
    );
  const mayRead = await scopeTest(context, request, session, "carePlans.read");
  const plan = template.ok ? template.data : null;
  // As a care plan page reads one (loadPlan): public templates from every tree, others from the user's.
  if (plan?.isTemplate && (plan.isPublic || !plan.organizationId || mayRead(plan.organizationId)))
    return null;
  return data(
    { result: submission.reply({ fieldErrors: { templateId: ["carePlans:errors.templateRequired"] } }) },
    { status: 400 },
  );
}

export const action = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const [patient, kept] = await readKeepingForm(request, () =>
    loadPatient(client, context, request, params.patientId, "carePlans.edit"),
  );
  if (kept) return kept;
  const submission = parseWithZod(await request.formData(), { schema: patientPlanSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { templateId, start, startDate } = submission.value;
  const refused = await refuseTemplate(context, request, session, client, submission, templateId);
  if (refused) return refused;
  const result = await planFromTemplate(client, {
    templateId,
    patientId: patient.id,
    startDate: start === "today" ? todayIn(context.timeZone) : startDate!,
  });
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: ["templateId", "startDate"] }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, planPath(result.data.id), {
    kind: "success",
    key: "carePlans:flash.assigned",
  });
});

export default function AddCarePlan() {
  const { t } = useTranslation("members");
  const { heading, templates, today, patientId, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof patientPlanSchema>({
    id: "add-plan",
    constraint: constraints.plan,
    lastResult: actionData?.result,
    defaultValue: { start: "today" },
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.templateId, fields.start, fields.startDate])} />
        <Form method="post" {...getFormProps(form)} noValidate>
          <fieldset aria-describedby={fields.templateId.errorId}>
            <legend className="text-lg font-bold">{t("addPlan.template")}</legend>
            {templates === null ? (
              <p role="status">{t("addPlan.templatesUnavailable")}</p>
            ) : templates.length === 0 ? (
              <p>{t("addPlan.noTemplates")}</p>
            ) : (
              <ul className="mt-2 space-y-1">
                {templates.map((template) => (
                  <li key={template.id}>
                    <label className="flex min-h-touch items-center gap-3">
                      <input
                        type="radio"
                        name={fields.templateId.name}
                        value={template.id}
                        defaultChecked={fields.templateId.initialValue === template.id}
                        className="h-5 w-5"
                      />
                      {template.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <FieldError id={fields.templateId.errorId} message={fields.templateId.errors?.[0]} />
          </fieldset>
          <StartDateFields start={fields.start} startDate={fields.startDate} today={today} />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>{t("addPlan.submit")}</SubmitButton>
            <Link to={patientPath(patientId)} className={buttonClass("link")}>
              {t("addPlan.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
