import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 38 §3: the reference upstream's PDFs print dates in the reader's language (the app sends
 * it as Accept-Language), never as ISO dates.
 */

let api: ReferenceApi;
let store: Store;
const PATIENT = "patient@demo.test";

beforeAll(async () => {
  api = await startReferenceApi("reference-pdf-dates");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const pdfText = async (url: string, language: string) => {
  const response = await fetch(`${api.base}${url}`, {
    headers: { authorization: `Bearer ${await api.login(PATIENT)}`, "accept-language": language },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer()).toString("latin1");
};

describe("PDF dates", () => {
  it("prints the vaccination card's dates in the reader's language", async () => {
    const patient = store.patients.all().find((p) => p.email === PATIENT)!;
    // Stored as the wire writes it: MM/dd/yyyy.
    const [m, d, y] = patient.dateOfBirth.split("/");
    const url = `/api/patients/${patient.id}/vaccination-card/pdf/download`;
    const english = await pdfText(url, "en-US");
    expect(english).toContain(`(Date of birth: ${m}/${d}/${y}) Tj`);
    const spanish = await pdfText(url, "es-MX,es;q=0.9");
    expect(spanish).toContain(`(Date of birth: ${d}/${m}/${y}) Tj`);
    // Every dose's day too: no ISO date anywhere on the card.
    expect(spanish).not.toMatch(/\(\d{4}-\d{2}-\d{2}/);
  });

  it("prints a lab order's dates in the reader's language", async () => {
    const patient = store.patients.all().find((p) => p.email === PATIENT)!;
    const test = store.tasks.withResults(patient.id).find((t) => t.elisOrderId)!;
    const text = await pdfText(`/api/elis/order-result/${test.elisOrderId}/pdf`, "ja-JP");
    const [m, d, y] = patient.dateOfBirth.split("/");
    expect(text).toContain(`(Date of birth: ${y}/${m}/${d}) Tj`);
    expect(text).toMatch(/\(Collected: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} at /);
  });
});
