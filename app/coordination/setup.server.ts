import type { Config } from "~/config.server";
import { log } from "~/observability/logger.server";
import { shareRevocations } from "~/session/revocations.server";
import { shareTokenOverrides } from "~/session/token-overrides.server";
import { coordinator, type Coordinator } from "./coordinator.server";

let joined: Promise<void> | null = null;

/**
 * The coordinator for this process; on first use with REDIS_URL it also joins the other
 * instances (revocations and refreshed tokens announced between them).
 */
export function coordinatorFor(config: Config): Coordinator {
  const instance = coordinator(config.redisUrl);
  if (instance.shared && !joined) {
    joined = Promise.all([shareRevocations(instance), shareTokenOverrides(instance, config.sessionSecrets)])
      .then(() => undefined)
      .catch((error: unknown) => log.error("could not join the other instances through redis", { error }));
  }
  return instance;
}
