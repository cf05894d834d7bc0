import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as healthLoader } from "~/routes/provider+/members+/$patientId.health-record";
import { loader as resultLoader } from "~/routes/provider+/members+/$patientId.results.$taskId";
import { loader as cardLoader } from "~/routes/provider+/members+/$patientId.vaccination-card";
import { loader as shareLoader } from "~/routes/provider+/members+/$patientId.share";
import { UPSTREAM } from "../mocks/accounts";
import { patientRecord } from "../mocks/patients";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get } from "../support/session";

/**
 * The patient record's health record (issue 16): results named as the spec names them, a report
 * only for a final one, and downloads that belong to the patient (someone else's test is a 404
 * before its report is fetched; a failed download lands on the page that says so).
 */

let pdfAsked: string[] = [];
beforeEach(() => {
  pdfAsked = [];
  server.use(
    http.get(`${UPSTREAM}/api/patients/:id`, () => HttpResponse.json(patientRecord)),
    http.get(`${UPSTREAM}/api/tasks/:id/appointments`, () =>
      HttpResponse.json([
        { id: "t-1", name: "PCR", testResult: 1, dueDate: "2026-11-01T15:00:00Z", patientId: "pat-1" },
        { id: "t-2", name: "PCR", testResult: 7, dueDate: "2026-11-10T15:00:00Z", patientId: "pat-1" },
        {
          id: "t-3",
          name: "Flu shot",
          testResult: null,
          dueDate: "2026-11-12T15:00:00Z",
          patientId: "pat-1",
        },
      ]),
    ),
    http.get(`${UPSTREAM}/api/tasks/:id`, ({ params }) =>
      HttpResponse.json({ id: params.id, patientId: params.id === "t-other" ? "pat-2" : "pat-1" }),
    ),
    http.get(`${UPSTREAM}/api/elis/test-result/:id/pdf`, ({ params }) => {
      pdfAsked.push(String(params.id));
      return new HttpResponse("%PDF-1.4 …", { headers: { "content-type": "application/pdf" } });
    }),
    http.get(`${UPSTREAM}/api/patients/:id/vaccination-card/pdf/download`, () =>
      HttpResponse.json({ message: "boom" }, { status: 500 }),
    ),
  );
});

describe("the health record", () => {
  it("lists test results newest first, as the spec names them, with a report for final ones only", async () => {
    const { request, context } = get("/provider/members/pat-1/health-record");
    const data = (await healthLoader({ request, context, params: { patientId: "pat-1" } })) as {
      results: Array<{ id: string; result: string; hasReport: boolean }>;
    };
    expect(data.results.map((r) => [r.id, r.result, r.hasReport])).toEqual([
      ["t-2", "RESULT_AWAITED", false],
      ["t-1", "POSITIVE", true],
    ]);
  });

  it("serves the patient's own lab report, and answers another patient's test with 404 before fetching it", async () => {
    const own = get("/provider/members/pat-1/results/t-1");
    const response = (await resultLoader({
      ...own,
      params: { patientId: "pat-1", taskId: "t-1" },
    })) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const other = get("/provider/members/pat-1/results/t-other");
    expect(
      await thrownStatus(resultLoader({ ...other, params: { patientId: "pat-1", taskId: "t-other" } })),
    ).toBe(404);
    expect(pdfAsked).toEqual(["t-1"]);
  });

  it("sends a failed vaccination card to the page that says so, with the way back", async () => {
    const { request, context } = get(
      "/provider/members/pat-1/vaccination-card?returnTo=%2Fprovider%2Fmembers%2Fpat-1%2Fhealth-record",
    );
    const response = (await cardLoader({ request, context, params: { patientId: "pat-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/download-failed\?returnTo=%2Fprovider%2Fmembers%2Fpat-1%2Fhealth-record&requestId=/,
    );
  });
});

describe("sharing the treatment plan", () => {
  it("draws the QR code on the server and writes the e-mail with the plan's summary", async () => {
    server.use(
      http.get(`${UPSTREAM}/api/patients/:id/carePlan`, () =>
        HttpResponse.json({
          id: "cp-1",
          name: "Knee rehab",
          startDate: "2026-11-02",
          durationWeeks: 6,
          tasks: [{ id: "k-1", name: "Quad sets", goalName: "Strength", dueDate: "2026-11-05T15:00:00Z" }],
        }),
      ),
    );
    const { request, context } = get("/provider/members/pat-1/share");
    const data = (await shareLoader({ request, context, params: { patientId: "pat-1" } })) as {
      qr: string;
      address: string;
      mailto: string;
      plan: { name: string; duration: number; tasks: Array<{ name: string }> };
    };
    expect(data.address).toBe("http://app.test/curapatient/patient/dashboard");
    expect(data.qr).toMatch(/^<svg [^>]*viewBox=/);
    expect(data.plan).toMatchObject({ name: "Knee rehab", duration: 42, tasks: [{ name: "Quad sets" }] });
    const mail = new URL(data.mailto);
    expect(mail.protocol).toBe("mailto:");
    expect(decodeURIComponent(mail.pathname)).toBe(patientRecord.email);
    expect(mail.searchParams.get("subject")).toBe("Your treatment plan: Knee rehab");
    expect(mail.searchParams.get("body")).toContain("- Quad sets (11/05/2026)");
    expect(mail.searchParams.get("body")).toContain("http://app.test/curapatient/patient/dashboard");
  });
});
