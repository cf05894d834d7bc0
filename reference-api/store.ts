import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { upgradeState } from "./migrations";
import type { State } from "./types";

/**
 * The whole state is one JSON document in DATA_DIR/state.json. Writes are batched (a change marks
 * the store dirty; a timer writes within WRITE_DELAY_MS) and atomic (write a temp file, rename),
 * so a crash never leaves half a file. `flush()` runs on shutdown.
 */
const WRITE_DELAY_MS = 25;

export class Store {
  private timer: NodeJS.Timeout | undefined;
  readonly file: string;

  constructor(
    readonly dir: string,
    public state: State,
  ) {
    this.file = path.join(dir, "state.json");
  }

  static open(dir: string, seed: () => State): { store: Store; seeded: boolean } {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, "state.json");
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      parsed = undefined;
    }
    const state = upgradeState(parsed);
    const seeded = !state;
    const store = new Store(dir, state ?? seed());
    if (seeded) store.flush();
    return { store, seeded };
  }

  nextId(prefix: string): string {
    this.state.seq += 1;
    return `${prefix}-${this.state.seq.toString(36).padStart(5, "0")}`;
  }

  /** Marks the state changed; it reaches the disk within a few milliseconds. */
  changed() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, WRITE_DELAY_MS);
  }

  flush() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state));
    renameSync(tmp, this.file);
  }
}
