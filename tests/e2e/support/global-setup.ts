import { rmSync } from "node:fs";
import { LOG_DIR, startServers } from "./servers";

export default async function globalSetup() {
  rmSync(LOG_DIR, { recursive: true, force: true });
  const servers = await startServers();
  // Workers are started after this and inherit the environment.
  process.env.E2E_BASE_URL = servers.appUrl;
  process.env.E2E_UPSTREAM_URL = servers.upstreamUrl;
  process.env.E2E_DATA_DIR = servers.dataDir;
  return async () => {
    await servers.stop();
  };
}
