import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  action as dashboardAction,
  loader as dashboardLoader,
} from "~/routes/_patient+/curapatient.patient.dashboard";
import { server } from "../mocks/server";
import { patientGet, patientPost } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { patients } from "@contract/patients";
import { appointments } from "@contract/appointments";

/**
 * The welcome card on the patient's home (issue 23): shown until the patient dismisses it
 * (PUT /api/patients/{id}/rumecard/false), their own even while acting for a family member.
 */

let dismissed: string[] = [];
let showCard = true;
beforeEach(() => {
  dismissed = [];
  showCard = true;
  server.use(
    onCall(patients.get, ({ params }) =>
      answerOf(patients.get, {
        id: String(params.id),
        profileCompleteness: 1,
        organizations: [],
        showRumeCard: showCard,
      }),
    ),
    onCall(appointments.patientAppointments, () => answerOf(appointments.patientAppointments, [])),
    onCall(patients.carePlan, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 })),
    onCall(patients.welcomeCard, ({ params }) => {
      dismissed.push(`${String(params.id)} ${String(params.value)}`);
      return HttpResponse.json({ patientId: params.id, showRumeCard: false });
    }),
  );
});

describe("the welcome card", () => {
  it("is on the home page until dismissed, and not while acting for someone else", async () => {
    expect((await dashboardLoader(patientGet("/curapatient/patient/dashboard"))).welcomeCard).toBe(true);
    const acting = { actingFor: { patientId: "pat-2", name: "Leo Rivera" } };
    expect((await dashboardLoader(patientGet("/curapatient/patient/dashboard", acting))).welcomeCard).toBe(
      false,
    );
    showCard = false;
    expect((await dashboardLoader(patientGet("/curapatient/patient/dashboard"))).welcomeCard).toBe(false);
  });

  it("is dismissed for the signed-in patient, even while they act for a family member", async () => {
    const args = patientPost(
      "/curapatient/patient/dashboard",
      { intent: "dismiss-welcome" },
      { actingFor: { patientId: "pat-2", name: "Leo Rivera" } },
    );
    const response = (await dashboardAction(args)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/curapatient/patient/dashboard");
    expect(dismissed).toEqual(["pat-1 false"]);
    expect(args.context.jar.takeFlash()).toBeNull();
  });

  it("says the change was not saved when the upstream refuses it", async () => {
    server.use(onCall(patients.welcomeCard, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const args = patientPost("/curapatient/patient/dashboard", { intent: "dismiss-welcome" });
    const response = (await dashboardAction(args)) as Response;
    expect(response.headers.get("location")).toBe("/curapatient/patient/dashboard");
    expect(args.context.jar.takeFlash()).toMatchObject({ kind: "error", key: "common:save.failed" });
  });
});
