// Server render speed of the main pages, signed in, against the reference upstream with an
// injected latency (0 ms and 50 ms by default), measured with autocannon.
// Usage: npm run build && node bench/server-render.mjs [--seconds 10] [--connections 10] [--latency 0,50]
import autocannon from "autocannon";
import { gzipSync } from "node:zlib";
import { signIn, startServers, testHook } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const seconds = Number(arg("seconds", "10"));
const connections = Number(arg("connections", "10"));
const latencies = arg("latency", "0,50").split(",").map(Number);

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds, timeout: 20 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

console.log(`| upstream latency | page | req/s | p50 ms | p99 ms | non-2xx | errors | HTML gzip KB |`);
console.log(`|---:|---|---:|---:|---:|---:|---:|---:|`);
for (const latencyMs of latencies) {
  const servers = await startServers({ latencyMs });
  try {
    const staff = await signIn(servers.appUrl, "orgadmin@demo.test");
    const lanes = await testHook(servers.upstreamUrl, "/__test/fixtures/lanes", { count: 60, dayOffset: 30 });
    const pages = [
      { name: "/login", path: "/login", cookie: "" },
      { name: "lanes, 60 lanes", path: `/provider/organizations/${lanes.organizationId}/lanes?date=${lanes.date}`, cookie: staff },
    ];
    for (const page of pages) {
      const url = `${servers.appUrl}${page.path}`;
      const html = await (await fetch(url, { headers: { cookie: page.cookie } })).text();
      const result = await run(url, page.cookie ? { cookie: page.cookie } : {});
      console.log(
        `| ${latencyMs} ms | ${page.name} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors} | ${(gzipSync(html).length / 1024).toFixed(1)} |`,
      );
    }
  } finally {
    await servers.stop();
  }
}
