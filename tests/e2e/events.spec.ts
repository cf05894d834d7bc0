import type { Page } from "@playwright/test";
import { signIn, signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, settled, test, upstream, visit } from "./support/fixtures";
import { startProcess, startServers, waitFor } from "./support/servers";

test.describe.configure({ timeout: 180_000 });

/** A new patient of the main organization, so no other test touches its activity. */
async function patientWithoutActivity() {
  const { ids } = await upstream.post<{ ids: string[] }>("/__test/fixtures/patients", { count: 1 });
  return ids[0]!;
}

async function addActivity(body: Record<string, unknown>, base = process.env.E2E_UPSTREAM_URL!) {
  const response = await fetch(`${base}/__test/activities`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { id: string };
}

async function liveOn(page: Page) {
  await expect(page.locator("[data-live-status]")).toHaveAttribute("data-live-status", "open", {
    timeout: 10_000,
  });
}

test("staff open one of a patient's activities in full, and it is no longer new to them", async ({
  page,
}, testInfo) => {
  const patientId = await patientWithoutActivity();
  const note = `Asked about the second dose (${testInfo.project.name} ${Date.now()})`;
  const { id } = await addActivity({ entityType: "NOTE", actor: "PATIENT", patientId, note });
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patientId}/activity`);
  const entry = page.locator(`[data-activity-id="${id}"]`);
  await expect(entry.getByText("New", { exact: true })).toBeVisible();
  await entry.getByRole("link", { name: "Note" }).click();
  await arrived(page, testInfo, new RegExp(`/activity/${id}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Note" })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await page.getByRole("link", { name: "Back to the activity list" }).click();
  await arrived(page, testInfo, /\/activity$/);
  await expect(entry.getByText(note)).toBeVisible();
  await expect(entry.getByText("New", { exact: true })).toHaveCount(0);
});

test("a new activity appears in the feed within 3 s with JS, and on refresh without", async ({
  page,
}, testInfo) => {
  const patientId = await patientWithoutActivity();
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patientId}/activity`);
  await expect(page.getByText("No activity yet.")).toBeVisible();
  if (isJs(testInfo)) await liveOn(page);

  const note = `Feeling better today (${testInfo.project.name} ${Date.now()})`;
  await addActivity({ entityType: "NOTE", actor: "PATIENT", patientId, note });
  if (isJs(testInfo)) {
    await expect(page.getByText(note)).toBeVisible({ timeout: 3000 });
  } else {
    await page.getByRole("link", { name: "Refresh" }).click();
    await settled(page, testInfo);
    await expect(page.getByText(note)).toBeVisible();
  }
  await expectAccessible(page);
  // A doctor's LOCATION activity is filtered out of the live feed.
  if (isJs(testInfo)) {
    // The relay keeps the upstream's order, so once a sentinel sent after it is on the page,
    // the LOCATION activity has been through the filter.
    await addActivity({ entityType: "LOCATION", actor: "DOCTOR", patientId });
    const sentinel = `Sentinel after the location (${testInfo.project.name} ${Date.now()})`;
    await addActivity({ entityType: "NOTE", actor: "PATIENT", patientId, note: sentinel });
    await expect(page.getByText(sentinel)).toBeVisible({ timeout: 5000 });
    await expect(page.getByText("Location", { exact: true })).toHaveCount(0);
  }
});

test("the feed pages by URL, ten at a time", async ({ page }, testInfo) => {
  const patientId = await patientWithoutActivity();
  for (let i = 0; i < 12; i++)
    await addActivity({
      entityType: "ASSESSMENT_REPORT",
      actor: "PATIENT",
      patientId,
      assessmentName: `Survey ${i}`,
      score: i,
    });
  await signInAt(page, testInfo, "coordinator@demo.test", `/provider/members/${patientId}/activity`);
  await expect(page.locator("[data-activity-id]")).toHaveCount(10);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await page.waitForURL(/page=1/);
  await settled(page, testInfo);
  await expect(page.locator("[data-activity-id]")).toHaveCount(2);
  await expect(page.getByText("Survey 0: score 0")).toBeVisible();
  await expectAccessible(page);
});

test("an appointment request is accepted through the reply form", async ({ page }, testInfo) => {
  const content = `Can we move your appointment to Friday? (${testInfo.project.name} ${Date.now()})`;
  const notification = await upstream.post<{ id: string }>("/__test/notifications", {
    username: "scheduler@demo.test",
    content,
    request: true,
  });
  await signIn(page, testInfo, "scheduler@demo.test", { landing: /\/provider$/ });
  await expect(page.getByTestId("notification-count")).toBeVisible();
  await visit(page, testInfo, "/provider/notifications");
  const item = page.locator("li", { hasText: content });
  await item.getByRole("button", { name: "Accept" }).click();
  await page.waitForLoadState("networkidle");
  await settled(page, testInfo);
  await expect(page.getByText("You accepted the appointment request.")).toBeVisible();
  await expect(page.locator("li", { hasText: content }).getByText("Accepted")).toBeVisible();
  await expectAccessible(page);
  const stored = (
    await upstream.state<Array<{ id: string; replyToRequest?: { state: string } }>>("notifications")
  ).find((n) => n.id === notification.id);
  expect(stored?.replyToRequest?.state).toBe("ACCEPTED");
});

test("events keep arriving after the access token expires (live with JS, on reload without)", async ({
  page,
}, testInfo) => {
  const patientId = await patientWithoutActivity();
  // A main-organization account: the injected activity belongs to the main organization.
  await signInAt(page, testInfo, "testing@demo.test", `/provider/members/${patientId}/activity`);
  if (isJs(testInfo)) await liveOn(page);
  await upstream.post("/__test/expire-access-tokens", { username: "testing@demo.test" });
  await page.waitForTimeout(1500);
  const note = `After expiry ${Date.now()}`;
  await addActivity({ entityType: "NOTE", actor: "PATIENT", patientId, note });
  if (isJs(testInfo)) {
    await expect(page.getByText(note)).toBeVisible({ timeout: 6000 });
  } else {
    await visit(page, testInfo, `/provider/members/${patientId}/activity`);
    await expect(page).toHaveURL(/\/provider\/members\/[^/]+\/activity$/);
    await expect(page.getByText(note)).toBeVisible();
  }
  // The page still works: the refreshed tokens reached the cookie.
  await visit(page, testInfo, "/provider/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
});

test("after the upstream restarts the page recovers: it reconnects with JS; without, a friendly page until it is back", async ({
  page,
}, testInfo) => {
  // Its own app and upstream: this test stops the upstream.
  const own = await startServers();
  try {
    const upstreamPort = new URL(own.upstreamUrl).port;
    const patients = (await (await fetch(`${own.upstreamUrl}/__test/state/patients`)).json()) as Array<{
      id: string;
      familyOf?: string;
      accountId?: string;
    }>;
    const patientId = patients.find((p) => !p.familyOf && !p.accountId)!.id;
    await page.goto(`${own.appUrl}/login`);
    await settled(page, testInfo);
    await expectAccessible(page);
    await page.getByLabel("Username or email").fill("orgadmin@demo.test");
    await page.getByLabel("Password", { exact: true }).fill("Demo-Password-2026!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/provider$/);
    await settled(page, testInfo);
    await expectAccessible(page);
    await page.goto(`${own.appUrl}/provider/members/${patientId}/activity`);
    await settled(page, testInfo);
    await expectAccessible(page);
    if (isJs(testInfo)) await liveOn(page);

    own.upstreamProcess.kill("SIGTERM");
    await new Promise((r) => own.upstreamProcess.once("exit", r));
    if (isJs(testInfo)) {
      await expect(page.locator("[data-live-status]")).toHaveAttribute(
        "data-live-status",
        /reconnecting|connecting/,
        { timeout: 10_000 },
      );
    } else {
      const down = await page.goto(`${own.appUrl}/provider/members/${patientId}/activity`);
      expect(down?.status()).toBe(503);
      await expect(
        page.getByRole("heading", { level: 1, name: "Service temporarily unavailable" }),
      ).toBeVisible();
      await expectAccessible(page);
    }
    own.upstreamProcess = startProcess("reference-api-restarted", "dist/reference-api.js", {
      PORT: upstreamPort,
      DATA_DIR: own.dataDir,
      REFERENCE_API_TEST_HOOKS: "1",
    });
    await waitFor(`${own.upstreamUrl}/healthz`);
    const note = `After restart ${Date.now()}`;
    if (isJs(testInfo)) {
      await liveOn(page);
      await addActivity({ entityType: "NOTE", actor: "PATIENT", patientId, note }, own.upstreamUrl);
      await expect(page.getByText(note)).toBeVisible({ timeout: 8000 });
    } else {
      await addActivity({ entityType: "NOTE", actor: "PATIENT", patientId, note }, own.upstreamUrl);
      await page.goto(`${own.appUrl}/provider/members/${patientId}/activity`);
      await expectAccessible(page);
      await expect(page.getByText(note)).toBeVisible();
    }
  } finally {
    await own.stop();
  }
});
