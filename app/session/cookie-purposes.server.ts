import { z } from "zod";
import { BRANDING_IMAGE_KIND_LIST } from "~/domain/branding";
import { GRID_LAYOUTS_MAX, GRID_LAYOUT_CHARS } from "~/domain/grid-layout";
import { RECENT_NAME_CHARS, RECENT_PARENTS, RECENT_PER_PARENT } from "~/domain/recent-organizations";
import { isTimeZone } from "@contract/time-zones";
import { INVALID_DATA } from "~/domain/invalid-data";

/**
 * What the app keeps in cookies: the session's shape, and one definition per other cookie (its
 * name, whether it is sealed, its lifetime and the schema its value must pass). The mechanism
 * that reads and writes them is the CookieJar (cookie-jar.server.ts).
 */

export const sessionAccountSchema = z.object({
  accountId: z.string(),
  username: z.string().optional(),
  displayName: z.string().optional(),
  privilegeId: z.number().int(),
  privilegeName: z.string(),
  isPerformer: z.boolean(),
  organizationId: z.string().optional(),
  organizationName: z.string().optional(),
  parentOrganizationId: z.string().nullable().optional(),
  accountOrganizations: z
    .array(
      z.object({
        organizationId: z.string(),
        parentOrganizationId: z.string().nullable().optional(),
        privilegeId: z.number().int().optional(),
      }),
    )
    .default([]),
  patientId: z.string().optional(),
});
export type SessionAccount = z.infer<typeof sessionAccountSchema>;

export const sessionSchema = z.object({
  v: z.literal(1),
  sid: z.string(),
  createdAt: z.number(),
  seenAt: z.number(),
  accessToken: z.string(),
  refreshToken: z.string(),
  account: sessionAccountSchema,
  /** The family member a patient is acting for (the original kept this in local storage). */
  actingFor: z.object({ patientId: z.string(), name: z.string() }).optional(),
});
export type SessionData = z.infer<typeof sessionSchema>;

/**
 * One kind of cookie. Sealed cookies are the app's own: `__Host-` over https, sealed under
 * `seal` (kept from before, so cookies already in browsers still open). A plain cookie is one the
 * browser's own script writes and the app only reads.
 */
export interface CookiePurpose<T> {
  name: string;
  seal?: string;
  maxAgeSeconds: number;
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
}

/** Bounds of the saved list filters: the preference cookie stays one small cookie. */
export const SAVED_LISTS_MAX = 8;
export const SAVED_LIST_CHARS = 400;

const purpose = <T>(p: CookiePurpose<T>) => p;

/** A sealed cookie kept for one flow (e.g. a registration without a session), as `cd_<name>`. */
export const sealedPurpose = <T>(name: string, schema: z.ZodType<T>, maxAgeSeconds: number) =>
  purpose({ name: `cd_${name}`, seal: name, maxAgeSeconds, schema });

export const purposes = {
  /** Survives logout. */
  prefs: purpose({
    name: "cd_prefs",
    seal: "prefs",
    maxAgeSeconds: 400 * 24 * 3600,
    schema: z.object({
      lng: z.string().optional(),
      /**
       * Saved grid layouts by list (grid-layout.ts: `name,-payer,category`). Bounded like the
       * saved filters; a value out of bounds drops only this part.
       */
      layouts: z
        .record(z.string().max(GRID_LAYOUT_CHARS))
        .refine((layouts) => Object.keys(layouts).length <= GRID_LAYOUTS_MAX)
        .optional()
        .catch(undefined),
      /**
       * Saved filters by list (list-preferences.server.ts): a few short query strings. A value
       * out of bounds drops only this part, never the language with it.
       */
      lists: z
        .record(z.string().max(SAVED_LIST_CHARS))
        .refine((lists) => Object.keys(lists).length <= SAVED_LISTS_MAX)
        .optional()
        .catch(undefined),
      /**
       * Recently viewed organizations per parent (spec part 2 §9, decision 030): a few short
       * entries (recent-organizations.ts); out of bounds drops only this part.
       */
      recent: z
        .record(
          z.object({
            parent: z.string().max(RECENT_NAME_CHARS),
            items: z
              .array(z.object({ id: z.string().max(64), name: z.string().max(RECENT_NAME_CHARS) }))
              .max(RECENT_PER_PARENT),
          }),
        )
        .refine((recent) => Object.keys(recent).length <= RECENT_PARENTS)
        .optional()
        .catch(undefined),
      /**
       * The default clinic (spec part 2 §9 keeps its id in local storage): the clinic last picked
       * on the lanes page or the appointments list, preselected on both next time, JS or not
       * (default-clinic.server.ts).
       */
      clinic: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .optional()
        .catch(undefined),
      /**
       * The organization's branding reference (decision 031): which organization, which images
       * and whether it has colours; never a token. Survives logout, so the login page keeps the
       * last logo and background (spec part 1 §4).
       */
      brand: z
        .object({
          org: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
          at: z.number().optional(),
          v: z.string().max(40),
          kinds: z.array(z.enum(BRANDING_IMAGE_KIND_LIST)).max(7),
          theme: z.boolean(),
        })
        .optional()
        .catch(undefined),
    }),
  }),
  /** One message for the next page, removed once read. */
  flash: purpose({
    name: "cd_flash",
    seal: "flash",
    maxAgeSeconds: 120,
    schema: z.object({
      kind: z.enum(["success", "info", "warn", "error"]),
      /** An i18n key ("namespace:key"); params are interpolated when rendered. */
      key: z.string(),
      params: z.record(z.union([z.string(), z.number()])).optional(),
      /**
       * The upstream's field errors for a call that was not a field-by-field form (a status
       * change, a list or bulk action): the next page shows them in the "invalid data entered"
       * dialog (spec part 2 §8). Bounded, so the cookie stays small.
       */
      errors: z
        .array(
          z.object({
            field: z.string().max(INVALID_DATA.fieldChars),
            message: z.string().max(INVALID_DATA.messageChars),
          }),
        )
        .max(INVALID_DATA.errors)
        .optional(),
    }),
  }),
  /**
   * A sign-in waiting for its SMS code. The upstream wants the password again with the code and
   * gives no challenge to send instead; it stays sealed in a five-minute cookie rather than in the
   * page (where it would be in the HTML) or in a server-side store (which several instances
   * without Redis would not share). Decision 052. Cleared on success, on "sign in as someone
   * else" and when the username's sign-in limit refuses the code.
   */
  pendingLogin: purpose({
    name: "cd_mfa",
    seal: "pending-login",
    maxAgeSeconds: 300,
    schema: z.object({ username: z.string(), password: z.string(), expiresAt: z.number() }),
  }),
  /**
   * The result of an action, for the page the user is sent back to (the lanes' success dialog
   * with its Undo). One page, one read, like a flash message but with structured data.
   */
  outcome: purpose({
    name: "cd_outcome",
    seal: "outcome",
    maxAgeSeconds: 300,
    schema: z.object({ page: z.string(), data: z.unknown() }),
  }),
  /** The browser's IANA zone, written by a script in root.tsx. */
  timeZone: purpose({
    name: "tz",
    maxAgeSeconds: 365 * 24 * 3600,
    schema: z.string().max(64).refine(isTimeZone),
  }),
};
export type Preferences = z.infer<typeof purposes.prefs.schema>;

/**
 * A browser drops a cookie whose name and value pass 4,096 bytes, and with it every later change
 * to the preferences, the language included. The sealed value is about 4/3 of the JSON plus the
 * cipher's 28 bytes, so the JSON is kept under this.
 */
export const PREFERENCES_JSON_BUDGET = 2_800;

/**
 * The preferences made to fit the cookie: the oldest saved filters and grid layouts (insertion
 * order, newest last) go first, alternating between the larger of the two, until the JSON fits.
 * The language is never dropped.
 */
export function fitPreferences(prefs: Preferences, budget = PREFERENCES_JSON_BUDGET): Preferences {
  const size = (p: Preferences) => Buffer.byteLength(JSON.stringify(p), "utf8");
  let lists = Object.entries(prefs.lists ?? {});
  let layouts = Object.entries(prefs.layouts ?? {});
  const build = (): Preferences => ({
    ...prefs,
    ...(prefs.lists ? { lists: Object.fromEntries(lists) } : {}),
    ...(prefs.layouts ? { layouts: Object.fromEntries(layouts) } : {}),
  });
  let fitted = build();
  while (size(fitted) > budget && lists.length + layouts.length > 0) {
    const listBytes = JSON.stringify(lists).length;
    const layoutBytes = JSON.stringify(layouts).length;
    if (lists.length > 0 && (listBytes >= layoutBytes || layouts.length === 0)) lists = lists.slice(1);
    else layouts = layouts.slice(1);
    fitted = build();
  }
  return fitted;
}
export type Flash = z.infer<typeof purposes.flash.schema>;
export type PendingLogin = z.infer<typeof purposes.pendingLogin.schema>;
