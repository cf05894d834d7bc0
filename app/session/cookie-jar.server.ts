import { randomBytes } from "node:crypto";
import { parse, serialize } from "cookie";
import { z } from "zod";
import {
  fitPreferences,
  purposes,
  sealedPurpose,
  sessionSchema,
  type CookiePurpose,
  type Flash,
  type PendingLogin,
  type Preferences,
  type SessionData,
} from "./cookie-purposes.server";
import { sealJson, unsealJson } from "./seal.server";

export type { Flash, PendingLogin, Preferences, SessionAccount, SessionData } from "./cookie-purposes.server";
export { purposes } from "./cookie-purposes.server";

/**
 * Every cookie the app reads or sets goes through one CookieJar per request. Routes read and
 * change the jar; the host commits it once, when the response headers are written (see server/),
 * so no route ever serializes a cookie itself. The session has its own rules (chunks, timeouts,
 * revocation); every other cookie is a `CookiePurpose` handled by one get/set/clear.
 */

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
  return new Map(Object.entries(header ? parse(header) : {}));
}

export class CookieJar {
  private readonly now: () => number;
  private readonly sessionName: string;
  /** Cookies to write (a value) or delete (null), by name. */
  private readonly changes = new Map<string, { purpose: CookiePurpose<unknown>; value: unknown }>();
  /** Undefined until read; `sessionChanged` once it must be written or deleted. */
  private session: SessionData | null | undefined;
  private sessionChanged = false;
  private sessionWasPresent = false;

  constructor(
    private readonly cookies: Map<string, string>,
    private readonly options: CookieJarOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.sessionName = this.nameOf({ name: "cd_session", seal: "session" });
  }

  static fromHeader(header: string | null | undefined, options: CookieJarOptions) {
    return new CookieJar(parseCookieHeader(header), options);
  }

  private nameOf(p: Pick<CookiePurpose<unknown>, "name" | "seal">) {
    // `__Host-` pins the cookie to this host, path / and Secure; browsers refuse it over http.
    return p.seal && this.options.secure ? `__Host-${p.name}` : p.name;
  }

  /** The purpose's value, or null when absent, unopenable, malformed or cleared. */
  get<T>(p: CookiePurpose<T>): T | null {
    const change = this.changes.get(this.nameOf(p));
    const raw = change ? change.value : this.cookies.get(this.nameOf(p));
    if (raw === null || raw === undefined || raw === "") return null;
    const value = change || !p.seal ? raw : unsealJson(raw as string, this.options.secrets, p.seal);
    return p.schema.safeParse(value).data ?? null;
  }

  set<T>(p: CookiePurpose<T>, value: T) {
    this.changes.set(this.nameOf(p), { purpose: p as CookiePurpose<unknown>, value });
  }

  /** Deletes the cookie (if the browser sent one). */
  clear(p: CookiePurpose<unknown>) {
    this.changes.set(this.nameOf(p), { purpose: p, value: null });
  }

  /** Reads and deletes: a value meant for one page. */
  take<T>(p: CookiePurpose<T>): T | null {
    const value = this.get(p);
    this.clear(p);
    return value;
  }

  // Shortcuts for the purposes routes use.
  getPrefs = (): Preferences => this.get(purposes.prefs) ?? {};
  setPrefs = (update: Partial<Preferences>) =>
    this.set(purposes.prefs, fitPreferences({ ...this.getPrefs(), ...update }));
  takeFlash = () => this.take(purposes.flash);
  setFlash = (flash: Flash) => this.set(purposes.flash, flash);
  setOutcome = (page: string, data: unknown) => this.set(purposes.outcome, { page, data });
  clearPendingLogin = () => this.clear(purposes.pendingLogin);
  getSealed = <T>(purpose: string, schema: z.ZodType<T>) => this.get(sealedPurpose(purpose, schema, 0));
  setSealed = (purpose: string, value: unknown, maxAgeSeconds: number) =>
    this.set(sealedPurpose(purpose, z.unknown(), maxAgeSeconds), value);

  getPendingLogin(): PendingLogin | null {
    const pending = this.get(purposes.pendingLogin);
    return pending && pending.expiresAt >= this.now() ? pending : null;
  }

  setPendingLogin(username: string, password: string) {
    const expiresAt = this.now() + purposes.pendingLogin.maxAgeSeconds * 1000;
    this.set(purposes.pendingLogin, { username, password, expiresAt });
  }

  /** The outcome meant for `page`, removed once read; null (and kept) for any other page. */
  takeOutcome(page: string): unknown {
    const outcome = this.get(purposes.outcome);
    if (outcome?.page !== page) return null;
    // One set during this request is still on its way to its page.
    if (!this.changes.has(this.nameOf(purposes.outcome))) this.clear(purposes.outcome);
    return outcome.data;
  }

  /** The session, or null when absent, undecryptable, malformed, revoked, idle or too old. */
  getSession(): SessionData | null {
    if (this.session === undefined) this.session = this.readSession();
    return this.session;
  }

  private changeSession(value: SessionData | null) {
    this.session = value;
    this.sessionChanged = true;
    return value;
  }

  private readSession(): SessionData | null {
    const single = this.cookies.get(this.sessionName);
    const chunks = Array.from({ length: MAX_CHUNKS }, (_, i) => this.cookies.get(`${this.sessionName}.${i}`));
    const end = chunks.indexOf(undefined);
    const sealed = single || chunks.slice(0, end < 0 ? MAX_CHUNKS : end).join("");
    if (!sealed) return null;
    this.sessionWasPresent = true;
    const parsed = sessionSchema.safeParse(unsealJson(sealed, this.options.secrets, "session"));
    // Undecryptable or tampered: sign out cleanly by clearing the cookie on this response.
    if (!parsed.success) return this.changeSession(null);
    const data = parsed.data;
    const now = this.now();
    const expired =
      now - data.createdAt > this.options.maxMs ||
      now - data.seenAt > this.options.idleMs ||
      data.createdAt > now + 60_000 ||
      this.options.isRevoked?.(data.sid) === true;
    if (expired) return this.changeSession(null);
    const newer = this.options.latestTokens?.(data.sid);
    if (newer && newer.refreshToken !== data.refreshToken)
      return this.changeSession({ ...data, ...newer, seenAt: now });
    if (now - data.seenAt > TOUCH_AFTER_MS) return this.changeSession({ ...data, seenAt: now });
    return data;
  }

  /** True when the request carried a session cookie that is no longer valid. */
  get sessionWasRejected(): boolean {
    return this.getSession() === null && this.sessionWasPresent && this.sessionChanged;
  }

  /** Starts a new session (new id: no fixation) after sign-in. */
  startSession(input: Omit<SessionData, "v" | "sid" | "createdAt" | "seenAt">): SessionData {
    const now = this.now();
    const sid = randomBytes(16).toString("base64url");
    return this.changeSession({ v: 1, sid, createdAt: now, seenAt: now, ...input })!;
  }

  updateSession(update: (current: SessionData) => SessionData): SessionData | null {
    const current = this.getSession();
    return current ? this.changeSession(update(current)) : null;
  }

  destroySession() {
    this.getSession();
    this.changeSession(null);
  }

  /** The Set-Cookie header values for this response. Called once, by the host. */
  commit(): string[] {
    const out: string[] = [];
    if (this.sessionChanged) {
      const sealed = this.session ? sealJson(this.session, this.options.secrets, "session") : "";
      const count = Math.ceil(sealed.length / CHUNK_SIZE);
      if (count > MAX_CHUNKS) throw new SessionTooLargeError(sealed.length);
      const maxAge = this.session ? (this.session.createdAt + this.options.maxMs - this.now()) / 1000 : 0;
      const names = Array.from({ length: count }, (_, i) =>
        count === 1 ? this.sessionName : `${this.sessionName}.${i}`,
      );
      names.forEach((name, i) =>
        out.push(this.cookie(name, sealed.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), maxAge)),
      );
      // Chunks the browser holds that this response does not overwrite.
      for (const name of this.cookies.keys())
        if ((name === this.sessionName || name.startsWith(`${this.sessionName}.`)) && !names.includes(name))
          out.push(this.cookie(name, "", 0));
    }
    for (const [name, { purpose: p, value }] of this.changes) {
      if (value === null) {
        if (this.cookies.has(name)) out.push(this.cookie(name, "", 0));
      } else {
        const text = p.seal ? sealJson(value, this.options.secrets, p.seal) : String(value);
        out.push(this.cookie(name, text, p.maxAgeSeconds));
      }
    }
    return out;
  }

  private cookie(name: string, value: string, maxAgeSeconds: number) {
    const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
    // An expiry in the past as well: some old browsers ignore Max-Age=0.
    const expires = maxAge === 0 ? new Date(0) : undefined;
    return serialize(name, value, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: this.options.secure,
      maxAge,
      expires,
    });
  }
}
