import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AppointmentActionSet } from "~/domain/appointment-actions";
import { buttonClass } from "../forms";
import { Icon } from "../icons";

export const appointmentPath = (taskId: string) => `/provider/appointments/${encodeURIComponent(taskId)}`;

/** The pages of an appointment's other actions (decision 025), in the order the menu lists them. */
const MORE = [
  ["edit", "edit"],
  ["vaccine", "vaccine"],
  ["removeVaccine", "remove-vaccine"],
  ["observation", "observation"],
  ["removePerformer", "remove-performer"],
] as const;

/**
 * An appointment's row actions: Complete posts at once (its URL is also a confirmation page,
 * which a refusal renders); Reschedule opens the patient's slot search; Cancel asks first; the other actions are links to their own pages in
 * a "More" disclosure (no JS needed). Only the actions that apply to the appointment are shown.
 * `back` is the page to return to (the list or the patient record's tab), checked on the server.
 */
export function AppointmentActions({
  taskId,
  patientName,
  due,
  back,
  actions,
}: {
  taskId: string;
  patientName: string;
  due: string;
  back: string;
  actions: AppointmentActionSet;
}) {
  const { t } = useTranslation("appointments");
  const query = `?back=${encodeURIComponent(back)}`;
  const more = MORE.filter(([action]) => actions[action]);
  const named = { name: patientName, due };
  return (
    <div className="flex flex-wrap items-start gap-2">
      {actions.complete ? (
        <Form method="post" action={`${appointmentPath(taskId)}/complete${query}`}>
          <button type="submit" className={buttonClass("secondary")}>
            <Icon name="check" />
            <span aria-hidden="true">{t("complete")}</span>
            <span className="sr-only">{t("completeNamed", named)}</span>
          </button>
        </Form>
      ) : null}
      {actions.reschedule ? (
        <Link to={`${appointmentPath(taskId)}/reschedule${query}`} className={buttonClass("secondary")}>
          <Icon name="calendar" />
          <span aria-hidden="true">{t("reschedule.action")}</span>
          <span className="sr-only">{t("reschedule.named", named)}</span>
        </Link>
      ) : null}
      {actions.cancel ? (
        <Link
          to={`${appointmentPath(taskId)}/cancel${query}`}
          className={`${buttonClass("secondary")} text-red-800`}
        >
          <Icon name="close" />
          <span aria-hidden="true">{t("cancel")}</span>
          <span className="sr-only">{t("cancelNamed", named)}</span>
        </Link>
      ) : null}
      {more.length > 0 ? (
        <details className="relative">
          <summary className={`${buttonClass("secondary")} cursor-pointer list-none`}>
            <span aria-hidden="true">{t("actions.more")}</span>
            <span className="sr-only">{t("actions.moreNamed", named)}</span>
          </summary>
          <ul className="mt-1 rounded border border-slate-300 bg-white p-1">
            {more.map(([action, segment]) => (
              <li key={action}>
                <Link
                  to={`${appointmentPath(taskId)}/${segment}${query}`}
                  className="flex min-h-touch items-center px-2 underline"
                >
                  <span aria-hidden="true">{t(`actions.${action}.link`)}</span>
                  <span className="sr-only">{t(`actions.${action}.linkNamed`, named)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** An appointment's name cell: the name, the vaccine's manufacturer, its performer and recorded lot. */
export function AppointmentSummary({
  name,
  inventoryName,
  performerName,
  lotNumber,
}: {
  name: string;
  inventoryName: string | null;
  performerName: string | null;
  lotNumber: string | null;
}) {
  const { t } = useTranslation("appointments");
  return (
    <>
      {name}
      {inventoryName ? <span className="block text-sm text-slate-700">{inventoryName}</span> : null}
      {performerName ? (
        <span className="block text-sm text-slate-700">{t("actions.with", { name: performerName })}</span>
      ) : null}
      {lotNumber ? (
        <span className="block text-sm text-slate-700">{t("actions.lot", { lot: lotNumber })}</span>
      ) : null}
    </>
  );
}
