import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export const LOG_DIR = path.resolve("test-results", "logs");

export function startProcess(name: string, script: string, env: Record<string, string>): ChildProcess {
  mkdirSync(LOG_DIR, { recursive: true });
  const out = createWriteStream(path.join(LOG_DIR, `${name}.log`), { flags: "a" });
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return child;
}

export interface Servers {
  appUrl: string;
  upstreamUrl: string;
  dataDir: string;
  /** Replaceable: a test may stop the upstream and start another on the same port and data. */
  upstreamProcess: ChildProcess;
  stop: () => Promise<void>;
}

export const E2E_SESSION_SECRET = "e2e-session-secret-with-enough-entropy-0123456789";

/**
 * A freshly seeded reference upstream and the built app in production mode, on free ports;
 * `upstreamEnv` starts the upstream differently (DOCUMENTED_ONLY, SEED_VOLUME).
 */
export async function startServers(
  extraAppEnv: Record<string, string> = {},
  upstreamEnv: Record<string, string> = {},
): Promise<Servers> {
  const upstreamPort = await freePort();
  const appPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "care-e2e-"));
  const upstream = startProcess("reference-api", "dist/reference-api.js", {
    PORT: String(upstreamPort),
    DATA_DIR: dataDir,
    REFERENCE_API_TEST_HOOKS: "1",
    ...upstreamEnv,
  });
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  // Seeding the demo volumes takes about 3 s alone and was seen at 28 s on a busy 2-core machine.
  await waitFor(`${upstreamUrl}/healthz`, 120_000);
  const app = startProcess("app", "dist/server.js", {
    NODE_ENV: "production",
    HTTPS_ONLY: "false",
    PORT: String(appPort),
    HOST: "127.0.0.1",
    UPSTREAM_API_URL: upstreamUrl,
    SESSION_SECRET: E2E_SESSION_SECRET,
    LOG_LEVEL: "info",
    // The sign-in limits are the production defaults (sign-in-limits.spec.ts checks them): a
    // success costs nothing, and a spec that types a wrong password uses a username of its own.
    ...extraAppEnv,
  });
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitFor(`${appUrl}/healthz`);
  const servers: Servers = {
    appUrl,
    upstreamUrl,
    dataDir,
    upstreamProcess: upstream,
    async stop() {
      for (const child of [app, servers.upstreamProcess]) {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((r) => child.once("exit", r));
          child.kill("SIGTERM");
          await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        }
      }
    },
  };
  return servers;
}
