import type { LoaderFunctionArgs } from "@remix-run/node";
import { coordinatorFor } from "~/coordination/setup.server";
import { renderCalendarFeed } from "~/http/icalendar.server";
import { getT } from "~/i18n/i18n.server";
import { consume } from "~/session/rate-limit.server";
import { getFeedAppointments } from "~/upstream/calendar-feeds.server";
import { upstream } from "~/upstream/client.server";

/** A secret is a long random string; anything shorter is not one (no upstream call). */
const SECRET = /^([A-Za-z0-9_-]{16,120})\.ics$/;
/** Reads per client address and minute: a calendar program reads once an hour or so. */
const READS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** When a calendar program should try again after the upstream failed (seconds). */
const RETRY_AFTER_SECONDS = 300;

async function plain(context: LoaderFunctionArgs["context"], status: number, key: string, headers = {}) {
  const t = await getT(context.locale, "calendar");
  return new Response(`${t(key)}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * A provider's appointments as an iCalendar subscription, `/calendar-feed/<secret>.ics`
 * (decision 026). No session: the secret in the URL is the credential, checked by the upstream,
 * and it is redacted from every log line. An unknown or revoked secret, or a backend without feeds, is a 404; an upstream that
 * fails a 503 with Retry-After, so calendar programs come back later.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const secret = SECRET.exec(params.file ?? "")?.[1];
  if (!secret) return plain(context, 404, "feed.notFound");
  const decision = await consume(
    coordinatorFor(context.config),
    [`feed:${context.clientAddress}`],
    READS_PER_MINUTE,
    WINDOW_MS,
  );
  if (!decision.allowed)
    return plain(context, 429, "feed.tooMany", { "Retry-After": String(decision.retryAfterSeconds) });
  const result = await getFeedAppointments(upstream(context, request), secret);
  if (!result.ok) {
    // A backend that does not offer feeds (issue 39) has no feed of this secret either.
    const unknown =
      result.kind === "not-offered" ||
      (result.kind === "http" && [401, 403, 404, 410].includes(result.status));
    return unknown
      ? plain(context, 404, "feed.notFound")
      : plain(context, 503, "feed.unavailable", { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  return new Response(renderCalendarFeed(result.data, new URL(request.url).hostname), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="appointments.ics"',
      // Appointments of patients: kept by no cache on the way, and out of search engines.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
