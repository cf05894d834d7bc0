// Starts a freshly seeded reference upstream and the built app (production mode) on free
// loopback ports, for benchmarks. Run `npm run build` first.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function start(script, env, onLine, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", onLine ? "pipe" : "ignore", "inherit"],
  });
  if (onLine) {
    let buffer = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      let cut;
      while ((cut = buffer.indexOf("\n")) >= 0) {
        onLine(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 1);
      }
    });
  }
  return child;
}

export async function startServers({ latencyMs = 0, appEnv = {}, onAppLine, appNodeArgs = [] } = {}) {
  const upstreamPort = await freePort();
  const appPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "care-bench-"));
  const upstream = start("dist/reference-api.js", {
    PORT: String(upstreamPort),
    DATA_DIR: dataDir,
    REFERENCE_API_TEST_HOOKS: "1",
    LATENCY_MS: String(latencyMs),
    ACCESS_TOKEN_TTL_SECONDS: "3600",
  });
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  await waitFor(`${upstreamUrl}/healthz`);
  const app = start(
    "dist/server.js",
    {
      NODE_ENV: "production",
      HTTPS_ONLY: "false",
      PORT: String(appPort),
      HOST: "127.0.0.1",
      UPSTREAM_API_URL: upstreamUrl,
      SESSION_SECRET: "bench-session-secret-with-enough-entropy-000000001",
      LOG_LEVEL: "warn",
      // Successful sign-ins cost nothing; a run that fails some (a soak's probes) is never held back.
      LOGIN_FAILURES_PER_USERNAME: "100000",
      LOGIN_FAILURES_PER_ADDRESS: "100000",
      ...appEnv,
    },
    onAppLine,
    appNodeArgs,
  );
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitFor(`${appUrl}/healthz`);
  return {
    appUrl,
    upstreamUrl,
    dataDir,
    app,
    upstream,
    async stop() {
      for (const child of [app, upstream]) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real login form and returns the Cookie header the browser would send. */
export async function signIn(appUrl, username, password = "Demo-Password-2026!") {
  const response = await fetch(`${appUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: appUrl },
    body: new URLSearchParams({ username, password }),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="));
  if (response.status !== 303 || cookies.length === 0)
    throw new Error(`sign-in failed for ${username}: ${response.status}`);
  return cookies.join("; ");
}

export async function testHook(upstreamUrl, hook, body = {}) {
  const response = await fetch(`${upstreamUrl}${hook}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${hook}: ${response.status}`);
  return response.json();
}

/** One clinic's day with 60 lanes (the first seeded clinic, a day of its own) and its page. */
export async function clinicDayOf60Lanes(upstreamUrl) {
  const [clinic] = await (await fetch(`${upstreamUrl}/__test/state/organizations?type=CLINIC`)).json();
  const day = await testHook(upstreamUrl, "/__test/fixtures/lanes", {
    count: 60,
    dayOffset: 33,
    clinicId: clinic.id,
  });
  return {
    ...day,
    path: `/provider/organizations/${day.organizationId}/clinics/${day.clinicId}?date=${day.date}`,
  };
}
