import { redirect } from "@remix-run/node";
import type { Config } from "~/config.server";
import { coordinatorFor } from "~/coordination/setup.server";
import type { Coordinator } from "~/coordination/coordinator.server";
import { isPatientAccount } from "@contract/privileges";
import { log } from "~/observability/logger.server";
import type { UpstreamSession } from "~/upstream/client.server";
import type { Shared, TokenPair } from "~/upstream/refresh.server";
import type { CookieJar } from "./cookie-jar.server";
import { sealJson, unsealJson } from "./seal.server";
import { endSession } from "./session.server";
import { recordTokens } from "./token-overrides.server";

/**
 * The session as the upstream client sees it (app/upstream imports nothing from here): the
 * tokens it sends, where a refreshed pair goes, and the end of the session when the upstream
 * refuses the refresh token. Built once per request by the load context.
 */
export function upstreamSessionFor(context: { jar: CookieJar; config: Config }): UpstreamSession {
  const { jar, config } = context;
  return {
    tokens() {
      const session = jar.getSession();
      if (!session) return null;
      const role = isPatientAccount(session.account) ? "patient" : "doctor";
      return { accessToken: session.accessToken, refreshToken: session.refreshToken, role };
    },
    sharing: () => refreshSharing(coordinatorFor(config), config.sessionSecrets),
    refreshed(tokens) {
      const session = jar.updateSession((current) => ({
        ...current,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
      }));
      // Also for responses that can no longer set cookies (event streams): see token-overrides.
      if (session) recordTokens(session.sid, tokens, session.createdAt + config.sessionMaxMs);
    },
    expired(request) {
      log.info("session ended: token refresh failed");
      endSession(context);
      jar.setFlash({ kind: "error", key: "common:errors.sessionExpired" });
      // A data request (`/x.data`) goes back to its page, without the data request's own search.
      const url = new URL(request.url);
      const here = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) || "/" : url.pathname;
      throw redirect(
        `/login?redirectTo=${encodeURIComponent(here + (here === url.pathname ? url.search : ""))}`,
        303,
      );
    },
  };
}

/** How instances share one refresh: through the coordinator, the pair sealed. */
export function refreshSharing(coordinator: Coordinator, secrets: readonly string[]): Shared {
  return {
    coordinator,
    seal: (tokens) => sealJson(tokens, secrets, "refresh-memo"),
    unseal: (sealed) => unsealJson(sealed, secrets, "refresh-memo") as TokenPair | null,
  };
}
