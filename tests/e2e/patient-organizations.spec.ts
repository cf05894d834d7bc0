import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream } from "./support/fixtures";

/**
 * A patient joins an organization with its invitation code on their profile (an unknown code is
 * refused next to the field, as typed) and leaves it again after a confirmation (spec part 2 §7).
 * A fresh patient of its own, so parallel journeys are untouched. Runs with and without JS; every
 * page is checked with axe.
 */

interface FixturePatient {
  username: string;
  password: string;
  patientId: string;
}

test("a patient joins an organization with its code and leaves it", async ({ page }, testInfo) => {
  const patient = await upstream.post<FixturePatient>("/__test/fixtures/patient", { profileCompleteness: 1 });
  await signInAt(page, testInfo, patient.username, "/curapatient/patient/profile", {
    password: patient.password,
  });
  const organizations = page.getByRole("region", { name: "Organizations" });
  await expect(organizations.getByRole("listitem")).toHaveCount(1);

  await page.getByLabel("Invitation code").fill("NOPE-0000");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByText("No organization has this invitation code.").first()).toBeVisible();
  await arrived(page, testInfo);
  await expect(page.getByLabel("Invitation code")).toHaveValue("NOPE-0000");

  await page.getByLabel("Invitation code").fill("harbor-2026");
  await page.getByRole("button", { name: "Join" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/profile$/, "You joined Harbor Care Partners.");
  await expect(organizations.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("link", { name: "Leave Harbor Care Partners" }).click();
  await arrived(page, testInfo, /\/profile\/leave\?organizationId=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leave Harbor Care Partners?");
  await page.getByRole("button", { name: "Yes, leave" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/profile$/, "You left Harbor Care Partners.");
  await expect(organizations.getByRole("listitem")).toHaveCount(1);
  // The last organization cannot be left: no link offers it.
  await expect(organizations.getByRole("link", { name: /^Leave / })).toHaveCount(0);
});
