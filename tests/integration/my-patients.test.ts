import { beforeEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/provider+/members+/mine";
import { recorder, springPage, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, thrownStatus } from "../support/context";
import { signedInCookie, staffAccount, staffGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { providers } from "@contract/providers";

/**
 * "My patients" for a provider (issue 16): the list's state goes to `patients-with-metrics` under
 * its names (last-active days as the instants they start and end at in the user's zone), a patient
 * outside the provider's tree is listed without a link, and a staff member who is no provider
 * gets the not-found page before any call.
 */

const provider = {
  ...staffAccount,
  privilegeId: 4,
  privilegeName: "USER",
  isPerformer: true,
  organizationId: "org-clinic",
  organizationName: "Harbor Clinic",
};
function providerGet(url: string) {
  const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, provider);
  const request = new Request(`http://app.test${url}`, { headers: { cookie } });
  return { request, context: contextFor(request) };
}

const member = (id: string, organizations: string[]) => ({
  id,
  firstName: "Ana",
  lastName: id,
  fullName: `Ana ${id}`,
  // Newest first, as the upstream sends them (issue 38: every plan, not the first one's status).
  carePlans: [
    { id: "cp-2", name: "Walking plan", carePlanStatus: "AwaitingTesting" },
    { id: "cp-1", name: "Knee rehab", carePlanStatus: "InProgress" },
  ],
  treatmentStatus: "Active treatment",
  lastActive: "2026-11-20T15:00:00Z",
  organizations,
});

let calls: RecordedCall[] = [];
beforeEach(() => {
  calls = [];
  const record = recorder(calls);
  server.use(
    onCall(providers.patientsWithMetrics, async ({ request }) => {
      await record(request);
      return answerOf(
        providers.patientsWithMetrics,
        springPage([member("pat-1", ["org-clinic"]), member("pat-2", ["org-far"])]),
      );
    }),
  );
});

describe("my patients", () => {
  it("sends the filters under the upstream's names and links only the records in the tree", async () => {
    const { request, context } = providerGet(
      "/provider/members/mine?q=Ana&carePlanStatus=AwaitingTesting&activeFrom=2026-11-01&activeTo=2026-11-20&sort=lastActive,desc",
    );
    const data = (await loader({ request, context, params: {} })) as {
      list: { content: Array<{ id: string; opens: boolean; carePlans: unknown; treatmentStatus: string }> };
    };
    const sent = new URL(`http://x${calls[0]!.path}`).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      name: "Ana",
      carePlanStatus: "AwaitingTesting",
      orderType: "lastActive",
      asc: "false",
      lastActiveTimeFrom: "2026-11-01T04:00:00.000Z",
      lastActiveTimeTo: "2026-11-21T05:00:00.000Z",
    });
    expect(data.list.content.map((p) => [p.id, p.opens])).toEqual([
      ["pat-1", true],
      ["pat-2", false],
    ]);
    expect(data.list.content[0]).toMatchObject({
      carePlans: [
        { id: "cp-2", name: "Walking plan", statusKey: "carePlans:statuses.AwaitingTesting" },
        // A status outside the five reads as words, never the code.
        { id: "cp-1", name: "Knee rehab", statusKey: "carePlans:statuses.unknown" },
      ],
      treatmentStatus: "Active treatment",
    });
  });

  it("answers 404 to a staff member who is no provider, before any call", async () => {
    const page = staffGet("/provider/members/mine");
    expect(await thrownStatus(loader({ ...page, params: {} }))).toBe(404);
    expect(calls).toEqual([]);
  });
});
