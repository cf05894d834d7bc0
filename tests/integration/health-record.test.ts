import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  action as healthAction,
  loader as healthLoader,
} from "~/routes/provider+/members+/$patientId.health-record";
import { loader as resultLoader } from "~/routes/provider+/members+/$patientId.results.$taskId";
import { loader as orderLoader } from "~/routes/provider+/members+/$patientId.orders.$taskId";
import { loader as fileLoader } from "~/routes/provider+/members+/$patientId.files.$fileId";
import { loader as cardLoader } from "~/routes/provider+/members+/$patientId.vaccination-card";
import { loader as shareLoader } from "~/routes/provider+/members+/$patientId.share";
import { patientRecord, staffPatientHandler } from "../mocks/patients";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall, type JsonAnswer } from "../mocks/contract";
import { appointments } from "@contract/appointments";
import { healthRecord } from "@contract/health-record";
import { patients } from "@contract/patients";

/**
 * The patient record's health record (issue 16, decision 024): results named as the spec names
 * them, a report only for a final one, the lab order of a test sent to a lab, the contacted mark
 * of a final result, the patient's files, and downloads that belong to the patient (someone
 * else's test or file is a 404 before it is fetched; a failed download lands on the page that
 * says so).
 */

const PDF = "%PDF-1.4 …";
const base64 = (text: string) => Buffer.from(text).toString("base64");
let pdfAsked: string[] = [];
let calls: RecordedCall[] = [];
let contactedAnswer: () => Response | undefined;
let fileBody: JsonAnswer<typeof healthRecord.fileContent>;
beforeEach(() => {
  pdfAsked = [];
  calls = [];
  contactedAnswer = () => undefined;
  fileBody = { fileName: "Insurance card.pdf", contentType: "application/pdf", content: base64(PDF) };
  const record = recorder(calls);
  server.use(
    staffPatientHandler(),
    onCall(appointments.patientAppointments, () =>
      answerOf(appointments.patientAppointments, [
        {
          id: "t-1",
          name: "PCR",
          testResult: 1,
          dueDate: "2026-11-01T15:00:00Z",
          patientId: "pat-1",
          elisOrderId: "elis-1",
          isContacted: false,
        },
        {
          id: "t-2",
          name: "PCR",
          testResult: 7,
          dueDate: "2026-11-10T15:00:00Z",
          patientId: "pat-1",
          elisOrderId: "elis-2",
          isContacted: false,
        },
        {
          id: "t-3",
          name: "Flu shot",
          testResult: null,
          dueDate: "2026-11-12T15:00:00Z",
          patientId: "pat-1",
        },
      ]),
    ),
    onCall(appointments.get, ({ params }) =>
      answerOf(appointments.get, {
        id: String(params.id),
        name: "PCR",
        patientId: params.id === "t-other" ? "pat-2" : "pat-1",
        elisOrderId: params.id === "t-3" ? null : `elis-${String(params.id).slice(2)}`,
      }),
    ),
    onCall(appointments.testResultPdf, ({ params }) => {
      pdfAsked.push(`result ${String(params.taskId)}`);
      return new HttpResponse(PDF, { headers: { "content-type": "application/pdf" } });
    }),
    onCall(appointments.labOrderPdf, ({ params }) => {
      pdfAsked.push(`order ${String(params.id)}`);
      return new HttpResponse(PDF, { headers: { "content-type": "application/pdf" } });
    }),
    onCall(appointments.updateIsContacted, async ({ request }) => {
      await record(request);
      return contactedAnswer() ?? HttpResponse.json({ isContacted: true });
    }),
    onCall(healthRecord.files, () =>
      answerOf(healthRecord.files, [
        {
          id: "f-2",
          fileName: "Arm after vaccination.png",
          contentType: "image/png",
          uploadedAt: "2026-11-16T01:15:00Z",
          size: 1234,
        },
        {
          id: "f-1",
          fileName: "Insurance card.pdf",
          contentType: "application/pdf",
          description: "Front and back",
          uploadedAt: "2026-10-31T22:40:00Z",
          size: 2_500_000,
        },
      ]),
    ),
    onCall(healthRecord.fileContent, ({ params }) => {
      pdfAsked.push(`file ${String(params.id)}`);
      return answerOf(healthRecord.fileContent, fileBody);
    }),
    onCall(healthRecord.vaccinationCard, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
  );
});

type HealthData = {
  results: Array<{
    id: string;
    result: string;
    hasReport: boolean;
    hasOrder: boolean;
    contacted: boolean | null;
  }>;
  files: Array<{ id: string; name: string; kind: string; size: string; description: string }>;
  mayEdit: boolean;
};

describe("the health record", () => {
  it("lists test results newest first, with a report for final ones, an order for those sent to a lab and a contacted mark for final ones", async () => {
    const { request, context } = get("/provider/members/pat-1/health-record");
    const data = (await healthLoader({ request, context, params: { patientId: "pat-1" } })) as HealthData;
    expect(data.results.map((r) => [r.id, r.result, r.hasReport, r.hasOrder, r.contacted])).toEqual([
      ["t-2", "RESULT_AWAITED", false, true, null],
      ["t-1", "POSITIVE", true, true, false],
    ]);
    expect(data.mayEdit).toBe(true);
  });

  it("lists the patient's files as a person reads them", async () => {
    const { request, context } = get("/provider/members/pat-1/health-record");
    const data = (await healthLoader({ request, context, params: { patientId: "pat-1" } })) as HealthData;
    expect(data.files).toEqual([
      expect.objectContaining({ id: "f-2", kind: "image", size: "1.2 kB", description: "" }),
      expect.objectContaining({ id: "f-1", kind: "pdf", size: "2.5 MB", description: "Front and back" }),
    ]);
  });

  it("answers another tree's patient with 404: no customer network reads another's records", async () => {
    const { request, context } = get("/provider/members/pat-9/health-record");
    expect(await thrownStatus(healthLoader({ request, context, params: { patientId: "pat-9" } }))).toBe(404);
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
    expect(pdfAsked).toEqual(["result t-1"]);
  });

  it("serves a test's lab order by the lab's order id; a test without one, or someone else's, is a 404", async () => {
    const own = get("/provider/members/pat-1/orders/t-1");
    const response = (await orderLoader({
      ...own,
      params: { patientId: "pat-1", taskId: "t-1" },
    })) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await response.text()).toBe(PDF);
    for (const taskId of ["t-3", "t-other"]) {
      const refused = get(`/provider/members/pat-1/orders/${taskId}`);
      expect(await thrownStatus(orderLoader({ ...refused, params: { patientId: "pat-1", taskId } }))).toBe(
        404,
      );
    }
    expect(pdfAsked).toEqual(["order elis-1"]);
  });

  it("serves a file the patient uploaded, decoded, under its own name", async () => {
    const own = get("/provider/members/pat-1/files/f-1");
    const response = (await fileLoader({
      ...own,
      params: { patientId: "pat-1", fileId: "f-1" },
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain('filename="Insurance-card.pdf"');
    expect(await response.text()).toBe(PDF);
  });

  it("serves a file of a type a browser could run as bytes to save", async () => {
    fileBody = {
      fileName: "page.html",
      contentType: "text/html",
      content: base64("<script>alert(1)</script>"),
    };
    const own = get("/provider/members/pat-1/files/f-2");
    const response = (await fileLoader({
      ...own,
      params: { patientId: "pat-1", fileId: "f-2" },
    })) as Response;
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("answers a file that is not the patient's with 404 before fetching it, and a broken one with the failure page", async () => {
    const other = get("/provider/members/pat-1/files/f-other");
    expect(
      await thrownStatus(fileLoader({ ...other, params: { patientId: "pat-1", fileId: "f-other" } })),
    ).toBe(404);
    expect(pdfAsked).toEqual([]);
    fileBody = { fileName: "x.pdf", contentType: "application/pdf", content: "not base64!" };
    const broken = get(
      "/provider/members/pat-1/files/f-1?returnTo=%2Fprovider%2Fmembers%2Fpat-1%2Fhealth-record",
    );
    const response = (await fileLoader({
      ...broken,
      params: { patientId: "pat-1", fileId: "f-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/download-failed\?returnTo=/);
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

describe("the contacted mark", () => {
  const mark = (fields: Record<string, string>, privilegeId?: number) =>
    post("/provider/members/pat-1/health-record", fields, privilegeId);

  it("records it by the lab's order id and comes back with a flash naming the patient and the test", async () => {
    const { request, context } = mark({ taskId: "t-1", contacted: "true" });
    const response = (await healthAction({ request, context, params: { patientId: "pat-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/health-record");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "PUT /api/elis/updateIsContacted/elis-1?isContacted=true",
    ]);
    expect(context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "members:health.contactedSaved",
      params: { name: "Pat Rivera", test: "PCR" },
    });
  });

  it("says so when the upstream refuses", async () => {
    contactedAnswer = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const { request, context } = mark({ taskId: "t-1", contacted: "false" });
    await healthAction({ request, context, params: { patientId: "pat-1" } });
    expect(calls.map((c) => c.path)).toEqual(["/api/elis/updateIsContacted/elis-1?isContacted=false"]);
    expect(context.jar.takeFlash()).toMatchObject({ kind: "error", key: "members:health.contactedFailed" });
  });

  it("refuses another patient's test, a role that may not edit records and a patient outside the tree, before any change", async () => {
    const other = mark({ taskId: "t-other", contacted: "true" });
    expect(await thrownStatus(healthAction({ ...other, params: { patientId: "pat-1" } }))).toBe(404);
    const scheduler = mark({ taskId: "t-1", contacted: "true" }, 12);
    expect(await thrownStatus(healthAction({ ...scheduler, params: { patientId: "pat-1" } }))).toBe(403);
    const outside = post("/provider/members/pat-9/health-record", { taskId: "t-1", contacted: "true" });
    expect(await thrownStatus(healthAction({ ...outside, params: { patientId: "pat-9" } }))).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("sharing the treatment plan", () => {
  it("draws the QR code on the server and writes the e-mail with every plan, newest first", async () => {
    server.use(
      onCall(patients.carePlans, () =>
        answerOf(patients.carePlans, [
          {
            id: "cp-2",
            name: "Walking plan",
            startDate: "2026-11-20",
            durationWeeks: 2,
            carePlanStatus: "AwaitingTesting",
            tasks: [],
          },
          {
            id: "cp-1",
            name: "Knee rehab",
            startDate: "2026-11-02",
            durationWeeks: 6,
            carePlanStatus: "PatientClosedOut",
            tasks: [{ id: "k-1", name: "Quad sets", goalName: "Strength", dueDate: "2026-11-05T15:00:00Z" }],
          },
        ]),
      ),
    );
    const { request, context } = get("/provider/members/pat-1/share");
    const data = (await shareLoader({ request, context, params: { patientId: "pat-1" } })) as {
      qr: string;
      address: string;
      mailto: string;
      plans: Array<{ name: string; duration: number; statusKey: string; tasks: Array<{ name: string }> }>;
    };
    expect(data.address).toBe("http://app.test/curapatient/patient/dashboard");
    expect(data.qr).toMatch(/^<svg [^>]*viewBox=/);
    // Both plans (issue 38), the new one first, each in the status words of the record.
    expect(data.plans).toMatchObject([
      { name: "Walking plan", duration: 14, statusKey: "carePlans:statuses.AwaitingTesting", tasks: [] },
      {
        name: "Knee rehab",
        duration: 42,
        statusKey: "carePlans:statuses.PatientClosedOut",
        tasks: [{ name: "Quad sets" }],
      },
    ]);
    const mail = new URL(data.mailto);
    expect(mail.protocol).toBe("mailto:");
    expect(decodeURIComponent(mail.pathname)).toBe(patientRecord.email);
    expect(mail.searchParams.get("subject")).toBe("Your treatment plan: Walking plan, Knee rehab");
    const body = mail.searchParams.get("body")!;
    expect(body).toContain("- Quad sets (11/05/2026)");
    expect(body.indexOf("Walking plan")).toBeLessThan(body.indexOf("Knee rehab"));
    expect(body).toContain("Patient closed out");
    expect(body).toContain("http://app.test/curapatient/patient/dashboard");
  });
});
