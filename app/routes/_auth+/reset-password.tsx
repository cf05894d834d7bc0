import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, FieldError, SubmitButton, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { describeForgotPasswordError } from "~/domain/account-errors";
import { confirmPasswordSchema, forgotPasswordSchema } from "~/domain/auth-schemas";
import { msg } from "~/domain/messages";
import { upstream } from "~/upstream/client.server";
import { confirmNewPassword, forgotPassword } from "~/upstream/accounts.server";
import { redirectWithFlash, replyWithFailure } from "~/http/outcome.server";
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

export const handle = { i18n: ["auth"], titleKey: "auth:reset.title" };
export const headers = retryAfterHeaders;

export function loader() {
  return { constraints: formConstraints({ forgot: forgotPasswordSchema, confirm: confirmPasswordSchema }) };
}

type Step = "request" | "confirm";
const CHANNELS = ["email", "phone"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const client = upstream(context, request);

  if (formData.get("intent") === "confirm") {
    const submission = parseWithZod(formData, { schema: confirmPasswordSchema });
    const hideFields = ["newPassword", "confirmPassword"];
    if (submission.status !== "success") {
      return data(
        {
          step: "confirm" as Step,
          channel: String(formData.get("channel") ?? "email"),
          result: submission.reply({ hideFields }),
        },
        { status: 400 },
      );
    }
    const { confirmationCode, email, newPassword } = submission.value;
    const channel = String(formData.get("channel") ?? "email");
    // Wrong codes, per person and per address (decision 053); the upstream also voids a code after five.
    const ticket = await beginAttempt(coordinatorFor(context.config), ATTEMPT_LIMITS.passwordResetConfirm, {
      address: context.clientAddress,
      identity: email,
    });
    if (!ticket.allowed)
      return data(
        {
          step: "confirm" as Step,
          channel,
          result: submission.reply({ hideFields, formErrors: [tooManyAttempts(ticket.retryAfterSeconds)] }),
        },
        tooManyAttemptsInit(ticket.retryAfterSeconds),
      );
    const result = await confirmNewPassword(client, { confirmationCode, email, newPassword });
    // A refusal of the code or the person counts; an upstream that failed, or a weak password, does not.
    if (result.ok) await ticket.succeeded();
    else if (!(result.kind === "http" && result.status < 500)) await ticket.uncounted();
    if (!result.ok) {
      const reply =
        result.kind === "http" && result.status < 500
          ? (() => {
              const mapped = describeForgotPasswordError(result);
              return submission.reply({
                hideFields,
                formErrors: [
                  msg("auth:reset.upstreamError", {
                    status: mapped.status,
                    statusText: mapped.statusText,
                    message: mapped.message,
                  }),
                ],
              });
            })()
          : replyWithFailure(submission, result, {
              fields: ["confirmationCode", "email", "newPassword"],
              hideFields,
            });
      return data({ step: "confirm" as Step, channel, result: reply }, { status: 400 });
    }
    return redirectWithFlash(context, "/login", { kind: "success", key: "auth:reset.done" });
  }

  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ step: "request" as Step, channel: "email", result: submission.reply() }, { status: 400 });
  }
  // Each request sends an e-mail or a text message, so each one counts (decision 053).
  const ticket = await beginAttempt(coordinatorFor(context.config), ATTEMPT_LIMITS.passwordResetRequest, {
    address: context.clientAddress,
    identity: submission.value.user,
  });
  if (!ticket.allowed)
    return data(
      {
        step: "request" as Step,
        channel: "email",
        result: submission.reply({ formErrors: [tooManyAttempts(ticket.retryAfterSeconds)] }),
      },
      tooManyAttemptsInit(ticket.retryAfterSeconds),
    );
  const byPhone = submission.value.byPhoneNumber === "phone";
  const result = await forgotPassword(client, submission.value.user, byPhone);
  // An unknown user counts too (asking name after name is how accounts are found); a failed upstream does not.
  if (!result.ok && !(result.kind === "http" && result.status < 500)) await ticket.uncounted();
  if (!result.ok) {
    if (result.kind === "http" && result.status < 500) {
      const mapped = describeForgotPasswordError(result);
      return data(
        {
          step: "request" as Step,
          channel: "email",
          result: submission.reply({
            formErrors: [
              msg("auth:reset.upstreamError", {
                status: mapped.status,
                statusText: mapped.statusText,
                message: mapped.message,
              }),
            ],
          }),
        },
        { status: mapped.status === 404 ? 404 : 400 },
      );
    }
    return data(
      { step: "request" as Step, channel: "email", result: replyWithFailure(submission, result) },
      { status: 503 },
    );
  }
  // The code is on its way: show the second step, with who it was sent to filled in.
  return data({
    step: "confirm" as Step,
    channel: byPhone ? "phone" : "email",
    result: null,
    user: submission.value.user,
  });
}

function RequestStep() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const { constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<typeof forgotPasswordSchema>({
    id: "forgot",
    constraint: constraints.forgot,
    lastResult: actionData?.step === "request" ? actionData.result : undefined,
  });
  const channel = (fields.byPhoneNumber.initialValue as string | undefined) ?? "email";
  return (
    <>
      <PageHeading>{t("reset.title")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("reset.intro")}</p>
      <ErrorSummary errors={summarize(form, [fields.user, fields.byPhoneNumber])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="request" />
        <Field meta={fields.user} label={t("reset.user")} autoComplete="username" />
        <fieldset
          className="mb-2"
          aria-describedby={fields.byPhoneNumber.errors ? fields.byPhoneNumber.errorId : undefined}
        >
          <legend className="font-semibold">{t("reset.channel")}</legend>
          {CHANNELS.map((value) => (
            <div key={value} className="flex min-h-touch items-center gap-3">
              <input
                type="radio"
                id={`channel-${value}`}
                name={fields.byPhoneNumber.name}
                value={value}
                defaultChecked={channel === value}
                className="h-5 w-5"
              />
              <label htmlFor={`channel-${value}`}>
                {t(value === "email" ? "reset.byEmail" : "reset.byPhone")}
              </label>
            </div>
          ))}
          <FieldError id={fields.byPhoneNumber.errorId} messages={fields.byPhoneNumber.errors} />
        </fieldset>
        <SubmitButton>{t("reset.send")}</SubmitButton>
      </Form>
      <p className="mt-6">
        <Link to="/login" className="inline-flex min-h-touch items-center underline">
          {t("reset.backToLogin")}
        </Link>
      </p>
    </>
  );
}

function ConfirmStep() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const user = actionData && "user" in actionData ? actionData.user : undefined;
  const { constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<typeof confirmPasswordSchema>({
    id: "confirm",
    constraint: constraints.confirm,
    lastResult: actionData?.step === "confirm" ? actionData.result : undefined,
    defaultValue: user ? { email: user } : undefined,
  });
  return (
    <>
      <PageHeading>{t("reset.confirmTitle")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700" role="status">
        {t(actionData?.channel === "phone" ? "reset.sentByPhone" : "reset.sentByEmail")}
      </p>
      <ErrorSummary
        errors={summarize(form, [
          fields.confirmationCode,
          fields.email,
          fields.newPassword,
          fields.confirmPassword,
        ])}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="channel" value={actionData?.channel ?? "email"} />
        <Field
          meta={fields.confirmationCode}
          label={t("reset.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Field meta={fields.email} label={t("reset.user")} autoComplete="username" />
        <Field
          meta={fields.newPassword}
          label={t("password.new")}
          hint={t("password.rule")}
          type="password"
          autoComplete="new-password"
        />
        <Field
          meta={fields.confirmPassword}
          label={t("password.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton>{t("reset.submit")}</SubmitButton>
      </Form>
    </>
  );
}

export default function ResetPassword() {
  const actionData = useActionData<typeof action>();
  return <PublicLayout>{actionData?.step === "confirm" ? <ConfirmStep /> : <RequestStep />}</PublicLayout>;
}
