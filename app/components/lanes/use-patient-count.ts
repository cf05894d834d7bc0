import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";

/** What the count resource route answers: the selection it counted, and its patients. */
export interface PatientCountAnswer {
  key: string;
  count: number | null;
}

/**
 * Patients affected by the ticked lanes while a panel is open: the loader's count for the
 * selection it rendered, then the count resource route's as the ticks change (JS only).
 */
export function usePatientCount(
  page: { organization: { id: string }; selected: string[]; patientCount: number | null },
  selected: string[],
  panelOpen: boolean,
) {
  const counter = useFetcher<PatientCountAnswer>();
  // Every count seen, per selection, so ticking a lane off and on again asks nothing.
  const [counts, setCounts] = useState<Record<string, number | null>>(() =>
    page.patientCount !== null ? { [page.selected.join(",")]: page.patientCount } : {},
  );
  const answer = counter.data;
  if (answer && !(answer.key in counts)) setCounts({ ...counts, [answer.key]: answer.count });

  const selectionKey = selected.join(",");
  const known = selectionKey in counts;
  const { load } = counter;
  const orgId = page.organization.id;
  useEffect(() => {
    if (!panelOpen || known) return;
    const params = new URLSearchParams(selectionKey.split(",").map((id) => ["lane", id]));
    // Ticking several lanes in a row makes one request, for where the ticks stopped.
    const timer = setTimeout(
      () => load(`/provider/organizations/${encodeURIComponent(orgId)}/lane-patient-count?${params}`),
      250,
    );
    return () => clearTimeout(timer);
  }, [panelOpen, known, selectionKey, load, orgId]);

  return { count: counts[selectionKey] ?? null, loading: counter.state === "loading" };
}
