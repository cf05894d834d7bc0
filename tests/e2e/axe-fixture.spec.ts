import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/fixtures";

// The axe check is what every other test relies on; prove it catches a violation with and
// without JavaScript, so a silently passing scanner cannot hide broken pages.
test("the accessibility check fails on an inaccessible page", async ({ page }) => {
  await page.route("**/__axe-probe", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html><head><title>x</title></head><body><main><img src="/favicon.svg"><button></button></main></body></html>',
    }),
  );
  await page.goto(`${process.env.E2E_BASE_URL}/__axe-probe`);
  let failure: unknown;
  try {
    await expectAccessible(page);
  } catch (error) {
    failure = error;
  }
  expect(String(failure)).toMatch(/image-alt/);
  expect(String(failure)).toMatch(/button-name/);
});
