/**
 * Session ids signed out before their cookie expired. A replayed cookie whose id is here is
 * treated as no session. Entries live as long as a session could (the absolute lifetime).
 * In-process: with several instances, set REDIS_URL so the list is shared (docs/deploy.md).
 */
const revoked = new Map<string, number>();

export function revoke(sid: string, untilMs: number) {
  revoked.set(sid, untilMs);
  if (revoked.size > 10_000) sweep();
}

export function isRevoked(sid: string): boolean {
  const until = revoked.get(sid);
  if (until === undefined) return false;
  if (until < Date.now()) {
    revoked.delete(sid);
    return false;
  }
  return true;
}

function sweep() {
  const now = Date.now();
  for (const [sid, until] of revoked) if (until < now) revoked.delete(sid);
}
