import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatLongDate, formatNumber } from "~/domain/format";
import type { RangeProblem } from "~/domain/surveys";
import { FieldError, buttonClass, inputClass } from "../forms";

interface Facts {
  description?: string | null;
  kind?: string | null;
  createdAt?: string | null;
  picture?: unknown;
}

/** What the survey is and its questions, in order. */
export function SurveyFacts({
  survey,
  questions,
}: {
  survey: Facts;
  questions: Array<{ id: string; text: string; type: string; required: boolean }>;
}) {
  const { t, i18n } = useTranslation("surveys");
  return (
    <section aria-labelledby="about" className="mt-6">
      <h2 id="about" className="sr-only">
        {t("overview.about")}
      </h2>
      {survey.description ? <p className="max-w-3xl">{survey.description}</p> : null}
      <dl className="mt-4 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-700">{t("list.kind")}</dt>
          <dd className="font-semibold">
            {survey.kind ? t(`kinds.${survey.kind}`, { defaultValue: survey.kind }) : ""}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("list.questions")}</dt>
          <dd className="font-semibold">{formatNumber(questions.length, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("list.created")}</dt>
          <dd className="font-semibold">
            {survey.createdAt
              ? formatLongDate(survey.createdAt.slice(0, 10), i18n.language)
              : t("overview.unknown")}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("picture.heading")}</dt>
          <dd className="font-semibold">{survey.picture ? t("picture.has") : t("picture.none")}</dd>
        </div>
      </dl>
      <h3 className="mt-6 text-lg font-bold">{t("overview.questions")}</h3>
      {questions.length === 0 ? (
        <p className="mt-2">{t("edit.noQuestions")}</p>
      ) : (
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {questions.map((q) => (
            <li key={q.id}>
              {q.text}{" "}
              <span className="text-slate-700">({t(`types.${q.type}`, { defaultValue: q.type })})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type Bound = "from" | "to";
const BOUNDS: readonly Bound[] = ["from", "to"];
const PROBLEM_FIELD: Record<RangeProblem, Bound> = {
  from: "from",
  to: "to",
  order: "from",
  tooLong: "from",
};

/** The statistics' date range as a GET form: bookmarkable, and it works without JavaScript. */
export function StatsRangeForm({
  range,
}: {
  range: { from: string; to: string; typed: { from: string; to: string }; problem: RangeProblem | null };
}) {
  const { t } = useTranslation("surveys");
  const field = range.problem ? PROBLEM_FIELD[range.problem] : null;
  const input = (name: Bound) => {
    const invalid = field === name;
    return (
      <div key={name}>
        <label htmlFor={`stats-${name}`} className="block font-semibold">
          {t(name === "from" ? "stats.from" : "stats.to")}
        </label>
        <input
          id={`stats-${name}`}
          name={name}
          type="date"
          defaultValue={range.problem ? range.typed[name] : range[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `stats-${name}-error` : undefined}
          className={`${inputClass} mt-1`}
        />
        <FieldError
          id={`stats-${name}-error`}
          message={invalid ? `surveys:stats.problems.${range.problem}` : undefined}
        />
      </div>
    );
  };
  return (
    <Form method="get" className="mt-3 flex flex-wrap items-start gap-4" preventScrollReset>
      {BOUNDS.map(input)}
      <button type="submit" className={`${buttonClass("secondary")} mt-7`}>
        {t("stats.show")}
      </button>
    </Form>
  );
}

/** Every answer of the survey in figures; says so when they could not be read. */
export function AnswerBreakdownFacts({
  breakdown,
}: {
  breakdown: {
    reports: number;
    patients: number;
    averageScore?: number | null;
    /** Already spelled out in the user's language and time zone, by the loader. */
    firstAnsweredLabel: string | null;
    lastAnsweredLabel: string | null;
  } | null;
}) {
  const { t, i18n } = useTranslation("surveys");
  if (!breakdown) return <p className="mt-2">{t("breakdown.unavailable")}</p>;
  const locale = i18n.language;
  const facts: Array<[string, string]> = [
    [t("breakdown.reports"), formatNumber(breakdown.reports, locale)],
    [t("breakdown.patients"), formatNumber(breakdown.patients, locale)],
    [
      t("breakdown.averageScore"),
      breakdown.averageScore != null
        ? formatNumber(Math.round(breakdown.averageScore * 10) / 10, locale)
        : "–",
    ],
    [t("breakdown.firstAnswered"), breakdown.firstAnsweredLabel ?? t("overview.unknown")],
    [t("breakdown.lastAnswered"), breakdown.lastAnsweredLabel ?? t("overview.unknown")],
  ];
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded border-2 border-slate-300 p-3">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-lg font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
