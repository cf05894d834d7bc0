// Loaded into the app by bench/route-matching.mjs (`node --require`): the first SIGUSR2 starts
// V8's sampling profiler, the second stops it and writes the profile to $CPU_PROBE_FILE, so the
// profile holds the measured requests only, not start-up and sign-in. Benchmarks only.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded with node --require */
const { writeFileSync } = require("node:fs");
const inspector = require("node:inspector");

const session = new inspector.Session();
session.connect();
let running = false;

process.on("SIGUSR2", () => {
  if (!running) {
    running = true;
    session.post("Profiler.enable", () =>
      session.post("Profiler.setSamplingInterval", { interval: 200 }, () =>
        session.post("Profiler.start", () => process.stdout.write('{"cpuProbe":"started"}\n')),
      ),
    );
    return;
  }
  running = false;
  session.post("Profiler.stop", (error, result) => {
    if (!error) writeFileSync(process.env.CPU_PROBE_FILE, JSON.stringify(result.profile));
    process.stdout.write(`${JSON.stringify({ cpuProbe: error ? String(error) : "written" })}\n`);
  });
});
