/**
 * What must never reach a browser or a log: upstream tokens (opaque `at_`/`rt_` strings in the
 * reference upstream, JWT-shaped ones elsewhere) and the passwords the tests type.
 */
export const SECRET_PATTERNS: RegExp[] = [
  /\bat_[A-Za-z0-9_-]{20,}/,
  /\brt_[A-Za-z0-9_-]{20,}/,
  /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/,
  /Demo-Password-2026!/,
  /Brand-New-Passw0rd!/,
  /Strong-Password-2026!/,
];

export function findSecrets(text: string): string[] {
  return SECRET_PATTERNS.filter((pattern) => pattern.test(text)).map((pattern) => pattern.source);
}
