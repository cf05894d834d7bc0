import fs from "node:fs";
import path from "node:path";
import { ConfigError, type Config } from "~/config.server";
import type { AuditRecord } from "./event.server";

/**
 * The audit trail's own JSON-lines stream (issue 43 item 2, decision 060). Not the app logger:
 * its lines are never filtered by LOG_LEVEL, never redacted into something else, and can go to a
 * file of their own.
 *
 * Every line is one JSON object whose first field is `"stream":"audit"` (the marker on stdout,
 * kept in the file so both read the same). The file is opened once, append-only, and written
 * with `fs.writeSync`: when `write` returns the line is in the kernel, before the response is
 * sent, and a crash of the request (or of the process) after it cannot lose it.
 */

export type AuditDestination = Config["audit"]["destination"];

export interface AuditSink {
  /** Writes one event; throws when it could not be written. */
  write(event: AuditRecord): void;
}

export function auditLine(event: AuditRecord): string {
  return JSON.stringify({ stream: "audit", ...event }) + "\n";
}

class FileAndStdoutSink implements AuditSink {
  private fd: number | null = null;
  constructor(
    private readonly destination: AuditDestination,
    private readonly file: string | null,
  ) {
    if (destination !== "stdout") this.fd = openAppend(file!);
  }

  write(event: AuditRecord) {
    const line = auditLine(event);
    if (this.fd !== null) {
      const bytes = Buffer.from(line);
      let written = 0;
      // writeSync may write part of a buffer; the rest follows at once, so a line is never torn.
      while (written < bytes.length) written += fs.writeSync(this.fd, bytes, written);
    }
    if (this.destination !== "file") process.stdout.write(line);
  }
}

function openAppend(file: string): number {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return fs.openSync(file, "a", 0o600);
}

/**
 * The host (server/) and the Remix build each bundle this module: the sink lives on globalThis
 * under a registered symbol so both use one file descriptor.
 */
const KEY = Symbol.for("care-delivery.audit-sink");
type Holder = typeof globalThis & { [KEY]?: AuditSink };
const holder = globalThis as Holder;

/**
 * Opens the destination the configuration names. Called at start so a file that cannot be
 * opened stops the process with one line naming AUDIT_LOG_FILE, as other bad configuration does.
 */
export function openAuditSink(config: Pick<Config, "audit">): AuditSink {
  const { destination, file } = config.audit;
  try {
    holder[KEY] = new FileAndStdoutSink(destination, file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? "cannot be opened";
    throw new AuditSinkError(
      `Invalid configuration: AUDIT_LOG_FILE cannot be opened for appending (${reason})`,
    );
  }
  return holder[KEY];
}

/** A destination that cannot be opened is bad configuration: the start stops on it. */
export class AuditSinkError extends ConfigError {}

/** The sink, opened on first use from the request's configuration. */
export function auditSink(config: Pick<Config, "audit">): AuditSink {
  return holder[KEY] ?? openAuditSink(config);
}

/** Tests and the bench put their own sink in place (null: the next use opens the configured one). */
export function setAuditSink(sink: AuditSink | null) {
  if (sink) holder[KEY] = sink;
  else delete holder[KEY];
}
