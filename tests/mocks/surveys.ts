import { surveys } from "@contract/surveys";
import { onCall } from "./contract";
import { HttpResponse } from "msw";
import { recorder, springPage, type RecordedCall } from "./recording";

/**
 * The surveys area of the fake upstream (decision 033): "sv-1" is org-1's survey with a choice
 * question, a yes/no and a text question; "sv-far" belongs to another tree. `faults` names the
 * calls that answer 500 (or, for `put422`/`choice422`, a 422 on a field). Every call is recorded.
 */
export const SURVEY = {
  id: "sv-1",
  name: "Sleep check",
  description: "How patients slept.",
  kind: "ASSESSMENT",
  organizationId: "org-1",
  ownerId: "acct-1",
  picture: null,
  createdAt: "2026-10-01T09:00:00Z",
};
export const QUESTIONS = [
  {
    id: "q-1",
    text: "How many hours?",
    type: "SINGLE_CHOICE",
    required: true,
    choices: [
      { id: "c-1", text: "Fewer than 5", score: 2 },
      { id: "c-2", text: "7 to 8", score: 0 },
    ],
  },
  {
    id: "q-2",
    text: "Trouble sleeping?",
    type: "YES_NO",
    required: true,
    choices: [
      { id: "c-3", text: "Yes", score: 1 },
      { id: "c-4", text: "No", score: 0 },
    ],
  },
  { id: "q-3", text: "Anything else?", type: "TEXT", required: false, choices: [], maxLength: 500 },
];

export type SurveyFault =
  | "list"
  | "filters"
  | "put"
  | "put422"
  | "post"
  | "choice422"
  | "stats"
  | "breakdown"
  | "report"
  | "report422"
  | "choice500"
  | "picture422";

export function surveyHandlers(calls: RecordedCall[], faults: SurveyFault[] = []) {
  const record = recorder(calls);
  const oops = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
  const invalid = (field: string, message: string) =>
    HttpResponse.json({ code: "VALIDATION_FAILED", fieldErrors: [{ field, message }] }, { status: 422 });
  const row = { ...SURVEY, ownerName: "Oscar Owens", numOfQuestions: 3, answers: 12 };
  return [
    onCall(surveys.filters, async ({ request }) => {
      await record(request);
      if (faults.includes("filters")) return oops();
      return HttpResponse.json({ owners: [{ id: "acct-1", name: "Oscar Owens" }], kinds: ["ASSESSMENT"] });
    }),
    onCall(surveys.list, async ({ request }) => {
      await record(request);
      if (faults.includes("list")) return oops();
      return HttpResponse.json({ ...springPage([row], 50), totalElements: 51, totalPages: 2 });
    }),
    onCall(surveys.publicFilters, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ owners: [{ id: "acct-7", name: "Hana Admiral" }] });
    }),
    onCall(surveys.publicBrief, async ({ request }) => {
      await record(request);
      return HttpResponse.json(springPage([{ ...row, organizationName: "Harbor" }], 50));
    }),
    onCall(surveys.create, async ({ request }) => {
      await record(request);
      if (faults.includes("post")) return oops();
      return HttpResponse.json({ ...SURVEY, id: "sv-new" }, { status: 201 });
    }),
    onCall(surveys.questions, async ({ request, params }) => {
      await record(request);
      return params.id === "sv-1" || params.id === "sv-far"
        ? HttpResponse.json(springPage(QUESTIONS, 100))
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(surveys.answerStats, async ({ request }) => {
      await record(request);
      if (faults.includes("stats")) return oops();
      const url = new URL(request.url);
      return HttpResponse.json({
        dateFrom: url.searchParams.get("dateFrom"),
        dateTo: url.searchParams.get("dateTo"),
        reports: 3,
        byDay: [{ date: url.searchParams.get("dateTo"), count: 3, averageScore: 1 }],
        questions: QUESTIONS.map((q) => ({
          questionId: q.id,
          text: q.text,
          type: q.type,
          answered: 3,
          choices: q.choices.map((c, i) => ({ choiceId: c.id, text: c.text, count: i + 1 })),
        })),
      });
    }),
    onCall(surveys.answerBreakdown, async ({ request }) => {
      await record(request);
      if (faults.includes("breakdown")) return oops();
      return HttpResponse.json({
        reports: 12,
        patients: 9,
        averageScore: 1.25,
        firstAnswered: "2026-10-02T10:00:00Z",
        lastAnswered: "2026-11-25T10:00:00Z",
        withTask: 4,
        scores: [
          { score: 0, count: 5 },
          { score: 2, count: 7 },
        ],
      });
    }),
    onCall(surveys.questionAnswers, async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        springPage([
          {
            reportId: "r-1",
            patientId: "pat-3",
            patientName: "Ana Lopez",
            answeredAt: "2026-11-25T10:00:00Z",
            value: null,
            choiceIds: ["c-1"],
          },
        ]),
      );
    }),
    onCall(surveys.get, async ({ request, params }) => {
      await record(request);
      if (params.id === "sv-1") return HttpResponse.json(SURVEY);
      if (params.id === "sv-far")
        return HttpResponse.json({ ...SURVEY, id: "sv-far", organizationId: "org-9" });
      return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(surveys.update, async ({ request }) => {
      await record(request);
      if (faults.includes("put")) return oops();
      if (faults.includes("put422")) return invalid("questions[3].text", "Question text is required");
      return HttpResponse.json(SURVEY);
    }),
    onCall(surveys.addChoice, async ({ request }) => {
      await record(request);
      if (faults.includes("choice422")) return invalid("text", "Choice text is too long");
      return HttpResponse.json({ id: "c-9", text: "Mixed", score: 1 }, { status: 201 });
    }),
    onCall(surveys.updateChoice, async ({ request }) => {
      await record(request);
      if (faults.includes("choice422")) return invalid("text", "Choice text is too long");
      if (faults.includes("choice500")) return oops();
      return HttpResponse.json({ id: "c-2" });
    }),
    onCall(surveys.submitReport, async ({ request }) => {
      await record(request);
      if (faults.includes("report")) return oops();
      if (faults.includes("report422")) return invalid("q-2", "Choose one of the offered answers");
      return HttpResponse.json({ id: "r-9" }, { status: 201 });
    }),
    onCall(surveys.removeChoice, async ({ request }) => {
      await record(request);
      if (faults.includes("choice422"))
        return invalid("choices", "A choice question needs at least one choice");
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(surveys.uploadPicture, async ({ request }) => {
      await record(request);
      if (faults.includes("picture422")) return invalid("file", "An image file is required");
      return HttpResponse.json({ id: "sv-1" });
    }),
  ];
}

/**
 * Defaults every test can rely on: an organization without surveys, so a page that offers surveys
 * (the patient record's assessments tab) offers none unless a test gives some.
 */
export const surveyDefaultHandlers = [onCall(surveys.list, () => HttpResponse.json(springPage([], 100)))];
