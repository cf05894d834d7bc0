import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";

/** Where `npm run build` writes the server build; the build tests read it from here. */
export const SERVER_BUILD_PATH = path.resolve("build/server/index.js");

export async function importServerBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(SERVER_BUILD_PATH).href)) as ServerBuild;
}
