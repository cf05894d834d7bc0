// The scale-out run (see scripts/scale-out.sh): Redis, the reference upstream, two app
// instances with the same secrets, nginx round-robin in front; then the checks.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./lib/servers.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "care-scale-"));
const children = [];
const start = (cmd, args, env = {}) => {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
};
const ports = {
  redis: await freePort(),
  upstream: await freePort(),
  a: await freePort(),
  b: await freePort(),
  nginx: await freePort(),
};
const redisUrl = `redis://127.0.0.1:${ports.redis}`;
const upstreamUrl = `http://127.0.0.1:${ports.upstream}`;
const base = `http://127.0.0.1:${ports.nginx}`;
const results = [];
const check = (name, ok, detail = "") => {
  results.push({ name, ok, detail });
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
};

try {
  start("redis-server", [
    "--port",
    String(ports.redis),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  start(process.execPath, ["dist/reference-api.js"], {
    PORT: String(ports.upstream),
    DATA_DIR: path.join(dir, "upstream"),
    REFERENCE_API_TEST_HOOKS: "1",
    ACCESS_TOKEN_TTL_SECONDS: "300",
  });
  await waitFor(`${upstreamUrl}/healthz`);
  const appEnv = (port, name) => ({
    NODE_ENV: "production",
    HTTPS_ONLY: "false",
    HOST: "127.0.0.1",
    PORT: String(port),
    UPSTREAM_API_URL: upstreamUrl,
    SESSION_SECRET: "scale-out-shared-secret-with-enough-entropy-0001",
    REDIS_URL: redisUrl,
    INSTANCE_NAME: name,
    LOG_LEVEL: "warn",
  });
  start(process.execPath, ["dist/server.js"], appEnv(ports.a, "app-a"));
  start(process.execPath, ["dist/server.js"], appEnv(ports.b, "app-b"));
  await waitFor(`http://127.0.0.1:${ports.a}/healthz`);
  await waitFor(`http://127.0.0.1:${ports.b}/healthz`);

  const conf = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream care { server 127.0.0.1:${ports.a}; server 127.0.0.1:${ports.b}; }
  server {
    listen 127.0.0.1:${ports.nginx};
    location / {
      proxy_pass http://care;
      proxy_http_version 1.1;
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
    location = /events {
      proxy_pass http://care;
      proxy_http_version 1.1;
      proxy_set_header Host $host:$server_port;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  start("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir]);
  await waitFor(`${base}/healthz`);

  // Sign in through nginx.
  const login = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ username: "orgadmin@demo.test", password: "Demo-Password-2026!" }),
  });
  let cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  check("sign in through nginx", login.status === 303 && cookie.includes("cd_session="));

  const servedBy = new Set();
  let ok = 0;
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${base}/provider/members`, { headers: { cookie }, redirect: "manual" });
    servedBy.add(response.headers.get("x-served-by"));
    if (response.status === 200) ok += 1;
    await response.body?.cancel();
  }
  check(
    "the session works on both instances",
    ok === 20 && servedBy.size === 2,
    `${ok}/20 pages, served by ${[...servedBy].join(" and ")}`,
  );

  // Events through nginx (buffering off).
  const received = await new Promise((resolve) => {
    const request = http.get(
      `${base}/events`,
      { headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", async (chunk) => {
          text += chunk;
          if (text.includes("event: connected") && !text.includes("scale-out-ping")) {
            await fetch(`${upstreamUrl}/__test/events`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                username: "orgadmin@demo.test",
                type: "NOTIFICATION",
                data: { id: "s1", content: "scale-out-ping" },
              }),
            });
          }
          if (text.includes("scale-out-ping")) {
            request.destroy();
            resolve(true);
          }
        });
      },
    );
    setTimeout(() => {
      request.destroy();
      resolve(false);
    }, 8000);
  });
  check("an event reaches the browser through nginx", received === true);

  // Expire the access token, then hit both instances at once with the same (old) cookie: both
  // need a refresh with the same refresh token; Redis makes it one refresh, and nobody is
  // signed out.
  await fetch(`${upstreamUrl}/__test/expire-access-tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "orgadmin@demo.test" }),
  });
  const before = await (await fetch(`${upstreamUrl}/__test/state/tokens`)).json();
  const parallel = await Promise.all(
    Array.from({ length: 12 }, () =>
      fetch(`${base}/provider/members`, { headers: { cookie }, redirect: "manual" }),
    ),
  );
  const statuses = parallel.map((r) => r.status);
  const instances = new Set(parallel.map((r) => r.headers.get("x-served-by")));
  const newCookie = parallel
    .flatMap((r) => r.headers.getSetCookie())
    .find((c) => c.startsWith("cd_session="));
  const after = await (await fetch(`${upstreamUrl}/__test/state/tokens`)).json();
  const newRefresh = Object.keys(after.refresh).filter((t) => !(t in before.refresh));
  check(
    "an expired token refreshed on one instance signs nobody out on the other",
    statuses.every((s) => s === 200) && instances.size === 2 && newRefresh.length === 1,
    `statuses ${[...new Set(statuses)].join(",")}, instances ${instances.size}, refreshes upstream ${newRefresh.length}`,
  );
  if (newCookie) cookie = newCookie.split(";")[0];
  const later = await fetch(`${base}/provider/members`, { headers: { cookie }, redirect: "manual" });
  check("the next request with the new cookie works on any instance", later.status === 200);

  // Logout on one instance; the old cookie is refused by both.
  const old = cookie;
  await fetch(`${base}/logout`, { method: "POST", headers: { cookie, origin: base }, redirect: "manual" });
  const replay = await Promise.all(
    [0, 1, 2, 3].map(() => fetch(`${base}/provider`, { headers: { cookie: old }, redirect: "manual" })),
  );
  check(
    "a cookie replayed after logout is refused by both instances",
    replay.every((r) => r.status === 303),
    replay.map((r) => `${r.headers.get("x-served-by")}:${r.status}`).join(" "),
  );

  const tests = spawnSync("npx", ["vitest", "run", "--project", "redis"], {
    env: { ...process.env, REDIS_URL: redisUrl },
    stdio: "inherit",
  });
  check("redis coordination tests", tests.status === 0);
} finally {
  for (const child of children.reverse()) child.kill("SIGTERM");
}
const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length}/${results.length} checks passed (${new Date().toISOString()})`,
);
process.exit(failed.length ? 1 : 0);
