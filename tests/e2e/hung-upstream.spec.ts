import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/auth";
import { expect, expectAccessible, isJs, settled, test as base } from "./support/fixtures";
import { startServers, type Servers } from "./support/servers";

/**
 * Issue 42: a hung upstream (its process stopped, its socket open, as a hung backend or a dead load
 * balancer looks). A form sent while it hangs answers "taking too long" within the page's deadline
 * with every typed value still there; once the upstream is back, the same form sends.
 */

let servers: Servers;

const test = base.extend<object, { hungPair: Servers }>({
  // Its own upstream and app: stopping the shared upstream would stop every other test.
  hungPair: [
    async ({}, use) => {
      servers = await startServers(
        // A short deadline and a breaker that does not open within the test's one hung post.
        { PAGE_DEADLINE_MS: "2500", UPSTREAM_BREAKER_FAILURES: "50" },
        { SEED_VOLUME: "small" },
      );
      await use(servers);
      servers.upstreamProcess.kill("SIGCONT");
      await servers.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ hungPair }, use) => {
    await use(hungPair.appUrl);
  },
});

async function signInAt(page: Page, path: string) {
  const response = await page.request.post("/login", {
    form: { intent: "login", username: "orgadmin@demo.test", password: DEMO_PASSWORD, redirectTo: path },
    headers: { origin: servers.appUrl },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test("a department typed while the upstream hangs is kept on the 'taking too long' answer, and sent once it is back", async ({
  page,
}, testInfo) => {
  const organizations = (await (
    await fetch(`${servers.upstreamUrl}/__test/state/organizations?name=Demo%20Health%20Network`)
  ).json()) as Array<{ id: string }>;
  const departments = `/provider/organizations/${organizations[0]!.id}/departments`;
  const name = `Hung ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAt(page, departments);
  await page.goto(departments);
  await settled(page, testInfo);
  await page.getByLabel("Department name").fill(name);

  servers.upstreamProcess.kill("SIGSTOP");
  try {
    await page.getByRole("button", { name: "Add department" }).click();
    await expect(page.getByText(/taking too long to answer/).first()).toBeVisible();
    if (isJs(testInfo)) {
      // The page stays, and so does the form with what was typed.
      await expect(page.getByLabel("Department name")).toHaveValue(name);
    } else {
      // A whole document answers the post, and its page cannot be drawn: the error page lists what
      // was sent and offers to send it again.
      const kept = page.getByRole("region", { name: "What you entered" });
      await expect(kept.getByRole("listitem")).toHaveText([name]);
      await expect(kept.getByRole("button", { name: "Send it again" })).toBeVisible();
    }
    await expectAccessible(page);
  } finally {
    servers.upstreamProcess.kill("SIGCONT");
  }

  // Back: the page and its form work again at once, without a restart. (The hung post itself may
  // or may not have been made when the upstream woke: that is what the message tells the person
  // to check, so the department sent now has its own name.)
  await page.goto(departments);
  await settled(page, testInfo);
  await page.getByLabel("Department name").fill(`${name} again`);
  await page.getByRole("button", { name: "Add department" }).click();
  await expect(page.getByText("Department added.").first()).toBeVisible();
  await expect(page.getByRole("table").getByText(`${name} again`, { exact: true })).toBeVisible();
});
