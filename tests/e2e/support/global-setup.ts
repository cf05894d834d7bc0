import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { findSecrets } from "../../support/secrets";
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
    // The app's own log lines (not the reference upstream's, which plays the SMS and email
    // gateway and prints codes on purpose) must never hold a token or a password.
    const leaks: string[] = [];
    for (const file of readdirSync(LOG_DIR).filter((f) => f.startsWith("app"))) {
      const lines = readFileSync(path.join(LOG_DIR, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        for (const hit of findSecrets(line)) leaks.push(`${file}:${index + 1} ${hit}`);
      });
    }
    if (leaks.length) throw new Error(`Secrets found in the app's logs:\n${leaks.slice(0, 20).join("\n")}`);
  };
}
