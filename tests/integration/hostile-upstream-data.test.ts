import { describe, expect, it } from "vitest";
import { loader as lanesLoader } from "~/routes/provider+/organizations+/$orgId.lanes";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { lanes } from "@contract/lanes";
import { organizations } from "@contract/organizations";

/**
 * Data the upstream should never send (spec part 2 §8: the date helpers' "Invalid timezone" and
 * "Invalid date input"): a time zone no one knows and an instant that is not one. The page still
 * renders, in a zone it knows, or says the data is broken; never a 500.
 */
const ORG = "org-1";
const DAY = "2031-05-20";

function lanesWith(lane: Record<string, unknown>) {
  server.use(
    onCall(lanes.list, () =>
      answerOf(lanes.list, [
        {
          id: "lane-a",
          clinicId: "clinic-1",
          host: { id: "perf-1", name: "Dr. A" },
          startDate: `${DAY}T13:00:00Z`,
          endDate: `${DAY}T17:00:00Z`,
          status: "ACTIVE",
          ...lane,
        },
      ]),
    ),
    onCall(organizations.clinics, () =>
      answerOf(organizations.clinics, [{ id: "clinic-1", name: "Clinic", timeZone: "Mars/Olympus_Mons" }]),
    ),
    onCall(organizations.performers, () => answerOf(organizations.performers, [])),
    onCall(organizations.basicInfo, () =>
      answerOf(organizations.basicInfo, { id: ORG, name: "North", timeZone: "Venus/Maxwell" }),
    ),
  );
}

function get() {
  const request = new Request(`http://app.test/provider/organizations/${ORG}/lanes?date=${DAY}`, {
    headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
  });
  return { request, context: contextFor(request), params: { orgId: ORG } };
}

describe("an upstream that sends broken times", () => {
  it("shows lanes whose zone is unknown in the user's zone instead of failing", async () => {
    lanesWith({ timeZone: "Mars/Olympus_Mons" });
    const data = await lanesLoader(get());
    expect(data.lanes).toHaveLength(1);
    expect(data.lanes[0]!.timeZone).toBe("America/New_York");
    expect(data.lanes[0]!.start).toBe("9:00 AM");
  });

  it("answers a lane whose start is not an instant with the broken-data page, not a 500", async () => {
    lanesWith({ timeZone: "America/Chicago", startDate: "soon" });
    expect(await statusOf(() => lanesLoader(get()))).toBe(502);
  });
});
