import { signIn } from "./support/auth";
import { arrived, expect, test } from "./support/fixtures";

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
