/**
 * What "a vaccination given" is, once for the reference upstream (issue 38): an appointment that
 * was completed with a vaccine on it: the vaccine staff recorded (`vaccine_info`), or the patient
 * area's own mark for a dose given (`current_status` VACCINATION-COMPLETED, the seeded history).
 * The vaccination cards, the family's vaccinations, the exports and the organization counts all
 * read this, so a dose staff record and complete reaches every one of them. A lane's vaccine name
 * (`inventory_name`) is what was booked, not what was given, so it does not count on its own.
 */
/** The SQL condition on a tasks row; `alias` is the table's alias in the query ("" for none). */
export function vaccinationGivenSql(alias = ""): string {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return `(${c("task_type")} = 'APPOINTMENT' AND ${c("status")} = 'COMPLETED' AND (${c("vaccine_info")} IS NOT NULL OR ${c("current_status")} = 'VACCINATION-COMPLETED'))`;
}
