import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "~/routes/provider+/members+/$patientId.notes.$noteId.delete";
import {
  action as editAction,
  loader as editLoader,
} from "~/routes/provider+/members+/$patientId.notes.$noteId.edit";
import {
  action as notesAction,
  loader as notesLoader,
} from "~/routes/provider+/members+/$patientId.notes._index";
import { staffPatientHandler } from "../mocks/patients";
import { recorder, springPage, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, formRequest, thrownStatus } from "../support/context";
import { signedInCookie, staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall, onCalls } from "../mocks/contract";
import { notes } from "@contract/notes";

/**
 * Provider notes on the patient record (issue 16): filters go to the upstream under its names, a
 * note is changed and deleted through its own links only, refused input comes back on its field
 * with what was typed, and a patient outside the user's tree or a role without notes answers
 * before any note call.
 */

const own = {
  id: "note-1",
  text: "Prefers mornings",
  isPrivate: true,
  createdAt: "2026-11-20T14:00:00Z",
  updatedAt: "2026-11-21T09:30:00Z",
  performerName: "Oscar Owens",
  links: [
    { rel: "update", href: "/api/note/note-1" },
    { rel: "delete", href: "/api/note/note-1" },
  ],
};
const theirs = {
  id: "note-2",
  text: "Brought the card",
  isPrivate: false,
  createdAt: "2026-11-19T10:00:00Z",
  updatedAt: "2026-11-19T10:00:00Z",
  performerName: "Carlos Cruz",
  links: [],
};
/** A note whose links point away from the upstream: never followed with the user's token. */
const elsewhere = {
  ...theirs,
  id: "note-3",
  links: [{ rel: "update", href: "https://evil.test/api/note/note-3" }],
};

let calls: RecordedCall[] = [];
let answer: () => Response | undefined;
beforeEach(() => {
  calls = [];
  answer = () => undefined;
  const record = recorder(calls);
  server.use(
    staffPatientHandler(),
    onCall(notes.ofPatient, async ({ request }) => {
      await record(request);
      const creator = new URL(request.url).searchParams.get("creator");
      return answerOf(notes.ofPatient, springPage(creator === "me" ? [own] : [own, theirs, elsewhere]));
    }),
    // Every other call of the notes (create, update, delete): recorded, answered by `answer`.
    ...onCalls(
      (entry) => entry.area === "notes",
      async ({ request }) => {
        await record(request);
        return answer() ?? HttpResponse.json({ ...own, id: "note-new" }, { status: 201 });
      },
    ),
  );
});

const noteCalls = () => calls.map((c) => `${c.method} ${c.path}`);

describe("the notes tab", () => {
  it("sends the filters under the upstream's names and offers Edit and Delete only through a note's own links", async () => {
    const { request, context } = get("/provider/members/pat-1/notes?creator=me&performerName=Owens&page=2");
    const data = (await notesLoader({ request, context, params: { patientId: "pat-1" } })) as {
      notes: Array<{
        id: string;
        canEdit: boolean;
        canDelete: boolean;
        editedLabel: string | null;
        author: string;
      }>;
    };
    expect(noteCalls()).toEqual([
      "GET /api/note/patient/pat-1?creator=me&performerName=Owens&page=2&size=20",
    ]);
    expect(data.notes[0]).toMatchObject({
      id: "note-1",
      canEdit: true,
      canDelete: true,
      author: "Oscar Owens",
    });
    expect(data.notes[0]!.editedLabel).toMatch(/^edited /);

    calls.length = 0;
    const all = get("/provider/members/pat-1/notes?creator=everyone");
    const listed = (await notesLoader({ ...all, params: { patientId: "pat-1" } })) as typeof data;
    expect(noteCalls()).toEqual(["GET /api/note/patient/pat-1?creator=all&page=0&size=20"]);
    expect(listed.notes.map((n) => [n.id, n.canEdit, n.canDelete])).toEqual([
      ["note-1", true, true],
      ["note-2", false, false],
      ["note-3", false, false],
    ]);
  });

  it("answers a patient outside the tree with 404 and a role without notes with 403, before any note call", async () => {
    const outside = post("/provider/members/pat-9/notes", { text: "Hi", visibility: "public" });
    expect(await thrownStatus(notesAction({ ...outside, params: { patientId: "pat-9" } }))).toBe(404);
    // A scheduler (14) has no notes at all; a testing coordinator (12) reads the record but not notes.
    for (const privilege of [14, 12]) {
      const page = get("/provider/members/pat-1/notes", privilege);
      expect(await thrownStatus(notesLoader({ ...page, params: { patientId: "pat-1" } }))).toBe(403);
    }
    expect(calls).toEqual([]);
  });
});

describe("writing a note", () => {
  const write = (fields: Record<string, string>) => {
    const { request, context } = post("/provider/members/pat-1/notes", fields);
    return notesAction({ request, context, params: { patientId: "pat-1" } }) as Promise<
      | Response
      | {
          data: { result: { error?: Record<string, string[]>; initialValue: Record<string, string> } };
          init: { status: number };
        }
    >;
  };

  it("sends the text and privacy, and shows the new note", async () => {
    const response = (await write({
      text: "  Call before 10  ",
      visibility: "private",
      intent: "create",
    })) as Response;
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      patientId: "pat-1",
      text: "Call before 10",
      isPrivate: true,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/notes#note-note-new");
  });

  it("saves one note for a form posted twice (a double click without JS), both posts led to it (issue 38)", async () => {
    // One session posting the same form (its key) twice, at once and again after.
    const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" });
    const again = (fields: Record<string, string>) => {
      const request = formRequest("/provider/members/pat-1/notes", fields, { cookie });
      return notesAction({
        request,
        context: contextFor(request),
        params: { patientId: "pat-1" },
      }) as Promise<Response | { init: { status: number } }>;
    };
    const form = {
      text: "Called back",
      visibility: "private",
      intent: "create",
      idempotencyKey: crypto.randomUUID(),
    };
    const [first, second] = (await Promise.all([again(form), again(form)])) as Response[];
    const third = (await again(form)) as Response;
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    for (const response of [first!, second!, third])
      expect(response.headers.get("location")).toBe("/provider/members/pat-1/notes#note-note-new");
    // Another form (the page loaded again) is another note.
    await again({ ...form, idempotencyKey: crypto.randomUUID() });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);

    // A refused post can be sent again with the same form.
    const retry = { ...form, text: "Retry me", idempotencyKey: crypto.randomUUID() };
    answer = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
    expect(((await again(retry)) as { init: { status: number } }).init.status).toBeGreaterThanOrEqual(400);
    answer = () => undefined;
    expect(((await again(retry)) as Response).status).toBe(303);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(4);
  });

  it("refuses an empty note next to the field without calling the upstream, keeping the choice", async () => {
    const result = (await write({ text: "   ", visibility: "public" })) as Exclude<
      Awaited<ReturnType<typeof write>>,
      Response
    >;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.text).toEqual(["members:notes.errors.textRequired"]);
    expect(result.data.result.initialValue.visibility).toBe("public");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("puts the upstream's refusal on the field it names, and a failure above the form, keeping what was typed", async () => {
    answer = () =>
      HttpResponse.json(
        { fieldErrors: [{ field: "isPrivate", message: "isPrivate must be true or false" }] },
        { status: 422 },
      );
    const refused = (await write({ text: "Typed text", visibility: "public" })) as Exclude<
      Awaited<ReturnType<typeof write>>,
      Response
    >;
    expect(refused.data.result.error?.visibility).toEqual(["isPrivate must be true or false"]);
    expect(refused.data.result.initialValue.text).toBe("Typed text");

    answer = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const failed = (await write({ text: "Still here", visibility: "public" })) as Exclude<
      Awaited<ReturnType<typeof write>>,
      Response
    >;
    expect(failed.init.status).toBeGreaterThanOrEqual(400);
    expect(failed.data.result.error?.[""]).toBeDefined();
    expect(failed.data.result.initialValue.text).toBe("Still here");
  });
});

describe("changing and deleting a note", () => {
  it("finds the author's own note and sends the new text to its update link", async () => {
    const page = get("/provider/members/pat-1/notes/note-1/edit");
    const data = (await editLoader({ ...page, params: { patientId: "pat-1", noteId: "note-1" } })) as {
      text: string;
    };
    expect(data.text).toBe("Prefers mornings");
    expect(noteCalls()).toEqual(["GET /api/note/patient/pat-1?creator=me&page=0&size=100"]);

    calls.length = 0;
    const { request, context } = post("/provider/members/pat-1/notes/note-1/edit", {
      text: "Prefers afternoons",
    });
    const response = (await editAction({
      request,
      context,
      params: { patientId: "pat-1", noteId: "note-1" },
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/notes#note-note-1");
    expect(calls.at(-1)).toMatchObject({
      method: "PUT",
      path: "/api/note/note-1",
      body: { text: "Prefers afternoons" },
    });
  });

  it("answers 404 for someone else's note, and for an id that cannot be one before any call", async () => {
    const theirsPage = get("/provider/members/pat-1/notes/note-2/edit");
    expect(
      await thrownStatus(editLoader({ ...theirsPage, params: { patientId: "pat-1", noteId: "note-2" } })),
    ).toBe(404);
    calls.length = 0;
    const hostile = get("/provider/members/pat-1/notes/x/delete");
    expect(
      await thrownStatus(deleteLoader({ ...hostile, params: { patientId: "pat-1", noteId: "../x" } })),
    ).toBe(404);
    expect(calls).toEqual([]);
  });

  it("refuses, in the spec's words, one's own note the upstream gave no link for", async () => {
    server.use(
      onCall(notes.ofPatient, () =>
        answerOf(
          notes.ofPatient,
          springPage([{ ...own, links: [{ rel: "update", href: "/api/note/note-1" }] }]),
        ),
      ),
    );
    const page = get("/provider/members/pat-1/notes/note-1/delete");
    const refusal = await deleteLoader({ ...page, params: { patientId: "pat-1", noteId: "note-1" } }).then(
      () => null,
      (thrown: { data?: Record<string, unknown>; init?: { status?: number } }) => thrown,
    );
    expect(refusal?.init?.status).toBe(403);
    expect(refusal?.data).toMatchObject({
      messageKey: "common:errors.missingLink",
      messageParams: { rel: "delete" },
    });
    expect(noteCalls().filter((c) => !c.startsWith("GET"))).toEqual([]);
  });

  it("deletes through the note's delete link, and says so when the note is already gone", async () => {
    const page = get("/provider/members/pat-1/notes/note-1/delete");
    const data = (await deleteLoader({ ...page, params: { patientId: "pat-1", noteId: "note-1" } })) as {
      excerpt: string;
      isPrivate: boolean;
    };
    expect(data).toMatchObject({ excerpt: "Prefers mornings", isPrivate: true });

    const { request, context } = post("/provider/members/pat-1/notes/note-1/delete", { intent: "delete" });
    const response = (await deleteAction({
      request,
      context,
      params: { patientId: "pat-1", noteId: "note-1" },
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/notes");
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", path: "/api/note/note-1" });

    answer = () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    const again = post("/provider/members/pat-1/notes/note-1/delete", { intent: "delete" });
    const gone = (await deleteAction({ ...again, params: { patientId: "pat-1", noteId: "note-1" } })) as {
      data: { message: string };
    };
    expect(gone.data.message).toBe("members:notes.deleteFailure.failedGone");
  });
});
