import type { Access, OrganizationSource } from "../../contract/access";
import type { Call } from "../../contract/call";
import { pathOf, pathParams } from "../../contract/call";
import { CALLS } from "../../contract/index";
import { type Backend, firstId, judge, type Row } from "./http";

/**
 * The reads (issue 39 §3): every GET the contract names, with ids found on the way. A kind of
 * record ("clinic", "feeSchedule") is found once, through the first list below that names one,
 * and each path or query parameter is given the kind its entry says it names.
 */

const get = (path: string): Call => {
  const call = CALLS.find((c) => c.method === "GET" && c.path === path);
  if (!call) throw new Error(`the contract has no GET ${path}`);
  return call;
};

/** Where the first record of a kind is found, and the kinds that list's parameters name. */
const FINDERS: Record<
  string,
  { call: Call; params?: Record<string, string>; query?: Record<string, string> }
> = {
  patient: { call: get("/api/organizations/{id}/patients"), params: { id: "organization" } },
  performer: { call: get("/api/organizations/{id}/performers"), params: { id: "organization" } },
  clinic: { call: get("/api/organizations/{id}/getAllOrganizationClinic"), params: { id: "organization" } },
  patientGroup: {
    call: get("/api/organizations/organizationPatientGroups/{id}"),
    params: { id: "organization" },
  },
  survey: { call: get("/api/surveys/organization/{orgId}"), params: { orgId: "organization" } },
  surveyQuestion: { call: get("/api/surveys/{id}/questions"), params: { id: "survey" } },
  program: { call: get("/api/programs/organization/{orgId}"), params: { orgId: "organization" } },
  programType: { call: get("/api/program-type") },
  programCategory: { call: get("/api/program-category") },
  programPhase: { call: get("/api/program-phase"), query: { programId: "program" } },
  product: { call: get("/api/products"), query: { programId: "program" } },
  carePlan: { call: get("/api/carePlans/organization/{orgId}"), params: { orgId: "organization" } },
  task: { call: get("/api/tasks/{id}/appointments"), params: { id: "patient" } },
  lane: { call: get("/api/organizations/{id}/clinic-appointments"), params: { id: "clinic" } },
  activity: { call: get("/api/activties"), query: { organizationId: "organization" } },
  patientRequest: { call: get("/api/patient-requests/organization/{id}"), params: { id: "organization" } },
  feeSchedule: { call: get("/api/fee-schedules") },
  schedulePlan: { call: get("/api/fee-schedules/{id}/plans"), params: { id: "feeSchedule" } },
  scheduleEntry: { call: get("/api/fee-schedules/{id}/entries"), params: { id: "feeSchedule" } },
  payer: { call: get("/api/payers") },
  claim: { call: get("/api/claims") },
  disputePackage: { call: get("/api/dispute-packages") },
};

/** What an `{id}` names when the entry's access does not say: the collection it is in. */
const COLLECTIONS: Array<[prefix: string, kind: string]> = [
  ["/api/fee-schedules/plan/", "schedulePlan"],
  ["/api/fee-schedules/entry/", "scheduleEntry"],
  ["/api/fee-schedules/", "feeSchedule"],
  ["/api/payers/", "payer"],
  ["/api/claims/", "claim"],
  ["/api/dispute-packages/", "disputePackage"],
  ["/api/carePlans/", "carePlan"],
  ["/api/tasks/", "task"],
  ["/api/lanes/", "lane"],
  ["/api/schedule/", "clinic"],
  ["/api/patient-requests/", "patientRequest"],
  ["/api/surveys/questions/", "surveyQuestion"],
  ["/api/surveys/", "survey"],
  ["/api/programs/", "program"],
  ["/api/patients/", "patient"],
  ["/api/performers/", "performer"],
  ["/api/organizations/", "organization"],
];

const BY_NAME: Array<[RegExp, string]> = [
  [/^(org|organization)(Id)?$|^parentId$/i, "organization"],
  [/^patient(Id)?$/i, "patient"],
  [/^performer(Id)?$/i, "performer"],
  [/^account(Id)?$/i, "account"],
  [/^program(Id)?$/i, "program"],
  [/^clinic(Id)?$/i, "clinic"],
  [/^task(Id)?$/i, "task"],
  [/^plan(Id)?$/i, "carePlan"],
];

/**
 * An organization parameter may name a clinic or a patient group (both are organizations to the
 * access rules): when the organization's id is not found there, those are tried.
 */
const ALTERNATES: Record<string, string[]> = { organization: ["organization", "clinic", "patientGroup"] };

/** The kind of record a parameter names: the entry's access says, else its name, else its collection. */
export function kindOf(call: Call, param: string, where: "path" | "query"): string | undefined {
  const source = (access: Access): OrganizationSource | undefined =>
    access.kind === "staff"
      ? access.organization
      : access.kind === "patientArea"
        ? access.staffOrganization
        : undefined;
  const names = (id: object) =>
    where === "path" ? "path" in id && id.path === param : "query" in id && id.query === param;
  const from = source(call.access);
  if (from && typeof from === "object") {
    if ("of" in from && names(from.id)) return from.of;
    if (!("of" in from) && names(from)) return "organization";
  }
  const named = BY_NAME.find(([pattern]) => pattern.test(param))?.[1];
  if (named) return named;
  if (where === "path" && param === "id")
    return COLLECTIONS.find(([prefix]) => call.path.startsWith(prefix))?.[1];
  return undefined;
}

const wire = (d: Date) =>
  `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;

export class Reads {
  private readonly ids = new Map<string, string | null>();

  constructor(private readonly backend: Backend) {}

  /** The ids the session names: the account's organization, account and performer. */
  async start(): Promise<void> {
    const answer = await this.backend.send(get("/api/session/web"));
    const me = answer.json as
      { organizationId?: unknown; accountId?: unknown; performerId?: unknown } | undefined;
    for (const [kind, value] of [
      ["organization", me?.organizationId],
      ["account", me?.accountId],
      ["performer", me?.performerId],
    ] as const)
      if (value !== undefined && value !== null) this.ids.set(kind, String(value));
  }

  /** The first record of a kind, found once through its finder; null when there is none. */
  async idOf(kind: string): Promise<string | null> {
    if (this.ids.has(kind)) return this.ids.get(kind)!;
    this.ids.set(kind, null);
    const finder = FINDERS[kind];
    if (!finder) return null;
    const params: Record<string, string> = {};
    for (const [name, of] of Object.entries(finder.params ?? {})) {
      const id = await this.idOf(of);
      if (!id) return null;
      params[name] = id;
    }
    const query: Record<string, string> = { page: "0", size: "5" };
    for (const [name, of] of Object.entries(finder.query ?? {})) {
      const id = await this.idOf(of);
      if (!id) return null;
      query[name] = id;
    }
    const required = await this.requiredQuery(finder.call);
    if (typeof required === "string") return null;
    const answer = await this.backend
      .send(finder.call, { params, query: { ...required, ...query } })
      .catch(() => null);
    const found = answer && answer.status < 300 ? (firstId(answer.json) ?? null) : null;
    this.ids.set(kind, found);
    return found;
  }

  /** Values for the query parameters the entry requires: dates around today, the first page, ids. */
  private async requiredQuery(call: Call): Promise<Record<string, string> | string> {
    const query: Record<string, string> = {};
    const shape = (call.query?.shape ?? {}) as Record<string, { isOptional(): boolean }>;
    const today = new Date();
    for (const [name, schema] of Object.entries(shape)) {
      if (schema.isOptional()) continue;
      if (name === "page") query[name] = "0";
      else if (name === "size") query[name] = "20";
      else if (/time$/i.test(name)) query[name] = /end/i.test(name) ? "10:00" : "09:00";
      else if (/from|start/i.test(name)) query[name] = wire(new Date(today.getTime() - 30 * 864e5));
      else if (/to$|end/i.test(name)) query[name] = wire(today);
      else if (/date/i.test(name)) query[name] = wire(today);
      else {
        const kind = kindOf(call, name, "query");
        const id = kind ? await this.idOf(kind) : null;
        if (!id) return name;
        query[name] = id;
      }
    }
    return query;
  }

  /** One read: skipped when an id it needs is not found; an organization's 404 tries its alternates. */
  async read(call: Call): Promise<Row> {
    const query = await this.requiredQuery(call);
    const kinds = pathParams(call.path).map((param) => [param, kindOf(call, param, "path")] as const);
    const choices: Array<Record<string, string>> = [{}];
    for (const [param, kind] of kinds) {
      const ids: string[] = [];
      for (const candidate of (kind && ALTERNATES[kind]) ?? (kind ? [kind] : [])) {
        const id = await this.idOf(candidate);
        if (id && !ids.includes(id)) ids.push(id);
      }
      // A day in the path is written yyyy-MM-dd (the contract's path schemas say so).
      if (param === "date") ids.push(new Date().toISOString().slice(0, 10));
      if (ids.length === 0) return skipped(call, param);
      // Alternates only for the first parameter that has them: enough for the contract's paths.
      const next =
        choices.length === 1
          ? ids.map((id) => ({ ...choices[0], [param]: id }))
          : choices.map((c) => ({ ...c, [param]: ids[0]! }));
      choices.splice(0, choices.length, ...next);
    }
    if (typeof query === "string") return skipped(call, query);
    let row: Row | undefined;
    for (const params of choices) {
      const path = pathOf(call, params);
      try {
        row = judge(call, path, await this.backend.send(call, { params, query }));
      } catch (error) {
        return {
          call: call.id,
          path,
          status: "",
          outcome: "differs",
          detail: `no answer: ${(error as Error).name}`,
        };
      }
      if (row.status !== 404) break;
    }
    return row!;
  }
}

function skipped(call: Call, what: string): Row {
  return { call: call.id, path: call.path, status: "", outcome: "skipped", detail: `no value for ${what}` };
}
