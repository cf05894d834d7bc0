import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, inputClass } from "../forms";

/**
 * On the patient record: choose a survey to answer on the patient's behalf. A GET form to the
 * answer page, so it works without JavaScript and the page's address names the survey.
 */
export function OnBehalfForm({
  action,
  surveys,
}: {
  action: string;
  surveys: Array<{ id: string; name: string }>;
}) {
  const { t } = useTranslation("surveys");
  if (surveys.length === 0) return null;
  return (
    <section aria-labelledby="on-behalf" className="mt-8">
      <h2 id="on-behalf" className="text-xl font-bold">
        {t("onBehalf.sectionTitle")}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{t("onBehalf.sectionIntro")}</p>
      <Form method="get" action={action} className="mt-3 flex max-w-2xl flex-wrap items-end gap-4">
        <div className="min-w-0 flex-1">
          <label htmlFor="on-behalf-survey" className="block font-semibold">
            {t("onBehalf.survey")}
          </label>
          <select id="on-behalf-survey" name="survey" className={`${inputClass} mt-1`}>
            {surveys.map((survey) => (
              <option key={survey.id} value={survey.id}>
                {survey.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("onBehalf.open")}
        </button>
      </Form>
    </section>
  );
}
