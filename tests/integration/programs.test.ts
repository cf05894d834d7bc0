import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as patientProgramsLoader } from "~/routes/provider+/members+/$patientId.programs";
import { action as criteriaAction } from "~/routes/provider+/programs+/$id.criteria";
import { action as deleteAction, loader as deleteLoader } from "~/routes/provider+/programs+/$id.delete";
import { action as editAction } from "~/routes/provider+/programs+/$id.edit";
import {
  action as enrollAction,
  loader as enrollmentLoader,
} from "~/routes/provider+/programs+/$id.enrollment";
import { action as inviteAction, loader as inviteLoader } from "~/routes/provider+/programs+/$id.invite";
import { action as phasesAction } from "~/routes/provider+/programs+/$id.phases";
import { action as pictureAction } from "~/routes/provider+/programs+/$id.picture";
import { action as productsAction } from "~/routes/provider+/programs+/$id.products";
import { loader as listLoader } from "~/routes/provider+/programs+/_index";
import { action as newAction } from "~/routes/provider+/programs+/new";
import { staffPatientHandler } from "../mocks/patients";
import { programHandlers, type ProgramFault } from "../mocks/programs";
import type { RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { multipartImage, png } from "../support/images";
import { signedInCookie, staffGet, staffPost } from "../support/session";

/**
 * The program pages against a faked upstream (decision 037): what each page reads and sends,
 * every form's refusals (ours 400, the upstream's 422 under its field, a 500 as a form error,
 * values kept), a role that may only read, and a program outside the tree answering 404 with
 * nothing changed.
 */

interface FormResult {
  init?: { status?: number };
  data?: { result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
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
const far = { id: "prog-far" };

describe("the programs list", () => {
  it("reads the page with the query's filters, the counts and the charts", async () => {
    const calls = fake();
    const data = await listLoader({
      ...staffGet("/provider/programs?status=ACTIVE&typeId=md-program-type-1&name=diab"),
      params: {},
    });
    expect(sent(calls, "GET", "/api/programs/organization/org-1?")[0]?.path).toBe(
      "/api/programs/organization/org-1?page=0&size=20&name=diab&typeId=md-program-type-1&status=ACTIVE&orderType=name&asc=true",
    );
    expect(data.figures?.map((f) => f.value)).toEqual(["3", "2", "0", "5"]);
    expect(data.byType?.categories.map((c) => c.label)).toEqual(["Chronic care"]);
    expect(data.byCategory?.categories.map((c) => c.label)).toEqual(["None"]);
    expect(data.choices.typeId).toEqual([
      { value: "md-program-type-1", label: "Chronic care" },
      { value: "md-program-type-2", label: "Prevention" },
    ]);
  });

  it("hides only the counts when they cannot be read", async () => {
    fake(["counts"]);
    const data = await listLoader({ ...staffGet("/provider/programs?saved=off"), params: {} });
    expect(data.figures).toBeNull();
    expect(data.list.content).toHaveLength(1);
  });
});

describe("creating and editing a program", () => {
  const fields = {
    name: "Walking club",
    description: "Walks",
    typeId: "md-program-type-1",
    categoryId: "md-program-category-1",
    status: "DRAFT",
    templateIds: "cp-t1",
  };

  it("creates one in the user's organization and goes to its phases", async () => {
    const calls = fake();
    const response = (await newAction({
      ...staffPost("/provider/programs/new", fields),
      params: {},
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/programs/prog-new/phases");
    expect(sent(calls, "POST", "/api/programs/create-program")[0]?.body).toEqual({
      name: "Walking club",
      description: "Walks",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
      status: "DRAFT",
      clinicId: null,
      templateIds: ["cp-t1"],
      serviceTypeIds: [],
      organizationId: "org-1",
    });
  });

  it("refuses an empty name with 400, keeping the other values and calling nothing", async () => {
    const calls = fake();
    const result = (await newAction({
      ...staffPost("/provider/programs/new", { ...fields, name: "" }),
      params: {},
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.name).toEqual(["programs:errors.nameRequired"]);
    expect(result.data?.result?.initialValue).toMatchObject({ description: "Walks" });
    expect(changes(calls)).toEqual([]);
  });

  it("puts the upstream's 422 under its field and keeps the values", async () => {
    fake(["create422"]);
    const result = (await newAction({
      ...staffPost("/provider/programs/new", fields),
      params: {},
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.typeId).toEqual(["programs:errors.typeRequired"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Walking club" });
  });

  it("keeps every value and says so when the upstream fails with a 500", async () => {
    fake(["create500"]);
    const result = (await newAction({
      ...staffPost("/provider/programs/new", fields),
      params: {},
    })) as FormResult;
    expect(result.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Walking club", description: "Walks" });
  });

  it("saves an edit; a 500 keeps the values", async () => {
    let calls = fake();
    const response = (await editAction({
      ...staffPost("/provider/programs/prog-1/edit", fields),
      params,
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/programs/prog-1");
    expect(sent(calls, "PUT", "/api/programs/prog-1")).toHaveLength(1);
    calls = fake(["put500"]);
    const result = (await editAction({
      ...staffPost("/provider/programs/prog-1/edit", fields),
      params,
    })) as FormResult;
    expect(result.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Walking club" });
  });

  it("is refused with 403 to a role that may only read programs, before any call", async () => {
    const calls = fake();
    const status = await statusOf(() =>
      newAction({ ...staffPost("/provider/programs/new", fields, PRIVILEGE.COORDINATOR), params: {} }),
    );
    expect(status).toBe(403);
    expect(calls).toEqual([]);
  });

  it("answers 404 for a program outside the tree, changing nothing", async () => {
    const calls = fake();
    const status = await statusOf(() =>
      editAction({ ...staffPost("/provider/programs/prog-far/edit", fields), params: far }),
    );
    expect(status).toBe(404);
    expect(changes(calls)).toEqual([]);
  });
});

describe("phases and their items", () => {
  it("adds a phase", async () => {
    const calls = fake();
    const response = (await phasesAction({
      ...staffPost("/provider/programs/prog-1/phases", { intent: "phase", name: "Intake" }),
      params,
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/programs/prog-1/phases");
    expect(sent(calls, "POST", "/api/program-phase")[0]?.body).toEqual({
      programId: "prog-1",
      name: "Intake",
    });
  });

  it("sends an item as its type and entity; one pointing at nothing comes back under the item", async () => {
    let calls = fake();
    const item = { intent: "item", phaseId: "phase-1", item: "APPOINTMENT_TYPE:1" };
    await phasesAction({ ...staffPost("/provider/programs/prog-1/phases", item), params });
    expect(sent(calls, "POST", "/api/program-phase-item")[0]?.body).toEqual({
      phaseId: "phase-1",
      itemType: "APPOINTMENT_TYPE",
      itemEntityId: "1",
    });
    calls = fake(["item422"]);
    const result = (await phasesAction({
      ...staffPost("/provider/programs/prog-1/phases", { ...item, item: "SURVEY:gone" }),
      params,
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.item).toEqual(["programs:errors.refused.item"]);
    expect(result.data?.result?.initialValue).toMatchObject({ phaseId: "phase-1", item: "SURVEY:gone" });
  });

  it("refuses a phase without a name with 400, and a read-only role with 403", async () => {
    const calls = fake();
    const result = (await phasesAction({
      ...staffPost("/provider/programs/prog-1/phases", { intent: "phase", name: " " }),
      params,
    })) as FormResult;
    expect(result.data?.result?.error?.name).toEqual(["programs:errors.phaseRequired"]);
    const status = await statusOf(() =>
      phasesAction({
        ...staffPost(
          "/provider/programs/prog-1/phases",
          { intent: "phase", name: "X" },
          PRIVILEGE.COORDINATOR,
        ),
        params,
      }),
    );
    expect(status).toBe(403);
    expect(changes(calls)).toEqual([]);
  });
});

describe("removing phases and items", () => {
  it("removes the program's own item or phase, and nothing of another program", async () => {
    const calls = fake();
    await phasesAction({
      ...staffPost("/provider/programs/prog-1/phases", { intent: "removeItem", id: "item-1" }),
      params,
    });
    await phasesAction({
      ...staffPost("/provider/programs/prog-1/phases", { intent: "removePhase", id: "phase-2" }),
      params,
    });
    expect(changes(calls).map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/program-phase-item/item-1",
      "DELETE /api/program-phase/phase-2",
    ]);
    const { request, context } = staffPost("/provider/programs/prog-1/phases", {
      intent: "removePhase",
      id: "phase-of-another",
    });
    await phasesAction({ request, context, params });
    expect(changes(calls)).toHaveLength(2);
    expect(context.jar.takeFlash()).toMatchObject({ kind: "error" });
  });

  it("is refused with 403 to a role that may only read programs", async () => {
    const calls = fake();
    const status = await statusOf(() =>
      phasesAction({
        ...staffPost(
          "/provider/programs/prog-1/phases",
          { intent: "removeItem", id: "item-1" },
          PRIVILEGE.COORDINATOR,
        ),
        params,
      }),
    );
    expect(status).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe("qualification criteria", () => {
  it("adds one after the highest rank", async () => {
    const calls = fake();
    await criteriaAction({
      ...staffPost("/provider/programs/prog-1/criteria", {
        intent: "add",
        attribute: "GENDER",
        value: "female",
      }),
      params,
    });
    expect(sent(calls, "POST", "/api/programs/prog-1/qualification")[0]?.body).toEqual({
      rank: 4,
      attribute: "GENDER",
      value: "female",
    });
  });

  it("refuses an age that is not one (400), and puts the upstream's 422 under the value, values kept", async () => {
    let calls = fake();
    const ours = (await criteriaAction({
      ...staffPost("/provider/programs/prog-1/criteria", {
        intent: "add",
        attribute: "MIN_AGE",
        value: "old",
      }),
      params,
    })) as FormResult;
    expect(ours.data?.result?.error?.value).toEqual(["programs:errors.age"]);
    expect(changes(calls)).toEqual([]);
    calls = fake(["criterion422"]);
    const theirs = (await criteriaAction({
      ...staffPost("/provider/programs/prog-1/criteria", {
        intent: "add",
        attribute: "MAX_AGE",
        value: "120",
      }),
      params,
    })) as FormResult;
    expect(theirs.data?.result?.error?.value).toEqual(["programs:errors.refused.value"]);
    expect(theirs.data?.result?.initialValue).toMatchObject({ attribute: "MAX_AGE", value: "120" });
  });

  it("moves one up by trading ranks with the one above, and says when the move fails", async () => {
    let calls = fake();
    const response = (await criteriaAction({
      ...staffPost("/provider/programs/prog-1/criteria", { intent: "move", itemId: "3", direction: "up" }),
      params,
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/programs/prog-1/criteria#criteria");
    expect(sent(calls, "PUT", "/api/programs/prog-1/qualification/3")[0]?.body).toEqual({
      rank: 1,
      swap: true,
    });
    calls = fake(["move500"]);
    const { request, context } = staffPost("/provider/programs/prog-1/criteria", {
      intent: "move",
      itemId: "0",
      direction: "down",
    });
    await criteriaAction({ request, context, params });
    expect(context.jar.takeFlash()).toMatchObject({ kind: "error", key: "programs:flash.moveFailed" });
  });

  it("removes one by rank, and answers 404 outside the tree", async () => {
    const calls = fake();
    await criteriaAction({
      ...staffPost("/provider/programs/prog-1/criteria", { intent: "delete", rank: "1" }),
      params,
    });
    expect(sent(calls, "DELETE", "/api/programs/prog-1/qualification/1")).toHaveLength(1);
    const status = await statusOf(() =>
      criteriaAction({
        ...staffPost("/provider/programs/prog-far/criteria", { intent: "delete", rank: "1" }),
        params: far,
      }),
    );
    expect(status).toBe(404);
    expect(sent(calls, "DELETE", "/api/programs/prog-far")).toEqual([]);
  });
});

describe("enrollment and invitations", () => {
  it("reads the enrolled and the eligible filtered by name", async () => {
    const calls = fake();
    const data = await enrollmentLoader({
      ...staffGet("/provider/programs/prog-1/enrollment?name=ana"),
      params,
    });
    expect(data.eligible.totalElements).toBe(37);
    expect(sent(calls, "POST", "/api/programs/prog-1/eligible-not-enrolled")[0]?.body).toEqual({
      name: "ana",
    });
  });

  it("enrolls one; a refusal is said in the flash", async () => {
    let calls = fake();
    await enrollAction({
      ...staffPost("/provider/programs/prog-1/enrollment", { patientId: "pat-1" }),
      params,
    });
    expect(sent(calls, "POST", "/api/programs/enroll-program")[0]?.body).toEqual({
      programId: "prog-1",
      patientId: "pat-1",
    });
    calls = fake(["enroll422"]);
    const { request, context } = staffPost("/provider/programs/prog-1/enrollment", { patientId: "pat-1" });
    await enrollAction({ request, context, params });
    expect(context.jar.takeFlash()).toMatchObject({ kind: "error", key: "programs:flash.enrollFailed" });
  });

  it("counts every eligible patient matching the filter before inviting them all", async () => {
    const calls = fake();
    const data = await inviteLoader({
      ...staffGet("/provider/programs/prog-1/invite?all=true&name=ana"),
      params,
    });
    expect(data.count).toBe(37);
    expect(changes(calls).filter((c) => c.path.includes("invite"))).toEqual([]);
    await inviteAction({
      ...staffPost("/provider/programs/prog-1/invite", { all: "true", name: "ana" }),
      params,
    });
    expect(sent(calls, "POST", "/api/programs/prog-1/invite-patients")[0]?.body).toEqual({
      all: true,
      name: "ana",
    });
  });

  it("counts the chosen rows, and sends nobody back with a message", async () => {
    fake();
    const data = await inviteLoader({
      ...staffGet("/provider/programs/prog-1/invite?patientId=pat-1&patientId=pat-3"),
      params,
    });
    expect(data.count).toBe(2);
    expect(data.selection).toEqual({ patientIds: ["pat-1", "pat-3"] });
    const status = await statusOf(() =>
      inviteLoader({ ...staffGet("/provider/programs/prog-1/invite"), params }),
    );
    expect(status).toBe(303);
  });

  it("says an upstream refusal of the invitation in the flash", async () => {
    fake(["invite422"]);
    const { request, context } = staffPost("/provider/programs/prog-1/invite", { patientId: "pat-9" });
    await inviteAction({ request, context, params });
    expect(context.jar.takeFlash()).toMatchObject({ kind: "error", key: "programs:flash.inviteFailed" });
  });

  it("is refused with 403 to a read-only role and 404 outside the tree", async () => {
    const calls = fake();
    expect(
      await statusOf(() =>
        inviteAction({
          ...staffPost("/provider/programs/prog-1/invite", { all: "true" }, PRIVILEGE.COORDINATOR),
          params,
        }),
      ),
    ).toBe(403);
    expect(
      await statusOf(() =>
        enrollAction({
          ...staffPost("/provider/programs/prog-far/enrollment", { patientId: "pat-1" }),
          params: far,
        }),
      ),
    ).toBe(404);
    expect(changes(calls)).toEqual([]);
  });
});

describe("products", () => {
  it("keeps the product's name when the upstream fails", async () => {
    fake(["product500"]);
    const result = (await productsAction({
      ...staffPost("/provider/programs/prog-1/products", { intent: "product", name: "Kit" }),
      params,
    })) as FormResult;
    expect(result.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Kit" });
  });

  it("puts a refused template under its field", async () => {
    fake(["productItem422"]);
    const result = (await productsAction({
      ...staffPost("/provider/programs/prog-1/products", {
        intent: "item",
        productId: "product-1",
        name: "Meter",
        templateId: "cp-x",
      }),
      params,
    })) as FormResult;
    expect(result.data?.result?.error?.templateId).toEqual(["programs:errors.refused.templates"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Meter" });
  });
});

describe("a patient's programs", () => {
  it("lists the programs the patient is in, with their place, in one read after the patient's", async () => {
    server.use(staffPatientHandler());
    const calls = fake();
    const data = await patientProgramsLoader({
      ...staffGet("/provider/members/pat-1/programs"),
      params: { patientId: "pat-1" },
    });
    expect(data.programs.map((p) => [p.name, p.patientStatus])).toEqual([["Diabetes care", "ENROLLED"]]);
    // One read of the patient's programs, never one list per organization of the patient.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/patients/programs/pat-1"]);
  });

  it("answers the translated error page, never a 500, when the programs read fails", async () => {
    server.use(staffPatientHandler());
    fake(["patientPrograms500"]);
    expect(
      await statusOf(() =>
        patientProgramsLoader({
          ...staffGet("/provider/members/pat-1/programs"),
          params: { patientId: "pat-1" },
        }),
      ),
    ).toBe(502);
  });
});

describe("the program's picture", () => {
  const upload = (id = "prog-1", width = 200) => {
    const cookie = signedInCookie({ accessToken: "a", refreshToken: "r" });
    const request = multipartImage(
      `http://app.test/provider/programs/${id}/picture`,
      { bytes: png(width, width), name: "a.png", type: "image/png" },
      { cookie },
    );
    return { request, context: contextFor(request), params: { id } };
  };

  it("uploads a checked picture, and shows the upstream's refusal under the file field", async () => {
    const calls = fake();
    const saved = (await pictureAction(upload())) as Response;
    expect(saved.headers.get("location")).toBe("/provider/programs/prog-1/picture");
    expect(sent(calls, "POST", "/api/programs/prog-1/picture")).toHaveLength(1);
    fake(["picture422"]);
    const refused = (await pictureAction(upload())) as FormResult;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.file).toEqual(["A PNG, JPEG or WebP image is required"]);
  });

  it("refuses a picture too small before any upload, and answers 404 outside the tree", async () => {
    const calls = fake();
    const small = (await pictureAction(upload("prog-1", 20))) as FormResult;
    expect(small.init?.status).toBe(400);
    expect(await statusOf(() => pictureAction(upload("prog-far")))).toBe(404);
    expect(changes(calls)).toEqual([]);
  });
});

describe("enrollment steps", () => {
  it("lists them by rank, and adds one; the upstream's 422 comes back under the name, kept", async () => {
    let calls = fake();
    const data = await enrollmentLoader({ ...staffGet("/provider/programs/prog-1/enrollment"), params });
    expect(data.steps?.map((s) => s.name)).toEqual(["Consent", "Baseline"]);
    await enrollAction({
      ...staffPost("/provider/programs/prog-1/enrollment", { intent: "step", name: "Consent form" }),
      params,
    });
    expect(sent(calls, "POST", "/api/programs/prog-1/enrollment-steps")[0]?.body).toEqual({
      name: "Consent form",
    });
    calls = fake(["step422"]);
    const result = (await enrollAction({
      ...staffPost("/provider/programs/prog-1/enrollment", { intent: "step", name: "Long" }),
      params,
    })) as FormResult;
    expect(result.data?.result?.error?.name).toEqual(["programs:errors.refused.text"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Long" });
  });

  it("moves one by sending every step's id and new rank", async () => {
    const calls = fake();
    await enrollAction({
      ...staffPost("/provider/programs/prog-1/enrollment", {
        intent: "moveStep",
        itemId: "step-b",
        direction: "up",
      }),
      params,
    });
    expect(sent(calls, "PUT", "/api/programs/prog-1/enrollment-steps")[0]?.body).toEqual([
      { id: "step-b", rank: 0 },
      { id: "step-a", rank: 1 },
    ]);
  });
});

describe("deleting a program", () => {
  it("asks first, then deletes and goes back to the list", async () => {
    const calls = fake();
    const data = await deleteLoader({ ...staffGet("/provider/programs/prog-1/delete"), params });
    expect(data.title).toBe("Delete Diabetes care?");
    expect(changes(calls)).toEqual([]);
    const response = (await deleteAction({
      ...staffPost("/provider/programs/prog-1/delete", {}),
      params,
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/programs");
    expect(sent(calls, "DELETE", "/api/programs/prog-1")).toHaveLength(1);
  });

  it("says when the upstream fails, and refuses a read-only role (403) and another tree (404)", async () => {
    const calls = fake(["delete500"]);
    const failed = (await deleteAction({ ...staffPost("/provider/programs/prog-1/delete", {}), params })) as {
      init?: { status?: number };
      data?: { message?: string };
    };
    expect(failed.init?.status).toBe(502);
    expect(failed.data?.message).toBe("programs:delete.failure.failed");
    expect(
      await statusOf(() =>
        deleteAction({ ...staffPost("/provider/programs/prog-1/delete", {}, PRIVILEGE.COORDINATOR), params }),
      ),
    ).toBe(403);
    expect(
      await statusOf(() =>
        deleteAction({ ...staffPost("/provider/programs/prog-far/delete", {}), params: far }),
      ),
    ).toBe(404);
    expect(sent(calls, "DELETE", "/api/programs/prog-far")).toEqual([]);
  });
});
