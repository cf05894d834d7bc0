import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Db, DB_FILE } from "./db/db";
import { upgradeState } from "./migrations";
import type { State } from "./types";

/**
 * The state lives in two places while collections move to SQL (decision 013): the SQLite
 * database DATA_DIR/reference.db (db/), and what is not there yet, one JSON document in
 * DATA_DIR/state.json. JSON writes are batched (a change marks the store dirty; a timer writes
 * within WRITE_DELAY_MS) and atomic (write a temp file, rename), so a crash never leaves half a
 * file. `flush()` runs on shutdown.
 */
const WRITE_DELAY_MS = 25;
const STATE_FILE = "state.json";

/** What a seed produces: the JSON state and the rows of the tables. */
export type Seed = State;

export class Store {
  private timer: NodeJS.Timeout | undefined;
  readonly file: string;

  constructor(
    readonly dir: string,
    public state: State,
    readonly db: Db,
  ) {
    this.file = path.join(dir, STATE_FILE);
  }

  static open(dir: string, seed: () => Seed): { store: Store; seeded: boolean } {
    mkdirSync(dir, { recursive: true });
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path.join(dir, STATE_FILE), "utf8"));
    } catch {
      parsed = undefined;
    }
    const state = upgradeState(parsed);
    if (!state) {
      // No usable JSON state: whatever the database holds belonged to another seed.
      Db.remove(path.join(dir, DB_FILE));
    }
    const db = Db.open(path.join(dir, DB_FILE));
    const store = new Store(dir, state ?? ({} as State), db);
    if (!state) store.reset(seed());
    return { store, seeded: !state };
  }

  /** Deletes everything a store keeps in `dir` (`--reset`). */
  static remove(dir: string) {
    rmSync(path.join(dir, STATE_FILE), { force: true });
    Db.remove(path.join(dir, DB_FILE));
  }

  /** Replaces the whole state with a seed's, tables included, and writes it now. */
  reset(seed: Seed) {
    this.state = seed;
    this.flush();
  }

  nextId(prefix: string): string {
    this.state.seq += 1;
    return `${prefix}-${this.state.seq.toString(36).padStart(5, "0")}`;
  }

  /** Marks the JSON state changed; it reaches the disk within a few milliseconds. */
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

  /** Writes what is pending and closes the database (shutdown, tests). */
  close() {
    this.flush();
    this.db.close();
  }
}
