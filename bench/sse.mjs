// Live events fan-out: N browser streams on one app process, the reference upstream emitting
// R events per second in total (spread over the signed-in accounts). Reports delivery latency,
// app memory per open stream, and that every upstream stream closes when the browsers leave.
// Usage: npm run build && node bench/sse.mjs [--streams 1000] [--accounts 100] [--rate 50] [--seconds 30]
import http from "node:http";
import { readFileSync } from "node:fs";
import { signIn, startServers, testHook } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return Number(i >= 0 ? args[i + 1] : fallback);
};
const STREAMS = arg("streams", 1000);
const ACCOUNTS = arg("accounts", 100);
const RATE = arg("rate", 50);
const SECONDS = arg("seconds", 30);

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const servers = await startServers({ appEnv: { LOG_LEVEL: "error" } });
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const sockets = [];
try {
  const { usernames } = await testHook(servers.upstreamUrl, "/__test/fixtures/accounts", {
    count: ACCOUNTS,
    prefix: "sse",
  });
  const cookies = [];
  for (const username of usernames) cookies.push(await signIn(servers.appUrl, username));
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = rssKb(servers.app.pid);

  const latencies = [];
  let received = 0;
  let connected = 0;
  const open = (index) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        `${servers.appUrl}/events`,
        { agent, headers: { cookie: cookies[index % cookies.length], accept: "text/event-stream" } },
        (response) => {
          response.setEncoding("utf8");
          let buffer = "";
          response.on("data", (chunk) => {
            buffer += chunk;
            let cut;
            while ((cut = buffer.indexOf("\n\n")) >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              if (block.includes("event: connected")) {
                connected += 1;
                resolve();
              }
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (block.includes("event: notification") && data) {
                const sentAt = JSON.parse(data).sentAt;
                latencies.push(Date.now() - sentAt);
                received += 1;
              }
            }
          });
        },
      );
      request.on("error", reject);
      sockets.push(request);
    });
  for (let i = 0; i < STREAMS; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => open(i + j)));
  await new Promise((r) => setTimeout(r, 2000));
  const rssOpen = rssKb(servers.app.pid);
  const upstreamOpen = (await (await fetch(`${servers.upstreamUrl}/__test/streams`)).json()).open;

  // Emit RATE events per second in total, round-robin over the accounts, for SECONDS.
  let sent = 0;
  let expected = 0;
  const perAccount = STREAMS / ACCOUNTS;
  const started = Date.now();
  while (Date.now() - started < SECONDS * 1000) {
    const tick = Date.now();
    await Promise.all(
      Array.from({ length: RATE }, (_, k) => {
        const username = usernames[(sent + k) % usernames.length];
        return testHook(servers.upstreamUrl, "/__test/events", {
          username,
          type: "NOTIFICATION",
          data: { id: `n${sent + k}`, content: "bench", sentAt: Date.now() },
        });
      }),
    );
    sent += RATE;
    expected += RATE * perAccount;
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
  }
  await new Promise((r) => setTimeout(r, 3000));
  const rssEnd = rssKb(servers.app.pid);

  for (const request of sockets) request.destroy();
  let upstreamLeft = -1;
  const closeStarted = Date.now();
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    upstreamLeft = (await (await fetch(`${servers.upstreamUrl}/__test/streams`)).json()).open;
    if (upstreamLeft === 0) break;
  }
  const closeMs = Date.now() - closeStarted;

  latencies.sort((a, b) => a - b);
  console.log(`| measure | value |`);
  console.log(`|---|---:|`);
  console.log(`| browser streams connected | ${connected} of ${STREAMS} (${ACCOUNTS} accounts) |`);
  console.log(`| upstream streams open | ${upstreamOpen} |`);
  console.log(`| events emitted upstream | ${sent} over ${SECONDS} s (${RATE}/s) |`);
  console.log(`| deliveries expected / received | ${expected} / ${received} |`);
  console.log(
    `| delivery latency p50 / p99 / max | ${percentile(latencies, 50)} / ${percentile(latencies, 99)} / ${latencies.at(-1)} ms |`,
  );
  console.log(
    `| app RSS before / with streams / at end | ${(rssBefore / 1024).toFixed(0)} / ${(rssOpen / 1024).toFixed(0)} / ${(rssEnd / 1024).toFixed(0)} MB |`,
  );
  console.log(`| app memory per open stream | ${((rssOpen - rssBefore) / STREAMS).toFixed(1)} KB |`);
  console.log(`| upstream streams left after browsers closed | ${upstreamLeft} (after ${closeMs} ms) |`);
} finally {
  for (const request of sockets) request.destroy();
  await servers.stop();
}
