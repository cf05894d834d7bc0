import type { Router } from "express";
import express from "express";
import { openApiDocument } from "@contract/openapi";

/**
 * The contract as the reference upstream publishes it (issue 39 §3): the OpenAPI document at
 * `/openapi.json` and a readable reference at `/api-reference`, both made from `contract/` when
 * first asked. Plain server-rendered HTML: it reads without JavaScript and needs no viewer bundle
 * (Swagger UI or Redoc would be a megabyte of browser code for a list a table shows).
 */

type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  "x-source"?: string;
  "x-access"?: string;
  "x-anonymous"?: string;
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function page(document: ReturnType<typeof openApiDocument>) {
  const byArea = new Map<string, Array<{ method: string; path: string; op: Operation }>>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const area = op.tags?.[0] ?? "other";
      byArea.set(area, [...(byArea.get(area) ?? []), { method: method.toUpperCase(), path, op }]);
    }
  const areas = [...byArea.keys()].sort();
  const count = (tag: string) =>
    [...byArea.values()].flat().filter(({ op }) => op.tags?.includes(tag)).length;
  const row = ({ method, path, op }: { method: string; path: string; op: Operation }) => {
    const params = (op.parameters ?? [])
      .map((p) => `${escape(p.name)} <small>(${p.in}${p.required ? ", required" : ""})</small>`)
      .join("<br>");
    const body = Object.keys(op.requestBody?.content ?? {}).join(", ");
    const answers = Object.entries(op.responses)
      .filter(([status]) => /^2/.test(status))
      .map(([status, r]) => `${status} ${Object.keys(r.content ?? {}).join(", ") || escape(r.description)}`)
      .join("<br>");
    const kind = op.tags?.includes("documented") ? "documented" : "extension";
    return `<tr id="${escape(op.operationId)}"><td><code>${method}</code></td><td><code>${escape(path)}</code></td>
<td>${escape(op.summary ?? "")}<br><small>${kind}: ${escape(op["x-source"] ?? "")}</small></td>
<td>${escape(op["x-access"] ?? "")}${op["x-anonymous"] ? `<br><small>without a session ${escape(op["x-anonymous"])}</small>` : ""}</td>
<td>${params}</td><td>${escape(body)}</td><td>${answers}</td></tr>`;
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}: API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:90rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f2f2f2}code{font-size:13px;word-break:break-all}small{color:#4a4a4a}.wrap{overflow-x:auto}</style></head>
<body><main><h1>${escape(document.info.title)}: API reference</h1>
<p>${escape(document.info.description ?? "")}</p>
<p>${count("documented")} documented calls and ${count("extension")} extensions. The machine-readable document: <a href="/openapi.json">openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav aria-label="Areas"><ul>${areas.map((a) => `<li><a href="#area-${escape(a)}">${escape(a)}</a> (${byArea.get(a)!.length})</li>`).join("")}</ul></nav>
${areas
  .map(
    (
      a,
    ) => `<section aria-labelledby="area-${escape(a)}"><h2 id="area-${escape(a)}">${escape(a)}</h2><div class="wrap"><table>
<thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What</th><th scope="col">Who</th><th scope="col">Parameters</th><th scope="col">Body</th><th scope="col">Answers</th></tr></thead>
<tbody>${byArea.get(a)!.map(row).join("")}</tbody></table></div></section>`,
  )
  .join("")}
</main></body></html>`;
}

export function apiReferenceRoutes(): Router {
  const router = express.Router();
  let document: ReturnType<typeof openApiDocument> | undefined;
  let html: string | undefined;
  const current = () => (document ??= openApiDocument());
  router.get("/openapi.json", (_req, res) => res.json(current()));
  router.get("/api-reference", (_req, res) => {
    html ??= page(current());
    res.type("html").send(html);
  });
  return router;
}
