/**
 * A provider's National Provider Identifier (spec part 2 §9, decision 038): the provider form and
 * the reference upstream check it with this one rule.
 */

/** NPIs carry a Luhn check digit computed over the number prefixed with the card issuer 80840. */
const NPI_PREFIX_SUM = 24;

/** A US National Provider Identifier: ten digits whose last is the Luhn check digit (CMS). */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  let sum = NPI_PREFIX_SUM;
  // From the rightmost digit: every second one, starting with the one left of the check digit, doubled.
  for (let index = 0; index < 10; index++) {
    let digit = Number(npi[9 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
