import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream } from "./support/fixtures";

/**
 * Patient requests (issue 20, decision 040): an organization admin changes a request's status
 * on its page, then ticks two requests and downloads them as CSV, whose rows are checked against
 * the requests made for this test, and picks another organization of the tree (decision 043). Runs
 * with and without JavaScript; every page is checked with axe.
 */

interface Organization {
  id: string;
}
interface CreatedRequest {
  id: string;
  requestType: string;
  patientName: string;
}

test("staff change a patient request's status and download two requests as CSV", async ({
  page,
}, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  // A patient and requests of this test's own, so no other test's records change.
  const patient = await upstream.post<{ patientId: string }>("/__test/fixtures/patient", {});
  const created = await upstream.post<CreatedRequest[]>("/__test/fixtures/patient-requests", {
    patientId: patient.patientId,
    organizationId: main!.id,
  });
  const name = created[0]!.patientName;
  const byType = (type: string) => created.find((r) => r.requestType === type)!;
  const list = `/provider/patient-requests?organization=${main!.id}&status=REQUESTED`;
  await signInAt(page, testInfo, "orgadmin@demo.test", list);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patient requests");
  await expect(page.getByRole("heading", { name: "Requests by type and status" })).toBeVisible();
  const table = page.getByRole("table", { name: "Patient requests, newest first" });
  const ours = table.getByRole("row").filter({ hasText: name });
  await expect(ours).toHaveCount(4);

  // The homebound request's status, on its own page.
  const homebound = ours.filter({ hasText: "Homebound" });
  await homebound.getByRole("link", { name: `Change status (request of ${name})` }).click();
  await arrived(page, testInfo, /\/provider\/patient-requests\/[^/]+\/status\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Change the status of ${name}'s request`);
  await page.getByLabel("New status").selectOption("ALLOCATED");
  await page.getByRole("button", { name: "Change status" }).click();
  await arrived(page, testInfo, /\/provider\/patient-requests\?/, "The request's status was changed.");
  // Back on the filtered list (REQUESTED): the allocated request has left it.
  await expect(ours).toHaveCount(3);
  const [stored] = await upstream.state<Array<{ status: string }>>("patientRequests", {
    id: byType("Homebound").id,
  });
  expect(stored!.status).toBe("ALLOCATED");

  // Two requests ticked and downloaded as CSV.
  const rideshare = byType("Rideshare");
  const flu = byType("Flu Shot Care Plan");
  await page.getByLabel(`Select the Rideshare request of ${name}`).check();
  await page.getByLabel(`Select the Flu Shot Care Plan request of ${name}`).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the selected as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^patient-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(readFileSync((await download.path())!, "utf8"), { columns: true, bom: true }) as Array<
    Record<string, string>
  >;
  expect(rows.map((r) => [r["Request ID"], r.Patient, r.Type, r.Status]).sort()).toEqual(
    [
      [rideshare.id, name, "Rideshare", "Requested"],
      [flu.id, name, "Flu Shot Care Plan", "Requested"],
    ].sort(),
  );

  // Another organization of the tree: its requests, the filter kept.
  const picker = page.getByLabel("Organization", { exact: true });
  const branch = (await picker.locator("option").nth(1).getAttribute("value"))!;
  await picker.selectOption(branch);
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Show its requests" }).click();
  await page.waitForURL(
    (url) =>
      url.searchParams.get("organization") === branch && url.searchParams.get("status") === "REQUESTED",
  );
  await arrived(page, testInfo);
  await expect(picker).toHaveValue(branch);
  await expect(ours).toHaveCount(0);
});
