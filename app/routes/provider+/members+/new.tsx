import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SelectField, SubmitButton, buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { PersonFields } from "~/components/patient/person-fields";
import { summarizeForm } from "~/components/patient/summary";
import { useAppForm } from "~/components/use-app-form";
import { MEMBERS_ORGANIZATION_PARAM, addPatientPath, membersPath } from "~/domain/members";
import { addPatientSchema, dateOfBirthOf } from "~/domain/patient-schemas";
import { languageName } from "@contract/people";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { SUPPORTED_LANGUAGES } from "@contract/languages";
import { guarded } from "~/session/guards.server";
import { listTemplates } from "~/upstream/care-plans.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { addPatient } from "~/upstream/patient-admin.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = {
  i18n: ["members", "patient", "validation"],
  titleKey: "members:add.title",
  breadcrumb: crumbsFrom,
};

/** How many of the organization's templates the form offers: the first page of the largest size. */
const TEMPLATES = 100;
const FIELDS = [
  "firstName",
  "lastName",
  "gender",
  "dateOfBirth",
  "email",
  "phoneNumber",
  "zipcode",
  "language",
  "carePlanId",
] as const;

/** The organization the patient joins: the one the members list was showing, else the user's. */
function organizationOf(request: Request, fallback: string | null | undefined) {
  return new URL(request.url).searchParams.get(MEMBERS_ORGANIZATION_PARAM) ?? fallback ?? null;
}

/**
 * Adding a patient to an organization (spec part 2 §7): who they are, how to reach them, and an
 * optional care plan from one of the organization's templates that starts today. The upstream
 * makes no account: an invitation code, sent from the record, lets the patient make one.
 */
export const loader = guarded(
  "members.edit",
  async ({ request, context, session, client }) => {
    const organizationId = organizationOf(request, session.account.organizationId);
    const t = await getT(context.locale, "members");
    if (!organizationId) throw notFound(context);
    const [info, templates] = await Promise.all([
      getBasicInfo(client, organizationId),
      listTemplates(client, organizationId, { page: 0, size: TEMPLATES }),
    ]);
    const organization = orThrow(info, context);
    const heading = t("add.toOrganization", { name: organization.name });
    return {
      constraints: formConstraints({ patient: addPatientSchema }),
      heading,
      pageTitle: heading,
      postTo: addPatientPath(organizationId),
      backHref: membersPath(organizationId),
      language: context.locale,
      languages: SUPPORTED_LANGUAGES.map((code) => ({
        value: code,
        label: languageName(code, context.locale),
      })),
      templates: templates.ok ? templates.data.content.map((p) => ({ value: p.id, label: p.name })) : null,
      crumbs: [{ label: t("title"), to: "/provider/members" }, { label: t("add.title") }],
    };
  },
  { orgSearchParam: MEMBERS_ORGANIZATION_PARAM },
);

export const action = guarded(
  "members.edit",
  async ({ request, context, session, client, audit }) => {
    const organizationId = organizationOf(request, session.account.organizationId);
    if (!organizationId) throw notFound(context);
    const submission = parseWithZod(await request.formData(), { schema: addPatientSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const v = submission.value;
    const result = await addPatient(
      client,
      organizationId,
      {
        firstName: v.firstName,
        lastName: v.lastName,
        dateOfBirth: dateOfBirthOf(v),
        gender: v.gender,
        email: v.email || undefined,
        phoneNumber: v.phoneNumber || undefined,
        language: v.language,
        ...(v.zipcode ? { address: { zipcode: v.zipcode, country: "United States" } } : {}),
      },
      v.carePlanId || undefined,
    );
    if (!result.ok)
      return data(
        {
          result: replyWithFailure(submission, result, {
            fields: [...FIELDS],
            fieldMap: { "address.zipcode": "zipcode" },
          }),
        },
        { status: statusForFailure(result) },
      );
    const patientId = result.data.patientId ?? result.data.id;
    // The new patient's history starts with who added them (issue 43).
    audit.patient(patientId);
    return redirectWithFlash(context, patientPath(patientId), {
      kind: "success",
      key: "members:add.added",
      params: { name: `${v.firstName} ${v.lastName}` },
    });
  },
  { orgSearchParam: MEMBERS_ORGANIZATION_PARAM },
);

export default function AddPatient() {
  const { t } = useTranslation("members");
  const { heading, postTo, backHref, language, languages, templates, constraints } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof addPatientSchema>({
    id: "add-patient",
    constraint: constraints.patient,
    lastResult: actionData?.result,
    defaultValue: { language },
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p className="mt-2 max-w-2xl text-slate-700">{t("add.intro")}</p>
      <div className="mt-6 max-w-2xl">
        <ErrorSummary
          errors={summarizeForm(
            form,
            FIELDS.map((name) => fields[name]),
            { [fields.dateOfBirth.id]: fields.dobMonth.id },
          )}
        />
        <Form method="post" action={postTo} {...getFormProps(form)} noValidate>
          <PersonFields fields={fields} self={false} />
          <Field
            meta={fields.email}
            label={t("add.email")}
            hint={t("add.emailHint")}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field meta={fields.phoneNumber} label={t("add.phone")} type="tel" autoComplete="off" />
          <Field
            meta={fields.zipcode}
            label={t("add.zipcode")}
            inputMode="numeric"
            autoComplete="off"
            className="mb-2 max-w-xs"
          />
          <SelectField meta={fields.language} label={t("add.language")} options={languages} />
          {templates === null ? (
            <p role="status" className="mb-2">
              {t("add.templatesUnavailable")}
            </p>
          ) : (
            <SelectField
              meta={fields.carePlanId}
              label={t("add.carePlan")}
              hint={t("add.carePlanHint")}
              placeholder={t("add.noCarePlan")}
              options={templates}
            />
          )}
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>{t("add.submit")}</SubmitButton>
            <Link to={backHref} className={buttonClass("link")}>
              {t("add.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
