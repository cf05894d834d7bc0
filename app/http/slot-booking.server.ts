import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { appointmentWhen, appointmentZone } from "~/domain/appointments";
import type { SlotChoice } from "~/domain/patient-booking";
import { decodeSlot } from "~/domain/patient-booking";
import { bookSchema, slotSearchSchema } from "~/domain/slot-schemas";
import type { BookingOutcome, SearchValues } from "~/upstream/booking.server";
import { searchUrl, searchValuesOf } from "~/upstream/booking.server";
import { formConstraints } from "./form-constraints.server";
import { inOurWords, replyWithFailure } from "./outcome.server";

/**
 * The two forms of every slot-booking page (the patient area, the registration, staff booking on
 * a patient's behalf), answered the same way: the search step goes to its URL, the book step
 * reads the chosen slot, and a booking that did not happen is said on the slot. Each page decides
 * only where a booking leads.
 */

/** The two forms' constraint attributes, for the page's loader (decision 046). */
export function slotFormConstraints() {
  return formConstraints({ search: slotSearchSchema, book: bookSchema });
}

/** The search step: a valid search goes to the page's URL with it, else the form's errors. */
export function submitSlotSearch(
  formData: FormData,
  path: string,
  carry: Record<string, string | undefined>,
  fixed: Partial<SearchValues> = {},
) {
  const submission = parseWithZod(formData, { schema: slotSearchSchema });
  if (submission.status !== "success")
    return data({ form: "search" as const, result: submission.reply() }, { status: 400 });
  const values = searchValuesOf(new URLSearchParams([...formData].map(([k, v]) => [k, String(v)])));
  return redirect(searchUrl(path, carry, { ...values, ...fixed }), 303);
}

type BookSubmission = Submission<{ slot: string }>;

/** The book step's slot, or the answer saying why there is none. */
export function readSlotChoice(
  formData: FormData,
):
  | { ok: true; submission: BookSubmission; slot: SlotChoice }
  | { ok: false; response: ReturnType<typeof bookReply> } {
  const submission = parseWithZod(formData, { schema: bookSchema });
  if (submission.status !== "success") return { ok: false, response: bookReply(submission.reply(), 400) };
  const slot = decodeSlot(submission.value.slot);
  if (!slot)
    return {
      ok: false,
      response: bookReply(
        submission.reply({ fieldErrors: { slot: ["patient:schedule.slotRequired"] } }),
        400,
      ),
    };
  return { ok: true, submission, slot };
}

function bookReply(result: ReturnType<BookSubmission["reply"]>, status: number) {
  return data({ form: "book" as const, result }, { status });
}

/**
 * The upstream's booking refusals it documents, in our words (its text is English): a signed-off
 * day takes no booking in (the chosen lane's) and lets none out (`id`, the appointment moved).
 */
export function bookingRefusalKey(message: string, field: string): string | null {
  if (!/signed off/i.test(message)) return null;
  return field === "id" ? "patient:schedule.currentSignedOff" : "patient:schedule.signedOff";
}

/** A slot someone else took (409), or the upstream's refusal on the slot field with its reason. */
export function bookingRefused(
  submission: BookSubmission,
  outcome: Extract<BookingOutcome, { kind: "taken" | "failed" | "unchanged" }>,
) {
  if (outcome.kind === "failed")
    return bookReply(
      replyWithFailure(submission, inOurWords(outcome.failure, bookingRefusalKey), {
        fields: ["slot"],
        fieldMap: { dueDate: "slot", clinicAppointmentId: "slot", locationId: "slot", id: "slot" },
      }),
      400,
    );
  return bookReply(submission.reply({ fieldErrors: { slot: ["patient:schedule.slotTaken"] } }), 409);
}

/** When a booked slot is, as its flash says it: the clinic's day and time with its zone (else the user's). */
export function bookedWhen(
  start: string,
  booked: { location?: { timeZoneId?: string | null } | null },
  context: { timeZone: string; locale: string },
) {
  return appointmentWhen(start, appointmentZone(booked, context.timeZone), context.locale);
}
