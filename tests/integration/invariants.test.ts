import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { bypass, http } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARE_PLAN_STATUSES, carePlanStatusKey } from "~/domain/care-plans";
import { CLAIM_STATUSES } from "~/domain/claims";
import {
  APPROVAL_STATUSES,
  ORGANIZATION_TYPES,
  approvalStatusLabelKey,
  typeLabelKey,
} from "~/domain/organizations";
import { GENDERS } from "~/domain/patient-profile";
import { REQUEST_STATUSES, REQUEST_TYPES, typeKey as requestTypeKey } from "~/domain/patient-requests";
import { TASK_STATUSES } from "~/domain/patient-results";
import { languageName } from "@contract/people";
import { CRITERION_GENDERS, PROGRAM_STATUSES } from "~/domain/programs";
import { LICENCE_TYPES, licenceKey } from "~/domain/providers";
import { QUESTION_TYPES } from "@contract/question-types";
import { SURVEY_KINDS } from "~/domain/surveys";
import { SUPPORTED_LANGUAGES } from "@contract/languages";
import { loader as homeLoader } from "~/routes/provider+/_index";
import { loader as membersLoader } from "~/routes/provider+/members+/_index";
import { loader as overviewLoader } from "~/routes/provider+/organizations+/$orgId._index";
import { loader as exportLoader } from "~/routes/provider+/organizations+/$orgId.exports_.download";
import { verifyCredentials } from "~/session/authenticator.server";
import { DEMO_PASSWORD, OPERATOR_ORGANIZATION_NAME, seedState } from "../../reference-api/seed";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";
import { signedInCookie } from "../support/session";

/**
 * Invariants of the seeded demo (issue 38), read through the app's own loaders against the
 * reference upstream with the demo volumes: for every organization of every customer network,
 * the patients the home page, the organization's overview, the member list's total and the
 * patients export count are one number; and every code the seed holds that a page shows (statuses,
 * genders, languages, organization types and statuses, task, claim, program and request statuses,
 * licence types, survey kinds...) has words in every language, so no page falls back to the code.
 */

let api: ReferenceApi;

beforeAll(async () => {
  // The volumes too: Pacific's 4,005 patients against 5,008 was the case seen (issue 38).
  api = await startReferenceApi("invariants", {}, () => seedState(new Date(), { volume: true }));
}, 180_000);
afterAll(() => api.stop());

// The app's upstream calls go to the seeded reference upstream, unchanged.
beforeEach(() => {
  server.use(
    http.all(`${UPSTREAM}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
      return fetch(
        bypass(`${api.base}${url.pathname}${url.search}`, {
          method: request.method,
          headers: request.headers,
          body,
        }),
      );
    }),
  );
});

const sql = () => api.store.db.sql;
const distinct = (query: string) => sql().prepare(query).pluck().all() as string[];

/** A signed-in cookie made as the app's sign-in makes it: the account the upstream describes. */
const cookies = new Map<string, string>();
async function signIn(username: string): Promise<string> {
  const known = cookies.get(username);
  if (known) return known;
  const request = new Request("http://app.test/login", { method: "POST" });
  const attempt = await verifyCredentials(contextFor(request), request, {
    username,
    password: DEMO_PASSWORD,
  });
  if (!attempt.ok) throw new Error(`${username} could not sign in: ${attempt.reason}`);
  const cookie = signedInCookie(
    { accessToken: attempt.signedIn.accessToken, refreshToken: attempt.signedIn.refreshToken },
    attempt.signedIn.account,
  );
  cookies.set(username, cookie);
  return cookie;
}

async function get(username: string, url: string) {
  const request = new Request(`http://app.test${url}`, { headers: { cookie: await signIn(username) } });
  return { request, context: contextFor(request) };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** An organization's patients as its overview and its member list count them. */
async function pageFigures(username: string, orgId: string) {
  const { data: overview } = await overviewLoader({
    ...(await get(username, `/provider/organizations/${orgId}`)),
    params: { orgId },
  });
  const members = await membersLoader({
    ...(await get(username, `/provider/members?${new URLSearchParams({ organizationId: orgId })}`)),
    params: {},
  });
  return {
    overview: overview.counts?.find((c) => c.key === "patients")?.value,
    members: members.list.totalElements,
  };
}

/** An organization's patients on its overview, its member list and its patients export. */
async function figuresOf(username: string, orgId: string) {
  // The longest range the export takes (731 days) up to tomorrow: every patient added so far.
  const to = new Date(Date.now() + 86_400_000);
  const from = new Date(to.getTime() - 730 * 86_400_000);
  const query = new URLSearchParams({ export: "patients", from: isoDay(from), to: isoDay(to) });
  const download = (await exportLoader({
    ...(await get(username, `/provider/organizations/${orgId}/exports/download?${query}`)),
    params: { orgId },
  })) as Response;
  expect(download.status, `${orgId} export`).toBe(200);
  const rows = parse(await download.text(), { bom: true }) as string[][];
  return { ...(await pageFigures(username, orgId)), exported: rows.length - 1 };
}

/** The customer networks (not the platform operator) and the organization admin of each. */
function networks() {
  const roots = sql()
    .prepare("SELECT id, name FROM organizations WHERE parent_organization_id IS NULL ORDER BY seq")
    .all() as Array<{ id: string; name: string }>;
  return roots
    .filter((r) => r.name !== OPERATOR_ORGANIZATION_NAME)
    .map((root) => {
      const admin = api.store.accounts
        .all()
        .find((a) => a.organizationId === root.id && a.privilegeId === 2 && !a.mfa && !a.patientId);
      return { root, admin: admin!.username, ids: api.store.organizations.scopeIds(root.id) };
    });
}

describe("one count, one source", () => {
  it("every organization's patients are one number on its overview, its member list and its patients export", async () => {
    const trees = networks();
    expect(trees.map((t) => t.root.name)).toEqual(
      expect.arrayContaining(["Demo Health Network", "Harbor Care Partners", "Pacific Coast Health"]),
    );
    for (const { admin, ids } of trees) {
      for (const id of ids) {
        const f = await figuresOf(admin, id);
        expect({ id, ...f }).toEqual({ id, overview: f.members, members: f.members, exported: f.members });
      }
    }
  }, 300_000);

  it("the staff home counts what the overview of the account's organization counts", async () => {
    const trees = networks();
    const inTrees = new Map(trees.flatMap((t) => t.ids.map((id) => [id, t.admin] as const)));
    const staff = api.store.accounts
      .all()
      .filter((a) => !a.patientId && !a.mfa && inTrees.has(a.organizationId) && a.privilegeId !== 4);
    expect(staff.length).toBeGreaterThan(10);
    for (const account of staff) {
      const home = await homeLoader({ ...(await get(account.username, "/provider")), params: {} });
      const { overview, members } = await pageFigures(
        inTrees.get(account.organizationId)!,
        account.organizationId,
      );
      expect({ who: account.username, home: home.data.counts?.patientCount }).toEqual({
        who: account.username,
        home: members,
      });
      expect(overview).toBe(members);
    }
  }, 300_000);
});

type Tree = { [key: string]: string | Tree };

/** Language → "ns:dotted.key" → text, from the locale files. */
function localeTexts(): Map<string, Map<string, string>> {
  const root = path.resolve("public/locales");
  const out = new Map<string, Map<string, string>>();
  for (const lng of readdirSync(root)) {
    const texts = new Map<string, string>();
    const walk = (tree: Tree, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === "string") texts.set(prefix + key, value);
        else walk(value, `${prefix}${key}.`);
      }
    };
    for (const file of readdirSync(path.join(root, lng)).filter((f) => f.endsWith(".json")))
      walk(
        JSON.parse(readFileSync(path.join(root, lng, file), "utf8")) as Tree,
        `${file.replace(/\.json$/, "")}:`,
      );
    out.set(lng, texts);
  }
  return out;
}

describe("every code a page shows has words in every language", () => {
  it("has a label for each code of the vocabularies and of the seeded records", () => {
    const union = (...lists: ReadonlyArray<readonly string[]>) =>
      [...new Set(lists.flat().filter((v) => typeof v === "string" && v !== ""))].sort();
    /** Each vocabulary: the codes (the domain's and those the seed holds) and the key each is shown by. */
    const vocabularies: Array<{ name: string; codes: string[]; key: (code: string) => string }> = [
      {
        name: "patient genders",
        codes: union(GENDERS, CRITERION_GENDERS, distinct("SELECT DISTINCT gender FROM patients")),
        key: (g) => `members:genders.${g}`,
      },
      {
        name: "patient sexes",
        codes: union(
          distinct(
            "SELECT DISTINCT json_extract(extra, '$.sex') FROM patients WHERE json_extract(extra, '$.sex') IS NOT NULL",
          ),
        ),
        key: (s) => `members:sexes.${s}`,
      },
      {
        name: "organization types",
        codes: union(ORGANIZATION_TYPES, distinct("SELECT DISTINCT type FROM organizations")),
        key: typeLabelKey,
      },
      {
        name: "organization statuses",
        codes: union(
          APPROVAL_STATUSES,
          distinct("SELECT DISTINCT approval_status FROM organizations WHERE approval_status IS NOT NULL"),
        ),
        key: approvalStatusLabelKey,
      },
      {
        name: "appointment statuses",
        codes: union(distinct("SELECT DISTINCT status FROM tasks WHERE task_type = 'APPOINTMENT'")),
        key: (s) => `appointments:statuses.${s}`,
      },
      {
        name: "task statuses in exports",
        codes: union(
          TASK_STATUSES,
          distinct("SELECT DISTINCT status FROM tasks WHERE task_type = 'APPOINTMENT'"),
        ),
        key: (s) => `exports:taskStatuses.${s}`,
      },
      {
        name: "claim statuses",
        codes: union(CLAIM_STATUSES, distinct("SELECT DISTINCT claim_status FROM claims")),
        key: (s) => `claims:status.${s}`,
      },
      {
        name: "program statuses",
        codes: union(PROGRAM_STATUSES, distinct("SELECT DISTINCT status FROM programs")),
        key: (s) => `programs:statuses.${s}`,
      },
      {
        name: "program patient statuses",
        codes: union(distinct("SELECT DISTINCT status FROM program_patients")),
        key: (s) => `programs:patientStatuses.${s}`,
      },
      {
        name: "patient request statuses",
        codes: union(REQUEST_STATUSES, distinct("SELECT DISTINCT status FROM patient_requests")),
        key: (s) => `patientRequests:statuses.${s}`,
      },
      {
        name: "patient request types",
        codes: union(REQUEST_TYPES, distinct("SELECT DISTINCT request_type FROM patient_requests")),
        key: (s) => `patientRequests:typeOptions.${requestTypeKey(s)}`,
      },
      {
        name: "care plan statuses",
        codes: union(
          CARE_PLAN_STATUSES.map((s) => s.status),
          distinct(
            "SELECT DISTINCT CAST(care_plan_status AS TEXT) FROM care_plans WHERE care_plan_status IS NOT NULL",
          ),
        ),
        key: (s) => carePlanStatusKey(s)!,
      },
      {
        name: "licence types",
        codes: union(
          LICENCE_TYPES,
          distinct("SELECT DISTINCT licence_type FROM performers WHERE licence_type IS NOT NULL"),
        ),
        key: (s) => `providers:licence.${licenceKey(s)}`,
      },
      {
        name: "survey kinds",
        codes: union(SURVEY_KINDS, distinct("SELECT DISTINCT kind FROM surveys WHERE kind IS NOT NULL")),
        key: (s) => `surveys:kinds.${s}`,
      },
      {
        name: "question types",
        codes: union(QUESTION_TYPES, distinct("SELECT DISTINCT type FROM survey_questions")),
        key: (s) => `surveys:types.${s}`,
      },
    ];
    const texts = localeTexts();
    expect([...texts.keys()].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    const missing: string[] = [];
    for (const { name, codes, key } of vocabularies) {
      expect(codes.length, name).toBeGreaterThan(0);
      for (const code of codes)
        for (const [lng, words] of texts)
          if (!words.get(key(code))?.trim()) missing.push(`${lng} ${name}: ${code} (${key(code)})`);
    }
    expect(missing).toEqual([]);
  });

  it("names every language a patient of the seed speaks, in every language", () => {
    const codes = distinct("SELECT DISTINCT language FROM patients");
    expect(codes.length).toBeGreaterThan(3);
    const raw: string[] = [];
    for (const lng of SUPPORTED_LANGUAGES)
      for (const code of codes) if (languageName(code, lng) === code) raw.push(`${lng}: ${code}`);
    expect(raw).toEqual([]);
  });
});
