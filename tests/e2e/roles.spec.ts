import { signIn } from "./support/auth";
import { expect, test } from "./support/fixtures";

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
