import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";

/**
 * Clinic operations (issue 40 item 2): vaccination appointments booked into a clinic's lane show
 * in the analytics page's vaccinations per clinic and per vaccine for the days chosen in its GET
 * form, the tree's lanes are set beside every clinic's, and the clinics tab says what is booked
 * ahead. Runs with and without JavaScript; every page is checked with axe.
 */

test.describe.configure({ timeout: 90_000 });

interface Organization {
  id: string;
  name: string;
}

interface LaneFixture {
  organizationId: string;
  clinicId: string;
  date: string;
  laneIds: string[];
}

test("vaccinations booked into a clinic's lane show in its operations, beside every clinic's lanes", async ({
  page,
}, testInfo) => {
  // A day of its own, years ahead (other specs' lanes use the next 3,040 days), so the clinic's
  // figures for it are this test's lane alone.
  const dayOffset = 3200 + Math.floor(Math.random() * 3000);
  const lane = await upstream.post<LaneFixture>("/__test/fixtures/lanes", { count: 1, dayOffset });
  const [clinic] = await upstream.state<Organization[]>("organizations", { id: lane.clinicId });
  const booked = await upstream.state<Array<{ status: string }>>("tasks", {
    clinicAppointmentId: lane.laneIds[0]!,
  });
  expect(booked.map((t) => t.status)).toEqual(["SCHEDULED", "SCHEDULED"]);

  const base = `/provider/organizations/${lane.organizationId}`;
  await signInAt(page, testInfo, "superadmin@demo.test", `${base}/clinics/analytics`);
  await expect(page.getByRole("heading", { level: 2, name: "Clinic operations" })).toBeVisible();

  // The days are chosen in the page's GET form (with JS a date applies as it changes).
  const range = page.getByRole("form", { name: "Days to count" });
  await range.getByLabel("To").fill(lane.date);
  await range.getByLabel("From").fill(lane.date);
  if (!isJs(testInfo)) await range.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, new RegExp(`dayFrom=${lane.date}&dayTo=${lane.date}`));

  const byClinic = page.getByRole("heading", { name: "Vaccinations by clinic" }).locator("..");
  await expect(byClinic.getByRole("img", { name: /^Vaccinations by clinic/ })).toBeVisible();
  await byClinic.getByText("Show the figures as a table").click();
  // Vaccinated, booked, missed, cancelled, total.
  await expect(byClinic.getByRole("row", { name: new RegExp(`^${clinic!.name} `) })).toHaveText(
    new RegExp(`^${clinic!.name}\\s*0\\s*2\\s*0\\s*0\\s*2$`),
  );
  const byVaccine = page.getByRole("heading", { name: "Vaccinations by vaccine" }).locator("..");
  await byVaccine.getByText("Show the figures as a table").click();
  await expect(byVaccine.getByRole("row", { name: /^COVID / })).toHaveText(/^COVID\s*0\s*2\s*0\s*0\s*2$/);

  // The organization's lanes of that day beside every clinic's: a super admin sees both.
  const compared = page.getByRole("table", { name: "Lanes and places compared" });
  await expect(compared.getByRole("row")).toHaveCount(3);
  await expect(compared.getByRole("row", { name: /^All clinics / })).toBeVisible();
  await expectAccessible(page);

  // The clinics tab: what each clinic has booked from now on, this lane's two included.
  await page.goto(`${base}/clinics`);
  await arrived(page, testInfo);
  await expect(page.getByRole("columnheader", { name: "Booked ahead" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`^${clinic!.name} `) });
  const ahead = (await row.getByRole("cell").nth(4).textContent())?.trim() ?? "";
  const match = /^Appointments: ([\d,]+); lanes: ([\d,]+)$/.exec(ahead);
  expect(match).not.toBeNull();
  expect(Number(match![1]!.replace(/,/g, ""))).toBeGreaterThanOrEqual(2);
  expect(Number(match![2]!.replace(/,/g, ""))).toBeGreaterThanOrEqual(1);
});
