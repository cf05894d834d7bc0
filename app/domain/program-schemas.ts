import { z } from "zod";
import { msg } from "./messages";
import { CRITERION_ATTRIBUTES, CRITERION_GENDERS, ITEM_TYPES, PROGRAM_STATUSES } from "./programs";

/**
 * The program forms' schemas (issue 19), for the actions (parseWithZod) and the constraint
 * attributes their loaders send (decision 046). Messages are i18n keys of the programs namespace.
 */

const tooLong = (max: number) => msg("validation:tooLong", { max });
const required = (key: string, max: number) =>
  z
    .string({ required_error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, tooLong(max));
const anId = z.string().trim().min(1).max(64);
/** A group of tick boxes: absent when none is ticked, a string for one, an array for more. */
const ids = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(anId).max(100),
);

export const PROGRAM_NAME_MAX = 120;

export const programFormSchema = z.object({
  name: required("programs:errors.nameRequired", PROGRAM_NAME_MAX),
  description: z.string().trim().max(1000, tooLong(1000)).optional(),
  typeId: z
    .string({ required_error: msg("programs:errors.typeRequired") })
    .trim()
    .min(1)
    .max(64),
  categoryId: z
    .string({ required_error: msg("programs:errors.categoryRequired") })
    .trim()
    .min(1)
    .max(64),
  status: z.enum(PROGRAM_STATUSES, { errorMap: () => ({ message: msg("programs:errors.statusRequired") }) }),
  clinicId: anId.optional(),
  templateIds: ids,
  serviceTypeIds: ids,
});

export const phaseSchema = z.object({ name: required("programs:errors.phaseRequired", PROGRAM_NAME_MAX) });

/** A phase item: the phase, and what it points at as `TYPE:id` (one select, grouped by type). */
export const phaseItemSchema = z.object({
  phaseId: z
    .string({ required_error: msg("programs:errors.phaseChoice") })
    .trim()
    .min(1)
    .max(64),
  item: z
    .string({ required_error: msg("programs:errors.itemRequired") })
    .trim()
    .max(100)
    .regex(new RegExp(`^(${ITEM_TYPES.join("|")}):.+$`), msg("programs:errors.itemRequired")),
});

const criterionFields = {
  attribute: z.enum(CRITERION_ATTRIBUTES, {
    errorMap: () => ({ message: msg("programs:errors.attributeRequired") }),
  }),
  value: z
    .string({ required_error: msg("programs:errors.valueRequired") })
    .trim()
    .min(1)
    .max(20),
};

/** A criterion's value must read as its attribute says: an age, a recorded gender, a language tag. */
function checkValue(criterion: { attribute: string; value: string }, ctx: z.RefinementCtx) {
  const { attribute, value } = criterion;
  const bad = (key: string) => ctx.addIssue({ code: "custom", path: ["value"], message: msg(key) });
  if (attribute === "MIN_AGE" || attribute === "MAX_AGE") {
    const n = Number(value);
    if (!/^\d{1,3}$/.test(value) || n > 130) bad("programs:errors.age");
  } else if (attribute === "GENDER" && !(CRITERION_GENDERS as readonly string[]).includes(value))
    bad("programs:errors.gender");
  else if (attribute === "LANGUAGE" && !/^[a-z]{2}(-[A-Z]{2})?$/.test(value)) bad("programs:errors.language");
}

export const criterionSchema = z.object(criterionFields).superRefine(checkValue);

/** Editing a criterion in place: its rank (which stays), its attribute and value. */
export const criterionEditSchema = z
  .object({ rank: z.coerce.number().int().min(0).max(999), ...criterionFields })
  .superRefine(checkValue);

/** A move button's form (the surveys' MoveButtons): `itemId` is the criterion's rank. */
export const criterionMoveSchema = z.object({
  itemId: z.coerce.number().int().min(0).max(999),
  direction: z.enum(["up", "down"]),
});

export const criterionDeleteSchema = z.object({ rank: z.coerce.number().int().min(0).max(999) });

/** The eligible list's invite form: tick boxes, or every patient matching the filter. */
export const inviteSchema = z.object({
  patientId: ids,
  all: z.enum(["true"]).optional(),
  name: z.string().trim().max(100).optional(),
});

export const enrollSchema = z.object({ patientId: anId });

export const productSchema = z.object({
  name: required("programs:errors.productRequired", PROGRAM_NAME_MAX),
});

export const productItemSchema = z.object({
  productId: z
    .string({ required_error: msg("programs:errors.productChoice") })
    .trim()
    .min(1)
    .max(64),
  name: required("programs:errors.productItemRequired", PROGRAM_NAME_MAX),
  templateId: anId.optional(),
  clinicId: anId.optional(),
});

export const stepSchema = z.object({ name: required("programs:errors.stepRequired", PROGRAM_NAME_MAX) });

/** A remove button's form on the phases page: which phase or item. */
export const removeSchema = z.object({ id: anId });

/** Renaming a phase or an enrollment step in place: which one, and its new name. */
const renameSchema = (requiredKey: string) =>
  z.object({
    id: anId,
    name: required(requiredKey, PROGRAM_NAME_MAX),
  });
export const phaseRenameSchema = renameSchema("programs:errors.phaseRequired");
export const stepRenameSchema = renameSchema("programs:errors.stepRequired");
