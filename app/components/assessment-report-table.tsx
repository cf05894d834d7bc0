import { Table, Td, Th } from "./table";

export interface ReportRow {
  id: string;
  name: string;
  at: string | null;
  day: string;
  score: string;
}

/**
 * Answered questionnaires as a table (the day, the questionnaire, its score): the patient's
 * history and daily assessments, and the daily diary on the staff's record. The caller's words,
 * from its own namespace.
 */
export function AssessmentReportTable({
  caption,
  captionHidden = false,
  labels,
  reports,
}: {
  caption: string;
  captionHidden?: boolean;
  labels: { day: string; name: string; score: string };
  reports: readonly ReportRow[];
}) {
  return (
    <Table caption={caption} captionHidden={captionHidden}>
      <thead>
        <tr>
          <Th>{labels.day}</Th>
          <Th>{labels.name}</Th>
          <Th>{labels.score}</Th>
        </tr>
      </thead>
      <tbody>
        {reports.map((r) => (
          <tr key={r.id}>
            <Td>{r.at ? <time dateTime={r.at}>{r.day}</time> : ""}</Td>
            <Td>{r.name}</Td>
            <Td>{r.score}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
