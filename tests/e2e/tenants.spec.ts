import type { Page } from "@playwright/test";
import { signInAt } from "./support/auth";
import { expect, settled, test, upstream, visit } from "./support/fixtures";

/**
 * Tenants (decision 015's addendum): one customer network never reads another's patients, and
 * the platform operator reads every network's organizations but no network's patients or claims.
 */

interface SeedOrganization {
  id: string;
  name: string;
}
interface SeedPatient {
  id: string;
  organizations: string[];
}
interface SeedClaim {
  id: string;
  organizationId: string;
}

async function harbor() {
  const [organization] = await upstream.state<SeedOrganization[]>("organizations", {
    name: "Harbor Care Partners",
  });
  const patients = await upstream.state<SeedPatient[]>("patients");
  const patient = patients.find((p) => p.organizations.includes(organization!.id))!;
  return { organization: organization!, patient };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("a Demo Health Network coordinator pasting a Harbor patient's address gets the not-found page", async ({
  page,
}, testInfo) => {
  const { patient } = await harbor();
  const refused = await signInAt(page, testInfo, "coordinator@demo.test", `/provider/members/${patient.id}`);
  expect(refused?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Page not found");
  await settled(page, testInfo);
  const tab = await visit(page, testInfo, `/provider/members/${patient.id}/health-record`);
  expect(tab?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Page not found");
});

test("the operator's org admin reads Harbor's overview, but not its patients or its claims", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { organization, patient } = await harbor();
  // Claims are filed by a clinic of the tree: the first of Harbor's organizations that has one.
  const organizations =
    await upstream.state<Array<SeedOrganization & { parentOrganizationId: string | null }>>("organizations");
  const tree = [organization.id];
  for (let i = 0; i < tree.length; i++)
    tree.push(...organizations.filter((o) => o.parentOrganizationId === tree[i]).map((o) => o.id));
  let claim: SeedClaim | undefined;
  for (const id of tree) {
    [claim] = await upstream.state<SeedClaim[]>("claims", { organizationId: id });
    if (claim) break;
  }

  const overview = await signInAt(
    page,
    testInfo,
    "admin@operator.test",
    `/provider/organizations/${organization.id}`,
  );
  expect(overview?.status()).toBe(200);
  await expect(heading(page)).toHaveText("Harbor Care Partners's Overview");
  await settled(page, testInfo);
  // Only what the operator may open there: the organization's tabs, no lanes, members or edits.
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Branches", exact: true })).toBeVisible();
  for (const name of ["Clinic lanes", "Members", "Edit organization"])
    await expect(main.getByRole("link", { name, exact: true })).toHaveCount(0);

  const record = await visit(page, testInfo, `/provider/members/${patient.id}`);
  expect(record?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Page not found");

  const members = await visit(page, testInfo, `/provider/members?organizationId=${organization.id}`);
  expect(members?.status()).toBe(404);

  const single = await visit(page, testInfo, `/provider/billing/claims/${claim!.id}`);
  expect(single?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Page not found");

  // The organizations list names every network, so the operator finds Harbor there.
  await visit(page, testInfo, "/provider/organizations");
  const list = page.getByRole("region", { name: /^Organizations: / });
  await expect(list.getByRole("link", { name: "Harbor Care Partners", exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: "Demo Health Network", exact: true })).toBeVisible();

  // The claims list is the operator's own tree's: it holds no patient, so no claim.
  await visit(page, testInfo, "/provider/billing/claims");
  await expect(heading(page)).toHaveText("Claims");
  await expect(page.getByText("There are no claims yet.")).toBeVisible();
});
