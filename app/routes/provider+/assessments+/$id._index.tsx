import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { AnswerBreakdownFacts, StatsRangeForm, SurveyFacts } from "~/components/surveys/survey-overview";
import { SurveyTabs } from "~/components/surveys/survey-tabs";
import { barChart } from "~/domain/charts";
import { formatLongDate, formatShortDate, zonedCalendarDate } from "~/domain/format";
import { daysOf, statsRange, takesChoices } from "~/domain/surveys";
import { getT } from "~/i18n/i18n.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { guarded } from "~/session/guards.server";
import { getAnswerBreakdown, getAnswerStats } from "~/upstream/surveys.server";
import { surveyCrumbs } from "./__survey-page.server";
import { loadQuestions, loadSurvey, mayEdit, mayReadAnswers } from "./__surveys.server";

export const handle = { i18n: ["surveys"], breadcrumb: crumbsFrom };

/**
 * A survey's overview: what it is, its questions, the answers' statistics over a date range (the
 * last 30 days by default, a GET form) as charts with their tables, and the breakdown of every
 * answer. The statistics and the breakdown are secondary: a failure hides only their charts.
 */
export const loader = guarded("assessments.read", async ({ request, context, params, session, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.read");
  const range = statsRange(
    new URL(request.url).searchParams,
    zonedCalendarDate(new Date(), context.timeZone),
  );
  const [questions, stats, breakdown, editable, answers] = await Promise.all([
    loadQuestions(client, context, survey.id),
    getAnswerStats(client, survey.id, range, context.timeZone),
    getAnswerBreakdown(client, survey.id),
    mayEdit(context, request, session, survey),
    mayReadAnswers(context, request, session, survey),
  ]);
  const locale = context.locale;
  const days = daysOf(range.from, range.to);
  const t = await getT(locale, "surveys");
  const dayOf = (instant: string | null | undefined) =>
    instant ? formatLongDate(zonedCalendarDate(instant, context.timeZone), locale) : null;
  // The geometry is computed here, so the page's JavaScript carries no d3.
  const byDay = stats.ok
    ? barChart(
        days.map((day) => ({ label: formatShortDate(day, locale), fullLabel: formatLongDate(day, locale) })),
        days.map((day) => stats.data.byDay.find((d) => d.date === day)?.count ?? 0),
      )
    : null;
  const choiceCharts = stats.ok
    ? stats.data.questions
        .filter((q) => takesChoices(q.type))
        .map((q) => ({
          questionId: q.questionId,
          text: q.text,
          answered: q.answered,
          chart: barChart(
            q.choices.map((c) => ({
              label: c.text.length > 14 ? `${c.text.slice(0, 13)}…` : c.text,
              fullLabel: c.text,
            })),
            q.choices.map((c) => c.count),
          ),
        }))
    : null;
  const otherAnswers = stats.ok
    ? stats.data.questions
        .filter((q) => !takesChoices(q.type))
        .map((q) => ({ text: q.text, answered: q.answered }))
    : null;
  const scores = breakdown.ok
    ? barChart(
        breakdown.data.scores.map((s) => ({ label: String(s.score) })),
        breakdown.data.scores.map((s) => s.count),
      )
    : null;
  return pageWithPanels(
    {
      survey,
      questions,
      editable,
      answers,
      range,
      reports: stats.ok ? stats.data.reports : null,
      byDay,
      choiceCharts,
      otherAnswers,
      breakdown: breakdown.ok
        ? {
            ...breakdown.data,
            firstAnsweredLabel: dayOf(breakdown.data.firstAnswered),
            lastAnsweredLabel: dayOf(breakdown.data.lastAnswered),
          }
        : null,
      scores,
      pageTitle: survey.name,
      crumbs: await surveyCrumbs(context, survey),
      rangeLabel: t("stats.range", {
        from: formatLongDate(range.from, locale),
        to: formatLongDate(range.to, locale),
      }),
    },
    [stats, breakdown],
  );
});

export default function SurveyOverview() {
  const { t } = useTranslation("surveys");
  const data = useLoaderData<typeof loader>();
  const { survey } = data;
  return (
    <>
      <PageHeading>{survey.name}</PageHeading>
      <SurveyTabs surveyId={survey.id} editable={data.editable} answers={data.answers} />
      <SurveyFacts survey={survey} questions={data.questions} />
      <section aria-labelledby="stats" className="mt-8">
        <h2 id="stats" className="text-xl font-bold">
          {t("stats.heading")}
        </h2>
        <StatsRangeForm range={data.range} />
        <p className="mt-3" role="status">
          {data.reports === null
            ? t("stats.unavailable")
            : t("stats.reports", { count: data.reports, range: data.rangeLabel })}
        </p>
        <BarChart
          title={t("stats.byDayTitle")}
          description={t("stats.byDayDescription", { range: data.rangeLabel })}
          chart={data.byDay}
          categoryHeader={t("stats.day")}
          valueHeader={t("stats.answers")}
          headingLevel={3}
        />
        {(data.choiceCharts ?? []).map((question) => (
          <BarChart
            key={question.questionId}
            title={question.text}
            description={t("stats.choiceDescription", { n: question.answered, range: data.rangeLabel })}
            chart={question.chart}
            categoryHeader={t("stats.choice")}
            valueHeader={t("stats.answers")}
            headingLevel={3}
          />
        ))}
        {data.otherAnswers?.length ? (
          <ul className="mt-4 list-disc pl-6">
            {data.otherAnswers.map((q) => (
              <li key={q.text}>{t("stats.otherAnswered", { text: q.text, count: q.answered })}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="breakdown" className="mt-8">
        <h2 id="breakdown" className="text-xl font-bold">
          {t("breakdown.heading")}
        </h2>
        <AnswerBreakdownFacts breakdown={data.breakdown} />
        <BarChart
          title={t("breakdown.scoresTitle")}
          description={t("breakdown.scoresDescription")}
          chart={data.scores}
          categoryHeader={t("breakdown.score")}
          valueHeader={t("stats.answers")}
          headingLevel={3}
        />
      </section>
    </>
  );
}
