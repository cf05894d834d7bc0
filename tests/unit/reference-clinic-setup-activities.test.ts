import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { addDays, toWireDate } from "../../reference-api/time";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's clinic set-up activity log (issue 40 item 2, migration 055): the seed's
 * lines, one line written by each set-up write in the same transaction (hours, special date, day
 * signed off), none by a refused write, newest first and paged in SQL, and the tree's access.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const HARBOR_ADMIN = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-clinic-setup-activities");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const riverside = () => store.organizations.all().find((o) => o.name === "Riverside Community Clinic")!;
const url = (query = "") => `/api/organizations/${riverside().id}/clinic-setup/activities${query}`;
const get = async (username: string, path: string) =>
  (await api.call(username, "GET", path)) as { status: number; body: Json };

describe("clinic set-up activities", () => {
  it("answers the seeded log newest first as a Spring page", async () => {
    const { status, body } = await get(ADMIN, url());
    expect(status).toBe(200);
    expect(body.content.map((a: Json) => a.action)).toEqual([
      "DAY_SIGNED_OFF",
      "SPECIAL_DATE_SET",
      "HOURS_SET",
    ]);
    expect(body).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 20 });
    const times = body.content.map((a: Json) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("writes one line per set-up change, with who and what, and none for a refused change", async () => {
    const before = (await get(ADMIN, url())).body.totalElements as number;
    const future = toWireDate(addDays(new Date().toISOString().slice(0, 10), 400));
    const refused = await api.call(ADMIN, "POST", `/api/schedule/${riverside().id}/special`, {
      date: "01/01/2020",
      closed: true,
    });
    expect((refused as { status: number }).status).toBe(422);
    expect((await get(ADMIN, url())).body.totalElements).toBe(before);

    const special = await api.call(ADMIN, "POST", `/api/schedule/${riverside().id}/special`, {
      date: future,
      closed: false,
      open: "09:00",
      close: "12:00",
      note: "Flu drive",
    });
    expect((special as { status: number }).status).toBe(201);
    const signed = await api.call(ADMIN, "PUT", `/api/organizations/${riverside().id}/clinic-day-sign-off`, {
      date: future,
    });
    expect((signed as { status: number }).status).toBe(200);

    const { body } = await get(ADMIN, url());
    expect(body.totalElements).toBe(before + 2);
    expect(body.content[0]).toMatchObject({
      action: "DAY_SIGNED_OFF",
      actor: "Oscar Owens",
      details: { date: future, lanes: 0 },
    });
    expect(body.content[1]).toMatchObject({
      action: "SPECIAL_DATE_SET",
      actor: "Oscar Owens",
      details: { date: future, closed: false, open: "09:00", close: "12:00", note: "Flu drive" },
    });
    // The table the page reads is the one the writes fill.
    const rows = store.clinicSetup.allActivities().filter((a) => a.organizationId === riverside().id);
    expect(rows).toHaveLength(before + 2);
  });

  it("writes a line when the weekly hours are saved", async () => {
    const days = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: "07:00", close: "19:00" }));
    const saved = await api.call(ADMIN, "POST", `/api/schedule/${riverside().id}/regular`, {
      days,
      confirmClosing: true,
    });
    expect((saved as { status: number }).status).toBe(200);
    const { body } = await get(ADMIN, url("?size=1"));
    expect(body.content).toHaveLength(1);
    expect(body.content[0]).toMatchObject({ action: "HOURS_SET", details: { days } });
  });

  it("pages in SQL: each page its own lines, together the whole log", async () => {
    const all = (await get(ADMIN, url("?size=-1"))).body.content.map((a: Json) => a.id);
    const first = (await get(ADMIN, url("?page=0&size=2"))).body;
    const second = (await get(ADMIN, url("?page=1&size=2"))).body;
    expect(first.totalPages).toBe(Math.ceil(all.length / 2));
    expect([...first.content, ...second.content].map((a: Json) => a.id)).toEqual(all.slice(0, 4));
    const past = (await get(ADMIN, url("?page=99&size=2"))).body;
    expect(past.content).toEqual([]);
  });

  it("refuses an organization outside the account's tree and answers 404 for none", async () => {
    expect((await get(HARBOR_ADMIN, url())).status).toBe(403);
    // Anyone but a scope everywhere is refused by the tree first; the super admin learns it is not there.
    expect(
      (await get("superadmin@demo.test", "/api/organizations/org-none/clinic-setup/activities")).status,
    ).toBe(404);
  });
});
