import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as recordLoader } from "~/routes/_patient+/curapatient.patient.health-record._index";
import { loader as assessmentsLoader } from "~/routes/_patient+/curapatient.patient.health-record.assessments";
import { loader as dailyLoader } from "~/routes/_patient+/curapatient.patient.health-record.daily-assessments";
import { loader as fileLoader } from "~/routes/_patient+/curapatient.patient.health-record.files.$fileId";
import { loader as orderLoader } from "~/routes/_patient+/curapatient.patient.health-record.lab-orders.$taskId";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { patientGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { appointments } from "@contract/appointments";
import { healthRecord } from "@contract/health-record";
import { surveys } from "@contract/surveys";

/**
 * The patient's own health record (issue 23): results with the lab report and the lab order,
 * files, answered questionnaires and daily assessments, of whoever the patient acts for. A
 * download must belong to them (someone else's test or file is a 404 before anything is fetched);
 * a part the upstream cannot give says so and the rest of the page stays.
 */

const PDF = "%PDF-1.4 …";
let asked: string[] = [];

const get = (
  path: string,
  params: Record<string, string> = {},
  actingFor?: { patientId: string; name: string },
) => patientGet(path, { params, actingFor });

const report = (id: string, name: string, dateCreated: string, score: number) => ({
  id,
  assessmentId: `s-${name}`,
  assessmentName: name,
  patientId: "pat-1",
  score,
  dateCreated,
});

beforeEach(() => {
  asked = [];
  server.use(
    onCall(appointments.patientAppointments, ({ params }) => {
      asked.push(`appointments ${String(params.id)}`);
      return answerOf(appointments.patientAppointments, [
        { id: "t-1", name: "PCR", testResult: 0, dueDate: "2026-11-01T15:00:00Z", elisOrderId: "elis-1" },
        { id: "t-2", name: "PCR", testResult: 8, dueDate: "2026-11-10T15:00:00Z", elisOrderId: "elis-2" },
        { id: "t-3", name: "Flu shot", testResult: null, dueDate: "2026-11-12T15:00:00Z" },
        { id: "t-4", name: "Rapid antigen", testResult: 1, dueDate: "2026-11-05T15:00:00Z" },
      ]);
    }),
    onCall(healthRecord.files, ({ params }) => {
      asked.push(`files ${String(params.id)}`);
      return answerOf(healthRecord.files, [
        { id: "f-1", fileName: "Insurance card.pdf", contentType: "application/pdf", size: 2048 },
      ]);
    }),
    onCall(healthRecord.fileContent, ({ params }) => {
      asked.push(`file ${String(params.id)}`);
      return answerOf(healthRecord.fileContent, {
        fileName: "Insurance card.pdf",
        contentType: "application/pdf",
        content: Buffer.from(PDF).toString("base64"),
      });
    }),
    onCall(appointments.labOrderPdf, ({ params }) => {
      asked.push(`order ${String(params.id)}`);
      return new HttpResponse(PDF, {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="lab-order-${String(params.id)}.pdf"`,
        },
      });
    }),
    onCall(surveys.reports, () =>
      answerOf(surveys.reports, [
        report("r-1", "Pre-visit health questionnaire", "2026-10-01T12:00:00Z", 3),
        report("r-2", "Daily symptom check", "2026-11-20T12:00:00Z", 1),
        report("r-3", "Pre-visit health questionnaire", "2026-11-02T12:00:00Z", 5),
        report("r-4", "Daily symptom check", "2026-11-21T12:00:00Z", 2),
      ]),
    ),
    onCall(surveys.dailyReports, () =>
      answerOf(surveys.dailyReports, [
        report("r-2", "Daily symptom check", "2026-11-20T12:00:00Z", 1),
        report("r-4", "Daily symptom check", "2026-11-21T12:00:00Z", 2),
      ]),
    ),
  );
});

describe("the patient's health record", () => {
  it("lists the results newest first with their report and lab order, and the files", async () => {
    const data = await recordLoader(get("/curapatient/patient/health-record"));
    expect(data.results!.map((r) => [r.id, r.result, r.hasReport, r.hasOrder])).toEqual([
      ["t-2", "RESULT_AWAITED", false, true],
      ["t-4", "POSITIVE", true, false],
      ["t-1", "NEGATIVE", true, true],
    ]);
    expect(data.files!.map((f) => [f.id, f.name, f.kind, f.size])).toEqual([
      ["f-1", "Insurance card.pdf", "pdf", "2 kB"],
    ]);
  });

  it("reads the records of the family member the patient acts for", async () => {
    const data = await recordLoader(
      get("/curapatient/patient/health-record", {}, { patientId: "pat-2", name: "Leo Rivera" }),
    );
    expect(asked.sort()).toEqual(["appointments pat-2", "files pat-2"]);
    expect(data.pageTitle).toBe("Health record of Leo Rivera");
  });

  it("keeps the results when the files cannot be read, and says which part is missing", async () => {
    server.use(onCall(healthRecord.files, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const data = await recordLoader(get("/curapatient/patient/health-record"));
    expect(data.files).toBeNull();
    expect(data.results).toHaveLength(3);
  });

  it("streams a lab order by the test's own order id, and answers 404 for a test that is not theirs or has none", async () => {
    const response = await orderLoader(
      get("/curapatient/patient/health-record/lab-orders/t-1", { taskId: "t-1" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain('filename="lab-order-elis-1.pdf"');
    expect(await response.text()).toBe(PDF);
    for (const taskId of ["t-other", "t-4"]) {
      asked = [];
      const status = await thrownStatus(
        orderLoader(get(`/curapatient/patient/health-record/lab-orders/${taskId}`, { taskId })),
      );
      expect(status).toBe(404);
      expect(asked).toEqual(["appointments pat-1"]);
    }
  });

  it("lands on the failed-download page when the lab order cannot be fetched", async () => {
    server.use(onCall(appointments.labOrderPdf, () => new HttpResponse("down", { status: 502 })));
    const response = await orderLoader(
      get(
        "/curapatient/patient/health-record/lab-orders/t-1?returnTo=%2Fcurapatient%2Fpatient%2Fhealth-record",
        {
          taskId: "t-1",
        },
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/download-failed\?returnTo=%2Fcurapatient%2Fpatient%2Fhealth-record&requestId=/,
    );
  });

  it("serves one of the patient's files under its name, and answers 404 for anyone else's", async () => {
    const response = await fileLoader(get("/curapatient/patient/health-record/files/f-1", { fileId: "f-1" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain('filename="Insurance-card.pdf"');
    expect(await response.text()).toBe(PDF);
    asked = [];
    const status = await thrownStatus(
      fileLoader(get("/curapatient/patient/health-record/files/f-9", { fileId: "f-9" })),
    );
    expect(status).toBe(404);
    expect(asked).toEqual(["files pat-1"]);
  });
});

describe("the patient's questionnaires", () => {
  it("lists the answered questionnaires newest first, without the daily ones", async () => {
    const data = await assessmentsLoader(get("/curapatient/patient/health-record/assessments"));
    expect(data.reports.map((r) => [r.id, r.name, r.score])).toEqual([
      ["r-3", "Pre-visit health questionnaire", "5"],
      ["r-1", "Pre-visit health questionnaire", "3"],
    ]);
  });

  it("lists the daily assessments on their own page, newest first", async () => {
    const data = await dailyLoader(get("/curapatient/patient/health-record/daily-assessments"));
    expect(data.reports.map((r) => r.id)).toEqual(["r-4", "r-2"]);
    expect(data.total).toBe(2);
  });

  it("answers the translated error page with the request id when the reports cannot be read", async () => {
    server.use(onCall(surveys.dailyReports, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const args = get("/curapatient/patient/health-record/daily-assessments");
    const error = await dailyLoader(args).then(
      () => null,
      (thrown: { data?: { messageKey?: string; requestId?: string }; init?: { status?: number } }) => thrown,
    );
    expect(error?.init?.status).toBe(502);
    expect(error?.data?.messageKey).toMatch(/^common:/);
    expect(error?.data?.requestId).toBe(args.context.requestId);
  });
});
