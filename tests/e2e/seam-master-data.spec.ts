import type { Page, TestInfo } from "@playwright/test";
import { signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, settled, test, upstream, visit } from "./support/fixtures";

/**
 * The seam between master data and the forms that offer its values (issue 38): what the super
 * admin adds under /provider/master-data is what the next form offers, by its name. A new
 * observation type is offered on a care plan task's observations (on a template this test makes
 * itself) and a goal is saved with it; a new manufacturer is offered on the vaccine record of an
 * appointment of the test's own lane, and the record names it; a new Education task type is a
 * kind offered on a care plan task, saved with it and shown beside its task type. Runs with and without JavaScript;
 * every page is checked with axe.
 */

test.describe.configure({ timeout: 180_000 });

const SUPER_ADMIN = "superadmin@demo.test";
const EDITOR = "orgadmin@demo.test";

const unique = (testInfo: TestInfo, name: string) =>
  `${name} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;

/** The super admin adds a value to a master-data type through its form, and signs out. */
async function addMasterDataValue(
  page: Page,
  testInfo: TestInfo,
  slug: string,
  value: { name: string; description: string; category?: string },
) {
  await signInAt(page, testInfo, SUPER_ADMIN, `/provider/master-data/${slug}/new`);
  await page.getByLabel("Name").fill(value.name);
  await page.getByLabel("Description").fill(value.description);
  if (value.category) await page.getByLabel("Kind of task").selectOption({ label: value.category });
  await page.getByRole("button", { name: "Add value" }).click();
  await arrived(page, testInfo, new RegExp(`/master-data/${slug}\\?name=`), `${value.name} was added.`);
  await signOut(page, testInfo);
}

/** Opens a plan page's form: a link without JS, the same form in place with JS. */
async function openForm(page: Page, testInfo: TestInfo, name: string, field: string) {
  await page.getByRole("link", { name }).or(page.getByRole("button", { name })).first().click();
  if (!isJs(testInfo)) await page.waitForURL(/\/(tasks|goals)\//);
  await expect(page.getByLabel(field, { exact: true })).toBeVisible();
  await settled(page, testInfo);
  await expectAccessible(page);
}

test("an observation type added in master data is offered on a care plan task, and a goal is saved with it", async ({
  page,
}, testInfo) => {
  const type = unique(testInfo, "Oxygen saturation");
  await addMasterDataValue(page, testInfo, "observation-type", { name: type, description: "In percent" });

  // The care plan editor's own template, goal and task.
  const plan = unique(testInfo, "Breathing plan");
  await signInAt(page, testInfo, EDITOR, "/provider/care-plans/new");
  await page.getByLabel("Name", { exact: true }).fill(plan);
  await page.getByLabel("Weeks").fill("2");
  await page.getByRole("button", { name: "Create template" }).click();
  await arrived(page, testInfo, /\/care-plans\/(?!new)[^/]+$/, "Template created.");
  const planId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("link", { name: "Add goal" }).click();
  await arrived(page, testInfo, /\/goals\/new/);
  await page.getByLabel("Goal", { exact: true }).fill("Breathing");
  await page.getByRole("button", { name: "Add goal" }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Goal added.");
  await openForm(page, testInfo, "Add task to Breathing", "Task name");
  await page.getByLabel("Task name").fill("Pulse oximetry");
  await page.getByLabel("Task type").selectOption({ label: "Assessment" });
  await page.getByLabel("Week", { exact: true }).selectOption({ label: "Week 1" });
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Task added.");

  // The task's observation types are master data's: the new one, by name; no codes.
  await page.getByRole("link", { name: "Observations of Pulse oximetry" }).click();
  await arrived(page, testInfo, /\/tasks\/[^/]+\/observations$/);
  const select = page.getByRole("combobox", { name: "Observation type" });
  await expect(select.getByRole("option", { name: type, exact: true })).toHaveCount(1);
  await expect(select.getByRole("option", { name: "Body weight", exact: true })).toHaveCount(1);
  await expect(select.getByRole("option", { name: "COVID-19 lab test", exact: true })).toHaveCount(1);
  await expect(select.getByRole("option", { name: /COVID19LAB/ })).toHaveCount(0);
  await select.selectOption({ label: type });
  await page.getByLabel("Target value").fill("95");
  await page.getByRole("button", { name: "Add observation goal" }).click();
  await arrived(page, testInfo, /\/observations$/, "Observation goal added.");
  await expect(page.getByText(`Goal for ${type}: 95`)).toBeVisible();

  const [made] = await upstream.state<Array<{ id: string; name: string }>>("masterDataValues", {
    name: type,
  });
  const tasks = await upstream.state<
    Array<{ name: string; observationGoals: Array<{ observationTypeId: string; targetValue: string }> }>
  >("carePlanTasks", { carePlanId: planId });
  expect(tasks.find((t) => t.name === "Pulse oximetry")!.observationGoals).toEqual([
    expect.objectContaining({ observationTypeId: made!.id, targetValue: "95" }),
  ]);
});

test("a manufacturer added in master data is offered on the vaccine record, which names it", async ({
  page,
}, testInfo) => {
  const maker = unique(testInfo, "Valneva");
  await addMasterDataValue(page, testInfo, "manufacture", { name: maker, description: "Vaccines" });

  // An appointment of a lane of the test's own, on a far day no other journey reads; its second
  // patient's, whose vaccinations no other journey reads either (the first is the demo patient).
  const fixture = await upstream.post<{ laneIds: string[] }>("/__test/fixtures/lanes", { count: 1 });
  const [, booked] = (
    await upstream.state<Array<{ id: string; dueDate: string }>>("tasks", {
      clinicAppointmentId: fixture.laneIds[0]!,
    })
  ).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  await signInAt(page, testInfo, EDITOR, `/provider/appointments/${booked!.id}/vaccine`);
  const manufacturer = page.getByRole("combobox", { name: "Manufacturer" });
  await expect(manufacturer.getByRole("option", { name: maker, exact: true })).toHaveCount(1);
  // The lane's manufacturer, which master data has, is suggested.
  await expect(manufacturer).toHaveValue("Pfizer");
  await manufacturer.selectOption({ label: maker });
  await page.getByLabel("Lot number").fill("vn2026");
  await page.getByLabel("Injection site").selectOption("LEFT_ARM");
  await page.getByLabel("Lot expiry date").fill("2099-12-31");
  await page.getByRole("button", { name: "Record the vaccine" }).click();
  await arrived(page, testInfo, /\/provider\/appointments/, "Vaccine record saved.");
  const [recorded] = await upstream.state<
    Array<{ vaccineInfo?: { manufacturer: string; lotNumber: string } }>
  >("tasks", { id: booked!.id });
  expect(recorded!.vaccineInfo).toMatchObject({ manufacturer: maker, lotNumber: "VN2026" });

  // Opened again, the record shows the manufacturer it names.
  await visit(page, testInfo, `/provider/appointments/${booked!.id}/vaccine`);
  await expect(manufacturer).toHaveValue(maker);
});

test("a task type added in master data is offered as a care plan task's kind, saved and shown", async ({
  page,
}, testInfo) => {
  const kind = unique(testInfo, "Cooking class");
  await addMasterDataValue(page, testInfo, "task-type", {
    name: kind,
    description: "Meals at home",
    category: "Education",
  });

  const plan = unique(testInfo, "Nutrition plan");
  await signInAt(page, testInfo, EDITOR, "/provider/care-plans/new");
  await page.getByLabel("Name", { exact: true }).fill(plan);
  await page.getByLabel("Weeks").fill("2");
  await page.getByRole("button", { name: "Create template" }).click();
  await arrived(page, testInfo, /\/care-plans\/(?!new)[^/]+$/, "Template created.");
  const planId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("link", { name: "Add goal" }).click();
  await arrived(page, testInfo, /\/goals\/new/);
  await page.getByLabel("Goal", { exact: true }).fill("Eat well");
  await page.getByRole("button", { name: "Add goal" }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Goal added.");
  await openForm(page, testInfo, "Add task to Eat well", "Task name");
  await page.getByLabel("Task name").fill("Cook with less salt");
  await page.getByLabel("Task type").selectOption({ label: "Education" });
  // The new type is offered under Education, by its name.
  const kinds = page.getByRole("combobox", { name: "Kind", exact: true });
  await expect(kinds.locator("optgroup[label='Education']").getByRole("option", { name: kind })).toHaveCount(
    1,
  );
  await kinds.selectOption({ label: kind });
  await page.getByLabel("Week", { exact: true }).selectOption({ label: "Week 1" });
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}`), "Task added.");

  // The plan shows the kind beside the task type, and the upstream holds it.
  await expect(page.getByText(`Education (${kind})`)).toBeVisible();
  const [made] = await upstream.state<Array<{ id: string }>>("masterDataValues", { name: kind });
  const tasks = await upstream.state<Array<{ name: string; subTypeId: string | null }>>("carePlanTasks", {
    carePlanId: planId,
  });
  expect(tasks.find((t) => t.name === "Cook with less salt")!.subTypeId).toBe(made!.id);
});
