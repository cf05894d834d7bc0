import { z } from "zod";
import { msg } from "./messages";
import {
  type AssessmentQuestion,
  controlOf,
  dateParts,
  questionField,
  scaleValues,
  TEXT_MAX_DEFAULT,
} from "./patient-assessment";
import { dateOfBirthFromParts } from "./patient-profile";

/** The zod object an assessment's action checks its answers with (decision 046: the server only). */

const REQUIRED = msg("patient:assessment.required");
const CHOOSE = msg("patient:assessment.chooseOffered");

function fieldSchema(question: AssessmentQuestion): z.ZodTypeAny {
  const ids = question.choices.map((c) => c.id);
  switch (controlOf(question)) {
    case "SINGLE_CHOICE":
    case "YES_NO": {
      const one = z.string({ required_error: REQUIRED }).refine((v) => ids.includes(v), CHOOSE);
      return question.required ? one : one.optional();
    }
    case "MULTIPLE_CHOICE": {
      const many = z.array(z.string().refine((v) => ids.includes(v), CHOOSE));
      return question.required ? many.min(1, REQUIRED) : many.optional();
    }
    case "SCALE": {
      const values = scaleValues(question).map(String);
      const one = z.string({ required_error: REQUIRED }).refine((v) => values.includes(v), CHOOSE);
      return question.required ? one : one.optional();
    }
    case "NUMBER": {
      const min = question.minValue ?? null;
      const max = question.maxValue ?? null;
      const range =
        min !== null && max !== null
          ? msg("patient:assessment.numberRange", { min, max })
          : msg("validation:invalidNumber");
      let n = z.number({ required_error: REQUIRED, invalid_type_error: msg("validation:invalidNumber") });
      if (min !== null) n = n.min(min, range);
      if (max !== null) n = n.max(max, range);
      return question.required ? n : n.optional();
    }
    case "DATE":
      // Checked as a whole in the object's refinement (three inputs).
      return z.string().optional();
    case "TEXT":
    default: {
      const max = question.maxLength ?? TEXT_MAX_DEFAULT;
      const text = z.string({ required_error: REQUIRED }).trim().max(max, msg("validation:tooLong", { max }));
      return question.required ? text.min(1, REQUIRED) : text.optional();
    }
  }
}

/** One zod object for the whole assessment, for its action and its loader's constraint attributes. */
export function assessmentSchema(questions: readonly AssessmentQuestion[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  const dates: AssessmentQuestion[] = [];
  for (const question of questions) {
    const name = questionField(question);
    if (controlOf(question) === "DATE") {
      const parts = dateParts(name);
      shape[parts.day] = z.string().max(4).optional();
      shape[parts.month] = z.string().max(4).optional();
      shape[parts.year] = z.string().max(6).optional();
      dates.push(question);
    } else {
      shape[name] = fieldSchema(question);
    }
  }
  return z.object(shape).superRefine((value, ctx) => {
    for (const question of dates) {
      const parts = dateParts(questionField(question));
      const v = value as Record<string, string | undefined>;
      const result = dateOfBirthFromParts(v[parts.day], v[parts.month], v[parts.year]);
      if (result.ok) continue;
      if (result.problem === "required" && !question.required) continue;
      const message =
        result.problem === "required"
          ? REQUIRED
          : result.problem === "future"
            ? msg("patient:assessment.dateFuture")
            : msg("validation:invalidDate");
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [questionField(question)], message });
    }
  });
}
