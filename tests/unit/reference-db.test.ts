import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Db } from "../../reference-api/db/db";
import { MIGRATIONS, type Migration } from "../../reference-api/db/migrations/index";

/** The reference upstream's SQLite layer: numbered migrations, durable files, all-or-nothing writes. */
describe("reference upstream database", () => {
  const dirs: string[] = [];
  const open: Db[] = [];
  const fileIn = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "reference-db-"));
    dirs.push(dir);
    return path.join(dir, "reference.db");
  };
  const track = (db: Db) => (open.push(db), db);
  const notes: Migration = {
    version: 1000,
    name: "test notes",
    up: "CREATE TABLE test_notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)",
  };
  const notesOf = (db: Db) => db.sql.prepare("SELECT text FROM test_notes ORDER BY id").pluck().all();

  afterEach(() => {
    for (const db of open.splice(0)) db.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("applies every migration once, in order, and records it", () => {
    const file = fileIn();
    const first = Db.open(file, [...MIGRATIONS, notes]);
    expect(first.versions()).toEqual([...MIGRATIONS.map((m) => m.version), 1000]);
    first.close();
    // A second open must not run `CREATE TABLE test_notes` again (it would throw).
    const again = track(Db.open(file, [...MIGRATIONS, notes]));
    expect(again.versions()).toEqual([...MIGRATIONS.map((m) => m.version), 1000]);
  });

  it("turns foreign keys on and writes ahead", () => {
    const db = track(Db.open(fileIn()));
    expect(db.sql.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.sql.pragma("journal_mode", { simple: true })).toBe("wal");
  });

  it("keeps committed data across a close and re-open", () => {
    const file = fileIn();
    const db = Db.open(file, [notes]);
    db.transaction(() => db.sql.prepare("INSERT INTO test_notes (text) VALUES (?)").run("kept"));
    db.close();
    expect(notesOf(track(Db.open(file, [notes])))).toEqual(["kept"]);
  });

  it("leaves nothing of a transaction that throws", () => {
    const db = track(Db.open(fileIn(), [notes]));
    const insert = db.sql.prepare("INSERT INTO test_notes (text) VALUES (?)");
    insert.run("before");
    expect(() =>
      db.transaction(() => {
        insert.run("half");
        db.transaction(() => insert.run("nested"));
        throw new Error("crash mid-change");
      }),
    ).toThrow("crash mid-change");
    expect(notesOf(db)).toEqual(["before"]);
  });

  it("applies no part of a migration that fails", () => {
    const file = fileIn();
    const broken: Migration = {
      version: 1001,
      name: "broken",
      up: "CREATE TABLE test_half (id INTEGER); INSERT INTO missing_table VALUES (1);",
    };
    expect(() => Db.open(file, [notes, broken])).toThrow();
    const db = track(Db.open(file, [notes]));
    expect(db.versions()).toEqual([1000]);
    expect(db.sql.prepare("SELECT name FROM sqlite_master WHERE name = 'test_half'").get()).toBeUndefined();
  });

  it("removes the file and its write-ahead log", () => {
    const file = fileIn();
    const db = Db.open(file, [notes]);
    db.sql.prepare("INSERT INTO test_notes (text) VALUES (?)").run("gone");
    db.close();
    Db.remove(file);
    expect(track(Db.open(file, [notes])).versions()).toEqual([1000]);
    expect(notesOf(open.at(-1)!)).toEqual([]);
  });
});
