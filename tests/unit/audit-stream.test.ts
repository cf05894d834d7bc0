import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { data } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditEventSchema } from "@contract/audit";
import { parseConfig } from "~/config.server";
import { actionOf, outcomeOf } from "~/audit/guard.server";
import { buildEvent, filterOf, routePatternOf, traceIdOf } from "~/audit/event.server";
import { auditLine, openAuditSink, setAuditSink } from "~/audit/stream.server";

/**
 * The audit trail's stream and the pieces of an event (issue 43): what the configuration
 * accepts, that a file line is on disk when `write` returns, and how action, outcome, filter and
 * route are read from a request.
 */

const SECRET = "a-session-secret-that-is-long-enough-0001";
const event = buildEvent({
  account: { accountId: "acct-1", displayName: "Oscar Owens", privilegeId: 2, organizationId: "org-1" },
  action: "read",
  outcome: "allowed",
  capability: "notes.read",
  routeId: "/provider/members/:patientId/notes",
  patientIds: ["pat-1", "pat-1"],
  requestId: "req-1",
  at: new Date("2026-12-07T10:00:00Z"),
});

afterEach(() => setAuditSink(null));

describe("the audit configuration", () => {
  it("defaults to stdout, required in production only", () => {
    expect(parseConfig({ SESSION_SECRET: SECRET }).audit).toEqual({
      destination: "stdout",
      file: null,
      required: false,
    });
    expect(parseConfig({ SESSION_SECRET: SECRET, NODE_ENV: "production" }).audit.required).toBe(true);
    expect(
      parseConfig({ SESSION_SECRET: SECRET, NODE_ENV: "production", AUDIT_REQUIRED: "false" }).audit.required,
    ).toBe(false);
  });

  it("stops on a bad value with one line naming the variable", () => {
    expect(() => parseConfig({ SESSION_SECRET: SECRET, AUDIT_LOG: "syslog" })).toThrow(
      /^Invalid configuration: AUDIT_LOG /,
    );
    expect(() => parseConfig({ SESSION_SECRET: SECRET, AUDIT_LOG: "file" })).toThrow(
      "Invalid configuration: AUDIT_LOG_FILE is required when AUDIT_LOG is file",
    );
    expect(() => parseConfig({ SESSION_SECRET: SECRET, AUDIT_REQUIRED: "yes" })).toThrow(/AUDIT_REQUIRED/);
  });
});

describe("the stream", () => {
  it("marks every line as the audit stream and keeps the contract's shape", () => {
    const line = auditLine(event);
    expect(line.endsWith("\n")).toBe(true);
    const parsed = JSON.parse(line);
    expect(parsed.stream).toBe("audit");
    expect(Object.keys(parsed)[0]).toBe("stream");
    expect(auditEventSchema.parse(parsed)).toMatchObject({ accountId: "acct-1", patientIds: ["pat-1"] });
  });

  it("has a file line on disk when write returns, appended to what was there", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"));
    const file = path.join(dir, "nested", "audit.jsonl");
    const config = parseConfig({ SESSION_SECRET: SECRET, AUDIT_LOG: "file", AUDIT_LOG_FILE: file });
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      openAuditSink(config).write(event);
      expect(fs.readFileSync(file, "utf8")).toBe(auditLine(event));
      openAuditSink(config).write({ ...event, requestId: "req-2" });
      const lines = fs.readFileSync(file, "utf8").trim().split("\n");
      expect(lines.map((l) => JSON.parse(l).requestId)).toEqual(["req-1", "req-2"]);
      expect(stdout).not.toHaveBeenCalled();
    } finally {
      stdout.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes both destinations with `both`, and stops on a file it cannot open naming AUDIT_LOG_FILE", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"));
    const file = path.join(dir, "audit.jsonl");
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      openAuditSink(parseConfig({ SESSION_SECRET: SECRET, AUDIT_LOG: "both", AUDIT_LOG_FILE: file })).write(
        event,
      );
      expect(fs.readFileSync(file, "utf8")).toBe(auditLine(event));
      expect(stdout).toHaveBeenCalledWith(auditLine(event));
      // A directory is not a file that can be appended to.
      expect(() =>
        openAuditSink(parseConfig({ SESSION_SECRET: SECRET, AUDIT_LOG: "file", AUDIT_LOG_FILE: dir })),
      ).toThrow(/^Invalid configuration: AUDIT_LOG_FILE cannot be opened/);
    } finally {
      stdout.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a stream that cannot write", () => {
  it.runIf(fs.existsSync("/dev/full"))("throws from write, so the guard can refuse the request", () => {
    // A full disk: opening succeeds, every write fails (ENOSPC).
    const sink = openAuditSink(
      parseConfig({ SESSION_SECRET: SECRET, AUDIT_LOG: "file", AUDIT_LOG_FILE: "/dev/full" }),
    );
    expect(() => sink.write(event)).toThrow(/ENOSPC/);
  });
});

describe("an event's pieces", () => {
  it("reads the filter without paging, and the route as a pattern without ids", () => {
    expect(filterOf(new URL("http://app.test/provider/members?q=Rivera&page=2&size=20&status=active"))).toBe(
      "q=Rivera&status=active",
    );
    expect(filterOf(new URL("http://app.test/provider/members?page=2"))).toBeNull();
    expect(
      routePatternOf(new URL("http://app.test/provider/members/pat-1/notes/n-2/edit.data"), {
        patientId: "pat-1",
        noteId: "n-2",
      }),
    ).toBe("/provider/members/:patientId/notes/:noteId/edit");
  });

  it("reads a well-formed trace id only", () => {
    const traced = (value: string) => new Request("http://app.test/", { headers: { traceparent: value } });
    expect(traceIdOf(traced("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"))).toBe(
      "4bf92f3577b34da6a3ce929d0e0e4736",
    );
    expect(traceIdOf(traced("00-00000000000000000000000000000000-00f067aa0ba902b7-01"))).toBeNull();
    expect(traceIdOf(traced("nonsense"))).toBeNull();
  });

  it("infers the action from the method, the answer, the intent and the route", () => {
    const base = {
      capability: "patientRecord.read",
      routeId: "/provider/members/:patientId",
      declared: undefined,
      reported: null,
      intent: null,
      answer: {},
    };
    const attachment = new Response("x", {
      headers: { "content-disposition": 'attachment; filename="a.pdf"' },
    });
    expect(actionOf({ ...base, method: "GET" })).toBe("read");
    expect(actionOf({ ...base, method: "GET", answer: attachment })).toBe("download");
    expect(actionOf({ ...base, method: "GET", capability: "exports.run", answer: attachment })).toBe(
      "export",
    );
    expect(actionOf({ ...base, method: "POST", capability: "exports.run" })).toBe("export");
    expect(actionOf({ ...base, method: "POST", routeId: "/provider/members/:patientId/purge" })).toBe(
      "delete",
    );
    expect(actionOf({ ...base, method: "POST", intent: "remove:org-1" })).toBe("delete");
    expect(actionOf({ ...base, method: "POST", routeId: "/provider/members/new" })).toBe("create");
    expect(actionOf({ ...base, method: "POST", intent: "contacted:r-1" })).toBe("change");
    expect(
      actionOf({
        ...base,
        method: "POST",
        declared: (i) => (i === "add" ? "create" : undefined),
        intent: "add",
      }),
    ).toBe("create");
    expect(actionOf({ ...base, method: "POST", reported: "delete", declared: "change" })).toBe("delete");
  });

  it("reads the outcome from what the handler returned or threw", () => {
    const thrown = (status: number) => ({ thrown: new Response(null, { status }) });
    expect(outcomeOf({ result: { ok: true } })).toBe("allowed");
    expect(outcomeOf({ result: new Response(null, { status: 400 }) })).toBe("allowed");
    expect(outcomeOf({ result: new Response(null, { status: 502 }) })).toBe("failed");
    expect(outcomeOf(thrown(303))).toBe("allowed");
    expect(outcomeOf(thrown(403))).toBe("refused");
    expect(outcomeOf(thrown(404))).toBe("refused");
    expect(outcomeOf(thrown(503))).toBe("failed");
    expect(outcomeOf({ thrown: new Error("boom") })).toBe("failed");
    expect(outcomeOf({ result: data({ ok: false }, { status: 503 }) })).toBe("failed");
    expect(outcomeOf({ thrown: data({ messageKey: "common:forbidden.body" }, { status: 403 }) })).toBe(
      "refused",
    );
  });
});
