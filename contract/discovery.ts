import { PUBLIC } from "./access";
import { defineCalls } from "./call";
import { z } from "./zod";

/**
 * What a backend offers beyond the documented `/api` (issue 39). The app asks once and hides the
 * features whose extension calls a backend does not answer; a backend without this call offers
 * none, and the app then runs on the documented calls alone.
 */

export const offeredExtensionsSchema = z
  .object({
    /** The contract entry ids (`area.name`) of the extension calls this backend answers. */
    extensions: z.array(z.string()),
  })
  .passthrough();

export const discovery = defineCalls("discovery", {
  extensions: {
    method: "GET",
    path: "/api/extensions",
    summary: "The extension calls this backend answers",
    source: {
      extension:
        "A backend names the extension calls it answers, so that the app hides the features it does not offer instead of failing on them.",
    },
    access: PUBLIC,
    anonymous: "always",
    responses: { 200: { json: offeredExtensionsSchema } },
  },
});
