import type { StaffSurvey } from "~/upstream/surveys.server";
import { SURVEYS_PATH, surveyPath } from "~/domain/surveys";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";

/** The crumbs of a survey's pages: the dashboard, the survey, then the page itself when it has one. */
export async function surveyCrumbs(context: RequestContext, survey: StaffSurvey, page?: string) {
  const t = await getT(context.locale, "surveys");
  return [
    { label: t("dashboard.title"), to: SURVEYS_PATH },
    page ? { label: survey.name, to: surveyPath(survey.id) } : { label: survey.name },
    ...(page ? [{ label: page }] : []),
  ];
}
