import { test as bare, type Page } from "@playwright/test";
import { signInAt } from "./support/auth";
import { expect, expectAccessible, horizontalOverflow, isJs, settled, test, visit } from "./support/fixtures";

/*
 * Issue 38 §5, layout that fits. Every axe check also checks that the page does not scroll
 * sideways (tests/e2e/support/fixtures.ts); these tests prove that check sees an overflow, that
 * the app's scroll region keeps a wide table's overflow (its visually hidden labels included)
 * inside itself, and that the flash and its toasts stay clear of the header and its menus.
 */

/** The app's own style sheets, read from a page it served. */
async function appStyleSheets(page: Page) {
  return await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((l) => l.href),
  );
}

bare(
  "the fit check sees a page that scrolls sideways, and none when a wide table scrolls in its region",
  async ({ page }) => {
    const base = process.env.E2E_BASE_URL!;
    await page.goto(`${base}/login`);
    const sheets = (await appStyleSheets(page))
      .map((href) => `<link rel="stylesheet" href="${href}">`)
      .join("");
    // A table twice the page's width whose last cell holds a visually hidden label, as the lists'
    // sort buttons and row actions do.
    const table =
      '<table style="width:2600px"><caption class="sr-only">Wide</caption><tr><th>A</th>' +
      '<td style="text-align:right">B <span class="sr-only">hidden label</span></td></tr></table>';
    const probe = (body: string) =>
      `<!doctype html><html lang="en"><head><title>x</title>${sheets}</head><body><main>${body}</main></body></html>`;
    let body = "";
    await page.route("**/__fit-probe", (route) =>
      route.fulfill({ contentType: "text/html", body: probe(body) }),
    );

    body = table;
    await page.goto(`${base}/__fit-probe`);
    const found = await horizontalOverflow(page);
    expect(found?.excess).toBeGreaterThan(1000);
    expect(found?.culprits.join(" ")).toMatch(/^table/);

    // A plain overflow-x:auto box lets the hidden label, positioned against the page, widen it.
    body = `<div style="overflow-x:auto">${table}</div>`;
    await page.goto(`${base}/__fit-probe`);
    expect(await horizontalOverflow(page)).not.toBeNull();

    body = `<div class="scroll-region" role="region" aria-label="Wide" tabindex="0">${table}</div>`;
    await page.goto(`${base}/__fit-probe`);
    expect(await horizontalOverflow(page)).toBeNull();
  },
);

test("the flash comes after the header, with no band above it, and its toast stays clear of the header's menus", async ({
  page,
}, testInfo) => {
  await visit(page, testInfo, "/login");
  // No message: the header is the first thing on the page.
  expect(
    await page
      .locator("header")
      .first()
      .evaluate((h) => h.getBoundingClientRect().top),
  ).toBe(0);

  await signInAt(page, testInfo, "analytics@demo.test", "/provider");
  await page.locator("summary", { hasText: "Account" }).first().click();
  await page.locator('form[action="/logout"] button').click();
  await page.waitForURL(/\/login/);
  if (isJs(testInfo)) {
    // Measured while the toast is up (it goes after 3 s): the same frame it is found in.
    const placed = await page.waitForFunction(() => {
      const toast = document.querySelector("[data-flash]");
      if (document.documentElement.dataset.hydrated !== "true" || !toast) return null;
      const region = toast.closest("section")!;
      const header = document.querySelector("header")!.getBoundingClientRect();
      const menu = document.querySelector("header details > div")!;
      return {
        text: toast.textContent,
        toastTop: toast.getBoundingClientRect().top,
        toastBottom: toast.getBoundingClientRect().bottom,
        headerTop: header.top,
        headerBottom: header.bottom,
        viewport: window.innerHeight,
        toastZ: Number(getComputedStyle(region).zIndex),
        menuZ: Number(getComputedStyle(menu).zIndex),
      };
    });
    const seen = await placed.jsonValue();
    expect(seen!.text).toContain("You have been signed out.");
    expect(seen!.headerTop).toBe(0);
    // At the bottom, away from the menus that open under the header, and beneath them.
    expect(seen!.toastTop).toBeGreaterThan(seen!.headerBottom);
    expect(seen!.viewport - seen!.toastBottom).toBeLessThan(40);
    expect(seen!.toastZ).toBeLessThan(seen!.menuZ);
  } else {
    const message = page.getByText("You have been signed out.");
    await expect(message).toBeVisible();
    const header = await page.locator("header").first().boundingBox();
    const flash = await message.boundingBox();
    expect(header!.y).toBe(0);
    expect(flash!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  }
  await settled(page, testInfo);
  await expectAccessible(page);
});
