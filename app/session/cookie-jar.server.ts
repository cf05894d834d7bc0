import { randomBytes } from "node:crypto";
import { z } from "zod";
import { sealJson, unsealJson } from "./seal.server";

/**
 * Every cookie the app sets goes through one CookieJar per request: the encrypted session, the
 * preference cookie that survives logout, and the one-shot flash message. Routes read and change
 * the jar; the host commits it once, when the response headers are written (see server/), so no
 * route ever serializes a cookie itself.
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

const sessionSchema = z.object({
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

const prefsSchema = z.object({
  lng: z.string().optional(),
  layouts: z.record(z.string().max(500)).optional(),
});
export type Preferences = z.infer<typeof prefsSchema>;

export const flashSchema = z.object({
  kind: z.enum(["success", "info", "warn", "error"]),
  /** An i18n key ("namespace:key"); params are interpolated when rendered. */
  key: z.string(),
  params: z.record(z.union([z.string(), z.number()])).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

/**
 * A sign-in waiting for its SMS code. The upstream wants the password again with the code; it
 * stays sealed in a five-minute cookie rather than in the page, where it would be in the HTML.
 */
const pendingLoginSchema = z.object({ username: z.string(), password: z.string(), expiresAt: z.number() });
export type PendingLogin = z.infer<typeof pendingLoginSchema>;
const PENDING_LOGIN_MS = 5 * 60_000;

/**
 * The result of an action, for the page the user is sent back to (the lanes' success dialog with
 * its Undo). One page, one read, like a flash message but with structured data.
 */
const outcomeSchema = z.object({ page: z.string(), data: z.unknown() });
type Outcome = z.infer<typeof outcomeSchema>;

export interface CookieJarOptions {
  secrets: readonly string[];
  secure: boolean;
  idleMs: number;
  maxMs: number;
  now?: () => number;
  /** Session ids that were logged out; a replayed cookie with one of them is refused. */
  isRevoked?: (sid: string) => boolean;
  /** Tokens refreshed for this session elsewhere (an event stream), newer than the cookie's. */
  latestTokens?: (sid: string) => { accessToken: string; refreshToken: string } | undefined;
}

// Browsers cap one cookie's name + value at 4096 bytes. Leave room for the name and attributes.
const CHUNK_SIZE = 3800;
const MAX_CHUNKS = 4;
// Re-issuing the cookie on every request would cost an encryption per hit; the idle clock only
// needs minute precision.
const TOUCH_AFTER_MS = 60_000;

export class SessionTooLargeError extends Error {
  override name = "SessionTooLargeError";
  constructor(bytes: number) {
    super(
      `The session is ${bytes} bytes after encryption, more than ${CHUNK_SIZE * MAX_CHUNKS} bytes over ${MAX_CHUNKS} cookies.`,
    );
  }
}

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

interface CookieAttributes {
  maxAge?: number;
  secure: boolean;
}

function serializeCookie(name: string, value: string, attrs: CookieAttributes): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (attrs.secure) parts.push("Secure");
  if (attrs.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(attrs.maxAge))}`);
    if (attrs.maxAge <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  }
  return parts.join("; ");
}

export function cookieNames(secure: boolean) {
  // `__Host-` pins the cookie to this host, path / and Secure; browsers refuse it over http.
  const prefix = secure ? "__Host-" : "";
  return {
    session: `${prefix}cd_session`,
    prefs: `${prefix}cd_prefs`,
    flash: `${prefix}cd_flash`,
    pending: `${prefix}cd_mfa`,
    outcome: `${prefix}cd_outcome`,
  };
}

type Change<T> = { kind: "unchanged" } | { kind: "set"; value: T } | { kind: "clear" };

export class CookieJar {
  private readonly names: ReturnType<typeof cookieNames>;
  private readonly now: () => number;
  private sessionCache: SessionData | null | undefined;
  private sessionChange: Change<SessionData> = { kind: "unchanged" };
  private sessionWasPresent = false;
  private sessionChunksInRequest = new Set<string>();
  private prefsCache: Preferences | undefined;
  private prefsChange: Change<Preferences> = { kind: "unchanged" };
  private flashCache: Flash | null | undefined;
  private flashChange: Change<Flash> = { kind: "unchanged" };
  private pendingChange: Change<PendingLogin> = { kind: "unchanged" };
  private outcomeChange: Change<Outcome> = { kind: "unchanged" };
  private sealedChanges = new Map<string, { value: unknown; maxAgeSeconds: number } | null>();

  constructor(
    private readonly cookies: Map<string, string>,
    private readonly options: CookieJarOptions,
  ) {
    this.names = cookieNames(options.secure);
    this.now = options.now ?? Date.now;
    for (const name of cookies.keys()) {
      if (name === this.names.session || name.startsWith(`${this.names.session}.`)) {
        this.sessionChunksInRequest.add(name);
      }
    }
  }

  static fromHeader(header: string | null | undefined, options: CookieJarOptions) {
    return new CookieJar(parseCookieHeader(header), options);
  }

  // ---- session ---------------------------------------------------------------------------

  /** The session, or null when absent, undecryptable, malformed, revoked, idle or too old. */
  getSession(): SessionData | null {
    if (this.sessionChange.kind === "set") return this.sessionChange.value;
    if (this.sessionChange.kind === "clear") return null;
    if (this.sessionCache !== undefined) return this.sessionCache;
    this.sessionCache = this.readSession();
    return this.sessionCache;
  }

  private readSession(): SessionData | null {
    const sealed = this.readChunks();
    if (!sealed) return null;
    this.sessionWasPresent = true;
    const parsed = sessionSchema.safeParse(unsealJson(sealed, this.options.secrets, "session"));
    if (!parsed.success) {
      // Undecryptable or tampered: sign out cleanly by clearing the cookie on this response.
      this.sessionChange = { kind: "clear" };
      return null;
    }
    const data = parsed.data;
    const now = this.now();
    const expired =
      now - data.createdAt > this.options.maxMs ||
      now - data.seenAt > this.options.idleMs ||
      data.createdAt > now + 60_000 ||
      this.options.isRevoked?.(data.sid) === true;
    if (expired) {
      this.sessionChange = { kind: "clear" };
      return null;
    }
    const newer = this.options.latestTokens?.(data.sid);
    if (newer && newer.refreshToken !== data.refreshToken) {
      this.sessionChange = { kind: "set", value: { ...data, ...newer, seenAt: now } };
      return this.sessionChange.value;
    }
    if (now - data.seenAt > TOUCH_AFTER_MS) {
      this.sessionChange = { kind: "set", value: { ...data, seenAt: now } };
      return this.sessionChange.value;
    }
    return data;
  }

  private readChunks(): string | null {
    const single = this.cookies.get(this.names.session);
    if (single) return single;
    const parts: string[] = [];
    for (let i = 0; i < MAX_CHUNKS; i++) {
      const part = this.cookies.get(`${this.names.session}.${i}`);
      if (part === undefined) break;
      parts.push(part);
    }
    return parts.length ? parts.join("") : null;
  }

  /** True when the request carried a session cookie that is no longer valid. */
  get sessionWasRejected(): boolean {
    this.getSession();
    return this.sessionWasPresent && this.sessionChange.kind === "clear";
  }

  /** Starts a new session (new id: no fixation) after sign-in. */
  startSession(input: Omit<SessionData, "v" | "sid" | "createdAt" | "seenAt">): SessionData {
    const now = this.now();
    const data: SessionData = {
      v: 1,
      sid: randomBytes(16).toString("base64url"),
      createdAt: now,
      seenAt: now,
      ...input,
    };
    this.sessionChange = { kind: "set", value: data };
    return data;
  }

  updateSession(update: (current: SessionData) => SessionData): SessionData | null {
    const current = this.getSession();
    if (!current) return null;
    const next = update(current);
    this.sessionChange = { kind: "set", value: next };
    return next;
  }

  destroySession() {
    this.getSession();
    this.sessionChange = { kind: "clear" };
  }

  // ---- preferences (survive logout) -------------------------------------------------------

  getPrefs(): Preferences {
    if (this.prefsChange.kind === "set") return this.prefsChange.value;
    if (this.prefsCache) return this.prefsCache;
    const raw = this.cookies.get(this.names.prefs);
    const parsed = raw ? prefsSchema.safeParse(unsealJson(raw, this.options.secrets, "prefs")) : null;
    this.prefsCache = parsed?.success ? parsed.data : {};
    return this.prefsCache;
  }

  setPrefs(update: Partial<Preferences>) {
    this.prefsChange = { kind: "set", value: { ...this.getPrefs(), ...update } };
  }

  // ---- flash (one request) ----------------------------------------------------------------

  /** Reads and removes the flash message. */
  takeFlash(): Flash | null {
    if (this.flashChange.kind === "set") {
      const value = this.flashChange.value;
      this.flashChange = { kind: "clear" };
      return value;
    }
    if (this.flashCache === undefined) {
      const raw = this.cookies.get(this.names.flash);
      const parsed = raw ? flashSchema.safeParse(unsealJson(raw, this.options.secrets, "flash")) : null;
      this.flashCache = parsed?.success ? parsed.data : null;
    }
    const value = this.flashCache;
    if (this.cookies.has(this.names.flash)) this.flashChange = { kind: "clear" };
    this.flashCache = null;
    return value;
  }

  setFlash(flash: Flash) {
    this.flashChange = { kind: "set", value: flash };
  }

  // ---- pending second-factor sign-in ------------------------------------------------------

  getPendingLogin(): PendingLogin | null {
    if (this.pendingChange.kind === "set") return this.pendingChange.value;
    if (this.pendingChange.kind === "clear") return null;
    const raw = this.cookies.get(this.names.pending);
    const parsed = raw
      ? pendingLoginSchema.safeParse(unsealJson(raw, this.options.secrets, "pending-login"))
      : null;
    if (!parsed?.success || parsed.data.expiresAt < this.now()) return null;
    return parsed.data;
  }

  setPendingLogin(username: string, password: string) {
    this.pendingChange = {
      kind: "set",
      value: { username, password, expiresAt: this.now() + PENDING_LOGIN_MS },
    };
  }

  clearPendingLogin() {
    this.pendingChange = { kind: "clear" };
  }

  // ---- other sealed cookies (one purpose each) --------------------------------------------------

  private sealedName(purpose: string) {
    return `${this.options.secure ? "__Host-" : ""}cd_${purpose}`;
  }

  /** A sealed value kept for one flow (e.g. a registration without a session), or null. */
  getSealed<T>(purpose: string, schema: z.ZodType<T>): T | null {
    if (this.sealedChanges.has(purpose)) {
      const change = this.sealedChanges.get(purpose);
      return change ? (schema.safeParse(change.value).data ?? null) : null;
    }
    const raw = this.cookies.get(this.sealedName(purpose));
    if (!raw) return null;
    const parsed = schema.safeParse(unsealJson(raw, this.options.secrets, purpose));
    return parsed.success ? parsed.data : null;
  }

  setSealed(purpose: string, value: unknown, maxAgeSeconds: number) {
    this.sealedChanges.set(purpose, { value, maxAgeSeconds });
  }

  clearSealed(purpose: string) {
    this.sealedChanges.set(purpose, null);
  }

  // ---- action outcome for one page ------------------------------------------------------------

  setOutcome(page: string, data: unknown) {
    this.outcomeChange = { kind: "set", value: { page, data } };
  }

  /** The outcome meant for `page`, removed once read; null for any other page. */
  takeOutcome(page: string): unknown {
    if (this.outcomeChange.kind === "set")
      return this.outcomeChange.value.page === page ? this.outcomeChange.value.data : null;
    const raw = this.cookies.get(this.names.outcome);
    if (!raw) return null;
    const parsed = outcomeSchema.safeParse(unsealJson(raw, this.options.secrets, "outcome"));
    if (!parsed.success || parsed.data.page !== page) return null;
    this.outcomeChange = { kind: "clear" };
    return parsed.data.data;
  }

  // ---- commit -----------------------------------------------------------------------------

  /** The Set-Cookie header values for this response. Called once, by the host. */
  commit(): string[] {
    const out: string[] = [];
    const secure = this.options.secure;

    if (this.sessionChange.kind === "set") {
      const data = this.sessionChange.value;
      const sealed = sealJson(data, this.options.secrets, "session");
      const maxAge = (data.createdAt + this.options.maxMs - this.now()) / 1000;
      const written = new Set<string>();
      if (sealed.length <= CHUNK_SIZE) {
        out.push(serializeCookie(this.names.session, sealed, { secure, maxAge }));
        written.add(this.names.session);
      } else {
        const count = Math.ceil(sealed.length / CHUNK_SIZE);
        if (count > MAX_CHUNKS) throw new SessionTooLargeError(sealed.length);
        for (let i = 0; i < count; i++) {
          const name = `${this.names.session}.${i}`;
          out.push(
            serializeCookie(name, sealed.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), { secure, maxAge }),
          );
          written.add(name);
        }
      }
      for (const stale of this.sessionChunksInRequest) {
        if (!written.has(stale)) out.push(serializeCookie(stale, "", { secure, maxAge: 0 }));
      }
    } else if (this.sessionChange.kind === "clear") {
      for (const name of this.sessionChunksInRequest)
        out.push(serializeCookie(name, "", { secure, maxAge: 0 }));
    }

    if (this.prefsChange.kind === "set") {
      const sealed = sealJson(this.prefsChange.value, this.options.secrets, "prefs");
      out.push(serializeCookie(this.names.prefs, sealed, { secure, maxAge: 400 * 24 * 3600 }));
    }

    for (const [purpose, change] of this.sealedChanges) {
      const name = this.sealedName(purpose);
      if (change)
        out.push(
          serializeCookie(name, sealJson(change.value, this.options.secrets, purpose), {
            secure,
            maxAge: change.maxAgeSeconds,
          }),
        );
      else if (this.cookies.has(name)) out.push(serializeCookie(name, "", { secure, maxAge: 0 }));
    }

    if (this.outcomeChange.kind === "set") {
      const sealed = sealJson(this.outcomeChange.value, this.options.secrets, "outcome");
      out.push(serializeCookie(this.names.outcome, sealed, { secure, maxAge: 300 }));
    } else if (this.outcomeChange.kind === "clear" && this.cookies.has(this.names.outcome)) {
      out.push(serializeCookie(this.names.outcome, "", { secure, maxAge: 0 }));
    }

    if (this.pendingChange.kind === "set") {
      const sealed = sealJson(this.pendingChange.value, this.options.secrets, "pending-login");
      out.push(serializeCookie(this.names.pending, sealed, { secure, maxAge: PENDING_LOGIN_MS / 1000 }));
    } else if (this.pendingChange.kind === "clear" && this.cookies.has(this.names.pending)) {
      out.push(serializeCookie(this.names.pending, "", { secure, maxAge: 0 }));
    }

    if (this.flashChange.kind === "set") {
      const sealed = sealJson(this.flashChange.value, this.options.secrets, "flash");
      out.push(serializeCookie(this.names.flash, sealed, { secure, maxAge: 120 }));
    } else if (this.flashChange.kind === "clear" && this.cookies.has(this.names.flash)) {
      out.push(serializeCookie(this.names.flash, "", { secure, maxAge: 0 }));
    }
    return out;
  }
}
