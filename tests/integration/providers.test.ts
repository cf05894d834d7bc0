import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_CLASSES } from "~/domain/passwords";
import { PRIVILEGE } from "@contract/privileges";
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
import { contextFor, cookieHeaderFrom, statusOf } from "../support/context";
import { multipartImage, png } from "../support/images";
import { signedInCookie, staffAccount, staffGet, staffPost } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { providers } from "@contract/providers";
import { accounts as accountsCalls } from "@contract/accounts";

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
  it("asks for the user's organization with the search and specialty, and shows photos", async () => {
    const data = (await listLoader({
      ...staffGet("/provider/providers?name=nwo&specialty=Pediatrics"),
      params: {},
    })) as unknown as {
      list: { content: Array<{ name: string; photoSrc: string | null; specialties: string[] }> };
      choices: { specialty: Array<{ value: string }> };
    };
    const asked = new URL(calls.find((c) => c.path.startsWith("/api/performers?"))!.path, UPSTREAM)
      .searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      organizationId: "org-1",
      name: "nwo",
      specialty: "Pediatrics",
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

  it("filters by service type through serviceProviders, with the search and page, as a page or a plain array", async () => {
    const asked: URL[] = [];
    for (const answer of ["page", "array"] as const) {
      server.use(
        onCall(providers.serviceProviders, ({ request }) => {
          asked.push(new URL(request.url));
          const content = [{ ...PROVIDER, id: "perf-7", name: "Dr. Lane Host" }];
          return answerOf(
            providers.serviceProviders,
            answer === "array" ? content : { content, totalElements: 21, totalPages: 2, number: 1, size: 20 },
          );
        }),
      );
      const data = (await listLoader({
        ...staffGet("/provider/providers?name=host&serviceType=2&page=1"),
        params: {},
      })) as unknown as { list: { content: Array<{ name: string }>; totalElements: number } };
      expect(
        data.list.content.map((p) => p.name),
        answer,
      ).toEqual(["Dr. Lane Host"]);
      expect(data.list.totalElements, answer).toBe(answer === "page" ? 21 : 1);
    }
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      organizationId: "org-1",
      name: "host",
      serviceTypeId: "2",
      page: "1",
      size: "20",
    });
    expect(calls.some((c) => c.path.startsWith("/api/performers?"))).toBe(false);
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
      onCall(providers.create, () =>
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
    server.use(onCall(providers.create, () => HttpResponse.json({}, { status: 500 })));
    const answer = (await create(FORM)) as FormAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.result?.error?.[""]).toEqual(["providers:errors.createFailed"]);
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

describe("creating a provider with a photo and a sign-in account on the form", () => {
  const cookie = () => signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, staffAccount);
  const multipart = (
    fields: Record<string, string>,
    photo: { bytes: Uint8Array<ArrayBuffer>; type: string } | null,
    privilege = staffAccount.privilegeId,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      "photo",
      photo ? new Blob([photo.bytes], { type: photo.type }) : new Blob([]),
      photo ? "me.png" : "",
    );
    const request = new Request("http://app.test/provider/providers/new", {
      method: "POST",
      body: form,
      headers: {
        origin: "http://app.test",
        cookie: signedInCookie(
          { accessToken: "at_valid", refreshToken: "rt_valid" },
          { ...staffAccount, privilegeId: privilege },
        ),
      },
    });
    const context = contextFor(request);
    return { context, answer: newAction({ request, context, params: {} }) };
  };
  const ACCOUNT = { ...FORM, signsIn: "on", email: "ines.duarte@clinic.test" };
  let accounts: Array<Record<string, string>>;
  let existsAsked: string[];
  beforeEach(() => {
    accounts = [];
    existsAsked = [];
    server.use(
      onCall(accountsCalls.exists, ({ request }) => {
        const email = new URL(request.url).searchParams.get("email")!;
        existsAsked.push(email);
        return answerOf(accountsCalls.exists, { exists: email === "taken@clinic.test" });
      }),
      onCall(accountsCalls.create, async ({ request }) => {
        accounts.push((await request.json()) as Record<string, string>);
        return HttpResponse.json({ accountId: "acct-9" }, { status: 201 });
      }),
    );
  });
  const posts = (path: string) => calls.filter((c) => c.method === "POST" && c.path === path);

  it("makes the provider, their account with a generated password and their photo, and shows the password once", async () => {
    const { context, answer } = multipart(ACCOUNT, { bytes: png(400, 400), type: "image/png" });
    const response = (await answer) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/providers/perf-new");
    expect(existsAsked).toEqual(["ines.duarte@clinic.test"]);
    expect(posts("/api/performers")).toHaveLength(1);
    expect(posts("/api/performers/perf-new/picture")).toHaveLength(1);
    expect(accounts).toHaveLength(1);
    const { password, ...rest } = accounts[0]!;
    expect(rest).toEqual({ email: "ines.duarte@clinic.test", performerId: "perf-new" });
    for (const alphabet of PASSWORD_CLASSES)
      expect([...password!].some((c) => alphabet.includes(c))).toBe(true);
    expect(password!.length).toBeGreaterThanOrEqual(12);

    // Never in the URL or a cookie the browser can read: only in the sealed, HttpOnly outcome.
    const setCookies = context.jar.commit();
    expect(response.headers.get("location")).not.toContain(password!);
    for (const set of setCookies) {
      expect(set).not.toContain(password!);
      expect(set).toMatch(/HttpOnly/i);
    }
    const next = cookieHeaderFrom(setCookies, cookie());
    const view = async (cookieHeader: string) => {
      const request = new Request("http://app.test/provider/providers/perf-new", {
        headers: { cookie: cookieHeader },
      });
      const loaderContext = contextFor(request);
      const result = (await profileLoader({
        request,
        context: loaderContext,
        params: { id: "perf-new" },
      })) as unknown as {
        data: { handover: { email: string; password: string } | null };
        init?: { headers?: Record<string, string> };
      };
      return { result, after: cookieHeaderFrom(loaderContext.jar.commit(), cookieHeader) };
    };
    server.use(onCall(providers.get, () => answerOf(providers.get, { ...PROVIDER, id: "perf-new" })));
    const first = await view(next);
    expect(first.result.data.handover).toEqual({ email: "ines.duarte@clinic.test", password });
    expect(first.result.init?.headers).toEqual({ "Cache-Control": "no-store" });
    const second = await view(first.after);
    expect(second.result.data.handover).toBeNull();
  });

  it("refuses an e-mail already used under its field before anything is made, every value kept", async () => {
    const { answer } = multipart({ ...ACCOUNT, email: "taken@clinic.test" }, null);
    const refused = (await answer) as FormAnswer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error).toEqual({ email: ["providers:errors.emailTaken"] });
    expect(refused.data?.result?.initialValue).toMatchObject({
      name: FORM.name,
      email: "taken@clinic.test",
      signsIn: "on",
    });
    expect(posts("/api/performers")).toHaveLength(0);
    expect(accounts).toHaveLength(0);
  });

  it("asks for the e-mail only when the provider signs in, and checks its form", async () => {
    const { answer } = multipart({ ...FORM, signsIn: "on", email: "" }, null);
    expect(((await answer) as FormAnswer).data?.result?.error).toEqual({
      email: ["providers:errors.emailRequired"],
    });
    const bad = multipart({ ...FORM, signsIn: "on", email: "not-an-email" }, null);
    expect(((await bad.answer) as FormAnswer).data?.result?.error).toEqual({
      email: ["providers:errors.emailInvalid"],
    });
    const without = multipart({ ...FORM, email: "" }, null);
    expect(((await without.answer) as Response).headers.get("location")).toBe(
      "/provider/providers/perf-new/photo",
    );
    expect(existsAsked).toEqual([]);
    expect(accounts).toHaveLength(0);
  });

  it("refuses a photo our checks refuse under its field, every typed value kept, nothing sent", async () => {
    for (const [photo, key] of [
      [{ bytes: png(120, 120), type: "image/png" }, "common:images.tooSmall"],
      [
        { bytes: new TextEncoder().encode("not an image at all, just text"), type: "image/png" },
        "common:images.wrongType",
      ],
      [{ bytes: png(400, 400, 3 * 1024 * 1024), type: "image/png" }, "common:images.tooLarge"],
    ] as const) {
      const { answer } = multipart(ACCOUNT, photo as { bytes: Uint8Array<ArrayBuffer>; type: string });
      const refused = (await answer) as FormAnswer;
      expect(refused.init?.status, key).toBe(400);
      expect(refused.data?.result?.error?.photo?.[0], key).toMatch(new RegExp(`^${key.replace(".", "\\.")}`));
      expect(refused.data?.result?.initialValue, key).toMatchObject({
        name: FORM.name,
        licenceType: FORM.licenceType,
        npi: FORM.npi,
        email: ACCOUNT.email,
        signsIn: "on",
      });
    }
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(existsAsked).toEqual([]);
  });

  it("undoes the provider and keeps every value when the account is refused (422 on the e-mail) or fails (500)", async () => {
    for (const status of [422, 500]) {
      calls.length = 0;
      server.use(
        onCall(accountsCalls.create, () =>
          status === 422
            ? HttpResponse.json(
                { code: "VALIDATION_FAILED", fieldErrors: [{ field: "email", message: "already used" }] },
                { status },
              )
            : HttpResponse.json({}, { status }),
        ),
      );
      const { answer } = multipart(ACCOUNT, null);
      const refused = (await answer) as FormAnswer;
      expect(refused.init?.status, String(status)).toBe(400);
      expect(refused.data?.result?.error, String(status)).toEqual(
        status === 422
          ? { email: ["providers:errors.emailRejected"] }
          : { "": ["providers:errors.accountFailed"] },
      );
      expect(refused.data?.result?.initialValue, String(status)).toMatchObject({
        name: FORM.name,
        email: ACCOUNT.email,
      });
      expect(
        calls.filter((c) => c.method === "DELETE").map((c) => c.path),
        String(status),
      ).toEqual(["/api/performers/perf-new"]);
    }
  });

  it("keeps every value when the e-mail check fails", async () => {
    server.use(onCall(accountsCalls.exists, () => HttpResponse.json({}, { status: 500 })));
    const refused = (await multipart(ACCOUNT, null).answer) as FormAnswer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error).toEqual({ "": ["providers:errors.accountCheckFailed"] });
    expect(refused.data?.result?.initialValue).toMatchObject({ name: FORM.name, email: ACCOUNT.email });
    expect(posts("/api/performers")).toHaveLength(0);
  });

  it("is refused to a role that may only read providers, before any call", async () => {
    expect(await statusOf(() => multipart(ACCOUNT, null, CLINIC_ADMIN).answer)).toBe(403);
    expect(calls).toHaveLength(0);
    expect(existsAsked).toEqual([]);
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
      onCall(providers.updateProfile, () =>
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
      onCall(providers.remove, () =>
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
