/**
 * The calendar subscription (decision 026): its page's intents, where a feed is read and the
 * page's path; the form's zod schema is in calendar-feed-schemas.ts.
 */
export const FEED_INTENTS = ["create", "rotate", "names"] as const;
export type FeedIntent = (typeof FEED_INTENTS)[number];

/** Where a feed is read: the app's own address, never the upstream's (`<origin>/calendar-feed/<secret>.ics`). */
export function feedUrl(origin: string, secret: string): string {
  return `${origin}/calendar-feed/${encodeURIComponent(secret)}.ics`;
}

export const SUBSCRIPTION_PATH = "/provider/calendar/subscription";
