import { createClient } from "@redis/client";
import { log } from "~/observability/logger.server";

/**
 * What app instances must agree on: who refreshes a token (a lock) and what it got (a memo),
 * counters for rate limits, one-time keys for idempotency, and messages every instance hears
 * (revoked sessions, refreshed tokens). One process keeps it in memory; several share it
 * through Redis when REDIS_URL is set (docs/deploy.md). Values are strings; callers seal what is
 * secret before it leaves the process.
 */
export interface Coordinator {
  readonly shared: boolean;
  /** Takes a lock for ttlMs; returns a release function, or null when someone else holds it. */
  lock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Increments a counter that expires ttlMs after its first increment; returns the new count and ms left. */
  increment(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Increments several counters in one atomic step (no other caller's increments in between). */
  incrementMany(keys: string[], ttlMs: number): Promise<Array<{ count: number; ttlMs: number }>>;
  /**
   * Takes one back from each counter that still exists, in one atomic step (an attempt that turned
   * out not to count). A counter that expired meanwhile stays gone, so a refund never opens a window.
   */
  decrementMany(keys: string[]): Promise<void>;
  delete(key: string): Promise<void>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  /** Keys with a prefix (for loading shared state when an instance starts). */
  scan(prefix: string): Promise<Array<[string, string]>>;
}

class MemoryCoordinator implements Coordinator {
  readonly shared = false;
  private values = new Map<string, { value: string; until: number }>();
  private handlers = new Map<string, Set<(message: string) => void>>();

  private live(key: string) {
    const entry = this.values.get(key);
    if (entry && entry.until < Date.now()) {
      this.values.delete(key);
      return undefined;
    }
    return entry;
  }

  private lastSweep = Date.now();

  /** Drops expired entries every half minute (or at once when the map is large), so keys nobody reads again do not pile up. */
  private sweep() {
    const now = Date.now();
    if (this.values.size < 50_000 && now - this.lastSweep < 30_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.values) if (entry.until < now) this.values.delete(key);
  }

  async lock(key: string, ttlMs: number) {
    if (!(await this.setIfAbsent(key, "1", ttlMs))) return null;
    return async () => void this.values.delete(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.sweep();
    this.values.set(key, { value, until: Date.now() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async increment(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (!entry) {
      await this.set(key, "1", ttlMs);
      return { count: 1, ttlMs };
    }
    entry.value = String(Number(entry.value) + 1);
    return { count: Number(entry.value), ttlMs: entry.until - Date.now() };
  }

  async incrementMany(keys: string[], ttlMs: number) {
    const out: Array<{ count: number; ttlMs: number }> = [];
    for (const key of keys) {
      const entry = this.live(key);
      if (!entry) {
        this.values.set(key, { value: "1", until: Date.now() + ttlMs });
        out.push({ count: 1, ttlMs });
      } else {
        entry.value = String(Number(entry.value) + 1);
        out.push({ count: Number(entry.value), ttlMs: entry.until - Date.now() });
      }
    }
    return out;
  }

  async decrementMany(keys: string[]) {
    for (const key of keys) {
      const entry = this.live(key);
      if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
    }
  }

  async delete(key: string) {
    this.values.delete(key);
  }

  async publish(channel: string, message: string) {
    for (const handler of this.handlers.get(channel) ?? []) handler(message);
  }

  async subscribe(channel: string, handler: (message: string) => void) {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
  }

  async scan(prefix: string) {
    const out: Array<[string, string]> = [];
    for (const [key] of this.values) {
      const entry = this.live(key);
      if (entry && key.startsWith(prefix)) out.push([key, entry.value]);
    }
    return out;
  }
}

const PREFIX = "care:";

class RedisCoordinator implements Coordinator {
  readonly shared = true;
  private client;
  private subscriber;
  private ready: Promise<unknown>;

  constructor(url: string) {
    this.client = createClient({ url });
    this.subscriber = this.client.duplicate();
    for (const c of [this.client, this.subscriber])
      c.on("error", (error: Error) => log.warn("redis error", { error: error.message }));
    this.ready = Promise.all([this.client.connect(), this.subscriber.connect()]);
  }

  async lock(key: string, ttlMs: number) {
    await this.ready;
    const token = crypto.randomUUID();
    const ok = await this.client.set(PREFIX + key, token, { NX: true, PX: ttlMs });
    if (ok !== "OK") return null;
    return async () => {
      // Release only our own lock (it may have expired and been taken since).
      await this.client.eval(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
        {
          keys: [PREFIX + key],
          arguments: [token],
        },
      );
    };
  }

  async get(key: string) {
    await this.ready;
    return (await this.client.get(PREFIX + key)) as string | null;
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.ready;
    await this.client.set(PREFIX + key, value, { PX: Math.max(1, Math.round(ttlMs)) });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    await this.ready;
    return (
      (await this.client.set(PREFIX + key, value, { NX: true, PX: Math.max(1, Math.round(ttlMs)) })) === "OK"
    );
  }

  async increment(key: string, ttlMs: number) {
    await this.ready;
    const [count, ttl] = (await this.client
      .multi()
      .incr(PREFIX + key)
      .pExpire(PREFIX + key, ttlMs, "NX")
      .pTTL(PREFIX + key)
      .exec()) as unknown as [number, number, number];
    return { count: Number(count), ttlMs: Number(ttl) };
  }

  async incrementMany(keys: string[], ttlMs: number) {
    await this.ready;
    const multi = this.client.multi();
    for (const key of keys)
      multi
        .incr(PREFIX + key)
        .pExpire(PREFIX + key, ttlMs, "NX")
        .pTTL(PREFIX + key);
    const replies = (await multi.exec()) as unknown as number[];
    return keys.map((_, i) => ({ count: Number(replies[i * 3]), ttlMs: Number(replies[i * 3 + 2]) }));
  }

  async decrementMany(keys: string[]) {
    await this.ready;
    await this.client.eval(
      "for _, key in ipairs(KEYS) do if redis.call('exists', key) == 1 and tonumber(redis.call('get', key)) > 0 then redis.call('decr', key) end end return 0",
      { keys: keys.map((key) => PREFIX + key) },
    );
  }

  async delete(key: string) {
    await this.ready;
    await this.client.del(PREFIX + key);
  }

  async publish(channel: string, message: string) {
    await this.ready;
    await this.client.publish(PREFIX + channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void) {
    await this.ready;
    await this.subscriber.subscribe(PREFIX + channel, (message: string) => handler(message));
  }

  async scan(prefix: string) {
    await this.ready;
    const out: Array<[string, string]> = [];
    for await (const keys of this.client.scanIterator({ MATCH: `${PREFIX}${prefix}*`, COUNT: 500 })) {
      for (const key of ([] as string[]).concat(keys as string | string[])) {
        const value = await this.client.get(key);
        if (value !== null) out.push([key.slice(PREFIX.length), value as string]);
      }
    }
    return out;
  }
}

const KEY = Symbol.for("care-delivery.coordinator");
type Holder = typeof globalThis & { [KEY]?: Coordinator };

/** The process's coordinator: Redis when configured, memory otherwise. */
export function coordinator(redisUrl?: string): Coordinator {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    holder[KEY] = redisUrl ? new RedisCoordinator(redisUrl) : new MemoryCoordinator();
    if (redisUrl) log.info("coordinating instances through redis");
  }
  return holder[KEY]!;
}

/** For tests: a fresh in-memory coordinator, or a given one. */
export function setCoordinatorForTests(next?: Coordinator) {
  (globalThis as Holder)[KEY] = next ?? new MemoryCoordinator();
}

export function createMemoryCoordinator(): Coordinator {
  return new MemoryCoordinator();
}

export function createRedisCoordinator(url: string): Coordinator {
  return new RedisCoordinator(url);
}
