import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { answersOf, fieldMapOf, questionField, scaleValues, scoreOf } from "~/domain/patient-assessment";
import type { AssessmentQuestion } from "~/domain/patient-assessment";
import { assessmentSchema } from "~/domain/patient-assessment-schema";
import { decodeSlot, encodeSlot, isSameBooking } from "~/domain/patient-booking";
import {
  FULL_NAME_PARTS_ERROR,
  FULL_NAME_RULE,
  NAME_RULE,
  dateOfBirthFromParts,
  joinFullName,
  needsProfileCompletion,
  partsOfDate,
  splitFullName,
} from "~/domain/patient-profile";
import {
  canChangeBooking,
  carePlanStatusOf,
  isFinalResult,
  isUpcoming,
  needsBooking,
  taskStatusOf,
  testResultOf,
  testsWithResults,
} from "~/domain/patient-results";
import { addFamilySchema, profileSchema, registrationSchema } from "~/domain/patient-schemas";
import { displayPrice, isFreeService } from "~/domain/patient-services";
import { slotSearchSchema } from "~/domain/slot-schemas";
import enPatient from "../../public/locales/en-US/patient.json";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const value of Array.isArray(v) ? v : [v]) data.append(k, value);
  return data;
}

describe("test results (spec part 2 §4)", () => {
  it.each([
    [0, "NEGATIVE"],
    [1, "POSITIVE"],
    [-1, "INVALID"],
    [2, "RESULT_AWAITED"],
    [6, "RESULT_AWAITED"],
    [7, "RESULT_AWAITED"],
    [8, "RESULT_AWAITED"],
    ["1", "POSITIVE"],
    [" -1 ", "INVALID"],
  ] as const)("raw %s is %s", (raw, shown) => {
    expect(testResultOf(raw)).toBe(shown);
  });

  it.each([3, 4, 5, 9, 1.5, "x", "", null, undefined])("raw %s is no result", (raw) => {
    expect(testResultOf(raw as number)).toBeNull();
  });

  it("has a report only for final results", () => {
    expect(isFinalResult("POSITIVE")).toBe(true);
    expect(isFinalResult("INVALID")).toBe(true);
    expect(isFinalResult("RESULT_AWAITED")).toBe(false);
    expect(isFinalResult(null)).toBe(false);
  });

  it("keeps the tests that have a result, the most recently taken first, undated last", () => {
    const tests = testsWithResults([
      { id: "a", testResult: 0, dueDate: "2026-11-01T10:00:00Z" },
      { id: "b", testResult: null, dueDate: "2026-11-20T10:00:00Z" },
      { id: "c", testResult: 7, dueDate: "2026-11-10T10:00:00Z" },
      { id: "d", testResult: 1, dueDate: null },
      { id: "e", testResult: 4, dueDate: "2026-11-15T10:00:00Z" },
    ]);
    expect(tests.map(({ task, result }) => [task.id, result])).toEqual([
      ["c", "RESULT_AWAITED"],
      ["a", "NEGATIVE"],
      ["d", "POSITIVE"],
    ]);
  });
});

describe("care plan and task states", () => {
  it("reads care plan statuses by name or observation value", () => {
    expect(carePlanStatusOf("AwaitingTestResults")).toBe("AwaitingTestResults");
    expect(carePlanStatusOf("testedpositive")).toBe("TestedPositive");
    expect(carePlanStatusOf(-1)).toBe("AwaitingTesting");
    expect(carePlanStatusOf("3")).toBe("PatientClosedOut");
    expect(carePlanStatusOf(0)).toBe("TestedNegative");
    expect(carePlanStatusOf("Other")).toBeNull();
    expect(carePlanStatusOf(42)).toBeNull();
    expect(carePlanStatusOf(null)).toBeNull();
  });

  it("knows upcoming, changeable and unbooked appointments", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(isUpcoming({ status: "SCHEDULED", dueDate: "2026-11-22T10:00:00Z" }, now)).toBe(true);
    expect(isUpcoming({ status: "scheduled", dueDate: "2026-11-20T10:00:00Z" }, now)).toBe(false);
    expect(isUpcoming({ status: "CANCELLED", dueDate: "2026-11-22T10:00:00Z" }, now)).toBe(false);
    expect(isUpcoming({ status: "SCHEDULED", dueDate: null }, now)).toBe(false);
    expect(canChangeBooking({ status: "ACTIVE", dueDate: "2026-11-22T10:00:00Z" }, now)).toBe(true);
    expect(needsBooking({ status: "PENDING", dueDate: null })).toBe(true);
    expect(needsBooking({ status: "PENDING", dueDate: "2026-11-22T10:00:00Z" })).toBe(false);
    expect(taskStatusOf("missed")).toBe("MISSED");
    expect(taskStatusOf("LOST")).toBeNull();
  });
});

describe("booking", () => {
  const slot = { laneId: "lane-1", clinicId: "org-9", start: "2026-11-23T13:15:00.000Z" };

  it("encodes a slot in one radio value and decodes it back", () => {
    expect(decodeSlot(encodeSlot(slot))).toEqual(slot);
    expect(decodeSlot("lane-1|org-9|2026-11-23T08:15:00-05:00")).toEqual(slot);
    expect(decodeSlot("lane-1|org-9")).toBeNull();
    expect(decodeSlot("lane-1|org-9|never")).toBeNull();
    expect(decodeSlot("")).toBeNull();
  });

  it("skips booking when due date, location and clinic resource are all the same", () => {
    const task = {
      dueDate: "2026-11-23T08:15:00-05:00",
      location: { id: "org-9" },
      clinicAppointmentResource: { id: "lane-1" },
    };
    expect(isSameBooking(task, slot)).toBe(true);
    expect(
      isSameBooking({ dueDate: slot.start, locationId: "org-9", clinicAppointmentId: "lane-1" }, slot),
    ).toBe(true);
    expect(isSameBooking({ ...task, dueDate: "2026-11-23T13:30:00Z" }, slot)).toBe(false);
    expect(isSameBooking({ ...task, location: { id: "org-8" } }, slot)).toBe(false);
    expect(isSameBooking({ ...task, clinicAppointmentResource: { id: "lane-2" } }, slot)).toBe(false);
    expect(
      isSameBooking(
        { dueDate: null, location: { id: "org-9" }, clinicAppointmentResource: { id: "lane-1" } },
        slot,
      ),
    ).toBe(false);
  });
});

describe("free services (spec part 2 §5)", () => {
  it("shows a free service at 0 with the original price kept", () => {
    expect(displayPrice({ price: "40.00", attributes: { free: true } })).toEqual({
      price: "0.00",
      originalPrice: "40.00",
      free: true,
    });
    expect(displayPrice({ price: 65, attributes: { free: "true" } })).toEqual({
      price: "0.00",
      originalPrice: "65.00",
      free: true,
    });
    expect(displayPrice({ price: "0", free: true })).toEqual({
      price: "0.00",
      originalPrice: null,
      free: true,
    });
  });

  it("shows a paid service at its price with nothing struck through", () => {
    expect(displayPrice({ price: "25", attributes: { vaccineType: "Flu" } as never })).toEqual({
      price: "25.00",
      originalPrice: null,
      free: false,
    });
    expect(displayPrice({ price: null })).toEqual({ price: "0.00", originalPrice: null, free: false });
    expect(isFreeService({ attributes: { free: false } })).toBe(false);
  });
});

describe("names and the profile", () => {
  it("applies the name pattern: letters with single hyphen, apostrophe or space separators", () => {
    for (const ok of ["Ana", "Mary-Jane", "O'Brien", "De la Cruz", "Nguyễn", "김", "José"])
      expect(NAME_RULE.test(ok)).toBe(true);
    for (const bad of ["", "Ana1", "Mary--Jane", "Ana ", " Ana", "A_b", "Ana  Lee"])
      expect(NAME_RULE.test(bad)).toBe(false);
  });

  it("applies the full-name pattern and needs both a first and a last name", () => {
    expect(FULL_NAME_RULE.test("Ana Lopez")).toBe(true);
    expect(FULL_NAME_RULE.test("Ana  Lopez")).toBe(false);
    expect(FULL_NAME_RULE.test("Ana Lopez2")).toBe(false);
    expect(splitFullName("Ana Maria Lopez")).toEqual({ firstName: "Ana", lastName: "Maria Lopez" });
    expect(splitFullName("Ana")).toBeNull();
    expect(joinFullName("Ana", null)).toBe("Ana");
    expect(enPatient.errors.fullNameParts).toBe(FULL_NAME_PARTS_ERROR);
  });

  it("sends a profile below 0.5 complete to the edit screen", () => {
    expect(needsProfileCompletion(0.49)).toBe(true);
    expect(needsProfileCompletion(0.5)).toBe(false);
    expect(needsProfileCompletion(1)).toBe(false);
    expect(needsProfileCompletion(null)).toBe(false);
  });

  it("reads a date of birth from day, month and year, as MM/dd/yyyy", () => {
    const today = new Date(2026, 10, 21);
    expect(dateOfBirthFromParts("5", "3", "2014", today)).toEqual({ ok: true, value: "03/05/2014" });
    expect(dateOfBirthFromParts("", "", "", today)).toEqual({ ok: false, problem: "required" });
    expect(dateOfBirthFromParts("31", "2", "2014", today)).toEqual({ ok: false, problem: "invalid" });
    expect(dateOfBirthFromParts("1", "13", "2014", today)).toEqual({ ok: false, problem: "invalid" });
    expect(dateOfBirthFromParts("1", "x", "2014", today)).toEqual({ ok: false, problem: "invalid" });
    expect(dateOfBirthFromParts("22", "11", "2026", today)).toEqual({ ok: false, problem: "future" });
    expect(partsOfDate("04/12/1985")).toEqual({ month: "4", day: "12", year: "1985" });
    expect(partsOfDate("junk")).toEqual({ day: "", month: "", year: "" });
  });
});

describe("form schemas", () => {
  it("puts the family member's date problem on dateOfBirth", () => {
    const result = parseWithZod(
      form({
        firstName: "Leo",
        lastName: "Rivera",
        relationship: "child",
        gender: "male",
        dobDay: "31",
        dobMonth: "2",
        dobYear: "2015",
      }),
      { schema: addFamilySchema },
    );
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ dateOfBirth: ["validation:invalidDate"] });
  });

  it("gives the full-name error text of the spec for a single name", () => {
    const result = parseWithZod(
      form({
        fullName: "Robin",
        gender: "other",
        dobDay: "1",
        dobMonth: "2",
        dobYear: "1990",
        language: "en-US",
      }),
      { schema: profileSchema },
    );
    expect(result.reply().error?.fullName).toEqual(["patient:errors.fullNameParts"]);
  });

  it("asks for the member id when an insurance company is chosen", () => {
    const result = parseWithZod(
      form({
        fullName: "Robin Lee",
        gender: "other",
        dobDay: "1",
        dobMonth: "2",
        dobYear: "1990",
        language: "en-US",
        payerId: "payer-1",
      }),
      { schema: profileSchema },
    );
    expect(result.reply().error?.memberId).toEqual(["patient:errors.memberIdRequired"]);
  });

  it("requires each of service type, manufacturer, organization and date for the slot search", () => {
    const result = parseWithZod(form({}), { schema: slotSearchSchema });
    const error = result.reply().error ?? {};
    expect(error.testingType).toEqual([
      'patient:schedule.required::{"field":"patient:schedule.fields.testingType"}',
    ]);
    expect(error.manufacture).toEqual([
      'patient:schedule.required::{"field":"patient:schedule.fields.manufacture"}',
    ]);
    expect(error.organizationId).toEqual([
      'patient:schedule.required::{"field":"patient:schedule.fields.organizationId"}',
    ]);
    expect(error.date).toEqual(['patient:schedule.required::{"field":"patient:schedule.fields.date"}']);
    const ok = parseWithZod(
      form({
        testingType: "2",
        manufacture: "Pfizer",
        organizationId: "org-1",
        date: "2026-11-23",
        zip: "02139",
        miles: "5",
      }),
      { schema: slotSearchSchema },
    );
    expect(ok.status).toBe("success");
    const badZip = parseWithZod(
      form({
        testingType: "2",
        manufacture: "Pfizer",
        organizationId: "org-1",
        date: "2026-11-23",
        zip: "2139",
      }),
      { schema: slotSearchSchema },
    );
    expect(badZip.reply().error?.zip).toEqual(["patient:errors.zipInvalid"]);
  });

  it("checks the registration's password rule and confirmation", () => {
    const result = parseWithZod(
      form({
        code: "X",
        firstName: "Ana",
        lastName: "Lee",
        gender: "female",
        dobDay: "1",
        dobMonth: "1",
        dobYear: "1990",
        email: "ana@example.com",
        zipcode: "02108",
        password: "Long-Enough-Pass-1",
        confirmPassword: "other",
      }),
      { schema: registrationSchema },
    );
    expect(result.reply().error).toEqual({ confirmPassword: ["auth:password.mismatch"] });
  });
});

describe("assessments", () => {
  const questions: AssessmentQuestion[] = [
    {
      id: "q-1",
      text: "Feeling?",
      type: "SINGLE_CHOICE",
      required: true,
      choices: [
        { id: "c-1", text: "Well", score: 0 },
        { id: "c-2", text: "Unwell", score: 2 },
      ],
    },
    {
      id: "q-2",
      text: "Symptoms?",
      type: "MULTIPLE_CHOICE",
      required: true,
      choices: [
        { id: "c-3", text: "Fever", score: 2 },
        { id: "c-4", text: "Cough", score: 1 },
      ],
    },
    {
      id: "q-3",
      text: "Temperature?",
      type: "NUMBER",
      required: true,
      choices: [],
      minValue: 90,
      maxValue: 110,
    },
    { id: "q-4", text: "Last vaccination?", type: "DATE", required: false, choices: [] },
    { id: "q-5", text: "Nervous?", type: "SCALE", required: true, choices: [], minValue: 1, maxValue: 5 },
    { id: "q.6", text: "Anything else?", type: "TEXT", required: false, choices: [], maxLength: 5 },
    {
      id: "q-7",
      text: "Allergies?",
      type: "YES_NO",
      required: false,
      choices: [
        { id: "y", text: "Yes", score: 1 },
        { id: "n", text: "No", score: 0 },
      ],
    },
  ];
  const schema = assessmentSchema(questions);

  it("names fields safely", () => {
    expect(questionField({ id: "q.6" })).toBe("q_q_6");
    expect(fieldMapOf(questions)["q.6"]).toBe("q_q_6");
    expect(scaleValues(questions[4]!)).toEqual([1, 2, 3, 4, 5]);
  });

  it("validates each question type and keeps answers in the reply", () => {
    const result = parseWithZod(
      form({
        "q_q-1": "nope",
        "q_q-3": "200",
        "q_q-5": "9",
        q_q_6: "too long",
        "q_q-4_day": "31",
        "q_q-4_month": "2",
        "q_q-4_year": "2026",
        "q_q-7": "y",
      }),
      { schema },
    );
    const reply = result.reply();
    expect(reply.error).toEqual({
      "q_q-1": ["patient:assessment.chooseOffered"],
      "q_q-2": ["patient:assessment.required"],
      "q_q-3": ['patient:assessment.numberRange::{"min":90,"max":110}'],
      "q_q-5": ["patient:assessment.chooseOffered"],
      q_q_6: ['validation:tooLong::{"max":5}'],
      "q_q-4": ["validation:invalidDate"],
    });
    expect(reply.initialValue).toMatchObject({ "q_q-3": "200", q_q_6: "too long", "q_q-7": "y" });
  });

  it("turns valid answers into report answers and a score", () => {
    const result = parseWithZod(
      form({
        "q_q-1": "c-2",
        "q_q-2": ["c-3", "c-4"],
        "q_q-3": "98.6",
        "q_q-5": "3",
        "q_q-4_day": "1",
        "q_q-4_month": "10",
        "q_q-4_year": "2026",
      }),
      { schema },
    );
    expect(result.status).toBe("success");
    const answers = answersOf(questions, result.status === "success" ? result.value : {});
    expect(answers).toEqual([
      { questionId: "q-1", choiceIds: ["c-2"] },
      { questionId: "q-2", choiceIds: ["c-3", "c-4"] },
      { questionId: "q-3", value: "98.6" },
      { questionId: "q-4", value: "10/01/2026" },
      { questionId: "q-5", value: "3" },
    ]);
    expect(scoreOf(questions, answers)).toBe(5);
  });

  it("accepts a single checked box of a multiple choice as a list", () => {
    const result = parseWithZod(form({ "q_q-1": "c-1", "q_q-2": "c-4", "q_q-3": "99", "q_q-5": "1" }), {
      schema,
    });
    expect(result.status).toBe("success");
    expect(answersOf(questions, result.status === "success" ? result.value : {})[1]).toEqual({
      questionId: "q-2",
      choiceIds: ["c-4"],
    });
  });
});
