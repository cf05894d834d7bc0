import type { Page, Route, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, settled, test, upstream, visit } from "./support/fixtures";
import { solidPng } from "./support/png";

/**
 * The seams of issue 38 §4: nothing typed is lost, nothing is sent twice, and a refusal says
 * which field and which day. An organization created here (its ZIP code refused, then taken)
 * is branded here, so no other spec's look changes: colours typed beside a refused image come
 * back, and the summary names the colour it refuses. A note saved leaves its box empty and is
 * saved once, even clicked twice. A members filter chosen before the scripts have run is the
 * one applied. The clinic hours' summary names the day. Runs with and without JavaScript.
 */

test.describe.configure({ timeout: 150_000 });

interface Organization {
  id: string;
  name: string;
  address?: { zipcode?: string };
}
interface Note {
  patientId: string;
  text: string;
}

const unique = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
}

test("a branch's ZIP code is refused until it is one, and its branding keeps every colour typed beside a refused or a saved image", async ({
  page,
}, testInfo) => {
  const [north] = await upstream.state<Organization[]>("organizations", { name: "Demo Health North" });
  const name = unique(testInfo, "Seam Branch");
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/new?parent=${north!.id}`);
  await fill(page, {
    Name: name,
    "Employer ID": "04-1234567",
    "Business licence number": "BL-2026-38",
    "Street address": "75 Elm Street",
    City: "Somerville",
    "ZIP code": "ABCDE",
  });
  await page.getByLabel("Type").selectOption("FACILITY");
  await page.getByRole("button", { name: "Create organization" }).click();
  // Said under the field, every value kept, nothing created.
  await expect(page.getByLabel("ZIP code", { exact: true })).toHaveAccessibleDescription(
    /Enter a US ZIP code of 5 digits, or ZIP\+4/,
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("ZIP code", { exact: true })).toHaveValue("ABCDE");
  await arrived(page, testInfo);
  expect(await upstream.state<Organization[]>("organizations", { name })).toEqual([]);
  await page.getByLabel("ZIP code", { exact: true }).fill("02144-1234");
  await page.getByRole("button", { name: "Create organization" }).click();
  await arrived(page, testInfo, /\/provider\/organizations\/org-[^/]+$/, "Organization created");
  // The overview shows the address as saved.
  await expect(page.getByText("02144-1234")).toBeVisible();
  const [branch] = await upstream.state<Organization[]>("organizations", { name });
  expect(branch!.address?.zipcode).toBe("02144-1234");

  // Its branding: colours and an e-mail subject typed, then an image of the wrong size.
  const branding = `/provider/organizations/${branch!.id}/branding`;
  await visit(page, testInfo, branding);
  const typed = { "Primary colour": "#0b6e4f", "Accent colour": "#12", Subject: `Welcome to ${name}` };
  await fill(page, typed);
  await page.getByLabel("Font", { exact: true }).selectOption("Georgia");
  await page
    .getByLabel("Login logo file", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: solidPng(48, 47) });
  await page.getByRole("button", { name: "Upload Login logo", exact: true }).click();
  await expect(page.getByRole("region", { name: "Login logo", exact: true })).toContainText(
    "The image must be exactly 47 × 47 pixels.",
  );
  // Nothing typed is lost, and only the image is judged.
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel("Font", { exact: true })).toHaveValue("Georgia");
  await expect(page.locator("#branding-summary")).toHaveCount(0);
  // The refusal's address (the upload's), so the check below is of that page.
  await arrived(page, testInfo, /\/branding\?(index&)?kind=loginLogo$/);

  // The right image uploaded: it is saved, and what was typed beside it is still there, not saved.
  await page
    .getByLabel("Login logo file", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: solidPng(47, 47) });
  await page.getByRole("button", { name: "Upload Login logo", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "are still below but not saved yet" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Current Login logo" })).toBeVisible();
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel("Font", { exact: true })).toHaveValue("Georgia");
  await arrived(page, testInfo, /\/branding\?(index&)?kind=loginLogo$/);

  // The colours saved: the wrong one is refused, and the summary names which colour it is.
  await page.getByRole("button", { name: "Save colours, font and e-mail" }).click();
  await expect(page.locator("#branding-summary")).toContainText("Accent colour: Invalid hex color");
  await expect(page.getByLabel("Primary colour")).toHaveValue("#0b6e4f");
  await arrived(page, testInfo, new RegExp(`${branding}(\\?index)?$`));
  await page.getByLabel("Accent colour").fill("#f5c211");
  await page.getByRole("button", { name: "Save colours, font and e-mail" }).click();
  await arrived(page, testInfo, new RegExp(`${branding}$`), "Branding saved.");
  // The organization's stylesheet, what its staff's pages read, has both colours.
  const theme = await (await page.request.get(`/branding/${branch!.id}/theme.css`)).text();
  expect(theme).toContain("#0b6e4f");
  expect(theme).toContain("#f5c211");
  // The e-mail preview, another screen, reads what was saved.
  await page.getByRole("link", { name: "Preview the e-mail" }).click();
  await arrived(page, testInfo, /\/branding\/email$/);
  await expect(page.getByText(typed.Subject).first()).toBeVisible();
});

test("a saved note leaves its box empty, a refused one keeps its text, and a note sent twice is saved once", async ({
  page,
}, testInfo) => {
  const { ids } = await upstream.post<{ ids: string[] }>("/__test/fixtures/patients", { count: 1 });
  const patientId = ids[0]!;
  const notesOf = async (text: string) =>
    (await upstream.state<Note[]>("notes", { patientId })).filter((n) => n.text === text);
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patientId}/notes`);
  const box = page.getByLabel("Note", { exact: true });

  // Refused (too long): the text stays to be shortened.
  const long = "x".repeat(5001);
  await box.fill(long);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(box).toHaveAccessibleDescription(/Must be 5,000 characters or fewer/);
  await expect(box).toHaveValue(long);
  await arrived(page, testInfo, /\/notes\?index$/);

  // Saved: listed once, and the box is empty, not offering it again.
  const first = `Called about the results (${testInfo.project.name})`;
  await box.fill(first);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("article").filter({ hasText: first })).toBeVisible();
  await arrived(page, testInfo, /\/notes(#note-.+)?$/, "Note saved.");
  await expect(box).toHaveValue("");
  expect(await notesOf(first)).toHaveLength(1);

  // Clicked twice: one note. Without JS the browser sends the form twice; the second post gets
  // the first one's answer. With JS the button is locked until the page after the save.
  const twice = `Booked the follow-up (${testInfo.project.name})`;
  await box.fill(twice);
  await page.getByRole("button", { name: "Save note" }).dblclick();
  await expect(page.getByRole("article").filter({ hasText: twice })).toHaveCount(1);
  await arrived(page, testInfo, /\/notes(#note-.+)?$/);
  expect(await notesOf(twice)).toHaveLength(1);
  await expect(box).toHaveValue("");
});

test("a members filter chosen before the page's scripts have run is the one applied", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members");
  const filters = page.getByRole("form", { name: "Filter members" });
  const status = filters.getByLabel("Care plan status", { exact: true });
  if (isJs(testInfo)) {
    // The page again, its scripts held back until the choice is made: a person choosing in the
    // first moments after the page shows, before React has taken over the form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(/\/assets\/.+\.js$/, hold);
    await page.goto("/provider/members", { waitUntil: "commit" });
    await status.selectOption({ label: "Awaiting testing" });
    release();
  } else {
    await status.selectOption({ label: "Awaiting testing" });
    await page.getByRole("button", { name: "Search" }).click();
  }
  await page.waitForURL(/carePlanStatus=AwaitingTesting/);
  await settled(page, testInfo);
  expect(page.url()).not.toContain("saved=off");
  await expect(status).toHaveValue("AwaitingTesting");
  const rows = page
    .getByRole("table", { name: "Members" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Awaiting testing");
  await expectAccessible(page);
});

test("the clinic hours' error summary names the day and the time it refuses", async ({ page }, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const [clinic] = await upstream.state<Organization[]>("organizations", { name: "Lakeside Family Clinic" });
  await signInAt(
    page,
    testInfo,
    "orgadmin@demo.test",
    `/provider/organizations/${main!.id}/clinics/${clinic!.id}/hours`,
  );
  await page.getByLabel("Opens on Wednesday").selectOption("09:00");
  await page.getByLabel("Closes on Wednesday").selectOption("");
  await page.getByLabel("Opens on Friday").selectOption("10:00");
  await page.getByLabel("Closes on Friday").selectOption("08:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toContainText("Closes on Wednesday: Enter both times, or neither for a closed day");
  await expect(summary).toContainText("Closes on Friday: The opening time must be before the closing time");
  // Each line leads to its field; the values chosen are kept.
  await expect(summary.getByRole("link", { name: /^Closes on Friday:/ })).toHaveAttribute(
    "href",
    /#hours-close5$/,
  );
  await expect(page.getByLabel("Opens on Friday")).toHaveValue("10:00");
  await arrived(page, testInfo);
});
