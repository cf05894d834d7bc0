import { startRegistration } from "~/upstream/registration.server";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { PRIVILEGE } from "@contract/privileges";
import { contextFor, cookieHeaderFrom } from "../../support/context";
import { png } from "../../support/images";
import { patientAccount, signedInCookie, staffAccount } from "../../support/session";

/**
 * For every action of the app (by route file, as `import.meta.glob` names it under
 * `/app/routes/`), one or more submissions that pass the action's own validation, so the action
 * reaches the upstream, and what the user gets when the upstream then fails
 * (upstream-faults-every-action.test.ts):
 *
 * - `form`: the form comes back with every value sent (passwords and files excepted) and a message;
 * - `reply`: a confirmation or a button: the page says what failed (nothing was typed);
 * - `page`: the translated error page (502/503/504, `common:`), for what has no form to return to;
 * - `flash`: back to the page with an error flash (a button that posts and redirects);
 * - `local`: nothing upstream (a list's saved filters);
 * - `login`: signing out, which ends at /login whatever the upstream says;
 * - `best-effort`: the upstream write is a courtesy and the change is made anyway;
 * - `not-found`: the page-not-found screen (the catch-all route answers any method).
 *
 * A form whose action reads its record before the form (the plan, the program, the questions)
 * is a `form` too: an outage of that read keeps what was typed (`readKeepingForm`).
 */

export type Role = "staff" | "superAdmin" | "performer" | "patient" | "registering" | "anonymous";
export type Outcome = "form" | "reply" | "page" | "flash" | "local" | "login" | "best-effort" | "not-found";

export interface Submission {
  /** What the submission does, where a route has several (its intent). */
  label?: string;
  url: string;
  params?: Record<string, string>;
  as?: Role;
  fields: Array<[string, string | File]>;
  expect: Outcome;
  /** Fields that must not come back in the reply. */
  passwords?: string[];
  /** Where the reply puts this form's result, on a page of several forms (else `result`). */
  resultKey?: string;
  /** For a `form` on a page of several: what the reply carries to reach the form that was sent. */
  reaches?: Record<string, unknown>;
}

const superAdmin: SessionAccount = {
  ...staffAccount,
  accountId: "acct-super",
  privilegeId: PRIVILEGE.SUPER_ADMIN,
  privilegeName: "SUPER_ADMIN",
};
const performer: SessionAccount = {
  ...staffAccount,
  accountId: "acct-perf",
  privilegeId: PRIVILEGE.USER,
  privilegeName: "USER",
  isPerformer: true,
};

function registeringCookie() {
  const context = contextFor(new Request("http://app.test/"));
  startRegistration(context, {
    patientId: "pat-77",
    organizationId: "org-1",
    organizationName: "Demo Health Network",
    code: "JOIN-1",
    token: "reg_token",
    name: "Pat Rivera",
  });
  return cookieHeaderFrom(context.jar.commit());
}

export function cookieFor(role: Role): string | null {
  const tokens = { accessToken: "at", refreshToken: "rt" };
  switch (role) {
    case "staff":
      return signedInCookie(tokens);
    case "superAdmin":
      return signedInCookie(tokens, superAdmin);
    case "performer":
      return signedInCookie(tokens, performer);
    case "patient":
      return signedInCookie(tokens, patientAccount);
    case "registering":
      return registeringCookie();
    case "anonymous":
      return null;
  }
}

const image = (size = 400) => new File([png(size, size)], "picture.png", { type: "image/png" });
const csv = (text: string) => new File([text], "upload.csv", { type: "text/csv" });
const SLOT = "lane-1|org-1|2031-05-20T14:00:00.000Z";
const DOB: Array<[string, string]> = [
  ["dobDay", "12"],
  ["dobMonth", "4"],
  ["dobYear", "1988"],
];
const ORGANIZATION: Array<[string, string]> = [
  ["name", "Harbor Clinic"],
  ["type", "CLINIC"],
  ["employerId", "12-3456789"],
  ["businessLicenseNumber", "BL-1"],
  ["country", "US"],
  ["address1", "1 Harbor Way"],
  ["city", "Boston"],
  ["state", "MA"],
  ["zipcode", "02110"],
  ["timeZone", "America/New_York"],
];

const EVENT: Array<[string, string]> = [
  ["name", "Fall flu clinic"],
  ["eventDate", "2031-05-10"],
  ["startTime", "09:00"],
  ["endTime", "12:00"],
  ["expectedParticipants", "120"],
  ["location", "Lincoln Elementary gym"],
  ["services", "Flu"],
];
const LOCATION: Array<[string, string]> = [
  ["name", "Lincoln Elementary gym"],
  ["locationTypeId", "lt-school"],
  ["address1", "19 Kenilworth Street"],
  ["city", "Roxbury"],
  ["state", "MA"],
  ["zipcode", "02119"],
  ["country", "United States"],
];

/** A list page's own action: saving its filters, in the session only. */
const saveFilters = (url: string, as: Role = "staff"): Submission[] => [
  { label: "save filters", url, as, fields: [["query", "?q=ann"]], expect: "local" },
];

const at = (url: string, params: Record<string, string>, as: Role = "staff") => ({ url, params, as });

// Route files by area; paths as the glob names them under /app/routes/.
const AUTH: Record<string, Submission[]> = {
  "_auth+/account.password.tsx": [
    {
      ...at("/account/password", {}),
      fields: [
        ["oldPassword", "Old!Passw0rd#1"],
        ["newPassword", "Str0ng!Passw0rd#9"],
        ["confirmPassword", "Str0ng!Passw0rd#9"],
      ],
      passwords: ["oldPassword", "newPassword", "confirmPassword"],
      expect: "form",
    },
  ],
  "_auth+/login.tsx": [
    {
      label: "login",
      ...at("/login", {}, "anonymous"),
      fields: [
        ["intent", "login"],
        ["username", "orgadmin@demo.test"],
        ["password", "Str0ng!Passw0rd#9"],
      ],
      passwords: ["password"],
      expect: "form",
    },
  ],
  "_auth+/logout.tsx": [{ ...at("/logout", {}), fields: [], expect: "login" }],
  "_auth+/reset-password.tsx": [
    {
      label: "request",
      ...at("/reset-password", {}, "anonymous"),
      fields: [
        ["user", "orgadmin@demo.test"],
        ["byPhoneNumber", "email"],
      ],
      expect: "form",
    },
    {
      label: "confirm",
      ...at("/reset-password", {}, "anonymous"),
      fields: [
        ["intent", "confirm"],
        ["email", "orgadmin@demo.test"],
        ["confirmationCode", "123456"],
        ["newPassword", "Str0ng!Passw0rd#9"],
        ["confirmPassword", "Str0ng!Passw0rd#9"],
      ],
      passwords: ["newPassword", "confirmPassword"],
      expect: "form",
    },
  ],
};

const PUBLIC: Record<string, Submission[]> = {
  "_onboarding+/onboard.tsx": [
    {
      ...at("/onboard", {}, "anonymous"),
      fields: [
        ["name", "Harbor Clinic"],
        ["type", "CLINIC"],
        ["employerId", "12-3456789"],
        ["businessLicenseNumber", "BL-1"],
        ["address1", "1 Harbor Way"],
        ["city", "Boston"],
        ["state", "MA"],
        ["zipcode", "02110"],
        ["firstName", "Hana"],
        ["lastName", "Okafor"],
        ["email", "hana@harbor.test"],
      ],
      expect: "form",
    },
  ],
  "_registration+/patient-registration._index.tsx": [
    {
      ...at("/patient-registration", {}, "anonymous"),
      fields: [
        ["code", "JOIN-1"],
        ["firstName", "Pat"],
        ["lastName", "Rivera"],
        ["gender", "female"],
        ...DOB,
        ["email", "pat@example.test"],
        ["zipcode", "02110"],
        ["password", "Str0ng!Passw0rd#9"],
        ["confirmPassword", "Str0ng!Passw0rd#9"],
      ],
      passwords: ["password", "confirmPassword"],
      expect: "form",
    },
  ],
  "_registration+/patient-registration.services.tsx": [
    {
      label: "book",
      ...at("/patient-registration/services?serviceId=1", {}, "registering"),
      fields: [
        ["serviceId", "1"],
        ["slot", SLOT],
      ],
      expect: "form",
    },
  ],
  "_patient+/patient-screening.tsx": [
    {
      ...at("/patient-screening", {}, "anonymous"),
      fields: [
        ["q_q-1", "c-1"],
        ["q_q-2", "c-3"],
        ["q_q-3", "Fine, thanks"],
      ],
      expect: "form",
    },
  ],
  "_shell+/$.tsx": [{ ...at("/no-such-page", { "*": "no-such-page" }), fields: [], expect: "not-found" }],
  "_shell+/language.tsx": [
    {
      ...at("/language", {}, "patient"),
      fields: [
        ["lng", "es-MX"],
        ["returnTo", "/curapatient/patient/dashboard"],
      ],
      expect: "best-effort",
    },
  ],
};

const PATIENT: Record<string, Submission[]> = {
  "_patient+/curapatient.patient.add-family.tsx": [
    {
      ...at("/curapatient/patient/add-family", {}, "patient"),
      fields: [
        ["firstName", "Mia"],
        ["lastName", "Rivera"],
        ["relationship", "child"],
        ["gender", "female"],
        ...DOB,
      ],
      expect: "form",
    },
  ],
  "_patient+/curapatient.patient.appointment.assessment.$assessmentId.tsx": [
    {
      ...at(
        "/curapatient/patient/appointment/assessment/sv-1?taskId=task-1",
        { assessmentId: "sv-1" },
        "patient",
      ),
      fields: [
        ["q_q-1", "c-1"],
        ["q_q-2", "c-3"],
        ["q_q-3", "Fine, thanks"],
      ],
      expect: "form",
    },
  ],
  "_patient+/curapatient.patient.appointments.tsx": [
    {
      label: "cancel",
      ...at("/curapatient/patient/appointments", {}, "patient"),
      fields: [
        ["taskId", "task-1"],
        ["patientId", "pat-1"],
      ],
      expect: "flash",
    },
  ],
  "_patient+/curapatient.patient.dashboard.tsx": [
    {
      label: "dismiss-welcome",
      ...at("/curapatient/patient/dashboard", {}, "patient"),
      fields: [["intent", "dismiss-welcome"]],
      expect: "flash",
    },
  ],
  "_patient+/curapatient.patient.education-center.tsx": [
    {
      label: "mark done",
      ...at("/curapatient/patient/education-center", {}, "patient"),
      fields: [["taskId", "task-1"]],
      expect: "flash",
    },
  ],
  "_patient+/curapatient.patient.family.tsx": [
    {
      label: "act-as",
      ...at("/curapatient/patient/family", {}, "patient"),
      fields: [
        ["intent", "act-as"],
        ["patientId", "pat-2"],
      ],
      expect: "flash",
    },
  ],
  "_patient+/curapatient.patient.profile._index.tsx": [
    {
      label: "join",
      ...at("/curapatient/patient/profile", {}, "patient"),
      fields: [["code", "JOIN-1"]],
      expect: "form",
    },
  ],
  "_patient+/curapatient.patient.profile.edit.tsx": [
    {
      ...at("/curapatient/patient/profile/edit", {}, "patient"),
      fields: [
        ["fullName", "Pat Rivera"],
        ["gender", "female"],
        ...DOB,
        ["email", "pat@example.test"],
        ["city", "Boston"],
        ["language", "en-US"],
      ],
      expect: "form",
    },
  ],
  "_patient+/curapatient.patient.profile.leave.tsx": [
    {
      ...at("/curapatient/patient/profile/leave?organizationId=org-2", {}, "patient"),
      fields: [],
      expect: "page",
    },
  ],
  "_patient+/curapatient.patient.schedule-appointment.tsx": [
    {
      label: "book",
      ...at("/curapatient/patient/schedule-appointment?serviceId=1", {}, "patient"),
      fields: [
        ["serviceId", "1"],
        ["slot", SLOT],
      ],
      expect: "form",
    },
  ],
};

const APPOINTMENTS: Record<string, Submission[]> = {
  "provider+/appointments+/$taskId.cancel.tsx": [
    { ...at("/provider/appointments/task-1/cancel", { taskId: "task-1" }), fields: [], expect: "page" },
  ],
  "provider+/appointments+/$taskId.complete.tsx": [
    { ...at("/provider/appointments/task-1/complete", { taskId: "task-1" }), fields: [], expect: "page" },
  ],
  "provider+/appointments+/$taskId.edit.tsx": [
    {
      ...at("/provider/appointments/task-1/edit", { taskId: "task-1" }),
      fields: [
        ["name", "Flu shot"],
        ["status", "SCHEDULED"],
        ["notes", "Bring the card"],
      ],
      expect: "form",
    },
  ],
  "provider+/appointments+/$taskId.observation.tsx": [
    {
      ...at("/provider/appointments/task-1/observation", { taskId: "task-1" }),
      fields: [["status", "TestedPositive"]],
      expect: "form",
    },
  ],
  "provider+/appointments+/$taskId.remove-performer.tsx": [
    {
      ...at("/provider/appointments/task-1/remove-performer", { taskId: "task-1" }),
      fields: [],
      expect: "page",
    },
  ],
  "provider+/appointments+/$taskId.remove-vaccine.tsx": [
    {
      ...at("/provider/appointments/task-1/remove-vaccine", { taskId: "task-1" }),
      fields: [],
      expect: "page",
    },
  ],
  "provider+/appointments+/$taskId.reschedule.tsx": [
    {
      label: "book",
      ...at("/provider/appointments/task-1/reschedule", { taskId: "task-1" }),
      fields: [["slot", SLOT]],
      expect: "page",
    },
  ],
  "provider+/appointments+/$taskId.vaccine.tsx": [
    {
      ...at("/provider/appointments/task-1/vaccine", { taskId: "task-1" }),
      fields: [
        ["manufacturer", "Pfizer"],
        ["lotNumber", "LOT-1"],
        ["doseNumber", "1"],
        ["injectionSite", "LEFT_ARM"],
        ["expiryDate", "2031-12-31"],
        ["administeredDate", "2031-05-20"],
        ["administeredTime", "09:30"],
      ],
      expect: "form",
    },
  ],
  "provider+/appointments+/_index.tsx": saveFilters("/provider/appointments"),
  "provider+/appointments+/cancel-range.tsx": [
    {
      ...at("/provider/appointments/cancel-range?location=org-1&from=2031-05-20&to=2031-05-21", {}),
      fields: [],
      expect: "reply",
    },
  ],
};

const ASSESSMENTS: Record<string, Submission[]> = {
  "provider+/assessments+/$id.edit.tsx": [
    {
      label: "save",
      ...at("/provider/assessments/sv-1/edit", { id: "sv-1" }),
      fields: [
        ["name", "Intake"],
        ["description", "First visit"],
        ["kind", "ASSESSMENT"],
      ],
      expect: "form",
    },
    {
      label: "move",
      ...at("/provider/assessments/sv-1/edit", { id: "sv-1" }),
      fields: [
        ["intent", "move"],
        ["itemId", "q-1"],
        ["direction", "up"],
      ],
      expect: "page",
    },
  ],
  "provider+/assessments+/$id.picture.tsx": [
    {
      ...at("/provider/assessments/sv-1/picture", { id: "sv-1" }),
      fields: [["file", image()]],
      expect: "page",
    },
  ],
  "provider+/assessments+/$id.questions.$questionId.choices.$choiceId.delete.tsx": [
    {
      ...at("/provider/assessments/sv-1/questions/q-1/choices/c-1/delete", {
        id: "sv-1",
        questionId: "q-1",
        choiceId: "c-1",
      }),
      fields: [],
      expect: "page",
    },
  ],
  "provider+/assessments+/$id.questions.$questionId.choices.$choiceId.edit.tsx": [
    {
      ...at("/provider/assessments/sv-1/questions/q-1/choices/c-1/edit", {
        id: "sv-1",
        questionId: "q-1",
        choiceId: "c-1",
      }),
      fields: [
        ["text", "Often"],
        ["score", "2"],
      ],
      expect: "form",
    },
  ],
  "provider+/assessments+/$id.questions.$questionId.delete.tsx": [
    {
      ...at("/provider/assessments/sv-1/questions/q-1/delete", { id: "sv-1", questionId: "q-1" }),
      fields: [],
      expect: "page",
    },
  ],
  "provider+/assessments+/$id.questions.$questionId.edit.tsx": [
    {
      label: "save",
      ...at("/provider/assessments/sv-1/questions/q-1/edit", { id: "sv-1", questionId: "q-1" }),
      fields: [
        ["text", "How do you feel?"],
        ["type", "TEXT"],
        ["maxLength", "200"],
      ],
      expect: "form",
    },
    {
      label: "add-choice",
      ...at("/provider/assessments/sv-1/questions/q-1/edit", { id: "sv-1", questionId: "q-1" }),
      fields: [
        ["intent", "add-choice"],
        ["text", "Often"],
        ["score", "2"],
      ],
      expect: "form",
      reaches: { form: "choice" },
    },
    {
      label: "move-choice",
      ...at("/provider/assessments/sv-1/questions/q-1/edit", { id: "sv-1", questionId: "q-1" }),
      fields: [
        ["intent", "move-choice"],
        ["itemId", "c-1"],
        ["direction", "down"],
      ],
      expect: "page",
    },
  ],
  "provider+/assessments+/$id.questions.new.tsx": [
    {
      ...at("/provider/assessments/sv-1/questions/new", { id: "sv-1" }),
      fields: [
        ["text", "Any allergies?"],
        ["type", "SINGLE_CHOICE"],
        ["choices", "Yes\nNo"],
      ],
      expect: "form",
    },
  ],
  "provider+/assessments+/_index.tsx": saveFilters("/provider/assessments"),
  "provider+/assessments+/new.tsx": [
    {
      ...at("/provider/assessments/new", {}),
      fields: [
        ["name", "Intake"],
        ["description", "First visit"],
        ["kind", "ASSESSMENT"],
      ],
      expect: "form",
    },
  ],
};

const FS = "/provider/billing/fee-schedules";
const BILLING: Record<string, Submission[]> = {
  "provider+/billing+/claims._index.tsx": saveFilters("/provider/billing/claims"),
  "provider+/billing+/claims.import.tsx": [
    {
      ...at("/provider/billing/claims/import", {}),
      fields: [["file", csv("claimNumber,payerName,amount\nC-1,Acme,10.00\n")]],
      expect: "reply",
    },
  ],
  "provider+/billing+/claims.imports._index.tsx": saveFilters("/provider/billing/claims/imports"),
  "provider+/billing+/fee-schedules.$id.delete.tsx": [
    { ...at(`${FS}/fs-1/delete`, { id: "fs-1" }), fields: [], expect: "reply" },
  ],
  "provider+/billing+/fee-schedules.$id.edit.tsx": [
    {
      ...at(`${FS}/fs-1/edit`, { id: "fs-1" }),
      fields: [
        ["name", "Medicare 2031"],
        ["category", "MEDICARE"],
        ["effectiveMonth", "05"],
        ["effectiveDay", "20"],
        ["effectiveYear", "2031"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/fee-schedules.$id.import.tsx": [
    {
      ...at(`${FS}/fs-1/import`, { id: "fs-1" }),
      fields: [["file", csv("procedureCode,amount\n99213,75.00\n")]],
      expect: "page",
    },
  ],
  "provider+/billing+/fee-schedules.$id.plans.$planId.delete.tsx": [
    {
      ...at(`${FS}/fs-1/plans/plan-1/delete`, { id: "fs-1", planId: "plan-1" }),
      fields: [],
      expect: "reply",
    },
  ],
  "provider+/billing+/fee-schedules.$id.plans.$planId.edit.tsx": [
    {
      ...at(`${FS}/fs-1/plans/plan-1/edit`, { id: "fs-1", planId: "plan-1" }),
      fields: [
        ["name", "Gold"],
        ["description", "The gold plan"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/fee-schedules.$id.plans.$planId.entries.$entryId.delete.tsx": [
    {
      ...at(`${FS}/fs-1/plans/plan-1/entries/entry-1/delete`, {
        id: "fs-1",
        planId: "plan-1",
        entryId: "entry-1",
      }),
      fields: [],
      expect: "reply",
    },
  ],
  "provider+/billing+/fee-schedules.$id.plans.$planId.entries.$entryId.edit.tsx": [
    {
      ...at(`${FS}/fs-1/plans/plan-1/entries/entry-1/edit`, {
        id: "fs-1",
        planId: "plan-1",
        entryId: "entry-1",
      }),
      fields: [
        ["procedureCode", "99213"],
        ["modifier", "25"],
        ["amount", "75.00"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/fee-schedules.$id.plans.$planId.entries.new.tsx": [
    {
      ...at(`${FS}/fs-1/plans/plan-1/entries/new`, { id: "fs-1", planId: "plan-1" }),
      fields: [
        ["procedureCode", "99213"],
        ["amount", "75.00"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/fee-schedules.$id.plans.new.tsx": [
    {
      ...at(`${FS}/fs-1/plans/new`, { id: "fs-1" }),
      fields: [
        ["name", "Gold"],
        ["description", "The gold plan"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/fee-schedules._index.tsx": saveFilters(FS),
  "provider+/billing+/fee-schedules.new.tsx": [
    {
      ...at(`${FS}/new`, {}),
      fields: [
        ["name", "Medicare 2031"],
        ["category", "MEDICARE"],
        ["description", "Rates of 2031"],
        ["effectiveMonth", "05"],
        ["effectiveDay", "20"],
        ["effectiveYear", "2031"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/modifiers.$modifierId.delete.tsx": [
    {
      ...at("/provider/billing/modifiers/mod-1/delete?code=25", { modifierId: "mod-1" }),
      fields: [],
      expect: "reply",
    },
  ],
  "provider+/billing+/modifiers.$modifierId.edit.tsx": [
    {
      ...at("/provider/billing/modifiers/mod-1/edit?code=25", { modifierId: "mod-1" }),
      fields: [
        ["code", "25"],
        ["description", "Significant, separately identifiable service"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/modifiers._index.tsx": saveFilters("/provider/billing/modifiers"),
  "provider+/billing+/modifiers.new.tsx": [
    {
      ...at("/provider/billing/modifiers/new", {}),
      fields: [
        ["code", "25"],
        ["description", "Significant, separately identifiable service"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/payers.$payerId_.delete.tsx": [
    {
      ...at("/provider/billing/payers/payer-1/delete?payerName=Acme%20Health", { payerId: "payer-1" }),
      fields: [],
      expect: "reply",
    },
  ],
  "provider+/billing+/payers.$payerId_.edit.tsx": [
    {
      ...at("/provider/billing/payers/payer-1/edit?payerName=Acme%20Health", { payerId: "payer-1" }),
      fields: [["payerName", "Acme Health"]],
      expect: "form",
    },
  ],
  "provider+/billing+/payers._index.tsx": saveFilters("/provider/billing/payers"),
  "provider+/billing+/payers.new.tsx": [
    { ...at("/provider/billing/payers/new", {}), fields: [["payerName", "Acme Health"]], expect: "form" },
  ],
  "provider+/billing+/procedure-codes.$codeId.delete.tsx": [
    {
      ...at("/provider/billing/procedure-codes/code-1/delete?code=99213", { codeId: "code-1" }),
      fields: [],
      expect: "reply",
    },
  ],
  "provider+/billing+/procedure-codes.$codeId.edit.tsx": [
    {
      ...at("/provider/billing/procedure-codes/code-1/edit?code=99213", { codeId: "code-1" }),
      fields: [
        ["code", "99213"],
        ["description", "Office visit"],
        ["group", "E/M"],
        ["defaultAmount", "75.00"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/procedure-codes._index.tsx": saveFilters("/provider/billing/procedure-codes"),
  "provider+/billing+/procedure-codes.new.tsx": [
    {
      ...at("/provider/billing/procedure-codes/new", {}),
      fields: [
        ["code", "99213"],
        ["description", "Office visit"],
        ["group", "E/M"],
        ["defaultAmount", "75.00"],
      ],
      expect: "form",
    },
  ],
  "provider+/billing+/reason-codes.$reasonId.delete.tsx": [
    {
      ...at("/provider/billing/reason-codes/reason-1/delete?code=CO-45", { reasonId: "reason-1" }),
      fields: [],
      expect: "reply",
    },
  ],
  "provider+/billing+/reason-codes._index.tsx": saveFilters("/provider/billing/reason-codes"),
  "provider+/billing+/reason-codes.new.tsx": [
    {
      ...at("/provider/billing/reason-codes/new", {}),
      fields: [
        ["code", "CO-45"],
        ["description", "Charge exceeds fee schedule"],
      ],
      expect: "form",
    },
  ],
};

const CALENDAR: Record<string, Submission[]> = {
  "provider+/calendar+/subscription._index.tsx": [
    {
      label: "create",
      ...at("/provider/calendar/subscription", {}, "performer"),
      fields: [["intent", "create"]],
      expect: "reply",
    },
  ],
  "provider+/calendar+/subscription.revoke.tsx": [
    { ...at("/provider/calendar/subscription/revoke", {}, "performer"), fields: [], expect: "reply" },
  ],
};

const CP = "/provider/care-plans/cp-1";
const cp = (rest: string, params: Record<string, string> = {}) =>
  at(`${CP}${rest}`, { id: "cp-1", ...params });
const CARE_PLANS: Record<string, Submission[]> = {
  "provider+/care-plans+/$id._index.tsx": [
    {
      label: "move-goal",
      ...cp(""),
      fields: [
        ["intent", "move-goal"],
        ["goalId", "goal-1"],
        ["direction", "down"],
      ],
      expect: "page",
    },
    {
      label: "complete-task",
      ...cp(""),
      fields: [
        ["intent", "complete-task"],
        ["taskId", "task-1"],
      ],
      expect: "page",
    },
  ],
  "provider+/care-plans+/$id.assign.tsx": [
    {
      ...cp("/assign"),
      fields: [
        ["patientId", "pat-1"],
        ["start", "date"],
        ["startDate", "2031-05-20"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/$id.delete.tsx": [{ ...cp("/delete"), fields: [], expect: "page" }],
  "provider+/care-plans+/$id.edit.tsx": [
    {
      ...cp("/edit"),
      fields: [
        ["name", "Knee recovery"],
        ["description", "Six weeks"],
        ["durationWeeks", "6"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/$id.goals.$goalId.delete.tsx": [
    { ...cp("/goals/goal-1/delete", { goalId: "goal-1" }), fields: [], expect: "page" },
  ],
  "provider+/care-plans+/$id.goals.$goalId.edit.tsx": [
    {
      ...cp("/goals/goal-1/edit", { goalId: "goal-1" }),
      fields: [
        ["name", "Walk unaided"],
        ["goalStatus", "ACTIVE"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/$id.goals.new.tsx": [
    {
      ...cp("/goals/new"),
      fields: [
        ["name", "Walk unaided"],
        ["goalStatus", "ACTIVE"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/$id.save-as-template.tsx": [
    {
      ...cp("/save-as-template"),
      fields: [["name", "Knee recovery template"]],
      expect: "form",
    },
  ],
  "provider+/care-plans+/$id.tasks.$taskId.delete.tsx": [
    { ...cp("/tasks/task-1/delete", { taskId: "task-1" }), fields: [], expect: "page" },
  ],
  "provider+/care-plans+/$id.tasks.$taskId.edit.tsx": [
    {
      ...cp("/tasks/task-1/edit", { taskId: "task-1" }),
      fields: [
        ["name", "Physio session"],
        ["taskTypeId", "1"],
        ["week", "1"],
        ["count", "2"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/$id.tasks.$taskId.observations.tsx": [
    {
      label: "record",
      ...cp("/tasks/task-1/observations", { taskId: "task-1" }),
      fields: [
        ["intent", "record"],
        ["observationTypeId", "obs-1"],
        ["value", "120"],
      ],
      expect: "form",
      reaches: { intent: "record" },
    },
    {
      label: "add-goal",
      ...cp("/tasks/task-1/observations", { taskId: "task-1" }),
      fields: [
        ["intent", "add-goal"],
        ["observationTypeId", "obs-1"],
        ["targetValue", "130"],
      ],
      expect: "form",
      reaches: { intent: "add-goal" },
    },
    {
      label: "remove-goal",
      ...cp("/tasks/task-1/observations", { taskId: "task-1" }),
      fields: [
        ["intent", "remove-goal"],
        ["observationGoalId", "og-1"],
      ],
      expect: "page",
    },
  ],
  "provider+/care-plans+/$id.tasks.new.tsx": [
    {
      ...cp("/tasks/new?goalId=goal-1"),
      fields: [
        ["name", "Physio session"],
        ["taskTypeId", "1"],
        ["week", "1"],
        ["count", "2"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/_index.tsx": saveFilters("/provider/care-plans"),
  "provider+/care-plans+/mine.tsx": saveFilters("/provider/care-plans/mine"),
  "provider+/care-plans+/new.tsx": [
    {
      ...at("/provider/care-plans/new", {}),
      fields: [
        ["name", "Knee recovery"],
        ["description", "Six weeks"],
        ["durationWeeks", "6"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/public.tsx": saveFilters("/provider/care-plans/public"),
  "provider+/care-plans+/therapies.$therapyId.delete.tsx": [
    {
      ...at("/provider/care-plans/therapies/th-1/delete", { therapyId: "th-1" }),
      fields: [],
      expect: "page",
    },
  ],
  "provider+/care-plans+/therapies.$therapyId.edit.tsx": [
    {
      ...at("/provider/care-plans/therapies/th-1/edit", { therapyId: "th-1" }),
      fields: [
        ["name", "Stretching"],
        ["taskTypeId", "3"],
        ["weekly", "3"],
      ],
      expect: "form",
    },
  ],
  "provider+/care-plans+/therapies.$therapyId.files._index.tsx": [
    {
      ...at("/provider/care-plans/therapies/th-1/files", { therapyId: "th-1" }),
      fields: [["file", new File(["%PDF-1.4\n%%EOF\n"], "leaflet.pdf", { type: "application/pdf" })]],
      expect: "page",
    },
  ],
  "provider+/care-plans+/therapies.$therapyId.image.tsx": [
    {
      ...at("/provider/care-plans/therapies/th-1/image", { therapyId: "th-1" }),
      fields: [["file", image()]],
      expect: "page",
    },
  ],
  "provider+/care-plans+/therapies._index.tsx": saveFilters("/provider/care-plans/therapies"),
  "provider+/care-plans+/therapies.delete-ours.tsx": [
    { ...at("/provider/care-plans/therapies/delete-ours", {}), fields: [], expect: "reply" },
  ],
  "provider+/care-plans+/therapies.new.tsx": [
    {
      ...at("/provider/care-plans/therapies/new", {}),
      fields: [
        ["name", "Stretching"],
        ["description", "Gentle"],
        ["taskTypeId", "3"],
        ["weekly", "3"],
      ],
      expect: "form",
    },
  ],
};

const MD = "/provider/master-data/manufacture";
const md = (rest: string, params: Record<string, string> = {}) =>
  at(`${MD}${rest}`, { type: "manufacture", ...params }, "superAdmin");
const MASTER_DATA: Record<string, Submission[]> = {
  "provider+/master-data+/$type.$itemId.delete.tsx": [
    { ...md("/md-1/delete?name=Pfizer", { itemId: "md-1" }), fields: [], expect: "reply" },
  ],
  "provider+/master-data+/$type.$itemId.edit.tsx": [
    {
      ...md("/md-1/edit?name=Pfizer", { itemId: "md-1" }),
      fields: [
        ["name", "Pfizer"],
        ["description", "Vaccines"],
      ],
      expect: "form",
    },
  ],
  "provider+/master-data+/$type.$itemId.image.tsx": [
    {
      ...at(
        "/provider/master-data/image-library/img-1/image?name=Logo",
        { type: "image-library", itemId: "img-1" },
        "superAdmin",
      ),
      fields: [["file", image()]],
      expect: "page",
    },
  ],
  "provider+/master-data+/$type._index.tsx": [
    { label: "save filters", ...md(""), fields: [["query", "?q=pf"]], expect: "local" },
  ],
  "provider+/master-data+/$type.new.tsx": [
    {
      ...md("/new"),
      fields: [
        ["name", "Pfizer"],
        ["description", "Vaccines"],
      ],
      expect: "form",
    },
  ],
};

const MEMBER = "/provider/members/pat-1";
const member = (rest: string, params: Record<string, string> = {}) =>
  at(`${MEMBER}${rest}`, { patientId: "pat-1", ...params });
const MEMBERS: Record<string, Submission[]> = {
  "provider+/members+/$patientId.assessments.tsx": [
    {
      label: "assign",
      ...member("/assessments"),
      fields: [
        ["assessmentId", "sv-1"],
        ["assessmentName", "Intake"],
      ],
      expect: "page",
    },
  ],
  "provider+/members+/$patientId.assessments_.answer.tsx": [
    {
      ...member("/assessments/answer?survey=sv-1"),
      fields: [
        ["q_q-1", "c-1"],
        ["q_q-2", "c-3"],
        ["q_q-3", "Fine, thanks"],
      ],
      expect: "form",
    },
  ],
  "provider+/members+/$patientId.care-plans.new.tsx": [
    {
      ...member("/care-plans/new"),
      fields: [
        ["templateId", "cp-1"],
        ["start", "date"],
        ["startDate", "2031-05-20"],
      ],
      expect: "form",
    },
  ],
  "provider+/members+/$patientId.delete.tsx": [{ ...member("/delete"), fields: [], expect: "page" }],
  "provider+/members+/$patientId.health-record.tsx": [
    {
      label: "contacted",
      ...member("/health-record"),
      fields: [
        ["taskId", "task-1"],
        ["contacted", "true"],
      ],
      expect: "page",
    },
  ],
  "provider+/members+/$patientId.invite.tsx": [
    { ...member("/invite"), fields: [["organizationId", "org-1"]], expect: "page" },
  ],
  "provider+/members+/$patientId.notes.$noteId.delete.tsx": [
    { ...member("/notes/note-1/delete", { noteId: "note-1" }), fields: [], expect: "page" },
  ],
  "provider+/members+/$patientId.notes.$noteId.edit.tsx": [
    {
      ...member("/notes/note-1/edit", { noteId: "note-1" }),
      fields: [["text", "Called back, all well."]],
      expect: "form",
    },
  ],
  "provider+/members+/$patientId.notes._index.tsx": [
    {
      ...member("/notes"),
      fields: [
        ["text", "Called back, all well."],
        ["visibility", "public"],
      ],
      expect: "form",
    },
  ],
  "provider+/members+/$patientId.purge.tsx": [{ ...member("/purge"), fields: [], expect: "page" }],
  "provider+/members+/$patientId.remove.tsx": [{ ...member("/remove"), fields: [], expect: "page" }],
  "provider+/members+/_index.tsx": saveFilters("/provider/members"),
  "provider+/members+/mine.tsx": saveFilters("/provider/members/mine"),
  "provider+/members+/new.tsx": [
    {
      ...at("/provider/members/new", {}),
      fields: [
        ["firstName", "Mia"],
        ["lastName", "Rivera"],
        ["gender", "female"],
        ...DOB,
        ["email", "mia@example.test"],
        ["zipcode", "02110"],
        ["language", "en-US"],
      ],
      expect: "form",
    },
  ],
};

const ORG = "/provider/organizations/org-1";
const org = (rest: string, params: Record<string, string> = {}) =>
  at(`${ORG}${rest}`, { orgId: "org-1", ...params });
const clinic = (rest: string, params: Record<string, string> = {}) =>
  at(`${ORG}/clinics/org-1${rest}`, { orgId: "org-1", clinicId: "org-1", ...params });
const LANE: Array<[string, string]> = [
  ["hostId", "perf-1"],
  ["startTime", "09:00"],
  ["endTime", "12:00"],
  ["capacity", "20"],
  ["slotMinutes", "15"],
  ["inventoryType", "Flu"],
  ["manufacturer", "Sanofi"],
];
const ORGANIZATIONS: Record<string, Submission[]> = {
  "provider+/organizations+/$orgId.approval.tsx": [
    {
      ...org("/approval"),
      fields: [
        ["approvalStatus", "CONFIRMED"],
        ["reason", "Papers in order"],
      ],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.branding._index.tsx": [
    {
      label: "colours",
      ...org("/branding"),
      fields: [
        ["primaryColor", "#123456"],
        ["accentColor", "#abcdef"],
        ["font", "Georgia"],
        ["emailSubject", "Welcome"],
      ],
      expect: "form",
    },
    {
      label: "login logo",
      ...org("/branding?kind=loginLogo"),
      fields: [["loginLogoFile", image(47)]],
      expect: "reply",
    },
  ],
  "provider+/organizations+/$orgId.clinics_.$clinicId.bulk-delete.tsx": [
    {
      ...clinic("/bulk-delete?day=2031-05-20"),
      fields: [
        ["lane", "lane-1"],
        ["lane", "lane-2"],
      ],
      expect: "page",
    },
  ],
  "provider+/organizations+/$orgId.clinics_.$clinicId.hours.tsx": [
    {
      ...clinic("/hours"),
      fields: [
        ["open1", "09:00"],
        ["close1", "17:00"],
        ["open2", "09:00"],
        ["close2", "17:00"],
      ],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.clinics_.$clinicId.lanes.$laneId.delete.tsx": [
    { ...clinic("/lanes/lane-1/delete?day=2031-05-20", { laneId: "lane-1" }), fields: [], expect: "page" },
  ],
  "provider+/organizations+/$orgId.clinics_.$clinicId.lanes.$laneId.edit.tsx": [
    {
      ...clinic("/lanes/lane-1/edit?day=2031-05-20", { laneId: "lane-1" }),
      fields: LANE,
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.clinics_.$clinicId.lanes.new.tsx": [
    {
      ...clinic("/lanes/new?day=2031-05-20"),
      fields: LANE,
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.clinics_.$clinicId.schedule.tsx": [
    {
      ...clinic("/schedule"),
      fields: [
        ["date", "2031-05-20"],
        ["open", "10:00"],
        ["close", "14:00"],
        ["note", "Short day"],
      ],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.clinics_.$clinicId.sign-off.tsx": [
    { ...clinic("/sign-off?day=2031-05-20"), fields: [], expect: "page" },
  ],
  "provider+/organizations+/$orgId.delete.tsx": [{ ...org("/delete"), fields: [], expect: "page" }],
  "provider+/organizations+/$orgId.departments.$departmentId.delete.tsx": [
    { ...org("/departments/dep-1/delete", { departmentId: "dep-1" }), fields: [], expect: "page" },
  ],
  "provider+/organizations+/$orgId.departments.$departmentId.edit.tsx": [
    {
      ...org("/departments/dep-1/edit", { departmentId: "dep-1" }),
      fields: [["name", "Radiology"]],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.departments._index.tsx": [
    { ...org("/departments"), fields: [["name", "Radiology"]], expect: "form" },
  ],
  "provider+/organizations+/$orgId.events.$eventId.cancel.tsx": [
    { ...org("/events/ev-1/cancel", { eventId: "ev-1" }), fields: [], expect: "page" },
  ],
  "provider+/organizations+/$orgId.events.$eventId.edit.tsx": [
    { ...org("/events/ev-1/edit", { eventId: "ev-1" }), fields: EVENT, expect: "form" },
  ],
  "provider+/organizations+/$orgId.events.new.tsx": [
    { ...org("/events/new"), fields: EVENT, expect: "form" },
  ],
  "provider+/organizations+/$orgId.files.tsx": [
    {
      ...org("/files"),
      fields: [["file", new File(["%PDF-1.4\n%%EOF\n"], "license.pdf", { type: "application/pdf" })]],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.staff_.$accountId.password.tsx": [
    {
      ...org("/staff/acct-other/password", { accountId: "acct-other" }),
      fields: [
        ["newPassword", "Str0ng!Passw0rd#9"],
        ["confirmPassword", "Str0ng!Passw0rd#9"],
        ["confirm", "on"],
      ],
      passwords: ["newPassword", "confirmPassword"],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.locations.$locationId.delete.tsx": [
    { ...org("/locations/loc-1/delete", { locationId: "loc-1" }), fields: [], expect: "page" },
  ],
  "provider+/organizations+/$orgId.locations.$locationId.edit.tsx": [
    { ...org("/locations/loc-1/edit", { locationId: "loc-1" }), fields: LOCATION, expect: "form" },
  ],
  "provider+/organizations+/$orgId.locations._index.tsx": [
    { ...org("/locations"), fields: LOCATION, expect: "form" },
  ],
  "provider+/organizations+/$orgId.edit.tsx": [
    {
      label: "save",
      ...org("/edit"),
      fields: ORGANIZATION,
      expect: "form",
    },
    {
      label: "clinicId",
      ...org("/edit"),
      fields: [
        ["intent", "clinicId"],
        ["clinicId", "HARBOR-1"],
      ],
      expect: "form",
      resultKey: "clinicIdResult",
    },
  ],
  "provider+/organizations+/$orgId.lanes.tsx": [
    {
      label: "update",
      ...org("/lanes?date=2031-05-20"),
      fields: [
        ["intent", "update"],
        ["day", "2031-05-20"],
        ["lane", "lane-a"],
        ["lane", "lane-b"],
        ["host", "perf-9"],
        ["date", "2031-05-22"],
        ["accept", "on"],
      ],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.patient-groups.$groupId.tsx": [
    {
      label: "assign",
      ...org("/patient-groups/org-1", { groupId: "org-1" }),
      fields: [
        ["intent", "assign"],
        ["clinicId", "org-1"],
      ],
      expect: "page",
    },
  ],
  "provider+/organizations+/$orgId.picture.tsx": [
    { ...org("/picture"), fields: [["file", image()]], expect: "reply" },
  ],
  "provider+/organizations+/$orgId.settings._index.tsx": [
    {
      label: "extraSettings",
      ...org("/settings"),
      fields: [
        ["intent", "extraSettings"],
        ["canRegisterIndividuals", "on"],
        ["reminderDays", "3"],
      ],
      expect: "form",
    },
    {
      label: "consent",
      ...org("/settings"),
      fields: [
        ["intent", "consent"],
        ["consentText", "I agree to be contacted."],
        ["consentRequired", "on"],
      ],
      expect: "form",
    },
  ],
  "provider+/organizations+/$orgId.settings.invitation-code.tsx": [
    { ...org("/settings/invitation-code"), fields: [], expect: "reply" },
  ],
  "provider+/organizations+/$orgId.settings.move.tsx": [
    // A super admin, whose new parent needs no tree (the test account's tree is org-1 alone).
    {
      ...at(`${ORG}/settings/move`, { orgId: "org-1" }, "superAdmin"),
      fields: [["parentOrganizationId", "org-2"]],
      expect: "reply",
    },
  ],
  "provider+/organizations+/new.tsx": [
    {
      label: "a root",
      ...at("/provider/organizations/new", {}, "superAdmin"),
      fields: ORGANIZATION,
      expect: "form",
    },
    {
      label: "a branch",
      ...at("/provider/organizations/new?parent=org-1", {}),
      fields: ORGANIZATION,
      expect: "form",
    },
  ],
};

const PR = "/provider/patient-requests/req-1";
const PATIENT_REQUESTS: Record<string, Submission[]> = {
  "provider+/patient-requests+/$requestId.delete.tsx": [
    { ...at(`${PR}/delete`, { requestId: "req-1" }), fields: [], expect: "page" },
  ],
  "provider+/patient-requests+/$requestId.edit.tsx": [
    {
      ...at(`${PR}/edit`, { requestId: "req-1" }),
      fields: [
        ["requestType", "Homebound"],
        ["serviceDate", "2031-05-20"],
        ["pickupAddress", "1 Harbor Way"],
        ["contactEmail", "pat@example.test"],
        ["notes", "Second floor"],
      ],
      expect: "form",
    },
  ],
  "provider+/patient-requests+/$requestId.email.tsx": [
    {
      ...at(`${PR}/email`, { requestId: "req-1" }),
      fields: [],
      expect: "page",
    },
  ],
  "provider+/patient-requests+/$requestId.status.tsx": [
    { ...at(`${PR}/status`, { requestId: "req-1" }), fields: [["status", "APPROVED"]], expect: "page" },
  ],
  "provider+/patient-requests+/_index.tsx": saveFilters("/provider/patient-requests"),
};

const PROGRAM = "/provider/programs/prog-1";
const prog = (rest: string, params: Record<string, string> = {}) =>
  at(`${PROGRAM}${rest}`, { id: "prog-1", ...params });
const PROGRAMS: Record<string, Submission[]> = {
  "provider+/programs+/$id.criteria.tsx": [
    {
      label: "add",
      ...prog("/criteria"),
      fields: [
        ["attribute", "MIN_AGE"],
        ["value", "18"],
      ],
      expect: "form",
      reaches: { intent: "add" },
    },
    {
      label: "edit",
      ...prog("/criteria"),
      fields: [
        ["intent", "edit"],
        ["rank", "0"],
        ["attribute", "MAX_AGE"],
        ["value", "65"],
      ],
      expect: "form",
      reaches: { intent: "edit" },
    },
    {
      label: "move",
      ...prog("/criteria"),
      fields: [
        ["intent", "move"],
        ["itemId", "0"],
        ["direction", "down"],
      ],
      expect: "page",
    },
    {
      label: "delete",
      ...prog("/criteria"),
      fields: [
        ["intent", "delete"],
        ["rank", "0"],
      ],
      expect: "page",
    },
  ],
  "provider+/programs+/$id.delete.tsx": [{ ...prog("/delete"), fields: [], expect: "page" }],
  "provider+/programs+/$id.edit.tsx": [
    {
      ...prog("/edit"),
      fields: [
        ["name", "Healthy hearts"],
        ["typeId", "type-1"],
        ["categoryId", "cat-1"],
        ["status", "ACTIVE"],
      ],
      expect: "form",
    },
  ],
  "provider+/programs+/$id.enrollment.tsx": [
    {
      label: "enroll",
      ...prog("/enrollment"),
      fields: [["patientId", "pat-1"]],
      expect: "page",
    },
    {
      label: "step",
      ...prog("/enrollment"),
      fields: [
        ["intent", "step"],
        ["name", "Consent"],
      ],
      expect: "form",
      reaches: { intent: "step" },
    },
    {
      label: "renameStep",
      ...prog("/enrollment"),
      fields: [
        ["intent", "renameStep"],
        ["id", "step-1"],
        ["name", "Consent form"],
      ],
      expect: "form",
      reaches: { intent: "renameStep" },
    },
    {
      label: "deleteStep",
      ...prog("/enrollment"),
      fields: [
        ["intent", "deleteStep"],
        ["id", "step-1"],
      ],
      expect: "page",
    },
    {
      label: "moveStep",
      ...prog("/enrollment"),
      fields: [
        ["intent", "moveStep"],
        ["itemId", "step-1"],
        ["direction", "up"],
      ],
      expect: "page",
    },
  ],
  "provider+/programs+/$id.invite.tsx": [
    {
      ...prog("/invite"),
      fields: [
        ["patientId", "pat-1"],
        ["patientId", "pat-2"],
      ],
      expect: "page",
    },
  ],
  "provider+/programs+/$id.phases.tsx": [
    {
      label: "phase",
      ...prog("/phases"),
      fields: [["name", "Onboarding"]],
      expect: "form",
      reaches: { intent: "phase" },
    },
    {
      label: "item",
      ...prog("/phases"),
      fields: [
        ["intent", "item"],
        ["phaseId", "phase-1"],
        ["item", "SURVEY:sv-1"],
      ],
      expect: "form",
      reaches: { intent: "item" },
    },
    {
      label: "renamePhase",
      ...prog("/phases"),
      fields: [
        ["intent", "renamePhase"],
        ["id", "phase-1"],
        ["name", "Welcome"],
      ],
      expect: "form",
      reaches: { intent: "renamePhase" },
    },
    {
      label: "removePhase",
      ...prog("/phases"),
      fields: [
        ["intent", "removePhase"],
        ["id", "phase-1"],
      ],
      expect: "page",
    },
    {
      label: "moveItem",
      ...prog("/phases"),
      fields: [
        ["intent", "moveItem"],
        ["itemId", "item-1"],
        ["direction", "down"],
      ],
      expect: "page",
    },
  ],
  "provider+/programs+/$id.picture.tsx": [
    { ...prog("/picture"), fields: [["file", image()]], expect: "page" },
  ],
  "provider+/programs+/$id.products.tsx": [
    {
      label: "product",
      ...prog("/products"),
      fields: [["name", "Starter kit"]],
      expect: "form",
      reaches: { intent: "product" },
    },
    {
      label: "item",
      ...prog("/products"),
      fields: [
        ["intent", "item"],
        ["productId", "prod-1"],
        ["name", "Blood pressure cuff"],
      ],
      expect: "form",
      reaches: { intent: "item" },
    },
  ],
  "provider+/programs+/$id.products_.$productId.delete.tsx": [
    { ...prog("/products/prod-1/delete", { productId: "prod-1" }), fields: [], expect: "page" },
  ],
  "provider+/programs+/$id.products_.items.$itemId.delete.tsx": [
    { ...prog("/products/items/item-1/delete", { itemId: "item-1" }), fields: [], expect: "page" },
  ],
  "provider+/programs+/_index.tsx": saveFilters("/provider/programs"),
  "provider+/programs+/new.tsx": [
    {
      ...at("/provider/programs/new", {}),
      fields: [
        ["name", "Healthy hearts"],
        ["description", "For the heart"],
        ["typeId", "type-1"],
        ["categoryId", "cat-1"],
        ["status", "DRAFT"],
      ],
      expect: "form",
    },
  ],
};

const PROVIDERS: Record<string, Submission[]> = {
  "provider+/providers+/$id.delete.tsx": [
    { ...at("/provider/providers/perf-1/delete", { id: "perf-1" }), fields: [], expect: "page" },
  ],
  "provider+/providers+/$id.edit.tsx": [
    {
      ...at("/provider/providers/perf-1/edit", { id: "perf-1" }),
      fields: [
        ["name", "Dana Reyes"],
        ["licenceType", "Physician"],
      ],
      expect: "form",
    },
  ],
  "provider+/providers+/$id.patients.tsx": [
    {
      label: "save filters",
      ...at("/provider/providers/perf-1/patients", { id: "perf-1" }),
      fields: [["query", "?q=ann"]],
      expect: "local",
    },
  ],
  "provider+/providers+/$id.photo.tsx": [
    {
      ...at("/provider/providers/perf-1/photo", { id: "perf-1" }),
      fields: [["file", image()]],
      expect: "page",
    },
  ],
  "provider+/providers+/_index.tsx": saveFilters("/provider/providers"),
  "provider+/providers+/new.tsx": [
    {
      ...at("/provider/providers/new", {}),
      fields: [
        ["name", "Dana Reyes"],
        ["licenceType", "Physician"],
      ],
      expect: "form",
    },
  ],
};

const OTHER_PROVIDER: Record<string, Submission[]> = {
  "provider+/notifications+/_index.tsx": [
    {
      label: "answer",
      ...at("/provider/notifications", {}),
      fields: [
        ["notificationId", "n-1"],
        ["answer", "accept"],
      ],
      expect: "flash",
    },
  ],
  "provider+/profile+/picture.tsx": [
    { ...at("/provider/profile/picture", {}), fields: [["file", image()]], expect: "reply" },
  ],
};

// The access history (issue 43): each list's saved filters, nothing upstream.
const AUDIT: Record<string, Submission[]> = {
  "provider+/members+/$patientId.access-history.tsx": [
    {
      label: "save filters",
      ...at("/provider/members/pat-1/access-history", { patientId: "pat-1" }),
      fields: [["query", "?action=read"]],
      expect: "local",
    },
  ],
  "provider+/organizations+/$orgId.access-history.tsx": [
    {
      label: "save filters",
      ...at("/provider/organizations/org-1/access-history", { orgId: "org-1" }),
      fields: [["query", "?action=read"]],
      expect: "local",
    },
  ],
};

export const SUBMISSIONS: Record<string, Submission[]> = {
  ...AUTH,
  ...PUBLIC,
  ...PATIENT,
  ...APPOINTMENTS,
  ...ASSESSMENTS,
  ...BILLING,
  ...CALENDAR,
  ...CARE_PLANS,
  ...MASTER_DATA,
  ...MEMBERS,
  ...ORGANIZATIONS,
  ...PATIENT_REQUESTS,
  ...PROGRAMS,
  ...PROVIDERS,
  ...OTHER_PROVIDER,
  ...AUDIT,
};

/** A route file's URL with every parameter given a value, and who opens it. */
export function loaderUrl(file: string): { url: string; params: Record<string, string>; as: Role } {
  const names = [...file.matchAll(/\$([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]!);
  const params: Record<string, string> = Object.fromEntries(
    names.map((name) => [
      name,
      name === "orgId" || name === "clinicId" ? "org-1" : name === "type" ? "manufacture" : `${name}-1`,
    ]),
  );
  if (file.endsWith("$.tsx")) params["*"] = "no-such-page";
  const as: Role = file.startsWith("_patient+/curapatient")
    ? "patient"
    : file.startsWith("provider+/master-data+")
      ? "superAdmin"
      : file.startsWith("provider+/calendar+/subscription")
        ? "performer"
        : file.startsWith("provider+") || file.startsWith("_shell+")
          ? "staff"
          : "anonymous";
  return { url: "/x?date=2031-05-20&day=2031-05-20", params, as };
}
