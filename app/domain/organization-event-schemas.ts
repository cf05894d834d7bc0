import { z } from "zod";
import { EVENT_SERVICES } from "@contract/vocabulary";
import { isIsoDate } from "./lanes";
import { msg } from "./messages";
import {
  EVENT_LOCATION_MAX,
  EVENT_NAME_MAX,
  EVENT_NOTE_MAX,
  EVENT_PARTICIPANTS_MAX,
} from "./organization-page-limits";

/**
 * An organization event's form (issue 40): made on the events tab and changed from its row. The
 * day and times are the browser's date and time inputs (yyyy-mm-dd, HH:mm), which work without
 * JS; "in the future" is the upstream's rule (its calendar is the holder's time zone), and its
 * refusal comes back under the date through `eventFieldError`.
 */

const required = (key: string) => ({ required_error: msg(key), invalid_type_error: msg(key) });
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (key: string, max: number) =>
  z.string(required(key)).trim().min(1, msg(key)).max(max, msg("validation:tooLong", { max }));

export const eventSchema = z
  .object({
    name: text("events:org.errors.nameRequired", EVENT_NAME_MAX),
    eventDate: z
      .string(required("events:org.errors.dateRequired"))
      .refine(isIsoDate, msg("events:org.errors.date")),
    startTime: z
      .string(required("events:org.errors.startRequired"))
      .regex(HH_MM, msg("events:org.errors.time")),
    endTime: z.string(required("events:org.errors.endRequired")).regex(HH_MM, msg("events:org.errors.time")),
    expectedParticipants: z
      .number(required("events:org.errors.participants"))
      .int(msg("events:org.errors.participants"))
      .min(1, msg("events:org.errors.participants"))
      .max(EVENT_PARTICIPANTS_MAX, msg("events:org.errors.participants")),
    location: text("events:org.errors.locationRequired", EVENT_LOCATION_MAX),
    services: z
      .array(
        z.enum(EVENT_SERVICES, required("events:org.errors.services")),
        required("events:org.errors.services"),
      )
      .min(1, msg("events:org.errors.services")),
    note: z
      .string()
      .trim()
      .max(EVENT_NOTE_MAX, msg("validation:tooLong", { max: EVENT_NOTE_MAX }))
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (HH_MM.test(value.startTime) && HH_MM.test(value.endTime) && value.endTime <= value.startTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: msg("events:org.errors.endAfterStart") });
  });
export type EventInput = z.output<typeof eventSchema>;

/** The form's fields, in the order the page shows them (the upstream's 422s land under these). */
export const EVENT_FIELDS = [
  "name",
  "eventDate",
  "startTime",
  "endTime",
  "expectedParticipants",
  "location",
  "services",
  "note",
] as const;

/**
 * The upstream's refusal of one field, in the reader's words: its messages are English, so the
 * ones the form knows become keys; any other is this field's general "was refused".
 */
export function eventFieldError(field: string, message: string): string {
  const lower = message.toLowerCase();
  if (field === "eventDate" && lower.includes("future")) return msg("events:org.errors.dateFuture");
  if (field === "endTime" && lower.includes("after")) return msg("events:org.errors.endAfterStart");
  return msg("events:org.errors.refused");
}
