import { useTranslation } from "react-i18next";
import { Table, Td, Th } from "../table";

/** A week's hours, one row per weekday: opens and closes, or closed. */
export function WeekTable({
  caption,
  days,
}: {
  caption: string;
  days: Array<{ weekday: number; name: string; open: string | null; close: string | null }>;
}) {
  const { t } = useTranslation("clinicSetup");
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>{t("hours.weekday")}</Th>
          <Th>{t("hours.open")}</Th>
          <Th>{t("hours.close")}</Th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.weekday}>
            <Td>{d.name}</Td>
            {d.open && d.close ? (
              <>
                <Td>{d.open}</Td>
                <Td>{d.close}</Td>
              </>
            ) : (
              <Td colSpan={2}>{t("hours.closedDay")}</Td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
