import { useTranslation } from "react-i18next";
import { formatLongDate, formatTime, zonedCalendarDate, zoneAbbreviation } from "~/domain/format";

/** "Monday, November 23, 2026, 9:30 AM EST" at the clinic's wall clock, in the page language. */
export function When({ instant, timeZone }: { instant: string; timeZone: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const date = formatLongDate(zonedCalendarDate(instant, timeZone), locale);
  const time = formatTime(instant, timeZone, locale);
  return (
    <time dateTime={instant}>
      {date}, {time} {zoneAbbreviation(instant, timeZone, locale)}
    </time>
  );
}
