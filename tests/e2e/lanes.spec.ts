import type { Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { expect, expectAccessible, isJs, settled, test, upstream } from "./support/fixtures";

// Each test walks several server-rendered steps, each checked with axe.
test.describe.configure({ timeout: 180_000 });

interface Fixture {
  organizationId: string;
  date: string;
  wireDate: string;
  laneIds: string[];
}
interface UpstreamLane {
  id: string;
  host: { id: string; name: string };
  startDate: string;
  status: string;
  cancellationReason?: string;
}

async function fixture(options: { count?: number; withPatients?: boolean } = {}) {
  return upstream.post<Fixture>("/__test/fixtures/lanes", {
    count: options.count ?? 3,
    withPatients: options.withPatients ?? true,
  });
}

async function lanesIn(ids: string[]) {
  return Promise.all(ids.map(async (id) => (await upstream.state<UpstreamLane[]>("lanes", { id }))[0]!));
}

const lanesUrl = (fx: Fixture) => `/provider/organizations/${fx.organizationId}/lanes?date=${fx.date}`;

async function openDay(page: Page, testInfo: TestInfo, fx: Fixture) {
  await signInAt(page, testInfo, "orgadmin@demo.test", lanesUrl(fx));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Clinic lanes");
}

async function select(page: Page, ids: string[]) {
  for (const id of ids) await page.locator(`#lane-${id}`).check();
}

/** Opens a view from the bar: a new page without JS, in place with JS. */
async function openView(page: Page, testInfo: TestInfo, name: "Message" | "Update Lanes" | "Cancel Lanes") {
  await page.getByRole("button", { name, exact: true }).first().click();
  if (!isJs(testInfo)) await page.waitForURL(/view=/);
  await settled(page, testInfo);
  await expectAccessible(page);
}

async function submitAndSettle(page: Page, testInfo: TestInfo, button: string) {
  // The action's answer, then quiet: "networkidle" alone can hold before the request even starts,
  // and the next step would act on the previous result.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).last().click();
  await answered;
  await page.waitForLoadState("networkidle");
  await settled(page, testInfo);
  await expectAccessible(page);
}

async function chooseHost(page: Page, testInfo: TestInfo, name: string) {
  if (isJs(testInfo)) {
    // The autocomplete is loaded on demand: until it is, the field is the plain select (a
    // combobox too). Waiting for the input is waiting for the enhancement, not for time.
    const input = page.getByRole("combobox", { name: "New host" }).and(page.locator("input"));
    await input.fill(name.split(" ").at(-1)!.toLowerCase());
    await page.getByRole("option", { name }).click();
  } else {
    await page.getByLabel("New host").selectOption({ label: name });
  }
}

test("updating only the host keeps the lanes on the day with their new host, and undo restores it from its items", async ({
  page,
}, testInfo) => {
  const fx = await fixture({ count: 3 });
  const before = await lanesIn(fx.laneIds);
  await openDay(page, testInfo, fx);
  await select(page, fx.laneIds.slice(0, 2));
  // With JS the count follows the ticks at once; without JS it is counted when the view opens.
  if (isJs(testInfo)) await expect(page.getByTestId("lanes-selected-count")).toHaveText("Lanes selected: 2");
  await openView(page, testInfo, "Update Lanes");
  await expect(page.getByTestId("lanes-selected-count")).toHaveText("Lanes selected: 2");
  await expect(page.getByText("Patients affected: 4")).toBeVisible();
  await chooseHost(page, testInfo, "Dr. Hiro Tanaka");
  await page.getByLabel("Accept Changes").check();
  await submitAndSettle(page, testInfo, "Update Lanes");

  const result = page.getByTestId("lanes-result");
  await expect(result).toContainText("Lanes updated");
  await expect(result).toContainText("Lanes affected: 2");
  await expect(result).toContainText("New host: Dr. Hiro Tanaka");
  await expect(result).toContainText("Patients affected: 4");
  const after = await lanesIn(fx.laneIds);
  expect(after.slice(0, 2).map((l) => l.host.name)).toEqual(["Dr. Hiro Tanaka", "Dr. Hiro Tanaka"]);
  expect(after[2]!.host).toEqual(before[2]!.host);
  expect(after.map((l) => l.startDate)).toEqual(before.map((l) => l.startDate));
  await expect(page.locator(`#lane-${fx.laneIds[0]}`)).toBeVisible();

  // The upstream forgets the batch, as a backend without batch memory: the undo items the app
  // sends (spec part 1 §3) restore the lanes alone.
  const batches =
    await upstream.state<Array<{ batchId: string; items: Array<{ clinicAppointmentId: string }> }>>(
      "laneBatches",
    );
  const batch = batches.find((b) => b.items.some((i) => i.clinicAppointmentId === fx.laneIds[0]))!;
  await upstream.post("/__test/forget-lane-batch", { batchId: batch.batchId });
  await result.getByRole("button", { name: "Undo" }).click();
  await page.waitForLoadState("networkidle");
  await settled(page, testInfo);
  await expect(page.getByText("The rescheduled lanes are back as they were.")).toBeVisible();
  await expectAccessible(page);
  expect((await lanesIn(fx.laneIds)).map((l) => l.host)).toEqual(before.map((l) => l.host));
});

test("an undo the server refuses with field errors shows them in the invalid-data dialog and changes nothing", async ({
  page,
}, testInfo) => {
  const fx = await fixture({ count: 2 });
  await openDay(page, testInfo, fx);
  await select(page, [fx.laneIds[0]!]);
  await openView(page, testInfo, "Update Lanes");
  await chooseHost(page, testInfo, "Dr. Hiro Tanaka");
  await page.getByLabel("Accept Changes").check();
  await submitAndSettle(page, testInfo, "Update Lanes");
  await expect(page.getByTestId("lanes-result")).toContainText("Lanes updated");

  // Only this batch's undo is refused: the path holds its id, so parallel tests are untouched.
  const batches =
    await upstream.state<Array<{ batchId: string; items: Array<{ clinicAppointmentId: string }> }>>(
      "laneBatches",
    );
  const batch = batches.find((b) => b.items.some((i) => i.clinicAppointmentId === fx.laneIds[0]))!;
  await upstream.post("/__test/faults", {
    method: "PUT",
    path: `/undo-reschedule-clinic-appointments/${batch.batchId}$`,
    status: 422,
    body: JSON.stringify({
      fieldErrors: [{ field: "batchId", message: "Batch 'last week' can no longer be undone" }],
    }),
  });
  await page.getByTestId("lanes-result").getByRole("button", { name: "Undo" }).click();
  await page.waitForLoadState("networkidle");
  await settled(page, testInfo);

  // A modal dialog with JS, an alert region at the top of the page without.
  const notice = page.getByRole(isJs(testInfo) ? "dialog" : "alert", { name: "invalid data entered" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("listitem")).toHaveText("Batch 'last week' can no longer be undone");
  await expect(notice.locator("mark")).toHaveText("'last week' can no longer be undone");
  await expectAccessible(page);
  expect((await lanesIn([fx.laneIds[0]!]))[0]!.host.name).toBe("Dr. Hiro Tanaka");
  if (isJs(testInfo)) {
    await notice.getByRole("button", { name: "OK" }).click();
    await expect(notice).toBeHidden();
  }
});

test("moving every lane of the day empties the list; moving some removes only those", async ({
  page,
}, testInfo) => {
  const fx = await fixture({ count: 3 });
  await openDay(page, testInfo, fx);
  const target = new Date(`${fx.date}T00:00:00Z`);
  target.setUTCDate(target.getUTCDate() + 2);
  const newDate = target.toISOString().slice(0, 10);

  await select(page, [fx.laneIds[0]!]);
  await openView(page, testInfo, "Update Lanes");
  await page.getByLabel("New date").fill(newDate);
  await page.getByLabel("Accept Changes").check();
  await submitAndSettle(page, testInfo, "Update Lanes");
  await expect(page.getByTestId("lanes-result")).toContainText(
    `New date: ${newDate.slice(5, 7)}/${newDate.slice(8, 10)}/${newDate.slice(0, 4)}`,
  );
  await expect(page.locator(`#lane-${fx.laneIds[0]}`)).toHaveCount(0);
  await expect(page.locator(`#lane-${fx.laneIds[1]}`)).toBeVisible();
  const moved = await lanesIn([fx.laneIds[0]!]);
  expect(
    Date.parse(moved[0]!.startDate) - Date.parse((await lanesIn([fx.laneIds[1]!]))[0]!.startDate),
  ).toBeGreaterThan(36 * 3600_000);

  await select(page, fx.laneIds.slice(1));
  await openView(page, testInfo, "Update Lanes");
  await page.getByLabel("New date").fill(newDate);
  await page.getByLabel("Accept Changes").check();
  await submitAndSettle(page, testInfo, "Update Lanes");
  await expect(page.getByTestId("lanes-empty")).toBeVisible();
});

test("cancelling with a listed reason and with Other removes the lanes and records the reason; undo restores them", async ({
  page,
}, testInfo) => {
  const fx = await fixture({ count: 3 });
  await openDay(page, testInfo, fx);

  await select(page, [fx.laneIds[0]!]);
  await openView(page, testInfo, "Cancel Lanes");
  await page.getByLabel("Reason for cancellation").selectOption({ label: "Staffing issues" });
  await page.getByLabel("Accept Changes").check();
  await submitAndSettle(page, testInfo, "Cancel Lanes");
  await expect(page.getByTestId("lanes-result")).toContainText("Lanes cancelled");
  await expect(page.locator(`#lane-${fx.laneIds[0]}`)).toHaveCount(0);
  expect((await lanesIn([fx.laneIds[0]!]))[0]).toMatchObject({
    status: "CANCELLED",
    cancellationReason: "Staffing issues",
  });

  await select(page, [fx.laneIds[1]!]);
  await openView(page, testInfo, "Cancel Lanes");
  await page.getByLabel("Reason for cancellation").selectOption({ label: "Other" });
  await page.getByPlaceholder("Please describe reason for cancellation").fill("Generator failure");
  await page.getByLabel("Accept Changes").check();
  await submitAndSettle(page, testInfo, "Cancel Lanes");
  expect((await lanesIn([fx.laneIds[1]!]))[0]).toMatchObject({
    status: "CANCELLED",
    cancellationReason: "Other - Generator failure",
  });
  // The page shows this cancel's result (its Undo names this lane) before the user presses Undo.
  await expect(page.locator(`#lane-${fx.laneIds[1]}`)).toHaveCount(0);

  await page.getByTestId("lanes-result").getByRole("button", { name: "Undo" }).click();
  await page.waitForLoadState("networkidle");
  await settled(page, testInfo);
  await expect(page.getByText("The cancelled lanes are restored.")).toBeVisible();
  await expectAccessible(page);
  expect((await lanesIn([fx.laneIds[1]!]))[0]!.status).toBe("ACTIVE");
  await expect(page.locator(`#lane-${fx.laneIds[1]}`)).toBeVisible();
});

test("a message reaches the patients of the selected lanes", async ({ page }, testInfo) => {
  const fx = await fixture({ count: 2 });
  const text = `Please arrive 10 minutes early (${testInfo.project.name} ${Date.now()})`;
  await openDay(page, testInfo, fx);
  await select(page, fx.laneIds);
  await openView(page, testInfo, "Message");
  await page.getByLabel("Message", { exact: true }).fill(text);
  await submitAndSettle(page, testInfo, "Message");
  await expect(page.getByTestId("lanes-result")).toContainText("Message sent");
  const messages = await upstream.state<Array<{ laneId: string; message: string }>>("laneMessages");
  const sent = messages.filter((m) => m.message === text);
  expect(sent.map((m) => m.laneId).sort()).toEqual([...fx.laneIds, ...fx.laneIds].sort());
});

test("each rule is enforced and explained", async ({ page }, testInfo) => {
  const fx = await fixture({ count: 2 });
  await openDay(page, testInfo, fx);
  await select(page, [fx.laneIds[0]!]);
  await openView(page, testInfo, "Update Lanes");
  if (isJs(testInfo)) {
    const button = page.getByRole("button", { name: "Update Lanes", exact: true }).last();
    await expect(button).toBeDisabled();
    await expect(page.getByText("Please choose new host or new date.")).toBeVisible();
    await expect(page.getByLabel("Accept Changes")).toBeDisabled();
    await chooseHost(page, testInfo, "Nurse Lin Chen");
    await expect(page.getByText("Tick Accept Changes to confirm.")).toBeVisible();
    await page.getByLabel("Accept Changes").check();
    await expect(button).toBeEnabled();
  } else {
    await page.getByRole("button", { name: "Update Lanes", exact: true }).last().click();
    await settled(page, testInfo);
    await expect(page.locator("#lanes-update-summary")).toContainText("Please choose new host or new date.");
    await expect(page.locator("#lanes-update-summary")).toContainText("Tick Accept Changes to confirm.");
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);
  }

  await openView(page, testInfo, "Cancel Lanes");
  if (isJs(testInfo)) {
    await expect(page.getByText("Please select reason for cancel.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Lanes", exact: true }).last()).toBeDisabled();
    await expect(page.getByPlaceholder("Please describe reason for cancellation")).toHaveCount(0);
    await page.getByLabel("Reason for cancellation").selectOption({ label: "Other" });
    await expect(page.getByPlaceholder("Please describe reason for cancellation")).toBeVisible();
  } else {
    await page.getByLabel("Accept Changes").check();
    await page.getByRole("button", { name: "Cancel Lanes", exact: true }).last().click();
    await settled(page, testInfo);
    await expect(page.locator("#lanes-cancel-summary")).toContainText("Please select reason for cancel.");
    await expectAccessible(page);
  }

  await openView(page, testInfo, "Message");
  if (isJs(testInfo)) {
    await expect(page.getByRole("button", { name: "Message", exact: true }).last()).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Message", exact: true }).last().click();
    await settled(page, testInfo);
    await expect(page.locator("#lanes-message-summary")).toContainText("Enter a message for the patients.");
    await expectAccessible(page);
  }
  // Nothing changed upstream.
  expect((await lanesIn(fx.laneIds)).every((l) => l.status === "ACTIVE")).toBe(true);
});

test("lanes without patients cannot be updated or messaged: 0 Patients selected", async ({
  page,
}, testInfo) => {
  const fx = await fixture({ count: 1, withPatients: false });
  await openDay(page, testInfo, fx);
  await select(page, fx.laneIds);
  await openView(page, testInfo, "Message");
  await expect(page.getByText("Patients affected: 0")).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Hello");
  if (isJs(testInfo)) {
    await expect(page.getByText("0 Patients selected")).toBeVisible();
    await expect(page.getByRole("button", { name: "Message", exact: true }).last()).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Message", exact: true }).last().click();
    await settled(page, testInfo);
    await expect(page.locator("#lanes-message-summary")).toContainText("0 Patients selected");
    await expectAccessible(page);
  }
});

test("a date before today is refused by the server even when the browser sends it", async ({
  page,
}, testInfo) => {
  const fx = await fixture({ count: 1 });
  const before = await lanesIn(fx.laneIds);
  await openDay(page, testInfo, fx);
  await select(page, fx.laneIds);
  await openView(page, testInfo, "Update Lanes");
  const key = await page.locator('#lanes-update input[name="idempotencyKey"]').inputValue();
  const response = await page.request.post(`${lanesUrl(fx)}&view=update&lane=${fx.laneIds[0]}`, {
    headers: { origin: process.env.E2E_BASE_URL! },
    form: {
      intent: "update",
      day: fx.date,
      lane: fx.laneIds[0]!,
      date: "2001-01-01",
      accept: "on",
      idempotencyKey: key,
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("The new date cannot be before today.");
  expect(await lanesIn(fx.laneIds)).toEqual(before);
});

test("the same form posted twice reschedules once", async ({ page }, testInfo) => {
  const fx = await fixture({ count: 1 });
  await openDay(page, testInfo, fx);
  await select(page, fx.laneIds);
  await openView(page, testInfo, "Update Lanes");
  const key = await page.locator('#lanes-update input[name="idempotencyKey"]').inputValue();
  const target = new Date(`${fx.date}T00:00:00Z`);
  target.setUTCDate(target.getUTCDate() + 1);
  const form = {
    intent: "update",
    day: fx.date,
    lane: fx.laneIds[0]!,
    date: target.toISOString().slice(0, 10),
    accept: "on",
    idempotencyKey: key,
  };
  const post = () =>
    page.request.post(lanesUrl(fx), {
      headers: { origin: process.env.E2E_BASE_URL! },
      form,
      maxRedirects: 0,
    });
  const batchesBefore = (
    await upstream.state<Array<{ items: Array<{ clinicAppointmentId: string }> }>>("laneBatches")
  ).filter((b) => b.items.some((i) => i.clinicAppointmentId === fx.laneIds[0])).length;
  const [first, second] = await Promise.all([post(), post()]);
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  const third = await post();
  expect(third.status()).toBe(303);
  const batches = (
    await upstream.state<Array<{ items: Array<{ clinicAppointmentId: string }> }>>("laneBatches")
  ).filter((b) => b.items.some((i) => i.clinicAppointmentId === fx.laneIds[0]));
  expect(batches.length - batchesBefore).toBe(1);
  const lane = (await lanesIn(fx.laneIds))[0]!;
  expect(Date.parse(lane.startDate) - Date.parse(`${fx.date}T00:00:00Z`)).toBeLessThan(3 * 86_400_000);
});

test("an organization's pages are tabs: links with their own URLs, the one shown marked current", async ({
  page,
}, testInfo) => {
  const fx = await fixture({ count: 1 });
  await openDay(page, testInfo, fx);
  const tabs = page.getByRole("navigation", { name: "Organization pages" });
  await expect(tabs.getByRole("link", { name: "Clinic lanes" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("tab")).toHaveCount(0);

  await tabs.getByRole("link", { name: "Overview" }).click();
  await page.waitForURL(new RegExp(`/provider/organizations/${fx.organizationId}$`));
  await settled(page, testInfo);
  await expectAccessible(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Overview");
  await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Clinic lanes" })).not.toHaveAttribute("aria-current", "page");

  await tabs.getByRole("link", { name: "Clinic lanes" }).click();
  await page.waitForURL(new RegExp(`/provider/organizations/${fx.organizationId}/lanes$`));
  await settled(page, testInfo);
  await expectAccessible(page);
  await expect(tabs.getByRole("link", { name: "Clinic lanes" })).toHaveAttribute("aria-current", "page");
});
