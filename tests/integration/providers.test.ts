import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVILEGE } from "~/domain/privileges";
import { loader as calendarLoader } from "~/routes/provider+/calendar+/_index";
import { loader as appointmentsLoader } from "~/routes/provider+/providers+/$id.appointments";
import { action as deleteAction } from "~/routes/provider+/providers+/$id.delete";
import { action as editAction, loader as editLoader } from "~/routes/provider+/providers+/$id.edit";
import { loader as profileLoader } from "~/routes/provider+/providers+/$id._index";
import { action as photoAction } from "~/routes/provider+/providers+/$id.photo";
import { loader as listLoader } from "~/routes/provider+/providers+/_index";
import { action as newAction } from "~/routes/provider+/providers+/new";
import { resetProviderCacheForTests } from "~/upstream/providers.server";
import { UPSTREAM } from "../mocks/accounts";
import { PROVIDER, providerHandlers } from "../mocks/providers";
import type { RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { multipartImage, png } from "../support/images";
import { signedInCookie, staffAccount, staffGet, staffPost } from "../support/session";

/**
 * The provider pages (decision 038): the list asks the upstream with the filters; the profile
 * form's refusals land on their fields with the values kept; roles and trees are checked before
 * any change; the provider cache answers repeated look-ups and forgets a provider the app changed.
 */

interface FormAnswer {
  data?: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    message?: string;
  };
  init?: { status?: number };
}

const calls: RecordedCall[] = [];
const CLINIC_ADMIN = PRIVILEGE.CLINIC_ADMINISTRATOR;
const TESTING = PRIVILEGE.TESTING_COORDINATOR;
const FORM = {
  name: "Dr. Ines Duarte",
  licenceType: "Nurse Practitioner",
  npi: "1234567893",
  specialties: "Cardiology",
};

beforeEach(() => {
  calls.length = 0;
  resetProviderCacheForTests();
  server.use(...providerHandlers(calls));
});

const reads = (path: string) => calls.filter((c) => c.method === "GET" && c.path.startsWith(path)).length;

describe("the providers list", () => {
  it("asks for the user's organization with the search, specialty and service type, and shows photos", async () => {
    const data = (await listLoader({
      ...staffGet("/provider/providers?name=nwo&specialty=Pediatrics&serviceType=1"),
      params: {},
    })) as unknown as {
      list: { content: Array<{ name: string; photoSrc: string | null; specialties: string[] }> };
      choices: { specialty: Array<{ value: string }> };
    };
    const asked = new URL(calls.find((c) => c.path.startsWith("/api/performers?"))!.path, UPSTREAM)
      .searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      organizationId: "org-1",
      name: "nwo",
      specialty: "Pediatrics",
      serviceTypeId: "1",
      page: "0",
      size: "20",
    });
    expect(data.list.content).toEqual([
      expect.objectContaining({
        name: PROVIDER.name,
        specialties: ["Pediatrics"],
        photoSrc: "/provider/providers/perf-1/photo/image?v=2026-11-20T10%3A00%3A00.000Z",
      }),
    ]);
    expect(data.choices.specialty.map((s) => s.value)).toEqual(["Pediatrics", "Cardiology"]);
  });

  it("is refused to a role without providers.read before any call", async () => {
    expect(
      await statusOf(() => listLoader({ ...staffGet("/provider/providers", TESTING), params: {} })),
    ).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe("creating a provider", () => {
  const create = (fields: Record<string, string>, privilege?: number) =>
    newAction({ ...staffPost("/provider/providers/new", fields, privilege), params: {} });

  it("sends the profile for the user's organization and goes on to the photo", async () => {
    const response = (await create(FORM)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/providers/perf-new/photo");
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      name: "Dr. Ines Duarte",
      licenceType: "Nurse Practitioner",
      npi: "1234567893",
      specialties: ["Cardiology"],
      organizationId: "org-1",
    });
  });

  it("says what is missing without a call, the values kept", async () => {
    const answer = (await create({ name: "Dr. Ines Duarte", npi: "1234567890" })) as FormAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.result?.error).toMatchObject({
      licenceType: ["providers:errors.licenceRequired"],
      npi: ["providers:errors.npiInvalid"],
    });
    expect(answer.data?.result?.initialValue).toMatchObject({ name: "Dr. Ines Duarte", npi: "1234567890" });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("puts an upstream 422 under its field in our words, the values kept", async () => {
    server.use(
      http.post(`${UPSTREAM}/api/performers`, () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [{ field: "licenceType", message: "A licence type is required" }],
          },
          { status: 422 },
        ),
      ),
    );
    const answer = (await create(FORM)) as FormAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.result?.error).toEqual({ licenceType: ["providers:errors.licenceRequired"] });
    expect(answer.data?.result?.initialValue).toMatchObject({ name: FORM.name, npi: FORM.npi });
  });

  it("keeps every value with a form error when the upstream fails", async () => {
    server.use(http.post(`${UPSTREAM}/api/performers`, () => HttpResponse.json({}, { status: 500 })));
    const answer = (await create(FORM)) as FormAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.result?.error?.[""]?.[0]).toMatch(/^common:/);
    expect(answer.data?.result?.initialValue).toMatchObject({
      name: FORM.name,
      licenceType: FORM.licenceType,
    });
  });

  it("is refused to a role that may only read providers", async () => {
    expect(await statusOf(() => create(FORM, CLINIC_ADMIN))).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe("a provider's pages", () => {
  it("answer 404 for a provider outside the user's tree, and change nothing", async () => {
    expect(
      await statusOf(() =>
        editLoader({ ...staffGet("/provider/providers/perf-far/edit"), params: { id: "perf-far" } }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        editAction({ ...staffPost("/provider/providers/perf-far/edit", FORM), params: { id: "perf-far" } }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        deleteAction({ ...staffPost("/provider/providers/perf-far/delete", {}), params: { id: "perf-far" } }),
      ),
    ).toBe(404);
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("read the provider once while cached, and again after the app changed them", async () => {
    const profile = () =>
      profileLoader({ ...staffGet("/provider/providers/perf-1"), params: { id: "perf-1" } });
    await profile();
    await profile();
    expect(reads("/api/performers/perf-1")).toBe(1);
    const saved = (await editAction({
      ...staffPost("/provider/providers/perf-1/edit", FORM),
      params: { id: "perf-1" },
    })) as Response;
    expect(saved.status).toBe(303);
    expect(calls.find((c) => c.method === "PUT")!.path).toBe("/api/performers/profile/perf-1");
    await profile();
    // One read before the edit, one by the edit itself (the cache held it), one after.
    expect(reads("/api/performers/perf-1")).toBe(2);
  });

  it("put an edit's upstream 422 on its field with the values kept", async () => {
    server.use(
      http.put(`${UPSTREAM}/api/performers/profile/:id`, () =>
        HttpResponse.json(
          { code: "VALIDATION_FAILED", fieldErrors: [{ field: "npi", message: "An NPI is ten digits" }] },
          { status: 422 },
        ),
      ),
    );
    const answer = (await editAction({
      ...staffPost("/provider/providers/perf-1/edit", FORM),
      params: { id: "perf-1" },
    })) as FormAnswer;
    expect(answer.data?.result?.error).toEqual({ npi: ["providers:errors.npiInvalid"] });
    expect(answer.data?.result?.initialValue).toMatchObject({ name: FORM.name });
  });

  it("delete after the confirmation, and say in our words what keeps one", async () => {
    const post = () =>
      deleteAction({ ...staffPost("/provider/providers/perf-1/delete", {}), params: { id: "perf-1" } });
    const deleted = (await post()) as Response;
    expect(deleted.headers.get("location")).toBe("/provider/providers");
    server.use(
      http.delete(`${UPSTREAM}/api/performers/:id`, () =>
        HttpResponse.json({ code: "PERFORMER_IN_USE", message: "in use" }, { status: 409 }),
      ),
    );
    const refused = (await post()) as FormAnswer;
    expect(refused.init?.status).toBe(409);
    expect(refused.data?.message).toBe("providers:delete.inUse");
  });

  it("upload a photo as the upstream's multipart picture", async () => {
    const request = multipartImage(
      "http://app.test/provider/providers/perf-1/photo",
      { bytes: png(400, 400), name: "me.png", type: "image/png" },
      { cookie: signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, staffAccount) },
    );
    const response = (await photoAction({
      request,
      context: contextFor(request),
      params: { id: "perf-1" },
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/providers/perf-1");
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/performers/perf-1/picture")).toBe(true);
  });

  it("show the appointments of a range and link to that provider's calendar", async () => {
    const data = (await appointmentsLoader({
      ...staffGet("/provider/providers/perf-1/appointments?from=2026-11-25&to=2026-11-25"),
      params: { id: "perf-1" },
    })) as unknown as { calendarHref: string; appointments: Array<{ patientName: string }> };
    expect(
      calls.some(
        (c) => c.path === "/api/performers/perf-1/appointments?dateFrom=11%2F25%2F2026&dateTo=11%2F25%2F2026",
      ),
    ).toBe(true);
    expect(data.appointments.map((a) => a.patientName)).toEqual(["Ana Lopez"]);
    expect(data.calendarHref).toBe(
      "/provider/calendar?view=day&date=2026-11-25&scope=organization&performer=perf-1",
    );
  });

  it("open one provider's calendar, and 404 for a provider outside the reader's tree", async () => {
    const data = (await calendarLoader({
      ...staffGet("/provider/calendar?view=day&date=2026-11-25&performer=perf-1"),
      params: {},
    })) as unknown as { provider: { name: string } };
    expect(data.provider.name).toBe(PROVIDER.name);
    expect(calls.some((c) => c.path.startsWith("/api/performers/perf-1/appointments?"))).toBe(true);
    // The main organization's staff read every tree; a branch's staff only their own.
    const cookie = signedInCookie(
      { accessToken: "at_valid", refreshToken: "rt_valid" },
      { ...staffAccount, organizationName: "North Branch" },
    );
    const request = new Request(
      "http://app.test/provider/calendar?view=day&date=2026-11-25&performer=perf-far",
      {
        headers: { cookie },
      },
    );
    calls.length = 0;
    expect(await statusOf(() => calendarLoader({ request, context: contextFor(request), params: {} }))).toBe(
      404,
    );
    expect(calls.some((c) => c.path.includes("/appointments"))).toBe(false);
  });
});
