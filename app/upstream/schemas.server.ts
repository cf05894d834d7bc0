import { z } from "zod";

/**
 * An id as the upstream sends it. The documented API answers numbers from some endpoints and
 * strings from others (and has changed between the two); the app only ever handles ids as
 * strings, in paths and form values, so every module reads them through this one schema.
 */
export const upstreamId = z.union([z.string(), z.number()]).transform(String);
