import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { setCoordinatorForTests } from "~/coordination/coordinator.server";
import { action as onboardAction } from "~/routes/_onboarding+/onboard";
import { action as resetAction } from "~/routes/_auth+/reset-password";
import { action as registrationAction } from "~/routes/_registration+/patient-registration._index";
import { server } from "../mocks/server";
import { contextFor, formRequest } from "../support/context";
import { answerOf, onCall } from "../mocks/contract";
import { accounts } from "@contract/accounts";
import { patients } from "@contract/patients";
import { onboarding } from "@contract/onboarding";

/**
 * The limits on what sends or checks a code, and on registration (issue 37 §3, decision 053):
 * per person and per address, refused with 429, Retry-After and the minutes to wait, next to
 * the form with what was typed (passwords aside).
 */

beforeEach(() => setCoordinatorForTests());

interface Answer {
  data?: {
    step?: string;
    result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
  init?: { status?: number; headers?: HeadersInit };
}

type Action = (args: { request: Request; context: ReturnType<typeof contextFor>; params: object }) => unknown;

async function post(action: Action, url: string, fields: Record<string, string>) {
  const request = formRequest(url, fields);
  const answer = (await action({ request, context: contextFor(request), params: {} })) as Answer & Response;
  return answer;
}

const statusOf = (answer: Answer & Response) => answer.init?.status ?? answer.status ?? 200;

function expectRefusal(answer: Answer) {
  expect(answer.init?.status).toBe(429);
  const wait = Number(new Headers(answer.init?.headers).get("Retry-After"));
  expect(wait).toBeGreaterThan(14 * 60);
  expect(wait).toBeLessThanOrEqual(15 * 60);
  expect(answer.data?.result?.error?.[""]).toEqual(['auth:limits.tooMany::{"minutes":15}']);
}

describe("password reset requests", () => {
  it("send at most five codes to one person in 15 minutes, unknown names included", async () => {
    let sent = 0;
    server.use(
      onCall(accounts.forgotPassword, async ({ request }) => {
        const { user } = (await request.json()) as { user: string };
        if (user === "nobody@demo.test")
          return HttpResponse.json({ code: "USER_NOT_FOUND", reason: "User not found" }, { status: 400 });
        sent += 1;
        return HttpResponse.json({ sent: true, channel: "SMS" });
      }),
    );
    const ask = (user: string) =>
      post(resetAction as Action, "/reset-password", { user, byPhoneNumber: "phone" });
    for (let i = 0; i < 5; i++) expect(statusOf(await ask("orgadmin@demo.test"))).toBe(200);
    const sixth = await ask("ORGADMIN@demo.test");
    expectRefusal(sixth);
    expect(sixth.data?.step).toBe("request");
    expect(sixth.data?.result?.initialValue).toMatchObject({
      user: "ORGADMIN@demo.test",
      byPhoneNumber: "phone",
    });
    expect(sent).toBe(5);

    for (let i = 0; i < 5; i++) expect(statusOf(await ask("nobody@demo.test"))).toBe(404);
    expectRefusal(await ask("nobody@demo.test"));
  });

  it("do not count a request the upstream failed to answer", async () => {
    server.use(
      onCall(accounts.forgotPassword, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
    );
    for (let i = 0; i < 8; i++)
      expect(
        statusOf(
          await post(resetAction as Action, "/reset-password", {
            user: "a@demo.test",
            byPhoneNumber: "email",
          }),
        ),
      ).toBe(503);
  });
});

describe("reset code confirmation", () => {
  const confirm = (confirmationCode: string) =>
    post(resetAction as Action, "/reset-password", {
      intent: "confirm",
      channel: "phone",
      confirmationCode,
      email: "orgadmin@demo.test",
      newPassword: "Brand-New-Passw0rd!",
      confirmPassword: "Brand-New-Passw0rd!",
    });

  it("refuses the sixth wrong code for one person, keeping the code and the name but no password", async () => {
    let checked = 0;
    server.use(
      onCall(accounts.confirmNewPassword, () => {
        checked += 1;
        return HttpResponse.json(
          {
            code: "INVALID_CODE",
            message: "The confirmation code is not valid",
            reason: "Invalid confirmation code",
          },
          { status: 400 },
        );
      }),
    );
    for (let i = 0; i < 5; i++) expect(statusOf(await confirm(`10000${i}`))).toBe(400);
    const sixth = await confirm("100009");
    expectRefusal(sixth);
    expect(sixth.data?.step).toBe("confirm");
    expect(sixth.data?.result?.initialValue).toMatchObject({
      confirmationCode: "100009",
      email: "orgadmin@demo.test",
    });
    expect(JSON.stringify(sixth.data)).not.toContain("Brand-New-Passw0rd!");
    expect(checked).toBe(5);
  });
});

describe("patient registration", () => {
  const fields = (email: string, code = "DEMO-2026") => ({
    code,
    firstName: "Nora",
    lastName: "O'Neill",
    gender: "female",
    dobDay: "14",
    dobMonth: "7",
    dobYear: "1992",
    email,
    zipcode: "02108",
    password: "Strong-Password-2026!",
    confirmPassword: "Strong-Password-2026!",
  });

  beforeEach(() => {
    server.use(
      onCall(patients.checkOrganization, ({ params }) =>
        params.id === "DEMO-2026"
          ? answerOf(patients.checkOrganization, {
              id: "org-1",
              name: "Demo Health Network",
              canRegisterIndividuals: true,
            })
          : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }),
      ),
      onCall(patients.addIndividual, () =>
        answerOf(patients.addIndividual, {
          id: "pat-77",
          patientId: "pat-77",
          registrationToken: "reg_token",
        }),
      ),
    );
  });

  const register = (email: string, code?: string) =>
    post(registrationAction as Action, "/patient-registration", fields(email, code));

  it("lets a clinic's kiosk register patient after patient from one address", async () => {
    for (let i = 0; i < 40; i++)
      expect(statusOf(await register(`patient${i}@example.test`)), `patient ${i}`).toBe(303);
  });

  it("refuses the sixth guessed code for one e-mail, keeping what was typed but the passwords", async () => {
    for (let i = 0; i < 5; i++)
      expect(statusOf(await register("guess@example.test", `GUESS-${i}`))).toBe(400);
    const sixth = await register("guess@example.test", "GUESS-9");
    expectRefusal(sixth);
    expect(sixth.data?.result?.initialValue).toMatchObject({
      code: "GUESS-9",
      firstName: "Nora",
      zipcode: "02108",
    });
    expect(JSON.stringify(sixth.data)).not.toContain("Strong-Password-2026!");
  });

  it("refuses guessed codes from one address past thirty, whatever the e-mail", async () => {
    for (let i = 0; i < 30; i++)
      expect(statusOf(await register(`g${i}@example.test`, `GUESS-${i}`))).toBe(400);
    expectRefusal(await register("someone-new@example.test", "GUESS-X"));
  });
});

describe("organization onboarding", () => {
  const application = (email: string, name: string) => ({
    name,
    type: "CLINIC",
    employerId: "12-3456789",
    businessLicenseNumber: "BL-1",
    address1: "1 Harbor Way",
    city: "Boston",
    state: "MA",
    zipcode: "02110",
    firstName: "Hana",
    lastName: "Okafor",
    email,
  });

  function fakeUpstream(status = 201) {
    let created = 0;
    server.use(
      onCall(onboarding.exists, () => answerOf(onboarding.exists, false)),
      onCall(onboarding.createWithAdmin, () => {
        if (status >= 500) return HttpResponse.json({ message: "boom" }, { status });
        created += 1;
        return HttpResponse.json({ id: `org-${created}`, name: "x" }, { status });
      }),
    );
    return () => created;
  }

  it("takes three applications per applicant's e-mail an hour, then refuses with what was typed", async () => {
    const created = fakeUpstream();
    for (let i = 0; i < 3; i++)
      expect(
        statusOf(
          await post(onboardAction as Action, "/onboard", application("hana@harbor.test", `Clinic ${i}`)),
        ),
      ).toBe(303);
    const fourth = await post(
      onboardAction as Action,
      "/onboard",
      application("HANA@harbor.test", "Clinic 3"),
    );
    expect(fourth.init?.status).toBe(429);
    const wait = Number(new Headers(fourth.init?.headers).get("Retry-After"));
    expect(wait).toBeGreaterThan(59 * 60);
    expect(fourth.data?.result?.error?.[""]).toEqual(['auth:limits.tooMany::{"minutes":60}']);
    expect(fourth.data?.result?.initialValue).toMatchObject({ name: "Clinic 3", email: "HANA@harbor.test" });
    expect(created()).toBe(3);
  });

  it("takes twenty applications from one address an hour, whatever the e-mail", async () => {
    const created = fakeUpstream();
    for (let i = 0; i < 20; i++)
      expect(
        statusOf(await post(onboardAction as Action, "/onboard", application(`a${i}@x.test`, `Org ${i}`))),
      ).toBe(303);
    expect(
      (await post(onboardAction as Action, "/onboard", application("b@x.test", "Org 20"))).init?.status,
    ).toBe(429);
    expect(created()).toBe(20);
  });

  it("does not count an application the upstream failed to answer", async () => {
    fakeUpstream(503);
    for (let i = 0; i < 5; i++)
      expect(
        statusOf(await post(onboardAction as Action, "/onboard", application("c@x.test", `Down ${i}`))),
      ).toBe(400);
    fakeUpstream();
    expect(statusOf(await post(onboardAction as Action, "/onboard", application("c@x.test", "Up")))).toBe(
      303,
    );
  });
});
