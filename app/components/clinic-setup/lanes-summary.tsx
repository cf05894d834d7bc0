import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

export interface LanesConfirmation extends DeleteConfirmationBase {
  lanes: Array<{ id: string; host: string; times: string }>;
  /** Booked patients whose appointments the delete cancels. */
  patients: number;
}

/** What a lane delete takes away: the lanes, and how many booked patients lose their appointment. */
export function DeletedLanesSummary({ data }: { data: LanesConfirmation }) {
  const { t } = useTranslation("clinicSetup");
  return (
    <>
      <ul className="list-disc pl-6">
        {data.lanes.map((lane) => (
          <li key={lane.id}>{t("day.laneOf", { host: lane.host, times: lane.times })}</li>
        ))}
      </ul>
      <p className="mt-4 font-semibold">{t("bulk.patients", { count: data.patients })}</p>
    </>
  );
}
