import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";

/**
 * Members and the patient record (issue 16): the list filters through the URL and keeps saved
 * filters across sign-out; a patient opens from the list; a care plan is added from the record.
 * Runs with and without JavaScript; every page is checked with axe.
 */

const filters = (page: Page) => page.getByRole("form", { name: "Filter members" });

/** A filter's select: with JS it applies on change; without, the form's Search button does. */
async function choose(page: Page, testInfo: TestInfo, label: string, option: string) {
  await filters(page).getByLabel(label, { exact: true }).selectOption({ label: option });
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
}

const AGE_GROUPS = ["0–9", "10–19", "20–29", "30–39", "40–49", "50–59", "60–69", "70–79"];
const groupOf = (age: number) => (age >= 80 ? "80 and over" : AGE_GROUPS[Math.floor(age / 10)]!);

// Journeys of a dozen checked pages: 25 to 40 s alone, depending on the machine; about twice that
// beside another worker.
test.describe.configure({ timeout: 120_000 });

test("members filter by care plan status and age group, and saved filters outlive sign-out", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members");
  await arrived(page, testInfo);
  const rows = page
    .getByRole("table", { name: "Members" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toBeVisible();
  // Adding a patient starts here (patient-admin.spec.ts follows it from the form on).
  await expect(page.getByRole("link", { name: "Add a patient" })).toHaveAttribute(
    "href",
    "/provider/members/new",
  );

  await choose(page, testInfo, "Care plan status", "Awaiting testing");
  await arrived(page, testInfo, /carePlanStatus=AwaitingTesting/);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Awaiting testing");

  // The first member's age picks the group, so the filter is known to keep someone.
  const age = Number(/\(age (\d+)\)/.exec((await rows.first().textContent()) ?? "")?.[1]);
  const group = groupOf(age);
  await choose(page, testInfo, "Age group", group);
  await arrived(page, testInfo, /ageGroup=/);
  await expect(page.getByRole("link", { name: `Clear Age group: ${group}` })).toBeVisible();
  for (const row of await rows.all()) {
    const shown = Number(/\(age (\d+)\)/.exec((await row.textContent()) ?? "")?.[1]);
    expect(groupOf(shown)).toBe(group);
  }

  await page.getByRole("button", { name: "Save these filters" }).click();
  await arrived(page, testInfo, /ageGroup=/, "Filters saved. This list opens with them next time.");
  await signOut(page, testInfo);
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members");
  await arrived(page, testInfo, /carePlanStatus=AwaitingTesting/);
  await expect(page.getByText("These are your saved filters.")).toBeVisible();
  await expect(filters(page).getByLabel("Care plan status", { exact: true })).toHaveValue("AwaitingTesting");
  // The list is filtered by both again (not its count: other journeys add plans meanwhile).
  await expect(page.getByRole("link", { name: `Clear Age group: ${group}` })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row).toContainText("Awaiting testing");
    expect(groupOf(Number(/\(age (\d+)\)/.exec((await row.textContent()) ?? "")?.[1]))).toBe(group);
  }
  // The label-pack filters offer the values the organization's records take (decision 029).
  const diagnosis = filters(page).getByRole("combobox", { name: "Diagnosis", includeHidden: true });
  await expect(diagnosis.locator("option", { hasText: "Hypertension" })).toHaveCount(1);
});

test("staff open a patient from the members list and add a care plan from the record", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members?profile=complete");
  await arrived(page, testInfo);
  // Each project takes its own member, so the two runs never add plans to the same person.
  const link = page
    .getByRole("table", { name: "Members" })
    .getByRole("row")
    .nth(isJs(testInfo) ? 3 : 4)
    .getByRole("link");
  const name = (await link.textContent())!.trim();
  await link.click();
  await arrived(page, testInfo, /\/provider\/members\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  const patientId = new URL(page.url()).pathname.split("/").pop()!;

  await page.getByRole("link", { name: "Add a care plan" }).click();
  await arrived(page, testInfo, /\/care-plans\/new$/);
  // No template chosen: said next to the field; the chosen start date is kept.
  await page.getByLabel("Start on a date I choose").check();
  await page.getByLabel("Start date").fill("2027-01-11");
  await page.getByRole("button", { name: "Add the care plan" }).click();
  await expect(page.getByText("Choose a template").first()).toBeVisible();
  await expect(page.getByLabel("Start date")).toHaveValue("2027-01-11");
  await expectAccessible(page);

  await page.getByLabel("Hypertension follow-up").check();
  await page.getByRole("button", { name: "Add the care plan" }).click();
  await arrived(page, testInfo, /\/provider\/care-plans\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hypertension follow-up");
  const plans = await upstream.state<
    Array<{ patientId: string | null; startDate: string | null; name: string }>
  >("carePlans", { patientId });
  expect(plans.find((p) => p.name === "Hypertension follow-up")?.startDate).toBe("2027-01-11");
});

test("staff read a patient's test results and download a lab report and the vaccination card", async ({
  page,
}, testInfo) => {
  const patients = await upstream.state<Array<{ id: string; email?: string }>>("patients");
  const pat = patients.find((p) => p.email === "patient@demo.test")!;
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${pat.id}`);
  await page.getByRole("link", { name: "Health record" }).click();
  await arrived(page, testInfo, /\/health-record$/);
  const results = page.getByRole("table", { name: "Test results" });
  for (const shown of ["POSITIVE", "NEGATIVE", "INVALID", "RESULT AWAITED"])
    await expect(results.getByText(shown, { exact: true }).first()).toBeVisible();
  // A result still at the lab has no report yet, but its lab order; the home test awaiting the
  // patient's reading (decision 045) has neither.
  const awaited = results
    .getByRole("row")
    .filter({ hasText: "RESULT AWAITED" })
    .filter({ hasText: "COVID-19 PCR test" });
  const home = results.getByRole("row").filter({ hasText: "COVID-19 rapid antigen test (at home)" });
  await expect(home.getByText("RESULT AWAITED", { exact: true })).toBeVisible();
  await expect(home.getByRole("link")).toHaveCount(0);
  await expect(awaited.getByRole("link", { name: /lab report/ })).toHaveCount(0);
  await expect(
    awaited.getByRole("link", { name: /^Download the lab order of COVID-19 PCR test/ }),
  ).toBeVisible();

  const report = results.getByRole("link", { name: /^Download the lab report of COVID-19 PCR test/ }).first();
  const [download] = await Promise.all([page.waitForEvent("download"), report.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");

  const card = page.getByRole("link", { name: "Download the vaccination card (PDF)" });
  const [cardDownload] = await Promise.all([page.waitForEvent("download"), card.click()]);
  expect(cardDownload.suggestedFilename()).toBe("vaccination-card-Pat-Rivera.pdf");
  expect(
    readFileSync((await cardDownload.path())!)
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
});

test("staff mark a patient contacted about a positive result, and download its lab order and a file the patient uploaded", async ({
  page,
}, testInfo) => {
  const patient = await upstream.post<{ patientId: string }>("/__test/fixtures/patient", { results: true });
  await signInAt(
    page,
    testInfo,
    "orgadmin@demo.test",
    `/provider/members/${patient.patientId}/health-record`,
  );
  const positive = page
    .getByRole("table", { name: "Test results" })
    .getByRole("row")
    .filter({ hasText: "POSITIVE" });
  await expect(positive).toContainText("Not contacted yet");

  await positive.getByRole("button", { name: /^Mark as contacted/ }).click();
  await expect(page.getByText(/is marked as contacted about COVID-19 PCR test\./)).toBeVisible();
  await arrived(page, testInfo, /\/health-record$/);
  await expect(positive).toContainText("Contacted");
  await expect(positive.getByRole("button", { name: /^Mark as not contacted/ })).toBeVisible();
  const tasks = await upstream.state<Array<{ testResult?: number; isContacted?: boolean }>>("tasks", {
    patientId: patient.patientId,
  });
  expect(tasks.find((t) => t.testResult === 1)?.isContacted).toBe(true);

  const order = positive.getByRole("link", { name: /^Download the lab order of COVID-19 PCR test/ });
  const [orderDownload] = await Promise.all([page.waitForEvent("download"), order.click()]);
  expect(orderDownload.suggestedFilename()).toMatch(/^lab-order-.+\.pdf$/);
  expect(
    readFileSync((await orderDownload.path())!)
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");

  const files = page.getByRole("table", { name: "Files from the patient" });
  await expect(files.getByRole("row").filter({ hasText: "Insurance card.pdf" })).toContainText("PDF");
  const file = files.getByRole("link", { name: "Download Insurance card.pdf" });
  const [fileDownload] = await Promise.all([page.waitForEvent("download"), file.click()]);
  expect(fileDownload.suggestedFilename()).toBe("Insurance-card.pdf");
  expect(
    readFileSync((await fileDownload.path())!)
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
});

test("staff print a patient's treatment plan, with its QR code and an e-mail to the patient", async ({
  page,
}, testInfo) => {
  const patients = await upstream.state<Array<{ id: string; email?: string }>>("patients");
  const pat = patients.find((p) => p.email === "patient@demo.test")!;
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${pat.id}`);
  await page.getByRole("link", { name: "Share the treatment plan" }).click();
  await arrived(page, testInfo, /\/share$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Treatment plan of Pat Rivera");
  const qr = page.getByRole("img", {
    name: /^QR code that opens http:\/\/.+\/curapatient\/patient\/dashboard$/,
  });
  await expect(qr.locator("svg")).toBeVisible();
  const mail = page.getByRole("link", { name: "Email the plan" });
  expect(await mail.getAttribute("href")).toMatch(
    /^mailto:patient%40demo\.test\?subject=Your%20treatment%20plan%3A%20/,
  );
  if (isJs(testInfo)) await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  else await expect(page.getByText("To print this plan, use your browser's Print command.")).toBeVisible();

  // Printed, the page is the plan: no navigation, header, breadcrumbs or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Provider area" }).first()).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
  await expect(mail).toBeHidden();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(qr).toBeVisible();
});
