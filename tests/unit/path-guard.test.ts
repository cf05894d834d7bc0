import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { pathGuard } from "../../server/security";

/**
 * The host's path check (decision 009) and its one exception (decision 034's addendum): a
 * master-data type named as the spec names its sub-route, spaces included, is redirected to the
 * canonical slug; every other segment that cannot be an id is still a 404 before the app runs.
 */

let base = "";
let server: http.Server;
const reached: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(pathGuard(parseConfig({ SESSION_SECRET: "x".repeat(40) })));
  app.use((req, res) => {
    reached.push(req.originalUrl);
    res.send("app");
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, method = "GET") => fetch(`${base}${path}`, { method, redirect: "manual" });

describe("the host's path check", () => {
  it("redirects a master-data type's spaced name to its canonical sub-route, the rest and the query kept", async () => {
    const cases = {
      "/provider/master-data/observation%20type": "/provider/master-data/observation-type",
      "/provider/master-data/observation%20type?name=pulse&page=2":
        "/provider/master-data/observation-type?name=pulse&page=2",
      "/provider/master-data/Device%20Model/md-1/edit?name=X1":
        "/provider/master-data/device-model/md-1/edit?name=X1",
      "/provider/master-data/organization%20aliases/": "/provider/master-data/organization-aliases",
      "/provider/master-data/fee%20schedules": "/provider/master-data/fee-schedules",
    };
    for (const [from, to] of Object.entries(cases)) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
    expect(reached).toEqual([]);
  });

  it("still answers 404 to every other segment that cannot be an id, before the app", async () => {
    for (const path of [
      "/provider/master-data/no%20such%20type",
      "/provider/master-data/observation%20type/a%20b/edit",
      "/provider/master-data/observation%3Ctype",
      "/provider/billing/payers/observation%20type",
      "/provider/providers/a%20b",
      "/provider/observation%20type",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get("/provider/master-data/observation%20type", "POST")).status).toBe(404);
    expect(reached).toEqual([]);
    expect((await get("/provider/master-data/observation-type")).status).toBe(200);
    expect(reached).toEqual(["/provider/master-data/observation-type"]);
  });
});
