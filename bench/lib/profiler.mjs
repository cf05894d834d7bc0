// The built app and a seeded upstream, with V8's sampling profiler in the app
// (bench/lib/cpu-probe.cjs), started and stopped around the requests to measure, so the profile
// holds those requests only, not start-up and sign-in. Benchmarks only.
import { startServers } from "./servers.mjs";

/** { servers, profileRequests }: the profile of the measured requests goes to `profileFile`. */
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
  /**
   * GETs `path` `requests` times in a row after 20 warm-up requests (JIT, caches), under the
   * profiler; the profile is in `profileFile` after it. Answers the wall time per request.
   */
  const profileRequests = async (path, cookie, requests) => {
    const render = async () => {
      const response = await fetch(`${servers.appUrl}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < 20; i++) await render();
    await signal("started");
    const started = process.hrtime.bigint();
    for (let i = 0; i < requests; i++) await render();
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    await signal("written");
    return wallMs;
  };
  return { servers, profileRequests };
}
