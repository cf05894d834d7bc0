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
