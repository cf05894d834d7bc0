import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * A clinic's set-up (issue 15, decision 032): lanes added to a day on its grid, a refused overlap
 * next to its field, a lane changed, two bulk-deleted with the booked patients named, the day
 * signed off and a change refused; and the clinic's hours with a special closed day. Runs with
 * and without JavaScript; every page is checked with axe.
 */

interface Organization {
  id: string;
  name: string;
}
interface Lane {
  id: string;
  clinicId: string;
  startDate: string;
  status: string;
  capacity: number;
  inventoryType: string | null;
  host: { id: string; name: string };
}

/** A day of its own for each run, years ahead, so parallel runs never share one. */
function farDay(): string {
  const offset = 400 + Math.floor(Math.random() * 5000);
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

test("staff add lanes to a clinic's day, change one, bulk-delete two and sign the day off", async ({
  page,
}, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const [clinic] = await upstream.state<Organization[]>("organizations", { name: "Lakeside Family Clinic" });
  const [hostA, hostB, hostC] = await upstream.state<Organization[]>("performers");
  const day = farDay();
  const dayPath = `/provider/organizations/${main!.id}/clinics/${clinic!.id}`;
  const lanesOfDay = async () =>
    (await upstream.state<Lane[]>("lanes", { clinicId: clinic!.id })).filter((l) =>
      l.startDate.startsWith(day),
    );

  await signInAt(page, testInfo, "orgadmin@demo.test", `${dayPath}?date=${day}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lakeside Family Clinic");

  // First lane, through the day's add form.
  await page.getByLabel("Start time").selectOption("09:00");
  await page.getByLabel("End time").selectOption("10:00");
  await page.getByRole("button", { name: "Add a lane with these times" }).click();
  await arrived(page, testInfo, /\/lanes\/new\?/);
  await page.getByLabel("Host").selectOption({ label: hostA!.name });
  await page.getByRole("button", { name: "Add lane" }).click();
  await arrived(page, testInfo, /\/clinics\/[^/]+\?date=/, "Lane added.");

  // The same host again at overlapping times: refused next to the field, every value kept.
  await visit(page, testInfo, `${dayPath}/lanes/new?date=${day}&start=09:30&end=11:00`);
  await page.getByLabel("Host").selectOption({ label: hostA!.name });
  await page.getByRole("button", { name: "Add lane" }).click();
  await expect(page.getByLabel("Start time")).toHaveAccessibleDescription(
    /The host already has a lane at these times\./,
  );
  await expect(page.getByLabel("End time")).toHaveValue("11:00");
  await expectAccessible(page);
  await page.getByLabel("Host").selectOption({ label: hostB!.name });
  await page.getByRole("button", { name: "Add lane" }).click();
  await arrived(page, testInfo, /\/clinics\/[^/]+\?date=/, "Lane added.");

  // Third lane from the grid: with JS a range picked by keyboard fills the add form; without,
  // the quarter hour's link opens the form at that time.
  const oneOClock = page.getByRole("link", { name: "Add a lane at 1:00 PM" });
  if (isJs(testInfo)) {
    await oneOClock.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowRight");
    await expect(page.getByLabel("End time")).toHaveValue("14:00");
    await page.getByRole("button", { name: "Add a lane with these times" }).click();
  } else {
    await oneOClock.click();
  }
  await arrived(page, testInfo, /\/lanes\/new\?/);
  await expect(page.getByLabel("Start time")).toHaveValue("13:00");
  await page.getByLabel("Host").selectOption({ label: hostC!.name });
  await page.getByRole("button", { name: "Add lane" }).click();
  await arrived(page, testInfo, /\/clinics\/[^/]+\?date=/, "Lane added.");
  const added = await lanesOfDay();
  expect(added).toHaveLength(3);
  const laneOf = (host: Organization) => added.find((l) => l.host.id === host.id)!;
  // The fixture books the same two patients into each: they are counted once.
  for (const host of [hostA!, hostB!])
    await upstream.post("/__test/fixtures/lane-bookings", { laneId: laneOf(host).id, count: 2 });

  // Change the third lane.
  await page.goto(`${dayPath}?date=${day}`);
  await page
    .getByRole("row", { name: new RegExp(hostC!.name) })
    .getByRole("link", { name: /^Edit/ })
    .click();
  await arrived(page, testInfo, /\/edit$/);
  await page.getByLabel("Capacity (patients)").fill("20");
  await page.getByLabel("Vaccine type").selectOption("Flu");
  await page.getByRole("button", { name: "Save lane" }).click();
  await arrived(page, testInfo, /\/clinics\/[^/]+\?date=/, "Lane saved.");
  expect(laneOf(hostC!).id).toBeTruthy();
  const changed = (await lanesOfDay()).find((l) => l.id === laneOf(hostC!).id)!;
  expect([changed.capacity, changed.inventoryType]).toEqual([20, "Flu"]);

  // Bulk-delete the first two: the confirmation names the booked patients.
  await page.getByRole("checkbox", { name: new RegExp(`lane of ${hostA!.name}`) }).check();
  await page.getByRole("checkbox", { name: new RegExp(`lane of ${hostB!.name}`) }).check();
  await page.getByRole("button", { name: "Delete selected lanes" }).click();
  await arrived(page, testInfo, /\/bulk-delete\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete 2 lanes?");
  await expect(page.getByText("2 booked patients will have their appointments cancelled.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/clinics\/[^/]+\?date=/, "2 lanes deleted; 2 booked patients affected.");
  expect((await lanesOfDay()).filter((l) => l.status === "ACTIVE").map((l) => l.id)).toEqual([
    laneOf(hostC!).id,
  ]);

  // Sign the day off: it is locked, visibly, and the upstream refuses a change.
  await page.getByRole("link", { name: "Sign off this day" }).click();
  await arrived(page, testInfo, /\/sign-off\?/);
  await page.getByRole("button", { name: "Yes, sign off the day" }).click();
  await arrived(page, testInfo, /\/clinics\/[^/]+\?date=/, "The day is signed off.");
  await expect(page.getByText("This day is signed off.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  // The lane's edit page says so before any form (issue 38); the upstream refuses a change anyway.
  await visit(page, testInfo, `${dayPath}/lanes/${laneOf(hostC!).id}/edit`);
  await expect(page.getByText("This day is signed off.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Capacity (patients)")).toHaveCount(0);
  const refused = await page.request.post(`${dayPath}/lanes/${laneOf(hostC!).id}/edit`, {
    headers: { origin: process.env.E2E_BASE_URL! },
    form: { hostId: hostC!.id, startTime: "13:00", endTime: "14:00", capacity: "25", slotMinutes: "15" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("This day is signed off.");
  expect((await lanesOfDay()).find((l) => l.id === laneOf(hostC!).id)!.capacity).toBe(20);
});

test("staff set a clinic's weekly hours and add a special closed day", async ({ page }, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const [clinic] = await upstream.state<Organization[]>("organizations", { name: "Desert Valley Clinic" });
  const clinicPath = `/provider/organizations/${main!.id}/clinics/${clinic!.id}`;
  const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

  await signInAt(page, testInfo, "orgadmin@demo.test", `${clinicPath}/hours`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hours of Desert Valley Clinic");
  for (const day of weekdays) {
    await page.getByLabel(`Opens on ${day}`).selectOption("07:00");
    await page.getByLabel(`Closes on ${day}`).selectOption("19:00");
  }
  // Closing before opening is refused next to the field, the other values kept.
  await page.getByLabel("Closes on Monday").selectOption("06:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByLabel("Closes on Monday")).toHaveAccessibleDescription(
    /The opening time must be before the closing time/,
  );
  await expect(page.getByLabel("Opens on Friday")).toHaveValue("07:00");
  await expectAccessible(page);
  await page.getByLabel("Closes on Monday").selectOption("19:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  await arrived(page, testInfo, /\/hours$/, "Hours saved.");
  await expect(page.getByText("The clinic's own weekly hours.")).toBeVisible();

  // A special closed day: a past date is refused, a future one is listed and closes the day.
  await page
    .getByRole("navigation", { name: "Clinic pages" })
    .getByRole("link", { name: "Schedule" })
    .click();
  await arrived(page, testInfo, /\/schedule$/);
  const closedDay = farDay();
  await page.getByLabel("Date", { exact: true }).fill("2020-01-06");
  await page.getByLabel("Closed all day").check();
  await page.getByRole("button", { name: "Add special date" }).click();
  await expect(page.getByLabel("Date", { exact: true })).toHaveAccessibleDescription(
    /A special date must be in the future/,
  );
  await expectAccessible(page);
  await page.getByLabel("Date", { exact: true }).fill(closedDay);
  await page.getByLabel("Note").fill(`Staff training ${closedDay}`);
  await page.getByRole("button", { name: "Add special date" }).click();
  await arrived(page, testInfo, /\/schedule$/, "Special date saved.");
  // The special dates' own table: the set-up changes below also name the day's note.
  await expect(
    page
      .getByRole("table", { name: "Special dates", exact: true })
      .getByRole("row", { name: new RegExp(`Staff training ${closedDay}`) }),
  ).toContainText("Closed");
  await visit(page, testInfo, `${clinicPath}?date=${closedDay}`);
  await expect(page.getByText("The clinic is closed on this day.")).toBeVisible();
});
