import { describe, expect, it, onTestFinished } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as overviewLoader } from "~/routes/provider+/assessments+/$id._index";
import { loader as answersLoader } from "~/routes/provider+/assessments+/$id.answers";
import { action as deleteTherapyAction } from "~/routes/provider+/care-plans+/therapies.$therapyId.delete";
import {
  action as editTherapyAction,
  loader as editTherapyLoader,
} from "~/routes/provider+/care-plans+/therapies.$therapyId.edit";
import { action as therapyFilesAction } from "~/routes/provider+/care-plans+/therapies.$therapyId.files._index";
import { action as therapyImageAction } from "~/routes/provider+/care-plans+/therapies.$therapyId.image";
import { loader as therapiesLoader } from "~/routes/provider+/care-plans+/therapies._index";
import {
  action as newTherapyAction,
  loader as newTherapyLoader,
} from "~/routes/provider+/care-plans+/therapies.new";
import { springPage, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { QUESTIONS, SURVEY, surveyHandlers } from "../mocks/surveys";
import { contextFor, statusOf } from "../support/context";
import { multipartImage, png } from "../support/images";
import { signedInCookie, staffAccount, staffGet, staffPost } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { surveys } from "@contract/surveys";
import { carePlans } from "@contract/care-plans";

/**
 * Issue 37 §2.3 and §2.4 in the app: who answered a survey, and what, is read only with
 * `patientRecord.read` as well, for a survey of the user's tree (the network's only with a scope
 * everywhere), linking only the patients the user may open; a therapy type is changed only where
 * its owner is (an organization of the user's tree; a network-wide one by a super admin). Each
 * refusal answers before any upstream call but the record's own read.
 */

/** Every request the fake upstream receives in this test, as "METHOD /path", in order. */
function recordUpstream() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    // The guards' read of the session's organization tree, not the page's.
    if (path.endsWith("/branches")) return;
    seen.push(`${request.method} ${path}`);
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return seen;
}

describe("who answered a survey", () => {
  /** The survey fakes, with "sv-net" the network's (no organization) and answers from two trees. */
  function fake() {
    const calls: RecordedCall[] = [];
    server.use(
      // Only sv-net here; another survey falls through to the shared handlers.
      onCall(surveys.questions, ({ params }) =>
        params.id === "sv-net" ? answerOf(surveys.questions, springPage(QUESTIONS, 100)) : undefined,
      ),
      onCall(surveys.get, ({ params }) =>
        params.id === "sv-net"
          ? answerOf(surveys.get, { ...SURVEY, id: "sv-net", organizationId: null, isPublic: true })
          : undefined,
      ),
      onCall(surveys.questionAnswers, () =>
        answerOf(
          surveys.questionAnswers,
          springPage([
            {
              reportId: "r-1",
              patientId: "pat-3",
              patientName: "Ana Lopez",
              answeredAt: "2026-11-25T10:00:00Z",
              choiceIds: ["c-1"],
              patientOrganizationIds: ["org-1"],
            },
            {
              reportId: "r-2",
              patientId: "pat-far",
              patientName: "Bo Far",
              answeredAt: "2026-11-24T10:00:00Z",
              choiceIds: ["c-2"],
              patientOrganizationIds: ["org-9"],
            },
            {
              reportId: "r-3",
              patientId: "pat-unknown",
              patientName: "Cy Unsaid",
              answeredAt: "2026-11-23T10:00:00Z",
              choiceIds: ["c-2"],
            },
          ]),
        ),
      ),
      ...surveyHandlers(calls),
    );
  }

  it("refuses a role without patientRecord.read (403) before any upstream call", async () => {
    fake();
    const seen = recordUpstream();
    const status = await statusOf(() =>
      answersLoader({
        ...staffGet("/provider/assessments/sv-1/answers", PRIVILEGE.ANALYTICS_ADMIN),
        params: { id: "sv-1" },
      }),
    );
    expect(status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("answers 404 for the network's survey to an organization's staff, after reading only the survey", async () => {
    fake();
    const seen = recordUpstream();
    const status = await statusOf(() =>
      answersLoader({ ...staffGet("/provider/assessments/sv-net/answers"), params: { id: "sv-net" } }),
    );
    expect(status).toBe(404);
    expect(seen).toEqual(["GET /api/surveys/sv-net"]);
  });

  it("lets a super admin read the network's survey's answers", async () => {
    fake();
    const data = await answersLoader({
      ...staffGet("/provider/assessments/sv-net/answers", PRIVILEGE.SUPER_ADMIN),
      params: { id: "sv-net" },
    });
    expect(data.answers?.content.map((a) => [a.patientId, a.linked])).toEqual([
      ["pat-3", true],
      ["pat-far", true],
      ["pat-unknown", true],
    ]);
  });

  it("links only the patients of the user's tree; one whose organizations are not said is not linked", async () => {
    fake();
    const data = await answersLoader({
      ...staffGet("/provider/assessments/sv-1/answers?question=q-1"),
      params: { id: "sv-1" },
    });
    expect(data.answers?.content.map((a) => [a.patientId, a.linked])).toEqual([
      ["pat-3", true],
      ["pat-far", false],
      ["pat-unknown", false],
    ]);
  });

  it("offers the answers tab only to those who may read the answers", async () => {
    fake();
    const { data: mine } = await overviewLoader({
      ...staffGet("/provider/assessments/sv-1"),
      params: { id: "sv-1" },
    });
    expect(mine.answers).toBe(true);
    const { data: network } = await overviewLoader({
      ...staffGet("/provider/assessments/sv-net"),
      params: { id: "sv-net" },
    });
    expect(network.answers).toBe(false);
    const { data: analytics } = await overviewLoader({
      ...staffGet("/provider/assessments/sv-1", PRIVILEGE.ANALYTICS_ADMIN),
      params: { id: "sv-1" },
    });
    expect(analytics.answers).toBe(false);
  });
});

describe("changing a therapy type", () => {
  const THERAPIES = [
    { id: "th-1", name: "Quad sets", taskTypeId: 5, entityType: "ORGANIZATION", entityId: "org-1" },
    { id: "th-far", name: "Their drills", taskTypeId: 5, entityType: "ORGANIZATION", entityId: "org-9" },
    { id: "th-shared", name: "Brisk walking", taskTypeId: 5, entityType: null, entityId: null },
  ];
  function fake() {
    server.use(
      onCall(carePlans.therapyTypes, () => answerOf(carePlans.therapyTypes, springPage(THERAPIES, 200))),
    );
  }
  const cookie = (privilegeId: number = PRIVILEGE.ORGANIZATION_ADMIN) =>
    signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, { ...staffAccount, privilegeId });
  const READ = "GET /api/meta/therapy";

  it.each(["th-far", "th-shared"])(
    "answers 404 to another tree's care plan editor for %s, reading the type only",
    async (therapyId) => {
      fake();
      const seen = recordUpstream();
      const base = `/provider/care-plans/therapies/${therapyId}`;
      const params = { therapyId };
      const edit = { name: "Taken over", taskTypeId: "5" };
      expect(await statusOf(() => editTherapyLoader({ ...staffGet(`${base}/edit`), params }))).toBe(404);
      expect(await statusOf(() => editTherapyAction({ ...staffPost(`${base}/edit`, edit), params }))).toBe(
        404,
      );
      expect(
        await statusOf(() =>
          deleteTherapyAction({ ...staffPost(`${base}/delete`, { intent: "delete" }), params }),
        ),
      ).toBe(404);
      expect(await statusOf(() => therapyImageAction({ ...staffPost(`${base}/image`, {}), params }))).toBe(
        404,
      );
      const upload = (path: string) => {
        const request = multipartImage(
          `http://app.test${base}/${path}`,
          { bytes: png(400, 300), name: "x.png", type: "image/png" },
          { cookie: cookie() },
        );
        return { request, context: contextFor(request), params };
      };
      expect(await statusOf(() => therapyImageAction(upload("image")))).toBe(404);
      expect(await statusOf(() => therapyFilesAction(upload("files")))).toBe(404);
      expect(seen.every((call) => call === READ)).toBe(true);
      expect(seen.length).toBeGreaterThan(0);
    },
  );

  it("offers the change links only for the types the user may change; a super admin changes all", async () => {
    fake();
    const own = await therapiesLoader({ ...staffGet("/provider/care-plans/therapies"), params: {} });
    expect(own.changeable).toEqual(["th-1"]);
    const everywhere = await therapiesLoader({
      ...staffGet("/provider/care-plans/therapies", PRIVILEGE.SUPER_ADMIN),
      params: {},
    });
    expect(everywhere.changeable).toEqual(["th-1", "th-far", "th-shared"]);
    const shared = await editTherapyLoader({
      ...staffGet("/provider/care-plans/therapies/th-shared/edit", PRIVILEGE.SUPER_ADMIN),
      params: { therapyId: "th-shared" },
    });
    expect(shared.heading).toContain("Brisk walking");
  });

  it("makes an organization's new type its own, whatever the form says; a super admin chooses", async () => {
    const form = await newTherapyLoader({ ...staffGet("/provider/care-plans/therapies/new"), params: {} });
    expect(form.owner).toMatchObject({ organizationId: "org-1", choice: false });
    const posted: unknown[] = [];
    server.use(
      onCall(carePlans.createTherapyType, async ({ request }) => {
        posted.push(await request.json());
        return answerOf(carePlans.createTherapyType, { id: "th-new", name: "Bridges", taskTypeId: 5 });
      }),
    );
    const fields = { name: "Bridges", taskTypeId: "5" };
    await newTherapyAction({ ...staffPost("/provider/care-plans/therapies/new", fields), params: {} });
    await newTherapyAction({
      ...staffPost("/provider/care-plans/therapies/new", fields, PRIVILEGE.SUPER_ADMIN),
      params: {},
    });
    expect(posted).toMatchObject([
      { name: "Bridges", entityType: "ORGANIZATION", entityId: "org-1" },
      { name: "Bridges", entityType: null, entityId: null },
    ]);
  });
});
