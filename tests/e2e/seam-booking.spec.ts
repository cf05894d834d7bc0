import type { Browser, Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * The seams of issue 38 (§2, §5) around booking: a patient books on a phone without JS, staff sign
 * the day off, and the day then refuses the patient's next booking in the patient's words while
 * the staff's delete pages offer no delete; a care plan's appointment the patient cancels goes
 * back to "Still to book" on the home page and is booked again from there. Each run makes its own
 * patient and its own day of lanes (decades ahead, a stretch of days per project), so signing the
 * day off touches no other spec's lanes.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

interface FixturePatient {
  username: string;
  password: string;
  patientId: string;
}
interface LaneFixture {
  organizationId: string;
  clinicId: string;
  date: string;
  laneIds: string[];
}
interface UpstreamTask {
  id: string;
  status: string;
  name: string;
  dueDate?: string;
  clinicAppointmentId?: string;
}

const tasksOf = (patientId: string) => upstream.state<UpstreamTask[]>("tasks", { patientId });

/** Staff at their desk, in a browser of their own beside the patient's phone. */
async function staffPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled: isJs(testInfo),
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    timezoneId: "America/New_York",
  });
  return context.newPage();
}

test("a signed-off day refuses the patient's next booking, and a cancelled care-plan appointment is booked again from home", async ({
  page,
  browser,
}, testInfo) => {
  const [clinic] = await upstream.state<Array<{ id: string; name: string }>>("organizations", {
    name: "Riverside Community Clinic",
  });
  const dayOffset = 12_000 + (isJs(testInfo) ? 0 : 1500) + Math.floor(Math.random() * 1500);
  const fx = await upstream.post<LaneFixture>("/__test/fixtures/lanes", {
    count: 1,
    clinicId: clinic!.id,
    dayOffset,
    withPatients: false,
  });
  const patient = await upstream.post<FixturePatient>("/__test/fixtures/patient", {
    upcoming: true,
    plannedUpcoming: true,
  });
  const planned = (await tasksOf(patient.patientId)).find((t) => t.status === "SCHEDULED")!;
  const search =
    `/curapatient/patient/schedule-appointment?serviceId=1&testingType=1&manufacture=Pfizer` +
    `&organizationId=${fx.organizationId}&date=${fx.date}`;

  // The patient books a time on the day.
  await signInAt(page, testInfo, patient.username, search, { password: patient.password });
  const riverside = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Riverside Community Clinic" }),
  });
  await riverside.getByRole("radio").first().check();
  await riverside.getByRole("button", { name: /Book this time/ }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/appointments$/, /Your appointment is booked for/);
  const first = (await tasksOf(patient.patientId)).filter((t) => t.clinicAppointmentId === fx.laneIds[0]);
  expect(first).toHaveLength(1);
  expect(first[0]!.status).toBe("SCHEDULED");

  // A second booking is chosen on the page as it stood before the day was signed off.
  await visit(page, testInfo, search);
  await riverside.getByRole("radio").nth(1).check();

  // Staff sign the day off; its lanes' delete pages then say so and offer no delete.
  const staff = await staffPage(browser, testInfo);
  const dayPath = `/provider/organizations/${fx.organizationId}/clinics/${fx.clinicId}`;
  await signInAt(staff, testInfo, "orgadmin@demo.test", `${dayPath}?date=${fx.date}`);
  await staff.getByRole("link", { name: "Sign off this day" }).click();
  await arrived(staff, testInfo, /\/sign-off\?/);
  await staff.getByRole("button", { name: "Yes, sign off the day" }).click();
  await arrived(staff, testInfo, /\/clinics\/[^/]+\?date=/, "The day is signed off.");
  for (const path of [
    `${dayPath}/lanes/${fx.laneIds[0]}/delete`,
    `${dayPath}/bulk-delete?date=${fx.date}&laneId=${fx.laneIds[0]}`,
  ]) {
    await visit(staff, testInfo, path);
    await expect(staff.getByRole("heading", { level: 1, name: "This day is signed off." })).toBeVisible();
    await expect(staff.getByText(/^Signed off by .+ Its lanes can no longer be added/)).toBeVisible();
    await expect(staff.getByRole("button", { name: /Yes, delete/ })).toHaveCount(0);
  }
  await staff.context().close();

  // The patient's booking is refused next to the times, in the patient's words, the time kept.
  await riverside.getByRole("button", { name: /Book this time/ }).click();
  await expect(
    page.locator("[data-error-summary]").getByText("The clinic has signed off this day").first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await arrived(page, testInfo, /schedule-appointment/);
  await expect(riverside.getByRole("radio").nth(1)).toBeChecked();
  expect(
    (await tasksOf(patient.patientId)).filter((t) => t.clinicAppointmentId === fx.laneIds[0]),
  ).toHaveLength(1);
  // The care plan's appointment, cancelled, is "still to book" on the home page.
  await visit(page, testInfo, "/curapatient/patient/appointments");
  await page.getByRole("link", { name: /^Cancel appointment\s*: COVID-19 vaccination$/ }).click();
  await arrived(page, testInfo, /\?cancel=/);
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/appointments$/, "Your appointment was cancelled.");
  const unbooked = (await tasksOf(patient.patientId)).find((t) => t.id === planned.id)!;
  expect(unbooked.status).toBe("PENDING");
  expect(unbooked.dueDate ?? null).toBeNull();

  await visit(page, testInfo, "/curapatient/patient/dashboard");
  const toBook = page.getByRole("link", { name: "Book: COVID-19 vaccination" });
  await toBook.click();
  await arrived(page, testInfo, new RegExp(`schedule-appointment\\?taskId=${planned.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Book your appointment" })).toBeVisible();
  await page.getByLabel("Type of appointment").selectOption({ label: "COVID-19 vaccine, dose 1" });
  await page.getByLabel("Vaccine maker").selectOption({ label: "Pfizer" });
  await page.getByLabel("Date", { exact: true }).selectOption({ index: 2 });
  await page.getByLabel("Distance from your address").selectOption({ label: "Within 5 mi" });
  await page.getByRole("button", { name: "Find times" }).click();
  await arrived(page, testInfo, /testingType=/);
  const nearest = page.locator("section[aria-labelledby='results-heading'] ol > li").first();
  await nearest.getByRole("radio").last().check();
  await nearest.getByRole("button", { name: /Book this time/ }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/appointments$/, /Your appointment is booked for/);
  const rebooked = (await tasksOf(patient.patientId)).find((t) => t.id === planned.id)!;
  expect(rebooked.status).toBe("SCHEDULED");
  expect(rebooked.dueDate).toBeTruthy();

  // Home no longer lists it to book.
  await visit(page, testInfo, "/curapatient/patient/dashboard");
  await expect(page.getByRole("link", { name: "Book: COVID-19 vaccination" })).toHaveCount(0);
});

test("a patient on a phone sees the nearest clinics first and reaches the next page with its link", async ({
  page,
}, testInfo) => {
  // A lane at every clinic of the demo network on a day of this run's own, decades ahead.
  const dayOffset = 20_000 + (isJs(testInfo) ? 0 : 1500) + Math.floor(Math.random() * 1500);
  const fx = await upstream.post<LaneFixture>("/__test/fixtures/lanes", {
    count: 10,
    dayOffset,
    withPatients: false,
  });
  // The fixture patient lives on Beacon Street, Boston.
  const patient = await upstream.post<FixturePatient>("/__test/fixtures/patient", {});
  const search =
    `/curapatient/patient/schedule-appointment?serviceId=1&testingType=1&manufacture=Pfizer` +
    `&organizationId=${fx.organizationId}&date=${fx.date}`;
  const clinics = page.locator("section[aria-labelledby='results-heading'] ol > li");
  const pages = page.getByRole("navigation", { name: "Pages of clinics, nearest first" });
  /** Each listed clinic's name and whole miles, as the page says them. */
  const listed = async () => {
    const rows: Array<{ name: string; miles: number }> = [];
    for (const clinic of await clinics.all()) {
      const name = (await clinic.getByRole("heading", { level: 3 }).textContent())!.trim();
      const distance = await clinic.getByText(/^About .+ away$/).textContent();
      rows.push({ name, miles: Number(distance!.replace(/[^\d]/g, "")) });
    }
    return rows;
  };

  await signInAt(page, testInfo, patient.username, search, { password: patient.password });
  await expect(clinics).toHaveCount(5);
  const first = await listed();
  expect(first.map((c) => c.miles)).toEqual([...first.map((c) => c.miles)].sort((a, b) => a - b));
  expect(first[0]!.miles).toBe(1);
  expect(first.map((c) => c.name)).not.toContain("Lakeside Family Clinic");
  expect(first.map((c) => c.name)).not.toContain("Desert Valley Clinic");
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pages.getByRole("link", { name: "Next" }).click();
  await arrived(page, testInfo, /[?&]page=1(&|$)/);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  const second = await listed();
  expect(second.length).toBeGreaterThan(0);
  expect(second.map((c) => c.name).slice(-2)).toEqual(["Lakeside Family Clinic", "Desert Valley Clinic"]);
  expect(second[0]!.miles).toBeGreaterThanOrEqual(first.at(-1)!.miles);
  expect(second.at(-1)!.miles).toBeGreaterThan(2_000);
  expect(second.map((c) => c.name).filter((name) => first.some((c) => c.name === name))).toEqual([]);
  // The search is kept: the form still holds it, and Previous goes back to the nearest.
  await expect(page.getByLabel("Vaccine maker")).toHaveValue("Pfizer");
  await expect(pages.getByRole("link", { name: "Previous" })).toBeVisible();
});
