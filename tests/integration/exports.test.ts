import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as tabLoader } from "~/routes/provider+/organizations+/$orgId.exports";
import { loader } from "~/routes/provider+/organizations+/$orgId.exports_.download";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall, pageOf } from "../mocks/contract";
import { exports as exportCalls } from "@contract/exports";
import { organizations } from "@contract/organizations";

/**
 * The exports tab (decision 040) against a faked upstream: "root" is the user's organization,
 * "elsewhere" another tree. A valid form answers with the upstream's file; an invalid one, the
 * page again with its values and errors; an upstream failure, the download-failed page.
 */
const ORGS: Record<string, { id: string; name: string; type: string; parentOrganizationId: string | null }> =
  {
    root: { id: "root", name: "North Network", type: "PROVIDER COMPANY", parentOrganizationId: null },
    elsewhere: { id: "elsewhere", name: "Harbor", type: "PROVIDER COMPANY", parentOrganizationId: null },
  };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function fakeUpstream(answer: "ok" | "422" | "500" = "ok") {
  const calls: string[] = [];
  server.use(
    onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
    onCall(organizations.basicInfo, ({ params }) =>
      answerOf(organizations.basicInfo, ORGS[String(params.id)]!),
    ),
    // Every export's download (`/api/organizations/{id}/<file>/<format>/download`), from its entry.
    ...Object.values(exportCalls).map((entry) => {
      const [file, format] = entry.path.split("/").slice(-3, -1);
      return onCall(entry, ({ request }) => {
        const url = new URL(request.url);
        calls.push(`GET ${url.pathname}${url.search}`);
        if (answer === "422")
          return HttpResponse.json(
            { fieldErrors: [{ field: "dateTo", message: "At most 731 days" }] },
            { status: 422 },
          );
        if (answer === "500") return HttpResponse.json({ code: "BOOM" }, { status: 500 });
        const xlsx = format === "excel";
        return new HttpResponse(xlsx ? "PK\u0003\u0004" : "Patient ID\np-1\n", {
          headers: {
            "content-type": xlsx ? XLSX : "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="${file}-2026-11-01-to-2026-11-30.${xlsx ? "xlsx" : "csv"}"`,
          },
        });
      });
    }),
  );
  return calls;
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const analytics: SessionAccount = { ...admin, privilegeId: PRIVILEGE.ANALYTICS_ADMIN };
const scheduler: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SCHEDULER };

function get(query: string, orgId = "root", who: SessionAccount = admin, tail = "/download") {
  const request = new Request(`http://app.test/provider/organizations/${orgId}/exports${tail}${query}`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) },
  });
  return { request, context: contextFor(request), params: { orgId } };
}

type Page = {
  data: {
    submitted: {
      key: string;
      result: { initialValue: Record<string, unknown>; error: Record<string, string[]> };
    };
  };
  init: { status: number };
};

describe("the exports tab", () => {
  it("shows the seven forms with the last 30 days, calling no export", async () => {
    const calls = fakeUpstream();
    const page = (await tabLoader(get("", "root", admin, ""))) as {
      submitted: unknown;
      defaults: { from: string; to: string };
    };
    expect(page.submitted).toBeNull();
    expect((Date.parse(page.defaults.to) - Date.parse(page.defaults.from)) / 86_400_000).toBe(29);
    expect(calls).toEqual([]);
  });

  it("streams each file with the upstream's name, days sent as MM/dd/yyyy, a status where it takes one", async () => {
    const calls = fakeUpstream();
    const csv = (await loader(
      get("?export=homebound&from=2026-11-01&to=2026-11-30&status=APPROVED"),
    )) as Response;
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain(
      'filename="homebound-2026-11-01-to-2026-11-30.csv"',
    );
    expect(await csv.text()).toBe("Patient ID\np-1\n");
    const xlsx = (await loader(get("?export=completedTests&from=2026-11-01&to=2026-11-30"))) as Response;
    expect(xlsx.headers.get("content-type")).toBe(XLSX);
    expect(calls).toEqual([
      "GET /api/organizations/root/homebound/csv/download?dateFrom=11%2F01%2F2026&dateTo=11%2F30%2F2026&status=APPROVED",
      "GET /api/organizations/root/completed-tests/excel/download?dateFrom=11%2F01%2F2026&dateTo=11%2F30%2F2026",
    ]);
  });

  it("sends a form that does not pass back to the tab, which shows it (400) with its values and errors, calling nothing", async () => {
    const calls = fakeUpstream();
    const query = "?export=billing&from=2026-11-30&to=2026-11-01";
    const back = (await loader(get(query))) as Response;
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/provider/organizations/root/exports${query}`);
    const backwards = (await tabLoader(get(query, "root", admin, ""))) as unknown as Page;
    expect(backwards.init.status).toBe(400);
    expect(backwards.data.submitted.key).toBe("billing");
    expect(backwards.data.submitted.result.error).toMatchObject({ to: ["exports:errors.backwards"] });
    expect(backwards.data.submitted.result.initialValue).toMatchObject({
      from: "2026-11-30",
      to: "2026-11-01",
    });
    const status = (await tabLoader(
      get("?export=patients&from=2026-11-01&to=2026-11-02&status=APPROVED", "root", admin, ""),
    )) as unknown as Page;
    expect(status.data.submitted.result.error).toMatchObject({ status: ["exports:errors.status"] });
    const missing = (await tabLoader(
      get("?export=incentive&from=&to=2026-11-02", "root", admin, ""),
    )) as unknown as Page;
    expect(missing.data.submitted.result.error).toMatchObject({ from: ["exports:errors.fromRequired"] });
    expect(calls).toEqual([]);
  });

  it("sends an upstream refusal or failure to the download-failed page, back to the tab", async () => {
    for (const answer of ["422", "500"] as const) {
      fakeUpstream(answer);
      const failed = (await loader(
        get(
          "?export=patients&from=2026-11-01&to=2026-11-30&returnTo=%2Fprovider%2Forganizations%2Froot%2Fexports",
        ),
      )) as Response;
      expect(failed.status).toBe(303);
      const location = new URL(failed.headers.get("location")!, "http://app.test");
      expect(location.pathname).toBe("/download-failed");
      expect(location.searchParams.get("returnTo")).toBe("/provider/organizations/root/exports");
    }
  });

  it("lets the analytics admin export, refuses a role without exports (403) and another tree (404)", async () => {
    const calls = fakeUpstream();
    expect(
      await statusOf(() => loader(get("?export=patients&from=2026-11-01&to=2026-11-30", "root", analytics))),
    ).toBe(200);
    expect(await statusOf(() => tabLoader(get("", "root", scheduler, "")))).toBe(403);
    expect(
      await statusOf(() => loader(get("?export=patients&from=2026-11-01&to=2026-11-30", "root", scheduler))),
    ).toBe(403);
    expect(
      await statusOf(() => loader(get("?export=patients&from=2026-11-01&to=2026-11-30", "elsewhere"))),
    ).toBe(404);
    expect(calls).toHaveLength(1);
  });
});
