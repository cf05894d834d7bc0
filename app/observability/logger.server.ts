import { currentRequestId } from "./request-context.server";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const SECRET_KEY = /(authorization|cookie|token|password|secret|smscode|credential|session)/i;
// Bearer credentials and JWT-shaped strings are masked wherever they appear in a value.
const BEARER = /bearer\s+[\w\-.~+/=]+/gi;
const JWT = /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}\b/g;
const OPAQUE_TOKEN = /\b(at|rt)_[A-Za-z0-9_-]{16,}\b/g;
// A calendar feed's secret is its path segment, in the app's URL and the upstream's (decision 026).
const FEED_SECRET = /(\/calendar-feeds?\/)[^/?#\s"]+/gi;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[depth]";
  if (typeof value === "string") {
    return value
      .replace(BEARER, "Bearer [redacted]")
      .replace(JWT, "[redacted]")
      .replace(OPAQUE_TOKEN, "[redacted]")
      .replace(FEED_SECRET, "$1[redacted]");
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) {
    return { name: value.name, message: redact(value.message, depth + 1) };
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) ? "[redacted]" : redact(v, depth + 1);
    }
    return out;
  }
  return value;
}

type Sink = (line: string) => void;
let sink: Sink = (line) => process.stdout.write(line + "\n");

/** Tests capture log lines to prove nothing secret is written. */
export function setLogSink(next: Sink | null) {
  sink = next ?? ((line) => process.stdout.write(line + "\n"));
}

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? "info") as Level | "silent";
  return ORDER[level] ?? ORDER.info;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (ORDER[level] < threshold()) return;
  const entry = {
    time: new Date().toISOString(),
    level,
    requestId: currentRequestId(),
    msg: redact(msg),
    ...(fields ? (redact(fields) as Record<string, unknown>) : {}),
  };
  // JSON encoding also neutralises CR/LF that user input might carry (log injection).
  sink(JSON.stringify(entry));
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
