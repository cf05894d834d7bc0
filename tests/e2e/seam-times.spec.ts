import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Issue 38 §3 and §5: one appointment reads the same everywhere. A patient of the test's own,
 * booked at 8:00 in the Desert Valley clinic (Phoenix, MST all year; the server is on UTC and the
 * browser on New York time), shows at 8:00 AM MST in the calendar's day and week views and in the
 * clinic's appointments list; the calendar entry opens the appointment's page, which leads to the
 * list. The list, opened from the menu, starts today. Each project books its own far day.
 */

interface Organization {
  id: string;
  name: string;
  timeZone: string;
}
interface Fixture {
  clinicId: string;
  date: string;
  laneIds: string[];
}
interface TaskRow {
  id: string;
  patientId: string;
  dueDate?: string;
}

const CLINIC = "Desert Valley Clinic";
// The fixture's lane starts at 08:00 at the clinic; Phoenix keeps standard time all year.
const TIME = "8:00 AM MST";

const localDate = (instant: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );
/** "2035-12-07" → "12/07/2035", as the list writes a due date. */
const listDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test("an appointment shows at its clinic's time with the zone in the calendar and the list, and its calendar entry opens it", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const [clinic] = await upstream.state<Organization[]>("organizations", { name: CLINIC });
  const { ids } = await upstream.post<{ ids: string[] }>("/__test/fixtures/patients", { count: 1 });
  const patientId = ids[0]!;
  const patientName = `Test Patient ${patientId}`;
  // Within the calendar's ten years, past the days other specs' lane fixtures take by default.
  const dayOffset = (isJs(testInfo) ? 3300 : 3460) + Math.floor(Math.random() * 150);
  const fx = await upstream.post<Fixture>("/__test/fixtures/lanes", {
    count: 1,
    clinicId: clinic!.id,
    dayOffset,
    withPatients: false,
  });
  await upstream.post("/__test/fixtures/lane-bookings", {
    laneId: fx.laneIds[0],
    count: 1,
    patientIds: [patientId],
  });
  const [task] = await upstream.state<TaskRow[]>("tasks", { patientId });
  expect(localDate(task!.dueDate!, clinic!.timeZone)).toBe(fx.date);

  // The calendar's day: the entry at the clinic's clock, with the zone, and a link.
  await signInAt(
    page,
    testInfo,
    "orgadmin@demo.test",
    `/provider/calendar?view=day&date=${fx.date}&scope=organization`,
  );
  const entry = page.getByRole("link", { name: `${TIME} ${patientName}` });
  await expect(entry).toBeVisible();
  await expect(page.getByText("10:00 AM")).toHaveCount(0);

  // The week around it says the same.
  await visit(page, testInfo, `/provider/calendar?view=week&date=${fx.date}&scope=organization`);
  await expect(page.getByRole("link", { name: `${TIME} ${patientName}` })).toBeVisible();

  // The entry opens the appointment, which says the same time.
  await visit(page, testInfo, `/provider/calendar?view=day&date=${fx.date}&scope=organization`);
  await page.getByRole("link", { name: `${TIME} ${patientName}` }).click();
  await arrived(page, testInfo, new RegExp(`/provider/appointments/${task!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Appointment" })).toBeVisible();
  await expect(page.getByText(patientName).first()).toBeVisible();
  const due = `${listDate(fx.date)} ${TIME}`;
  await expect(page.getByText(due, { exact: true })).toBeVisible();

  // From there, the clinic's list on that day: the same time, with the zone.
  await page.getByRole("link", { name: `Appointments at ${CLINIC}` }).click();
  await arrived(page, testInfo, /\/provider\/appointments\?/);
  const row = page
    .getByRole("table", { name: `Appointments at ${CLINIC}` })
    .getByRole("row")
    .filter({ hasText: patientName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toHaveText(due);
});

test("the appointments list, opened from the menu, starts today in its clinic's zone", async ({
  page,
}, testInfo) => {
  const organizations = await upstream.state<Organization[]>("organizations");
  // The menu's link: the bare address, with no filters saved in this new browser context.
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/appointments");
  await expect(page).toHaveURL(/\/provider\/appointments$/);
  const shown = await page.getByLabel("Clinic", { exact: true }).locator("option:checked").textContent();
  const clinic = organizations.find((o) => o.name === shown)!;
  const today = localDate(new Date(), clinic.timeZone);
  await expect(page.getByRole("group", { name: "Due" }).getByLabel("From")).toHaveValue(today);
  // Every row is due today or later at the clinic.
  const dues = await page
    .getByRole("table", { name: `Appointments at ${clinic.name}` })
    .locator("tbody time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  for (const due of dues) expect(localDate(due, clinic.timeZone) >= today).toBe(true);
});
