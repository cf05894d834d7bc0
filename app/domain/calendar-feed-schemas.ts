import { z } from "zod";

/**
 * The calendar subscription page's forms (decision 026): make the feed, make a new address
 * (rotate), or let patient names in or keep them out. Revoking is its own confirmation route.
 * The check box sends "on" when ticked and nothing otherwise.
 */
export const FEED_INTENTS = ["create", "rotate", "names"] as const;
export type FeedIntent = (typeof FEED_INTENTS)[number];

export const feedFormSchema = z.object({
  intent: z.enum(FEED_INTENTS),
  includePatientNames: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

/** Where a feed is read: the app's own address, never the upstream's (`<origin>/calendar-feed/<secret>.ics`). */
export function feedUrl(origin: string, secret: string): string {
  return `${origin}/calendar-feed/${encodeURIComponent(secret)}.ics`;
}

export const SUBSCRIPTION_PATH = "/provider/calendar/subscription";
