import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../forms";
import { Icon } from "../icons";

export const appointmentPath = (taskId: string) => `/provider/appointments/${encodeURIComponent(taskId)}`;

/**
 * An open appointment's row actions: Complete posts at once (its URL is also a confirmation page,
 * which a refusal renders); Reschedule opens the slot search; Cancel asks first. `back` is the page to return to (the list or the
 * patient record's tab), checked on the server.
 */
export function AppointmentActions({
  taskId,
  patientName,
  due,
  back,
}: {
  taskId: string;
  patientName: string;
  due: string;
  back: string;
}) {
  const { t } = useTranslation("appointments");
  const query = `?back=${encodeURIComponent(back)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" action={`${appointmentPath(taskId)}/complete${query}`}>
        <button type="submit" className={buttonClass("secondary")}>
          <Icon name="check" />
          <span aria-hidden="true">{t("complete")}</span>
          <span className="sr-only">{t("completeNamed", { name: patientName, due })}</span>
        </button>
      </Form>
      <Link to={`${appointmentPath(taskId)}/reschedule${query}`} className={buttonClass("secondary")}>
        <Icon name="calendar" />
        <span aria-hidden="true">{t("reschedule.action")}</span>
        <span className="sr-only">{t("reschedule.named", { name: patientName, due })}</span>
      </Link>
      <Link
        to={`${appointmentPath(taskId)}/cancel${query}`}
        className={`${buttonClass("secondary")} text-red-800`}
      >
        <Icon name="close" />
        <span aria-hidden="true">{t("cancel")}</span>
        <span className="sr-only">{t("cancelNamed", { name: patientName, due })}</span>
      </Link>
    </div>
  );
}
