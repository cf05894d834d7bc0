import { PATIENT_LOOKUP_CACHE_MS } from "~/domain/patient-lookup";
import { z } from "zod";

/**
 * Configuration is read once, at start, from the environment. A bad or missing value stops the
 * process with one line naming the variable (see `loadConfig`), so a misconfigured instance
 * never serves a request.
 */

// Published in the repository: fine for development and tests, refused in production.
export const DEVELOPMENT_SESSION_SECRET = "development-only-secret-do-not-use-in-production-0001";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A variable that is no longer read: set, it stops the start with what replaced it. */
const renamed = (replacement: string) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value !== undefined)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `is no longer read: set ${replacement} instead (decision 053)`,
        });
    });

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: "must be an IANA time zone such as America/New_York" },
);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    UPSTREAM_API_URL: z.string().url().default("http://127.0.0.1:3001"),
    UPSTREAM_EVENTS_PATH: z
      .string()
      .startsWith("/", { message: "must be a path starting with /" })
      .default("/api/events/stream"),
    UPSTREAM_TIMEOUT_MS: positiveInt(50_000),
    /**
     * How long a page's (or a form's) upstream calls may take together before it answers "taking
     * too long" (issue 42). Downloads, uploads and exports keep UPSTREAM_TIMEOUT_MS per call.
     */
    PAGE_DEADLINE_MS: positiveInt(8_000),
    /** Timeouts or connection failures in a row that open the upstream's circuit breaker. */
    UPSTREAM_BREAKER_FAILURES: positiveInt(5),
    /** How long an open breaker answers at once before one call probes the upstream again. */
    UPSTREAM_BREAKER_PROBE_MS: positiveInt(5_000),
    /**
     * Which of the app's extension calls the upstream answers: asked of it (`probe`, by
     * `GET /api/extensions`), or said here (`all`, `none`: a backend with the documented `/api`
     * alone). Features whose calls it lacks are hidden or say they are not offered (issue 39).
     */
    UPSTREAM_EXTENSIONS: z.enum(["probe", "all", "none"]).default("probe"),
    /**
     * A Nominatim-compatible search URL (`?q=&format=json`) for the organization form's address
     * search; by default the reference upstream's offline gazetteer (decision 030).
     */
    GEOCODER_URL: z.string().url().optional(),
    GEOCODER_TIMEOUT_MS: positiveInt(5_000),
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const secrets = (value ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        const tooShort = secrets.find((s) => s.length < 32);
        if (tooShort !== undefined) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: "every secret must be at least 32 characters",
          });
          return z.NEVER;
        }
        return secrets;
      }),
    SESSION_IDLE_MINUTES: positiveInt(30),
    SESSION_MAX_HOURS: positiveInt(12),
    MAIN_ORGANIZATION_NAME: z.string().min(1).default("CareConnect Operations"),
    VERSION_CHECK_URL: z.string().min(1).default("/version.json"),
    VERSION_CHECK_MINUTES: z.coerce.number().positive().default(5),
    DEFAULT_TIMEZONE: timeZone.default("America/New_York"),
    UPLOAD_LIMIT_MB: positiveInt(10),
    /** How long a provider look-up is kept per instance (spec part 2 §9 "provider cache"); 0 turns it off. */
    PROVIDER_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    // Spec part 2 §9's 500 ms; 0 turns the cache off (the tests that do not measure it).
    PATIENT_LOOKUP_CACHE_MS: z.coerce.number().int().min(0).max(5_000).default(PATIENT_LOOKUP_CACHE_MS),
    BODY_LIMIT_KB: positiveInt(256),
    /**
     * Refused sign-ins (decision 053): few per username, many per client address, since a clinic's
     * staff share one address; a success costs the address nothing.
     */
    LOGIN_FAILURES_PER_USERNAME: positiveInt(5),
    LOGIN_FAILURES_PER_ADDRESS: positiveInt(100),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().max(1440).default(15),
    // The old names counted every attempt; a deployment still setting them would silently get the
    // new defaults, so they stop the start instead.
    LOGIN_RATE_LIMIT: renamed("LOGIN_FAILURES_PER_USERNAME and LOGIN_FAILURES_PER_ADDRESS"),
    LOGIN_RATE_WINDOW_SECONDS: renamed("LOGIN_FAILURE_WINDOW_MINUTES"),
    REDIS_URL: z.string().url().optional(),
    INSTANCE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/)
      .optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * Where the access audit trail goes (issue 43, decision 060): its own JSON-lines stream, not
     * the app log. `stdout` marks each line with `"stream":"audit"`; `file` appends to
     * AUDIT_LOG_FILE; `both` does both.
     */
    AUDIT_LOG: z.enum(["stdout", "file", "both"]).default("stdout"),
    AUDIT_LOG_FILE: z.string().min(1).optional(),
    /** Refuse a request (503) when its audit event cannot be written. On by default in production. */
    AUDIT_REQUIRED: z.enum(["true", "false"]).optional(),
    /**
     * A Google Tag Manager container: when set, pages load it (with the CSP nonce) and push the
     * errors people see to its data layer (spec part 1 §8). Off when absent.
     */
    TAG_MANAGER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, { message: "must be a Tag Manager container id such as GTM-AB12CD3" })
      .optional(),
    HTTPS_ONLY: z.enum(["true", "false"]).optional(),
    /**
     * Prometheus metrics (issue 41 §4, decision 061): unset, they are off; set, a second listener
     * on this port serves `GET /metrics` alone, never the public listener. Empty counts as unset.
     */
    METRICS_PORT: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === "") return null;
        const port = Number(value);
        if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be a port number from 1 to 65535" });
          return z.NEVER;
        }
        return port;
      }),
    /** Where the metrics listener binds: loopback unless a scraper elsewhere must reach it. */
    METRICS_HOST: z.string().min(1).optional(),
    /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().min(24, { message: "must be at least 24 characters" }).optional(),
    TRUST_PROXY: z
      .enum(["true", "false", "loopback"])
      .default("loopback")
      .transform((v) => (v === "true" ? true : v === "false" ? false : "loopback")),
  })
  .transform((env, ctx) => {
    let secrets = env.SESSION_SECRET;
    if (secrets.length === 0) {
      if (env.NODE_ENV === "production") {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["SESSION_SECRET"],
          message: "is required in production (comma-separated list, newest first)",
        });
        return z.NEVER;
      }
      secrets = [DEVELOPMENT_SESSION_SECRET];
    }
    if (env.NODE_ENV === "production" && secrets.includes(DEVELOPMENT_SESSION_SECRET)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "is the published development secret; set a real one in production",
      });
      return z.NEVER;
    }
    if (env.LOGIN_FAILURES_PER_ADDRESS < env.LOGIN_FAILURES_PER_USERNAME) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["LOGIN_FAILURES_PER_ADDRESS"],
        message:
          "must be at least LOGIN_FAILURES_PER_USERNAME, or one person locks out everyone at their address",
      });
      return z.NEVER;
    }
    if (env.AUDIT_LOG !== "stdout" && env.AUDIT_LOG_FILE === undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["AUDIT_LOG_FILE"],
        message: `is required when AUDIT_LOG is ${env.AUDIT_LOG}`,
      });
      return z.NEVER;
    }
    if (env.METRICS_PORT === null && (env.METRICS_TOKEN !== undefined || env.METRICS_HOST !== undefined)) {
      // A token or address with metrics off is a deployment that believes it is scraped.
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["METRICS_PORT"],
        message: `is required when ${env.METRICS_TOKEN !== undefined ? "METRICS_TOKEN" : "METRICS_HOST"} is set`,
      });
      return z.NEVER;
    }
    if (env.METRICS_PORT !== null && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["METRICS_PORT"],
        message: "must differ from PORT: metrics are never served on the public listener",
      });
      return z.NEVER;
    }
    return {
      nodeEnv: env.NODE_ENV,
      isProduction: env.NODE_ENV === "production",
      /**
       * Served over TLS: Secure and __Host- cookies, HSTS, upgrade-insecure-requests. On by default
       * in production; the demo and the end-to-end run serve plain http on loopback and turn it off.
       */
      httpsOnly: env.HTTPS_ONLY ? env.HTTPS_ONLY === "true" : env.NODE_ENV === "production",
      port: env.PORT,
      host: env.HOST,
      upstreamApiUrl: env.UPSTREAM_API_URL.replace(/\/+$/, ""),
      upstreamEventsPath: env.UPSTREAM_EVENTS_PATH,
      upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
      pageDeadlineMs: env.PAGE_DEADLINE_MS,
      upstreamBreaker: { failures: env.UPSTREAM_BREAKER_FAILURES, probeMs: env.UPSTREAM_BREAKER_PROBE_MS },
      upstreamExtensions: env.UPSTREAM_EXTENSIONS,
      geocoderUrl: env.GEOCODER_URL ?? `${env.UPSTREAM_API_URL.replace(/\/+$/, "")}/api/geocoder/search`,
      geocoderTimeoutMs: env.GEOCODER_TIMEOUT_MS,
      sessionSecrets: secrets,
      sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: env.SESSION_MAX_HOURS * 3_600_000,
      mainOrganizationName: env.MAIN_ORGANIZATION_NAME,
      versionCheckUrl: env.VERSION_CHECK_URL,
      versionCheckMinutes: env.VERSION_CHECK_MINUTES,
      defaultTimezone: env.DEFAULT_TIMEZONE,
      uploadLimitBytes: env.UPLOAD_LIMIT_MB * 1024 * 1024,
      providerCacheMs: env.PROVIDER_CACHE_SECONDS * 1000,
      patientLookupCacheMs: env.PATIENT_LOOKUP_CACHE_MS,
      bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
      loginFailures: {
        perUsername: env.LOGIN_FAILURES_PER_USERNAME,
        perAddress: env.LOGIN_FAILURES_PER_ADDRESS,
        windowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      },
      redisUrl: env.REDIS_URL,
      instanceName: env.INSTANCE_NAME,
      logLevel: env.LOG_LEVEL,
      audit: {
        destination: env.AUDIT_LOG,
        file: env.AUDIT_LOG_FILE ?? null,
        required: env.AUDIT_REQUIRED ? env.AUDIT_REQUIRED === "true" : env.NODE_ENV === "production",
      },
      tagManagerId: env.TAG_MANAGER_ID ?? null,
      metrics:
        env.METRICS_PORT === null
          ? null
          : {
              port: env.METRICS_PORT,
              host: env.METRICS_HOST ?? "127.0.0.1",
              token: env.METRICS_TOKEN ?? null,
            },
      trustProxy: env.TRUST_PROXY,
    };
  });

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = issue.path.join(".") || "environment";
  throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigForTests() {
  cached = undefined;
}
