import { patients } from "@contract/patients";
import { isNationality } from "@contract/nationalities";
import { family } from "@contract/family";
import { healthRecord } from "@contract/health-record";
import { randomBytes } from "node:crypto";
import { Router } from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "../area";
import type { FieldError } from "../http";
import { str, serve, found, invalid, refuse, serveHooks } from "../http";
import { pdfDate, renderPdf } from "../pdf";
import { DEMO_PASSWORD, hashPassword } from "../seed";
import type { Store } from "../store";
import { toWireDate, zonedDate } from "../time";
import type { Account, Address, Patient } from "../types";
import { accessPatient, isPatientSession } from "../patient-area/access";
import { seedPatientRecords } from "../patient-area/patient-records";
import { accountCan, readableOrganizations } from "../permissions";
import {
  GENDERS,
  LANGUAGES,
  NAME_RULE,
  geocode,
  profileCompleteness,
  validPastDate,
} from "../patient-area/profile-rules";
import { taskView } from "../patient-area/task-view";
import { isUnitedStates, isUsZip } from "@contract/us-states";
import type { CarePlan } from "../care-plans/types";
import { patientPlanFrom, storePatientPlan } from "../care-plans/routes";

/** Patients, family members, profile, care plan, vaccination card and registration (spec part 2 §7). */

/** Master data's insurance providers (decision 034): a patient's insurance names one of them. */
const INSURANCE_PROVIDERS = "/api/insurance-providers";
const insuranceProvider = (store: Store, id: string) => {
  const value = store.masterData.byId(id);
  return value?.service === INSURANCE_PROVIDERS ? value : undefined;
};

/**
 * The insurer's name: master data's as it is now; one master data no longer has reads as it did
 * when chosen (an older record named a billing payer, read by that name).
 */
function insurerName(store: Store, insurance: NonNullable<Patient["insurance"]>): string | null {
  return (
    insuranceProvider(store, insurance.payerId)?.name ??
    insurance.payerName ??
    store.billingCodes.payer(insurance.payerId)?.payerName ??
    null
  );
}

export function patientView(store: Store, p: Patient) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender,
    email: p.email ?? null,
    phoneNumber: p.phoneNumber ?? null,
    language: p.language,
    address: p.address ?? null,
    organizations: p.organizations.map((id) => ({
      id,
      name: store.organizations.byId(id)?.name ?? null,
    })),
    insurance: p.insurance
      ? {
          payerId: p.insurance.payerId,
          payerName: insurerName(store, p.insurance),
          memberId: p.insurance.memberId,
        }
      : null,
    relationship: p.relationship ?? null,
    nationality: p.nationality ?? null,
    familyOf: p.familyOf ?? null,
    profileCompleteness: p.profileCompleteness ?? profileCompleteness(p),
    showRumeCard: p.showRumeCard !== false,
    links: [],
  };
}

function nameErrors(body: Record<string, unknown>, fields: string[], errors: FieldError[], required = true) {
  for (const field of fields) {
    const value = body[field];
    if (value === undefined && !required) continue;
    if (typeof value !== "string" || value.trim() === "")
      errors.push({ field, message: `${field} is required` });
    else if (value.trim().length > 40 || !NAME_RULE.test(value.trim()))
      errors.push({
        field,
        message: `${field} must be 1 to 40 letters with single hyphens, apostrophes or spaces`,
      });
  }
}

function addressFrom(value: unknown, errors: FieldError[], previous?: Address): Address | undefined {
  if (value === undefined) return previous;
  if (value === null) return undefined;
  if (typeof value !== "object") {
    errors.push({ field: "address", message: "address must be an object" });
    return previous;
  }
  const a = value as Record<string, unknown>;
  const text = (key: string, max = 120) => {
    const v = a[key];
    if (v === undefined || v === null) return "";
    if (typeof v !== "string" || v.length > max) {
      errors.push({
        field: `address.${key}`,
        message: `address.${key} must be text of at most ${max} characters`,
      });
      return "";
    }
    return v.trim();
  };
  const zipcode = text("zipcode", 10);
  const country = text("country", 60) || "United States";
  // The app's rule (issue 38): a US address has a US ZIP code, 5 digits or ZIP+4.
  if (zipcode && isUnitedStates(country) && !isUsZip(zipcode))
    errors.push({ field: "address.zipcode", message: "zipcode must look like 12345 or 12345-6789" });
  return geocode({
    id: previous?.id ?? `addr-${randomBytes(4).toString("hex")}`,
    address1: text("address1"),
    address2: text("address2") || undefined,
    city: text("city", 80),
    state: text("state", 40),
    zipcode,
    country,
  });
}

/** Applies the profile fields present in the body (a partial update). Errors go in `errors`. */
function applyProfile(
  store: Store,
  patient: Patient,
  body: Record<string, unknown>,
  errors: FieldError[],
): Patient {
  const next: Patient = { ...patient };
  if ("firstName" in body || "lastName" in body) {
    const first = str(body.firstName)?.trim() ?? "";
    const last = str(body.lastName)?.trim() ?? "";
    if (!first || !last)
      errors.push({ field: "fullName", message: "Incoming data without fields(firstName, lastName)" });
    else nameErrors(body, ["firstName", "lastName"], errors);
    next.firstName = first;
    next.lastName = last;
  }
  if ("dateOfBirth" in body) {
    const dob = validPastDate(body.dateOfBirth);
    if (!dob)
      errors.push({ field: "dateOfBirth", message: "dateOfBirth must be a real past date as MM/dd/yyyy" });
    else next.dateOfBirth = dob;
  }
  if ("gender" in body) {
    if (!GENDERS.includes(String(body.gender)))
      errors.push({ field: "gender", message: `gender must be one of ${GENDERS.join(", ")}` });
    else next.gender = String(body.gender);
  }
  if ("language" in body) {
    if (!LANGUAGES.includes(String(body.language)))
      errors.push({ field: "language", message: "language is not supported" });
    else next.language = String(body.language);
  }
  if ("email" in body) {
    const email = str(body.email)?.trim() ?? "";
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      errors.push({ field: "email", message: "email is not a valid address" });
    next.email = email || undefined;
  }
  if ("phoneNumber" in body) {
    const phone = str(body.phoneNumber)?.trim() ?? "";
    if (phone && !/^\+?[0-9 ()-]{7,20}$/.test(phone))
      errors.push({ field: "phoneNumber", message: "phoneNumber is not a valid phone number" });
    next.phoneNumber = phone || undefined;
  }
  if ("address" in body) next.address = addressFrom(body.address, errors, patient.address);
  if ("insurance" in body) {
    const insurance = body.insurance as { payerId?: unknown; memberId?: unknown } | null;
    const payerId = insurance?.payerId ? String(insurance.payerId) : "";
    // One of master data's insurance providers (issue 38), or the one the patient already has.
    const kept = patient.insurance?.payerId === payerId ? patient.insurance : undefined;
    const provider = payerId ? insuranceProvider(store, payerId) : undefined;
    if (!payerId) next.insurance = null;
    else if (!provider && !kept)
      errors.push({ field: "insurance.payerId", message: "Unknown insurance payer" });
    else {
      const memberId = str(insurance!.memberId)?.trim() ?? "";
      if (!memberId)
        errors.push({ field: "insurance.memberId", message: "memberId is required with an insurance payer" });
      const payerName = provider?.name ?? (kept ? insurerName(store, kept) : null);
      next.insurance = { payerId, memberId, ...(payerName ? { payerName } : {}) };
    }
  }
  if ("nationality" in body) {
    // The contract's list already refused other codes; null or empty clears it.
    const code = str(body.nationality)?.trim() ?? "";
    if (code && !isNationality(code))
      errors.push({ field: "nationality", message: "nationality is not in the list" });
    else next.nationality = code || undefined;
  }
  next.profileCompleteness = profileCompleteness(next);
  return next;
}

function lettersOf(value: number): string {
  let n = value;
  let out = "";
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

function newRegistrationToken() {
  return `reg_${randomBytes(18).toString("base64url")}`;
}

export function patientRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();

  serve(router, patients, {
    own: (req, res) => {
      const patient = found(store.patients.byId(req.account?.patientId), "Patient");
      res.json(patientView(store, patient));
    },
    get: (req, res) => {
      res.json(patientView(store, accessPatient(store, req, req.params.id)));
    },
  });

  serve(router, family, {
    members: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      res.json(store.patients.familyOf(patient.id).map((p) => patientView(store, p)));
    },
    /** A family member of the signed-in patient (or, for staff, of `familyOf`). */
    create: (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const primaryId = isPatientSession(req) ? req.account!.patientId : str(body.familyOf);
      const primary = store.patients.byId(primaryId);
      if (!primary)
        refuse(422, "VALIDATION_FAILED", "No primary patient", {
          fieldErrors: [{ field: "familyOf", message: "familyOf must name a patient" }],
        });
      const errors: FieldError[] = [];
      nameErrors(body, ["firstName", "lastName"], errors);
      if (!validPastDate(body.dateOfBirth))
        errors.push({ field: "dateOfBirth", message: "dateOfBirth must be a real past date as MM/dd/yyyy" });
      if (!GENDERS.includes(String(body.gender)))
        errors.push({ field: "gender", message: `gender must be one of ${GENDERS.join(", ")}` });
      const relationship = str(body.relationship)?.trim() ?? "";
      if (!relationship || relationship.length > 40)
        errors.push({ field: "relationship", message: "relationship is required" });
      if (errors.length) invalid(errors);
      const patient: Patient = {
        id: store.nextId("pat"),
        firstName: String(body.firstName).trim(),
        lastName: String(body.lastName).trim(),
        dateOfBirth: String(body.dateOfBirth),
        gender: String(body.gender),
        language: LANGUAGES.includes(String(body.language)) ? String(body.language) : primary.language,
        organizations: [...primary.organizations],
        familyOf: primary.id,
        relationship,
        address: primary.address ? { ...primary.address } : undefined,
      };
      patient.profileCompleteness = profileCompleteness(patient);
      store.patients.insert(patient);
      res.status(201).json(patientView(store, patient));
    },
  });

  const readsPlansOf = (req: Request, patient: Patient) => {
    if (isPatientSession(req) || !req.account) return true;
    if (!accountCan(store, req.account, "carePlans.read")) return false;
    const readable = readableOrganizations(store, req.account, "carePlans.read");
    return readable === null || patient.organizations.some((id) => readable.includes(id));
  };

  /** A patient's plan in the patient area's shape (`/carePlan` and `/carePlans`). */
  const patientPlanView = (plan: CarePlan) => {
    const tasks = plan.taskIds.map((id) => store.tasks.byId(id)).filter((t) => t !== undefined);
    return {
      id: plan.id,
      name: plan.name,
      isTemplate: false,
      patientId: plan.patientId,
      ownerId: plan.patientId,
      organizationId: plan.organizationId,
      usedTemplateId: plan.usedTemplateId,
      carePlanStatus: plan.carePlanStatus,
      // The patient area's shape: MM/dd/yyyy and whole weeks (the plan keeps yyyy-mm-dd and days).
      startDate: plan.startDate ? toWireDate(plan.startDate) : null,
      durationWeeks: Math.ceil(plan.duration / 7),
      duration: plan.duration,
      dateCreated: plan.dateCreated,
      tasks: tasks.map((t) => taskView(store, store.lanes, t)),
    };
  };

  serve(router, patients, {
    profile: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      const errors: FieldError[] = [];
      const next = applyProfile(store, patient, (req.body ?? {}) as Record<string, unknown>, errors);
      if (errors.length) invalid(errors);
      Object.assign(patient, next);
      if (!next.address) delete patient.address;
      store.db.transaction(() => {
        store.patients.update(patient);
        const account = store.accounts.ofPatient(patient.id);
        if (account && "language" in (req.body ?? {})) {
          account.language = patient.language;
          store.accounts.update(account);
        }
      });
      res.json(patientView(store, patient));
    },
    carePlan: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      const plan = found(store.carePlans.firstOfPatient(patient.id), "Care plan");
      res.json(patientPlanView(plan));
    },
    /**
     * Every plan of the patient, newest first (not in the specification, which names only the one
     * plan of `/carePlan`; decision 017): the record and the patient's home list them all, so a plan
     * assigned today shows beside the first one. An empty list, not 404, for a patient without one.
     */
    carePlans: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      res.json(store.carePlans.ofPatient(patient.id).map(patientPlanView));
    },
    /**
     * The record's overview: the patient and every plan in one answer. The plans are null for staff
     * whose trees where they read care plans hold none of the patient's organizations, as
     * `/carePlans` would refuse them.
     */
    overview: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      res.json({
        patient: patientView(store, patient),
        carePlans: readsPlansOf(req, patient)
          ? store.carePlans.ofPatient(patient.id).map(patientPlanView)
          : null,
      });
    },
  });

  serve(router, healthRecord, {
    vaccinationCard: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      const doses = store.tasks.vaccinations(patient.id);
      const language = req.get("accept-language");
      const lines = [
        { text: `Name: ${patient.firstName} ${patient.lastName}`, gap: 8 },
        { text: `Date of birth: ${pdfDate(patient.dateOfBirth, language)}` },
        { text: "Vaccinations", size: 14, gap: 14 },
        ...(doses.length
          ? doses.map((t) => {
              const clinic = store.organizations.byId(t.locationId);
              const day = t.dueDate
                ? pdfDate(zonedDate(new Date(t.dueDate), clinic?.timeZone ?? "UTC"), language)
                : "";
              // The maker staff recorded is the one given; the lane's is what was booked.
              const maker = t.vaccineInfo?.manufacturer ?? t.inventoryName ?? "";
              return { text: `${day}  ${t.name}  ${maker}  ${clinic?.name ?? ""}` };
            })
          : [{ text: "No vaccinations recorded yet." }]),
      ];
      const pdf = renderPdf("Vaccination card", lines);
      res
        .type("application/pdf")
        .setHeader("Content-Disposition", `attachment; filename="vaccination-card-${patient.id}.pdf"`);
      res.send(pdf);
    },
  });

  serve(router, patients, {
    insurancePayers: (_req, res) => {
      // Master data's insurance providers (issue 38), in its order, as the documented {id, payerName}.
      const providers = store.masterData.list({ service: INSURANCE_PROVIDERS, type: "" }, undefined);
      res.json(providers.rows(-1, 0).map((value) => ({ id: value.id, payerName: value.name })));
    },
    /** The organization for an id or a registration (invitation) code; public. */
    checkOrganization: (req, res) => {
      const key = req.params.id.trim().toLowerCase();
      const org = found(store.organizations.byIdOrInvitationCode(req.params.id, key), "Organization");
      res.json({ id: org.id, name: org.name, canRegisterIndividuals: org.canRegisterIndividuals === true });
    },
    /**
     * Self-registration of an individual. Without a session the registration code header must match
     * the organization's invitation code. With email and password an account is created too.
     */
    addIndividual: (req, res) => {
      const org = found(store.organizations.byId(req.params.id), "Organization");
      if (!req.account) {
        const code = req.get("x-registration-code")?.trim().toLowerCase();
        if (!code || !org.canRegisterIndividuals || org.invitationCode?.toLowerCase() !== code) {
          refuse(
            403,
            "INVALID_REGISTRATION_CODE",
            "The registration code is not valid for this organization",
          );
        }
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      // Staff adding a patient (the permission rule let only staff with members.edit through):
      // e-mail is contact data, optional, and no account or registration is made.
      const byStaff = req.account !== undefined;
      const errors: FieldError[] = [];
      nameErrors(body, ["firstName", "lastName"], errors);
      if (!validPastDate(body.dateOfBirth))
        errors.push({ field: "dateOfBirth", message: "dateOfBirth must be a real past date as MM/dd/yyyy" });
      if (!GENDERS.includes(String(body.gender)))
        errors.push({ field: "gender", message: `gender must be one of ${GENDERS.join(", ")}` });
      const email = str(body.email)?.trim().toLowerCase() ?? "";
      if (byStaff && email === "") {
        // optional for staff
      } else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        errors.push({ field: "email", message: "email is not a valid address" });
      else if (!byStaff && store.accounts.emailOrUsernameTaken(email)) {
        errors.push({
          field: "email",
          message: "An account with this email address already exists. Sign in instead.",
        });
      }
      const phoneNumber = str(body.phoneNumber)?.trim() ?? "";
      if (phoneNumber && !/^\+?[0-9 ()-]{7,20}$/.test(phoneNumber))
        errors.push({ field: "phoneNumber", message: "phoneNumber is not a valid phone number" });
      const password = byStaff ? undefined : str(body.password);
      if (
        password !== undefined &&
        !/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/.test(password)
      ) {
        errors.push({ field: "password", message: "Password does not meet the complexity rules" });
      }
      const address = addressFrom(body.address, errors);
      const carePlanId = str(req.query.carePlanId);
      const template = byStaff && carePlanId ? store.carePlans.full(carePlanId) : undefined;
      if (byStaff && carePlanId && !template?.plan.isTemplate)
        errors.push({ field: "carePlanId", message: "carePlanId must name a care plan template" });
      if (errors.length) invalid(errors);

      const patient: Patient = {
        id: store.nextId("pat"),
        firstName: String(body.firstName).trim(),
        lastName: String(body.lastName).trim(),
        dateOfBirth: String(body.dateOfBirth),
        gender: String(body.gender),
        email: email || undefined,
        phoneNumber: phoneNumber || undefined,
        language: LANGUAGES.includes(String(body.language)) ? String(body.language) : "en-US",
        address,
        organizations: [org.id],
        insurance: null,
        dateCreated: new Date().toISOString(),
        ...(byStaff
          ? {}
          : {
              registration: {
                organizationId: org.id,
                token: newRegistrationToken(),
                expiresAt: Date.now() + 2 * 3600_000,
                carePlanId,
                carePlanName: str(req.query.carePlanName),
              },
            }),
      };
      patient.profileCompleteness = profileCompleteness(patient);
      const plan = template
        ? patientPlanFrom(store, template, patient, zonedDate(new Date(), "UTC"))
        : undefined;
      if (Array.isArray(plan)) invalid(plan.map((e) => ({ field: "carePlanId", message: e.message })));
      let account: Account | undefined;
      if (password) {
        account = {
          accountId: store.nextId("acct"),
          username: email,
          email,
          phoneNumber: patient.phoneNumber ?? "",
          firstName: patient.firstName,
          lastName: patient.lastName,
          passwordHash: hashPassword(password, email),
          privilegeId: 4,
          isPerformer: false,
          organizationId: org.id,
          mfa: false,
          patientId: patient.id,
          language: patient.language,
        };
        patient.accountId = account.accountId;
      }
      store.db.transaction(() => {
        store.patients.insert(patient);
        if (account) store.accounts.insert(account);
        if (plan) storePatientPlan(store, plan);
      });
      res.status(201).json({
        ...patientView(store, patient),
        patientId: patient.id,
        organizationId: org.id,
        registrationToken: patient.registration?.token ?? null,
        registrationExpiresAt: patient.registration
          ? new Date(patient.registration.expiresAt).toISOString()
          : null,
        accountCreated: !!account,
        carePlanId: plan ? plan.plan.id : (patient.registration?.carePlanId ?? null),
        carePlanName: plan ? plan.plan.name : (patient.registration?.carePlanName ?? null),
      });
    },
  });

  if (options.testHooks) {
    serveHooks(router, {
      /**
       * A fresh patient account for one test: { profileCompleteness?, family?, results?, assessment?,
       * answered?, daily?, education?, pendingFlu?, vaccinated?, upcoming?, plannedUpcoming?, homeTest?,
       * assessmentId? } → { username, password,
       * patientId, familyIds }.
       */
      "POST /__test/fixtures/patient": (req: Request, res) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const main = store.organizations.firstRoot()!;
        // Letters only, so the fixture's name passes the name rule when a test saves the profile.
        const n = lettersOf(store.peekSeq());
        store.nextId("fx");
        const username = `patient-${n}@fixture.test`;
        const wanted =
          typeof body.profileCompleteness === "number"
            ? Math.max(0, Math.min(1, body.profileCompleteness))
            : 1;
        const complete = wanted >= 0.5;
        const patient: Patient = {
          id: store.nextId("pat"),
          firstName: "Robin",
          lastName: `Fixture${n[0]!.toUpperCase()}${n.slice(1)}`,
          dateOfBirth: "06/15/1990",
          gender: "nonconforming",
          language: "en-US",
          organizations: [main.id],
          insurance: null,
          ...(complete
            ? {
                email: username,
                phoneNumber: "+16175550199",
                address: geocode({
                  id: store.nextId("addr"),
                  address1: "77 Beacon Street",
                  city: "Boston",
                  state: "MA",
                  zipcode: "02108",
                  country: "United States",
                }),
              }
            : {}),
        };
        patient.profileCompleteness = wanted;
        const account: Account = {
          accountId: store.nextId("acct"),
          username,
          email: username,
          phoneNumber: "+16175550199",
          firstName: patient.firstName,
          lastName: patient.lastName,
          passwordHash: hashPassword(DEMO_PASSWORD, username),
          privilegeId: 4,
          isPerformer: false,
          organizationId: main.id,
          mfa: false,
          patientId: patient.id,
          language: "en-US",
        };
        patient.accountId = account.accountId;
        // The patient before its account: the account refers to it.
        store.patients.insert(patient);
        store.accounts.insert(account);
        const familyIds: string[] = [];
        const familyCount = typeof body.family === "number" ? body.family : body.family ? 1 : 0;
        const names = ["Sky", "River", "Jordan"];
        for (let i = 0; i < familyCount; i++) {
          const member: Patient = {
            id: store.nextId("pat"),
            firstName: names[i % names.length]!,
            lastName: patient.lastName,
            dateOfBirth: "02/10/2016",
            gender: "female",
            language: "en-US",
            organizations: [main.id],
            familyOf: patient.id,
            relationship: "child",
            address: patient.address ? { ...patient.address } : undefined,
          };
          member.profileCompleteness = profileCompleteness(member);
          store.patients.insert(member);
          familyIds.push(member.id);
        }
        const records = seedPatientRecords(
          store.lanes,
          store.organizations,
          // A survey a test names (one it wrote), else the first assessment.
          store.patientArea.survey(str(body.assessmentId)) ??
            store.patientArea.firstSurveyOfKind("ASSESSMENT"),
          patient,
          (p) => store.nextId(p),
          new Date(),
          {
            results: body.results === true,
            assessment: body.assessment === true,
            education: body.education === true,
            pendingFlu: body.pendingFlu === true,
            vaccinated: body.vaccinated === true,
            upcoming: body.upcoming === true,
            plannedUpcoming: body.plannedUpcoming === true,
            homeTest: body.homeTest === true,
          },
        );
        const { tasks } = records;
        store.db.transaction(() => {
          store.tasks.insertAll(tasks);
          store.patientArea.insertAll(records);
          store.carePlans.insertAll(records);
          store.patientFiles.insertAll(records.files);
        });
        // An assessment the patient answered from the app, without a task (staff may ask again).
        const answered =
          body.answered === true ? store.patientArea.firstSurveyOfKind("ASSESSMENT") : undefined;
        if (answered)
          store.patientArea.insertReport({
            id: store.nextId("report"),
            assessmentId: answered.id,
            assessmentName: answered.name,
            patientId: patient.id,
            taskId: null,
            score: 3,
            answers: [],
            dateCreated: new Date(Date.now() - 86_400_000).toISOString(),
            accountId: account.accountId,
          });
        // Daily assessments (spec part 2 §5: the name says "Daily"), one a day for `daily` days.
        const dailyCount = Math.max(0, Math.min(60, Number(body.daily ?? 0) || 0));
        if (dailyCount > 0) {
          const daily = dailySurvey(store, main.id);
          for (let day = dailyCount; day >= 1; day--)
            store.patientArea.insertReport({
              id: store.nextId("report"),
              assessmentId: daily.id,
              assessmentName: daily.name,
              patientId: patient.id,
              taskId: null,
              score: day % 4,
              answers: [],
              dateCreated: new Date(Date.now() - day * 86_400_000).toISOString(),
              accountId: account.accountId,
            });
        }
        res.status(201).json({
          username,
          password: DEMO_PASSWORD,
          patientId: patient.id,
          familyIds,
          assessmentTaskId: tasks.find((t) => t.taskType === "ASSESSMENT")?.id ?? null,
          tasks: tasks.map((t) => taskView(store, store.lanes, t)),
        });
      },
    });
  }

  return router;
}

/** The main tree's daily questionnaire the fixtures answer, written once when first needed. */
function dailySurvey(store: Store, organizationId: string) {
  const name = "Daily symptom check";
  const known = store.patientArea
    .surveys()
    .find((s) => s.name === name && s.organizationId === organizationId);
  if (known) return known;
  const now = new Date().toISOString();
  const survey = {
    id: store.nextId("survey"),
    name,
    description: "How the patient feels today.",
    kind: "ASSESSMENT" as const,
    isPublic: false,
    questions: [],
    organizationId,
    ownerId: null,
    createdAt: now,
    updatedAt: now,
  };
  store.patientArea.insertSurvey(survey);
  return survey;
}
