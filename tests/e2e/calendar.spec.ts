import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { signIn, signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream } from "./support/fixtures";
import { LOG_DIR } from "./support/servers";

/**
 * The calendar (issue 16): a provider moves through month, week and day views of their own
 * appointments and their organization's; every view and period is a URL, today is marked, and
 * the day view lists the day's appointments. Runs with and without JavaScript.
 */

const isoToday = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthTitle = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(`${iso.slice(0, 8)}01T00:00:00Z`),
  );

test("a provider moves through month, week and day, with today marked", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, testInfo, "provider@demo.test", { landing: /\/provider$/ });
  await page
    .getByRole("navigation", { name: "Provider area" })
    .first()
    .getByRole("link", { name: "Calendar", exact: true })
    .click();
  await arrived(page, testInfo, /\/provider\/calendar$/);
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const today = isoToday(zone);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(monthTitle(today));
  await expect(page.getByRole("link", { name: "Month", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator('[aria-current="date"]')).toHaveText(String(Number(today.slice(8))));

  await page.getByRole("link", { name: "Next month" }).click();
  await arrived(page, testInfo, /view=month&date=\d{4}-\d{2}-01/);
  const nextMonth = new URL(page.url()).searchParams.get("date")!;
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(monthTitle(nextMonth));
  await page.getByRole("link", { name: "Today", exact: true }).click();
  await arrived(page, testInfo, new RegExp(`date=${today}`));

  // The week a week from now: the provider's lane has bookings every day of the coming weeks.
  await page.getByRole("link", { name: "Week", exact: true }).click();
  await arrived(page, testInfo, /view=week/);
  await page.getByRole("link", { name: "Next week" }).click();
  await arrived(page, testInfo, new RegExp(`view=week&date=${addDays(today, 7)}`));
  const cells = page.getByRole("table").getByRole("cell");
  await expect(cells).toHaveCount(7);
  await expect(page.getByRole("table").getByRole("listitem").first()).toBeVisible();

  // A day of that week, then the day before.
  const target = addDays(today, 7);
  await page
    .getByRole("link", {
      name: new RegExp(
        `^${new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(new Date(`${target}T00:00:00Z`))}`,
      ),
    })
    .click();
  await arrived(page, testInfo, new RegExp(`view=day&date=${target}`));
  await expect(
    page
      .getByRole("list")
      .filter({ has: page.getByRole("listitem") })
      .last(),
  ).toContainText(/COVID-19 vaccination/);
  await page.getByRole("link", { name: "Previous day" }).click();
  await arrived(page, testInfo, new RegExp(`view=day&date=${addDays(target, -1)}`));

  // The organization's calendar is a URL too.
  await page.getByRole("link", { name: "My organization" }).click();
  await arrived(page, testInfo, /scope=organization/);
  await expect(page.getByRole("link", { name: "My organization" })).toHaveAttribute("aria-current", "page");
});

test("a provider subscribes to their calendar, reads it without patient names, and stops it", async ({
  page,
  request,
}, testInfo) => {
  // Each project has its own provider: one's revoke must not race the other's feed.
  const account = isJs(testInfo) ? "provider@demo.test" : "provider@harbor.test";
  // The day view: the lightest page that links to the subscription.
  await signInAt(page, testInfo, account, "/provider/calendar?view=day");
  await page.getByRole("link", { name: "Subscribe in Outlook or Google Calendar" }).click();
  await arrived(page, testInfo, /\/provider\/calendar\/subscription$/);
  const names = page.getByRole("checkbox", { name: "Include patients' names" });
  await expect(names).not.toBeChecked();
  await expect(names).toHaveAccessibleDescription(/Privacy: patients' names will leave this app/);
  await page.getByRole("button", { name: "Create subscription" }).click();
  // The answer to the post (to the index route: `?index`), not a redirect: it holds the address.
  await arrived(page, testInfo, /\/provider\/calendar\/subscription\?index$/);
  await expect(page.getByRole("heading", { name: "Your calendar address is ready" })).toBeVisible();
  const address = await page.getByRole("textbox", { name: "Calendar address" }).inputValue();
  expect(address).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{40,}\.ics$/);
  const secret = /calendar-feed\/([^/]+)\.ics$/.exec(address)![1]!;
  // The upstream keeps the secret's hash, not the secret, and no names unless opted in.
  const kept = JSON.stringify(await upstream.state("calendarFeeds"));
  expect(kept).not.toContain(secret);
  expect(kept).toContain('"includePatientNames":false');

  // A calendar program reads it without a session.
  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const summaries = text
    .replace(/\r\n /g, "")
    .split("\r\n")
    .filter((line) => line.startsWith("SUMMARY:"));
  expect(summaries.length).toBeGreaterThan(0);
  // An event's summary is the appointment's name alone: a patient's would follow a dash.
  for (const summary of summaries) expect(summary).not.toContain(" – ");

  await page.getByRole(isJs(testInfo) ? "button" : "link", { name: "Stop the subscription" }).click();
  if (!isJs(testInfo)) await arrived(page, testInfo, /\/subscription\/revoke$/);
  await page.getByRole("button", { name: "Yes, stop the subscription" }).click();
  await arrived(
    page,
    testInfo,
    /\/provider\/calendar\/subscription$/,
    "Your calendar subscription has been stopped.",
  );
  await expect(page.getByRole("button", { name: "Create subscription" })).toBeVisible();
  expect((await request.get(address)).status()).toBe(404);
  // The host logged both reads, the secret redacted.
  const logs = readdirSync(LOG_DIR)
    .filter((file) => file.startsWith("app"))
    .map((file) => readFileSync(path.join(LOG_DIR, file), "utf8"))
    .join("\n");
  expect(logs).toContain("/calendar-feed/[redacted]");
  expect(logs).not.toContain(secret);
});
