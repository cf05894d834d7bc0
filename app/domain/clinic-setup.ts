/**
 * The clinic set-up's values (decision 032), apart from its zod schemas
 * (`clinic-setup-schemas.ts`) so the pages' JS can read them without zod (decision 046).
 */

export const SLOT_MINUTES = [5, 10, 15, 20, 30, 60] as const;
export const VACCINE_TYPES = ["COVID", "Flu", "RSV", "MMR", "HepB"] as const;

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The week's hours as the hours form names them: per weekday open and close, both empty when closed. */
export type WeekHoursFields = Partial<Record<`open${number}` | `close${number}`, string>>;

export function weekFrom(value: WeekHoursFields) {
  return WEEKDAYS.map((weekday) => ({
    weekday,
    open: value[`open${weekday}`] || null,
    close: value[`close${weekday}`] || null,
  }));
}
