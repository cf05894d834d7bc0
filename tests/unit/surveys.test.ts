import { describe, expect, it } from "vitest";
import { choiceSchema, newQuestionSchema, questionSchema, surveyFormSchema } from "~/domain/survey-schemas";
import {
  choiceLines,
  choicePath,
  daysOf,
  isoDay,
  moved,
  movedPosition,
  questionBody,
  questionFieldMap,
  questionPath,
  statsRange,
  surveyPath,
  takesChoices,
} from "~/domain/surveys";

/** The survey rules (decision 033): paths, moving, the PUT's question list, the stats' range, the forms. */

describe("paths", () => {
  it("builds each page's path with the ids encoded", () => {
    expect(surveyPath("sv 1")).toBe("/provider/assessments/sv%201");
    expect(surveyPath("sv-1", "edit")).toBe("/provider/assessments/sv-1/edit");
    expect(questionPath("sv-1", "q-1", "delete")).toBe("/provider/assessments/sv-1/questions/q-1/delete");
    expect(choicePath("sv-1", "q-1", "c/1", "edit")).toBe(
      "/provider/assessments/sv-1/questions/q-1/choices/c%2F1/edit",
    );
  });
});

describe("moving", () => {
  it("swaps an item with its neighbour, and leaves the list when it cannot move", () => {
    expect(moved(["a", "b", "c"], 2, "up")).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, "down")).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, "up")).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, "down")).toEqual(["a", "b", "c"]);
    expect(moved(["a"], 5, "up")).toEqual(["a"]);
  });

  it("gives the new place, or null at either end", () => {
    expect(movedPosition(1, 3, "up")).toBe(0);
    expect(movedPosition(1, 3, "down")).toBe(2);
    expect(movedPosition(0, 3, "up")).toBeNull();
    expect(movedPosition(2, 3, "down")).toBeNull();
    expect(movedPosition(-1, 3, "down")).toBeNull();
  });
});

describe("the question list of the PUT", () => {
  it("sends an existing question without its choices, and only the bounds it has", () => {
    expect(
      questionBody({
        id: "q-1",
        text: "How many?",
        type: "NUMBER",
        required: true,
        choices: [],
        minValue: 0,
        maxValue: null,
        maxLength: undefined,
      }),
    ).toEqual({ id: "q-1", text: "How many?", type: "NUMBER", required: true, minValue: 0 });
  });

  it("maps the upstream's field names at an index onto the form's", () => {
    expect(questionFieldMap(2)).toMatchObject({
      "questions[2].text": "text",
      "questions[2].choices": "choices",
    });
  });

  it("reads choices one per line, dropping blank ones", () => {
    expect(choiceLines(" Good \r\n\nLow\n ")).toEqual(["Good", "Low"]);
    expect(choiceLines(undefined)).toEqual([]);
  });

  it("knows which types take choices", () => {
    expect(takesChoices("YES_NO")).toBe(true);
    expect(takesChoices("SCALE")).toBe(false);
  });
});

describe("the statistics' range", () => {
  const today = "2026-11-26";
  const range = (query: string) => statsRange(new URLSearchParams(query), today);

  it("is the last 30 days by default, today included", () => {
    expect(range("")).toMatchObject({ from: "2026-10-28", to: "2026-11-26", problem: null });
  });

  it("takes both days asked for, and 30 days up to a lone `to`", () => {
    expect(range("from=2026-11-01&to=2026-11-03")).toMatchObject({ from: "2026-11-01", to: "2026-11-03" });
    expect(range("to=2026-02-28")).toMatchObject({ from: "2026-01-30", to: "2026-02-28" });
  });

  it("reports what cannot be used, keeps it as typed, and reads the default range instead", () => {
    expect(range("from=2026-02-30")).toMatchObject({
      problem: "from",
      typed: { from: "2026-02-30", to: "" },
    });
    expect(range("to=soon").problem).toBe("to");
    expect(range("from=2026-11-20&to=2026-11-10")).toMatchObject({ problem: "order", from: "2026-10-28" });
    expect(range("from=2024-01-01&to=2026-01-01").problem).toBe("tooLong");
  });

  it("lists every day of a range, and checks days", () => {
    expect(daysOf("2026-02-27", "2026-03-01")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(isoDay("2026-13-01")).toBeNull();
    expect(isoDay("2026-12-01")).toBe("2026-12-01");
  });
});

describe("the forms' schemas", () => {
  it("needs a survey's name and a known kind", () => {
    expect(surveyFormSchema.safeParse({ name: "Mood", kind: "SCREENING" }).success).toBe(true);
    expect(surveyFormSchema.safeParse({ name: " ", kind: "SCREENING" }).success).toBe(false);
    expect(surveyFormSchema.safeParse({ name: "Mood", kind: "QUIZ" }).success).toBe(false);
  });

  it("needs a new choice question's first choices, and not a text question's", () => {
    const base = { text: "Pick", type: "SINGLE_CHOICE" };
    const missing = newQuestionSchema.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["choices"]);
    expect(newQuestionSchema.safeParse({ ...base, choices: "A\nB" }).success).toBe(true);
    expect(newQuestionSchema.safeParse({ text: "Notes", type: "TEXT" }).success).toBe(true);
  });

  it("refuses a highest value below the lowest, under the highest", () => {
    const result = questionSchema(0).safeParse({
      text: "How many?",
      type: "NUMBER",
      minValue: "5",
      maxValue: "1",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["maxValue"]);
    expect(questionSchema(0).safeParse({ text: "Notes", type: "TEXT", maxLength: "0" }).success).toBe(false);
  });

  it("needs two choices for a single-choice question, said under the Choices box (issue 38)", () => {
    const one = newQuestionSchema.safeParse({ text: "Pick", type: "SINGLE_CHOICE", choices: "Only\n\n" });
    expect(one.success).toBe(false);
    expect(one.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["choices"], "surveys:errors.twoChoices"],
    ]);
    // One choice is enough where several may be chosen, or for yes or no.
    expect(
      newQuestionSchema.safeParse({ text: "Pick", type: "MULTIPLE_CHOICE", choices: "Only" }).success,
    ).toBe(true);
    // An existing question counts the choices it has with the lines added.
    expect(
      questionSchema(1).safeParse({ text: "Pick", type: "SINGLE_CHOICE" }).error?.issues[0]?.message,
    ).toBe("surveys:errors.twoChoices");
    expect(
      questionSchema(1).safeParse({ text: "Pick", type: "SINGLE_CHOICE", choices: "More" }).success,
    ).toBe(true);
    expect(questionSchema(2).safeParse({ text: "Pick", type: "SINGLE_CHOICE" }).success).toBe(true);
    // A text question ignores the box.
    expect(questionSchema(0).safeParse({ text: "Notes", type: "TEXT", choices: "A" }).success).toBe(true);
  });

  it("scores a choice 0 unless a number is given", () => {
    expect(choiceSchema.parse({ text: "Yes" })).toEqual({ text: "Yes", score: 0 });
    expect(choiceSchema.safeParse({ text: "Yes", score: "lots" }).success).toBe(false);
  });
});
