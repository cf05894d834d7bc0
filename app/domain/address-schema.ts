import { z } from "zod";
import { isStateCode, isUnitedStates, isUsZip } from "@contract/us-states";
import { msg } from "./messages";

/**
 * A postal address as every staff form takes it (the organization form, a location): the fields,
 * their rules and messages, written once so that the forms and the upstream's field names agree.
 * States are the vocabulary's (spec part 2 §9); a US address has a US ZIP code (issue 38).
 */

const required = (max: number, key: string) =>
  z
    .string({ required_error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg("validation:tooLong", { max }));

export const addressFields = {
  address1: required(200, "organizations:errors.address1"),
  address2: z
    .string()
    .trim()
    .max(200, msg("validation:tooLong", { max: 200 }))
    .optional(),
  city: required(100, "organizations:errors.city"),
  state: z
    .string({ required_error: msg("organizations:errors.state") })
    .refine(isStateCode, msg("organizations:errors.state")),
  zipcode: z
    .string({ required_error: msg("organizations:errors.zipcode") })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, msg("organizations:errors.zipcode")),
  country: required(60, "organizations:errors.country"),
};

/** For `superRefine`: an address in the United States has a US ZIP code (5 digits, or ZIP+4). */
export function refineUsZip(value: { country?: string; zipcode?: string }, ctx: z.RefinementCtx) {
  if (isUnitedStates(value.country) && value.zipcode && !isUsZip(value.zipcode))
    ctx.addIssue({ code: "custom", path: ["zipcode"], message: msg("organizations:errors.zipcodeUs") });
}

/** The upstream's names for an address nested in its body (`address.city`), to the form's. */
export const ADDRESS_FIELD_MAP: Record<string, string> = {
  "address.address1": "address1",
  "address.address2": "address2",
  "address.city": "city",
  "address.state": "state",
  "address.zipcode": "zipcode",
  "address.country": "country",
};
