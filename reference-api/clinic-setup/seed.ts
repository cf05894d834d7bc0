import type { Organization, SetupActivity } from "../types";

const DAY_MS = 86_400_000;

/**
 * A few lines of the clinic set-up activity log (issue 40 item 2), so the schedule page has a
 * history before anyone changes a setting: the demo clinic's hours set weeks ago, a special date
 * and a day signed off since, and one line at a second clinic. Rows take no ids from the seed's
 * sequence (their `seq` is the table's own), so no other record's id moves.
 */
export function seedSetupActivities(now: Date, clinics: readonly Organization[]): SetupActivity[] {
  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS - hours * 3_600_000).toISOString();
  // Dates in the details are the wire's MM/dd/yyyy, near the seed's day.
  const wire = (days: number) => {
    const d = new Date(now.getTime() + days * DAY_MS);
    return `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;
  };
  const [first, second] = clinics;
  if (!first) return [];
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: "08:00", close: "16:30" }));
  const rows: SetupActivity[] = [
    {
      organizationId: first.id,
      action: "HOURS_SET",
      actor: "Oscar Owens",
      at: ago(30, 4),
      details: { days: weekdays },
    },
    {
      organizationId: first.id,
      action: "SPECIAL_DATE_SET",
      actor: "Mia Manning",
      at: ago(12, 2),
      details: { date: wire(17), closed: true, open: null, close: null, note: "Staff training" },
    },
    {
      organizationId: first.id,
      action: "DAY_SIGNED_OFF",
      actor: "Mia Manning",
      at: ago(3, 1),
      details: { date: wire(-3), lanes: 2 },
    },
  ];
  if (second)
    rows.push({
      organizationId: second.id,
      action: "HOURS_SET",
      actor: "Oscar Owens",
      at: ago(20),
      details: { days: weekdays },
    });
  return rows;
}
