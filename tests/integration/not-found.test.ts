import { HttpResponse } from "msw";
import { describe, expect, it, onTestFinished } from "vitest";
import { loader as assessmentLoader } from "~/routes/_patient+/curapatient.patient.appointment.assessment.$assessmentId";
import { loader as invoiceLoader } from "~/routes/_patient+/curapatient.patient.invoice.$invoiceId";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { patientAccount, signedInCookie } from "../support/session";
import { onCall } from "../mocks/contract";
import { appointments } from "@contract/appointments";

function args(path: string, params: Record<string, string>) {
  const cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" }, patientAccount);
  const request = new Request(`http://app.test${path}`, { headers: { cookie } });
  return { request, context: contextFor(request), params };
}

/** What a loader threw, when it threw a `data()` answer. */
async function thrownData(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error && typeof error === "object" && "init" in error && "data" in error)
      return error as { data: Record<string, unknown>; init: { status?: number } };
    throw error;
  }
  throw new Error("expected a thrown data() answer");
}

/** Every request the fake upstream receives in this test. */
function upstreamCalls() {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(request.url);
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return urls;
}

describe("an address that names no record", () => {
  it("answers the translated 404 with the request id, before any upstream call, for an id that climbs", async () => {
    const calls = upstreamCalls();
    const answer = await thrownData(() =>
      invoiceLoader(args("/curapatient/patient/invoice/..", { invoiceId: ".." }) as never),
    );
    expect(answer.init.status).toBe(404);
    expect(answer.data).toEqual({ requestId: "test-request-0001" });
    expect(calls).toEqual([]);
  });

  it("checks ids in the query as well as in the path", async () => {
    const calls = upstreamCalls();
    const answer = await thrownData(() =>
      assessmentLoader(
        args("/curapatient/patient/appointment/assessment/a-1?patientId=../x", {
          assessmentId: "a-1",
        }) as never,
      ),
    );
    expect(answer.init.status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("asks the upstream for a well-formed id", async () => {
    const calls = upstreamCalls();
    server.use(
      onCall(appointments.invoicePdf, ({ params }) =>
        params.id === "inv-1"
          ? new HttpResponse("%PDF-1.4", { headers: { "Content-Type": "application/pdf" } })
          : new HttpResponse(null, { status: 404 }),
      ),
    );
    const answer = await invoiceLoader(
      args("/curapatient/patient/invoice/inv-1", { invoiceId: "inv-1" }) as never,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(200);
    expect(await (answer as Response).text()).toBe("%PDF-1.4");
    expect(calls).toEqual([`${UPSTREAM}/api/paymentCart/download/invoice/inv-1`]);
  });
});
