import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

export interface LanesConfirmation extends DeleteConfirmationBase {
  lanes: Array<{ id: string; host: string; times: string }>;
  /** Booked patients whose appointments the delete cancels. */
  patients: number;
  /** Who signed the lanes' day off and when: nothing of it may be deleted (decision 032). */
  signedOff?: { by: string; at: string } | null;
}

/** What a lane delete takes away: the lanes, and how many booked patients lose their appointment. */
export function DeletedLanesSummary({ data }: { data: LanesConfirmation }) {
  const { t } = useTranslation("clinicSetup");
  return (
    <>
      {data.signedOff ? (
        <p role="status" className="mb-4 border-l-4 border-amber-600 bg-amber-50 p-3 font-semibold">
          {t("signOff.bannerBy", { name: data.signedOff.by, time: data.signedOff.at })}
        </p>
      ) : null}
      <ul className="list-disc pl-6">
        {data.lanes.map((lane) => (
          <li key={lane.id}>{t("day.laneOf", { host: lane.host, times: lane.times })}</li>
        ))}
      </ul>
      {data.signedOff ? null : (
        <p className="mt-4 font-semibold">{t("bulk.patients", { count: data.patients })}</p>
      )}
    </>
  );
}
