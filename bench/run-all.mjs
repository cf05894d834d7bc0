// npm run bench: every benchmark that exists, in turn. Each prints markdown for docs/performance.md.
import { spawnSync } from "node:child_process";

const steps = [["node", ["bench/js-bytes.mjs"]]];
for (const [cmd, args] of steps) {
  console.log(`\n## ${cmd} ${args.join(" ")}\n`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
