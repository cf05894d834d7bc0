import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as profileLoader } from "~/routes/_patient+/curapatient.patient.profile._index";
import { loader as branchesLoader } from "~/routes/provider+/organizations+/$orgId.branches";
import { loader as clinicsLoader } from "~/routes/provider+/organizations+/$orgId.clinics._index";
import { loader as eventsLoader } from "~/routes/provider+/organizations+/$orgId.events._index";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { patientRecord } from "../mocks/patients";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { patientAccount, signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall, pageOf } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { organizationPages } from "@contract/organization-pages";
import { clinicAnalytics } from "@contract/clinic-analytics";
import { patients } from "@contract/patients";

/**
 * No raw values where people read (issue 38): what the upstream sends as codes ("CONFIRMED",
 * "America/New_York", "2026-12-07", "+16175550100", "TRIAGE") reaches the page in words, in the
 * reader's language and format.
 */

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};

function get(url: string, account: SessionAccount, params: Record<string, string> = {}, locale?: string) {
  const request = new Request(`http://app.test${url}`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, account) },
  });
  const context = contextFor(request);
  if (locale) context.locale = locale;
  return { request, context, params };
}

function organizationUpstream() {
  server.use(
    onCall(organizations.basicInfo, () =>
      answerOf(organizations.basicInfo, {
        id: "root",
        name: "North Network",
        parentOrganizationId: null,
        timeZone: "America/New_York",
        approvalStatus: "CONFIRMED",
      }),
    ),
    onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
    onCall(organizationPages.branchesBrief, () =>
      answerOf(organizationPages.branchesBrief, [
        { id: "b-1", name: "North Facility", type: "FACILITY", approvalStatus: "NEW EVENTS PENDING" },
      ]),
    ),
    onCall(organizationPages.branchesCount, () =>
      answerOf(organizationPages.branchesCount, { count: 1, byType: [{ type: "FACILITY", count: 1 }] }),
    ),
    onCall(organizations.clinics, () =>
      answerOf(organizations.clinics, [
        { id: "c-1", name: "Downtown", type: "CLINIC", timeZone: "America/Chicago" },
        { id: "c-2", name: "Desert", type: "CLINIC", timeZone: "America/Phoenix" },
      ]),
    ),
    onCall(clinicAnalytics.activeClinics, () =>
      answerOf(clinicAnalytics.activeClinics, [
        {
          clinicId: "c-1",
          lanes: 1200,
          booked: 10450,
          capacity: 14400,
          firstStart: "2026-11-28T14:00:00Z",
          lastEnd: "2026-11-28T23:00:00Z",
        },
      ]),
    ),
    onCall(clinicAnalytics.mobileVaccineClinics, () => answerOf(clinicAnalytics.mobileVaccineClinics, [])),
    onCall(clinicAnalytics.appointmentCounts, () =>
      answerOf(clinicAnalytics.appointmentCounts, [
        { clinicId: "c-1", upcomingLanes: 1200, upcomingAppointments: 12520 },
      ]),
    ),
    onCall(organizationPages.triageEvents, () =>
      answerOf(organizationPages.triageEvents, [
        { id: "ev-1", name: "Flu day", status: "TRIAGE", eventDate: "2026-12-07" },
      ]),
    ),
    onCall(organizationPages.pendingEvents, () => answerOf(organizationPages.pendingEvents, [])),
    onCall(organizationPages.parentEvents, () => answerOf(organizationPages.parentEvents, [])),
  );
}

describe("an organization's pages say codes in words", () => {
  it("names each branch's approval status", async () => {
    organizationUpstream();
    const data = await branchesLoader(get("/provider/organizations/root/branches", admin, { orgId: "root" }));
    expect(data.branches).toEqual([
      expect.objectContaining({ name: "North Facility", status: "New events pending" }),
    ]);
  });

  it("names each clinic's time zone in the reader's language, and groups its counts", async () => {
    organizationUpstream();
    const { data } = await clinicsLoader(
      get("/provider/organizations/root/clinics", admin, { orgId: "root" }),
    );
    expect(data.clinics.map((c) => c.timeZone)).toEqual(["Central Time", "Mountain Standard Time"]);
    expect(data.clinics[0]!.today).toBe("Lanes: 1,200, 8:00 AM–5:00 PM; booked 10,450 of 14,400");
    expect(data.clinics[0]!.upcoming).toBe("Appointments: 12,520; lanes: 1,200");
    const { data: spanish } = await clinicsLoader(
      get("/provider/organizations/root/clinics", admin, { orgId: "root" }, "es-MX"),
    );
    expect(spanish.clinics[0]!.timeZone).toBe("hora central");
  });

  it("writes an event's day in words and its status by name", async () => {
    organizationUpstream();
    const data = await eventsLoader(get("/provider/organizations/root/events", admin, { orgId: "root" }));
    const triage = data.sections.find((s) => s.key === "triage")!;
    expect(triage.events).toEqual([expect.objectContaining({ date: "Monday, December 7, 2026" })]);
  });
});

describe("a phone number as its reader writes it", () => {
  it("shows the patient's own profile phone formatted, not as stored", async () => {
    server.use(onCall(patients.get, () => answerOf(patients.get, patientRecord)));
    expect(patientRecord.phoneNumber).toBe("+16175550100");
    const request = new Request("http://app.test/curapatient/patient/profile", {
      headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, patientAccount) },
    });
    const data = await profileLoader({ request, context: contextFor(request), params: {} });
    expect(data.phoneNumber).toBe("(617) 555-0100");
  });
});
