/**
 * How much of an upstream 422 the next page's "invalid data entered" dialog gets (a cookie carries
 * it: app/http/outcome.server.ts cuts the errors, the cookie's schema in
 * app/session/cookie-purposes.server.ts bounds them).
 */
export const INVALID_DATA = { errors: 10, fieldChars: 100, messageChars: 300 } as const;

/**
 * The "invalid data entered" dialog (spec part 2 §8) shows each field error with the text before
 * the first quote plain and the quoted part highlighted: "Value 'abc' is not a date" →
 * plain "Value ", highlighted "'abc' is not a date".
 */
export function splitAtFirstQuote(message: string): { plain: string; highlighted: string } {
  const index = message.search(/['"“‘]/);
  if (index < 0) return { plain: message, highlighted: "" };
  return { plain: message.slice(0, index), highlighted: message.slice(index) };
}
