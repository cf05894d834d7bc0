import { expect, expectAccessible, settled, test, upstream, visit } from "./support/fixtures";

test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("an organization applies with its administrator and a document", async ({ page }, testInfo) => {
  const name = `Harbor Clinic ${testInfo.project.name} ${Date.now()}`;
  const email = `admin-${testInfo.project.name}-${Date.now()}@harbor.test`;
  await visit(page, testInfo, "/onboard");
  await expect(page.getByRole("heading", { level: 1, name: "Register your organization" })).toBeVisible();

  // Nothing filled in: every required field says so, nothing is sent.
  await page.getByRole("button", { name: "Send application" }).click();
  await settled(page, testInfo);
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(page.getByText("Enter the employer ID").first()).toBeVisible();
  await expect(page.getByText("Enter the business license number").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Organization name").fill(name);
  await page.getByLabel("Type of organization").selectOption("CLINIC");
  await page.getByLabel("Employer ID (EIN)").fill("12-3456789");
  await page.getByLabel("Business license number").fill("BL-2026-0042");
  await page.getByLabel("Street address").fill("1 Harbor Way");
  await page.getByLabel("City").fill("Boston");
  await page.getByLabel("State").selectOption("MA");
  await page.getByLabel("ZIP code").fill("021");
  await page.getByLabel("First name").fill("Hana");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send application" }).click();
  await settled(page, testInfo);
  // One field wrong: its message, and everything typed is still there.
  await expect(page.locator("#onboard-zipcode-error")).toContainText("Enter a ZIP code of 5 digits");
  await expect(page.getByLabel("Organization name")).toHaveValue(name);
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await expectAccessible(page);

  await page.getByLabel("ZIP code").fill("02110");
  await page
    .getByLabel("Business license or registration (optional)")
    .setInputFiles({ name: "license.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Send application" }).click();
  await page.waitForLoadState("networkidle");
  await settled(page, testInfo);
  await expect(page.getByRole("heading", { level: 1, name: "Application received" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  const organizations =
    await upstream.state<Array<{ id: string; name: string; approvalStatus: string; employerId?: string }>>(
      "organizations",
    );
  const created = organizations.find((o) => o.name === name);
  expect(created).toMatchObject({ approvalStatus: "PENDING", employerId: "12-3456789" });
  const accounts =
    await upstream.state<Array<{ email: string; organizationId: string; privilegeId: number }>>("accounts");
  expect(accounts.find((a) => a.email === email)).toMatchObject({
    organizationId: created!.id,
    privilegeId: 2,
  });
  const attachments =
    await upstream.state<Array<{ organizationId: string; fileName: string; size: number }>>("attachments");
  expect(attachments.find((a) => a.organizationId === created!.id)).toMatchObject({
    fileName: "license.pdf",
    size: expect.any(Number),
  });
});

test("a name already registered is refused under the name, keeping the rest", async ({ page }, testInfo) => {
  await visit(page, testInfo, "/onboard");
  await page.getByLabel("Organization name").fill("Demo Health Network");
  await page.getByLabel("Type of organization").selectOption("GROUP");
  await page.getByLabel("Employer ID (EIN)").fill("98-7654321");
  await page.getByLabel("Business license number").fill("X-1");
  await page.getByLabel("Street address").fill("2 Elm St");
  await page.getByLabel("City").fill("Salem");
  await page.getByLabel("State").selectOption("MA");
  await page.getByLabel("ZIP code").fill("01970");
  await page.getByLabel("First name").fill("Leo");
  await page.getByLabel("Last name").fill("Marsh");
  await page.getByLabel("Email address").fill(`leo-${Date.now()}@salem.test`);
  await page.getByRole("button", { name: "Send application" }).click();
  await settled(page, testInfo);
  await expect(page.locator("#onboard-name-error")).toContainText(
    "An organization with this name is already registered",
  );
  await expect(page.getByLabel("City")).toHaveValue("Salem");
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
});
