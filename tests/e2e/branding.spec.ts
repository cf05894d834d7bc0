import { signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, test, upstream } from "./support/fixtures";
import { solidPng } from "./support/png";

/**
 * An organization's branding (issue 15, decision 031): a logo of the wrong size is refused with
 * the size expected next to its field, the right one is kept; an invalid hex colour is refused,
 * a valid one kept; the logo shows in the shell, and after sign-out the login page keeps the logo
 * and the background. Harbor Care Partners' admin, so the demo network's look does not change.
 */

interface Organization {
  id: string;
  name: string;
}

test("an organization admin brands the organization and the login page keeps it after sign-out", async ({
  page,
}, testInfo) => {
  const [harbor] = await upstream.state<Organization[]>("organizations", { name: "Harbor Care Partners" });
  const branding = `/provider/organizations/${harbor!.id}/branding`;
  await signInAt(page, testInfo, "orgadmin@harbor.test", branding);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Branding of Harbor Care Partners");

  const logo = page.getByLabel("Login logo file", { exact: true });
  await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: solidPng(48, 47) });
  await page.getByRole("button", { name: "Upload Login logo", exact: true }).click();
  await expect(page.getByRole("region", { name: "Login logo", exact: true })).toContainText(
    "The image must be exactly 47 × 47 pixels.",
  );
  await expectAccessible(page);

  await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: solidPng(47, 47) });
  await page.getByRole("button", { name: "Upload Login logo", exact: true }).click();
  await arrived(page, testInfo, new RegExp(`${branding}(#branding-loginLogo)?$`), "Image saved.");
  await expect(page.getByRole("img", { name: "Current Login logo" })).toBeVisible();
  await page
    .getByLabel("Web login background file")
    .setInputFiles({ name: "bg.png", mimeType: "image/png", buffer: solidPng(1080, 1440) });
  await page.getByRole("button", { name: "Upload Web login background" }).click();
  await arrived(page, testInfo, new RegExp(`${branding}(#branding-webLoginBackground)?$`), "Image saved.");

  await page.getByLabel("Primary colour").fill("#12");
  await page.getByRole("button", { name: "Save colours, font and e-mail" }).click();
  await expect(page.locator("#branding-summary")).toBeVisible();
  await expect(page.getByText("Invalid hex color").last()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Primary colour").fill("#1a5fb4");
  await page.getByRole("button", { name: "Save colours, font and e-mail" }).click();
  await arrived(page, testInfo, new RegExp(`${branding}$`), "Branding saved.");

  // The shell shows the organization's logo, streamed by the app from the upstream.
  const shellLogo = page.getByRole("banner").getByTestId("brand-logo");
  await expect(shellLogo).toBeVisible();
  expect(await shellLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(47);

  await signOut(page, testInfo);
  await expect(page.getByRole("banner").getByTestId("brand-logo")).toBeVisible();
  await expect(page.getByTestId("brand-login-background")).toBeVisible();
});
