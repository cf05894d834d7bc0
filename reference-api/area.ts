import type { Router } from "express";
import type { AuthOptions } from "./auth";
import type { Store } from "./store";

/**
 * What an area module is given and gives back. Kept apart from app.ts and areas.ts, which import
 * the areas, so that an area importing these types closes no import cycle.
 */

export interface ReferenceApiOptions extends AuthOptions {
  /** Added before every /api answer: benchmarks measure the app over a slow upstream. */
  latencyMs: number;
  testHooks: boolean;
  log: (line: string) => void;
  /** Whether a reseed (`POST /__test/reset`) adds the realistic volumes (decision 016); off when absent. */
  volume?: boolean;
  /**
   * Whether a reschedule's batch is remembered for its undo (on when absent). Off, an undo works
   * from the undo items the caller sends (spec part 1 §3), as a backend without memory would.
   */
  laneBatchMemory?: boolean;
  /** `--documented-only`: every extension call answers 404, as a backend that has only the documented `/api`. */
  documentedOnly?: boolean;
}

/** Builds one area's router; areas.ts lists them. */
export type RouteFactory = (store: Store, options: ReferenceApiOptions) => Router;
