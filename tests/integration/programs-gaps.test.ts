import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as overviewLoader } from "~/routes/provider+/programs+/$id._index";
import { action as criteriaAction } from "~/routes/provider+/programs+/$id.criteria";
import { action as editAction } from "~/routes/provider+/programs+/$id.edit";
import { loader as inviteLoader } from "~/routes/provider+/programs+/$id.invite";
import { loader as listLoader } from "~/routes/provider+/programs+/_index";
import { action as newAction } from "~/routes/provider+/programs+/new";
import { action as enrollmentAction } from "~/routes/provider+/programs+/$id.enrollment";
import { action as phasesAction } from "~/routes/provider+/programs+/$id.phases";
import { loader as productsLoader } from "~/routes/provider+/programs+/$id.products";
import {
  action as productDeleteAction,
  loader as productDeleteLoader,
} from "~/routes/provider+/programs+/$id.products_.$productId.delete";
import {
  action as itemDeleteAction,
  loader as itemDeleteLoader,
} from "~/routes/provider+/programs+/$id.products_.items.$itemId.delete";
import { programHandlers, type ProgramFault } from "../mocks/programs";
import type { RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { statusOf } from "../support/context";
import { staffGet, staffPost } from "../support/session";
import { onCall } from "../mocks/contract";
import { programs } from "@contract/programs";

/**
 * The program pages' later parts against a faked upstream (decision 042): deleting products and
 * their items, a clinic's product items, the name check, the look-ups, renaming and reordering
 * phases and items, renaming and deleting steps, editing a criterion, the sorted and network-wide
 * list, the invitation's names. Each: what is sent, the upstream's 422 under its field with the
 * values kept, a 500 with the values kept, a role that may only read (403), and an id outside
 * the tree (404 before any change).
 */

interface FormResult {
  init?: { status?: number };
  data?: {
    message?: string;
    result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
}

function fake(faults: ProgramFault[] = []) {
  const calls: RecordedCall[] = [];
  server.use(...programHandlers(calls, faults));
  return calls;
}
const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path.startsWith(path));
const changes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== "GET");
const params = { id: "prog-1" };

describe("deleting a product", () => {
  const at = (productId: string) => `/provider/programs/prog-1/products/${productId}/delete`;

  it("asks first; one with items cannot go; an empty one is deleted", async () => {
    const calls = fake();
    const full = await productDeleteLoader({
      ...staffGet(at("product-1")),
      params: { ...params, productId: "product-1" },
    });
    expect(full).toMatchObject({ title: "Delete Starter kit?", canDelete: false, items: 1 });
    const empty = await productDeleteLoader({
      ...staffGet(at("product-2")),
      params: { ...params, productId: "product-2" },
    });
    expect(empty.canDelete).toBe(true);
    expect(changes(calls)).toEqual([]);
    const response = (await productDeleteAction({
      ...staffPost(at("product-2"), { intent: "delete" }),
      params: { ...params, productId: "product-2" },
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/programs/prog-1/products");
    expect(changes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /api/products/product-2"]);
  });

  it("says the upstream's 422 (it still has items) in the reader's words, and a 500 as a failure", async () => {
    fake(["productDelete422"]);
    const refused = (await productDeleteAction({
      ...staffPost(at("product-2"), { intent: "delete" }),
      params: { ...params, productId: "product-2" },
    })) as FormResult;
    expect(refused.init?.status).toBe(422);
    expect(refused.data?.message).toBe("programs:products.delete.hasItems");
    fake(["productDelete500"]);
    const failed = (await productDeleteAction({
      ...staffPost(at("product-2"), { intent: "delete" }),
      params: { ...params, productId: "product-2" },
    })) as FormResult;
    expect(failed.init?.status).toBe(502);
    expect(failed.data?.message).toBe("programs:products.delete.failure.failed");
  });

  it("answers 404 for a product of another program or an id that cannot be one, 403 to a reader", async () => {
    const calls = fake();
    expect(
      await statusOf(() =>
        productDeleteAction({
          ...staffPost(at("product-9"), {}),
          params: { ...params, productId: "product-9" },
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        productDeleteAction({
          ...staffPost("/provider/programs/prog-far/products/product-1/delete", {}),
          params: { id: "prog-far", productId: "product-1" },
        }),
      ),
    ).toBe(404);
    const before = calls.length;
    expect(
      await statusOf(() =>
        productDeleteLoader({ ...staffGet(at("..%2F")), params: { ...params, productId: "../" } }),
      ),
    ).toBe(404);
    expect(calls.length).toBe(before);
    expect(
      await statusOf(() =>
        productDeleteAction({
          ...staffPost(at("product-2"), {}, PRIVILEGE.COORDINATOR),
          params: { ...params, productId: "product-2" },
        }),
      ),
    ).toBe(403);
    expect(changes(calls)).toEqual([]);
  });
});

describe("deleting a product item", () => {
  const at = "/provider/programs/prog-1/products/items/pi-1/delete";
  const itemParams = { ...params, itemId: "pi-1" };

  it("asks first naming the item and its product, then deletes it", async () => {
    const calls = fake();
    const data = await itemDeleteLoader({ ...staffGet(at), params: itemParams });
    expect(data).toMatchObject({ title: "Delete Meter?", product: "Starter kit", canDelete: true });
    const response = (await itemDeleteAction({ ...staffPost(at, {}), params: itemParams })) as Response;
    expect(response.headers.get("location")).toBe("/provider/programs/prog-1/products");
    expect(changes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /api/productItems/pi-1"]);
  });

  it("says a 422 (in use) in the reader's words; 404 for another program's item; 403 to a reader", async () => {
    let calls = fake(["productItemDelete422"]);
    const refused = (await itemDeleteAction({ ...staffPost(at, {}), params: itemParams })) as FormResult;
    expect(refused.init?.status).toBe(422);
    expect(refused.data?.message).toBe("programs:products.deleteItem.failure.inUse");
    calls = fake();
    expect(
      await statusOf(() =>
        itemDeleteAction({ ...staffPost(at, {}), params: { ...params, itemId: "pi-other" } }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        itemDeleteAction({ ...staffPost(at, {}, PRIVILEGE.COORDINATOR), params: itemParams }),
      ),
    ).toBe(403);
    expect(changes(calls)).toEqual([]);
  });
});

describe("a clinic's product items", () => {
  it("reads them for a clinic of the tree only, and hides only themselves when they fail", async () => {
    let calls = fake();
    const data = await productsLoader({
      ...staffGet("/provider/programs/prog-1/products?clinicId=clinic-1"),
      params,
    });
    expect(data.clinic).toEqual({ id: "clinic-1", name: "North Clinic" });
    expect(data.clinicItems?.map((i) => [i.programName, i.productName, i.name])).toEqual([
      ["Diabetes care", "Starter kit", "Meter"],
    ]);
    expect(sent(calls, "GET", "/api/organizations/productItems/clinic/clinic-1")).toHaveLength(1);
    calls = fake();
    expect(
      await statusOf(() =>
        productsLoader({ ...staffGet("/provider/programs/prog-1/products?clinicId=clinic-far"), params }),
      ),
    ).toBe(404);
    expect(sent(calls, "GET", "/api/organizations/productItems")).toEqual([]);
    fake(["clinicItems500"]);
    const failed = await productsLoader({
      ...staffGet("/provider/programs/prog-1/products?clinicId=clinic-1"),
      params,
    });
    expect(failed.clinicItems).toBeNull();
    expect(failed.products).toHaveLength(2);
  });
});

describe("phases and items reordered, a phase renamed", () => {
  const at = "/provider/programs/prog-1/phases";

  it("moves a phase down by trading ranks with the next, and an item up within its phase", async () => {
    const calls = fake();
    await phasesAction({
      ...staffPost(at, { intent: "movePhase", itemId: "phase-1", direction: "down" }),
      params,
    });
    await phasesAction({
      ...staffPost(at, { intent: "moveItem", itemId: "item-2", direction: "up" }),
      params,
    });
    expect(changes(calls).map((c) => [`${c.method} ${c.path}`, c.body])).toEqual([
      ["PUT /api/program-phase/phase-1", { rank: 1, swap: true }],
      ["PUT /api/program-phase-item/item-2", { rank: 0, swap: true }],
    ]);
  });

  it("moves nothing past the end or of another program, and says a failed move in the flash", async () => {
    let calls = fake();
    const { request, context } = staffPost(at, { intent: "movePhase", itemId: "phase-2", direction: "down" });
    await phasesAction({ request, context, params });
    await phasesAction({
      ...staffPost(at, { intent: "moveItem", itemId: "item-far", direction: "up" }),
      params,
    });
    expect(changes(calls)).toEqual([]);
    expect(context.jar.takeFlash()).toMatchObject({ kind: "error" });
    calls = fake(["itemMove500"]);
    const failing = staffPost(at, { intent: "moveItem", itemId: "item-1", direction: "down" });
    await phasesAction({ ...failing, params });
    expect(failing.context.jar.takeFlash()).toMatchObject({
      kind: "error",
      key: "programs:flash.moveFailedGeneric",
    });
  });

  it("renames a phase; our 400, the upstream's 422 and a 500 keep the name typed", async () => {
    let calls = fake();
    const response = (await phasesAction({
      ...staffPost(at, { intent: "renamePhase", id: "phase-2", name: "Aftercare" }),
      params,
    })) as Response;
    expect(response.headers.get("location")).toBe(at);
    expect(sent(calls, "PUT", "/api/program-phase/phase-2")[0]?.body).toEqual({ name: "Aftercare" });
    const empty = (await phasesAction({
      ...staffPost(at, { intent: "renamePhase", id: "phase-2", name: " " }),
      params,
    })) as FormResult;
    expect(empty.init?.status).toBe(400);
    expect(empty.data?.result?.error?.name).toEqual(["programs:errors.phaseRequired"]);
    calls = fake(["phasePut422"]);
    const refused = (await phasesAction({
      ...staffPost(at, { intent: "renamePhase", id: "phase-2", name: "Too long" }),
      params,
    })) as FormResult;
    expect(refused.data?.result?.error?.name).toEqual(["programs:errors.refused.text"]);
    expect(refused.data?.result?.initialValue).toMatchObject({ id: "phase-2", name: "Too long" });
    fake(["phasePut500"]);
    const failed = (await phasesAction({
      ...staffPost(at, { intent: "renamePhase", id: "phase-2", name: "Kept" }),
      params,
    })) as FormResult;
    expect(failed.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data?.result?.initialValue).toMatchObject({ name: "Kept" });
  });

  it("answers 404 for another program's phase or a program outside the tree, 403 to a reader", async () => {
    const calls = fake();
    const rename = { intent: "renamePhase", id: "phase-of-another", name: "X" };
    expect(await statusOf(() => phasesAction({ ...staffPost(at, rename), params }))).toBe(404);
    expect(
      await statusOf(() =>
        phasesAction({
          ...staffPost("/provider/programs/prog-far/phases", { ...rename, id: "phase-1" }),
          params: { id: "prog-far" },
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        phasesAction({
          ...staffPost(
            at,
            { intent: "movePhase", itemId: "phase-1", direction: "down" },
            PRIVILEGE.COORDINATOR,
          ),
          params,
        }),
      ),
    ).toBe(403);
    expect(changes(calls)).toEqual([]);
  });
});

describe("enrollment steps renamed and deleted", () => {
  const at = "/provider/programs/prog-1/enrollment";

  it("renames a step and deletes one", async () => {
    const calls = fake();
    const response = (await enrollmentAction({
      ...staffPost(at, { intent: "renameStep", id: "step-a", name: "Signed consent" }),
      params,
    })) as Response;
    expect(response.headers.get("location")).toBe(`${at}#steps`);
    await enrollmentAction({ ...staffPost(at, { intent: "deleteStep", id: "step-b" }), params });
    expect(changes(calls).map((c) => [`${c.method} ${c.path}`, c.body])).toEqual([
      ["PUT /api/programs/prog-1/enrollment-steps/step-a", { name: "Signed consent" }],
      ["DELETE /api/programs/prog-1/enrollment-steps/step-b", undefined],
    ]);
  });

  it("keeps the name typed on our 400, the upstream's 422 and a 500", async () => {
    fake();
    const empty = (await enrollmentAction({
      ...staffPost(at, { intent: "renameStep", id: "step-a", name: "" }),
      params,
    })) as FormResult;
    expect(empty.data?.result?.error?.name).toEqual(["programs:errors.stepRequired"]);
    fake(["stepPut422"]);
    const refused = (await enrollmentAction({
      ...staffPost(at, { intent: "renameStep", id: "step-a", name: "Long" }),
      params,
    })) as FormResult;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.name).toEqual(["programs:errors.refused.text"]);
    expect(refused.data?.result?.initialValue).toMatchObject({ id: "step-a", name: "Long" });
    fake(["stepPut500"]);
    const failed = (await enrollmentAction({
      ...staffPost(at, { intent: "renameStep", id: "step-a", name: "Kept" }),
      params,
    })) as FormResult;
    expect(failed.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data?.result?.initialValue).toMatchObject({ name: "Kept" });
  });

  it("keeps the name typed, on the rename form, when the steps cannot be read once the program was", async () => {
    const calls = fake();
    server.use(onCall(programs.steps, () => HttpResponse.error()));
    const kept = (await enrollmentAction({
      ...staffPost(at, { intent: "renameStep", id: "step-a", name: "Signed consent" }),
      params,
    })) as FormResult & { data?: { intent?: string } };
    expect(kept.init?.status).toBe(503);
    expect(kept.data?.intent).toBe("renameStep");
    expect(kept.data?.result?.error?.[""]).toEqual(["common:unavailable.body"]);
    expect(kept.data?.result?.initialValue).toMatchObject({ id: "step-a", name: "Signed consent" });
    expect(changes(calls)).toEqual([]);
  });

  it("answers 404 for another program's step and outside the tree, 403 to a reader", async () => {
    const calls = fake();
    expect(
      await statusOf(() =>
        enrollmentAction({ ...staffPost(at, { intent: "deleteStep", id: "step-x" }), params }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        enrollmentAction({
          ...staffPost("/provider/programs/prog-far/enrollment", { intent: "deleteStep", id: "step-a" }),
          params: { id: "prog-far" },
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        enrollmentAction({
          ...staffPost(at, { intent: "renameStep", id: "step-a", name: "X" }, PRIVILEGE.COORDINATOR),
          params,
        }),
      ),
    ).toBe(403);
    expect(changes(calls)).toEqual([]);
  });
});

describe("a criterion edited in place", () => {
  const at = "/provider/programs/prog-1/criteria";

  it("keeps what was typed, on its form, when the criteria cannot be read once the program was", async () => {
    const calls = fake();
    server.use(onCall(programs.criteria, () => HttpResponse.error()));
    const typed: Array<Record<string, string>> = [
      { intent: "add", attribute: "MIN_AGE", value: "18" },
      { intent: "edit", rank: "1", attribute: "MAX_AGE", value: "65" },
    ];
    for (const fields of typed) {
      const kept = (await criteriaAction({ ...staffPost(at, fields), params })) as FormResult & {
        data?: { intent?: string };
      };
      expect(kept.init?.status).toBe(503);
      expect(kept.data?.intent).toBe(fields.intent);
      expect(kept.data?.result?.error?.[""]).toEqual(["common:unavailable.body"]);
      expect(kept.data?.result?.initialValue).toMatchObject(fields);
    }
    expect(changes(calls)).toEqual([]);
  });

  it("sends its attribute and value by its rank, which stays", async () => {
    const calls = fake();
    const response = (await criteriaAction({
      ...staffPost(at, { intent: "edit", rank: "1", attribute: "MAX_AGE", value: "85" }),
      params,
    })) as Response;
    expect(response.headers.get("location")).toBe(`${at}#criteria`);
    expect(sent(calls, "PUT", "/api/programs/prog-1/qualification/1")[0]?.body).toEqual({
      rank: 1,
      attribute: "MAX_AGE",
      value: "85",
    });
  });

  it("refuses a bad value (400), puts the upstream's rank refusal under the criterion, a 500 keeps the values", async () => {
    let calls = fake();
    const ours = (await criteriaAction({
      ...staffPost(at, { intent: "edit", rank: "1", attribute: "GENDER", value: "robot" }),
      params,
    })) as FormResult;
    expect(ours.data?.result?.error?.value).toEqual(["programs:errors.gender"]);
    expect(changes(calls)).toEqual([]);
    calls = fake(["criterionPut422"]);
    const theirs = (await criteriaAction({
      ...staffPost(at, { intent: "edit", rank: "1", attribute: "GENDER", value: "female" }),
      params,
    })) as FormResult;
    expect(theirs.data?.result?.error?.attribute).toEqual(["programs:errors.refused.rank"]);
    expect(theirs.data?.result?.initialValue).toMatchObject({
      rank: "1",
      attribute: "GENDER",
      value: "female",
    });
    fake(["move500"]);
    const failed = (await criteriaAction({
      ...staffPost(at, { intent: "edit", rank: "1", attribute: "MIN_AGE", value: "21" }),
      params,
    })) as FormResult;
    expect(failed.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data?.result?.initialValue).toMatchObject({ value: "21" });
  });

  it("answers 404 for a rank the program does not hold and outside the tree, 403 to a reader", async () => {
    const calls = fake();
    const edit = { intent: "edit", rank: "2", attribute: "MIN_AGE", value: "21" };
    expect(await statusOf(() => criteriaAction({ ...staffPost(at, edit), params }))).toBe(404);
    expect(
      await statusOf(() =>
        criteriaAction({
          ...staffPost("/provider/programs/prog-far/criteria", { ...edit, rank: "1" }),
          params: { id: "prog-far" },
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        criteriaAction({ ...staffPost(at, { ...edit, rank: "1" }, PRIVILEGE.COORDINATOR), params }),
      ),
    ).toBe(403);
    expect(changes(calls)).toEqual([]);
  });
});

describe("the name check", () => {
  const fields = {
    name: "Heart health",
    description: "Walks",
    typeId: "md-program-type-1",
    categoryId: "md-program-category-1",
    status: "DRAFT",
  };

  it("refuses a taken name beside the field before the create call, values kept", async () => {
    const calls = fake();
    const result = (await newAction({
      ...staffPost("/provider/programs/new", fields),
      params: {},
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.name).toEqual(["programs:errors.nameTaken"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Heart health", description: "Walks" });
    expect(sent(calls, "GET", "/api/programs/name")[0]?.path).toBe(
      "/api/programs/name?organizationId=org-1&name=Heart+health",
    );
    expect(changes(calls)).toEqual([]);
  });

  it("asks on rename with the program left out, not when the name stays; a failed check lets the upstream decide", async () => {
    let calls = fake();
    const taken = (await editAction({
      ...staffPost("/provider/programs/prog-1/edit", fields),
      params,
    })) as FormResult;
    expect(taken.data?.result?.error?.name).toEqual(["programs:errors.nameTaken"]);
    expect(sent(calls, "GET", "/api/programs/name")[0]?.path).toContain("excludeId=prog-1");
    expect(changes(calls)).toEqual([]);
    calls = fake();
    await editAction({
      ...staffPost("/provider/programs/prog-1/edit", { ...fields, name: "Diabetes care" }),
      params,
    });
    expect(sent(calls, "GET", "/api/programs/name")).toEqual([]);
    expect(sent(calls, "PUT", "/api/programs/prog-1")).toHaveLength(1);
    calls = fake(["name500", "put500"]);
    const failed = (await editAction({
      ...staffPost("/provider/programs/prog-1/edit", { ...fields, name: "Fresh name" }),
      params,
    })) as FormResult;
    expect(sent(calls, "PUT", "/api/programs/prog-1")).toHaveLength(1);
    expect(failed.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data?.result?.initialValue).toMatchObject({ name: "Fresh name" });
  });

  it("is not asked for a reader (403) nor outside the tree (404)", async () => {
    const calls = fake();
    expect(
      await statusOf(() =>
        editAction({ ...staffPost("/provider/programs/prog-1/edit", fields, PRIVILEGE.COORDINATOR), params }),
      ),
    ).toBe(403);
    expect(
      await statusOf(() =>
        editAction({ ...staffPost("/provider/programs/prog-far/edit", fields), params: { id: "prog-far" } }),
      ),
    ).toBe(404);
    expect(sent(calls, "GET", "/api/programs/name")).toEqual([]);
    expect(changes(calls)).toEqual([]);
  });
});

describe("the overview's related programs", () => {
  it("names the other programs at its clinic and using its templates, itself left out", async () => {
    const calls = fake();
    const { data } = await overviewLoader({
      ...staffGet("/provider/programs/prog-2"),
      params: { id: "prog-2" },
    });
    expect(data.atClinic).toEqual({
      clinic: "North Clinic",
      programs: [{ id: "prog-1", name: "Diabetes care", status: "ACTIVE" }],
    });
    expect(data.byTemplate).toEqual([{ id: "cp-t1", name: "Diabetes plan", programs: [] }]);
    expect(sent(calls, "GET", "/api/programs/care-plan/cp-t1")[0]?.path).toBe(
      "/api/programs/care-plan/cp-t1?organizationId=org-1",
    );
  });

  it("hides only the look-ups that fail, and asks nothing for a program without clinic or template", async () => {
    let calls = fake(["lookups500"]);
    const { data: failed } = await overviewLoader({
      ...staffGet("/provider/programs/prog-2"),
      params: { id: "prog-2" },
    });
    expect(failed.program.name).toBe("Heart health");
    expect(failed.atClinic?.programs).toBeNull();
    expect(failed.byTemplate[0]?.programs).toBeNull();
    calls = fake();
    const { data: plain } = await overviewLoader({ ...staffGet("/provider/programs/prog-1"), params });
    expect(plain.atClinic).toBeNull();
    expect(plain.byTemplate).toEqual([]);
    expect(calls.filter((c) => /care-plan|clinic/.test(c.path))).toEqual([]);
  });

  it("answers 404 for an id that cannot be one before any call", async () => {
    const calls = fake();
    expect(
      await statusOf(() =>
        overviewLoader({ ...staffGet("/provider/programs/%2E%2E"), params: { id: ".." } }),
      ),
    ).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("the programs list", () => {
  it("sends the column and direction chosen to the upstream", async () => {
    const calls = fake();
    const data = await listLoader({ ...staffGet("/provider/programs?sort=enrolled,desc"), params: {} });
    expect(data.network).toBe(false);
    expect(sent(calls, "GET", "/api/programs/organization/org-1?")[0]?.path).toBe(
      "/api/programs/organization/org-1?page=0&size=20&orderType=enrolled&asc=false",
    );
  });

  it("reads the network's list for a super admin, with each program's organization", async () => {
    const calls = fake();
    const data = await listLoader({
      ...staffGet("/provider/programs?sort=name,asc", PRIVILEGE.SUPER_ADMIN),
      params: {},
    });
    expect(data.network).toBe(true);
    expect(data.list.content.map((p) => p.organizationName)).toEqual(["Demo", "Harbor"]);
    expect(sent(calls, "GET", "/api/programs?")[0]?.path).toBe(
      "/api/programs?page=0&size=20&orderType=name&asc=true",
    );
    expect(sent(calls, "GET", "/api/programs/organization/org-1?")).toEqual([]);
  });
});

describe("the invitation's confirmation", () => {
  it("names the chosen patients, read through patientIds, with their count", async () => {
    const calls = fake();
    const data = await inviteLoader({
      ...staffGet("/provider/programs/prog-1/invite?patientId=pat-1&patientId=pat-3"),
      params,
    });
    expect(data.count).toBe(2);
    expect(data.patients?.map((p) => p.name)).toEqual(["Ana Lopez", "Luis Soto"]);
    expect(sent(calls, "POST", "/api/programs/prog-1/eligible-not-enrolled")[0]?.body).toEqual({
      name: "",
      patientIds: ["pat-1", "pat-3"],
    });
    expect(changes(calls).filter((c) => c.path.includes("invite"))).toEqual([]);
  });

  it("names the first page of every matching patient with the upstream's count", async () => {
    fake();
    const data = await inviteLoader({
      ...staffGet("/provider/programs/prog-1/invite?all=true&name=a"),
      params,
    });
    expect(data.count).toBe(37);
    expect(data.patients).toHaveLength(2);
  });

  it("keeps the count when the names cannot be read", async () => {
    fake(["eligible500"]);
    const data = await inviteLoader({
      ...staffGet("/provider/programs/prog-1/invite?patientId=pat-1"),
      params,
    });
    expect(data.count).toBe(1);
    expect(data.patients).toBeNull();
  });
});
