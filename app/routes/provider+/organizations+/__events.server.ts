import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import {
  EVENT_FIELDS,
  eventFieldError,
  eventSchema,
  type EventInput,
} from "~/domain/organization-event-schemas";
import { organizationPath } from "~/domain/organizations";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient, UpstreamFailure, UpstreamResult } from "~/upstream/client.server";
import {
  getPendingEvents,
  getTriageEvents,
  type EventBody,
  type OrganizationEvent,
} from "~/upstream/organization-pages.server";

/**
 * The organization events' use case (issue 40): which event a page is about, what the form
 * starts from and what it sends.
 */

/**
 * One event the organization may change: in its tree and still in triage or pending (the views
 * the tab offers changes on). The spec has no read of one event, so it is found in those two
 * reads; an event of another tree, or one already confirmed, is the 404 page.
 */
export async function loadEvent(
  client: UpstreamClient,
  context: RequestContext,
  orgId: string,
  rawId: string | undefined,
): Promise<OrganizationEvent> {
  const eventId = requireValidId(context, rawId, { messageKey: "events:org.notFound" });
  const [triage, pending] = await Promise.all([
    getTriageEvents(client, orgId),
    getPendingEvents(client, orgId),
  ]);
  const event = [...orThrow(triage, context), ...orThrow(pending, context)].find((e) => e.id === eventId);
  if (!event) throw notFound(context, { messageKey: "events:org.notFound" });
  return event;
}

/** What the form starts from when it changes an event (fields an older event lacks start empty). */
export function eventDefaults(event: OrganizationEvent) {
  return {
    name: event.name,
    eventDate: event.eventDate?.slice(0, 10) ?? "",
    startTime: event.startTime ?? "",
    endTime: event.endTime ?? "",
    expectedParticipants: event.expectedParticipants != null ? String(event.expectedParticipants) : "",
    location: event.location ?? "",
    services: event.services ?? [],
    note: event.note ?? "",
  };
}

export function eventBody(value: EventInput): EventBody {
  return { ...value, note: value.note || null };
}

/**
 * The upstream's refusal for the form: its 422 field errors in the reader's words under their
 * fields (its messages are English); anything else stays as it is for `replyWithFailure`.
 */
export function translatedFailure(failure: UpstreamFailure): UpstreamFailure {
  if (failure.kind !== "validation") return failure;
  return {
    ...failure,
    fieldErrors: failure.fieldErrors.map((e) =>
      (EVENT_FIELDS as readonly string[]).includes(e.field)
        ? { ...e, message: eventFieldError(e.field, e.message) }
        : e,
    ),
  };
}

/**
 * A new or changed event's form, sent: our checks, then `send` with the upstream's body; refusals
 * come back under their fields with every value kept, a success goes back to the events tab.
 */
export async function saveEvent(
  formData: FormData,
  context: RequestContext,
  orgId: string,
  send: (body: EventBody) => Promise<UpstreamResult<unknown>>,
  flashKey: string,
) {
  const submission = parseWithZod(formData, { schema: eventSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await send(eventBody(submission.value));
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, translatedFailure(result), { fields: EVENT_FIELDS }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, organizationPath(orgId, "events"), { kind: "success", key: flashKey });
}
