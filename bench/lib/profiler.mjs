// The built app and a seeded upstream, with V8's sampling profiler in the app
// (bench/lib/cpu-probe.cjs), started and stopped around the requests to measure, so the profile
// holds those requests only, not start-up and sign-in. Benchmarks only.
import { startServers } from "./servers.mjs";

/** { servers, startProfile, stopProfile }; stopProfile writes the profile to `profileFile`. */
export async function startProfiledServers({ profileFile, appEnv = {} }) {
  let probe = () => {};
  const servers = await startServers({
    appEnv: {
      NODE_OPTIONS: `--require ${new URL("./cpu-probe.cjs", import.meta.url).pathname}`,
      CPU_PROBE_FILE: profileFile,
      ...appEnv,
    },
    onAppLine: (line) => {
      if (line.includes('"cpuProbe"')) probe(line);
    },
  });
  const signal = (expect) =>
    new Promise((resolve, reject) => {
      probe = (line) => (line.includes(expect) ? resolve() : reject(new Error(line)));
      servers.app.kill("SIGUSR2");
    });
  return { servers, startProfile: () => signal("started"), stopProfile: () => signal("written") };
}
