import { signInAt } from "./support/auth";
import { expect, test, upstream, visit } from "./support/fixtures";

/**
 * No raw values where people read (issue 38): what the upstream stores as codes reaches the pages
 * in words and in the reader's formats. Phones for their country ("(617) 555-0100", never
 * "+16175550100" or a mix), an organization's approval status and time zones in words
 * ("Confirmed", "Eastern Time"), dates spelled out (the care plan's start step said
 * "Start today (2026-11-28)"), counts grouped ("of 4,005") and agreeing with their number, and no
 * translation key showing ("list.actions"). Reads the shared demo data only. Runs with and
 * without JavaScript; every page is checked with axe.
 */

interface Organization {
  id: string;
  name: string;
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const IANA_ZONE = /\b(America|Pacific)\/[A-Z]/;
const E164 = /\+1\d{10}\b/;
const NATIONAL_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

test("an organization's pages say its status, time zones and events in words", async ({ page }, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const base = `/provider/organizations/${main!.id}`;
  const content = page.locator("#main-content");

  await signInAt(page, testInfo, "orgadmin@demo.test", base);
  const facts = page.locator("dl").first();
  await expect(facts.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(facts.getByText("Eastern Time", { exact: true })).toBeVisible();
  await expect(content).not.toContainText("CONFIRMED");
  await expect(content).not.toContainText(IANA_ZONE);

  await visit(page, testInfo, `${base}/branches`);
  await expect(page.getByRole("table").getByRole("cell", { name: "Confirmed" }).first()).toBeVisible();
  await expect(content).not.toContainText("CONFIRMED");

  await visit(page, testInfo, `${base}/clinics`);
  const riverside = page.getByRole("row", { name: /Riverside Community Clinic/ });
  await expect(riverside.getByRole("cell", { name: "Eastern Time" })).toBeVisible();
  await expect(content).not.toContainText(IANA_ZONE);

  // A clinic's own pages: its day says its zone in words; its hours show no code either.
  const hoursHref = await riverside
    .getByRole("link", { name: "Hours of Riverside Community Clinic" })
    .getAttribute("href");
  const dayHref = await riverside
    .getByRole("link", { name: "Day of Riverside Community Clinic" })
    .getAttribute("href");
  await visit(page, testInfo, dayHref!);
  await expect(page.getByText("Times are in the clinic's time zone (Eastern Time).")).toBeVisible();
  await visit(page, testInfo, hoursHref!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hours of Riverside Community Clinic");
  await expect(content).not.toContainText(IANA_ZONE);

  await visit(page, testInfo, `${base}/events`);
  const pending = page.getByRole("table", { name: "Pending events from schools and community groups" });
  await expect(pending.getByRole("cell", { name: "Pending" }).first()).toBeVisible();
  await expect(
    pending.getByRole("cell", { name: /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/ }).first(),
  ).toBeVisible();
  await expect(content).not.toContainText(ISO_DATE);
  await expect(content).not.toContainText(/\b(PENDING|TRIAGE)\b/);
});

test("phone numbers read as their country writes them, staff and patient alike", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members?q=Rivera");
  const pat = page.getByRole("row", { name: /Pat Rivera/ }).first();
  await expect(pat.getByRole("cell", { name: "(617) 555-0100" })).toBeVisible();
  await expect(page.locator("#main-content")).not.toContainText(E164);

  await page.context().clearCookies();
  await signInAt(page, testInfo, "patient@demo.test", "/curapatient/patient/profile");
  await expect(page.getByText("(617) 555-0100", { exact: true })).toBeVisible();
  await expect(page.locator("#main-content")).not.toContainText(E164);
});

test("a long list counts with the language's grouping and writes its phones one way", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "admin@pacific.test", "/provider/members");
  await expect(page.getByTestId("result-count")).toHaveText(/^Showing 1–\d+ of \d{1,3}(,\d{3})+$/);
  // Every number of the North American plan is written nationally for a US reader: its own
  // area codes and its territories' (+1 670 is the Northern Mariana Islands) alike.
  const phones = page.getByRole("cell", { name: /^(\+|\()\d/ });
  await expect(phones.first()).toBeVisible();
  const written = await phones.allTextContents();
  expect(written.filter((phone) => !NATIONAL_PHONE.test(phone.trim()))).toEqual([]);
});

test("the care plan's start step names today in words", async ({ page }, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const [template] = await upstream.state<Array<{ id: string }>>("carePlans", {
    name: "Diabetes management",
    isTemplate: "true",
    organizationId: main!.id,
  });
  await signInAt(page, testInfo, "coordinator@demo.test", `/provider/care-plans/${template!.id}/assign`);
  const today = page.getByLabel(/^Start today/);
  await expect(today).toBeVisible();
  const label = await page.locator("label", { has: today }).textContent();
  expect(label?.trim()).toMatch(/^Start today \([A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}\)$/);
  // The choices name no date the wire's way (the date field's hint shows how to type one).
  await expect(page.getByRole("group", { name: "When does the plan start?" })).not.toContainText(ISO_DATE);
});

test("a master-data list names its actions column and writes dates and counts for people", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "superadmin@demo.test", "/provider/master-data/specialty");
  await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(1);
  await expect(page.locator("body")).not.toContainText("list.actions");

  await visit(page, testInfo, "/provider/master-data/inventories");
  const table = page.getByRole("table");
  await expect(table.getByRole("cell", { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/ }).first()).toBeVisible();
  await expect(table).not.toContainText(ISO_DATE);
});
