import { EVENT_FIELDS, eventFieldError, type EventInput } from "~/domain/organization-event-schemas";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient, UpstreamFailure } from "~/upstream/client.server";
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
