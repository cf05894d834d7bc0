// JS a route's document loads, from the client build's manifest: the entry and its imports, then
// every route module of the match chain (root → leaf) and their imports, each file counted once.
// The manifest file counts only without lazy route discovery: with it, Remix inlines the matched
// part of the manifest in the HTML (counted by bench/bytes.mjs) and never loads the file.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function readManifest(clientDir = "build/client") {
  const assetsDir = path.join(clientDir, "assets");
  const file = readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no manifest in ${assetsDir}: run the build first`);
  const text = readFileSync(path.join(assetsDir, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json), manifestFile: `/assets/${file}` };
}

function gzipBytes(clientDir, url, cache) {
  if (!cache.has(url)) {
    const raw = readFileSync(path.join(clientDir, url));
    cache.set(url, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
  }
  return cache.get(url);
}

/** [{ route, files, rawBytes, gzipBytes }] for every route that renders a page or is a leaf. */
export function routeJsBytes(clientDir = "build/client") {
  const { manifest, manifestFile } = readManifest(clientDir);
  const lazyDiscovery = /v3_lazyRouteDiscovery:\s*true/.test(readFileSync("vite.config.ts", "utf8"));
  const cache = new Map();
  const routes = manifest.routes;
  const chain = (id) => {
    const list = [];
    for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) list.unshift(r);
    return list;
  };
  const results = [];
  for (const id of Object.keys(routes)) {
    const files = new Set([
      ...(lazyDiscovery ? [] : [manifestFile]),
      manifest.entry.module,
      ...manifest.entry.imports,
    ]);
    for (const r of chain(id)) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const size = gzipBytes(clientDir, f, cache);
      raw += size.raw;
      gzip += size.gzip;
    }
    results.push({ route: id, files: [...files], rawBytes: raw, gzipBytes: gzip });
  }
  return results.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The largest files across all routes, for the "what is heavy" report. */
export function largestFiles(clientDir = "build/client", limit = 10) {
  const { manifest } = readManifest(clientDir);
  const cache = new Map();
  const all = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of Object.values(manifest.routes)) {
    all.add(r.module);
    for (const i of r.imports ?? []) all.add(i);
  }
  return [...all]
    .map((f) => ({ file: f, ...gzipBytes(clientDir, f, cache) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, limit);
}
