import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's provider notes (decision 021): a private note reaches its author only
 * (404 to anyone else, as a note that does not exist), only the author gets and may use the
 * update and delete links, filters are "by me" and the author's name, and a note outside the
 * reader's organization tree is refused before the route.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const COORDINATOR = "coordinator@demo.test";
/** Maya Patel, a provider user of the first clinic: the demo patients are outside her tree. */
const PROVIDER = "provider@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-notes");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const patientId = () => store.patients.all().find((p) => p.email === "patient@demo.test")!.id;
const list = async (who: string, query = "") =>
  (await api.call(who, "GET", `/api/note/patient/${patientId()}?${query}`)) as { status: number; body: Json };
const texts = (body: Json) => (body.content as Array<{ text: string }>).map((n) => n.text);

describe("provider notes", () => {
  it("writes a private note its author reads with links, and no one else reads at all", async () => {
    const made = (await api.call(ADMIN, "POST", "/api/note", {
      patientId: patientId(),
      text: "  Discussed the new schedule.  ",
      isPrivate: true,
    })) as { status: number; body: Json };
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      text: "Discussed the new schedule.",
      isPrivate: true,
      performerName: "Oscar Owens",
    });
    expect(made.body.links.map((l: Json) => l.rel)).toEqual(["update", "delete"]);

    expect(texts((await list(ADMIN)).body)).toContain("Discussed the new schedule.");
    const other = await list(COORDINATOR);
    expect(other.status).toBe(200);
    expect(texts(other.body)).not.toContain("Discussed the new schedule.");
    // The coordinator's own private seed note is theirs alone, and the public one is everyone's.
    expect(texts(other.body)).toContain("Asked about financial help for the co-pay; follow up next visit.");
    expect(texts((await list(ADMIN)).body)).not.toContain(
      "Asked about financial help for the co-pay; follow up next visit.",
    );
    const publicSeed = (await list(ADMIN)).body.content.find((n: Json) => n.performerName === "Carlos Cruz");
    expect(publicSeed.links).toEqual([]);

    const hidden = await api.call(COORDINATOR, "PUT", `/api/note/${made.body.id}`, { text: "x" });
    expect(hidden.status).toBe(404);
    expect((await api.call(COORDINATOR, "DELETE", `/api/note/${made.body.id}`)).status).toBe(404);
  });

  it("lets only the author change or delete a public note", async () => {
    const made = (await api.call(COORDINATOR, "POST", "/api/note", {
      patientId: patientId(),
      text: "Brought the vaccination card.",
    })) as { status: number; body: Json };
    expect(made.body.isPrivate).toBe(false);
    const id = made.body.id as string;
    expect((await api.call(ADMIN, "PUT", `/api/note/${id}`, { text: "Mine now" })).status).toBe(403);
    expect((await api.call(ADMIN, "DELETE", `/api/note/${id}`)).status).toBe(403);

    const changed = (await api.call(COORDINATOR, "PUT", `/api/note/${id}`, {
      text: "Brought the card.",
    })) as {
      status: number;
      body: Json;
    };
    expect(changed.status).toBe(200);
    expect(changed.body.text).toBe("Brought the card.");
    expect(store.notes.byId(id)!.text).toBe("Brought the card.");
    expect((await api.call(COORDINATOR, "DELETE", `/api/note/${id}`)).status).toBe(204);
    expect(store.notes.byId(id)).toBeUndefined();
  });

  it("records a public note as a NOTE activity of the patient, and a private one not", async () => {
    const before = store.activities.ofPatient(patientId(), {
      limit: -1,
      offset: 0,
      number: 0,
      size: -1,
    }).total;
    await api.call(COORDINATOR, "POST", "/api/note", { patientId: patientId(), text: "Public news" });
    await api.call(COORDINATOR, "POST", "/api/note", {
      patientId: patientId(),
      text: "Secret",
      isPrivate: true,
    });
    const after = store.activities.ofPatient(patientId(), { limit: -1, offset: 0, number: 0, size: -1 });
    expect(after.total).toBe(before + 1);
    expect(after.content[0]).toMatchObject({
      entityType: "NOTE",
      note: "Public news",
      actorAccountRole: "DOCTOR",
    });
  });

  it("filters by me and by the author's name, newest first, paged", async () => {
    const mine = await list(COORDINATOR, "creator=me");
    expect(mine.body.content.every((n: Json) => n.performerName === "Carlos Cruz")).toBe(true);
    const byName = await list(ADMIN, "performerName=cruz");
    expect(byName.body.content.length).toBeGreaterThan(0);
    expect(byName.body.content.every((n: Json) => n.performerName === "Carlos Cruz")).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await list(ADMIN, "performerName=%25")).body.content).toEqual([]);
    const all = (await list(ADMIN, "size=-1")).body.content as Array<{ createdAt: string }>;
    expect(all.map((n) => n.createdAt)).toEqual([...all.map((n) => n.createdAt)].sort().reverse());
    const first = await list(ADMIN, "size=1&page=0");
    expect(first.body).toMatchObject({ size: 1, number: 0, totalElements: all.length });
    expect(first.body.content).toHaveLength(1);
  });

  it("refuses notes on a patient outside the reader's organization tree", async () => {
    expect((await list(PROVIDER)).status).toBe(403);
    const write = await api.call(PROVIDER, "POST", "/api/note", { patientId: patientId(), text: "Hello" });
    expect(write.status).toBe(403);
    expect((await api.call(ADMIN, "GET", "/api/note/patient/pat-nobody")).status).toBe(404);
  });
});
