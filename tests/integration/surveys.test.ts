import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as overviewLoader } from "~/routes/provider+/assessments+/$id._index";
import { loader as answersLoader } from "~/routes/provider+/assessments+/$id.answers";
import { action as editAction, loader as editLoader } from "~/routes/provider+/assessments+/$id.edit";
import { action as questionDeleteAction } from "~/routes/provider+/assessments+/$id.questions.$questionId.delete";
import { action as questionEditAction } from "~/routes/provider+/assessments+/$id.questions.$questionId.edit";
import { action as newQuestionAction } from "~/routes/provider+/assessments+/$id.questions.new";
import {
  action as choiceDeleteAction,
  loader as choiceDeleteLoader,
} from "~/routes/provider+/assessments+/$id.questions.$questionId.choices.$choiceId.delete";
import { action as choiceEditAction } from "~/routes/provider+/assessments+/$id.questions.$questionId.choices.$choiceId.edit";
import { action as pictureAction } from "~/routes/provider+/assessments+/$id.picture";
import { loader as dashboardLoader } from "~/routes/provider+/assessments+/_index";
import { action as newAction } from "~/routes/provider+/assessments+/new";
import { loader as assessmentsTabLoader } from "~/routes/provider+/members+/$patientId.assessments";
import {
  action as onBehalfAction,
  loader as onBehalfLoader,
} from "~/routes/provider+/members+/$patientId.assessments_.answer";
import { staffPatientHandler } from "../mocks/patients";
import type { RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { surveyHandlers, type SurveyFault } from "../mocks/surveys";
import { contextFor, statusOf } from "../support/context";
import { multipartImage, png } from "../support/images";
import { signedInCookie, staffGet, staffPost } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { surveys } from "@contract/surveys";

/**
 * The survey pages against a faked upstream (decision 033): what each page reads and sends, every
 * form's refusals (ours 400, the upstream's 422 under its field, a 500 as a form error, values
 * kept), the roles that may not, and a survey outside the tree answering 404 with nothing changed.
 */

interface FormResult {
  init?: { status?: number };
  data?: {
    form?: string;
    result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
}

function fake(faults: SurveyFault[] = []) {
  const calls: RecordedCall[] = [];
  server.use(...surveyHandlers(calls, faults));
  return calls;
}
const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path.startsWith(path));

describe("the assessments dashboard", () => {
  it("reads the organization's page of 50 with the query's filters and sort, and the owners to filter by", async () => {
    const calls = fake();
    const data = await dashboardLoader({
      ...staffGet("/provider/assessments?name=sleep&ownerId=acct-1&sort=numOfQuestions,desc"),
      params: {},
    });
    expect(data.network).toBe(false);
    expect(data.list.totalElements).toBe(51);
    expect(data.choices.ownerId).toEqual([{ value: "acct-1", label: "Oscar Owens" }]);
    expect(calls.map((c) => c.path).sort()).toEqual([
      "/api/surveys/organization/org-1/filters",
      "/api/surveys/organization/org-1?page=0&size=50&name=sleep&ownerId=acct-1&orderType=numOfQuestions&asc=false",
    ]);
  });

  it("gives a super admin the network's list and filters", async () => {
    const calls = fake();
    const data = await dashboardLoader({
      ...staffGet("/provider/assessments?saved=off", PRIVILEGE.SUPER_ADMIN),
      params: {},
    });
    expect(data.network).toBe(true);
    expect(data.choices.ownerId).toEqual([{ value: "acct-7", label: "Hana Admiral" }]);
    expect(calls.map((c) => c.path).sort()).toEqual([
      "/api/surveys/public-brief?page=0&size=50&orderType=name&asc=true",
      "/api/surveys/public-filters",
    ]);
  });

  it("still lists the surveys when the filters fail, without owners to choose", async () => {
    fake(["filters"]);
    const data = await dashboardLoader({ ...staffGet("/provider/assessments?saved=off"), params: {} });
    expect(data.list.content).toHaveLength(1);
    expect(data.choices.ownerId).toEqual([]);
  });
});

describe("creating and editing a survey", () => {
  const fields = { intent: "save", name: "Mood check", description: "Weekly", kind: "ASSESSMENT" };

  it("creates one in the user's organization and goes to its questions", async () => {
    const calls = fake();
    const response = (await newAction({
      ...staffPost("/provider/assessments/new", fields),
      params: {},
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/assessments/sv-new/edit");
    expect(sent(calls, "POST", "/api/surveys")[0]?.body).toEqual({
      name: "Mood check",
      description: "Weekly",
      kind: "ASSESSMENT",
      organizationId: "org-1",
    });
  });

  it("refuses an empty name with 400 and keeps the other values, calling nothing", async () => {
    const calls = fake();
    const result = (await newAction({
      ...staffPost("/provider/assessments/new", { ...fields, name: " " }),
      params: {},
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.name).toEqual(["surveys:errors.nameRequired"]);
    expect(result.data?.result?.initialValue).toMatchObject({ description: "Weekly" });
    expect(calls).toEqual([]);
  });

  it("keeps every value and says so when the upstream fails with a 500", async () => {
    fake(["post"]);
    const result = (await newAction({
      ...staffPost("/provider/assessments/new", fields),
      params: {},
    })) as FormResult;
    expect(result.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Mood check", description: "Weekly" });
  });

  it("is refused with 403 to a role that may not write surveys, before any call", async () => {
    const calls = fake();
    const status = await statusOf(() =>
      newAction({ ...staffPost("/provider/assessments/new", fields, PRIVILEGE.COORDINATOR), params: {} }),
    );
    expect(status).toBe(403);
    expect(calls).toEqual([]);
  });

  it("answers 404 for a survey outside the tree, and for an id that cannot be one before any call", async () => {
    const calls = fake();
    expect(
      await statusOf(() =>
        editLoader({ ...staffGet("/provider/assessments/sv-far/edit"), params: { id: "sv-far" } }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        editAction({ ...staffPost("/provider/assessments/sv-far/edit", fields), params: { id: "sv-far" } }),
      ),
    ).toBe(404);
    expect(sent(calls, "PUT", "/api/surveys")).toEqual([]);
    const before = calls.length;
    expect(
      await statusOf(() =>
        editLoader({ ...staffGet("/provider/assessments/..%2F/edit"), params: { id: "../" } }),
      ),
    ).toBe(404);
    expect(calls.length).toBe(before);
  });

  it("moves a question by sending the whole list in its new order", async () => {
    const calls = fake();
    const response = (await editAction({
      ...staffPost("/provider/assessments/sv-1/edit", { intent: "move", itemId: "q-3", direction: "up" }),
      params: { id: "sv-1" },
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/assessments/sv-1/edit#questions");
    const body = sent(calls, "PUT", "/api/surveys/sv-1")[0]?.body as { questions: Array<{ id: string }> };
    expect(body.questions.map((q) => q.id)).toEqual(["q-1", "q-3", "q-2"]);
    // Existing questions go without their choices, which the upstream keeps.
    expect(body.questions[0]).not.toHaveProperty("choices");
  });
});

describe("questions and choices", () => {
  const question = { intent: "save", text: "Pick one", type: "SINGLE_CHOICE", choices: "Good\nLow" };

  it("adds a question at the end with its first choices", async () => {
    const calls = fake();
    await newQuestionAction({
      ...staffPost("/provider/assessments/sv-1/questions/new", question),
      params: { id: "sv-1" },
    });
    const body = sent(calls, "PUT", "/api/surveys/sv-1")[0]?.body as {
      questions: Array<Record<string, unknown>>;
    };
    expect(body.questions).toHaveLength(4);
    expect(body.questions[3]).toEqual({
      text: "Pick one",
      type: "SINGLE_CHOICE",
      required: false,
      choices: [
        { text: "Good", score: 0 },
        { text: "Low", score: 0 },
      ],
    });
  });

  it("refuses a choice question without choices with 400, keeping the text", async () => {
    fake();
    const result = (await newQuestionAction({
      ...staffPost("/provider/assessments/sv-1/questions/new", { ...question, choices: "" }),
      params: { id: "sv-1" },
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    // A single-choice question needs two (issue 38).
    expect(result.data?.result?.error?.choices).toEqual(["surveys:errors.twoChoices"]);
    expect(result.data?.result?.initialValue).toMatchObject({ text: "Pick one" });
  });

  it("puts the upstream's 422 on the question's entry under the field, and a 500 as a form error, values kept", async () => {
    fake(["put422"]);
    const refused = (await newQuestionAction({
      ...staffPost("/provider/assessments/sv-1/questions/new", question),
      params: { id: "sv-1" },
    })) as FormResult;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.text).toEqual(["Question text is required"]);
    expect(refused.data?.result?.initialValue).toMatchObject({ text: "Pick one", choices: "Good\nLow" });

    fake(["put"]);
    const failed = (await questionEditAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-2/edit", {
        intent: "save",
        text: "Slept?",
        type: "YES_NO",
      }),
      params: { id: "sv-1", questionId: "q-2" },
    })) as FormResult;
    expect(failed.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data?.result?.initialValue).toMatchObject({ text: "Slept?" });
  });

  it("adds a choice, and shows the upstream's 422 under the choice form's field", async () => {
    const calls = fake();
    await questionEditAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-1/edit", {
        intent: "add-choice",
        text: "Mixed",
        score: "1",
      }),
      params: { id: "sv-1", questionId: "q-1" },
    });
    expect(sent(calls, "POST", "/api/surveys/questions/q-1/choices")[0]?.body).toEqual({
      text: "Mixed",
      score: 1,
    });

    fake(["choice422"]);
    const refused = (await questionEditAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-1/edit", { intent: "add-choice", text: "Mixed" }),
      params: { id: "sv-1", questionId: "q-1" },
    })) as FormResult;
    expect(refused.data?.form).toBe("choice");
    expect(refused.data?.result?.error?.text).toEqual(["Choice text is too long"]);
    expect(refused.data?.result?.initialValue).toMatchObject({ text: "Mixed" });
  });

  it("moves a choice by its new position, and deletes a question by leaving it out", async () => {
    const calls = fake();
    await questionEditAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-1/edit", {
        intent: "move-choice",
        itemId: "c-2",
        direction: "up",
      }),
      params: { id: "sv-1", questionId: "q-1" },
    });
    expect(sent(calls, "PUT", "/api/surveys/choices/c-2")[0]?.body).toEqual({
      text: "7 to 8",
      score: 0,
      position: 0,
    });
    await questionDeleteAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-2/delete", { intent: "delete" }),
      params: { id: "sv-1", questionId: "q-2" },
    });
    const body = sent(calls, "PUT", "/api/surveys/sv-1")[0]?.body as { questions: Array<{ id: string }> };
    expect(body.questions.map((q) => q.id)).toEqual(["q-1", "q-3"]);
  });

  it("adds the edit page's Choices lines after the question's own choices (issue 38)", async () => {
    const calls = fake();
    const saved = (await questionEditAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-1/edit", {
        intent: "save",
        text: "How many hours?",
        type: "SINGLE_CHOICE",
        choices: "9 or more\n\n",
      }),
      params: { id: "sv-1", questionId: "q-1" },
    })) as Response;
    expect(saved.status).toBe(303);
    const body = sent(calls, "PUT", "/api/surveys/sv-1")[0]?.body as {
      questions: Array<Record<string, unknown>>;
    };
    expect(body.questions[0]).toMatchObject({
      id: "q-1",
      choices: [
        { text: "Fewer than 5", score: 2 },
        { text: "7 to 8", score: 0 },
        { text: "9 or more", score: 0 },
      ],
    });
    // A question whose choices are not added to goes without them, and keeps them.
    expect(body.questions[1]).not.toHaveProperty("choices");
  });

  it("refuses a single-choice question with one choice under the Choices box, before any write (issue 38)", async () => {
    const calls = fake();
    const one = (await newQuestionAction({
      ...staffPost("/provider/assessments/sv-1/questions/new", { ...question, choices: "Good" }),
      params: { id: "sv-1" },
    })) as FormResult;
    expect(one.init?.status).toBe(400);
    expect(one.data?.result?.error?.choices).toEqual(["surveys:errors.twoChoices"]);
    expect(one.data?.result?.initialValue).toMatchObject({ text: "Pick one", choices: "Good" });
    // A text question turned into a single-choice one needs its two choices in the box.
    const turned = (await questionEditAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-3/edit", {
        intent: "save",
        text: "Anything else?",
        type: "SINGLE_CHOICE",
        choices: "Yes",
      }),
      params: { id: "sv-1", questionId: "q-3" },
    })) as FormResult;
    expect(turned.init?.status).toBe(400);
    expect(turned.data?.result?.error?.choices).toEqual(["surveys:errors.twoChoices"]);
    expect(sent(calls, "PUT", "/api/surveys/sv-1")).toEqual([]);
  });

  it("answers 404 for a question or a choice the survey does not have", async () => {
    fake();
    expect(
      await statusOf(() =>
        questionEditAction({
          ...staffPost("/provider/assessments/sv-1/questions/q-404/edit", question),
          params: { id: "sv-1", questionId: "q-404" },
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        choiceDeleteLoader({
          ...staffGet("/provider/assessments/sv-1/questions/q-1/choices/c-3/delete"),
          params: { id: "sv-1", questionId: "q-1", choiceId: "c-3" },
        }),
      ),
    ).toBe(404);
  });
});

describe("the overview and the answers", () => {
  it("reads the statistics over the asked range with charts, and the breakdown", async () => {
    const calls = fake();
    const { data } = await overviewLoader({
      ...staffGet("/provider/assessments/sv-1?from=2026-11-20&to=2026-11-22"),
      params: { id: "sv-1" },
    });
    expect(sent(calls, "GET", "/api/surveys/sv-1/answer-stats")[0]?.path).toBe(
      "/api/surveys/sv-1/answer-stats?dateFrom=2026-11-20&dateTo=2026-11-22&timeZone=America%2FNew_York",
    );
    expect(data.byDay?.values).toEqual([0, 0, 3]);
    expect(data.choiceCharts?.map((c) => c.text)).toEqual(["How many hours?", "Trouble sleeping?"]);
    expect(data.otherAnswers).toEqual([{ text: "Anything else?", answered: 3 }]);
    expect(data.breakdown).toMatchObject({ reports: 12, patients: 9 });
    expect(data.editable).toBe(true);
  });

  it("keeps the default range and says why for a reversed one; a failing breakdown hides only its part", async () => {
    const calls = fake(["breakdown"]);
    const { data } = await overviewLoader({
      ...staffGet("/provider/assessments/sv-1?from=2026-11-22&to=2026-11-20"),
      params: { id: "sv-1" },
    });
    expect(data.range.problem).toBe("order");
    expect(data.range.typed).toEqual({ from: "2026-11-22", to: "2026-11-20" });
    expect(sent(calls, "GET", "/api/surveys/sv-1/answer-stats")[0]?.path).not.toContain("2026-11-22");
    expect(data.breakdown).toBeNull();
    expect(data.reports).toBe(3);
  });

  it("shows a read-only role no edit tab, and lists who answered with their choice's words", async () => {
    fake();
    const { data: overview } = await overviewLoader({
      ...staffGet("/provider/assessments/sv-1", PRIVILEGE.TESTING_COORDINATOR),
      params: { id: "sv-1" },
    });
    expect(overview.editable).toBe(false);
    const data = await answersLoader({
      ...staffGet("/provider/assessments/sv-1/answers?question=q-1"),
      params: { id: "sv-1" },
    });
    expect(data.answers?.content).toMatchObject([
      { patientId: "pat-3", patientName: "Ana Lopez", answer: "Fewer than 5" },
    ]);
  });
});

describe("answering on a patient's behalf", () => {
  const url = "/provider/members/pat-1/assessments/answer?survey=sv-1";
  const params = { patientId: "pat-1" };
  const answers = { "q_q-1": "c-1", "q_q-2": "c-3", "q_q-3": "Slept badly" };

  it("offers the organization's surveys on the record's tab, to those who may ask", async () => {
    fake();
    server.use(
      staffPatientHandler(),
      onCall(surveys.reports, () => answerOf(surveys.reports, [])),
      onCall(surveys.dailyReports, () => answerOf(surveys.dailyReports, [])),
    );
    const tab = await assessmentsTabLoader({ ...staffGet("/provider/members/pat-1/assessments"), params });
    expect(tab.surveys).toEqual([{ id: "sv-1", name: "Sleep check" }]);
  });

  it("sends the patient's report with the answers and goes back to the tab", async () => {
    const calls = fake();
    server.use(staffPatientHandler());
    const response = (await onBehalfAction({ ...staffPost(url, answers), params })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/assessments");
    expect(sent(calls, "POST", "/api/surveys/assessment-report")[0]?.body).toEqual({
      assessmentId: "sv-1",
      patientId: "pat-1",
      answers: [
        { questionId: "q-1", choiceIds: ["c-1"] },
        { questionId: "q-2", choiceIds: ["c-3"] },
        { questionId: "q-3", value: "Slept badly" },
      ],
    });
  });

  it("puts the upstream's 422 under its question and keeps every answer; a 500 keeps them too", async () => {
    fake(["report422"]);
    server.use(staffPatientHandler());
    const refused = (await onBehalfAction({ ...staffPost(url, answers), params })) as FormResult;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.["q_q-2"]).toEqual(["Choose one of the offered answers"]);
    expect(refused.data?.result?.initialValue).toMatchObject(answers);

    fake(["report"]);
    const failed = (await onBehalfAction({ ...staffPost(url, answers), params })) as FormResult;
    expect(failed.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data?.result?.initialValue).toMatchObject(answers);
  });

  it("is refused to a role that may not change records, and answers 404 for a survey that is not there", async () => {
    const calls = fake();
    expect(
      await statusOf(() =>
        onBehalfAction({ ...staffPost(url, answers, PRIVILEGE.TESTING_COORDINATOR), params }),
      ),
    ).toBe(403);
    expect(calls).toEqual([]);
    server.use(staffPatientHandler());
    expect(
      await statusOf(() =>
        onBehalfLoader({ ...staffGet("/provider/members/pat-1/assessments/answer?survey=sv-none"), params }),
      ),
    ).toBe(404);
    expect(sent(calls, "POST", "/api/surveys/assessment-report")).toEqual([]);
  });
});

describe("a choice, the survey's fields and the picture", () => {
  const choiceUrl = "/provider/assessments/sv-1/questions/q-1/choices/c-2/edit";
  const params = { id: "sv-1", questionId: "q-1", choiceId: "c-2" };

  it("changes a choice; the upstream's 422 lands under its field and a 500 keeps the values", async () => {
    const calls = fake();
    const saved = (await choiceEditAction({
      ...staffPost(choiceUrl, { text: "7 or 8", score: "0" }),
      params,
    })) as Response;
    expect(saved.headers.get("location")).toBe("/provider/assessments/sv-1/questions/q-1/edit#choices");
    expect(sent(calls, "PUT", "/api/surveys/choices/c-2")[0]?.body).toEqual({ text: "7 or 8", score: 0 });

    fake(["choice422"]);
    const refused = (await choiceEditAction({
      ...staffPost(choiceUrl, { text: "7 or 8", score: "0" }),
      params,
    })) as FormResult;
    expect(refused.data?.result?.error?.text).toEqual(["Choice text is too long"]);
    expect(refused.data?.result?.initialValue).toMatchObject({ text: "7 or 8" });

    fake(["choice500"]);
    const failed = (await choiceEditAction({
      ...staffPost(choiceUrl, { text: "7 or 8", score: "2" }),
      params,
    })) as FormResult;
    expect(failed.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data?.result?.initialValue).toMatchObject({ text: "7 or 8", score: "2" });
  });

  it("says why a choice's delete was refused, and is refused itself to a role that may not edit", async () => {
    fake(["choice422"]);
    const refused = (await choiceDeleteAction({
      ...staffPost("/provider/assessments/sv-1/questions/q-1/choices/c-2/delete", { intent: "delete" }),
      params,
    })) as { init?: { status?: number }; data?: { message?: string } };
    expect(refused.init?.status).toBe(422);
    expect(refused.data?.message).toContain("surveys:delete.failedBecause");
    const calls = fake();
    expect(
      await statusOf(() =>
        choiceDeleteAction({
          ...staffPost(
            "/provider/assessments/sv-1/questions/q-1/choices/c-2/delete",
            { intent: "delete" },
            PRIVILEGE.COORDINATOR,
          ),
          params,
        }),
      ),
    ).toBe(403);
    expect(calls).toEqual([]);
  });

  it("puts the upstream's 422 on the survey's name under the field, values kept", async () => {
    fake();
    server.use(
      onCall(surveys.update, () =>
        HttpResponse.json(
          { fieldErrors: [{ field: "name", message: "Use at most 120 characters" }] },
          { status: 422 },
        ),
      ),
    );
    const refused = (await editAction({
      ...staffPost("/provider/assessments/sv-1/edit", {
        intent: "save",
        name: "Sleep",
        description: "x",
        kind: "SCREENING",
      }),
      params: { id: "sv-1" },
    })) as FormResult;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.name).toEqual(["Use at most 120 characters"]);
    expect(refused.data?.result?.initialValue).toMatchObject({ name: "Sleep", kind: "SCREENING" });
  });

  it("uploads a checked picture, and shows the upstream's refusal under the file field", async () => {
    const cookie = signedInCookie({ accessToken: "a", refreshToken: "r" });
    const upload = () => {
      const request = multipartImage(
        "http://app.test/provider/assessments/sv-1/picture",
        { bytes: png(200, 200), name: "a.png", type: "image/png" },
        { cookie },
      );
      return { request, context: contextFor(request), params: { id: "sv-1" } };
    };
    const calls = fake();
    const saved = (await pictureAction(upload())) as Response;
    expect(saved.headers.get("location")).toBe("/provider/assessments/sv-1/picture");
    expect(sent(calls, "POST", "/api/surveys/sv-1/picture")).toHaveLength(1);

    fake(["picture422"]);
    const refused = (await pictureAction(upload())) as FormResult;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.file).toEqual(["An image file is required"]);
  });
});
