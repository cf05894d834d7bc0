/**
 * Upstream ids in paths: letters, digits, dot, dash, underscore; anything else is a 404. "." and
 * ".." alone are refused too: in an upstream address they would climb out of the id's segment.
 */
export const ID_PATTERN = /^(?!\.\.?$)[A-Za-z0-9._-]{1,64}$/;

export function isValidId(value: string | null | undefined): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}
