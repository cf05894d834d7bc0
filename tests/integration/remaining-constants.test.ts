import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as lanesLoader } from "~/routes/provider+/organizations+/$orgId.lanes";
import { loader as appointmentsLoader } from "~/routes/provider+/appointments+/_index";
import { loader as profileLoader } from "~/routes/_patient+/curapatient.patient.profile._index";
import { action as profileEditAction } from "~/routes/_patient+/curapatient.patient.profile.edit";
import { loader as serviceCentreLoader } from "~/routes/_patient+/curapatient.patient.service-centre";
import { loader as registrationServicesLoader } from "~/routes/_registration+/patient-registration.services";
import { startRegistration } from "~/upstream/registration.server";
import { resetPatientLookupsForTests } from "~/upstream/patients.server";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, testConfig } from "../support/context";
import { patientGet, patientPost, staffGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { lanes } from "@contract/lanes";
import { appointments } from "@contract/appointments";
import { organizations } from "@contract/organizations";
import { patients } from "@contract/patients";
import { carePlans } from "@contract/care-plans";

/**
 * Issue 40 item 10, the constants of spec part 2 §9 where the app uses them: the patient look-up
 * cached for 500 ms, the default clinic remembered between visits, the Daily Assessment service
 * type 28 and the nationality list.
 */

const withCache = testConfig({ PATIENT_LOOKUP_CACHE_MS: "500" });

function countPatientReads(nationality: string | null = null) {
  const reads: string[] = [];
  server.use(
    onCall(patients.get, ({ params, request }) => {
      reads.push(`${String(params.id)} ${request.headers.get("authorization")}`);
      return answerOf(patients.get, {
        id: String(params.id),
        firstName: "Pat",
        lastName: "Rivera",
        profileCompleteness: 1,
        organizations: [],
        nationality,
      });
    }),
  );
  return reads;
}

describe("the patient look-up cache (500 ms)", () => {
  beforeEach(() => {
    resetPatientLookupsForTests();
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-05-20T12:00:00Z") });
  });
  afterEach(() => vi.useRealTimers());

  const profile = () => {
    const args = patientGet("/curapatient/patient/profile");
    return profileLoader({ ...args, context: contextFor(args.request, withCache) });
  };

  it("reads once for two look-ups within 500 ms and again after them", async () => {
    const reads = countPatientReads();
    await profile();
    vi.setSystemTime(new Date("2031-05-20T12:00:00.499Z"));
    await profile();
    expect(reads).toEqual(["pat-1 Bearer at"]);
    vi.setSystemTime(new Date("2031-05-20T12:00:00.500Z"));
    await profile();
    expect(reads).toHaveLength(2);
  });

  it("shares one read between look-ups running side by side", async () => {
    const reads = countPatientReads();
    await Promise.all([profile(), profile()]);
    expect(reads).toHaveLength(1);
  });

  it("is not used without the setting, and drops a patient the app has just changed", async () => {
    const reads = countPatientReads();
    const plain = patientGet("/curapatient/patient/profile");
    await profileLoader(plain);
    await profileLoader(patientGet("/curapatient/patient/profile"));
    expect(reads).toHaveLength(2);

    await profile();
    expect(reads).toHaveLength(3);
    server.use(
      onCall(patients.profile, () => answerOf(patients.profile, { id: "pat-1", organizations: [] })),
    );
    const edit = patientPost("/curapatient/patient/profile/edit", {
      fullName: "Pat Rivera",
      gender: "female",
      dobMonth: "4",
      dobDay: "12",
      dobYear: "1985",
      language: "en-US",
      nationality: "MX",
    });
    const saved = (await profileEditAction({
      ...edit,
      context: contextFor(edit.request, withCache),
    })) as Response;
    expect(saved.status).toBe(303);
    await profile();
    expect(reads).toHaveLength(4);
  });

  it("keeps no failure", async () => {
    let answered = 0;
    server.use(
      onCall(patients.get, () => {
        answered += 1;
        return HttpResponse.json({ message: "down" }, { status: 503 });
      }),
    );
    // The page's error answer (502, the upstream failed) both times: the failed read was not kept.
    await expect(profile()).rejects.toMatchObject({ init: { status: 502 } });
    await expect(profile()).rejects.toMatchObject({ init: { status: 502 } });
    expect(answered).toBe(2);
  });
});

describe("the nationality list", () => {
  it("sends the chosen code and shows it named in the reader's language", async () => {
    let sent: unknown;
    server.use(
      onCall(patients.profile, async ({ request }) => {
        sent = await request.json();
        return answerOf(patients.profile, { id: "pat-1", organizations: [] });
      }),
    );
    const edit = patientPost("/curapatient/patient/profile/edit", {
      fullName: "Pat Rivera",
      gender: "female",
      dobMonth: "4",
      dobDay: "12",
      dobYear: "1985",
      language: "en-US",
      nationality: "MX",
    });
    expect(((await profileEditAction(edit)) as Response).status).toBe(303);
    expect(sent).toMatchObject({ nationality: "MX" });

    countPatientReads("MX");
    expect((await profileLoader(patientGet("/curapatient/patient/profile"))).nationality).toBe("Mexico");
  });

  it("refuses a code that is not on the list, keeping what was typed", async () => {
    const edit = patientPost("/curapatient/patient/profile/edit", {
      fullName: "Pat Rivera",
      gender: "female",
      dobMonth: "4",
      dobDay: "12",
      dobYear: "1985",
      language: "en-US",
      nationality: "ZZ",
    });
    const reply = (await profileEditAction(edit)) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(reply.data.result.error.nationality).toEqual(["validation:chooseOption"]);
    expect(reply.data.result.initialValue.fullName).toBe("Pat Rivera");
  });
});

describe("the Daily Assessment service type (28)", () => {
  it("leads to the daily assessments instead of booking", async () => {
    countPatientReads();
    server.use(
      onCall(carePlans.publicServiceTypes, () =>
        answerOf(carePlans.publicServiceTypes, [
          { id: 2, name: "Flu Shot", price: "25.00" },
          { id: 28, name: "Daily Assessment", price: "0.00" },
        ]),
      ),
      onCall(carePlans.serviceTypesWithCarePlans, () => answerOf(carePlans.serviceTypesWithCarePlans, [])),
    );
    const data = await serviceCentreLoader(patientGet("/curapatient/patient/service-centre"));
    const byId = Object.fromEntries(data.services.map((s) => [s.id, s]));
    expect(byId["28"]).toMatchObject({
      daily: true,
      href: "/curapatient/patient/health-record/daily-assessments",
    });
    expect(byId["2"]).toMatchObject({ daily: false });
    expect(byId["2"]!.href).toContain("/curapatient/patient/schedule-appointment?serviceId=2");
  });
});

describe("the Daily Assessment service in a registration without a session", () => {
  it("is not offered for booking, nor chosen by its id", async () => {
    server.use(
      onCall(carePlans.publicServiceTypes, () =>
        answerOf(carePlans.publicServiceTypes, [
          { id: 2, name: "Flu Shot", price: "25.00" },
          { id: 28, name: "Daily Assessment", price: "0.00" },
        ]),
      ),
    );
    const setup = contextFor(new Request("http://app.test/"));
    startRegistration(setup, {
      patientId: "pat-77",
      organizationId: "org-1",
      organizationName: "Demo Health Network",
      code: "JOIN-1",
      token: "reg_token",
      name: "Pat Rivera",
    });
    const cookie = cookieHeaderFrom(setup.jar.commit());
    const open = (query: string) => {
      const request = new Request(`http://app.test/patient-registration/services${query}`, {
        headers: { cookie },
      });
      return registrationServicesLoader({ request, context: contextFor(request), params: {} }) as Promise<{
        step: string;
        services?: Array<{ id: string }>;
      }>;
    };
    const list = await open("");
    expect(list.step).toBe("services");
    expect(list.services!.map((s) => s.id)).toEqual(["2"]);
    expect((await open("?serviceId=28")).step).toBe("services");
  });
});

describe("the default clinic", () => {
  const DAY = "2031-05-20";
  beforeEach(() => {
    server.use(
      onCall(lanes.list, () =>
        answerOf(lanes.list, [
          { id: "lane-a", clinicId: "clinic-1", startDate: `${DAY}T13:00:00Z`, endDate: `${DAY}T17:00:00Z` },
          { id: "lane-b", clinicId: "clinic-2", startDate: `${DAY}T18:00:00Z`, endDate: `${DAY}T21:00:00Z` },
        ]),
      ),
      onCall(organizations.clinics, () =>
        answerOf(organizations.clinics, [
          { id: "clinic-1", name: "North", timeZone: "America/New_York" },
          { id: "clinic-2", name: "South", timeZone: "America/New_York" },
        ]),
      ),
      onCall(organizations.performers, () => answerOf(organizations.performers, [])),
      // The two clinics are branches of the staff member's organization (the guard's tree).
      onCall(organizations.branches, ({ params }) => {
        const content =
          String(params.id) === "org-1"
            ? [
                { id: "clinic-1", name: "North" },
                { id: "clinic-2", name: "South" },
              ]
            : [];
        return answerOf(organizations.branches, {
          content,
          totalElements: content.length,
          totalPages: 1,
          number: 0,
          size: 100,
        });
      }),
      onCall(organizations.basicInfo, () =>
        answerOf(organizations.basicInfo, {
          id: "org-1",
          name: "Demo Health Network",
          timeZone: "America/New_York",
        }),
      ),
    );
  });

  /** The lanes page at `query`, with the cookies a browser would send after `cookies`. */
  async function visit(query: string, cookies = "") {
    const base = staffGet(`/provider/organizations/org-1/lanes?${query}`);
    const cookie = [base.request.headers.get("cookie"), cookies].filter(Boolean).join("; ");
    const request = new Request(base.request.url, { headers: { cookie } });
    const context = contextFor(request);
    const data = (await lanesLoader({ request, context, params: { orgId: "org-1" } })) as {
      clinic: string | null;
      lanes: Array<{ id: string }>;
    };
    const prefs = cookieHeaderFrom(context.jar.commit())
      .split("; ")
      .filter((pair) => pair.startsWith("cd_prefs="))
      .join("; ");
    return { clinic: data.clinic, lanes: data.lanes.map((l) => l.id), prefs: prefs || cookies };
  }

  it("preselects the clinic last picked on the lanes and the appointments list, forgets it for all clinics, and ignores one not offered", async () => {
    const first = await visit(`date=${DAY}`);
    expect(first.clinic).toBeNull();

    const picked = await visit(`date=${DAY}&clinic=clinic-2`);
    expect(picked).toMatchObject({ clinic: "clinic-2", lanes: ["lane-b"] });
    expect(picked.prefs).not.toBe("");

    // Back later without a clinic in the address: the picker shows the remembered one.
    const later = await visit(`date=${DAY}`, picked.prefs);
    expect(later).toMatchObject({ clinic: "clinic-2", lanes: ["lane-b"] });

    const unknown = await visit(`date=${DAY}&clinic=clinic-9`, picked.prefs);
    expect(unknown.clinic).toBeNull();
    expect((await visit(`date=${DAY}`, unknown.prefs)).clinic).toBe("clinic-2");

    // The appointments list opens on the same clinic, and a clinic picked there is the lanes' too.
    const listed: string[] = [];
    server.use(
      onCall(appointments.atLocation, ({ params }) => {
        listed.push(String(params.locationId));
        return answerOf(appointments.atLocation, {
          content: [],
          number: 0,
          size: 20,
          totalPages: 0,
          totalElements: 0,
        });
      }),
    );
    const openList = async (query: string, cookies: string) => {
      const base = staffGet(`/provider/appointments${query}`);
      const cookie = [base.request.headers.get("cookie"), cookies].filter(Boolean).join("; ");
      const request = new Request(base.request.url, { headers: { cookie } });
      const context = contextFor(request);
      const data = (await appointmentsLoader({ request, context, params: {} })) as {
        location: string | null;
      };
      const prefs = cookieHeaderFrom(context.jar.commit())
        .split("; ")
        .filter((pair) => pair.startsWith("cd_prefs="))
        .join("; ");
      return { location: data.location, prefs: prefs || cookies };
    };
    expect((await openList("?saved=off", "")).location).toBe("clinic-1");
    expect((await openList("?saved=off", picked.prefs)).location).toBe("clinic-2");
    const there = await openList("?location=clinic-1", picked.prefs);
    expect((await visit(`date=${DAY}`, there.prefs)).clinic).toBe("clinic-1");
    expect(listed).toEqual(["clinic-1", "clinic-2", "clinic-1"]);

    const all = await visit(`date=${DAY}&clinic=`, picked.prefs);
    expect(all).toMatchObject({ clinic: null, lanes: ["lane-a", "lane-b"] });
    expect((await visit(`date=${DAY}`, all.prefs)).clinic).toBeNull();
  });
});
