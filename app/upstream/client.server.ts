import { createHash } from "node:crypto";
import type { z } from "zod";
import { accounts } from "@contract/accounts";
import { pathOf, type CallDefinition } from "@contract/call";
import { entryMatcher } from "@contract/match";
import { contractWarnings } from "@contract/common";
import { log } from "~/observability/logger.server";
import { metricsEnabled, recordTokenRefresh, recordUpstreamCall } from "~/observability/metrics.server";
import { BreakerOpen, throughBreaker, type BreakerSettings } from "./breaker.server";
import { isExtension, offeredBy, type ExtensionsSetting, type Offered } from "./extensions.server";
import { refreshOnce, type Shared, type TokenPair } from "./refresh.server";

/**
 * The only code that calls the upstream /api. Every call gets the bearer token, time zone,
 * language, role and request-id headers, a timeout tied to the browser's request, one
 * refresh-and-retry on 401/403, and an outcome that says exactly what happened.
 *
 * Sessions are not this folder's business: the signed-in user's tokens, where a refreshed pair
 * goes and what happens when the refresh token is refused all come through `UpstreamSession`,
 * which the session layer puts in the request context (app/session/upstream-session.server.ts).
 */

export const HEADERS = {
  timeZone: "Timezone",
  role: "Role",
  requestId: "X-Request-Id",
} as const;

export interface FieldError {
  field: string;
  message: string;
}

export type UpstreamResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: "validation"; status: 422; fieldErrors: FieldError[]; message?: string }
  | {
      ok: false;
      kind: "conflict";
      status: 409;
      code?: string;
      message?: string;
      /** The answer's JSON, for a conflict that says more than its code (its area reads it). */
      body?: Record<string, unknown>;
    }
  | { ok: false; kind: "http"; status: number; code?: string; message?: string; reason?: string }
  | { ok: false; kind: "timeout" | "network" | "contract"; status: number }
  /** An extension call this upstream does not answer (issue 39): the feature is not offered. */
  | { ok: false; kind: "not-offered"; status: 404 }
  /** The refresh token was refused; the session layer has ended the session. */
  | { ok: false; kind: "session-expired"; status: 401 };

export type UpstreamFailure = Exclude<UpstreamResult<unknown>, { ok: true }>;

interface FetchInit {
  method?: string;
  query?: Query;
  headers?: Record<string, string>;
  body?: BodyInit;
  role?: "doctor" | "patient";
  anonymous?: boolean;
  timeoutMs?: number;
  duplex?: "half";
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface CallOptions<S extends z.ZodTypeAny | undefined> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  /** A JSON body. */
  json?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: Record<string, string | undefined>;
  /** A raw body (multipart streams); set its content type in headers. */
  body?: BodyInit;
  headers?: Record<string, string>;
  /**
   * What a success must look like. Without a schema the body is not needed: a 2xx is a success
   * even when the body is empty or not JSON (undo-cancel answers that way).
   */
  schema?: S;
  /** "text" for the calls that answer plain text. */
  responseType?: "json" | "text";
  /** Account calls: their bodies are never logged and 422 is not turned into the data dialog. */
  accountCall?: boolean;
  /** Send without the session's token (public calls). */
  anonymous?: boolean;
  /** Override the role header (patient-session calls send "patient"). */
  role?: "doctor" | "patient";
  timeoutMs?: number;
  /** The contract entry this call is (`invoke` says; a call by path is matched), for the metrics. */
  entryId?: string;
}

type Data<S> = S extends z.ZodTypeAny ? z.output<S> : unknown;

/** What a contract entry's success answers: its JSON schema's output, text, or nothing read. */
type Answered<C extends CallDefinition> = {
  [K in keyof C["responses"]]-?: NonNullable<C["responses"][K]> extends { json: infer S extends z.ZodTypeAny }
    ? z.output<S>
    : NonNullable<C["responses"][K]> extends { text: true }
      ? string
      : never;
}[keyof C["responses"]];
type EntryData<C extends CallDefinition> = [Answered<C>] extends [never] ? unknown : Answered<C>;

export interface EntryOptions extends Omit<CallOptions<undefined>, "method" | "schema" | "responseType"> {
  /** The path's parameters (`{id}`), each sent as one encoded segment. */
  params?: Record<string, string | number>;
}

export interface SessionTokens extends TokenPair {
  role: "doctor" | "patient";
}

/** What the client needs from the session; the session layer implements it. */
export interface UpstreamSession {
  /** The signed-in user's tokens, or null when nobody is signed in. */
  tokens(): SessionTokens | null;
  /** Where parallel refreshes meet (other instances, sealed results). */
  sharing(): Shared;
  /** Keeps a refreshed pair for this request's cookie and for responses that can no longer set one. */
  refreshed(tokens: TokenPair): void;
  /**
   * The upstream refused the refresh token. The session layer ends the session here and may
   * throw (the app's redirect to sign in); if it returns, the call answers "session-expired".
   */
  expired(request: Request): void;
}

/** The parts of the request context the client reads (RequestContext has them all). */
export interface UpstreamContext {
  config: {
    upstreamApiUrl: string;
    upstreamTimeoutMs: number;
    upstreamExtensions?: ExtensionsSetting;
    upstreamBreaker?: BreakerSettings;
    pageDeadlineMs?: number;
    /** How long a patient look-up is reused (spec part 2 §9: 500 ms); 0 never. */
    patientLookupCacheMs?: number;
  };
  locale: string;
  timeZone: string;
  requestId: string;
  clientGone: AbortSignal;
  /** When the page's calls must be done (ms since the epoch); none: each call has the full timeout. */
  deadlineAt?: number;
  upstreamSession: UpstreamSession;
}

const EXPIRED = Symbol("session expired");
const DEFAULT_BREAKER: BreakerSettings = { failures: 5, probeMs: 5000 };

/** Which entry a call made by path is (only asked when the upstream lacks an extension). */
const matchEntry = entryMatcher();

// What the contract's readers forgive (an unknown time zone read as absent) goes to the app's log.
contractWarnings.report = (message, fields) => log.warn(message, fields);

export class UpstreamClient {
  constructor(
    private readonly context: UpstreamContext,
    private readonly request: Request,
  ) {}

  /** The timeouts of this client's calls (see `signal`). */
  private readonly timeouts = new Set<AbortSignal>();

  get baseUrl() {
    return this.context.config.upstreamApiUrl;
  }

  private get breakerSettings(): BreakerSettings {
    return this.context.config.upstreamBreaker ?? DEFAULT_BREAKER;
  }

  /**
   * Who this client's calls go as, for a cache of answers that depend on the caller: a digest of
   * the session's access token (never the token itself), null without a session. A refreshed token
   * is another key, which only costs a cache miss.
   */
  get patientLookupCacheMs(): number {
    return this.context.config.patientLookupCacheMs ?? 0;
  }

  callerKey(): string | null {
    const token = this.context.upstreamSession.tokens()?.accessToken;
    return token ? createHash("sha256").update(token).digest("base64url") : null;
  }

  url(path: string, query?: Query) {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null || value === "") continue;
      if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
      else url.searchParams.set(key, String(value));
    }
    return url;
  }

  /** The standard headers, without a body type. */
  headers(token: string | undefined, role?: "doctor" | "patient"): Headers {
    const headers = new Headers({
      Accept: "application/json",
      "Accept-Language": this.context.locale,
      [HEADERS.timeZone]: this.context.timeZone,
      [HEADERS.role]: role ?? this.context.upstreamSession.tokens()?.role ?? "doctor",
      [HEADERS.requestId]: this.context.requestId,
    });
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return headers;
  }

  /**
   * A signal that aborts when the call takes longer than its limit and, for a read, when the
   * browser goes away. The limit is what is left of the page's deadline (issue 42: a hung upstream
   * answers "taking too long" in seconds, not after a minute), or the full per-call timeout (50 s
   * by default, spec part 2 §9) for a call that is long by nature: `timeoutMs` given, a download
   * or an upload. A write runs to its end when the browser goes away: once sent, the upstream may
   * have made the change, and a post sent again (a double click without JS, which abandons the
   * first) waits for the first one's answer instead of losing it.
   */
  signal(timeoutMs?: number, method = "GET") {
    const perCall = this.context.config.upstreamTimeoutMs;
    const deadline = this.context.deadlineAt;
    const limit =
      timeoutMs ?? (deadline === undefined ? perCall : Math.min(perCall, Math.max(1, deadline - Date.now())));
    const timeout = AbortSignal.timeout(limit);
    // AbortSignal.any holds its sources weakly and Node's timer holds its signal weakly, so after a
    // garbage collection the timeout would never fire and a hung upstream would hang the page
    // (nodejs/node#57736). The client holds it while its calls run.
    this.timeouts.add(timeout);
    if (method !== "GET" && method !== "HEAD") return timeout;
    return AbortSignal.any([this.request.signal, this.context.clientGone, timeout]);
  }

  /**
   * How long a call bound by the page's deadline may go unanswered before the breaker counts it
   * as failed (half the deadline): a call slow by nature (`timeoutMs`) is never judged hung.
   */
  private hangMs(timeoutMs?: number) {
    const deadlineMs = this.context.config.pageDeadlineMs;
    if (timeoutMs !== undefined || this.context.deadlineAt === undefined || !deadlineMs) return undefined;
    return Math.max(1, Math.floor(deadlineMs / 2));
  }

  /**
   * Raw fetch with headers, timeout and the refresh-and-retry; for streams and downloads. A
   * refused refresh is handed to the session layer, then answered as the upstream's 401.
   */
  async fetch(path: string, init: FetchInit = {}): Promise<Response> {
    const method = init.method ?? "GET";
    if (await this.lacks(method, path)) return new Response(null, { status: 404 });
    const started = performance.now();
    let response: Response | typeof EXPIRED;
    try {
      // Files and streams: the per-call limit, not the page's deadline (a large download is slow by nature).
      response = await this.send(path, {
        ...init,
        timeoutMs: init.timeoutMs ?? this.context.config.upstreamTimeoutMs,
      });
    } catch (error) {
      this.measured(method, path, undefined, failureOf(error, this.request), started);
      throw error;
    }
    // Until the answer's headers: a file's body is the browser's to wait for.
    this.measured(method, path, undefined, response === EXPIRED ? 401 : response.status, started);
    if (response !== EXPIRED) return response;
    this.context.upstreamSession.expired(this.request);
    return new Response(null, { status: 401 });
  }

  private async send(path: string, init: FetchInit): Promise<Response | typeof EXPIRED> {
    const attempt = (token: string | undefined) => {
      const headers = this.headers(token, init.role);
      for (const [k, v] of Object.entries(init.headers ?? {})) headers.set(k, v);
      return throughBreaker(
        this.baseUrl,
        this.breakerSettings,
        (opened) =>
          fetch(this.url(path, init.query), {
            method: init.method ?? "GET",
            headers,
            body: init.body,
            signal: AbortSignal.any([this.signal(init.timeoutMs, init.method), opened]),
            redirect: "manual",
            ...(init.duplex ? { duplex: init.duplex } : {}),
          } as RequestInit),
        this.hangMs(init.timeoutMs),
      );
    };
    const tokens = init.anonymous ? null : this.context.upstreamSession.tokens();
    const response = await attempt(tokens?.accessToken);
    if ((response.status === 401 || response.status === 403) && tokens) {
      // A streamed body cannot be sent twice; such callers get the 401 and decide.
      if (init.body && typeof init.body !== "string" && !(init.body instanceof URLSearchParams))
        return response;
      discard(response);
      const fresh = await this.renew(tokens.refreshToken);
      return fresh ? attempt(fresh.accessToken) : EXPIRED;
    }
    return response;
  }

  /**
   * Refreshes the session's tokens once (single-flight) and hands the new pair to the session;
   * null when the upstream refused, after the session layer has ended the session (which
   * usually throws its redirect to sign in).
   */
  async refresh(refreshToken: string): Promise<TokenPair | null> {
    const tokens = await this.renew(refreshToken);
    if (!tokens) this.context.upstreamSession.expired(this.request);
    return tokens;
  }

  private async renew(refreshToken: string): Promise<TokenPair | null> {
    const session = this.context.upstreamSession;
    const tokens = await refreshOnce(refreshToken, (rt) => this.performRefresh(rt), session.sharing());
    if (tokens) session.refreshed(tokens);
    return tokens;
  }

  private async performRefresh(refreshToken: string): Promise<TokenPair | null> {
    const started = performance.now();
    try {
      const response = await fetch(this.url(pathOf(accounts.refreshToken)), {
        method: "POST",
        headers: { ...Object.fromEntries(this.headers(undefined)), "Content-Type": "application/json" },
        body: JSON.stringify({ refreshToken }),
        signal: this.signal(undefined, "POST"),
      });
      this.measured("POST", "", accounts.refreshToken.id, response.status, started);
      if (!response.ok) {
        discard(response);
        log.warn("upstream refresh refused", { status: response.status });
        recordTokenRefresh("refused");
        return null;
      }
      const body = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
      if (typeof body.access_token !== "string" || typeof body.refresh_token !== "string") {
        // An answer without a pair is the upstream failing, not refusing: the session may live on.
        recordTokenRefresh("failed");
        return null;
      }
      recordTokenRefresh("ok");
      return { accessToken: body.access_token, refreshToken: body.refresh_token };
    } catch (error) {
      log.warn("upstream refresh failed", { error: (error as Error).name });
      this.measured("POST", "", accounts.refreshToken.id, failureOf(error, this.request), started);
      recordTokenRefresh("failed");
      return null;
    }
  }

  /** Which extension calls the upstream answers (see extensions.server.ts). */
  offered(): Promise<Offered> {
    return offeredBy(this.baseUrl, this.context.config.upstreamExtensions ?? "probe");
  }

  /** Whether the upstream answers the entry's call: every documented one, the extensions it names. */
  async offers(entry: Pick<CallDefinition, "source"> & { id?: string }): Promise<boolean> {
    if (!isExtension(entry) || !entry.id) return true;
    return !(await this.offered()).missing.has(entry.id);
  }

  /** Whether the upstream answers a call made by path (the code lists' services). */
  async answers(method: string, path: string): Promise<boolean> {
    return !(await this.lacks(method, path));
  }

  /** Whether a call made by path (downloads, images, the code lists) is an extension the upstream lacks. */
  private async lacks(method: string, path: string): Promise<boolean> {
    const { missing } = await this.offered();
    if (missing.size === 0) return false;
    const entry = matchEntry(method, path.split("?")[0]!)?.call;
    return !!entry && missing.has(entry.id);
  }

  /**
   * A call through its contract entry (issue 39): the entry gives the method and the path, and a
   * success is read through the entry's answer schema. An extension the upstream does not answer
   * is not called (see `call`): it answers "not offered".
   */
  invoke<C extends CallDefinition>(
    entry: C,
    options: EntryOptions = {},
  ): Promise<UpstreamResult<EntryData<C>>> {
    const { params, ...rest } = options;
    const answer = entry.responses[200] ?? entry.responses[201] ?? entry.responses[202];
    const schema = answer && "json" in answer ? answer.json : undefined;
    return this.call(pathOf(entry, params), {
      ...rest,
      entryId: "id" in entry && typeof entry.id === "string" ? entry.id : undefined,
      method: entry.method,
      schema,
      responseType: answer && "text" in answer ? "text" : "json",
    }) as Promise<UpstreamResult<EntryData<C>>>;
  }

  async call<S extends z.ZodTypeAny | undefined = undefined>(
    path: string,
    options: CallOptions<S> = {},
  ): Promise<UpstreamResult<Data<S>>> {
    const method = options.method ?? "GET";
    if (await this.lacks(method, path)) return { ok: false, kind: "not-offered", status: 404 };
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(options.form)) if (v !== undefined) params.set(k, v);
      body = params;
    }
    const started = performance.now();
    let response: Response | typeof EXPIRED;
    try {
      response = await this.send(path, {
        method,
        query: options.query,
        headers,
        body,
        role: options.role,
        anonymous: options.anonymous,
        // A raw body is an upload: the per-call limit, as downloads have.
        timeoutMs:
          options.timeoutMs ??
          (options.body !== undefined ? this.context.config.upstreamTimeoutMs : undefined),
      });
      this.measured(method, path, options.entryId, response === EXPIRED ? 401 : response.status, started);
      // Which calls a page makes (the benchmarks' pass-through baseline replays them).
      log.debug("upstream call", {
        method,
        url: this.url(path, options.query).pathname + this.url(path, options.query).search,
        status: response === EXPIRED ? 401 : response.status,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      this.measured(method, path, options.entryId, failureOf(error, this.request), started);
      if (this.request.signal.aborted && method === "GET") throw error;
      if (error instanceof BreakerOpen) {
        // Not a line per call: the breaker's opening is logged once (breaker.server.ts).
        log.debug("upstream call refused: circuit open", { method, path });
        return { ok: false, kind: "network", status: 503 };
      }
      const kind = (error as Error).name === "TimeoutError" ? "timeout" : "network";
      log.warn(failedLine(method, path, kind === "timeout" ? "timed out" : "network error"), {
        method,
        path,
        kind,
        ms: Math.round(performance.now() - started),
      });
      return { ok: false, kind, status: kind === "timeout" ? 504 : 503 };
    }
    if (response === EXPIRED) {
      // Outside the try: whatever the session layer throws (its redirect) reaches the route as is.
      this.context.upstreamSession.expired(this.request);
      return { ok: false, kind: "session-expired", status: 401 };
    }
    return this.interpret(response, method, path, options);
  }

  /**
   * One call's duration for the metrics, named by its contract entry: given by `invoke`, else the
   * entry whose method and path it matches (only looked up with metrics on), else `fetch`.
   */
  private measured(
    method: string,
    path: string,
    entryId: string | undefined,
    status: number | string,
    started: number,
  ) {
    if (!metricsEnabled()) return;
    const call = entryId ?? matchEntry(method, path.split("?")[0]!)?.call.id ?? "fetch";
    recordUpstreamCall(call, status, (performance.now() - started) / 1000);
  }

  private async interpret<S extends z.ZodTypeAny | undefined>(
    response: Response,
    method: string,
    path: string,
    options: CallOptions<S>,
  ): Promise<UpstreamResult<Data<S>>> {
    let text: string;
    try {
      text = await response.text();
    } catch {
      // A body cut off half way.
      log.warn("upstream body unreadable", { method, path, status: response.status });
      return response.ok && !options.schema
        ? { ok: true, status: response.status, data: undefined as Data<S> }
        : { ok: false, kind: "network", status: 502 };
    }
    let json: unknown = undefined;
    let parsed = false;
    if (text.length > 0 && options.responseType !== "text") {
      try {
        json = JSON.parse(text);
        parsed = true;
      } catch {
        parsed = false;
      }
    }

    if (response.ok) {
      if (options.responseType === "text") {
        return {
          ok: true,
          status: response.status,
          data: (options.schema ? options.schema.parse(text) : text) as Data<S>,
        };
      }
      if (!options.schema)
        return { ok: true, status: response.status, data: (parsed ? json : undefined) as Data<S> };
      const result = options.schema.safeParse(json);
      if (!result.success) {
        log.error("upstream contract error", {
          method,
          path,
          status: response.status,
          issues: result.error.issues.slice(0, 5).map((i) => ({ path: i.path.join("."), code: i.code })),
        });
        return { ok: false, kind: "contract", status: 502 };
      }
      return { ok: true, status: response.status, data: result.data as Data<S> };
    }

    const errorBody = (parsed && json && typeof json === "object" ? json : {}) as {
      code?: unknown;
      message?: unknown;
      reason?: unknown;
      fieldErrors?: unknown;
    };
    const code = typeof errorBody.code === "string" ? errorBody.code : undefined;
    const message = typeof errorBody.message === "string" ? errorBody.message.slice(0, 500) : undefined;
    const reason = typeof errorBody.reason === "string" ? errorBody.reason.slice(0, 500) : undefined;

    if (response.status === 422 && Array.isArray(errorBody.fieldErrors)) {
      const fieldErrors = errorBody.fieldErrors
        .filter(
          (e): e is FieldError =>
            !!e && typeof e === "object" && typeof (e as FieldError).message === "string",
        )
        .map((e) => ({ field: String(e.field ?? ""), message: String(e.message).slice(0, 500) }));
      log.info("upstream refused the data", {
        method,
        path,
        status: 422,
        fields: fieldErrors.map((e) => e.field),
      });
      return { ok: false, kind: "validation", status: 422, fieldErrors, message };
    }
    if (response.status === 409)
      return parsed && json && typeof json === "object"
        ? { ok: false, kind: "conflict", status: 409, code, message, body: json as Record<string, unknown> }
        : { ok: false, kind: "conflict", status: 409, code, message };
    log.warn(failedLine(method, path, message ?? SERVER_ERROR), {
      method,
      path,
      status: response.status,
      code: options.accountCall ? undefined : code,
    });
    return { ok: false, kind: "http", status: response.status, code, message, reason };
  }
}

/** What a failed call's log line says when the upstream gave no message (spec part 2 §8). */
export const SERVER_ERROR = "Server error";

/**
 * The generic service handler's words for a failed call (spec part 2 §8): the operation, "failed:"
 * and the cause (the upstream's message, or "Server error"). Ids in the path are kept: they are
 * what support looks for; the logger masks anything shaped like a credential.
 */
export function failedLine(method: string, path: string, cause: string): string {
  return `${method} ${path} failed: ${cause.slice(0, 200)}`;
}

/** The upstream client for this request. */
export function upstream(context: UpstreamContext, request: Request) {
  return new UpstreamClient(context, request);
}

/** What a call that got no answer ended with, as the metrics name it. */
function failureOf(error: unknown, request: Request): string {
  if (error instanceof BreakerOpen) return "open-breaker";
  if ((error as Error)?.name === "TimeoutError") return "timeout";
  return request.signal.aborted ? "aborted" : "network";
}

/** Releases a body we will not read. Not awaited: some fetch implementations settle it late. */
function discard(response: Response) {
  response.body?.cancel().catch(() => undefined);
}
