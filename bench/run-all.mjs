// npm run bench: every benchmark in turn against the built app (run `npm run build` first). Each
// prints markdown for docs/performance.md and docs/reliability.md. Takes about 25 minutes on a
// 2-core machine, most of it the 10-minute soak and Lighthouse.
// Usage: node bench/run-all.mjs [--only name,name] [--skip name,name]
//   names: js-bytes bytes server-render billing-plan-page sse lighthouse soak
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const list = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? new Set(args[i + 1].split(",")) : null;
};
const only = list("--only");
const skip = list("--skip") ?? new Set();

const steps = [
  ["js-bytes", ["bench/js-bytes.mjs"]],
  ["bytes", ["bench/bytes.mjs"]],
  ["server-render", ["bench/server-render.mjs"]],
  ["billing-plan-page", ["bench/billing-plan-page.mjs"]],
  ["sse", ["bench/sse.mjs", "--streams", "1000", "--accounts", "100", "--rate", "50", "--seconds", "30"]],
  ["lighthouse", ["bench/lighthouse.mjs", "/login"]],
  [
    "lighthouse",
    [
      "bench/lighthouse.mjs",
      "--user",
      "orgadmin@demo.test",
      "/provider",
      "/provider/organizations/org-00002/lanes",
    ],
  ],
  [
    "lighthouse",
    [
      "bench/lighthouse.mjs",
      "--user",
      "patient@demo.test",
      "/curapatient/patient/dashboard",
      "/curapatient/patient/schedule-appointment?serviceId=1",
    ],
  ],
  ["soak", ["bench/soak.mjs", "--clients", "100", "--minutes", "10"]],
];

let failed = false;
for (const [name, script] of steps) {
  if ((only && !only.has(name)) || skip.has(name)) continue;
  console.log(`\n## node ${script.join(" ")}\n`);
  const result = spawnSync(process.execPath, script, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`${name} failed (exit ${result.status})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
