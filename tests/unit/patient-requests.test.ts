import { describe, expect, it } from "vitest";
import { parseListQuery } from "~/domain/list-query";
import {
  MAX_SELECTED,
  PATIENT_REQUEST_LIST,
  patientRequestParams,
  selectedIds,
  statsByType,
  typeKey,
} from "~/domain/patient-requests";
import { requestEditSchema, statusFormSchema } from "~/domain/patient-request-schemas";

describe("patient request rules", () => {
  it("keeps the selected ids that can be ids, once each, at most the limit", () => {
    expect(selectedIds(["a-1", "a-1", "../x", "", "b_2"])).toEqual(["a-1", "b_2"]);
    expect(selectedIds(Array.from({ length: MAX_SELECTED + 5 }, (_, i) => `r${i}`))).toHaveLength(
      MAX_SELECTED,
    );
  });

  it("turns the grouped stats into a count per status for every type, zeros kept and unknowns ignored", () => {
    const rows = statsByType([
      { requestType: "Homebound", status: "REQUESTED", count: 3 },
      { requestType: "Homebound", status: "APPROVED", count: 1 },
      { requestType: "Ride Request", status: "COMPLETED", count: 2 },
      { requestType: "Teleport", status: "REQUESTED", count: 9 },
      { requestType: "Rideshare", status: "LOST", count: 4 },
    ]);
    expect(rows.map((r) => [r.requestType, r.total])).toEqual([
      ["Homebound", 4],
      ["Rideshare", 0],
      ["Ride Request", 2],
      ["Flu Shot Care Plan", 0],
    ]);
    expect(rows[0]!.counts).toMatchObject({ REQUESTED: 3, APPROVED: 1, CANCELLED: 0 });
  });

  it("reads the list's filters and hands them on as the upstream's parameters", () => {
    const query = parseListQuery(
      PATIENT_REQUEST_LIST,
      new URLSearchParams(
        "requestType=Rideshare&status=NOPE&requestedFrom=2026-11-01&requestedTo=2026-10-01&organization=org-1",
      ),
    );
    expect(query.filters).toEqual({ requestType: "Rideshare" });
    expect(query.problems.requestedTo?.problem).toBe("range");
    expect(query.kept).toEqual({ organization: "org-1" });
    expect(patientRequestParams({ requestType: "Rideshare", requestedFrom: "2026-11-01" })).toEqual({
      requestType: "Rideshare",
      status: undefined,
      dateFrom: "2026-11-01",
      dateTo: undefined,
    });
  });

  it("checks the status and edit forms", () => {
    expect(statusFormSchema.safeParse({ status: "ALLOCATED" }).success).toBe(true);
    expect(statusFormSchema.safeParse({ status: "allocated" }).success).toBe(false);
    expect(requestEditSchema.safeParse({ requestType: "Flu Shot Care Plan" }).success).toBe(true);
    const bad = requestEditSchema.safeParse({
      requestType: "Taxi",
      serviceDate: "2026-02-30",
      contactEmail: "nope",
      notes: "x".repeat(501),
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      "contactEmail",
      "notes",
      "requestType",
      "serviceDate",
    ]);
  });

  it("names each type's translation without spaces", () => {
    expect(typeKey("Flu Shot Care Plan")).toBe("FluShotCarePlan");
  });
});
