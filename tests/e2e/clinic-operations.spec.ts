import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";

/**
 * Clinic operations (issue 40 item 2): vaccination appointments booked into a clinic's lane show
 * in the analytics page's vaccinations per clinic and per vaccine for the days chosen in its GET
 * form, the tree's lanes are set beside every clinic's, and the clinics tab says what is booked
 * ahead and which of its clinics are mobile vaccine services; a special date saved on a clinic's schedule shows in its set-up changes. Runs with and
 * without JavaScript; every page is checked with axe.
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

  // The tree's mobile vaccine services, as the upstream's pod types say, each a way to its day.
  const mobileClinics = (
    await upstream.state<Array<Organization & { podType?: string }>>("organizations", {
      podType: "MOBILE_VACCINE_SERVICE",
    })
  ).filter((o) => o.name === "Lakeside Family Clinic");
  expect(mobileClinics).toHaveLength(1);
  const mobile = page.getByRole("region", { name: "Mobile vaccine services" });
  await expect(mobile.getByRole("listitem")).toHaveCount(1);
  await mobile.getByRole("link", { name: "Lakeside Family Clinic" }).click();
  await arrived(page, testInfo, new RegExp(`/clinics/${mobileClinics[0]!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lakeside Family Clinic");
});

interface SetupActivity {
  organizationId: string;
  action: string;
  actor: string;
  details: { date?: string; note?: string | null };
}

test("a special date saved on a clinic's schedule shows in its set-up changes, with who saved it", async ({
  page,
}, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const [clinic] = await upstream.state<Organization[]>("organizations", {
    name: "Riverside Community Clinic",
  });
  const clinicPath = `/provider/organizations/${main!.id}/clinics/${clinic!.id}`;
  // A day and a note of this run's own: other workers change the same clinic's set-up.
  const day = new Date(Date.now() + (400 + Math.floor(Math.random() * 5000)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const note = `Flu drive ${day} ${Math.floor(Math.random() * 1e6)}`;

  await signInAt(page, testInfo, "orgadmin@demo.test", `${clinicPath}/schedule`);
  await expect(page.getByRole("heading", { level: 2, name: "Set-up changes" })).toBeVisible();
  await page.getByLabel("Date", { exact: true }).fill(day);
  await page.getByLabel("Opens", { exact: true }).selectOption("09:00");
  await page.getByLabel("Closes", { exact: true }).selectOption("12:00");
  await page.getByLabel("Note").fill(note);
  await page.getByRole("button", { name: "Add special date" }).click();
  await arrived(page, testInfo, /\/schedule$/, "Special date saved.");

  // The log names who saved which day at what hours; the upstream wrote the line with the date.
  const line = page
    .getByRole("table", { name: "Set-up changes, newest first" })
    .getByRole("row", { name: new RegExp(note) });
  await expect(line).toContainText("Oscar Owens");
  await expect(line).toContainText("Special date set");
  await expect(line).toContainText("9:00 AM to 12:00 PM");
  const written = await upstream.state<SetupActivity[]>("clinicSetupActivities", {
    organizationId: clinic!.id,
  });
  const wire = `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  expect(written.filter((a) => a.details.note === note)).toEqual([
    expect.objectContaining({
      action: "SPECIAL_DATE_SET",
      actor: "Oscar Owens",
      details: expect.objectContaining({ date: wire, note }),
    }),
  ]);
});

test("a patient group's page lists the lanes ahead at its clinics, each a way to that clinic's day", async ({
  page,
}, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const [group] = await upstream.state<Organization[]>("organizations", { name: "Back Bay Employees" });
  await signInAt(
    page,
    testInfo,
    "orgadmin@demo.test",
    `/provider/organizations/${main!.id}/patient-groups/${group!.id}`,
  );
  const lanes = page.getByRole("table", { name: "Clinic days ahead" });
  const rows = lanes.getByRole("row");
  // A header and at least one lane; the group's view lists the ten soonest.
  expect(await rows.count()).toBeGreaterThan(1);
  expect(await rows.count()).toBeLessThanOrEqual(11);
  const first = rows.nth(1);
  const clinicName = ((await first.getByRole("link").textContent()) ?? "").trim();
  expect(["Lakeside Family Clinic", "Riverside Community Clinic"]).toContain(clinicName);
  await expect(first).toContainText(/ of /);
  await first.getByRole("link").click();
  await arrived(page, testInfo, /\/clinics\/[^/?]+\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(clinicName);
});
