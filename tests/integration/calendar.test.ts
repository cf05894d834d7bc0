import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/provider+/calendar+/_index";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { signedInCookie, staffAccount, staffGet as get } from "../support/session";
import { onCall } from "../mocks/contract";
import { providers } from "@contract/providers";

/**
 * The calendar's loader (decision 023): the days of the grid go to the upstream as MM/dd/yyyy,
 * a provider reads their own appointments and anyone may read their organization's, and
 * appointments fall on the day of the user's time zone.
 */

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  const answer = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    return HttpResponse.json([
      {
        id: "t-1",
        dueDate: "2026-11-25T03:30:00Z",
        patientName: "Pat Rivera",
        name: "Flu",
        status: "SCHEDULED",
      },
      {
        id: "t-2",
        dueDate: "2026-11-25T15:00:00Z",
        patientName: "Leo Rivera",
        name: "Flu",
        status: "CANCELLED",
      },
    ]);
  };
  server.use(onCall(providers.organizationAppointments, answer), onCall(providers.appointments, answer));
});

type Data = {
  byDay: Record<string, Array<Record<string, string | null>>>;
  query: { scope: string };
  weeks: string[][];
};

describe("the calendar", () => {
  it("asks for the month's whole weeks of the organization, and files appointments under the user's days", async () => {
    const { request, context } = get("/provider/calendar?view=month&date=2026-11-10&scope=mine");
    context.timeZone = "America/Chicago";
    const data = (await loader({ request, context, params: {} })) as Data;
    // Not a provider: the organization's calendar, whatever the URL asked.
    expect(asked).toEqual([
      "/api/performers/organization/org-1/appointments?dateFrom=11%2F01%2F2026&dateTo=12%2F05%2F2026",
    ]);
    expect(data.query.scope).toBe("organization");
    expect(data.weeks).toHaveLength(5);
    // 03:30 UTC on the 25th is the evening of the 24th in Chicago.
    expect(data.byDay["2026-11-24"]!.map((item) => item.id)).toEqual(["t-1"]);
    expect(data.byDay["2026-11-25"]!.map((item) => item.id)).toEqual(["t-2"]);
  });

  it("gives a provider their own appointments of a week", async () => {
    const provider = {
      ...staffAccount,
      accountId: "acct-7",
      isPerformer: true,
      privilegeId: 4,
      privilegeName: "USER",
    };
    const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, provider);
    const request = new Request("http://app.test/provider/calendar?view=week&date=2026-11-25", {
      headers: { cookie },
    });
    const data = (await loader({ request, context: contextFor(request), params: {} })) as Data;
    expect(asked).toEqual([
      "/api/performers/acct-7/appointments?dateFrom=11%2F22%2F2026&dateTo=11%2F28%2F2026",
    ]);
    expect(data.query.scope).toBe("mine");
  });
});
