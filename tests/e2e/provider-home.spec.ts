import { Buffer } from "node:buffer";
import { signIn } from "./support/auth";
import { expect, expectAccessible, settled, test, visit } from "./support/fixtures";
import { png } from "../support/images";

test.describe.configure({ timeout: 180_000 });

test("the provider home shows its charts, drawn on the server, with their figures as tables", async ({
  page,
}, testInfo) => {
  await signIn(page, testInfo, "orgadmin@demo.test", { landing: /\/provider$/ });
  await settled(page, testInfo);
  const patients = page.getByRole("img", { name: /^Booked patients per day / });
  await expect(patients).toBeVisible();
  await expect(patients.locator("rect")).toHaveCount(14);
  await expect(page.getByRole("img", { name: /^Lanes by clinic / })).toBeVisible();

  // The table opens without JavaScript (a details element) and holds one row per day.
  const disclosure = page.locator("details").filter({ has: page.getByText("Show the figures as a table") });
  await disclosure.first().locator("summary").click();
  const table = page.getByRole("table", { name: "Booked patients per day" });
  await expect(table.getByRole("row")).toHaveCount(15);
  await expect(table.getByRole("columnheader", { name: "Booked patients" })).toBeVisible();
  await expectAccessible(page);
});

test("a provider uploads a profile picture; a picture too small is refused with a message", async ({
  page,
}, testInfo) => {
  await signIn(page, testInfo, "orgadmin@demo.test", { landing: /\/provider$/ });
  await page.getByRole("link", { name: "Profile picture" }).click();
  await page.waitForURL(/\/provider\/profile\/picture$/);
  await settled(page, testInfo);
  await expectAccessible(page);

  const input = page.getByLabel("Picture");
  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(png(120, 120)) });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("The image must be at least 300 × 300 pixels.").first()).toBeVisible();
  await settled(page, testInfo);
  await expectAccessible(page);

  // A file whose name and type say PNG but whose bytes are not an image.
  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("<svg/>") });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("The file is not a PNG, JPEG, WEBP image.").first()).toBeVisible();

  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(png(320, 320)) });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("Your picture was saved.").first()).toBeVisible();
  await page.waitForURL(/\/provider\/profile\/picture$/);
  await settled(page, testInfo);
  await expectAccessible(page);
});

test("a failed download lands on a page that says so", async ({ page }, testInfo) => {
  await visit(page, testInfo, "/download-failed?returnTo=%2Flogin&requestId=req-123");
  await expect(page.getByRole("heading", { level: 1, name: "Download failed" })).toBeVisible();
  await expect(page.getByText("req-123")).toBeVisible();
  await page.getByRole("link", { name: "Go back" }).click();
  await page.waitForURL(/\/login$/);
  await settled(page, testInfo);
  await expectAccessible(page);
});
