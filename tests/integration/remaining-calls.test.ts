import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as activityLoader } from "~/routes/provider+/activity+/$activityId";
import { action as filesAction, loader as filesLoader } from "~/routes/provider+/organizations+/$orgId.files";
import { PRIVILEGE } from "@contract/privileges";
import { server } from "../mocks/server";
import { contextFor, thrownStatus } from "../support/context";
import { signedInCookie, staffAccount, staffGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { events } from "@contract/events";
import { onboarding } from "@contract/onboarding";
import { organizations } from "@contract/organizations";

/**
 * Issue 40 item 9's calls the app now makes: one activity of the feed
 * (`GET /api/activties/activity/{id}`) and an organization's files
 * (`GET` and `POST /api/attachments/organization/{id}`).
 */

describe("an activity of the organization's feed", () => {
  const open = (activityId: string) =>
    activityLoader({ ...staffGet(`/provider/activity/${activityId}`), params: { activityId } });

  it("shows what, by whom and when, and links to the patient's record", async () => {
    const asked: string[] = [];
    server.use(
      onCall(events.activity, ({ params }) => {
        asked.push(String(params.id));
        return answerOf(events.activity, {
          id: "act-7",
          entityType: "ASSESSMENT_REPORT",
          entityName: "Daily check-in",
          actorAccountRole: "PATIENT",
          patientId: "pat-1",
          createdAt: "2026-11-20T14:05:00Z",
        });
      }),
    );
    const data = (await open("act-7")) as {
      activity: {
        stream: string;
        what: string;
        byDoctor: boolean;
        at: string | null;
        recordHref: string | null;
      };
    };
    expect(asked).toEqual(["act-7"]);
    expect(data.activity).toMatchObject({
      stream: "daily-assessment",
      what: "Daily check-in",
      byDoctor: false,
      recordHref: "/provider/members/pat-1/activity/act-7",
    });
    expect(data.activity.at).toMatch(/2026/);
  });

  it("answers 404 for an id that cannot be one (no call) and one the upstream does not give", async () => {
    let calls = 0;
    let status = 404;
    server.use(
      onCall(events.activity, () => {
        calls += 1;
        return HttpResponse.json({ code: "X" }, { status });
      }),
    );
    expect(await thrownStatus(open("bad id!"))).toBe(404);
    expect(calls).toBe(0);
    expect(await thrownStatus(open("act-9"))).toBe(404);
    expect(calls).toBe(1);
    status = 500;
    expect(await thrownStatus(open("act-9"))).toBe(502);
  });
});

describe("an organization's files", () => {
  const ORG = "org-1";
  const basicInfo = () =>
    onCall(organizations.basicInfo, () =>
      answerOf(organizations.basicInfo, {
        id: ORG,
        name: "Demo Health Network",
        timeZone: "America/New_York",
      }),
    );

  function upload(bytes: string, name: string, privilegeId = staffAccount.privilegeId) {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
    const cookie = signedInCookie(
      { accessToken: "at", refreshToken: "rt" },
      { ...staffAccount, privilegeId },
    );
    const request = new Request(`http://app.test/provider/organizations/${ORG}/files`, {
      method: "POST",
      headers: { origin: "http://app.test", cookie },
      body: form,
    });
    return { request, context: contextFor(request), params: { orgId: ORG } };
  }

  it("lists the organization's documents with their size and day", async () => {
    server.use(
      basicInfo(),
      onCall(onboarding.attachments, ({ params }) =>
        answerOf(onboarding.attachments, [
          {
            id: "att-1",
            organizationId: String(params.id),
            fileName: "business-license.pdf",
            contentType: "application/pdf",
            size: 182_344,
            uploadedAt: "2026-08-09T15:00:00Z",
          },
        ]),
      ),
    );
    const data = (await filesLoader({
      ...staffGet(`/provider/organizations/${ORG}/files`),
      params: { orgId: ORG },
    })) as {
      files: Array<{ name: string; size: string | null; added: string | null }>;
    };
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ name: "business-license.pdf" });
    expect(data.files[0]!.size).toMatch(/KB|kB/);
    expect(data.files[0]!.added).toMatch(/2026/);
  });

  it("sends a checked PDF under our own name and type, then says it was added", async () => {
    let sent: { name: string; type: string; size: number } | null = null;
    server.use(
      onCall(onboarding.attachDocument, async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        sent = { name: file.name, type: file.type, size: file.size };
        return new HttpResponse("att-9", { headers: { "content-type": "text/plain" } });
      }),
    );
    const args = upload("%PDF-1.4\n%%EOF\n", "../Licence 2026.pdf");
    const response = (await filesAction(args)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/provider/organizations/${ORG}/files`);
    expect(sent).toMatchObject({ type: "application/pdf" });
    expect(sent!.name).toMatch(/\.pdf$/);
    expect(sent!.name).not.toContain("/");
    expect(args.context.jar.takeFlash()).toMatchObject({ kind: "success", key: "orgPages:files.addedFlash" });
  });

  it("refuses a file that is not a PDF under the field, before any call", async () => {
    let calls = 0;
    server.use(
      onCall(onboarding.attachDocument, () => {
        calls += 1;
        return new HttpResponse("x");
      }),
    );
    const reply = (await filesAction(upload("just text", "notes.pdf"))) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error.file?.[0]).toMatch(/^common:files\./);
    expect(calls).toBe(0);
  });

  it("is refused to staff who may only read the organization", async () => {
    const status = await thrownStatus(filesAction(upload("%PDF-1.4\n", "a.pdf", PRIVILEGE.USER)));
    expect(status).toBe(403);
  });
});
