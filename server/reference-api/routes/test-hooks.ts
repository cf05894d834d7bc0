import type { NextFunction, Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../app";
import { handler } from "../http";
import { seedState } from "../seed";
import { createLaneFixture } from "./lanes";
import type { Store } from "../store";
import type { State } from "../types";

/**
 * Development and test only (REFERENCE_API_TEST_HOOKS=1): read state for assertions, reset the
 * seed, expire tokens to exercise refresh. Never enabled by the demo's production-like start.
 */
interface Fault {
  method?: string;
  path: RegExp;
  status: number;
  times: number;
  delayMs: number;
  body?: string;
  contentType: string;
}

const faults: Fault[] = [];

/**
 * Injected failures for tests: the next `times` requests matching method and path answer with
 * `status` (and `body`), after `delayMs`. Runs before every /api route.
 */
export function faultInjector(req: Request, res: Response, next: NextFunction) {
  const index = faults.findIndex((f) => (!f.method || f.method === req.method) && f.path.test(req.path));
  if (index < 0) return next();
  const fault = faults[index]!;
  fault.times -= 1;
  if (fault.times <= 0) faults.splice(index, 1);
  setTimeout(() => {
    if (fault.status === 0) return req.socket.destroy();
    res.status(fault.status).type(fault.contentType).send(fault.body ?? JSON.stringify({ code: "INJECTED_FAULT", message: "Injected failure" }));
  }, fault.delayMs);
}

export function testHookRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /** { method?, path: "regex", status (0 = drop the connection), times?, delayMs?, body?, contentType? } */
  router.post(
    "/__test/faults",
    handler((req, res) => {
      const body = req.body as { method?: string; path: string; status: number; times?: number; delayMs?: number; body?: string; contentType?: string };
      faults.push({
        method: body.method?.toUpperCase(),
        path: new RegExp(body.path),
        status: Number(body.status),
        times: Number(body.times ?? 1),
        delayMs: Number(body.delayMs ?? 0),
        body: body.body,
        contentType: body.contentType ?? "application/json",
      });
      res.json({ faults: faults.length });
    }),
  );

  router.delete(
    "/__test/faults",
    handler((_req, res) => {
      faults.length = 0;
      res.json({ faults: 0 });
    }),
  );

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

  /** A day of lanes (far in the future, unique to the caller) with booked patients. */
  router.post(
    "/__test/fixtures/lanes",
    handler((req, res) => {
      const body = req.body as { count?: number; withPatients?: boolean; dayOffset?: number };
      res.json(createLaneFixture(store, body));
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
