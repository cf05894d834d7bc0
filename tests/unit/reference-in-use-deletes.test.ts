import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LICENCE_TYPES } from "~/domain/providers";
import { LISTED_TYPES, MASTER_DATA_TYPES } from "~/domain/master-data";
import { USES, usesKey } from "../../reference-api/master-data/repo";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Every code list and master-data type refuses to delete a value in use (issue 38), the same way:
 * a value made and used once is refused with its count (1) and its count by kind of record, and
 * is still there; the list row the confirmation reads says the same beforehand; an unused value
 * deletes. The table has a row for every master-data type (billing's included) and the therapy
 * types: a type missing from it fails, and so does a reference USES row with no case here.
 */

let api: ReferenceApi;
const SUPER = "superadmin@demo.test";
const ORG_ADMIN = "orgadmin@demo.test";
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (method: string, path: string, body?: unknown, who = SUPER) =>
  (await api.call(who, method, path, body)) as { status: number; body: Json };
const ok = async (method: string, path: string, body?: unknown, who = SUPER) => {
  const answer = await call(method, path, body, who);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as Json;
};

let serial = 0;
const unique = (label: string) => `${label} ${++serial}${Math.random().toString(36).slice(2, 6)}`;
/** A code of `length` capitals and digits that no seeded record has (a Z and random letters). */
const code = (length: number) =>
  `Z${Array.from({ length: length - 1 }, () => "ABCDEFGHJKLMNPQRSTUVWXY0123456789"[Math.floor(Math.random() * 33)]).join("")}`;

const orgId = () => api.store.organizations.firstNamed(DEMO_NETWORK_NAME)!.id;

interface Made {
  id: string;
  name: string;
}

interface Case {
  /** The refusal's status and code: master data's 422, billing's and the care plans' 409. */
  refused: { status: 409 | 422; code: string };
  /** The kind of record the one use is counted as. */
  kind: string;
  create(): Promise<Made>;
  deletePath(made: Made): string;
  /** The value as the list the confirmation reads answers it (its `usage` there), or null when gone. */
  listed(made: Made): Promise<Json | null>;
  /** One record that names the value; null: no record names a value of this type yet. */
  use: ((made: Made) => Promise<void>) | null;
}

type Listed = (typeof LISTED_TYPES)[number];
const listedRow = (slug: string) => LISTED_TYPES.find((row) => row.slug === slug)!;
const typeQuery = (row: Listed) => ("field" in row ? `type=${row.field}&` : "");

/** A master-data value of a type: made, found in its list by name, deleted on its path. */
function masterData(slug: Listed["slug"], kind: string, use: Case["use"]): Case {
  const row = listedRow(slug);
  return {
    refused: { status: 422, code: "IN_USE" },
    kind,
    async create() {
      const name = unique(`Value of ${slug}`);
      const body = await ok("POST", row.service, {
        name,
        description: "For the in-use test",
        ...("field" in row ? { type: row.field } : {}),
        ...(row.modal === "taskType" ? { category: "EDUCATION" } : {}),
        ...(row.modal === "deviceModel" ? { manufacturer: "Omron" } : {}),
      });
      return { id: body.id as string, name };
    },
    deletePath: (made) => `${row.service}/${made.id}`,
    async listed(made) {
      const body = await ok(
        "GET",
        `${row.service}?${typeQuery(row)}page=0&size=5&name=${encodeURIComponent(made.name)}`,
      );
      return (body.content as Json[]).find((v) => v.id === made.id) ?? null;
    },
    use,
  };
}

const firstId = async (path: string) => (await ok("GET", `${path}?page=0&size=1`)).content[0].id as string;

async function program(fields: { typeId?: string; categoryId?: string; serviceTypeIds?: string[] }) {
  await ok(
    "POST",
    "/api/programs/create-program",
    {
      organizationId: orgId(),
      name: unique("In-use program"),
      typeId: fields.typeId ?? (await firstId("/api/program-type")),
      categoryId: fields.categoryId ?? (await firstId("/api/program-category")),
      status: "DRAFT",
      ...(fields.serviceTypeIds ? { serviceTypeIds: fields.serviceTypeIds } : {}),
    },
    ORG_ADMIN,
  );
}

async function feeSchedule(): Promise<Made> {
  const name = unique("In-use schedule");
  const body = await ok("POST", "/api/fee-schedules/create-fee-schedules", {
    name,
    category: "COMMERCIAL",
    effectiveDate: "01/01/2026",
  });
  return { id: body.id as string, name };
}

async function plan(feeScheduleId: string) {
  return (await ok("POST", "/api/fee-schedules/create-fee-schedule-plan", {
    feeScheduleId,
    name: unique("Plan"),
  })) as { id: string };
}

/** An entry in a new schedule's plan: a procedure code, and what else the case gives it. */
async function entry(fields: Record<string, string>) {
  const code = (await ok("GET", "/api/procedure-codes/overview?page=0&size=1")).content[0].code as string;
  const target = await plan((await feeSchedule()).id);
  await ok("POST", "/api/fee-schedules/create-fee-schedule-entry", {
    planId: target.id,
    procedureCode: code,
    amount: "12.00",
    ...fields,
  });
}

/** A billing code: made with fresh codes until one is free, found in its list, deleted. */
function billingCode(options: {
  base: string;
  deleteUnder?: string;
  length: number;
  listed: (body: Json) => Json[];
  more?: Record<string, string>;
  kind: string;
  use: Case["use"];
}): Case {
  return {
    refused: { status: 409, code: "IN_USE" },
    kind: options.kind,
    async create() {
      for (;;) {
        const candidate = code(options.length);
        const made = await call("POST", options.base, {
          code: candidate,
          description: "For the in-use test",
          ...options.more,
        });
        if (made.status === 201) return { id: (made.body.data ?? made.body).id as string, name: candidate };
      }
    },
    deletePath: (made) => `${options.base}${options.deleteUnder ?? ""}/${made.id}`,
    async listed(made) {
      const path = options.base === "/api/procedure-codes" ? `${options.base}/overview` : options.base;
      const param = options.base === "/api/reason-codes" ? "name" : "code";
      const body = await ok("GET", `${path}?page=0&size=5&${param}=${made.name}`);
      return options.listed(body).find((v: Json) => v.id === made.id) ?? null;
    },
    use: options.use,
  };
}

/** A task of a new template of the demo tree, with what else the case gives it. */
async function templateTask(fields: Record<string, string> = {}) {
  const created = await ok(
    "POST",
    "/api/carePlans",
    { name: unique("In-use template"), organizationId: orgId(), duration: 28 },
    ORG_ADMIN,
  );
  const saved = await ok(
    "PUT",
    `/api/carePlans/${created.id}`,
    { goals: [{ name: "Goal", goalStatus: "ACTIVE" }] },
    ORG_ADMIN,
  );
  return (await ok(
    "POST",
    "/api/carePlans/task",
    { carePlanId: created.id, goalId: saved.goals[0].id, name: "Task", taskTypeId: 7, week: 1, ...fields },
    ORG_ADMIN,
  )) as { id: string };
}

/** Every type, by its master-data slug; the therapy types beside them. */
const CASES: Record<string, Case> = {
  "observation-type": masterData("observation-type", "observationGoals", async (made) => {
    const task = await templateTask();
    await ok(
      "POST",
      "/api/carePlans/task/observation-goal",
      { taskId: task.id, observationTypeId: made.id, targetValue: "95" },
      ORG_ADMIN,
    );
  }),
  privilege: masterData("privilege", "", null),
  role: masterData("role", "", null),
  // Master data's service types are the ones programs offer (issue 38 §1).
  "service-type": masterData("service-type", "programs", (made) => program({ serviceTypeIds: [made.id] })),
  specialty: masterData("specialty", "providers", async (made) => {
    await ok("POST", "/api/performers", {
      name: unique("Dr In Use"),
      organizationId: orgId(),
      licenceType: LICENCE_TYPES[0],
      specialties: [made.name],
    });
  }),
  // An Education kind (the case's values are made in that category), on an Education task.
  "task-type": masterData("task-type", "carePlanTasks", async (made) => {
    await templateTask({ taskTypeId: "3", subTypeId: made.id });
  }),
  manufacture: masterData("manufacture", "deviceModels", async (made) => {
    await ok("POST", "/api/masterData", {
      type: "DEVICE_MODEL",
      name: unique("Model"),
      manufacturer: made.name,
    });
  }),
  "device-model": masterData("device-model", "devices", async (made) => {
    // Devices come with the schema; no call makes one (decision 034's addendum).
    api.store.db.sql
      .prepare(
        "INSERT INTO devices (id, name, serial_number, model, manufacturer) VALUES (?, 'Test device', 'T-1', ?, 'Omron')",
      )
      .run(`device-${made.id}`, made.name.toUpperCase());
  }),
  "program-type": masterData("program-type", "programs", (made) => program({ typeId: made.id })),
  "program-category": masterData("program-category", "programs", (made) => program({ categoryId: made.id })),
  "image-library": masterData("image-library", "", null),
  "insurance-provider": masterData("insurance-provider", "patients", async (made) => {
    const patientId = api.store.accounts.byUsername(PATIENT)!.patientId!;
    await ok(
      "PUT",
      `/api/patients/profile/${patientId}`,
      { insurance: { payerId: made.id, memberId: "M-1" } },
      PATIENT,
    );
  }),
  "organization-aliases": masterData("organization-aliases", "", null),
  // Payers are deleted on their master-data type path (issue 40); a fee schedule or a claim uses one.
  payer: {
    refused: { status: 409, code: "IN_USE" },
    kind: "feeSchedules",
    async create() {
      const name = unique("In-use payer");
      const body = await ok("POST", "/api/payers", { payerName: name });
      return { id: body.id as string, name };
    },
    deletePath: (made) => `/api/masterData/payer/${made.id}`,
    async listed(made) {
      const body = await ok("GET", `/api/payers?page=0&size=5&name=${encodeURIComponent(made.name)}`);
      return (body.content as Json[]).find((p) => p.id === made.id) ?? null;
    },
    async use(made) {
      await ok("POST", "/api/fee-schedules/create-fee-schedules", {
        name: unique("Schedule of a payer"),
        category: "COMMERCIAL",
        effectiveDate: "01/01/2026",
        payerId: made.id,
      });
    },
  },
  "fee-schedules": {
    refused: { status: 409, code: "HAS_DEPENDENCIES" },
    kind: "entries",
    create: feeSchedule,
    deletePath: (made) => `/api/fee-schedules/${made.id}`,
    async listed(made) {
      const answer = await call("GET", `/api/fee-schedules/${made.id}/dependencies`);
      return answer.status === 200 ? { usage: { entries: answer.body.referenceCount } } : null;
    },
    async use(made) {
      const referenced = await plan(made.id);
      await entry({ referencedFeeSchedulePlanId: referenced.id });
    },
  },
  "procedure-codes": billingCode({
    base: "/api/procedure-codes",
    deleteUnder: "/overview",
    length: 6,
    listed: (body) => body.content,
    more: { group: "Tests", defaultAmount: "10.00" },
    kind: "payers",
    use: async (made) => {
      await ok("POST", "/api/payers", { payerName: unique("In-use payer"), procedureCodes: [made.name] });
    },
  }),
  modifiers: billingCode({
    base: "/api/claims-modifiers",
    length: 2,
    listed: (body) => body.data.content,
    kind: "entries",
    use: (made) => entry({ modifier: made.name }),
  }),
  "reason-codes": billingCode({
    base: "/api/reason-codes",
    deleteUnder: "/overview",
    length: 4,
    listed: (body) => body.content,
    kind: "payers",
    use: async (made) => {
      // A payer's reason codes come with its claims' remittances; no call adds one.
      const payer = (await ok("GET", "/api/payers?page=0&size=1")).content[0].id as string;
      api.store.db.sql
        .prepare("INSERT INTO payer_reason_codes (payer_id, position, code) VALUES (?, 999, ?)")
        .run(payer, made.name);
    },
  }),
  "therapy-type": {
    refused: { status: 409, code: "IN_USE" },
    kind: "carePlanTasks",
    async create() {
      const name = unique("In-use therapy");
      const body = await ok(
        "POST",
        "/api/meta/therapy",
        { name, taskTypeId: 7, entityType: "ORGANIZATION", entityId: orgId() },
        ORG_ADMIN,
      );
      return { id: body.id as string, name };
    },
    deletePath: (made) => `/api/meta/therapy/${made.id}`,
    async listed(made) {
      const body = await ok(
        "GET",
        `/api/meta/therapy?page=0&size=5&name=${encodeURIComponent(made.name)}`,
        undefined,
        ORG_ADMIN,
      );
      return (body.content as Json[]).find((t) => t.id === made.id) ?? null;
    },
    use: async (made) => {
      await templateTask({ therapyTypeId: made.id });
    },
  },
};

const who = (slug: string) => (slug === "therapy-type" ? ORG_ADMIN : SUPER);

beforeAll(async () => {
  api = await startReferenceApi("reference-in-use-deletes");
}, 60_000);
afterAll(() => api.stop());

describe("in-use deletes, for every type", () => {
  it("has a case for every master-data type and the therapy types, and nothing else", () => {
    expect(Object.keys(CASES).sort()).toEqual(
      [...MASTER_DATA_TYPES.map((type) => type.slug), "therapy-type"].sort(),
    );
  });

  it("uses a type's values in the test exactly where the reference upstream counts a use", () => {
    for (const row of LISTED_TYPES) {
      const type = "field" in row ? (row.field ?? "") : "";
      const counted = Object.keys(USES[usesKey({ service: row.service, type })]!);
      const found = CASES[row.slug]!;
      expect(found.use === null, row.slug).toBe(counted.length === 0);
      if (found.use) expect(counted, row.slug).toContain(found.kind);
    }
  });

  for (const [slug, found] of Object.entries(CASES)) {
    const { use } = found;
    if (use) {
      it(`${slug}: a value used once is refused with the count 1, and kept`, async () => {
        const made = await found.create();
        await use(made);
        const before = await found.listed(made);
        expect(before?.usage?.[found.kind], "the list row counts the use").toBe(1);
        const refused = await call("DELETE", found.deletePath(made), undefined, who(slug));
        expect(refused.status).toBe(found.refused.status);
        expect(refused.body).toMatchObject({
          code: found.refused.code,
          count: 1,
          usage: { [found.kind]: 1 },
        });
        expect(refused.body.reason).toBe(refused.body.message);
        expect(refused.body.reason).toMatch(/ 1 [a-z ]+$/);
        expect(await found.listed(made), "still there").not.toBeNull();
      });
    }
    it(`${slug}: an unused value deletes`, async () => {
      const made = await found.create();
      const listed = await found.listed(made);
      expect(Object.values(listed?.usage ?? {}).every((n) => n === 0)).toBe(true);
      expect((await call("DELETE", found.deletePath(made), undefined, who(slug))).status).toBe(204);
      expect(await found.listed(made)).toBeNull();
    });
  }

  it("counts a program type's programs in SQL, the seed's Prevention type included", async () => {
    const types = await ok("GET", "/api/program-type?page=0&size=20&name=prevention");
    const prevention = types.content[0];
    const programs = api.store.db.sql
      .prepare("SELECT COUNT(*) FROM programs WHERE type_id = ?")
      .pluck()
      .get(prevention.id) as number;
    expect(programs).toBeGreaterThan(0);
    expect(prevention.usage).toEqual({ programs });
    const refused = await call("DELETE", `/api/program-type/${prevention.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Program type 'Prevention' is used by ${programs} ${programs === 1 ? "program" : "programs"}`,
    );
    const plan = api.store.db.sql
      .prepare("EXPLAIN QUERY PLAN SELECT COUNT(*) FROM programs WHERE type_id = ?")
      .all("x") as Array<{ detail: string }>;
    expect(plan.map((step) => step.detail).join()).toMatch(/USING COVERING INDEX programs_type/);
  });

  it("counts a manufacturer's every kind of use and names each kind used", async () => {
    const makers = await ok("GET", "/api/masterData?type=MANUFACTURE&page=0&size=20&name=pfizer");
    const pfizer = makers.content.find((v: Json) => v.name === "Pfizer");
    const usage = pfizer.usage as Record<string, number>;
    expect(Object.keys(usage).sort()).toEqual(
      ["deviceModels", "devices", "lanes", "vaccineInventories", "vaccineRecords"].sort(),
    );
    expect(usage.deviceModels).toBe(1);
    expect(usage.vaccineInventories).toBe(1);
    expect(usage.lanes).toBeGreaterThan(0);
    const refused = await call("DELETE", `/api/masterData/${pfizer.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.count).toBe(Object.values(usage).reduce((a, b) => a + b, 0));
    expect(refused.body.usage).toEqual(usage);
    expect(refused.body.message).toMatch(
      /^Manufacturer 'Pfizer' is used by 1 device model, 1 vaccine inventory(, \d+ lanes? and \d+ vaccine records?| and \d+ lanes?)$/,
    );
  });
});
