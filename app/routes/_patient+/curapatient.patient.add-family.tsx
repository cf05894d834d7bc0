import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SelectField, SubmitButton } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { summarizeForm } from "~/components/patient/summary";
import { RELATIONSHIPS } from "~/domain/patient-profile";
import { addFamilySchema, dateOfBirthOf } from "~/domain/patient-schemas";
import { redirectWithFlash, replyWithFailure } from "~/http/outcome.server";
import { patientScope } from "./__patient-area.server";
import { createFamilyMember } from "~/upstream/patients.server";
import { BirthDateField, GenderField } from "~/components/patient/person-fields";
import { useAppForm } from "~/components/use-app-form";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["patient", "validation"], titleKey: "patient:addFamily.title" };

export function loader({ request, context }: LoaderFunctionArgs) {
  patientScope(context, request);
  return { constraints: formConstraints({ family: addFamilySchema }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const submission = parseWithZod(await request.formData(), { schema: addFamilySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const result = await createFamilyMember(scope.client, {
    firstName: value.firstName,
    lastName: value.lastName,
    dateOfBirth: dateOfBirthOf(value),
    gender: value.gender,
    relationship: value.relationship,
  });
  if (!result.ok) {
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: ["firstName", "lastName", "relationship", "gender", "dateOfBirth"],
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithFlash(context, "/curapatient/patient/family", {
    kind: "success",
    key: "patient:addFamily.added",
    params: { name: `${value.firstName} ${value.lastName}` },
  });
}

export default function AddFamily() {
  const { t } = useTranslation("patient");
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof addFamilySchema>({
    id: "add-family",
    constraint: constraints.family,
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeading>{t("addFamily.title")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("addFamily.intro")}</p>
      <ErrorSummary
        errors={summarizeForm(
          form,
          [fields.firstName, fields.lastName, fields.relationship, fields.gender, fields.dateOfBirth],
          { [fields.dateOfBirth.id]: fields.dobMonth.id },
        )}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Field
          meta={fields.firstName}
          label={t("profile.firstName")}
          hint={t("profile.nameHint")}
          autoComplete="off"
        />
        <Field meta={fields.lastName} label={t("profile.lastName")} autoComplete="off" />
        <SelectField
          meta={fields.relationship}
          label={t("family.relationship")}
          placeholder={t("schedule.choose")}
          options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))}
        />
        <GenderField meta={fields.gender} />
        <BirthDateField fields={fields} />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton>{t("addFamily.submit")}</SubmitButton>
          <Link to="/curapatient/patient/family" className="inline-flex min-h-touch items-center underline">
            {t("addFamily.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
