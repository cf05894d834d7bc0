/**
 * Generated passwords (spec part 2 §5: they draw from four character classes), for an account
 * staff create for someone. Each class is drawn at least once, the rest from all four, and the
 * order shuffled, so every password meets the password rule (PASSWORD_RULE in auth-schemas).
 * Letters and digits that read alike (l, I, 1, O, 0) are left out: the password is read aloud
 * or copied by hand.
 */

export const PASSWORD_CLASSES = [
  "abcdefghijkmnopqrstuvwxyz",
  "ABCDEFGHJKLMNPQRSTUVWXYZ",
  "23456789",
  "!#$%&*+-=?@^_",
] as const;

export const GENERATED_PASSWORD_LENGTH = 16;

/** A uniform integer in [0, bound): crypto's, by default; a test passes its own. */
export type RandomBelow = (bound: number) => number;

const cryptoBelow: RandomBelow = (bound) => {
  // Rejection sampling: no bias toward the low values of the range.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % bound;
  }
};

export function generatePassword(
  length = GENERATED_PASSWORD_LENGTH,
  below: RandomBelow = cryptoBelow,
): string {
  const size = Math.max(length, PASSWORD_CLASSES.length);
  const pick = (alphabet: string) => alphabet[below(alphabet.length)]!;
  const all = PASSWORD_CLASSES.join("");
  const chars = [
    ...PASSWORD_CLASSES.map(pick),
    ...Array.from({ length: size - PASSWORD_CLASSES.length }, () => pick(all)),
  ];
  // Fisher–Yates, so the classes' first characters are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}
