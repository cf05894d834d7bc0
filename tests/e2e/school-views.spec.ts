import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream } from "./support/fixtures";

/**
 * A school district's views (issue 40 item 4) across two areas: a district of this test alone
 * shows in its parent's "districts without schools" and links to its own tab, with its partner
 * clinic and its department's patients; a patient added on the members side to the district
 * moves the department's count on the organization side (and in the upstream's state). Runs with
 * and without JavaScript; every page is checked with axe.
 */

interface District {
  districtId: string;
  parentId: string;
  name: string;
  departmentId: string;
  partner: string;
}

test("a district without schools, its partner, and a patient added on the members side counted by department", async ({
  page,
}, testInfo) => {
  const prefix = `sv${isJs(testInfo) ? "js" : "nojs"}${Date.now().toString(36)}`;
  const district = await upstream.post<District>("/__test/fixtures/district", { prefix });
  const department = `School nursing ${prefix}`;
  const parentTab = `/provider/organizations/${district.parentId}/schools`;
  const districtTab = `/provider/organizations/${district.districtId}/schools`;

  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/${district.parentId}`);
  await page
    .getByRole("navigation", { name: "Organization pages" })
    .getByRole("link", { name: "Schools and associations" })
    .click();
  await arrived(page, testInfo, new RegExp(`${parentTab}$`));
  const districts = page.getByRole("region", { name: "Districts without schools" });
  await districts.getByRole("link", { name: district.name }).click();

  await arrived(page, testInfo, new RegExp(`${districtTab}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Schools and associations of ${district.name}`,
  );
  // The district itself has no school yet, so it is its own first entry.
  await expect(
    page.getByRole("region", { name: "Districts without schools" }).getByRole("listitem"),
  ).toContainText([`${district.name} (this organization)`]);
  const partner = page.getByRole("table", { name: "Associated organizations" }).getByRole("row", {
    name: new RegExp(district.partner),
  });
  await expect(partner).toContainText("Partner");
  await expect(partner).toContainText("01/15/2026");
  // The chart's figures are in a table that opens under it (a details, without JS too).
  const countCell = async () => {
    await page.locator("#patients-by-department summary").click();
    return page
      .getByRole("table", { name: "Patients by department" })
      .getByRole("row", { name: new RegExp(department) })
      .getByRole("cell")
      .last();
  };
  await expect(await countCell()).toHaveText("0");

  // The members side: a patient added to the district, which carries the department.
  const lastName = `Counted${prefix.replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!)}`;
  await page.goto(`/provider/members/new?organizationId=${district.districtId}`);
  await arrived(page, testInfo);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Add a patient to ${district.name}`);
  await page.getByLabel("First name").fill("Ruth");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Month").fill("2");
  await page.getByLabel("Day").fill("10");
  await page.getByLabel("Year").fill("2015");
  await page.getByRole("button", { name: "Add patient" }).click();
  await arrived(page, testInfo, /\/provider\/members\/pat-[^/]+$/, `Ruth ${lastName} was added.`);
  const [added] = await upstream.state<Array<{ organizations: string[] }>>("patients", { lastName });
  expect(added!.organizations).toEqual([district.districtId]);

  await page.goto(districtTab);
  await arrived(page, testInfo);
  await expect(await countCell()).toHaveText("1");
});
