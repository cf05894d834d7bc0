import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ObservationToDo } from "~/domain/patient-results";
import { SELF_REPORTED_RESULTS } from "~/domain/patient-results";
import { buttonClass, FieldError } from "../forms";
import { TestResultBadge } from "./badges";

interface Refusal {
  observationId: string;
  result: string | null;
  errorKey: string;
}

/**
 * The patient's observations still to do (decision 045): a new result to mark read, a home test
 * to report. Each is a plain POST form; a refused report comes back with its choice kept and the
 * reason under the choices.
 */
export function ObservationsToDo({ items, refused }: { items: ObservationToDo[]; refused: Refusal | null }) {
  const { t } = useTranslation("patient");
  return (
    <ul className="mt-2 divide-y divide-slate-200">
      {items.map((item) =>
        item.kind === "read" ? (
          <li key={item.id} className="py-3">
            <p className="font-semibold">{t("dashboard.todo.newResult", { name: item.name })}</p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <span>
                <span className="sr-only">{t("dashboard.resultLabel")} </span>
                <TestResultBadge result={item.result} />
              </span>
              <Form method="post">
                <input type="hidden" name="observation" value={item.id} />
                <button
                  type="submit"
                  name="intent"
                  value="observation-read"
                  className={buttonClass("secondary")}
                >
                  {t("dashboard.todo.markRead", { name: item.name })}
                </button>
              </Form>
            </div>
          </li>
        ) : (
          <li key={item.id} className="py-3">
            <ReportForm item={item} refused={refused?.observationId === item.id ? refused : null} />
          </li>
        ),
      )}
    </ul>
  );
}

function ReportForm({ item, refused }: { item: ObservationToDo; refused: Refusal | null }) {
  const { t } = useTranslation("patient");
  const groupId = `report-${item.id}`;
  const errorId = `${groupId}-error`;
  return (
    <Form method="post">
      <input type="hidden" name="observation" value={item.id} />
      <fieldset
        aria-describedby={refused ? errorId : undefined}
        aria-invalid={refused ? true : undefined}
        id={groupId}
      >
        <legend className="font-semibold">{t("dashboard.todo.report", { name: item.name })}</legend>
        <p className="text-sm text-slate-700">{t("dashboard.todo.reportHint")}</p>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {SELF_REPORTED_RESULTS.map((result) => (
            <label key={result} className="inline-flex min-h-touch items-center gap-2">
              <input
                type="radio"
                name="result"
                value={result}
                defaultChecked={refused?.result === result}
                className="h-5 w-5"
              />
              {t(`dashboard.todo.choices.${result}`)}
            </label>
          ))}
        </div>
        {refused ? <FieldError id={errorId} message={refused.errorKey} /> : null}
      </fieldset>
      <button
        type="submit"
        name="intent"
        value="observation-report"
        className={`${buttonClass("primary")} mt-2`}
      >
        {t("dashboard.todo.send")}
      </button>
    </Form>
  );
}
