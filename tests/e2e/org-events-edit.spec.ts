import type { Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";

/**
 * Organization events (issue 40): a school's admin makes an event (a day not ahead is refused
 * under its field with everything typed kept); the parent organization sees it among the pending
 * events schools asked for, changes its hours, and cancels it, after which it is gone. Runs with
 * and without JavaScript; every page is checked with axe.
 */

test.describe.configure({ timeout: 150_000 });

interface StoredEvent {
  id: string;
  status: string;
  startTime: string | null;
  endTime: string | null;
  services: string[] | null;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A school of this test alone, with its own admin: no other test or project writes to it. */
async function school(testInfo: TestInfo) {
  const prefix = `ev${isJs(testInfo) ? "js" : "nojs"}${Date.now().toString(36)}`;
  return upstream.post<{ schoolId: string; parentId: string; name: string; username: string }>(
    "/__test/fixtures/school",
    { prefix },
  );
}

const stored = (name: string) => upstream.state<StoredEvent[]>("organizationEvents", { name });

/** Cancels from the row: a confirmation page without JS, a dialog with it. */
async function cancelFromRow(page: Page, testInfo: TestInfo, name: string) {
  await page.getByRole(isJs(testInfo) ? "button" : "link", { name: `Cancel event ${name}` }).click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(/leaves the schedule of every organization/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Yes, cancel the event" }).click();
  } else {
    await arrived(page, testInfo, /\/events\/[^/]+\/cancel$/);
    await expect(page.getByText(/leaves the schedule of every organization/)).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel the event" }).click();
  }
}

test("a school asks for an event, its parent sees it pending, changes its hours and cancels it", async ({
  page,
}, testInfo) => {
  const { schoolId, parentId, name: schoolName, username } = await school(testInfo);
  const eventName = `Flu clinic ${isJs(testInfo) ? "js" : "nojs"} ${Date.now()}`;

  // The school's admin opens its events tab and the new event's form.
  await signInAt(page, testInfo, username, `/provider/organizations/${schoolId}/events`);
  await page.getByRole("link", { name: "New event" }).click();
  await arrived(page, testInfo, /\/events\/new$/);

  await page.getByLabel("Event name").fill(eventName);
  await page.getByLabel("Date", { exact: true }).fill(inDays(-1));
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("End time").fill("12:00");
  await page.getByLabel("Expected participants").fill("150");
  await page.getByLabel("Location or address").fill("Gym, 5 School Street");
  await page.getByLabel("Flu vaccine").check();
  await page.getByLabel("MMR (measles, mumps, rubella)").check();
  await page.getByRole("button", { name: "Create event" }).click();

  // The upstream refuses a day that is not ahead: said under the date, nothing typed lost.
  await expect(page.locator("#new-event-eventDate-error, [id$='eventDate-error']").first()).toContainText(
    "The event's date must be in the future",
  );
  await arrived(page, testInfo, /\/events\/new$/);
  await expect(page.getByLabel("Event name")).toHaveValue(eventName);
  await expect(page.getByLabel("Location or address")).toHaveValue("Gym, 5 School Street");
  await expect(page.getByLabel("MMR (measles, mumps, rubella)")).toBeChecked();
  expect(await stored(eventName)).toEqual([]);

  await page.getByLabel("Date", { exact: true }).fill(inDays(30));
  await page.getByRole("button", { name: "Create event" }).click();
  await arrived(page, testInfo, new RegExp(`/organizations/${schoolId}/events$`), "Event created.");
  const [made] = await stored(eventName);
  expect(made).toMatchObject({ status: "PENDING", startTime: "09:00", services: ["Flu", "MMR"] });
  const ownPending = page.getByRole("region", { name: "Pending events from schools and community groups" });
  await expect(ownPending.getByRole("row", { name: new RegExp(eventName) })).toBeVisible();

  // The parent organization's admin sees it among the pending events schools asked for.
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/${parentId}/events`);
  const pending = page.getByRole("region", { name: "Pending events from schools and community groups" });
  const row = pending.getByRole("row", { name: new RegExp(eventName) });
  await expect(row).toContainText(schoolName);

  // ... changes its hours ...
  await row.getByRole("link", { name: `Change ${eventName}` }).click();
  await arrived(page, testInfo, new RegExp(`/events/${made!.id}/edit$`));
  await expect(page.getByLabel("Event name")).toHaveValue(eventName);
  await expect(page.getByLabel("Start time")).toHaveValue("09:00");
  await page.getByLabel("Start time").fill("10:30");
  await page.getByLabel("End time").fill("14:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, new RegExp(`/organizations/${parentId}/events$`), "Event changed.");
  expect((await stored(eventName))[0]).toMatchObject({
    id: made!.id,
    status: "PENDING",
    startTime: "10:30",
    endTime: "14:00",
  });
  await expect(pending.getByRole("row", { name: new RegExp(eventName) })).toContainText("10:30");

  // ... and cancels it: it is gone from the schedule and from the upstream.
  await cancelFromRow(page, testInfo, eventName);
  await arrived(page, testInfo, new RegExp(`/organizations/${parentId}/events$`), "Event cancelled.");
  await expect(page.getByRole("row", { name: new RegExp(eventName) })).toHaveCount(0);
  expect(await stored(eventName)).toEqual([]);
});
