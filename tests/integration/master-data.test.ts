import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { LISTED_TYPES, MASTER_DATA_TYPES, MASTER_DATA_VIEWS } from "~/domain/master-data";
import { PRIVILEGE } from "@contract/privileges";
import { loader as listLoader } from "~/routes/provider+/master-data+/$type._index";
import { action as newAction, loader as newLoader } from "~/routes/provider+/master-data+/$type.new";
import {
  action as editAction,
  loader as editLoader,
} from "~/routes/provider+/master-data+/$type.$itemId.edit";
import { action as deleteAction } from "~/routes/provider+/master-data+/$type.$itemId.delete";
import {
  action as imageAction,
  loader as imageLoader,
} from "~/routes/provider+/master-data+/$type.$itemId.image";
import { loader as thumbnailLoader } from "~/routes/provider+/master-data+/$type.$itemId.thumbnail";
import { UPSTREAM } from "../mocks/accounts";
import { masterDataCalls } from "../mocks/master-data";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { multipartImage, png } from "../support/images";
import { signedInCookie, staffAccount, staffGet, staffPost } from "../support/session";
import { entryAt, onCall } from "../mocks/contract";
import { masterData } from "@contract/master-data";

/**
 * The master-data pages (decision 034): every type of the table lists, creates, edits and
 * deletes through its service path; upstream refusals land on the fields with the values kept;
 * an in-use delete shows the upstream's reason; only the super admin gets in.
 */

const ADMIN = PRIVILEGE.SUPER_ADMIN;
const ORG_ADMIN = PRIVILEGE.ORGANIZATION_ADMIN;

interface FormAnswer {
  data?: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    message?: string;
  };
  init?: { status?: number };
}

const get = (url: string, privilege: number = ADMIN) => staffGet(url, privilege);
const post = (url: string, fields: Record<string, string>, privilege: number = ADMIN) =>
  staffPost(url, fields, privilege);

/** A type's own fields filled, beside a name and description. */
const formOf = (row: (typeof LISTED_TYPES)[number], name: string) => ({
  name,
  description: "Described",
  ...(row.modal === "taskType" ? { category: "ASSESSMENT" } : {}),
  ...(row.modal === "deviceModel" ? { manufacturer: "Pfizer" } : {}),
});

const expectedPath = (row: (typeof LISTED_TYPES)[number]) =>
  row.service + ("searchByPost" in row ? "/search" : "");

beforeEach(() => {
  masterDataCalls.length = 0;
});

describe("every type in the master-data table", () => {
  it("has a working list: its values from its service path, a page at a time", async () => {
    for (const row of LISTED_TYPES) {
      masterDataCalls.length = 0;
      const args = get(`/provider/master-data/${row.slug}?name=pedi`);
      const data = (await listLoader({ ...args, params: { type: row.slug } })) as unknown as {
        list: { content: Array<{ name: string }> };
        pageTitle: string;
      };
      expect(
        data.list.content.map((v) => v.name),
        row.slug,
      ).toEqual(["Pediatrics"]);
      expect(data.pageTitle, row.slug).not.toBe("");
      const call = masterDataCalls[0]!;
      expect(new URL(call.path, UPSTREAM).pathname, row.slug).toBe(expectedPath(row));
      const query = new URL(call.path, UPSTREAM).searchParams;
      expect(query.get("name"), row.slug).toBe("pedi");
      if ("field" in row) expect(query.get("type"), row.slug).toBe(row.field);
      if ("searchByPost" in row) expect(query.get("limit"), row.slug).toBe("20");
    }
  });

  it("creates a value with the type's own fields and, on a shared path, its type", async () => {
    for (const row of LISTED_TYPES) {
      masterDataCalls.length = 0;
      const url = `/provider/master-data/${row.slug}/new`;
      const response = (await newAction({
        ...post(url, formOf(row, "Brand new")),
        params: { type: row.slug },
      })) as Response;
      expect(response.status, row.slug).toBe(303);
      expect(response.headers.get("location"), row.slug).toBe(
        `/provider/master-data/${row.slug}?name=Brand%20new`,
      );
      const sent = masterDataCalls.find((c) => c.method === "POST" && c.path === row.service)!;
      expect(sent.body, row.slug).toEqual({
        ...formOf(row, "Brand new"),
        ...("field" in row ? { type: row.field } : {}),
      });
    }
  });
});

describe("a master-data form", () => {
  const url = "/provider/master-data/specialty/md-1/edit?name=Pediatrics";
  const args = (fields: Record<string, string>, privilege: number = ADMIN) => ({
    ...post(url, fields, privilege),
    params: { type: "specialty", itemId: "md-1" },
  });

  it("puts an upstream 422 under its field and keeps every value", async () => {
    server.use(
      onCall(masterData.updateSpecialty, () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [
              {
                field: "name",
                message: "Specialty 'Pediatrics' is listed by 2 providers and cannot be renamed",
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const answer = (await editAction(args({ name: "Kids", description: "Young ones" }))) as FormAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.result?.error?.name?.[0]).toContain("cannot be renamed");
    expect(answer.data?.result?.initialValue).toMatchObject({ name: "Kids", description: "Young ones" });
  });

  it("keeps every value and says the save failed when the upstream answers 500", async () => {
    server.use(
      onCall(masterData.updateSpecialty, () =>
        HttpResponse.json({ code: "INTERNAL_ERROR", message: "boom" }, { status: 500 }),
      ),
    );
    const answer = (await editAction(args({ name: "Kids", description: "Young ones" }))) as FormAnswer;
    expect(answer.init?.status).toBeGreaterThanOrEqual(400);
    expect(answer.data?.result?.error?.[""]?.[0]).toBe("masterData:flash.updateFailed");
    expect(answer.data?.result?.initialValue).toMatchObject({ name: "Kids", description: "Young ones" });
  });

  it("refuses a missing name (400, no upstream call) and a duplicate of another value", async () => {
    const empty = (await editAction(args({ name: " ", description: "" }))) as FormAnswer;
    expect(empty.init?.status).toBe(400);
    expect(empty.data?.result?.error?.name).toEqual(["masterData:errors.nameRequired"]);
    const twin = (await editAction(args({ name: "pfizer", description: "" }))) as FormAnswer;
    expect(twin.data?.result?.error?.name?.[0]).toMatch(/^masterData:errors.duplicate/);
    expect(masterDataCalls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("loads the value it edits by name, and a device model's manufacturers to choose from", async () => {
    const edit = (await editLoader({ ...get(url), params: { type: "specialty", itemId: "md-1" } })) as {
      defaults: Record<string, string>;
    };
    expect(edit.defaults).toMatchObject({ name: "Pediatrics", description: "Care of children" });
    const wrong = get("/provider/master-data/specialty/md-9/edit?name=Pediatrics");
    expect(
      await statusOf(() => editLoader({ ...wrong, params: { type: "specialty", itemId: "md-9" } })),
    ).toBe(404);
    const model = (await newLoader({
      ...get("/provider/master-data/device-model/new"),
      params: { type: "device-model" },
    })) as { choices: Record<string, string[]> };
    expect(model.choices.manufacturer).toEqual(["Pediatrics", "Pfizer"]);
    expect(masterDataCalls.at(-1)?.path).toContain("type=MANUFACTURE");
  });
});

describe("deleting a master-data value", () => {
  const args = () => ({
    ...post("/provider/master-data/specialty/md-1/delete?name=Pediatrics", {}),
    params: { type: "specialty", itemId: "md-1" },
  });

  it("deletes through the type's path and says so", async () => {
    const response = (await deleteAction(args())) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/master-data/specialty");
    expect(masterDataCalls.at(-1)).toMatchObject({ method: "DELETE", path: "/api/specialties/md-1" });
  });

  it("shows the upstream's reason when it refuses a value in use with 422 or 409", async () => {
    const reason = "Specialty 'Pediatrics' is listed by 2 providers";
    for (const status of [422, 409]) {
      server.use(
        onCall(masterData.removeSpecialty, () =>
          HttpResponse.json({ code: "IN_USE", message: reason, reason }, { status }),
        ),
      );
      const answer = (await deleteAction(args())) as FormAnswer;
      expect(answer.init?.status, String(status)).toBe(status);
      expect(answer.data?.message, String(status)).toContain("masterData:delete.failedBecause");
      expect(answer.data?.message, String(status)).toContain(reason);
      expect(answer.data?.result?.error?.[""]?.[0], String(status)).toContain(reason);
    }
  });
});

describe("master-data URLs", () => {
  it("redirects the spec's lower-cased type names to the canonical one, query kept", async () => {
    for (const segment of ["observation type", "observationtype", "Observation_Type"]) {
      const thrown = await listLoader({
        ...get(`/provider/master-data/${encodeURIComponent(segment)}?name=x`),
        params: { type: segment },
      }).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(301);
      expect((thrown as Response).headers.get("location")).toBe(
        "/provider/master-data/observation-type?name=x",
      );
    }
  });

  it("sends a billing type to its screen, and answers 404 for no type before any upstream call", async () => {
    const billing = (await listLoader({
      ...get("/provider/master-data/modifiers"),
      params: { type: "modifiers" },
    }).catch((e: unknown) => e)) as Response;
    expect(billing.headers.get("location")).toBe("/provider/billing/modifiers");
    expect(
      await statusOf(() =>
        listLoader({ ...get("/provider/master-data/nothing"), params: { type: "nothing" } }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        newLoader({ ...get("/provider/master-data/modifiers/new"), params: { type: "modifiers" } }),
      ),
    ).toBe(404);
    expect(masterDataCalls).toHaveLength(0);
  });

  it("is the super admin's: other staff get 403 on every page and post", async () => {
    const row = MASTER_DATA_TYPES[4]!;
    const params = { type: row.slug, itemId: "md-1" };
    expect(
      await statusOf(() => listLoader({ ...get(`/provider/master-data/${row.slug}`, ORG_ADMIN), params })),
    ).toBe(403);
    expect(
      await statusOf(() =>
        newAction({ ...post(`/provider/master-data/${row.slug}/new`, { name: "X" }, ORG_ADMIN), params }),
      ),
    ).toBe(403);
    expect(
      await statusOf(() =>
        deleteAction({ ...post(`/provider/master-data/${row.slug}/md-1/delete`, {}, ORG_ADMIN), params }),
      ),
    ).toBe(403);
    expect(masterDataCalls).toHaveLength(0);
  });
});

describe("master data's read-only lists", () => {
  const rows = {
    devices: { id: "device-1", name: "Cuff 1", serialNumber: "BP-1", model: "BP-200", manufacturer: "Omron" },
    inventories: {
      id: "inventory-1",
      name: "Comirnaty",
      inventoryType: "COVID",
      manufacturer: "Pfizer",
      lotNumber: "PF-1",
      quantity: 240,
      expiresOn: "2027-03-31",
    },
    products: {
      id: "product-1",
      name: "Home kit",
      programId: "program-1",
      programName: "Diabetes",
      itemCount: 2,
    },
    "payer-list": { id: "payer-1", name: "Medi-Cal", payerGroupNumber: "G-1", state: "CA" },
  };
  const calls: URL[] = [];
  beforeEach(() => {
    calls.length = 0;
    server.use(
      ...MASTER_DATA_VIEWS.map((view) =>
        onCall(entryAt("GET", view.service), ({ request }) => {
          calls.push(new URL(request.url));
          return HttpResponse.json({
            content: [rows[view.slug]],
            totalElements: 41,
            totalPages: 3,
            number: 2,
            size: 20,
          });
        }),
      ),
    );
  });

  it("lists each from its path, searched and paged in the upstream", async () => {
    for (const view of MASTER_DATA_VIEWS) {
      calls.length = 0;
      const data = (await listLoader({
        ...get(`/provider/master-data/${view.slug}?name=kit&page=3`),
        params: { type: view.slug },
      })) as unknown as { list: { content: unknown[]; totalElements: number }; pageTitle: string };
      expect(data.list.content, view.slug).toEqual([rows[view.slug]]);
      expect(data.list.totalElements, view.slug).toBe(41);
      expect(data.pageTitle, view.slug).not.toMatch(/^masterData:|^lists\./);
      expect(calls, view.slug).toHaveLength(1);
      expect(calls[0]!.pathname, view.slug).toBe(view.service);
      expect(calls[0]!.searchParams.get("name"), view.slug).toBe("kit");
      // The URL's page is the upstream's (0-based, as every list of the app).
      expect(calls[0]!.searchParams.get("page"), view.slug).toBe("3");
      expect(calls[0]!.searchParams.has("type"), view.slug).toBe(false);
    }
  });

  it("has no form and no delete: those pages are a 404 before any upstream call", async () => {
    for (const view of MASTER_DATA_VIEWS) {
      const params = { type: view.slug, itemId: "x-1" };
      const base = `/provider/master-data/${view.slug}`;
      expect(await statusOf(() => newLoader({ ...get(`${base}/new`), params })), view.slug).toBe(404);
      expect(
        await statusOf(() => newAction({ ...post(`${base}/new`, { name: "X" }), params })),
        view.slug,
      ).toBe(404);
      expect(await statusOf(() => editLoader({ ...get(`${base}/x-1/edit?name=X`), params })), view.slug).toBe(
        404,
      );
      expect(
        await statusOf(() => deleteAction({ ...post(`${base}/x-1/delete?name=X`, {}), params })),
        view.slug,
      ).toBe(404);
    }
    expect(calls).toHaveLength(0);
    expect(masterDataCalls).toHaveLength(0);
  });

  it("is the super admin's: other staff get 403 before any upstream call", async () => {
    for (const view of MASTER_DATA_VIEWS)
      expect(
        await statusOf(() =>
          listLoader({
            ...get(`/provider/master-data/${view.slug}`, ORG_ADMIN),
            params: { type: view.slug },
          }),
        ),
        view.slug,
      ).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it("answers a failing upstream with the error page, never the list's data", async () => {
    server.use(onCall(masterData.devices, () => HttpResponse.json({}, { status: 500 })));
    expect(
      await statusOf(() =>
        listLoader({ ...get("/provider/master-data/devices"), params: { type: "devices" } }),
      ),
    ).toBeGreaterThanOrEqual(500);
  });
});

describe("an image-library value's picture", () => {
  const url = "/provider/master-data/image-library/md-1/image?name=Pediatrics";
  const params = { type: "image-library", itemId: "md-1" };
  const upload = (bytes: Uint8Array<ArrayBuffer>, type = "image/png") => {
    const request = multipartImage(
      `http://app.test${url}`,
      { bytes, name: "../photo.jpg", type },
      {
        cookie: signedInCookie(
          { accessToken: "at_valid", refreshToken: "rt_valid" },
          { ...staffAccount, privilegeId: ADMIN },
        ),
      },
    );
    return imageAction({ request, context: contextFor(request), params });
  };

  it("sends the checked image with our name and type, then goes back to the list", async () => {
    const received: Array<{ path: string; type: string; name: string }> = [];
    server.use(
      onCall(masterData.uploadImage, async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        received.push({ path: new URL(request.url).pathname, type: file.type, name: file.name });
        return HttpResponse.json({ id: "md-1" });
      }),
    );
    const response = (await upload(png(320, 240), "image/jpeg")) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/master-data/image-library?name=Pediatrics");
    expect(received).toEqual([{ path: "/api/masterData/md-1/image", type: "image/png", name: "image.png" }]);
  });

  it("refuses an image too small before any upstream call, and puts an upstream 422 under the file", async () => {
    const small = (await upload(png(20, 20))) as FormAnswer;
    expect(small.init?.status).toBe(400);
    expect(small.data?.result?.error?.file?.[0]).toMatch(/^common:images.tooSmall/);
    server.use(
      onCall(masterData.uploadImage, () =>
        HttpResponse.json({ fieldErrors: [{ field: "file", message: "Not this one" }] }, { status: 422 }),
      ),
    );
    const refused = (await upload(png(320, 240))) as FormAnswer;
    expect(refused.data?.result?.error?.file).toEqual(["Not this one"]);
  });

  it("has a page only for a type that holds pictures", async () => {
    const page = (await imageLoader({ ...get(url), params })) as { name: string; hasImage: boolean };
    expect(page).toMatchObject({ name: "Pediatrics", hasImage: false });
    const other = { type: "specialty", itemId: "md-1" };
    expect(
      await statusOf(() => imageLoader({ ...get(url.replace("image-library", "specialty")), params: other })),
    ).toBe(404);
  });

  it("streams the picture for the thumbnail, and a bare 404 without one", async () => {
    server.use(
      onCall(masterData.image, ({ params }) =>
        params.id === "md-1"
          ? HttpResponse.arrayBuffer(png(320, 240).buffer, { headers: { "content-type": "image/png" } })
          : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }),
      ),
    );
    const thumb = get("/provider/master-data/image-library/md-1/thumbnail");
    const found = (await thumbnailLoader({ ...thumb, params })) as Response;
    expect(found.status).toBe(200);
    expect(found.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await found.arrayBuffer())).toEqual(png(320, 240));
    const none = (await thumbnailLoader({ ...thumb, params: { ...params, itemId: "md-2" } })) as Response;
    expect(none.status).toBe(404);
  });
});
