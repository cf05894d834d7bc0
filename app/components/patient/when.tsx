import { useTranslation } from "react-i18next";
import { appointmentWhen } from "~/domain/appointment-time";

/** "Monday, November 23, 2026, 9:30 AM EST" at the clinic's wall clock, in the page language. */
export function When({ instant, timeZone }: { instant: string; timeZone: string }) {
  const { i18n } = useTranslation();
  // The staff screens' rule too (issue 38): one appointment reads the same everywhere.
  return <time dateTime={instant}>{appointmentWhen(instant, timeZone, i18n.language)}</time>;
}
