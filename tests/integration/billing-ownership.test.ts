import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as scheduleLoader } from "~/routes/provider+/billing+/fee-schedules.$id._index";
import { action as deleteScheduleAction } from "~/routes/provider+/billing+/fee-schedules.$id.delete";
import {
  action as editScheduleAction,
  loader as editScheduleLoader,
} from "~/routes/provider+/billing+/fee-schedules.$id.edit";
import { action as importAction } from "~/routes/provider+/billing+/fee-schedules.$id.import";
import { action as newPlanAction } from "~/routes/provider+/billing+/fee-schedules.$id.plans.new";
import { loader as planLoader } from "~/routes/provider+/billing+/fee-schedules.$id.plans.$planId._index";
import { action as deletePlanAction } from "~/routes/provider+/billing+/fee-schedules.$id.plans.$planId.delete";
import { action as newEntryAction } from "~/routes/provider+/billing+/fee-schedules.$id.plans.$planId.entries.new";
import { action as deleteEntryAction } from "~/routes/provider+/billing+/fee-schedules.$id.plans.$planId.entries.$entryId.delete";
import {
  action as editModifierAction,
  loader as editModifierLoader,
} from "~/routes/provider+/billing+/modifiers.$modifierId.edit";
import { loader as modifiersLoader } from "~/routes/provider+/billing+/modifiers._index";
import { action as deleteProcedureAction } from "~/routes/provider+/billing+/procedure-codes.$codeId.delete";
import { action as deleteReasonAction } from "~/routes/provider+/billing+/reason-codes.$reasonId.delete";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { billingFixture } from "../mocks/billing";
import { server } from "../mocks/server";
import { contextFor, formRequest, testConfig } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall, onCalls } from "../mocks/contract";
import { billing } from "@contract/billing";

/**
 * Billing records have an owner (decision 054): the network's (null) is the platform operator's,
 * a tree's is that tree's. A tree's organization admin is offered no edit or delete control on a
 * record it may not change, and a change of one is refused (403 for the network's, 404 for another
 * tree's) before anything is written upstream.
 */

const OWN = staffAccount.organizationId!;
const OTHER_TREE = "org-harbor";
const operator: SessionAccount = {
  ...staffAccount,
  accountId: "acct-operator",
  username: "admin@operator.test",
  organizationId: "org-operator",
  organizationName: testConfig().mainOrganizationName,
};

let writes: string[] = [];

beforeEach(() => {
  writes = [];
  const record = ({ request }: { request: Request }) => {
    writes.push(`${request.method} ${new URL(request.url).pathname}`);
    return new HttpResponse(null, { status: 204 });
  };
  server.use(
    ...onCalls((entry) => entry.method === "PUT" || entry.method === "DELETE", record),
    ...onCalls((entry) => entry.method === "POST" && entry.path.startsWith("/api/fee-schedules/"), record),
  );
});

/** The schedule (and its overview and lists) answering with this owner. */
function scheduleOwnedBy(owner: string | null) {
  const schedule = { ...billingFixture.schedule, ownerOrganizationId: owner };
  const page = <T>(content: T[]) => ({
    content,
    totalElements: content.length,
    totalPages: 1,
    number: 0,
    size: 20,
  });
  server.use(
    onCall(billing.getSchedule, () => answerOf(billing.getSchedule, schedule)),
    onCall(billing.scheduleOverview, () =>
      answerOf(billing.scheduleOverview, { ...schedule, lastImport: null }),
    ),
    onCall(billing.schedulePlans, () =>
      answerOf(billing.schedulePlans, page([{ ...billingFixture.plan, ownerOrganizationId: owner }])),
    ),
    onCall(billing.scheduleEntries, () => answerOf(billing.scheduleEntries, page([billingFixture.entry]))),
    onCall(billing.planEntries, () => answerOf(billing.planEntries, page([billingFixture.entry]))),
  );
}

/** The modifiers list (the lookup of an edit or delete too) with a record of each owner. */
function modifiersOwned() {
  server.use(
    onCall(billing.listModifiers, () =>
      answerOf(billing.listModifiers, {
        data: {
          content: [
            { id: "mod-1", code: "25", description: "Network", ownerOrganizationId: null },
            { id: "mod-2", code: "D1", description: "Ours", ownerOrganizationId: OWN },
            { id: "mod-3", code: "H1", description: "Harbor's", ownerOrganizationId: OTHER_TREE },
          ],
          totalElements: 3,
          totalPages: 1,
          number: 0,
          size: 20,
        },
      }),
    ),
  );
}

function as(account: SessionAccount, url: string, fields?: Record<string, string>) {
  const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, account);
  const request = fields
    ? formRequest(url, fields, { cookie })
    : new Request(`http://app.test${url}`, { headers: { cookie } });
  return { request, context: contextFor(request) };
}

/** What a handler threw (a refusal), or fails the test when it answered. */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    const answer = thrown as { init?: { status?: number }; data?: { messageKey?: string }; status?: number };
    return { status: answer.init?.status ?? answer.status, messageKey: answer.data?.messageKey };
  }
  throw new Error("expected a refusal");
}

const SCHEDULE_FORM = {
  name: "Renamed",
  category: "COMMERCIAL",
  effectiveMonth: "01",
  effectiveDay: "01",
  effectiveYear: "2027",
};
const NETWORK_ONLY = { status: 403, messageKey: "billing:ownership.networkOnly" };

describe("a network fee schedule, for a tree's organization admin", () => {
  beforeEach(() => scheduleOwnedBy(null));

  it("shows no edit, import or delete control, and says whose it is", async () => {
    const schedule = await scheduleLoader({
      ...as(staffAccount, "/provider/billing/fee-schedules/fs-1"),
      params: { id: "fs-1" },
    });
    expect(schedule).toMatchObject({ mayChange: false, shared: true });
    const plan = await planLoader({
      ...as(staffAccount, "/provider/billing/fee-schedules/fs-1/plans/plan-1"),
      params: { id: "fs-1", planId: "plan-1" },
    });
    expect(plan).toMatchObject({ mayChange: false, shared: true });
  });

  it("refuses every change with a 403 before anything is written upstream", async () => {
    const ids = { id: "fs-1", planId: "plan-1", entryId: "entry-1" };
    const FSP = "/provider/billing/fee-schedules/fs-1";
    const cases: Array<[string, () => Promise<unknown>]> = [
      ["the edit page", () => editScheduleLoader({ ...as(staffAccount, `${FSP}/edit`), params: ids })],
      [
        "the edit",
        () => editScheduleAction({ ...as(staffAccount, `${FSP}/edit`, SCHEDULE_FORM), params: ids }),
      ],
      [
        "the delete",
        () =>
          deleteScheduleAction({ ...as(staffAccount, `${FSP}/delete`, { intent: "delete" }), params: ids }),
      ],
      [
        "a new plan",
        () => newPlanAction({ ...as(staffAccount, `${FSP}/plans/new`, { name: "Gold" }), params: ids }),
      ],
      [
        "a plan's delete",
        () =>
          deletePlanAction({
            ...as(staffAccount, `${FSP}/plans/plan-1/delete`, { intent: "delete" }),
            params: ids,
          }),
      ],
      [
        "a new entry",
        () =>
          newEntryAction({
            ...as(staffAccount, `${FSP}/plans/plan-1/entries/new`, {
              procedureCode: "99213",
              amount: "1.00",
            }),
            params: ids,
          }),
      ],
      [
        "an entry's delete",
        () =>
          deleteEntryAction({
            ...as(staffAccount, `${FSP}/plans/plan-1/entries/entry-1/delete?procedureCode=99201`, {
              intent: "delete",
            }),
            params: ids,
          }),
      ],
    ];
    for (const [name, run] of cases) expect(await refusal(run), name).toEqual(NETWORK_ONLY);

    // The CSV import: refused before the file goes anywhere.
    const form = new FormData();
    form.append(
      "file",
      new File(["plan,procedure_code,amount\nGold,99201,1.00\n"], "fees.csv", { type: "text/csv" }),
    );
    const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, staffAccount);
    const request = new Request(`http://app.test${FSP}/import`, {
      method: "POST",
      headers: { cookie, origin: "http://app.test" },
      body: form,
    });
    expect(await refusal(() => importAction({ request, context: contextFor(request), params: ids }))).toEqual(
      NETWORK_ONLY,
    );
    expect(writes).toEqual([]);
  });

  it("is changed by the platform operator's organization admin", async () => {
    const schedule = await scheduleLoader({
      ...as(operator, "/provider/billing/fee-schedules/fs-1"),
      params: { id: "fs-1" },
    });
    expect(schedule).toMatchObject({ mayChange: true });
    const response = (await deleteScheduleAction({
      ...as(operator, "/provider/billing/fee-schedules/fs-1/delete", { intent: "delete" }),
      params: { id: "fs-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(writes).toEqual(["DELETE /api/fee-schedules/fs-1"]);
  });
});

describe("another tree's fee schedule", () => {
  beforeEach(() => scheduleOwnedBy(OTHER_TREE));

  it("answers as missing (404) to a change, before anything is written upstream", async () => {
    const params = { id: "fs-1" };
    expect(
      await refusal(() =>
        editScheduleAction({
          ...as(staffAccount, "/provider/billing/fee-schedules/fs-1/edit", SCHEDULE_FORM),
          params,
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(() =>
        deleteScheduleAction({
          ...as(staffAccount, "/provider/billing/fee-schedules/fs-1/delete", { intent: "delete" }),
          params,
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(writes).toEqual([]);
  });
});

describe("the tree's own fee schedule", () => {
  beforeEach(() => scheduleOwnedBy(OWN));

  it("offers its controls and saves", async () => {
    const schedule = await scheduleLoader({
      ...as(staffAccount, "/provider/billing/fee-schedules/fs-1"),
      params: { id: "fs-1" },
    });
    expect(schedule).toMatchObject({ mayChange: true, shared: false });
    const response = (await editScheduleAction({
      ...as(staffAccount, "/provider/billing/fee-schedules/fs-1/edit", SCHEDULE_FORM),
      params: { id: "fs-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(writes).toEqual(["PUT /api/fee-schedules/fs-1"]);
  });
});

describe("billing code lists", () => {
  beforeEach(modifiersOwned);

  it("offer edit and delete only on the records the user may change", async () => {
    const list = (await modifiersLoader({
      ...as(staffAccount, "/provider/billing/modifiers"),
      params: {},
    })) as { changeable: string[] };
    expect(list.changeable).toEqual(["mod-2"]);
    const operators = (await modifiersLoader({
      ...as(operator, "/provider/billing/modifiers"),
      params: {},
    })) as {
      changeable: string[];
    };
    expect(operators.changeable).toEqual(["mod-1"]);
  });

  it("refuse a change of the network's (403) or another tree's (404) before the upstream write", async () => {
    expect(
      await refusal(() =>
        editModifierLoader({
          ...as(staffAccount, "/provider/billing/modifiers/mod-1/edit?code=25"),
          params: { modifierId: "mod-1" },
        }),
      ),
    ).toEqual(NETWORK_ONLY);
    expect(
      await refusal(() =>
        editModifierAction({
          ...as(staffAccount, "/provider/billing/modifiers/mod-1/edit?code=25", {
            code: "25",
            description: "Mine now",
          }),
          params: { modifierId: "mod-1" },
        }),
      ),
    ).toEqual(NETWORK_ONLY);
    expect(
      await refusal(() =>
        editModifierAction({
          ...as(staffAccount, "/provider/billing/modifiers/mod-3/edit?code=H1", {
            code: "H1",
            description: "Mine now",
          }),
          params: { modifierId: "mod-3" },
        }),
      ),
    ).toMatchObject({ status: 404 });

    server.use(
      onCall(billing.procedureCodesOverview, () =>
        answerOf(billing.procedureCodesOverview, {
          content: [{ id: "pc-9", code: "HB001", description: "Harbor's", ownerOrganizationId: OTHER_TREE }],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
      onCall(billing.listReasonCodes, () =>
        answerOf(billing.listReasonCodes, {
          content: [{ id: "rc-1", code: "CO-45", description: "Network", ownerOrganizationId: null }],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
    );
    expect(
      await refusal(() =>
        deleteProcedureAction({
          ...as(staffAccount, "/provider/billing/procedure-codes/pc-9/delete?code=HB001", {
            intent: "delete",
          }),
          params: { codeId: "pc-9" },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(() =>
        deleteReasonAction({
          ...as(staffAccount, "/provider/billing/reason-codes/rc-1/delete?code=CO-45", { intent: "delete" }),
          params: { reasonId: "rc-1" },
        }),
      ),
    ).toEqual(NETWORK_ONLY);
    expect(writes).toEqual([]);
  });

  it("let the user change its own tree's record", async () => {
    const response = (await editModifierAction({
      ...as(staffAccount, "/provider/billing/modifiers/mod-2/edit?code=D1", {
        code: "D1",
        description: "Ours, renamed",
      }),
      params: { modifierId: "mod-2" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(writes).toEqual(["PUT /api/claims-modifiers/mod-2"]);
  });
});
