import type { Page, TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { signIn, signInAt } from "./support/auth";
import { expect, expectAccessible, isJs, settled, test, upstream, visit } from "./support/fixtures";

/**
 * The patient area on a phone (360 × 740), in the js and nojs projects. Every test makes its own
 * patient through the reference upstream's fixture hook, so the two projects never collide, and
 * checks what changed in the upstream's state, not only what the page says.
 */
test.use({ viewport: { width: 360, height: 740 } });

interface FixturePatient {
  username: string;
  password: string;
  patientId: string;
  familyIds: string[];
  assessmentTaskId: string | null;
}

interface UpstreamTask {
  id: string;
  patientId: string;
  status: string;
  name: string;
  dueDate?: string;
  locationId?: string;
  clinicAppointmentId?: string;
  invoiceId?: string;
  serviceTypeId?: number;
}

interface UpstreamPatient {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email?: string;
  language: string;
  familyOf?: string;
  relationship?: string;
  profileCompleteness?: number;
  address?: { zipcode: string; city: string; gpsLatitude?: number };
}

function fixturePatient(options: Record<string, unknown> = {}) {
  return upstream.post<FixturePatient>("/__test/fixtures/patient", options);
}

const tasksOf = async (patientId: string) => upstream.state<UpstreamTask[]>("tasks", { patientId });
const patientById = async (patientId: string) =>
  (await upstream.state<UpstreamPatient[]>("patients", { id: patientId }))[0];
const organizationId = async (name: string) =>
  (await upstream.state<Array<{ id: string; name: string }>>("organizations")).find((o) => o.name === name)!
    .id;

async function signInPatient(
  page: Page,
  testInfo: TestInfo,
  patient: FixturePatient,
  landing = /\/curapatient\/patient\/dashboard$/,
) {
  await signIn(page, testInfo, patient.username, { password: patient.password, landing });
}

/**
 * After a click that navigates: the new URL, the flash message if one is expected (checked first:
 * with JS it is a toast that leaves after a few seconds), hydrated, one h1, and axe.
 */
async function arrive(page: Page, testInfo: TestInfo, url: RegExp, flash?: string | RegExp) {
  await page.waitForURL(url);
  if (flash) await expect(page.getByText(flash).first()).toBeVisible();
  await settled(page, testInfo);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectAccessible(page);
}

/** A form that came back with errors: the summary with each message, "Error:" in the title, axe. */
async function expectErrors(page: Page, messages: Array<string | RegExp>) {
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  for (const message of messages) await expect(summary.getByText(message).first()).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
}

/** Search form: type, maker, the second open day (the first may have no morning times left). */
async function searchSlots(
  page: Page,
  testInfo: TestInfo,
  options: { type?: string; maker: string; zip?: string; miles?: string },
) {
  if (options.type) await page.getByLabel("Type of appointment").selectOption({ label: options.type });
  await page.getByLabel("Vaccine maker").selectOption({ label: options.maker });
  await page.getByLabel("Date", { exact: true }).selectOption({ index: 2 });
  await page.getByLabel("Zip code (optional)").fill(options.zip ?? "");
  await page
    .getByLabel("Distance from your address")
    .selectOption(options.miles ? { label: options.miles } : { index: 0 });
  await page.getByRole("button", { name: "Find times" }).click();
  await arrive(page, testInfo, /testingType=/);
  await expect(page.getByRole("heading", { name: "Clinics and times" })).toBeVisible();
}

const clinicHeadings = (page: Page) => page.locator("main h3");

test("a patient with an incomplete profile is sent to edit it first", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const patient = await fixturePatient({ profileCompleteness: 0.3 });
  await signInPatient(page, testInfo, patient, /\/curapatient\/patient\/profile\/edit\?complete=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit profile" })).toBeVisible();
  await expect(page.getByText("Please complete your profile before you continue.").first()).toBeVisible();

  // A single name is refused with the spec's text; what was typed stays.
  await page.getByLabel("Full name").fill("Robin");
  await page.getByLabel("Email address").fill(patient.username);
  await page.getByLabel("Phone number").fill("617 555 0142");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectErrors(page, ["Incoming data without fields(firstName, lastName)"]);
  await expect(page.locator("#profile-fullName-error")).toContainText(
    "Incoming data without fields(firstName, lastName)",
  );
  await expect(page.getByLabel("Email address")).toHaveValue(patient.username);
  await expect(page.getByLabel("Phone number")).toHaveValue("617 555 0142");
  expect((await patientById(patient.patientId))?.profileCompleteness).toBe(0.3);

  await page.getByLabel("Full name").fill("Robin Fixture");
  await page.getByLabel("Address line 1", { exact: true }).fill("77 Beacon Street");
  await page.getByLabel("Town or city").fill("Boston");
  await page.getByLabel("State").selectOption("MA");
  await page.getByLabel("Zip code").fill("02108");
  await page.getByRole("button", { name: "Save profile" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/dashboard$/, "Changes saved.");

  const saved = await patientById(patient.patientId);
  expect(saved?.profileCompleteness).toBeGreaterThanOrEqual(0.5);
  expect([saved?.firstName, saved?.lastName]).toEqual(["Robin", "Fixture"]);
  expect(saved?.address?.zipcode).toBe("02108");
  expect(saved?.address?.gpsLatitude).toBeCloseTo(42.3572, 3);
});

test("a patient books by zip code and distance, then reschedules and cancels", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const patient = await fixturePatient();
  await signInAt(page, testInfo, patient.username, "/curapatient/patient/service-centre", {
    password: patient.password,
  });
  const covid = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "COVID-19 Vaccine" }) });
  await expect(covid.getByText("$0.00")).toBeVisible();
  await expect(covid.locator("del")).toContainText("$40.00");
  await covid.getByRole("link", { name: "Book COVID-19 Vaccine" }).click();
  await arrive(page, testInfo, /schedule-appointment\?serviceId=1/);

  // Each missing search field is named (the organization is chosen already: the patient has one).
  await page.getByRole("button", { name: "Find times" }).click();
  await expectErrors(page, [
    "Type of appointment is required to get available appointment slots.",
    "Vaccine maker is required to get available appointment slots.",
    "Date is required to get available appointment slots.",
  ]);

  // Within 5 miles of 77 Beacon Street: four clinics, nearest first (ties by name), Quincy out.
  await searchSlots(page, testInfo, {
    type: "COVID-19 vaccine, dose 1",
    maker: "Pfizer",
    miles: "Within 5 mi",
  });
  await expect(clinicHeadings(page)).toHaveText([
    "Beacon Hill Health Center",
    "Riverside Community Clinic",
    "Cambridge Vaccination Site",
    "Brookline Family Clinic",
  ]);
  await expect(page.getByText("About 1 mi away")).toHaveCount(2);

  // Zip code 02139 keeps Cambridge only.
  await searchSlots(page, testInfo, { maker: "Pfizer", zip: "02139", miles: "Within 5 mi" });
  await expect(clinicHeadings(page)).toHaveText(["Cambridge Vaccination Site"]);

  // Booking without a time says so.
  await page
    .getByRole("button", { name: /Book this time/ })
    .first()
    .click();
  await expectErrors(page, ["Choose a time"]);

  const times = page.getByRole("group", { name: /Times at Cambridge Vaccination Site/ }).getByRole("radio");
  const first = await times.nth(0).getAttribute("value");
  await times.nth(0).check();
  await page.getByRole("button", { name: /Book this time.*Cambridge Vaccination Site/ }).click();
  await arrive(
    page,
    testInfo,
    /\/curapatient\/patient\/appointments$/,
    /Your appointment is booked for .* at Cambridge Vaccination Site\./,
  );
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "COVID-19 Vaccine" }) });
  await expect(card.getByText("Scheduled")).toBeVisible();

  const cambridge = await organizationId("Cambridge Vaccination Site");
  const [laneId, , start] = first!.split("|");
  let tasks = await tasksOf(patient.patientId);
  expect(tasks).toHaveLength(1);
  const booked = tasks[0]!;
  expect(booked).toMatchObject({
    status: "SCHEDULED",
    locationId: cambridge,
    clinicAppointmentId: laneId,
    dueDate: start,
    serviceTypeId: 1,
  });
  expect(booked.invoiceId).toBeUndefined(); // a free service has no invoice

  // Reschedule: the same flow with the existing task, to the next time.
  await card.getByRole("link", { name: /Reschedule/ }).click();
  await arrive(page, testInfo, /schedule-appointment\?taskId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Reschedule appointment" })).toBeVisible();
  await expect(page.getByText("Your current appointment")).toBeVisible();
  await expect(page.getByLabel("Vaccine maker")).toHaveValue("Pfizer");
  await searchSlots(page, testInfo, { type: "COVID-19 vaccine, dose 1", maker: "Pfizer", zip: "02139" });
  const again = page.getByRole("group", { name: /Times at Cambridge Vaccination Site/ }).getByRole("radio");
  const second = await again.nth(1).getAttribute("value");
  await again.nth(1).check();
  await page.getByRole("button", { name: /Move my appointment to this time/ }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/appointments$/, /Your appointment was moved to/);
  tasks = await tasksOf(patient.patientId);
  expect(tasks).toHaveLength(1);
  expect(tasks[0]).toMatchObject({ id: booked.id, status: "SCHEDULED", dueDate: second!.split("|")[2] });
  expect(tasks[0]!.dueDate).not.toBe(start);

  // Cancel, after a confirmation step.
  await page.getByRole("link", { name: /Cancel appointment/ }).click();
  await arrive(page, testInfo, /appointments\?cancel=/);
  await expect(page.getByRole("heading", { level: 1, name: "Cancel this appointment?" })).toBeVisible();
  expect((await tasksOf(patient.patientId))[0]!.status).toBe("SCHEDULED");
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/appointments$/, "Your appointment was cancelled.");
  await expect(
    page
      .locator("section", { has: page.getByRole("heading", { name: "Past and cancelled" }) })
      .getByText("Cancelled", { exact: true }),
  ).toBeVisible();
  expect((await tasksOf(patient.patientId))[0]).toMatchObject({ id: booked.id, status: "CANCELLED" });
});

test("a patient adds a family member, books for another one, and switches back", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const patient = await fixturePatient({ family: 1 });
  const [memberId] = patient.familyIds;
  const member = await patientById(memberId!);
  const memberName = `${member!.firstName} ${member!.lastName}`;
  await signInAt(page, testInfo, patient.username, "/curapatient/patient/family", {
    password: patient.password,
  });
  await page.getByRole("link", { name: "Add a family member" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/add-family$/);
  await page.getByLabel("First name").fill("Mia");
  await page.getByLabel("Last name").fill("Fixture-Lee");
  await page.getByLabel("Relationship").selectOption({ label: "Child" });
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Month").fill("2");
  await page.getByLabel("Day").fill("31");
  await page.getByLabel("Year").fill("2015");
  await page.getByRole("button", { name: "Add family member" }).click();
  await expectErrors(page, ["Enter a real date"]);
  await expect(page.getByLabel("First name")).toHaveValue("Mia");
  await expect(page.getByLabel("Month")).toHaveValue("2");
  await page.getByLabel("Day").fill("28");
  await page.getByRole("button", { name: "Add family member" }).click();
  await arrive(
    page,
    testInfo,
    /\/curapatient\/patient\/family$/,
    "Mia Fixture-Lee was added to your family.",
  );
  await expect(page.getByRole("heading", { name: "Mia Fixture-Lee" })).toBeVisible();
  const family = await upstream.state<UpstreamPatient[]>("patients", { familyOf: patient.patientId });
  expect(family.map((p) => [p.firstName, p.dateOfBirth, p.relationship])).toContainEqual([
    "Mia",
    "02/28/2015",
    "child",
  ]);

  // Act for the other member: every page says so.
  await page.getByRole("button", { name: `Act for ${memberName}` }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/dashboard$/, `You are acting for ${memberName}.`);
  await visit(page, testInfo, "/curapatient/patient/service-centre");
  await expect(page.getByText(`You are acting for ${memberName}.`)).toBeVisible();
  await expect(page.getByText(`You are booking for ${memberName}.`)).toBeVisible();
  await page.getByRole("link", { name: "Book Flu Shot", exact: true }).click();
  await arrive(page, testInfo, /schedule-appointment\?serviceId=2/);
  // Flu: one testing type, chosen already; flu makers only.
  await expect(page.getByLabel("Type of appointment")).toHaveValue("Flu");
  await searchSlots(page, testInfo, { maker: "Sanofi", miles: "Within 5 mi" });
  await page.getByRole("radio").first().check();
  await page
    .getByRole("button", { name: /Book this time/ })
    .first()
    .click();
  await arrive(page, testInfo, /\/curapatient\/patient\/appointments$/, /Your appointment is booked for/);
  const memberTasks = await tasksOf(memberId!);
  expect(memberTasks).toHaveLength(1);
  expect(memberTasks[0]).toMatchObject({ status: "SCHEDULED", serviceTypeId: 2 });
  expect(memberTasks[0]!.invoiceId).toBeTruthy(); // a paid service is invoiced
  expect(await tasksOf(patient.patientId)).toHaveLength(0);
  const invoiceLink = page.getByRole("link", { name: "Download invoice (PDF)" });
  await expect(invoiceLink).toHaveAttribute(
    "href",
    new RegExp(`/curapatient/patient/invoice/${memberTasks[0]!.invoiceId}\\?`),
  );
  const invoice = await page.request.get((await invoiceLink.getAttribute("href"))!);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  expect(invoice.headers()["content-disposition"]).toContain(
    `filename="invoice-${memberTasks[0]!.invoiceId}.pdf"`,
  );
  expect((await invoice.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // One click back to acting for oneself, on the page the patient was on.
  await page.getByRole("button", { name: "Switch back to me" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/appointments$/, "You are acting for yourself again.");
  await expect(page.getByText(`You are acting for ${memberName}.`)).toHaveCount(0);
  const familySection = page.locator("section", {
    has: page.getByRole("heading", { name: "Family members' appointments" }),
  });
  await expect(familySection.getByRole("heading", { name: `Flu Shot for ${memberName}` })).toBeVisible();

  // The member's own page: the appointment just booked for them comes next; no vaccinations yet.
  await page.getByRole("navigation", { name: "Patient area" }).getByRole("link", { name: "Family" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/family$/);
  await page.getByRole("link", { name: `Details and vaccinations of ${memberName}` }).click();
  await arrive(page, testInfo, new RegExp(`/curapatient/patient/family\\?member=${memberId}$`));
  await expect(page.getByRole("heading", { level: 1, name: memberName })).toBeVisible();
  const next = page.locator("section", { has: page.getByRole("heading", { name: "Next appointment" }) });
  await expect(next.getByText("Flu Shot", { exact: true })).toBeVisible();
  await expect(next.locator("time")).toHaveAttribute("datetime", memberTasks[0]!.dueDate!);
  await expect(page.getByText("No vaccinations recorded yet.")).toBeVisible();
});

test("a patient answers an assessment, correcting one invalid answer", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const patient = await fixturePatient({ assessment: true });
  await signInPatient(page, testInfo, patient);
  await page.getByRole("link", { name: "Answer the questionnaire: Pre-visit health questionnaire" }).click();
  await arrive(page, testInfo, /\/appointment\/assessment\/[^?]+\?patientId=.*&taskId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Pre-visit health questionnaire" })).toBeVisible();

  await page
    .getByRole("group", { name: /How are you feeling today/ })
    .getByLabel("Well", { exact: true })
    .check();
  await page
    .getByRole("group", { name: /allergies/ })
    .getByLabel("No")
    .check();
  const symptoms = page.getByRole("group", { name: /Which of these/ });
  await symptoms.getByLabel("Cough").check();
  await symptoms.getByLabel("Tiredness").check();
  await page.getByLabel(/What is your temperature today/).fill("200");
  await page.getByLabel(/How many doses/).fill("2");
  await page
    .getByRole("group", { name: /how nervous/ })
    .getByLabel("4", { exact: true })
    .check();
  await page.getByLabel(/anything else/i).fill("I faint easily.");
  await page.getByRole("button", { name: "Send answers" }).click();
  await expectErrors(page, ["Enter a number from 90 to 110"]);
  // Every other answer is still there.
  await expect(
    page.getByRole("group", { name: /How are you feeling today/ }).getByLabel("Well", { exact: true }),
  ).toBeChecked();
  await expect(symptoms.getByLabel("Cough")).toBeChecked();
  await expect(symptoms.getByLabel("Tiredness")).toBeChecked();
  await expect(page.getByLabel(/How many doses/)).toHaveValue("2");
  await expect(page.getByLabel(/anything else/i)).toHaveValue("I faint easily.");
  expect(
    (await upstream.state<Array<{ patientId: string }>>("assessmentReports")).filter(
      (r) => r.patientId === patient.patientId,
    ),
  ).toHaveLength(0);

  await page.getByLabel(/What is your temperature today/).fill("98.6");
  await page.getByRole("button", { name: "Send answers" }).click();
  await arrive(
    page,
    testInfo,
    /\/curapatient\/patient\/dashboard$/,
    "Thank you. Your answers were sent to the clinic.",
  );
  const reports = (
    await upstream.state<Array<{ patientId: string; taskId: string; answers: Array<{ value?: string }> }>>(
      "assessmentReports",
    )
  ).filter((r) => r.patientId === patient.patientId);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.taskId).toBe(patient.assessmentTaskId);
  expect(reports[0]!.answers.map((a) => a.value)).toContain("98.6");
  expect((await tasksOf(patient.patientId)).find((t) => t.id === patient.assessmentTaskId)?.status).toBe(
    "COMPLETED",
  );
  await expect(page.getByRole("link", { name: /Answer the questionnaire/ })).toHaveCount(0);
});

test("a patient downloads the vaccination card as a PDF, and a failed download says so", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const patient = await fixturePatient({ vaccinated: true });
  await signInAt(page, testInfo, patient.username, "/curapatient/patient/profile", {
    password: patient.password,
  });
  const link = page.getByRole("link", { name: "Download vaccination card (PDF)" });

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^vaccination-card-Robin-Fixture[A-Za-z]+\.pdf$/);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(file.toString("latin1")).toContain("%%EOF");

  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="vaccination-card-/);
  expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // The upstream fails: a page says so with the request id, never a broken file, and leads back.
  await upstream.post("/__test/faults", {
    path: `^/patients/${patient.patientId}/vaccination-card`,
    status: 500,
    times: 1,
  });
  await link.click();
  await arrive(page, testInfo, /\/download-failed\?returnTo=%2Fcurapatient%2Fpatient%2Fprofile&requestId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Download failed" })).toBeVisible();
  await expect(page.getByText("The file could not be downloaded. Please try again later.")).toBeVisible();
  await expect(page.getByText("If you contact support, quote this request id:")).toBeVisible();
  await page.getByRole("link", { name: "Go back" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/profile$/);
});

test("the dashboard shows appointments, every kind of test result and the care plan", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const patient = await fixturePatient({
    results: true,
    education: true,
    upcoming: true,
    pendingFlu: true,
    assessment: true,
  });
  await signInPatient(page, testInfo, patient);
  const results = page.locator("section", {
    has: page.getByRole("heading", { name: "Latest test results" }),
  });
  for (const word of ["POSITIVE", "NEGATIVE", "INVALID", "RESULT AWAITED"])
    await expect(results.getByText(word, { exact: true })).toBeVisible();
  // Reports exist for final results only.
  await expect(results.getByRole("link", { name: /Download the result/ })).toHaveCount(3);
  await expect(
    page
      .locator("section", { has: page.getByRole("heading", { name: "Upcoming appointments" }) })
      .getByText("Scheduled"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Book: Flu vaccination" })).toBeVisible();
  await expect(page.getByText("Awaiting test results")).toBeVisible();

  const pdf = await page.request.get(
    (await results
      .getByRole("link", { name: /Download the result/ })
      .first()
      .getAttribute("href"))!,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // Education: the care plan's content, marked as read upstream.
  await page.getByRole("link", { name: "Health education" }).first().click();
  await arrive(page, testInfo, /\/curapatient\/patient\/education-center$/);
  await expect(page.getByRole("heading", { name: "Getting ready for your vaccination" })).toBeVisible();
  await page.getByRole("button", { name: /Mark as read.*Getting ready for your vaccination/ }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/education-center$/, "Marked as read.");
  expect(
    (await tasksOf(patient.patientId)).find((t) => t.name === "Getting ready for your vaccination")?.status,
  ).toBe("COMPLETED");

  // Without a service or an appointment to move, the clinic slot service error goes to the dashboard.
  await page.goto("/curapatient/patient/schedule-appointment");
  await arrive(
    page,
    testInfo,
    /\/curapatient\/patient\/dashboard$/,
    "The clinic's services could not be read. Please try again.",
  );

  // A patient's language change also reaches the profile upstream.
  await page.locator("summary", { hasText: "English" }).click();
  await page.getByLabel("Español").check();
  await page.getByRole("button", { name: "Change language" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await settled(page, testInfo);
  await expect(page.getByRole("heading", { level: 1, name: "Su salud" })).toBeVisible();
  await expectAccessible(page);
  expect((await patientById(patient.patientId))?.language).toBe("es-MX");
});

test("a new person registers and books a first appointment without signing in", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = `new-${testInfo.project.name}-${Date.now()}@example.test`;
  await visit(page, testInfo, "/curapatient");
  await page.getByRole("link", { name: "Register as a new patient" }).click();
  await arrive(page, testInfo, /\/patient-registration$/);

  const fill = async (code: string) => {
    await page.getByLabel("Registration code").fill(code);
    await page.getByLabel("First name").fill("Nora");
    await page.getByLabel("Last name").fill("O'Neill");
    await page.getByLabel("Gender").selectOption({ label: "Female" });
    await page.getByLabel("Month").fill("7");
    await page.getByLabel("Day").fill("14");
    await page.getByLabel("Year").fill("1992");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Zip code").fill("02108");
    await page.getByLabel("Create a password").fill("Strong-Password-2026!");
    await page.getByLabel("Repeat the password").fill("Strong-Password-2026!");
    await page.getByRole("button", { name: "Register" }).click();
  };
  await fill("WRONG-CODE");
  await expectErrors(page, ["This registration code is not valid. Check it with your clinic."]);
  await expect(page.getByLabel("First name")).toHaveValue("Nora");
  // Passwords never come back in the page; with JS the field simply keeps what was typed.
  await expect(page.getByLabel("Create a password")).toHaveValue(
    isJs(testInfo) ? "Strong-Password-2026!" : "",
  );

  await fill("DEMO-2026");
  await arrive(
    page,
    testInfo,
    /\/patient-registration\/services$/,
    "You are registered with Demo Health Network.",
  );
  const registered = (await upstream.state<UpstreamPatient[]>("patients", { email }))[0];
  expect(registered).toMatchObject({ firstName: "Nora", lastName: "O'Neill", dateOfBirth: "07/14/1992" });
  expect(
    (await upstream.state<Array<{ username: string; patientId: string }>>("accounts")).find(
      (a) => a.username === email,
    )?.patientId,
  ).toBe(registered!.id);

  await page.getByRole("link", { name: "Choose COVID-19 Vaccine" }).click();
  await arrive(page, testInfo, /serviceId=1/);
  await expect(page.getByRole("heading", { level: 1, name: "Book your first appointment" })).toBeVisible();
  await searchSlots(page, testInfo, {
    type: "COVID-19 vaccine, dose 1",
    maker: "Pfizer",
    miles: "Within 5 mi",
  });
  await expect(clinicHeadings(page).first()).toHaveText("Beacon Hill Health Center");
  await page.getByRole("radio").first().check();
  await page
    .getByRole("button", { name: /Book this time/ })
    .first()
    .click();
  await arrive(page, testInfo, /\/patient-registration\/services\?booked=/);
  await expect(page.getByRole("heading", { level: 1, name: "Your appointment is booked" })).toBeVisible();
  await expect(page.getByText("Beacon Hill Health Center")).toBeVisible();
  const tasks = await tasksOf(registered!.id);
  expect(tasks).toHaveLength(1);
  expect(tasks[0]).toMatchObject({
    status: "SCHEDULED",
    serviceTypeId: 1,
    locationId: await organizationId("Beacon Hill Health Center"),
  });

  // The new account signs in and sees the appointment.
  await page.getByRole("link", { name: "Sign in" }).click();
  await arrive(page, testInfo, /\/login$/);
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Strong-Password-2026!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/dashboard$/, "COVID-19 Vaccine");
});

test("screening advice and the registration start page work without a session", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await visit(page, testInfo, "/patient-screening");
  await page.getByRole("button", { name: "See the result" }).click();
  await expectErrors(page, ["Answer this question"]);
  const groups = page.locator("main").getByRole("group");
  await expect(groups).toHaveCount(4);
  for (let i = 0; i < 4; i++) await groups.nth(i).getByLabel("No").check();
  await groups.nth(1).getByLabel("Yes").check();
  await page.getByRole("button", { name: "See the result" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Screening result" })).toBeVisible();
  await expect(
    page.getByText("Please talk to a doctor or call your clinic before you book an appointment."),
  ).toBeVisible();
  await expectAccessible(page);

  await visit(page, testInfo, "/patient-registration/services");
  await expect(page.getByText("To choose services, register first or sign in.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).first().click();
  await arrive(page, testInfo, /\/login\?r=ps$/);

  // Signing in from there returns to the service selection, inside the patient area.
  const patient = await fixturePatient();
  await page.getByLabel("Username or email").fill(patient.username);
  await page.getByLabel("Password", { exact: true }).fill(patient.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await arrive(page, testInfo, /\/curapatient\/patient\/patient-registration\/services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a service" })).toBeVisible();
  await page.getByRole("link", { name: "Choose Flu Shot for Seniors" }).click();
  await arrive(page, testInfo, /schedule-appointment\?serviceId=3/);
});
