import { Router } from "express";
import type { ReferenceApiOptions } from "../app";
import { handler } from "../http";
import { seedState } from "../seed";
import type { Store } from "../store";
import type { State } from "../types";

/**
 * Development and test only (REFERENCE_API_TEST_HOOKS=1): read state for assertions, reset the
 * seed, expire tokens to exercise refresh. Never enabled by the demo's production-like start.
 */
export function testHookRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  router.post(
    "/__test/reset",
    handler((_req, res) => {
      store.state = seedState();
      store.flush();
      res.json({ reset: true });
    }),
  );

  router.get(
    "/__test/state/:collection",
    handler((req, res) => {
      const key = req.params.collection as keyof State;
      if (!(key in store.state)) return res.status(404).json({ message: "unknown collection" });
      res.json(store.state[key]);
    }),
  );

  /** Every access token expires now (optionally only one account's): the next call gets 401. */
  router.post(
    "/__test/expire-access-tokens",
    handler((req, res) => {
      const username = (req.body as { username?: string }).username;
      const account = username ? store.state.accounts.find((a) => a.username === username) : undefined;
      let count = 0;
      for (const entry of Object.values(store.state.tokens.access)) {
        if (!account || entry.accountId === account.accountId) {
          entry.exp = Date.now() - 1;
          count++;
        }
      }
      store.changed();
      res.json({ expired: count });
    }),
  );

  return router;
}
