import { DEMO_PASSWORD, signIn, signInAt } from "./support/auth";
import { expect, expectAccessible, settled, test, upstream, visit } from "./support/fixtures";

/** What the navigation offers each role (decision 015): no link that would lead to a 403. */
const NAVIGATION: Array<{ username: string; shows: string[]; hides: string[] }> = [
  {
    username: "scheduler@demo.test",
    shows: ["Members", "Calendar", "Organizations"],
    hides: ["Billing", "Master data", "Care plans", "Assessments"],
  },
  {
    username: "orgadmin@demo.test",
    shows: ["Members", "Care plans", "Billing"],
    hides: ["Master data"],
  },
  { username: "superadmin@demo.test", shows: ["Billing", "Master data"], hides: [] },
];

for (const { username, shows, hides } of NAVIGATION) {
  test(`the navigation of ${username} shows only what the role may open`, async ({ page }, testInfo) => {
    await signIn(page, testInfo, username, { landing: /\/provider$/ });
    const nav = page.getByRole("navigation", { name: "Provider area" }).first();
    for (const name of shows)
      await expect(nav.getByRole("link", { name, exact: true }).first()).toBeAttached();
    for (const name of hides) await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  });
}

interface SeedOrganization {
  id: string;
  name: string;
  type: string;
  parentOrganizationId: string | null;
}
interface SeedAccount {
  username: string;
  organizationId: string;
}

test("a clinic administrator opening another organization's lanes by URL gets the not-found page", async ({
  page,
}, testInfo) => {
  const [organizations, accounts] = await Promise.all([
    upstream.state<SeedOrganization[]>("organizations"),
    upstream.state<SeedAccount[]>("accounts"),
  ]);
  const own = accounts.find((a) => a.username === "clinicadmin@demo.test")!.organizationId;
  const other = organizations.find((o) => o.id !== own && o.parentOrganizationId === null)!;
  const refused = await signInAt(
    page,
    testInfo,
    "clinicadmin@demo.test",
    `/provider/organizations/${other.id}/lanes`,
  );
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");

  const allowed = await visit(page, testInfo, `/provider/organizations/${own}/lanes`);
  expect(allowed?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
});

test("a staff user who opens a patient page is sent to sign in, told why, and can sign in as a patient there", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "scheduler@demo.test", "/curapatient/patient/dashboard");
  await expect(page).toHaveURL(/\/login\?/);
  await expect(
    page.getByText("This page is for patients. You are signed in with a staff account."),
  ).toBeVisible();
  await page.getByLabel("Username or email").fill("patient@demo.test");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/curapatient\/patient\/dashboard$/);
  await settled(page, testInfo);
  await expectAccessible(page);
});

test("an organization's pages show parents only as far as the role may go, and its Members link lists that organization", async ({
  page,
}, testInfo) => {
  // Two sign-ins and five pages, each checked with axe.
  test.setTimeout(180_000);
  const organizations = await upstream.state<SeedOrganization[]>("organizations");
  const byName = (name: string) => organizations.find((o) => o.name === name)!;
  const network = byName("Demo Health Network");
  const clinic = byName("Riverside Community Clinic");
  const crumbs = () => page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");

  // An organization administrator sees the way down from the network.
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/${clinic.id}/lanes`);
  await expect(crumbs()).toHaveText([
    "Demo Health Network's Overview/",
    "Demo Health North's Overview/",
    "Riverside Community Clinic's Overview/",
    "Clinic lanes",
  ]);
  await crumbs().getByRole("link", { name: "Demo Health North's Overview" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Health North's Overview");
  await settled(page, testInfo);
  await expectAccessible(page);

  await visit(page, testInfo, `/provider/organizations/${network.id}`);
  await page.getByRole("link", { name: "Members", exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`/provider/members\\?organizationId=${network.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members of Demo Health Network");
  await expect(page.getByRole("table", { name: "Members" }).getByRole("row").nth(1)).toBeVisible();
  await settled(page, testInfo);
  await expectAccessible(page);

  // An organization manager sees the organization alone (spec part 2 §2).
  await page.context().clearCookies();
  await signInAt(page, testInfo, "manager@demo.test", `/provider/organizations/${clinic.id}`);
  await expect(crumbs()).toHaveText(["Riverside Community Clinic's Overview"]);
});

test("an analytics admin reads billing but is offered nothing to change", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  // Filtered by name: parallel billing tests add schedules that push it off the first page.
  await signInAt(
    page,
    testInfo,
    "analytics@demo.test",
    "/provider/billing/fee-schedules?name=Medicare%202026",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fee schedules");
  await expect(page.getByRole("link", { name: "Create fee schedule" })).toHaveCount(0);

  await page.getByRole("link", { name: "Medicare 2026 Physician" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medicare 2026 Physician");
  await expect(page.getByRole("table").first()).toBeVisible();
  await settled(page, testInfo);
  await expectAccessible(page);
  // Neither links nor (with JS) the delete dialog's buttons.
  const main = page.getByRole("main");
  for (const name of [/^Edit/, /^Delete/, /^Import CSV$/, /^Add plan$/]) {
    await expect(main.getByRole("link", { name })).toHaveCount(0);
    await expect(main.getByRole("button", { name })).toHaveCount(0);
  }

  await visit(page, testInfo, "/provider/billing/modifiers?code=25");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claims modifiers");
  await expect(page.getByRole("cell", { name: "25", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create modifier" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Edit/ })).toHaveCount(0);

  // The server refuses what the page does not offer.
  const refused = await visit(page, testInfo, "/provider/billing/modifiers/new");
  expect(refused?.status()).toBe(403);
});
