import { z } from "zod";
import { FEED_INTENTS } from "./calendar-feed";

/**
 * The calendar subscription page's forms (decision 026): make the feed, make a new address
 * (rotate), or let patient names in or keep them out. Revoking is its own confirmation route.
 * The check box sends "on" when ticked and nothing otherwise.
 */
export const feedFormSchema = z.object({
  intent: z.enum(FEED_INTENTS),
  includePatientNames: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});
