import { billing } from "@contract/billing";
import { claims } from "@contract/claims";
import { answerOf, onCall } from "./contract";
import { HttpResponse } from "msw";
import { recorder, springPage, type RecordedCall } from "./recording";

/**
 * The billing area's upstream: a small, fixed world (one schedule, one plan, one entry, a few
 * codes) that tests override per case with server.use(). Side effects are recorded in `billingCalls`
 * so tests can assert what reached the upstream.
 */
export const billingFixture = {
  schedule: {
    id: "fs-1",
    name: "Commercial Standard",
    category: "COMMERCIAL",
    description: "",
    effectiveDate: "01/01/2026",
    payerId: "payer-1",
    payerName: "Blue Harbor Health",
    planCount: 1,
    entryCount: 1,
  },
  plan: {
    id: "plan-1",
    feeScheduleId: "fs-1",
    name: "Standard",
    description: "Standard tier",
    entryCount: 1,
  },
  entry: {
    id: "entry-1",
    planId: "plan-1",
    procedureCode: "99201",
    modifier: null,
    amount: "125.50",
    referencedFeeSchedulePlanId: null,
  },
  payer: { id: "payer-1", payerName: "Blue Harbor Health", payerGroupNumber: "G1000", state: "MA" },
};

export type { RecordedCall } from "./recording";

export const billingCalls: RecordedCall[] = [];
const page = <T>(content: T[]) => springPage(content);
const record = recorder(billingCalls);

export const billingHandlers = [
  onCall(billing.listSchedules, async ({ request }) => {
    await record(request);
    return answerOf(billing.listSchedules, page([billingFixture.schedule]));
  }),
  onCall(billing.schedulesWithPlans, () =>
    answerOf(billing.schedulesWithPlans, {
      "plan-1": "Commercial Standard – Standard",
      "plan-2": "Medicare – Standard",
    }),
  ),
  onCall(billing.getSchedule, ({ params }) =>
    params.id === billingFixture.schedule.id
      ? answerOf(billing.getSchedule, billingFixture.schedule)
      : HttpResponse.json({ code: "NOT_FOUND", message: "Fee schedule not found" }, { status: 404 }),
  ),
  onCall(billing.schedulePlans, () => answerOf(billing.schedulePlans, page([billingFixture.plan]))),
  onCall(billing.planEntry, ({ request }) => {
    const url = new URL(request.url);
    const match =
      url.searchParams.get("procedureCode") === billingFixture.entry.procedureCode &&
      !url.searchParams.get("modifier");
    return match
      ? answerOf(billing.planEntry, billingFixture.entry)
      : HttpResponse.json({ code: "NOT_FOUND", message: "Entry not found" }, { status: 404 });
  }),
  onCall(billing.planDependencies, () =>
    answerOf(billing.planDependencies, {
      canDelete: true,
      reason: null,
      references: [],
      referenceCount: 0,
      contains: { entries: 1 },
    }),
  ),
  onCall(billing.listModifiers, () =>
    HttpResponse.json({ data: page([{ id: "mod-1", code: "25", description: "Modifier 25" }]) }),
  ),
  onCall(billing.listReasonCodes, ({ request }) => {
    const name = new URL(request.url).searchParams.get("name") ?? "";
    const all = [{ id: "rc-1", code: "CO-45", description: "Charge exceeds fee schedule" }];
    return HttpResponse.json(page(all.filter((r) => r.code.startsWith(name.toUpperCase()))));
  }),
  onCall(claims.listPayers, ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.has("payer_name")) {
      return url.searchParams.get("payer_name")?.toLowerCase() ===
        billingFixture.payer.payerName.toLowerCase()
        ? HttpResponse.json(billingFixture.payer)
        : HttpResponse.json({ code: "NOT_FOUND", message: "Payer not found" }, { status: 404 });
    }
    return HttpResponse.json(page([billingFixture.payer]));
  }),
  onCall(billing.procedureCodesOverview, ({ request }) => {
    const code = new URL(request.url).searchParams.get("code") ?? "";
    const all = [
      {
        id: "pc-1",
        code: "99201",
        description: "Office visit",
        group: "Evaluation and management",
        defaultAmount: "80.00",
      },
    ];
    return HttpResponse.json(page(all.filter((p) => p.code.startsWith(code.toUpperCase()))));
  }),
  onCall(billing.createSchedule, async ({ request }) => {
    await record(request);
    return answerOf(billing.createSchedule, { ...billingFixture.schedule, id: "fs-new" });
  }),
  onCall(billing.createEntry, async ({ request }) => {
    await record(request);
    return answerOf(billing.createEntry, { ...billingFixture.entry, id: "entry-new" });
  }),
];
