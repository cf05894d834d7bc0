import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/components/download-link";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { useAppForm } from "~/components/use-app-form";
import { joinOrganizationSchema } from "~/domain/patient-schemas";
import { formatPhone } from "@contract/people";
import { joinOrganization } from "~/upstream/patient-admin.server";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { LANGUAGES } from "@contract/languages";
import { inOurWords, orThrow, redirectWithFlash, replyWithFailure } from "~/http/outcome.server";
import { nameOf, patientScope } from "./__patient-area.server";
import { getPatient } from "~/upstream/patients.server";
import { nationalityName } from "~/domain/nationalities";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["patient", "validation"], titleKey: "patient:profile.title" };

const PROFILE_PATH = "/curapatient/patient/profile";

/** The upstream's refusal of a code in our words: the patient already belongs, or no one has it. */
const codeRefusal = (message: string, field: string) =>
  field !== "code"
    ? null
    : /already/i.test(message)
      ? "patient:organizations.alreadyMember"
      : "patient:organizations.codeUnknown";

/** Joining an organization with its invitation code; the upstream's refusal is said on the code. */
export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const submission = parseWithZod(await request.formData(), { schema: joinOrganizationSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const joined = await joinOrganization(scope.client, scope.targetId, submission.value.code);
  if (!joined.ok)
    return data(
      {
        result: replyWithFailure(submission, inOurWords(joined, codeRefusal), {
          fields: ["code"],
          genericKey: "patient:organizations.joinFailed",
        }),
      },
      { status: 400 },
    );
  return redirectWithFlash(context, PROFILE_PATH, {
    kind: "success",
    key: "patient:organizations.joined",
    params: { name: joined.data.organizationName ?? "" },
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const patient = orThrow(await getPatient(scope.client, scope.targetId), context);
  const address = patient.address;
  return {
    constraints: formConstraints({ join: joinOrganizationSchema }),
    name: nameOf(patient),
    dateOfBirth: patient.dateOfBirth ?? null,
    gender: patient.gender ?? null,
    email: patient.email ?? null,
    phoneNumber: patient.phoneNumber ? formatPhone(patient.phoneNumber, context.locale) : null,
    address: address
      ? [address.address1, address.address2, address.city, address.state, address.zipcode]
          .filter(Boolean)
          .join(", ")
      : null,
    language: LANGUAGES.find((l) => l.code === patient.language)?.endonym ?? patient.language ?? null,
    languageCode: patient.language ?? null,
    nationality: patient.nationality ? nationalityName(patient.nationality, context.locale) : null,
    // The insurance-show flag: insurance is part of the profile view.
    insurance: patient.insurance
      ? {
          payer: patient.insurance.payerName ?? patient.insurance.payerId ?? "",
          memberId: patient.insurance.memberId ?? "",
        }
      : null,
    completeness:
      typeof patient.profileCompleteness === "number" ? Math.round(patient.profileCompleteness * 100) : null,
    organizations: patient.organizations.map((o) => ({ id: o.id, name: o.name ?? o.id })),
  };
}

export default function Profile() {
  const { t } = useTranslation("patient");
  const p = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof joinOrganizationSchema>({
    id: "join",
    constraint: p.constraints.join,
    lastResult: actionData?.result,
  });
  const rows: Array<[string, React.ReactNode]> = [
    [t("profile.fullName"), p.name],
    [t("profile.dateOfBirth"), p.dateOfBirth],
    [t("profile.gender"), p.gender ? t(`genders.${p.gender}`, { defaultValue: p.gender }) : null],
    [t("profile.email"), p.email],
    [t("profile.phone"), p.phoneNumber],
    [t("profile.address"), p.address],
    [t("profile.language"), p.language ? <span lang={p.languageCode ?? undefined}>{p.language}</span> : null],
    [t("profile.nationality"), p.nationality],
  ];
  return (
    <>
      <PageHeading>{t("profile.title")}</PageHeading>
      {p.completeness !== null ? (
        <p className="mt-2">{t("profile.completeness", { percent: p.completeness })}</p>
      ) : null}
      <section aria-labelledby="details-heading" className="mt-4 rounded border-2 border-slate-300 p-4">
        <h2 id="details-heading" className="text-xl font-bold">
          {t("profile.details")}
        </h2>
        <dl className="mt-2 space-y-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">
                {value ?? <span className="text-slate-700">{t("profile.notGiven")}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="insurance-heading" className="mt-4 rounded border-2 border-slate-300 p-4">
        <h2 id="insurance-heading" className="text-xl font-bold">
          {t("profile.insurance")}
        </h2>
        {p.insurance ? (
          <dl className="mt-2 space-y-2">
            <div>
              <dt className="font-semibold">{t("profile.payer")}</dt>
              <dd>{p.insurance.payer}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t("profile.memberId")}</dt>
              <dd>{p.insurance.memberId}</dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2">{t("profile.noInsurance")}</p>
        )}
      </section>
      <section aria-labelledby="organizations-heading" className="mt-4 rounded border-2 border-slate-300 p-4">
        <h2 id="organizations-heading" className="text-xl font-bold">
          {t("profile.organizations")}
        </h2>
        {p.organizations.length ? (
          <ul className="mt-2 space-y-2">
            {p.organizations.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{o.name}</span>
                {/* A patient belongs to at least one organization: the last one cannot be left. */}
                {p.organizations.length > 1 ? (
                  <Link
                    to={`${PROFILE_PATH}/leave?${new URLSearchParams({ organizationId: o.id })}`}
                    className="underline"
                    aria-label={t("organizations.leaveOf", { name: o.name })}
                  >
                    {t("organizations.leave")}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">{t("profile.notGiven")}</p>
        )}
        <h3 className="mt-4 text-lg font-bold">{t("organizations.joinHeading")}</h3>
        <ErrorSummary errors={summarize(form, [fields.code])} />
        <Form method="post" {...getFormProps(form)} noValidate className="mt-2 max-w-md">
          <Field
            meta={fields.code}
            label={t("organizations.code")}
            hint={t("organizations.codeHint")}
            autoComplete="off"
          />
          <SubmitButton>{t("organizations.join")}</SubmitButton>
        </Form>
      </section>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/curapatient/patient/profile/edit" className={buttonClass("primary")}>
          <Icon name="pencil" />
          {t("profile.edit")}
        </Link>
        <DownloadLink
          href="/curapatient/patient/vaccination-card"
          returnTo="/curapatient/patient/profile"
          look="secondary"
        >
          {t("profile.vaccinationCard")}
        </DownloadLink>
      </div>
    </>
  );
}
