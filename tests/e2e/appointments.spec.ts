import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream } from "./support/fixtures";

/**
 * Staff appointments (issue 16): a clinic's day listed through the URL, one appointment completed
 * from its row, and the rest of the day cancelled after a confirmation that counts the
 * appointments and patients; a range that is too long is refused next to its field with both
 * dates kept. Each project works on its own day of the Desert Valley clinic, which no other
 * journey books.
 */

interface TaskRow {
  id: string;
  patientId: string;
  locationId?: string;
  dueDate?: string;
  status: string;
  taskType: string;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const localDate = (instant: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );

/** A clinic of the seed and one of its days, `offset` days from today in its zone. */
async function clinicDay(name: string, offset: number) {
  const organizations =
    await upstream.state<Array<{ id: string; name: string; timeZone: string }>>("organizations");
  const clinic = organizations.find((o) => o.name === name)!;
  return { clinic, day: addDays(localDate(new Date(), clinic.timeZone), offset) };
}

test("staff complete one appointment of a day and cancel the rest after counting them", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { clinic, day } = await clinicDay("Desert Valley Clinic", isJs(testInfo) ? 12 : 13);
  const dayTasks = async () =>
    (await upstream.state<TaskRow[]>("tasks", { locationId: clinic.id })).filter(
      (t) => t.taskType === "APPOINTMENT" && t.dueDate && localDate(t.dueDate, clinic.timeZone) === day,
    );
  const before = await dayTasks();
  expect(before.length).toBeGreaterThan(1);

  await signInAt(
    page,
    testInfo,
    "orgadmin@demo.test",
    `/provider/appointments?location=${clinic.id}&dueFrom=${day}&dueTo=${day}`,
  );
  const table = page.getByRole("table", { name: "Appointments at Desert Valley Clinic" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(before.length);

  // Complete the first one from its row.
  await rows
    .first()
    .getByRole("button", { name: /^Complete the appointment of/ })
    .click();
  await arrived(page, testInfo, /\/provider\/appointments\?/, "Appointment marked completed.");
  await expect(rows.first()).toContainText("Completed");
  const completed = (await dayTasks()).filter((t) => t.status === "COMPLETED");
  expect(completed).toHaveLength(1);

  // Cancel the rest of the day: counted first.
  const open = before.filter((t) => t.id !== completed[0]!.id);
  const patients = new Set(open.map((t) => t.patientId)).size;
  // Counted words agree with their numbers ("1 patient"): plural keys (tests/unit/i18n-plurals.test.ts).
  const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  await page.getByText("Cancel a day's appointments").click();
  await expect(page.getByLabel("First day")).toHaveValue(day);
  await page.getByRole("button", { name: "Count what would be cancelled" }).click();
  await arrived(page, testInfo, /\/provider\/appointments\/cancel-range\?/);
  await expect(page.getByTestId("bulk-count")).toHaveText(
    `${counted(open.length, "open appointment", "open appointments")} of ${counted(patients, "patient", "patients")} will be cancelled.`,
  );

  // Too long a range: said next to the field, both dates kept, nothing offered to confirm.
  await page.getByLabel("Last day").fill(addDays(day, 40));
  await page.getByRole("button", { name: "Count again" }).click();
  // The URL already has a "to": wait for this one, so the check is of the refused page.
  await arrived(page, testInfo, new RegExp(`to=${addDays(day, 40)}`));
  await expect(page.getByText("Cancel at most 31 days at a time").first()).toBeVisible();
  await expect(page.getByLabel("First day")).toHaveValue(day);
  await expect(page.getByLabel("Last day")).toHaveValue(addDays(day, 40));
  await expect(page.getByRole("button", { name: /^Yes, cancel/ })).toHaveCount(0);

  await page.getByLabel("Last day").fill(day);
  await page.getByRole("button", { name: "Count again" }).click();
  await arrived(page, testInfo, new RegExp(`to=${day}`));
  await page
    .getByRole("button", { name: `Yes, cancel ${counted(open.length, "appointment", "appointments")}` })
    .click();
  await arrived(
    page,
    testInfo,
    /\/provider\/appointments\?/,
    `Cancelled ${counted(open.length, "appointment", "appointments")} of ${counted(patients, "patient", "patients")}.`,
  );
  const after = await dayTasks();
  expect(
    after
      .filter((t) => t.status === "CANCELLED")
      .map((t) => t.id)
      .sort(),
  ).toEqual(open.map((t) => t.id).sort());
  await expect(rows.filter({ hasText: "Cancelled" })).toHaveCount(open.length);
});

test("staff cancel a patient's appointment from the patient record and return to it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { clinic, day } = await clinicDay("Lakeside Family Clinic", isJs(testInfo) ? 14 : 15);
  const tasks = (await upstream.state<TaskRow[]>("tasks", { locationId: clinic.id })).filter(
    (t) => t.status === "SCHEDULED" && t.dueDate && localDate(t.dueDate, clinic.timeZone) === day,
  );
  const patientId = tasks[0]!.patientId;

  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patientId}`);
  await page.getByRole("link", { name: "Appointments", exact: true }).last().click();
  await arrived(page, testInfo, /\/appointments$/);
  // That appointment's own Cancel: other journeys change other clinics' days meanwhile.
  const taskId = tasks[0]!.id;
  const cancel = page
    .getByRole("table")
    .first()
    .locator(`a[href^="/provider/appointments/${taskId}/cancel"]`);
  await expect(cancel).toHaveAccessibleName(/^Cancel the appointment of/);
  await cancel.click();
  await arrived(page, testInfo, /\/cancel\?back=/);
  await expect(page.getByText("This appointment will be cancelled:")).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel the appointment" }).click();
  await arrived(
    page,
    testInfo,
    new RegExp(`/provider/members/${patientId}/appointments$`),
    "Appointment cancelled.",
  );
  const [after] = await upstream.state<TaskRow[]>("tasks", { id: taskId });
  expect(after!.status).toBe("CANCELLED");
});

test("staff record the vaccine given on an appointment and take its performer off", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // A day of its own per project: no other journey changes Desert Valley's days 18 and 19.
  const { clinic, day } = await clinicDay("Desert Valley Clinic", isJs(testInfo) ? 18 : 19);
  const [booked] = (
    await upstream.state<Array<TaskRow & { performerId?: string }>>("tasks", {
      locationId: clinic.id,
      status: "SCHEDULED",
    })
  )
    .filter((t) => t.dueDate && localDate(t.dueDate, clinic.timeZone) === day && t.performerId)
    .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
  const taskId = booked!.id;

  await signInAt(
    page,
    testInfo,
    "orgadmin@demo.test",
    `/provider/appointments?location=${clinic.id}&dueFrom=${day}&dueTo=${day}`,
  );
  const row = page
    .getByRole("row")
    .filter({ has: page.locator(`a[href^="/provider/appointments/${taskId}/"]`) });
  await row.getByText("More", { exact: true }).click();
  await row.getByRole("link", { name: /^Vaccine record of the appointment of/ }).click();
  await arrived(page, testInfo, new RegExp(`/provider/appointments/${taskId}/vaccine\\?back=`));
  await page.getByLabel("Lot number").fill("ek5730");
  await page.getByLabel("Injection site").selectOption("LEFT_ARM");
  await page.getByLabel("Lot expiry date").fill("2099-12-31");
  await page.getByRole("button", { name: "Record the vaccine" }).click();
  await arrived(page, testInfo, /\/provider\/appointments\?/, "Vaccine record saved.");
  await expect(row).toContainText("Lot EK5730");
  const [recorded] = await upstream.state<Array<{ vaccineInfo?: Record<string, unknown> }>>("tasks", {
    id: taskId,
  });
  expect(recorded!.vaccineInfo).toMatchObject({
    lotNumber: "EK5730",
    injectionSite: "LEFT_ARM",
    doseNumber: 1,
  });

  await row.getByText("More", { exact: true }).click();
  await row.getByRole("link", { name: /^Remove performer from the appointment of/ }).click();
  await arrived(page, testInfo, new RegExp(`/provider/appointments/${taskId}/remove-performer\\?back=`));
  await expect(page.getByText(/will no longer perform this appointment:$/)).toBeVisible();
  await page.getByRole("button", { name: "Yes, remove the performer" }).click();
  await arrived(page, testInfo, /\/provider\/appointments\?/, "Performer removed.");
  const [after] = await upstream.state<Array<{ performerId?: string }>>("tasks", { id: taskId });
  expect(after!.performerId).toBeUndefined();
});
