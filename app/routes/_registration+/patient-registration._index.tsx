import { getFormProps, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorSummary, Field, SubmitButton } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { summarizeForm } from "~/components/patient/summary";
import { FINDER_PATH } from "~/domain/clinic-finder";
import { dateOfBirthOf, registrationSchema } from "~/domain/patient-schemas";
import { isPatientAccount } from "@contract/privileges";
import { getSession } from "~/session/session.server";
import { upstream } from "~/upstream/client.server";
import { replyWithFailure } from "~/http/outcome.server";
import { checkOrganization, registerIndividual } from "~/upstream/patients.server";
import { startRegistration } from "~/upstream/registration.server";
import { PersonFields } from "~/components/patient/person-fields";
import { useAppForm } from "~/components/use-app-form";
import { formConstraints } from "~/http/form-constraints.server";
import { coordinatorFor } from "~/coordination/setup.server";
import {
  ATTEMPT_LIMITS,
  beginAttempt,
  retryAfterHeaders,
  tooManyAttempts,
  tooManyAttemptsInit,
} from "~/session/rate-limit.server";

export const handle = {
  i18n: ["patient", "validation", "auth", "clinicFinder"],
  titleKey: "patient:registration.title",
};
export const headers = retryAfterHeaders;

const HIDDEN = ["password", "confirmPassword"];
const FIELDS = [
  "code",
  "firstName",
  "lastName",
  "gender",
  "dateOfBirth",
  "email",
  "phoneNumber",
  "zipcode",
  "password",
  "confirmPassword",
] as const;

/**
 * /patient-registration: a person registers themselves with an organization, without a session,
 * using the organization's registration code (given by the clinic, or in a link ?code=…).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const session = getSession(context);
  if (session && isPatientAccount(session.account))
    throw redirect("/curapatient/patient/patient-registration/services");
  const url = new URL(request.url);
  const pick = (key: string, max: number) => url.searchParams.get(key)?.trim().slice(0, max) || undefined;
  return {
    constraints: formConstraints({ registration: registrationSchema }),
    defaults: {
      code: pick("code", 40),
      carePlanId: pick("carePlanId", 64),
      carePlanName: pick("carePlanName", 120),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registrationSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const v = submission.value;
  // Refused registrations (a guessed code, an e-mail already taken) per e-mail and per address,
  // decision 053; a clinic's kiosk registering patient after patient is never held back.
  const ticket = await beginAttempt(coordinatorFor(context.config), ATTEMPT_LIMITS.registration, {
    address: context.clientAddress,
    identity: v.email,
  });
  if (!ticket.allowed)
    return data(
      {
        result: submission.reply({
          hideFields: HIDDEN,
          formErrors: [tooManyAttempts(ticket.retryAfterSeconds)],
        }),
      },
      tooManyAttemptsInit(ticket.retryAfterSeconds),
    );
  const outcome = await register(context, request, submission);
  if (outcome.counts === "success") await ticket.succeeded();
  else if (outcome.counts === "none") await ticket.uncounted();
  return outcome.answer;
}

/** Asks the upstream, and says whether the attempt was a success, a failure or neither. */
async function register(
  context: ActionFunctionArgs["context"],
  request: Request,
  submission: Extract<
    Submission<z.input<typeof registrationSchema>, string[], z.output<typeof registrationSchema>>,
    { status: "success" }
  >,
) {
  const v = submission.value;
  const client = upstream(context, request);
  const failed = <T,>(answer: T) => ({ counts: "failure" as const, answer });
  const noVerdict = <T,>(answer: T) => ({ counts: "none" as const, answer });
  const codeRefused = () =>
    data(
      {
        result: submission.reply({
          hideFields: HIDDEN,
          fieldErrors: { code: ["patient:registration.codeInvalid"] },
        }),
      },
      { status: 400 },
    );

  const organization = await checkOrganization(client, v.code);
  if (!organization.ok) {
    if (organization.kind === "http" && organization.status === 404) return failed(codeRefused());
    return noVerdict(
      data({ result: replyWithFailure(submission, organization, { hideFields: HIDDEN }) }, { status: 400 }),
    );
  }
  if (organization.data.canRegisterIndividuals === false) return failed(codeRefused());

  const registered = await registerIndividual(
    client,
    organization.data.id,
    {
      firstName: v.firstName,
      lastName: v.lastName,
      dateOfBirth: dateOfBirthOf(v),
      gender: v.gender,
      email: v.email,
      phoneNumber: v.phoneNumber,
      password: v.password,
      language: context.locale,
      address: { zipcode: v.zipcode, country: "United States" },
    },
    { code: v.code, carePlanId: v.carePlanId, carePlanName: v.carePlanName },
  );
  if (!registered.ok) {
    if (registered.kind === "http" && registered.status === 403) return failed(codeRefused());
    const answer = data(
      {
        result: replyWithFailure(submission, registered, {
          fields: [...FIELDS],
          fieldMap: { "address.zipcode": "zipcode" },
          hideFields: HIDDEN,
        }),
      },
      { status: 400 },
    );
    // The upstream refused what was sent (an e-mail already taken, a field): a failure.
    const refused =
      (registered.kind === "http" && registered.status < 500) || registered.kind === "validation";
    return refused ? failed(answer) : noVerdict(answer);
  }
  startRegistration(context, {
    patientId: registered.data.patientId ?? registered.data.id,
    organizationId: organization.data.id,
    organizationName: organization.data.name,
    code: v.code,
    token: registered.data.registrationToken,
    name: `${v.firstName} ${v.lastName}`,
  });
  context.jar.setFlash({
    kind: "success",
    key: "patient:registration.registered",
    params: { organization: organization.data.name },
  });
  return { counts: "success" as const, answer: redirect("/patient-registration/services", 303) };
}

export default function PatientRegistration() {
  const { t } = useTranslation("patient");
  const { defaults, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof registrationSchema>({
    id: "registration",
    constraint: constraints.registration,
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <PublicLayout>
      <PageHeading>{t("registration.title")}</PageHeading>
      <p className="mb-2 mt-2 text-slate-700">{t("registration.intro")}</p>
      <p className="mb-6">
        {t("registration.haveAccount")}{" "}
        <Link to="/login?r=ps" className="inline-flex min-h-touch items-center underline">
          {t("registration.signIn")}
        </Link>
      </p>
      <p className="mb-6">
        <Link to={FINDER_PATH} className="inline-flex min-h-touch items-center underline">
          {t("clinicFinder:entry")}
        </Link>
      </p>
      <ErrorSummary
        errors={summarizeForm(
          form,
          FIELDS.map((name) => fields[name]),
          { [fields.dateOfBirth.id]: fields.dobMonth.id },
        )}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        {defaults.carePlanId ? <input type="hidden" name="carePlanId" value={defaults.carePlanId} /> : null}
        {defaults.carePlanName ? (
          <input type="hidden" name="carePlanName" value={defaults.carePlanName} />
        ) : null}
        <Field
          meta={fields.code}
          label={t("registration.code")}
          hint={t("registration.codeHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <PersonFields fields={fields} self />
        <Field
          meta={fields.email}
          label={t("profile.email")}
          hint={t("registration.emailHint")}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field
          meta={fields.phoneNumber}
          label={t("registration.phoneOptional")}
          type="tel"
          autoComplete="tel"
        />
        <Field
          meta={fields.zipcode}
          label={t("profileEdit.zipcode")}
          hint={t("registration.zipHint")}
          inputMode="numeric"
          autoComplete="postal-code"
          className="mb-2 max-w-xs"
        />
        <Field
          meta={fields.password}
          label={t("registration.password")}
          hint={t("registration.passwordHint")}
          type="password"
          autoComplete="new-password"
        />
        <Field
          meta={fields.confirmPassword}
          label={t("registration.confirmPassword")}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton className="mt-4 w-full sm:w-auto">{t("registration.submit")}</SubmitButton>
      </Form>
      <p className="mt-6">
        <Link to="/patient-screening" className="inline-flex min-h-touch items-center underline">
          {t("registration.screeningLink")}
        </Link>
      </p>
    </PublicLayout>
  );
}
