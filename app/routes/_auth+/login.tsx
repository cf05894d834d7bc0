import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { brandImageUrl, hasImage, useBrand } from "~/components/branding/use-brand";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { loginSchema, mfaSchema } from "~/domain/auth-schemas";
import { FINDER_PATH } from "~/domain/clinic-finder";
import { homePathFor } from "@contract/privileges";
import { safeRedirect } from "~/domain/safe-redirect";
import type { RequestContext } from "~/load-context.server";
import { verifyCredentials, type SignInAttempt } from "~/session/authenticator.server";
import { coordinatorFor } from "~/coordination/setup.server";
import {
  ATTEMPT_LIMITS,
  beginAttempt,
  retryAfterHeaders,
  tooManyAttempts,
  tooManyAttemptsInit,
  type AttemptLimit,
} from "~/session/rate-limit.server";
import { isPatientAccount } from "@contract/privileges";
import { readTreeAtSignIn } from "~/session/organization-tree.server";
import { getSession, startSession } from "~/session/session.server";
import { upstream } from "~/upstream/client.server";
import { requestMfaCode } from "~/upstream/accounts.server";
import { useAppForm } from "~/components/use-app-form";
import { formConstraints } from "~/http/form-constraints.server";
import { redirectWithFlash } from "~/http/outcome.server";
import { auditSignIn } from "~/audit/sign-in.server";
import { recordSignInRefusal } from "~/observability/metrics.server";

export const handle = { i18n: ["auth", "clinicFinder"], titleKey: "auth:login.title" };
export const headers = retryAfterHeaders;

export const REGISTRATION_SERVICES_PATH = "/patient-registration/services";

function landingPath(
  account: Parameters<typeof homePathFor>[0],
  redirectTo: string | undefined,
  r: string | undefined,
) {
  const safe = safeRedirect(redirectTo, "");
  if (safe && safe !== "/login") return safe;
  if (r === "ps") return REGISTRATION_SERVICES_PATH;
  return homePathFor(account);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = getSession(context);
  // A staff user sent here from a patient page signs in again, as a patient (requirePatient).
  const asPatient = url.searchParams.get("as") === "patient" && session && !isPatientAccount(session.account);
  if (session && !asPatient)
    throw redirect(
      landingPath(
        session.account,
        url.searchParams.get("redirectTo") ?? undefined,
        url.searchParams.get("r") ?? undefined,
      ),
    );
  const pending = context.jar.getPendingLogin();
  return {
    pendingUsername: pending?.username ?? null,
    constraints: formConstraints({ login: loginSchema, mfa: mfaSchema }),
  };
}

/**
 * A refused second step drops the pending sign-in; the page must read that again (a 4xx answer
 * does not revalidate by itself), or it would keep asking for a code nobody can send.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 429 || defaultShouldRevalidate;

interface Attempt {
  code: string;
  message: string;
}

/** Wrong passwords and wrong SMS codes count against one limit (decision 053). */
function signInLimit(context: RequestContext): AttemptLimit {
  const { perUsername, perAddress, windowMs } = context.config.loginFailures;
  return { name: "login", perIdentity: perUsername, perAddress, windowMs };
}

/** A refusal shown above the form of the step the user is on (nothing typed is lost but passwords). */
function refusedReply(formError: string, initialValue: Record<string, string>) {
  return { status: "error" as const, initialValue, error: { "": [formError] } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "login");
  const pending = context.jar.getPendingLogin();

  if (intent === "cancel-mfa") {
    context.jar.clearPendingLogin();
    return redirect("/login", 303);
  }

  if (intent === "resend") {
    if (!pending) return redirect("/login", 303);
    const ticket = await beginAttempt(coordinatorFor(context.config), ATTEMPT_LIMITS.mfaResend, {
      address: context.clientAddress,
      identity: pending.username,
    });
    if (!ticket.allowed)
      return data(
        {
          result: refusedReply(tooManyAttempts(ticket.retryAfterSeconds), {}),
          attempt: null as Attempt | null,
        },
        tooManyAttemptsInit(ticket.retryAfterSeconds),
      );
    const sent = await requestMfaCode(upstream(context, request), pending.username);
    // No code went out: the resend does not count, and the user may ask again at once.
    if (!sent.ok) await ticket.uncounted();
    return redirectWithFlash(context, `/login?${new URL(request.url).searchParams}`, {
      kind: "info",
      key: "auth:login.codeResent",
    });
  }

  const isMfa = intent === "mfa";
  if (isMfa && !pending) {
    return redirectWithFlash(context, "/login", { kind: "warn", key: "auth:login.mfaExpired" });
  }
  const submission = parseWithZod(formData, { schema: isMfa ? mfaSchema : loginSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), attempt: null as Attempt | null },
      { status: 400 },
    );
  }
  const username = isMfa ? pending!.username : (submission.value as { username: string }).username;
  const password = isMfa ? pending!.password : (submission.value as { password: string }).password;

  const ticket = await beginAttempt(coordinatorFor(context.config), signInLimit(context), {
    address: context.clientAddress,
    identity: username,
  });
  if (!ticket.allowed) {
    auditSignIn(context, request, "refused", { username });
    recordSignInRefusal("rate-limited");
    const message = tooManyAttempts(ticket.retryAfterSeconds);
    if (isMfa) {
      // The username is locked for longer than the pending sign-in lives: the sealed password has
      // no use left, so it leaves the browser now, and the password step says when to come back.
      context.jar.clearPendingLogin();
      return data(
        { result: refusedReply(message, { username }), attempt: null },
        tooManyAttemptsInit(ticket.retryAfterSeconds),
      );
    }
    return data(
      { result: submission.reply({ hideFields: ["password"], formErrors: [message] }), attempt: null },
      tooManyAttemptsInit(ticket.retryAfterSeconds),
    );
  }

  let attempt: SignInAttempt;
  let succeeded = false;
  try {
    attempt = await verifyCredentials(context, request, {
      username,
      password,
      smsCode: isMfa ? (submission.value as { smsCode: string }).smsCode : undefined,
    });
    if (attempt.ok) {
      succeeded = true;
      await ticket.succeeded();
      // Before the session starts: a sign-in the trail cannot record is not completed.
      if (!auditSignIn(context, request, "allowed", { account: attempt.signedIn.account }))
        return unavailable(submission);
      await readTreeAtSignIn(context, request, startSession(context, attempt.signedIn));
      const value = submission.value as { redirectTo?: string; r?: string };
      return redirect(landingPath(attempt.signedIn.account, value.redirectTo, value.r), 303);
    }
  } catch (error) {
    if (!succeeded) await ticket.uncounted();
    if (error instanceof Response) throw error;
    // A store or upstream that failed in an unexpected way: the same answer as an unreachable one.
    return unavailable(submission);
  }
  // The password was right (only the SMS code is missing), or nobody could tell: neither is a failure.
  if (attempt.reason !== "credentials") await ticket.uncounted();
  if (attempt.reason === "mfa-required") {
    context.jar.setPendingLogin(username, password);
    return redirect(`/login?${new URL(request.url).searchParams}`, 303);
  }
  if (attempt.reason === "credentials") {
    auditSignIn(context, request, "refused", { username });
    // A wrong SMS code after a right password is told apart: it is not a password being guessed.
    recordSignInRefusal(isMfa ? "mfa-code" : "credentials");
    return data(
      {
        result: submission.reply({ hideFields: ["password", "smsCode"] }),
        attempt: { code: attempt.code ?? "", message: attempt.message ?? "" } as Attempt | null,
      },
      { status: 401 },
    );
  }
  return unavailable(submission);
}

function unavailable(submission: {
  reply(options: { hideFields: string[]; formErrors: string[] }): SubmissionResult<string[]>;
}) {
  return data(
    {
      result: submission.reply({ hideFields: ["password"], formErrors: ["auth:login.unavailable"] }),
      attempt: null as Attempt | null,
    },
    { status: 503 },
  );
}

/** A number that changes whenever a new action answer arrives. */
function useAnswerKey(answer: unknown) {
  const seen = useRef<{ answer: unknown; key: number }>({ answer, key: 0 });
  if (seen.current.answer !== answer) seen.current = { answer, key: seen.current.key + 1 };
  return seen.current.key;
}

function LoginAttemptError({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation("auth");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [attempt]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-error-summary=""
      className="mb-6 border-4 border-red-700 bg-white p-4 focus:outline-none focus:ring-4 focus:ring-amber-400"
    >
      <h2 className="text-lg font-bold">{t("login.attemptError")}</h2>
      <p className="mt-1 font-semibold text-red-700">
        {attempt.code ? <span className="mr-2 font-mono">{attempt.code}</span> : null}
        {attempt.message || t("login.attemptErrorFallback")}
      </p>
    </div>
  );
}

function PasswordStep() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const attemptKey = useAnswerKey(actionData);
  const { constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<typeof loginSchema>({
    id: "login",
    constraint: constraints.login,
    lastResult: actionData?.result,
  });
  return (
    <>
      <LoginBackground />
      <PageHeading>{t("login.title")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("login.intro")}</p>
      {actionData?.attempt ? <LoginAttemptError attempt={actionData.attempt} /> : null}
      <ErrorSummary errors={summarize(form, [fields.username, fields.password])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <HiddenReturn />
        <Field
          meta={fields.username}
          label={t("login.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        {/* A new key per answer empties the password after a refused attempt, with or without JS. */}
        <Field
          key={attemptKey}
          meta={fields.password}
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
        />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton intent="login">{t("login.submit")}</SubmitButton>
          <Link to="/reset-password" className="inline-flex min-h-touch items-center underline">
            {t("login.forgotPassword")}
          </Link>
          <Link to="/onboard" className="inline-flex min-h-touch items-center underline">
            {t("login.setUpAccount")}
          </Link>
          <Link to={FINDER_PATH} className="inline-flex min-h-touch items-center underline">
            {t("clinicFinder:entry")}
          </Link>
        </div>
      </Form>
    </>
  );
}

/**
 * The last organization's login background (decision 031), kept after sign-out through the
 * preference cookie: decorative, so it has no text alternative.
 */
function LoginBackground() {
  const brand = useBrand();
  if (!hasImage(brand, "webLoginBackground")) return null;
  return (
    <img
      src={brandImageUrl(brand.org, "webLoginBackground", brand.v)}
      alt=""
      width={1080}
      height={1440}
      data-testid="brand-login-background"
      className="mb-4 h-40 w-full rounded object-cover"
    />
  );
}

/** Keeps where the user was going (redirectTo, r=ps) through every step of sign-in. */
function HiddenReturn() {
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo");
  const r = params.get("r");
  return (
    <>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {r ? <input type="hidden" name="r" value={r} /> : null}
    </>
  );
}

function MfaStep({ username }: { username: string }) {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const { constraints } = useLoaderData<typeof loader>();
  const [form, fields] = useAppForm<typeof mfaSchema>({
    id: "login-mfa",
    constraint: constraints.mfa,
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeading>{t("login.mfaTitle")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("login.mfaIntro", { username })}</p>
      {actionData?.attempt ? <LoginAttemptError attempt={actionData.attempt} /> : null}
      <ErrorSummary errors={summarize(form, [fields.smsCode])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <HiddenReturn />
        <Field
          meta={fields.smsCode}
          label={t("login.smsCode")}
          hint={t("login.smsCodeHint")}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="mb-2 max-w-xs"
        />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton intent="mfa">{t("login.verify")}</SubmitButton>
        </div>
      </Form>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" name="intent" value="resend" className={buttonClass("secondary")}>
            {t("login.resend")}
          </button>
        </Form>
        <Form method="post">
          <button type="submit" name="intent" value="cancel-mfa" className={buttonClass("link")}>
            {t("login.useDifferentAccount")}
          </button>
        </Form>
      </div>
    </>
  );
}

export default function Login() {
  const { pendingUsername } = useLoaderData<typeof loader>();
  return (
    <PublicLayout>{pendingUsername ? <MfaStep username={pendingUsername} /> : <PasswordStep />}</PublicLayout>
  );
}
