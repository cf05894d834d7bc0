import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream } from "./support/fixtures";

/**
 * Staff move a patient's appointment on the patient's behalf (issue 16): from the record's
 * Appointments tab, through the same slot search the patient uses, back to the tab with the new
 * time, and the upstream's task moved. Each project makes its own patient, so neither sees the
 * other's booking.
 */

interface UpstreamTask {
  id: string;
  patientId: string;
  status: string;
  dueDate?: string;
  clinicAppointmentId?: string;
  taskType: string;
}

test("staff reschedule a patient's appointment from the record through the patient's slot search", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const patient = await upstream.post<{ patientId: string }>("/__test/fixtures/patient", { upcoming: true });
  const tasks = async () =>
    (await upstream.state<UpstreamTask[]>("tasks", { patientId: patient.patientId })).filter(
      (t) => t.taskType === "APPOINTMENT",
    );
  const [before] = await tasks();
  expect(before).toMatchObject({ status: "SCHEDULED" });

  const tab = `/provider/members/${patient.patientId}/appointments`;
  await signInAt(page, testInfo, "orgadmin@demo.test", tab);
  await page.getByRole("link", { name: /^Reschedule Robin Fixture\w*'s appointment on / }).click();
  await arrived(page, testInfo, /\/provider\/appointments\/[^/]+\/reschedule\?back=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Reschedule Robin Fixture\w*'s appointment$/,
  );
  await expect(page.getByText("Current appointment", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Vaccine maker")).toHaveValue("Pfizer");

  // An incomplete search is refused on its fields, with what was chosen kept.
  await page.getByRole("button", { name: "Find times" }).click();
  await arrived(page, testInfo, /\/reschedule/);
  await expect(page.locator("[data-error-summary]")).toContainText(
    "Date is required to get available appointment slots.",
  );
  await expect(page.getByLabel("Vaccine maker")).toHaveValue("Pfizer");

  await page.getByLabel("Type of appointment").selectOption({ label: "COVID-19 vaccine, dose 1" });
  await page.getByLabel("Date", { exact: true }).selectOption({ index: 2 });
  await page.getByRole("button", { name: "Find times" }).click();
  await arrived(page, testInfo, /\/reschedule\?.*testingType=/);
  const radio = page.getByRole("radio").first();
  const chosen = (await radio.getAttribute("value"))!;
  await radio.check();
  await page
    .getByRole("button", { name: /^Move the appointment here/ })
    .first()
    .click();
  await arrived(page, testInfo, new RegExp(`${tab}$`), /appointment moved to .* at /);

  const [after] = await tasks();
  const [laneId, , start] = chosen.split("|");
  expect(after).toMatchObject({
    id: before!.id,
    status: "SCHEDULED",
    dueDate: start,
    clinicAppointmentId: laneId,
  });
});
