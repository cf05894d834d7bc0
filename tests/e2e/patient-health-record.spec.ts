import { readFileSync } from "node:fs";
import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream } from "./support/fixtures";

/**
 * The patient's own health record (issue 23) on a phone, with and without JavaScript: their
 * test results with the lab report and the lab order, their files, the questionnaires they
 * answered and, under their own heading, the daily assessments. Every page is checked with axe.
 */
test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 120_000 });

test("a patient dismisses the welcome card, reads their health record, downloads a lab order and a file, and sees their daily assessments", async ({
  page,
}, testInfo) => {
  const patient = await upstream.post<{ username: string; password: string; patientId: string }>(
    "/__test/fixtures/patient",
    { results: true, answered: true, daily: 3 },
  );
  await signInAt(page, testInfo, patient.username, "/curapatient/patient/dashboard", {
    password: patient.password,
  });
  // The welcome card stays until dismissed, for good.
  const welcome = page.getByRole("region", { name: "Your health, in one place" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Dismiss this card" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Upcoming appointments" })).toBeVisible();
  await expect(welcome).toHaveCount(0);
  const [stored] = await upstream.state<Array<{ showRumeCard?: boolean }>>("patients", {
    id: patient.patientId,
  });
  expect(stored!.showRumeCard).toBe(false);

  await page.getByRole("link", { name: "All results and files" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/health-record$/);
  await expect(page.getByRole("heading", { level: 1, name: "Health record" })).toBeVisible();

  // Each test sent to a lab has its order; the download is the upstream's PDF for that order.
  const tasks = await upstream.state<Array<{ id: string; name: string; elisOrderId?: string }>>("tasks", {
    patientId: patient.patientId,
  });
  const sent = tasks.filter((task) => task.elisOrderId);
  expect(sent.length).toBeGreaterThan(0);
  const orderLinks = page.getByRole("link", { name: /^Download the lab order of / });
  await expect(orderLinks).toHaveCount(sent.length);
  const [order] = await Promise.all([page.waitForEvent("download"), orderLinks.first().click()]);
  expect(order.suggestedFilename()).toMatch(/^lab-order-elis[\w-]+\.pdf$/);
  const pdf = readFileSync((await order.path())!).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  expect(sent.map((task) => `Lab order ${task.elisOrderId}`).some((title) => pdf.includes(title))).toBe(true);

  // The files the patient uploaded, under the name they had.
  const files = await upstream.state<Array<{ fileName: string }>>("patientFiles", {
    patientId: patient.patientId,
  });
  expect(files.length).toBeGreaterThan(0);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: files[0]!.fileName, exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(files[0]!.fileName.replace(/ /g, "-"));

  // Questionnaires answered, and the daily ones on their own page, newest first.
  const tabs = page.getByRole("navigation", { name: "Health record" });
  await tabs.getByRole("link", { name: "Questionnaires" }).click();
  await arrived(page, testInfo, /\/health-record\/assessments$/);
  const answered = page.getByRole("table", { name: "Questionnaires answered" });
  await expect(answered.getByRole("row")).toHaveCount(2);
  await expect(answered).not.toContainText("Daily symptom check");

  await tabs.getByRole("link", { name: "Daily assessments" }).click();
  await arrived(page, testInfo, /\/health-record\/daily-assessments$/);
  const daily = page.getByRole("table", { name: "Daily assessments answered" });
  await expect(daily.getByRole("row").filter({ hasText: "Daily symptom check" })).toHaveCount(3);
  const days = await daily
    .locator("tbody time")
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("datetime") ?? ""));
  expect(days).toEqual([...days].sort().reverse());

  // The services as a carousel on this phone: one at a time with JS, every one in a wrapping row without.
  await page
    .getByRole("navigation", { name: "Patient area" })
    .getByRole("link", { name: "Book a service" })
    .click();
  await arrived(page, testInfo, /\/curapatient\/patient\/service-centre$/);
  const services = page.getByRole("region", { name: "Book a service" });
  const count = await services.getByRole("listitem").count();
  expect(count).toBeGreaterThan(1);
  // The seniors' flu shot comes with the network's heart prevention plan (decision 045).
  await expect(
    services
      .getByRole("listitem")
      .filter({ hasText: "Flu Shot for Seniors" })
      .getByText("Care plan included: Healthy heart prevention"),
  ).toBeAttached();
  if (isJs(testInfo)) {
    await expect(services.getByText(`1 to 1 of ${count}`)).toBeVisible();
    await services.getByRole("button", { name: "Next" }).click();
    await expect(services.getByText(`2 to 2 of ${count}`)).toBeVisible();
    await expect(services.getByRole("listitem").nth(1)).toBeInViewport();
  } else {
    await expect(services.getByRole("button")).toHaveCount(0);
    for (let n = 0; n < count; n++) await expect(services.getByRole("listitem").nth(n)).toBeVisible();
  }
});

test("a patient marks a new result read and reports their home test's result, first forgetting to choose one", async ({
  page,
}, testInfo) => {
  const patient = await upstream.post<{ username: string; password: string; patientId: string }>(
    "/__test/fixtures/patient",
    { results: true, homeTest: true },
  );
  await signInAt(page, testInfo, patient.username, "/curapatient/patient/dashboard", {
    password: patient.password,
  });
  const todo = page.getByRole("region", { name: "To do" });
  const newResult = todo.getByRole("listitem").filter({ hasText: "New result: COVID-19 PCR test" });
  await expect(newResult.getByText("INVALID", { exact: true })).toBeVisible();

  await todo.getByRole("button", { name: "Mark as read: COVID-19 PCR test" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/dashboard$/, "COVID-19 PCR test: marked as read.");
  await expect(todo.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
  const tasksOf = () =>
    upstream.state<Array<{ name: string; testResult?: number; resultChecked?: boolean }>>("tasks", {
      patientId: patient.patientId,
    });
  expect((await tasksOf()).find((t) => t.testResult === -1)?.resultChecked).toBe(true);

  const report = todo.getByRole("group", { name: /Report the result of your COVID-19 rapid antigen test/ });
  await todo.getByRole("button", { name: "Send the result" }).click();
  await expect(report.getByText("Choose the result the test shows.")).toBeVisible();
  await arrived(page, testInfo);
  await report.getByLabel("Negative", { exact: true }).check();
  await todo.getByRole("button", { name: "Send the result" }).click();
  await arrived(
    page,
    testInfo,
    /\/curapatient\/patient\/dashboard$/,
    "COVID-19 rapid antigen test (at home): your result was sent to your care team.",
  );
  await expect(page.getByRole("heading", { name: "To do" })).toHaveCount(0);
  expect((await tasksOf()).find((t) => t.name === "COVID-19 rapid antigen test (at home)")).toMatchObject({
    testResult: 0,
    resultChecked: true,
  });
});
