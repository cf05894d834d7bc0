import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { AssessmentForm } from "~/components/patient/assessment-form";
import type { AssessmentQuestion } from "~/domain/patient-assessment";
import { answersOf, scoreOf } from "~/domain/patient-assessment";
import { assessmentSchema } from "~/domain/patient-assessment-schema";
import { isPatientAccount } from "@contract/privileges";
import type { RequestContext } from "~/load-context.server";
import { getSession } from "~/session/session.server";
import { getPublicSurveys, getQuestions } from "~/upstream/assessments.server";
import { upstream } from "~/upstream/client.server";
import { formConstraints } from "~/http/form-constraints.server";
import { orThrow } from "~/http/outcome.server";
import { notFound } from "~/http/not-found.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["patient", "validation"], titleKey: "patient:screening.title" };

/** The public screening survey (kind SCREENING) and its questions, read without a session. */
async function screening(context: RequestContext, request: Request) {
  const client = upstream(context, request);
  const surveys = orThrow(await getPublicSurveys(client), context);
  const survey = surveys.find((s) => (s.kind ?? "").toUpperCase() === "SCREENING");
  if (!survey) throw notFound(context, { messageKey: "patient:screening.unavailable" });
  const page = orThrow(await getQuestions(client, survey.id, { anonymous: true }), context);
  const questions: AssessmentQuestion[] = page.content.map((q) => ({
    id: q.id,
    text: q.text,
    type: q.type,
    required: q.required,
    choices: q.choices.map((c) => ({ id: c.id, text: c.text, score: c.score ?? 0 })),
    minValue: q.minValue ?? null,
    maxValue: q.maxValue ?? null,
    maxLength: q.maxLength ?? null,
  }));
  return { name: survey.name, description: survey.description ?? null, questions };
}

/**
 * /patient-screening: answer a few questions before registering or booking. Nothing is stored;
 * the answers decide which advice the next page gives.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = getSession(context);
  const signedInPatient = !!session && isPatientAccount(session.account);
  const page = await screening(context, request);
  const constraints = formConstraints({ screening: assessmentSchema(page.questions) });
  return { ...page, constraints, signedInPatient };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [read, kept] = await readKeepingForm(request, () => screening(context, request), {
    into: (result) => ({ result, outcome: null }),
  });
  if (kept) return kept;
  const { questions } = read;
  const submission = parseWithZod(await request.formData(), { schema: assessmentSchema(questions) });
  if (submission.status !== "success")
    return data({ result: submission.reply(), outcome: null }, { status: 400 });
  const score = scoreOf(questions, answersOf(questions, submission.value));
  return { result: null, outcome: score > 0 ? ("talk-to-doctor" as const) : ("can-book" as const) };
}

export default function PatientScreening() {
  const { t } = useTranslation("patient");
  const { name, description, questions, constraints, signedInPatient } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const next = signedInPatient ? "/curapatient/patient/service-centre" : "/patient-registration";
  if (actionData?.outcome) {
    const canBook = actionData.outcome === "can-book";
    return (
      <PublicLayout>
        <PageHeading>{t("screening.resultTitle")}</PageHeading>
        <div
          role="status"
          className={`mt-4 border-l-8 p-4 ${canBook ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`}
        >
          <p className="text-lg font-semibold">
            {canBook ? t("screening.canBook") : t("screening.talkToDoctor")}
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={next} className={buttonClass(canBook ? "primary" : "secondary")}>
            {signedInPatient ? t("screening.continueBooking") : t("screening.continueRegistration")}
          </Link>
          <Link to="/patient-screening" reloadDocument className={buttonClass("link")}>
            {t("screening.again")}
          </Link>
        </div>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <PageHeading>{t("screening.title")}</PageHeading>
      <p className="mt-2 text-slate-700">{description ?? name}</p>
      <p className="mb-6 mt-2">{t("screening.intro")}</p>
      <AssessmentForm
        formId="screening"
        questions={questions}
        constraint={constraints.screening}
        lastResult={actionData?.result}
        submitLabel={t("screening.submit")}
      />
    </PublicLayout>
  );
}
