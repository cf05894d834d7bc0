// Proves a backend against the contract (issue 39 §3):
//   npm run contract:check -- --upstream <url> --username <u> --password <p> [--extensions] [--json]
// Signs in, calls every documented read (GET) the account may make, with the ids it finds on the
// way, reads each answer through the entry's schema and prints a table: call, status, and
// conforms / differs (with the first schema difference) / missing / refused / skipped. Exits 1
// when a call differs or is missing. Reads only: it never sends a write.
import { parseArgs } from "node:util";
import type { Call } from "../contract/call";
import { pathOf, pathParams } from "../contract/call";
import { CALLS } from "../contract/index";
import type { Access, OrganizationSource } from "../contract/access";

const { values } = parseArgs({
  options: {
    upstream: { type: "string" },
    username: { type: "string" },
    password: { type: "string" },
    extensions: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});
if (!values.upstream || !values.username || !values.password) {
  console.error(
    "usage: npm run contract:check -- --upstream <url> --username <u> --password <p> [--extensions]",
  );
  process.exit(2);
}
const base = values.upstream.replace(/\/$/, "");

type Outcome = "conforms" | "differs" | "missing" | "refused" | "skipped" | "status";
interface Row {
  call: string;
  path: string;
  status: number | "";
  outcome: Outcome;
  detail: string;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/accounts/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "public",
      username: values.username!,
      password: values.password!,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    console.error(`sign-in refused: ${response.status}`);
    process.exit(2);
  }
  return body.access_token;
}

const token = await signIn();
const headers = {
  Authorization: `Bearer ${token}`,
  Accept: "application/json",
  Timezone: "America/New_York",
};

async function get(path: string, query: Record<string, string> = {}, stream = false) {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const started = performance.now();
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(50_000) });
  // A stream of events never ends: its status and type say it is served.
  if (stream && response.ok) {
    await response.body?.cancel();
    const type = response.headers.get("content-type") ?? "";
    return { status: response.status, text: type, json: undefined, ms: performance.now() - started };
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, ms: performance.now() - started };
}

/** Ids found on the way, by what they name. */
const ids = new Map<string, string>();
const firstId = (json: unknown): string | undefined => {
  const list = Array.isArray(json) ? json : ((json as { content?: unknown[] })?.content ?? []);
  const item = list[0] as { id?: unknown; patientId?: unknown } | undefined;
  const value = item?.id ?? item?.patientId;
  return value === undefined || value === null ? undefined : String(value);
};

const session = await get("/api/session/web");
const me = session.json as { organizationId?: string; accountId?: string; performerId?: string } | undefined;
if (me?.organizationId) ids.set("organization", String(me.organizationId));
if (me?.accountId) ids.set("account", String(me.accountId));
if (me?.performerId) ids.set("performer", String(me.performerId));

/** Reads that name a kind of record, tried in order: each list's first record. */
const DISCOVERY: Array<[kind: string, path: string, query?: Record<string, string>]> = [
  ["patient", "/api/organizations/{organization}/patients", { page: "0", size: "5" }],
  ["performer", "/api/organizations/{organization}/performers"],
  ["survey", "/api/surveys/organization/{organization}", { page: "0", size: "5" }],
  ["program", "/api/programs/organization/{organization}", { page: "0", size: "5" }],
  ["carePlan", "/api/carePlans/templates"],
  ["patientGroup", "/api/organizations/organizationPatientGroups/{organization}"],
];
for (const [kind, path, query] of DISCOVERY) {
  if (ids.has(kind)) continue;
  const filled = path.replace(/\{(\w+)\}/g, (_, k: string) => ids.get(k) ?? "");
  if (filled.includes("//")) continue;
  const answer = await get(filled, query).catch(() => undefined);
  const found = answer && answer.status < 300 ? firstId(answer.json) : undefined;
  if (found) ids.set(kind, found);
}

/** What a path parameter stands for: the entry's access says, else its name. */
function kindOf(call: Call, param: string): string | undefined {
  const source = (access: Access): OrganizationSource | undefined =>
    access.kind === "staff"
      ? access.organization
      : access.kind === "patientArea"
        ? access.staffOrganization
        : undefined;
  const where = source(call.access);
  if (where && typeof where === "object") {
    if ("path" in where && where.path === param) return "organization";
    if ("of" in where && "path" in where.id && where.id.path === param) return where.of;
  }
  if (/^(org|organization)(Id)?$/i.test(param) || param === "parentId") return "organization";
  if (/^patient(Id)?$/i.test(param)) return "patient";
  if (/^performer(Id)?$/i.test(param)) return "performer";
  if (/^(account)(Id)?$/i.test(param)) return "account";
  return undefined;
}

/** Values for a query the entry requires: dates around today, the first page. */
function requiredQuery(call: Call): Record<string, string> | string {
  const query: Record<string, string> = {};
  const shape = (call.query?.shape ?? {}) as Record<string, { isOptional(): boolean }>;
  const today = new Date();
  const wire = (d: Date) =>
    `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
  for (const [name, schema] of Object.entries(shape)) {
    if (schema.isOptional()) continue;
    if (name === "page") query[name] = "0";
    else if (name === "size") query[name] = "20";
    else if (/from|start/i.test(name)) query[name] = wire(new Date(today.getTime() - 30 * 864e5));
    else if (/to$|end/i.test(name)) query[name] = wire(today);
    else if (/date/i.test(name)) query[name] = wire(today);
    else {
      const kind = kindOf(call, name);
      const id = kind ? ids.get(kind) : undefined;
      if (!id) return name;
      query[name] = id;
    }
  }
  return query;
}

const rows: Row[] = [];
const reads = CALLS.filter(
  (call) => call.method === "GET" && ("documented" in call.source || values.extensions),
);
for (const call of reads) {
  const answer = call.responses[200];
  const params: Record<string, string> = {};
  let missingParam: string | undefined;
  for (const param of pathParams(call.path)) {
    const kind = kindOf(call, param);
    const id = kind ? ids.get(kind) : undefined;
    if (id) params[param] = id;
    else missingParam ??= param;
  }
  const query = requiredQuery(call);
  if (missingParam || typeof query === "string") {
    rows.push({
      call: call.id,
      path: call.path,
      status: "",
      outcome: "skipped",
      detail: `no value for ${missingParam ?? query}`,
    });
    continue;
  }
  const path = pathOf(call, params);
  let result: Awaited<ReturnType<typeof get>>;
  try {
    result = await get(path, query, answer !== undefined && "events" in answer);
  } catch (error) {
    rows.push({
      call: call.id,
      path,
      status: "",
      outcome: "differs",
      detail: `no answer: ${(error as Error).name}`,
    });
    continue;
  }
  const { status, json, text } = result;
  if (status === 404 && /No handler|Cannot GET/i.test(text)) {
    rows.push({ call: call.id, path, status, outcome: "missing", detail: "not served" });
  } else if (status === 401 || status === 403) {
    rows.push({ call: call.id, path, status, outcome: "refused", detail: "not allowed for this account" });
  } else if (status >= 500) {
    rows.push({ call: call.id, path, status, outcome: "differs", detail: `answers ${status}` });
  } else if (status >= 300) {
    rows.push({
      call: call.id,
      path,
      status,
      outcome: "status",
      detail: text.slice(0, 80).replace(/\s+/g, " "),
    });
  } else if (answer && "events" in answer) {
    const isStream = text.startsWith("text/event-stream");
    rows.push({
      call: call.id,
      path,
      status,
      outcome: isStream ? "conforms" : "differs",
      detail: isStream ? "" : `answers ${text || "no type"}, not text/event-stream`,
    });
  } else if (answer && "json" in answer) {
    const parsed = answer.json.safeParse(json);
    if (parsed.success) rows.push({ call: call.id, path, status, outcome: "conforms", detail: "" });
    else {
      const issue = parsed.error.issues[0]!;
      rows.push({
        call: call.id,
        path,
        status,
        outcome: "differs",
        detail: `${issue.path.join(".") || "(body)"}: ${issue.message}`,
      });
    }
  } else rows.push({ call: call.id, path, status, outcome: "conforms", detail: "" });
}

const totals = rows.reduce<Record<string, number>>(
  (t, r) => ((t[r.outcome] = (t[r.outcome] ?? 0) + 1), t),
  {},
);
if (values.json) console.log(JSON.stringify({ totals, rows }, null, 2));
else {
  const width = Math.max(...rows.map((r) => r.call.length), 4);
  console.log(`${"call".padEnd(width)}  status  outcome   detail`);
  for (const r of rows)
    console.log(
      `${r.call.padEnd(width)}  ${String(r.status).padEnd(6)}  ${r.outcome.padEnd(8)}  ${r.detail}`,
    );
  console.log(
    `\n${reads.length} reads: ${Object.entries(totals)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}`,
  );
}
process.exit((totals.differs ?? 0) + (totals.missing ?? 0) > 0 ? 1 : 0);
