import type { Call } from "../../contract/call";
import { pathOf } from "../../contract/call";

export type Outcome = "conforms" | "differs" | "missing" | "refused" | "skipped" | "status";

export interface Row {
  call: string;
  path: string;
  status: number | "";
  outcome: Outcome;
  detail: string;
}

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

export interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
}

/** A signed-in connection to the backend under test. */
export class Backend {
  private constructor(
    readonly base: string,
    private readonly token: string,
  ) {}

  static async signIn(base: string, username: string, password: string): Promise<Backend | number> {
    const response = await fetch(`${base}/api/accounts/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ grant_type: "password", client_id: "public", username, password }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string };
    return response.ok && body.access_token ? new Backend(base, body.access_token) : response.status;
  }

  /** Makes the call; a stream of events is judged by its status and type, as it never ends. */
  async send(call: Call, request: Request = {}): Promise<Answer> {
    const url = new URL(this.base + pathOf(call, request.params));
    for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
    const response = await fetch(url, {
      method: call.method,
      headers: {
        Authorization: `Bearer ${this.token}`,
        Accept: "application/json",
        Timezone: "America/New_York",
        ...(request.json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(50_000),
    });
    const answer = call.responses[response.status as 200];
    if (answer && "events" in answer) {
      await response.body?.cancel();
      return { status: response.status, text: response.headers.get("content-type") ?? "", json: undefined };
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json };
  }
}

/**
 * What an answer says of the backend: it conforms when its status is one the entry names and its
 * body reads through the entry's schema for that status.
 */
export function judge(call: Call, path: string, { status, text, json }: Answer): Row {
  const row = (outcome: Outcome, detail = ""): Row => ({ call: call.id, path, status, outcome, detail });
  if (status === 404 && /No handler|Cannot (GET|POST|PUT|PATCH|DELETE)/i.test(text))
    return row("missing", "not served");
  if (status === 401 || status === 403) return row("refused", "not allowed for this account");
  if (status >= 500) return row("differs", `answers ${status}`);
  // The app reads any success through the entry's answer (a 200 where 201 is written included).
  const answer =
    call.responses[status as 200] ?? (status < 300 ? Object.values(call.responses)[0] : undefined);
  if (!answer) {
    // The documented error's first field error says more than its opening words.
    const first = (json as { fieldErrors?: Array<{ field?: string; message?: string }> } | undefined)
      ?.fieldErrors?.[0];
    return row("status", first ? `${first.field}: ${first.message}` : text.slice(0, 80).replace(/\s+/g, " "));
  }
  if ("events" in answer)
    return text.startsWith("text/event-stream")
      ? row("conforms")
      : row("differs", `answers ${text || "no type"}, not text/event-stream`);
  if ("json" in answer) {
    const parsed = answer.json.safeParse(json);
    if (parsed.success) return row("conforms");
    const issue = parsed.error.issues[0]!;
    return row("differs", `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  }
  return row("conforms");
}

/** The first record's id of a list (an array or a Spring page). */
export function firstId(json: unknown): string | undefined {
  const list = Array.isArray(json) ? json : ((json as { content?: unknown[] } | null)?.content ?? []);
  const item = list[0] as { id?: unknown; patientId?: unknown } | undefined;
  const value = item?.id ?? item?.patientId;
  return value === undefined || value === null ? undefined : String(value);
}
