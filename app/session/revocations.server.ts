import type { Coordinator } from "~/coordination/coordinator.server";

/**
 * Session ids signed out before their cookie expired. A replayed cookie whose id is here is
 * treated as no session. Entries live as long as a session could (the absolute lifetime).
 * Checked synchronously on every request from a local map; with several instances (REDIS_URL)
 * each revocation is also stored in Redis and announced, and a starting instance loads them.
 */
const revoked = new Map<string, number>();
let sharedWith: Coordinator | null = null;

export function revoke(sid: string, untilMs: number) {
  remember(sid, untilMs);
  if (sharedWith) {
    const ttl = Math.max(1000, untilMs - Date.now());
    void sharedWith.set(`revoked:${sid}`, String(untilMs), ttl).catch(() => undefined);
    void sharedWith.publish("revoked", JSON.stringify({ sid, untilMs })).catch(() => undefined);
  }
}

function remember(sid: string, untilMs: number) {
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

/** Joins the other instances: hears their revocations and loads the current ones. */
export async function shareRevocations(coordinator: Coordinator) {
  sharedWith = coordinator;
  await coordinator.subscribe("revoked", (message) => {
    const { sid, untilMs } = JSON.parse(message) as { sid: string; untilMs: number };
    remember(sid, untilMs);
  });
  for (const [key, value] of await coordinator.scan("revoked:"))
    remember(key.slice("revoked:".length), Number(value));
}
