import type { Config } from "~/config.server";
import { log } from "~/observability/logger.server";
import { shareRevocations } from "~/session/revocations.server";
import { shareTokenOverrides } from "~/session/token-overrides.server";
import { announceBreakersTo, hear, type BreakerNews, type BreakerSettings } from "~/upstream/breaker.server";
import { coordinator, type Coordinator } from "./coordinator.server";

let joined: Promise<void> | null = null;

/**
 * The coordinator for this process; on first use with REDIS_URL it also joins the other
 * instances (revocations and refreshed tokens announced between them).
 */
export function coordinatorFor(config: Config): Coordinator {
  const instance = coordinator(config.redisUrl);
  if (instance.shared && !joined) {
    joined = Promise.all([
      shareRevocations(instance),
      shareTokenOverrides(instance, config.sessionSecrets),
      shareBreakers(instance, config.upstreamBreaker),
    ])
      .then(() => undefined)
      .catch((error: unknown) => log.error("could not join the other instances through redis", { error }));
  }
  return instance;
}

/**
 * The upstream's breaker, opened on one instance, held open on the others until its probe (issue
 * 42, decision 059); its close lets them go. A starting instance reads the one open now.
 */
async function shareBreakers(instance: Coordinator, settings: BreakerSettings) {
  announceBreakersTo((news) => {
    const message = JSON.stringify(news);
    const ttl = Math.max(1000, news.untilMs - Date.now());
    void (
      news.open ? instance.set(`breaker:${news.url}`, message, ttl) : instance.delete(`breaker:${news.url}`)
    )
      .then(() => instance.publish("breaker", message))
      .catch(() => undefined);
  });
  await instance.subscribe("breaker", (message) => hear(JSON.parse(message) as BreakerNews, settings));
  for (const [, value] of await instance.scan("breaker:")) hear(JSON.parse(value) as BreakerNews, settings);
}
