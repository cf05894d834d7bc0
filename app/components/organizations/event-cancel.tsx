import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

/** What cancelling an organization event asks about: the page without JS, the dialog with it. */
export interface EventCancelData extends DeleteConfirmationBase {
  name: string;
  date: string;
  requester: string;
}

export function EventCancelSummary({ data }: { data: EventCancelData }) {
  const { t } = useTranslation("events");
  return <p>{t("org.cancelSummary", { name: data.name, date: data.date, requester: data.requester })}</p>;
}
