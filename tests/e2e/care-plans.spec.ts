import type { Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, settled, test, upstream } from "./support/fixtures";

/**
 * Care plans (issue 17): a coordinator builds a template, assigns it to a patient from a chosen
 * date, completes the patient's team task, sees the template's analytics change and deletes a task
 * after the confirmation. Runs with and without JavaScript; every page is checked with axe and the
 * reference upstream's state after each change.
 */

test.describe.configure({ timeout: 240_000 });

interface PlanTask {
  id: string;
  carePlanId: string;
  name: string;
  parentTaskId: string | null;
  week: number;
  status: string;
  dueDate: string | null;
}
interface CarePlanRecord {
  id: string;
  name: string;
  patientId: string | null;
  usedTemplateId: string | null;
  startDate: string | null;
}

const tasksOf = (planId: string) => upstream.state<PlanTask[]>("carePlanTasks", { carePlanId: planId });

/**
 * Opens a form of the plan page: without JS its own page (a link), with JS the same form in place
 * (a button); either way the form is checked with axe once it shows.
 */
async function openForm(page: Page, testInfo: TestInfo, name: string | RegExp, field: string) {
  await page.getByRole("link", { name }).or(page.getByRole("button", { name })).first().click();
  if (!isJs(testInfo)) await page.waitForURL(/\/(tasks|goals)\//);
  await expect(page.getByLabel(field, { exact: true })).toBeVisible();
  await settled(page, testInfo);
  await expectAccessible(page);
}

async function addTask(
  page: Page,
  testInfo: TestInfo,
  link: RegExp,
  task: { name: string; type: string; week?: string },
) {
  await openForm(page, testInfo, link, "Task name");
  await page.getByLabel("Task name").fill(task.name);
  await page.getByLabel("Task type").selectOption({ label: task.type });
  if (task.week) await page.getByLabel("Week", { exact: true }).selectOption({ label: `Week ${task.week}` });
  await page.getByRole("button", { name: "Add task", exact: true }).click();
}

test("a coordinator builds a template, assigns it from a chosen date, completes a team task and deletes a task", async ({
  page,
}, testInfo) => {
  const name = `Rehab ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/care-plans");
  await page.getByRole("link", { name: "New template" }).click();
  await arrived(page, testInfo, /\/care-plans\/new/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Weeks").fill("4");
  await page.getByLabel("Days").fill("2");
  await page.getByRole("button", { name: "Create template" }).click();
  await arrived(page, testInfo, /\/care-plans\/(?!new)[^/]+$/, "Template created.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("4 weeks 2 days")).toBeVisible();
  const planId = new URL(page.url()).pathname.split("/").pop()!;

  for (const goal of ["Mobility", "Nutrition"]) {
    await page.getByRole("link", { name: "Add goal" }).click();
    await arrived(page, testInfo, /\/goals\/new/);
    await page.getByLabel("Goal", { exact: true }).fill(goal);
    await page.getByRole("button", { name: "Add goal" }).click();
    await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Goal added.");
  }

  // A save with missing fields lists them, and keeps what was typed.
  await openForm(page, testInfo, "Add task to Mobility", "Task name");
  await page.getByLabel("How many times").fill("3");
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  await expect(
    page.getByText("Please fill out the following fields: Task name, Task type, Week"),
  ).toBeVisible();
  await expect(page.getByLabel("How many times")).toHaveValue("3");
  await expectAccessible(page);
  await page.getByLabel("Task name").fill("Walk");
  await page.getByLabel("Task type").selectOption({ label: "Exercise" });
  await page.getByLabel("Week", { exact: true }).selectOption({ label: "Week 1" });
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Task added.");

  // A subtask needs its own week.
  await openForm(page, testInfo, "Add subtask under Walk", "Task name");
  await page.getByLabel("Task name").fill("Stretch");
  await page.getByLabel("Task type").selectOption({ label: "Exercise" });
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  await expect(page.getByText("Please select a week for the new subtask").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Week", { exact: true }).selectOption({ label: "Week 1" });
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Task added.");

  await addTask(page, testInfo, /Add task to Mobility/, {
    name: "Check-in call",
    type: "Team task",
    week: "2",
  });
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Task added.");
  await addTask(page, testInfo, /Add task to Nutrition/, { name: "Food diary", type: "Food", week: "1" });
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Task added.");

  const built = await tasksOf(planId);
  expect(built.map((t) => t.name).sort()).toEqual(["Check-in call", "Food diary", "Stretch", "Walk"]);
  expect(built.find((t) => t.name === "Stretch")?.parentTaskId).toBe(
    built.find((t) => t.name === "Walk")?.id,
  );

  // Assign it to a patient from a chosen date.
  await page.getByRole("link", { name: "Assign to a patient" }).click();
  await arrived(page, testInfo, /\/assign/);
  await page.getByLabel("Find a patient by name").fill("Rivera");
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /q=Rivera/);
  await page.getByLabel(/^Pat Rivera/).check();
  await page.getByLabel("Start on a date I choose").check();
  await page.getByLabel("Start date").fill("2026-12-07");
  await page.getByRole("button", { name: "Assign plan" }).click();
  await arrived(page, testInfo, /\/care-plans\/[^/]+$/, "The plan was assigned.");
  const patientPlanId = new URL(page.url()).pathname.split("/").pop()!;
  expect(patientPlanId).not.toBe(planId);
  const [copy] = await upstream.state<CarePlanRecord[]>("carePlans", { id: patientPlanId });
  expect(copy).toMatchObject({ usedTemplateId: planId, startDate: "2026-12-07" });
  const copied = await tasksOf(patientPlanId);
  expect(copied.find((t) => t.name === "Check-in call")?.dueDate).toBe("2026-12-14");

  // Complete the patient's team task.
  await page.getByRole("button", { name: "Complete Check-in call" }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${patientPlanId}`), "Task completed.");
  expect((await tasksOf(patientPlanId)).find((t) => t.name === "Check-in call")?.status).toBe("COMPLETED");

  // The template's analytics count the patient and the completed task.
  await page.goto(`/provider/care-plans/${planId}`);
  await arrived(page, testInfo);
  await expect(page.getByText("Patients on plans made from this template: 1")).toBeVisible();
  const tasksChart = page
    .locator("div", { has: page.getByRole("heading", { name: "Tasks by status" }) })
    .last();
  await tasksChart.locator("summary").click();
  await expect(
    page.getByRole("table", { name: "Tasks by status" }).getByRole("row", { name: /Completed\s+1$/ }),
  ).toBeVisible();

  // Delete a task after the confirmation: a page without JS, a dialog with it.
  await page
    .getByRole("button", { name: "Delete Food diary" })
    .or(page.getByRole("link", { name: "Delete Food diary" }))
    .click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Are you sure you want to delete this task: Food diary?")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: /Yes, delete/ }).click();
  } else {
    await arrived(page, testInfo, /\/delete$/);
    await expect(page.getByText("Are you sure you want to delete this task: Food diary?")).toBeVisible();
    await page.getByRole("button", { name: /Yes, delete/ }).click();
  }
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Task deleted.");
  expect((await tasksOf(planId)).map((t) => t.name)).not.toContain("Food diary");
  // The patient's copy is independent of the template.
  expect((await tasksOf(patientPlanId)).map((t) => t.name)).toContain("Food diary");
});

test("public templates filter by care plan type through the URL", async ({ page }, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/care-plans/public");
  const table = page.getByRole("table");
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(table.getByRole("link", { name: "Hypertension follow-up" }).first()).toBeVisible();

  // The choices are the upstream's care plan types; without JS the GET form applies them.
  await page.getByLabel("Care plan type").selectOption({ label: "Chronic care" });
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /[?&]carePlanType=cpt-1/);
  await expect(page.getByRole("link", { name: "Clear Care plan type: Chronic care" })).toBeVisible();
  await expect(table.getByRole("link", { name: "Hypertension follow-up" }).first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Chronic care");

  // No organization shares a behavioral health template: the list says so and offers a way out.
  await page.getByLabel("Care plan type").selectOption({ label: "Behavioral health" });
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /[?&]carePlanType=cpt-4/);
  await expect(page.getByTestId("empty-state")).toContainText("No care plan matches these filters.");
  await page.getByTestId("empty-state").getByRole("link", { name: "Clear all filters" }).click();
  await arrived(page, testInfo, /saved=off/);
  await expect(page.getByLabel("Care plan type")).toHaveValue("");
});

test("a therapy type gets a document, checked from its bytes, that staff can download", async ({
  page,
}, testInfo) => {
  const name = `exercises-${testInfo.project.name}-${Math.random().toString(36).slice(2, 8)}`;
  // A network-wide type: only a super admin changes it (issue 37).
  await signInAt(page, testInfo, "superadmin@demo.test", "/provider/care-plans/therapies?name=Lisinopril");
  await page.getByRole("link", { name: "Files of Lisinopril 10 mg" }).click();
  await arrived(page, testInfo, /\/therapies\/[^/]+\/files$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Videos and documents of Lisinopril 10 mg",
  );

  // A picture named like a PDF is refused, from its bytes, next to the field.
  await page.getByLabel("Video or document").setInputFiles({
    name: `${name}.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByText("Only these file types are accepted: MP4, WEBM, PDF.").first()).toBeVisible();
  await expectAccessible(page);

  const pdf = Buffer.from(`%PDF-1.4\n% ${name}\n`);
  await page
    .getByLabel("Video or document")
    .setInputFiles({ name: `${name}.pdf`, mimeType: "", buffer: pdf });
  await page.getByRole("button", { name: "Upload file" }).click();
  await arrived(page, testInfo, /\/files$/, "File added.");
  const link = page.getByRole("link", { name: `Download ${name}.pdf` });
  await expect(link).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`${name}\\.pdf\\s+Document`) })).toBeVisible();

  // The file comes through the app, as uploaded.
  const download = await page.request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toMatch(/^application\/pdf/);
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
});

test("an organization makes a therapy type of its own, finds it under its own, and deletes them all", async ({
  page,
}, testInfo) => {
  // Each project works in its own organization: "delete all of ours" must not race the other one.
  const [account, organization] = isJs(testInfo)
    ? ["orgadmin@demo.test", "Demo Health Network"]
    : ["orgadmin@harbor.test", "Harbor Care Partners"];
  const name = `Own drills ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
  await signInAt(page, testInfo, account, "/provider/care-plans/therapies/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Task type").selectOption({ label: "Exercise" });
  // An organization's editors make types for their own organization only (issue 37): said, not asked.
  await expect(
    page.getByText(`Only for ${organization}. Therapy types for every organization`),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Only for ${organization}` })).toHaveCount(0);
  await page.getByRole("button", { name: "Create therapy type" }).click();
  await arrived(page, testInfo, /\/therapies$/, "Therapy type created.");

  await page.getByLabel("Show").selectOption({ label: "Only our organization's" });
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /owner=organization/);
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  for (const row of await page
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .all())
    await expect(row).not.toContainText("Lisinopril");

  await page.getByRole("link", { name: "Delete all of our organization's therapy types" }).click();
  await arrived(page, testInfo, /\/delete-ours$/);
  await expect(page.getByText(`made only for ${organization}`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  await page.getByRole("button", { name: /Yes, delete/ }).click();
  await arrived(page, testInfo, /\/therapies$/, "Therapy types deleted.");
  const left = await upstream.state<Array<{ name: string }>>("therapyTypes");
  expect(left.map((t) => t.name)).not.toContain(name);
});
