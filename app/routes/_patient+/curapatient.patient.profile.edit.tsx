import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorSummary, Field, SelectField, SubmitButton } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { summarizeForm } from "~/components/patient/summary";
import { OTHER_STATE, US_STATES, joinFullName, partsOfDate, splitFullName } from "~/domain/patient-profile";
import { dateOfBirthOf, profileSchema } from "~/domain/patient-schemas";
import { LANGUAGES, isSupportedLanguage } from "@contract/languages";
import { stateCodeOf } from "@contract/us-states";
import { orThrow, redirectWithFlash, replyWithFailure } from "~/http/outcome.server";
import { patientScope } from "./__patient-area.server";
import { getInsurancePayers, getPatient, updateProfile } from "~/upstream/patients.server";
import { BirthDateField, GenderField } from "~/components/patient/person-fields";
import { useAppForm } from "~/components/use-app-form";
import { formConstraints } from "~/http/form-constraints.server";
import { withStored } from "~/code-lists/choices.server";
import { getT } from "~/i18n/i18n.server";
import { isNationality, nationalityOptions } from "~/domain/nationalities";

export const handle = { i18n: ["patient", "validation"], titleKey: "patient:profileEdit.title" };

const FIELDS = [
  "fullName",
  "gender",
  "dateOfBirth",
  "email",
  "phoneNumber",
  "address1",
  "address2",
  "city",
  "state",
  "zipcode",
  "language",
  "nationality",
  "payerId",
  "memberId",
] as const;

/** Upstream field names → this form's (spec part 2 §5 "full name" error arrives as fullName). */
const FIELD_MAP: Record<string, string> = {
  firstName: "fullName",
  lastName: "fullName",
  "address.address1": "address1",
  "address.address2": "address2",
  "address.city": "city",
  "address.state": "state",
  "address.zipcode": "zipcode",
  "insurance.payerId": "payerId",
  "insurance.memberId": "memberId",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const [patient, payers, t] = await Promise.all([
    getPatient(scope.client, scope.targetId),
    getInsurancePayers(scope.client),
    getT(context.locale, "patient"),
  ]);
  const p = orThrow(patient, context);
  // The insurers are master data's insurance providers (issue 38); the patient's own stays offered
  // under its name when master data no longer has it, so saving the profile keeps it.
  const insurer = p.insurance?.payerId
    ? { value: p.insurance.payerId, label: p.insurance.payerName ?? t("profileEdit.currentInsurer") }
    : null;
  const dob = partsOfDate(p.dateOfBirth);
  return {
    constraints: formConstraints({ profile: profileSchema }),
    // Sent here by the completeness rule: after saving, the patient goes on to the dashboard.
    completing: new URL(request.url).searchParams.get("complete") === "1",
    payers: withStored(
      payers.ok ? payers.data.map((payer) => ({ value: payer.id, label: payer.payerName })) : [],
      insurer,
    ),
    payersFailed: !payers.ok,
    // Named here in the page's language, so the browser gets labels and not the name tables.
    nationalities: nationalityOptions(context.locale),
    defaults: {
      fullName: joinFullName(p.firstName, p.lastName),
      gender: p.gender ?? undefined,
      dobDay: dob.day,
      dobMonth: dob.month,
      dobYear: dob.year,
      email: p.email ?? undefined,
      phoneNumber: p.phoneNumber ?? undefined,
      address1: p.address?.address1 ?? undefined,
      address2: p.address?.address2 ?? undefined,
      city: p.address?.city ?? undefined,
      state: stateCodeOf(p.address?.state),
      zipcode: p.address?.zipcode ?? undefined,
      language: p.language ?? context.locale,
      nationality: isNationality(p.nationality) ? p.nationality : undefined,
      payerId: p.insurance?.payerId ?? undefined,
      memberId: p.insurance?.memberId ?? undefined,
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const formData = await request.formData();
  const completing = formData.get("completing") === "1";
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const name = splitFullName(v.fullName)!;
  const hasAddress = !!(v.address1 || v.city || v.state || v.zipcode);
  const result = await updateProfile(scope.client, scope.targetId, {
    firstName: name.firstName,
    lastName: name.lastName,
    dateOfBirth: dateOfBirthOf(v),
    gender: v.gender,
    email: v.email ?? "",
    phoneNumber: v.phoneNumber ?? "",
    language: v.language,
    nationality: v.nationality ?? null,
    address: hasAddress
      ? {
          address1: v.address1 ?? "",
          address2: v.address2 ?? "",
          city: v.city ?? "",
          state: v.state ?? "",
          zipcode: v.zipcode ?? "",
          country: "United States",
        }
      : null,
    insurance: v.payerId ? { payerId: v.payerId, memberId: v.memberId ?? "" } : null,
  });
  if (!result.ok)
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: FIELDS,
          fieldMap: FIELD_MAP,
          genericKey: "common:save.failed",
        }),
      },
      { status: 400 },
    );
  // The patient's own language is also the language of the pages.
  if (!scope.actingFor && isSupportedLanguage(v.language)) context.jar.setPrefs({ lng: v.language });
  return redirectWithFlash(
    context,
    completing ? "/curapatient/patient/dashboard" : "/curapatient/patient/profile",
    { kind: "success", key: "common:save.updated" },
  );
}

export default function ProfileEdit() {
  const { t } = useTranslation("patient");
  const { defaults, payers, payersFailed, completing, constraints, nationalities } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof profileSchema>({
    id: "profile",
    constraint: constraints.profile,
    lastResult: actionData?.result,
    defaultValue: defaults as Partial<z.input<typeof profileSchema>>,
  });
  const order = FIELDS.map((name) => fields[name]);
  return (
    <>
      <PageHeading>{t("profileEdit.title")}</PageHeading>
      {completing ? (
        <p className="mt-3 border-l-4 border-amber-500 bg-amber-50 p-3 font-semibold">
          {t("profile.completeFirst")}
        </p>
      ) : null}
      <p className="mb-6 mt-2 text-slate-700">{t("profileEdit.intro")}</p>
      <ErrorSummary errors={summarizeForm(form, order, { [fields.dateOfBirth.id]: fields.dobMonth.id })} />
      <Form method="post" {...getFormProps(form)} noValidate>
        {completing ? <input type="hidden" name="completing" value="1" /> : null}
        <fieldset className="mb-4">
          <legend className="mb-2 text-xl font-bold">{t("profileEdit.aboutYou")}</legend>
          <Field
            meta={fields.fullName}
            label={t("profile.fullName")}
            hint={t("profileEdit.fullNameHint")}
            autoComplete="name"
          />
          <GenderField meta={fields.gender} />
          <BirthDateField fields={fields} />
          <SelectField
            meta={fields.language}
            label={t("profile.language")}
            options={LANGUAGES.map((l) => ({ value: l.code, label: l.endonym }))}
          />
          <SelectField
            meta={fields.nationality}
            label={t("profile.nationality")}
            placeholder={t("profileEdit.nationalityNone")}
            options={nationalities}
          />
        </fieldset>
        <fieldset className="mb-4">
          <legend className="mb-2 text-xl font-bold">{t("profileEdit.contact")}</legend>
          <Field
            meta={fields.email}
            label={t("profile.email")}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field meta={fields.phoneNumber} label={t("profile.phone")} type="tel" autoComplete="tel" />
        </fieldset>
        <fieldset className="mb-4">
          <legend className="mb-2 text-xl font-bold">{t("profile.address")}</legend>
          <Field meta={fields.address1} label={t("profileEdit.address1")} autoComplete="address-line1" />
          <Field meta={fields.address2} label={t("profileEdit.address2")} autoComplete="address-line2" />
          <Field meta={fields.city} label={t("profileEdit.city")} autoComplete="address-level2" />
          <SelectField
            meta={fields.state}
            label={t("profileEdit.state")}
            placeholder={t("schedule.choose")}
            options={[
              ...US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` })),
              { value: OTHER_STATE, label: t("profileEdit.otherState") },
            ]}
          />
          <Field
            meta={fields.zipcode}
            label={t("profileEdit.zipcode")}
            hint={t("profileEdit.zipHint")}
            inputMode="numeric"
            autoComplete="postal-code"
            className="mb-2 max-w-xs"
          />
        </fieldset>
        <fieldset className="mb-4">
          <legend className="mb-2 text-xl font-bold">{t("profile.insurance")}</legend>
          {payersFailed ? (
            <p className="mb-2 border-l-4 border-amber-600 bg-amber-50 p-3">
              {t("profileEdit.payersFailed")}
            </p>
          ) : null}
          <SelectField
            meta={fields.payerId}
            label={t("profile.payer")}
            placeholder={t("profileEdit.noInsurance")}
            options={payers}
          />
          <Field
            meta={fields.memberId}
            label={t("profile.memberId")}
            hint={t("profileEdit.memberIdHint")}
            autoComplete="off"
          />
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton>{t("profileEdit.submit")}</SubmitButton>
          {completing ? null : (
            <Link
              to="/curapatient/patient/profile"
              className="inline-flex min-h-touch items-center underline"
            >
              {t("addFamily.cancel")}
            </Link>
          )}
        </div>
      </Form>
    </>
  );
}
