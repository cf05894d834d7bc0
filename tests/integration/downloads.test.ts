import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { contentDisposition, downloadResponse, safeFileName } from "~/http/download.server";
import { loader as invoiceLoader } from "~/routes/_patient+/curapatient.patient.invoice.$invoiceId";
import { loader as testResultLoader } from "~/routes/_patient+/curapatient.patient.test-result.$taskId";
import { loader as cardLoader } from "~/routes/_patient+/curapatient.patient.vaccination-card";
import { loader as failedLoader } from "~/routes/_shell+/download-failed";
import { dispositionFileName, openDownload } from "~/upstream/downloads.server";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom } from "../support/context";
import { patientAccount } from "../support/session";
import { onCall } from "../mocks/contract";
import { healthRecord } from "@contract/health-record";
import { appointments } from "@contract/appointments";

function patientCookie() {
  const context = contextFor(new Request("http://app.test/"));
  context.jar.startSession({ accessToken: "at", refreshToken: "rt", account: patientAccount });
  return cookieHeaderFrom(context.jar.commit());
}

function get(path: string, params: Record<string, string> = {}) {
  const request = new Request(`http://app.test${path}`, { headers: { cookie: patientCookie() } });
  return { request, context: contextFor(request), params };
}

const pdf = (body: BodyInit, headers: Record<string, string> = {}) =>
  new HttpResponse(body, { headers: { "content-type": "application/pdf", ...headers } });

describe("download routes", () => {
  it("stream the upstream PDF with its content type and length and the route's file name", async () => {
    server.use(onCall(healthRecord.vaccinationCard, () => pdf("%PDF-1.4 fake", { "content-length": "13" })));
    const response = (await cardLoader(get("/curapatient/patient/vaccination-card"))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe("13");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="vaccination-card-Pat-Rivera.pdf"; filename*=UTF-8''vaccination-card-Pat-Rivera.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("%PDF-1.4 fake");
  });

  it("use the upstream's file name when the route has none, sanitised for the header", async () => {
    server.use(
      onCall(appointments.testResultPdf, () =>
        pdf("%PDF-", { "content-disposition": `attachment; filename="../résultat\\"; x=1.pdf"` }),
      ),
    );
    const response = (await testResultLoader(
      get("/curapatient/patient/test-result/task-7", { taskId: "task-7" }),
    )) as Response;
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="resultat-x-1.pdf"; filename*=UTF-8''resultat-x-1.pdf`,
    );
  });

  it("hand the browser the first bytes of a large file before the upstream has sent the rest", async () => {
    const MB = 1024 * 1024;
    let upstreamDone = false;
    let push!: (chunk: Uint8Array | null) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
      },
    });
    server.use(onCall(appointments.invoicePdf, () => pdf(body)));
    const response = (await invoiceLoader(
      get("/curapatient/patient/invoice/inv-1", { invoiceId: "inv-1" }),
    )) as Response;
    expect(response.headers.get("content-disposition")).toContain(`filename="invoice-inv-1.pdf"`);
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();

    push(new Uint8Array(MB).fill(37));
    const first = await reader.read();
    expect(upstreamDone).toBe(false);
    expect(first.value!.byteLength).toBeGreaterThan(0);
    expect(first.value!.byteLength).toBeLessThanOrEqual(MB);

    // Seven more megabytes; the route's response hands them on as they come.
    let received = first.value!.byteLength;
    for (let i = 0; i < 7; i++) push(new Uint8Array(MB));
    push(null);
    upstreamDone = true;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      received += chunk.value.byteLength;
    expect(received).toBe(8 * MB);
  });

  it.each([
    ["a 500", () => HttpResponse.json({ message: "boom" }, { status: 500 })],
    [
      "an HTML page",
      () => new HttpResponse("<html>oops</html>", { headers: { "content-type": "text/html" } }),
    ],
    ["a dropped connection", () => HttpResponse.error()],
  ])("send the browser to the download-failed page on %s", async (_name, reply) => {
    server.use(onCall(healthRecord.vaccinationCard, reply));
    const response = (await cardLoader(
      get("/curapatient/patient/vaccination-card?returnTo=%2Fcurapatient%2Fpatient%2Fdashboard"),
    )) as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, "http://app.test");
    expect(location.pathname).toBe("/download-failed");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      returnTo: "/curapatient/patient/dashboard",
      requestId: "test-request-0001",
    });
  });

  it("send the browser to the download-failed page when the upstream times out", async () => {
    // The client's timeout aborts the fetch with a TimeoutError (app/upstream/client.server.ts).
    const result = await openDownload(
      () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
      ["application/pdf"],
    );
    expect(result).toEqual({ ok: false, reason: "timeout", status: 504 });
    const { request, context } = get("/curapatient/patient/vaccination-card");
    const response = downloadResponse(context, request, result, {
      fallbackFileName: "card.pdf",
      fallbackPath: "/curapatient/patient/profile",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/download-failed?returnTo=%2Fcurapatient%2Fpatient%2Fprofile&requestId=test-request-0001",
    );
  });

  it("never send the browser off-site afterwards", async () => {
    server.use(onCall(healthRecord.vaccinationCard, () => HttpResponse.json({}, { status: 404 })));
    const response = (await cardLoader(
      get("/curapatient/patient/vaccination-card?returnTo=https%3A%2F%2Fevil.test"),
    )) as Response;
    const location = new URL(response.headers.get("location")!, "http://app.test");
    expect(location.searchParams.get("returnTo")).toBe("/curapatient/patient/profile");
  });
});

describe("the download-failed page", () => {
  const load = (query: string) => {
    const request = new Request(`http://app.test/download-failed${query}`);
    return failedLoader({ request, context: contextFor(request), params: {} }) as unknown as Promise<{
      data: { returnTo: string; requestId: string | null };
      init: { status: number };
    }>;
  };

  it("answers with the upstream-failure status, the request id and the way back", async () => {
    const page = await load("?returnTo=%2Fcurapatient%2Fpatient%2Fprofile&requestId=req-42");
    expect(page.init.status).toBe(502);
    expect(page.data).toEqual({ returnTo: "/curapatient/patient/profile", requestId: "req-42" });
  });

  it("echoes nothing that is not a request id and no off-site address", async () => {
    const page = await load("?returnTo=%2F%2Fevil.test&requestId=%3Cscript%3E");
    expect(page.data).toEqual({ returnTo: "/", requestId: null });
  });
});

describe("file names", () => {
  it.each([
    [`attachment; filename="a.pdf"`, "a.pdf"],
    [`attachment; filename=plain.csv`, "plain.csv"],
    [`attachment; filename="fallback.xlsx"; filename*=UTF-8''r%C3%A9sum%C3%A9.xlsx`, "résumé.xlsx"],
    [`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="ok.pdf"`, "ok.pdf"],
    [`inline`, null],
  ])("reads %j as %j", (header, expected) => {
    expect(dispositionFileName(header)).toBe(expected);
  });

  it("keeps only header-safe characters", () => {
    expect(safeFileName("Zoë O'Brien\r\nSet-Cookie: x.pdf")).toBe("Zoe-O-Brien-Set-Cookie-x.pdf");
    expect(safeFileName("....", "card.pdf")).toBe("card.pdf");
    expect(contentDisposition("a b.pdf")).toBe(`attachment; filename="a-b.pdf"; filename*=UTF-8''a-b.pdf`);
  });
});
