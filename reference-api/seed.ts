import { seedAuditEvents } from "./audit/seed";
import { memberDetails } from "./member-details";
import { scryptSync } from "node:crypto";
import { OBSERVATION_TYPES, seedCarePlans, seedTherapyTypes } from "./care-plans/seed";
import { seedPatientArea } from "./patient-area/seed";
import { seedProviders } from "./providers/seed";
import { seedPrograms } from "./programs/seed";
import { seedStaffSurveys } from "./surveys/seed";
import { createRandom } from "./random";
import { seedPatientRequests } from "./patient-requests/seed";
import { addVolume, addVolumePatientGroups } from "./seed-volume";
import { seedClaims } from "./claims/seed";
import { seedLocations } from "./locations/seed";
import { seedSetupActivities } from "./clinic-setup/seed";
import { addDays, zonedDate, zonedToUtc } from "./time";
import { usAddress, type UsPlace } from "./gazetteer";
import type {
  Account,
  Attachment,
  Lane,
  Note,
  Organization,
  OrganizationEvent,
  Patient,
  Performer,
  MasterDataValue,
  Seed,
  Task,
} from "./types";

/**
 * The seed's generation: raise it whenever the seed gains data that a database seeded before
 * lacks (a new area's records, a new demo case). A database seeded by an older generation is
 * kept, and the reference upstream says at start that it lacks them and how to reseed.
 */
export const SEED_GENERATION = 54;

export const DEMO_PASSWORD = "Demo-Password-2026!";
export const DEMO_SMS_CODE = "123456";
/** The demo's first customer network: an ordinary tree, like Harbor. */
export const DEMO_NETWORK_NAME = "Demo Health Network";
/**
 * The platform operator (the spec's main organization, the app's MAIN_ORGANIZATION_NAME): its
 * accounts read organization-level facts in every tree and no tree's patients (decision 015).
 */
export const OPERATOR_ORGANIZATION_NAME = "CareConnect Operations";
/** A second, separate tree: the refusals between trees can be seen in the demo. */
export const SECOND_ORGANIZATION_NAME = "Harbor Care Partners";
export const HARBOR_INVITATION_CODE = "HARBOR-2026";

export const PRIVILEGES = [
  { id: 1, name: "SUPER_ADMIN", isAdmin: true, description: "Super administrator" },
  { id: 2, name: "ORGANIZATION_ADMIN", isAdmin: true, description: "Organization administrator" },
  { id: 3, name: "ORGANIZATION_MANAGER", isAdmin: false, description: "Organization manager" },
  { id: 4, name: "USER", isAdmin: false, description: "User" },
  { id: 5, name: "COORDINATOR", isAdmin: false, description: "Coordinator" },
  { id: 6, name: "ANALYTICS_ADMIN", isAdmin: true, description: "Analytics administrator" },
  { id: 7, name: "CLINIC_ADMINISTRATOR", isAdmin: false, description: "Clinic administrator" },
  { id: 12, name: "TESTING_COORDINATOR", isAdmin: false, description: "Testing coordinator" },
  { id: 14, name: "SCHEDULER", isAdmin: false, description: "Scheduler" },
] as const;

export function hashPassword(password: string, salt: string): string {
  return `${salt}:${scryptSync(password, salt, 32).toString("base64url")}`;
}

const FIRST = `Ana Ben Chloe Diego Emma Farah Gabe Hana Ivan Jia Kofi Lena Mateo Nadia Omar Priya Quinn
  Rosa Sam Tara Umar Vera Wen Yusuf`.split(/\s+/);
const LAST = `Alvarez Brooks Chen Diaz Evans Fischer Garcia Huang Ito Johnson Kim Lopez Martin Nguyen
  Okafor Patel Reyes Singh Tran Wong`.split(/\s+/);

/** The seed's "today" is the day the store is created; lanes cover it and the next 20 days. */
export function seedState(now = new Date(), options: { volume?: boolean } = {}): Seed {
  const rnd = createRandom(20261121);
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(++seq).toString(36).padStart(5, "0")}`;
  const iso = now.toISOString();

  const address = (...place: UsPlace) => usAddress(id, ...place);

  const org = (
    name: string,
    type: string,
    parent: string | null,
    timeZone: string,
    addr: ReturnType<typeof address>,
    shortName: string,
  ): Organization => ({
    id: id("org"),
    name,
    shortName,
    type,
    parentOrganizationId: parent,
    isHeadquarter: parent === null,
    timeZone,
    address: addr,
    approvalStatus: "CONFIRMED",
    description: `${name} — demo organization`,
    departments: [],
    isOpen: true,
  });

  const main = org(
    DEMO_NETWORK_NAME,
    "PROVIDER COMPANY",
    null,
    "America/New_York",
    address("100 Main Street", "Boston", "MA", "02108", 42.3581, -71.0636),
    "DHN",
  );
  const north = org(
    "Demo Health North",
    "FACILITY",
    main.id,
    "America/New_York",
    address("20 North Avenue", "Cambridge", "MA", "02139", 42.3656, -71.1032),
    "North",
  );
  const south = org(
    "Demo Health South",
    "FACILITY",
    main.id,
    "America/Chicago",
    address("55 South Road", "Dallas", "TX", "75201", 32.7876, -96.7994),
    "South",
  );
  const clinics = [
    org(
      "Riverside Community Clinic",
      "CLINIC",
      north.id,
      "America/New_York",
      address("12 River Street", "Boston", "MA", "02114", 42.3601, -71.0589),
      "Riverside",
    ),
    org(
      "Lakeside Family Clinic",
      "CLINIC",
      south.id,
      "America/Chicago",
      address("400 Lake Shore Drive", "Chicago", "IL", "60611", 41.8925, -87.6142),
      "Lakeside",
    ),
    org(
      "Desert Valley Clinic",
      "CLINIC",
      south.id,
      "America/Phoenix",
      address("9 Cactus Lane", "Phoenix", "AZ", "85004", 33.4519, -112.0686),
      "Desert Valley",
    ),
  ];
  main.departments = [
    { id: id("dept"), name: "Primary care" },
    { id: id("dept"), name: "Vaccination" },
  ];
  // Issue 40 item 2: Lakeside travels to its patients; the other two stay where they are.
  clinics[0]!.podType = "FIXED_SITE";
  clinics[1]!.podType = "MOBILE_VACCINE_SERVICE";
  clinics[2]!.podType = "FIXED_SITE";
  const organizations = [main, north, south, ...clinics];

  const performers: Performer[] = [
    "Dr. Maya Patel",
    "Dr. Samuel Okafor",
    "Nurse Lin Chen",
    "Dr. Rosa Alvarez",
    "Nurse Jamal Brooks",
    "Dr. Hiro Tanaka",
  ].map((name, index) => ({
    id: id("perf"),
    name,
    organizationId: clinics[index % clinics.length]!.id,
    specialties: [index % 2 === 0 ? "Family medicine" : "Immunization"],
  }));

  // ---- accounts ----------------------------------------------------------------------------
  const accounts: Account[] = [];
  const account = (
    username: string,
    firstName: string,
    lastName: string,
    privilegeId: number,
    extra: Partial<Account> = {},
  ) => {
    const a: Account = {
      accountId: id("acct"),
      username,
      email: username,
      phoneNumber: `+1617555${(1000 + accounts.length).toString()}`,
      firstName,
      lastName,
      passwordHash: hashPassword(DEMO_PASSWORD, username),
      privilegeId,
      isPerformer: false,
      organizationId: main.id,
      mfa: false,
      ...extra,
    };
    accounts.push(a);
    return a;
  };
  account("superadmin@demo.test", "Sofia", "Admin", 1);
  account("orgadmin@demo.test", "Oscar", "Owens", 2);
  account("manager@demo.test", "Mia", "Manning", 3, { organizationId: north.id });
  const coordinator = account("coordinator@demo.test", "Carlos", "Cruz", 5);
  account("clinicadmin@demo.test", "Clara", "Dunn", 7, { organizationId: clinics[0]!.id });
  account("testing@demo.test", "Tomas", "Tester", 12);
  account("scheduler@demo.test", "Sasha", "Scott", 14);
  const provider = account("provider@demo.test", "Maya", "Patel", 4, {
    isPerformer: true,
    organizationId: clinics[0]!.id,
  });
  performers[0]!.accountId = provider.accountId;
  const patientAccount = account("patient@demo.test", "Pat", "Rivera", 4, { language: "en-US" });
  account("mfa@demo.test", "Morgan", "Factor", 5, { mfa: true });

  // ---- patients --------------------------------------------------------------------------
  const patients: Patient[] = [];
  const primary: Patient = {
    id: id("pat"),
    accountId: patientAccount.accountId,
    firstName: "Pat",
    lastName: "Rivera",
    dateOfBirth: "04/12/1985",
    gender: "female",
    email: "patient@demo.test",
    phoneNumber: "+16175550100",
    language: "en-US",
    address: address("77 Beacon Street", "Boston", "MA", "02108", 42.3572, -71.0655),
    organizations: [main.id],
    insurance: null,
    ...memberDetails(0, now),
  };
  patientAccount.patientId = primary.id;
  patients.push(primary);
  patients.push(
    {
      id: id("pat"),
      firstName: "Leo",
      lastName: "Rivera",
      dateOfBirth: "09/03/2014",
      gender: "male",
      language: "en-US",
      organizations: [main.id],
      familyOf: primary.id,
      relationship: "child",
    },
    {
      id: id("pat"),
      firstName: "Ines",
      lastName: "Rivera",
      dateOfBirth: "01/22/1950",
      gender: "female",
      language: "es-MX",
      organizations: [main.id],
      familyOf: primary.id,
      relationship: "parent",
    },
  );
  for (let i = 0; i < 60; i++) {
    patients.push({
      id: id("pat"),
      firstName: rnd.pick(FIRST),
      lastName: rnd.pick(LAST),
      dateOfBirth: `${String(rnd.int(1, 12)).padStart(2, "0")}/${String(rnd.int(1, 28)).padStart(2, "0")}/${rnd.int(1940, 2015)}`,
      gender: rnd.pick(["female", "male", "nonconforming", "decline-to-state"]),
      phoneNumber: `+1617555${String(2000 + i)}`,
      language: rnd.pick(["en-US", "es-MX", "vi-VN", "zh-CN", "ko-KR"]),
      organizations: [main.id],
      ...memberDetails(i + 1, now),
    });
  }

  // ---- lanes and booked appointments -----------------------------------------------------
  const lanes: Lane[] = [];
  const tasks: Task[] = [];
  const LANE_PLAN = [
    { start: "08:00", end: "12:00", inventoryType: "COVID", manufacturer: "Pfizer", serviceTypeId: 1 },
    { start: "09:00", end: "12:00", inventoryType: "Flu", manufacturer: "Sanofi", serviceTypeId: 2 },
    { start: "13:00", end: "16:30", inventoryType: null, manufacturer: "Moderna", serviceTypeId: 1 },
    {
      start: "13:00",
      end: "16:00",
      inventoryType: "COVID",
      manufacturer: "Johnson&Johnson",
      serviceTypeId: 1,
    },
  ] as const;
  const bookable = patients.filter((p) => !p.familyOf && p.id !== primary.id);
  /** A lane of a clinic's day with `booked` appointments in every other slot from its start. */
  const laneWithBookings = (
    clinic: Organization,
    date: string,
    plan: (typeof LANE_PLAN)[number],
    host: Performer,
    organizationId: string,
    booked: number,
    patient: () => Patient,
  ): { lane: Lane; bookings: Task[] } => {
    const lane: Lane = {
      id: id("lane"),
      organizationId,
      clinicId: clinic.id,
      host: { id: host.id, name: host.name },
      startDate: zonedToUtc(date, plan.start, clinic.timeZone).toISOString(),
      endDate: zonedToUtc(date, plan.end, clinic.timeZone).toISOString(),
      status: "ACTIVE",
      inventoryType: plan.inventoryType,
      manufacturer: plan.manufacturer,
      capacity: 12,
      slotMinutes: 15,
      serviceTypeId: plan.serviceTypeId,
    };
    const bookings: Task[] = [];
    for (let b = 0; b < booked; b++) {
      const slotStart = new Date(new Date(lane.startDate).getTime() + b * 2 * lane.slotMinutes * 60_000);
      bookings.push({
        id: id("task"),
        patientId: patient().id,
        taskType: "APPOINTMENT",
        taskTypeId: 1,
        status: "SCHEDULED",
        name: plan.inventoryType === "Flu" ? "Flu vaccination" : "COVID-19 vaccination",
        goalName: "Vaccination",
        dueDate: slotStart.toISOString(),
        locationId: clinic.id,
        clinicAppointmentId: lane.id,
        inventoryName: plan.manufacturer,
        serviceTypeId: plan.serviceTypeId,
        // Booked with the lane's host (decision 025: staff may take the performer off).
        performerId: host.id,
        createdAt: iso,
      });
    }
    return { lane, bookings };
  };
  clinics.forEach((clinic, clinicIndex) => {
    const today = zonedDate(now, clinic.timeZone);
    for (let day = 0; day < 21; day++) {
      const date = addDays(today, day);
      LANE_PLAN.forEach((plan, laneIndex) => {
        if (laneIndex === 3 && clinicIndex !== 0) return; // J&J only at Riverside
        const host = performers[(clinicIndex * 2 + laneIndex) % performers.length]!;
        const booked = rnd.int(1, 4);
        const { lane, bookings } = laneWithBookings(clinic, date, plan, host, main.id, booked, () =>
          rnd.pick(bookable),
        );
        lanes.push(lane);
        tasks.push(...bookings);
      });
    }
  });

  // ---- billing -----------------------------------------------------------------------------
  const payerNames = [
    "Blue Harbor Health",
    "Evergreen Mutual",
    "Summit Care Plan",
    "Lakeshore Insurance",
    "Pioneer Health Alliance",
    "Golden State Benefits",
    "Keystone Medical Group",
    "Atlas Health Partners",
    "Northstar Coverage",
    "Cedar Valley Health",
  ];
  const reasonCodes = Array.from({ length: 30 }, (_, i) => ({
    id: id("rc"),
    code: `CO-${String(i * 3 + 4).padStart(2, "0")}`,
    description: rnd.pick([
      "Charge exceeds fee schedule",
      "Non-covered service",
      "Duplicate claim",
      "Missing information",
      "Authorization required",
      "Timely filing limit",
      "Benefit maximum reached",
      "Coordination of benefits",
    ]),
  }));
  const procedureCodes = Array.from({ length: 200 }, (_, i) => {
    const group =
      i < 50 ? "Evaluation and management" : i < 100 ? "Immunization" : i < 150 ? "Laboratory" : "Radiology";
    const base = i < 50 ? 99201 : i < 100 ? 90460 : i < 150 ? 80047 : 70010;
    return {
      id: id("pc"),
      code: String(base + (i % 50) * 3),
      description: `${group} service ${(i % 50) + 1}`,
      group,
      defaultAmount: `${rnd.int(20, 400)}.${String(rnd.int(0, 99)).padStart(2, "0")}`,
    };
  });
  const payers = payerNames.map((payerName, i) => ({
    id: id("payer"),
    payerName,
    payerGroupNumber: `G${String(1000 + i * 17)}`,
    state: rnd.pick(["MA", "TX", "IL", "AZ", "NY", "CA"]),
    procedureCodes: procedureCodes.filter((_, j) => (j + i) % 9 === 0).map((p) => p.code),
    reasonCodes: reasonCodes.filter((_, j) => (j + i) % 4 === 0).map((r) => r.code),
  }));
  const modifierCodes = "25 26 59 76 77 91 95 CR GA GQ GT KX LT QW RT TC XE XP XS XU".split(" ");
  const modifiers = modifierCodes.map((code) => ({ id: id("mod"), code, description: `Modifier ${code}` }));

  const feeSchedules = [
    { name: "Medicare 2026 Physician", category: "MEDICARE" },
    { name: "Commercial Standard", category: "COMMERCIAL" },
    { name: "Medicaid Massachusetts", category: "MEDICAID" },
  ].map((s, i) => ({
    id: id("fs"),
    name: s.name,
    category: s.category,
    description: `${s.name} fee schedule`,
    effectiveDate: "01/01/2026",
    payerId: payers[i]!.id,
    createdAt: iso,
  }));
  const plans = feeSchedules.flatMap((schedule) =>
    ["Standard", "Preferred"].map((tier) => ({
      id: id("plan"),
      feeScheduleId: schedule.id,
      name: `${schedule.name} – ${tier}`,
      description: `${tier} tier`,
    })),
  );
  const entries: Seed["entries"] = [];
  // The first plan holds 300 entries (paging and the benchmark); the others a handful each.
  plans.forEach((plan, planIndex) => {
    const count = planIndex === 0 ? 300 : 12;
    for (let i = 0; i < count; i++) {
      const code = procedureCodes[(i + planIndex * 7) % procedureCodes.length]!;
      const modifier = i < 200 ? null : modifiers[i % modifiers.length]!.code;
      entries.push({
        id: id("entry"),
        planId: plan.id,
        procedureCode: code.code,
        modifier,
        amount: `${rnd.int(15, 500)}.${String(rnd.int(0, 99)).padStart(2, "0")}`,
        referencedFeeSchedulePlanId: null,
      });
    }
  });
  // One entry references another plan, so that plan's delete is blocked (dependency tracking).
  entries[entries.length - 1]!.referencedFeeSchedulePlanId = plans[2]!.id;

  const state: Seed = {
    seq,
    accounts,
    tokens: { access: {}, refresh: {} },
    organizations,
    performers,
    lanes,
    laneBatches: [],
    laneMessages: [],
    idempotency: {},
    patients,
    tasks,
    notifications: [],
    activities: [],
    notes: seedNotes(primary.id, coordinator, now),
    payers,
    feeSchedules,
    plans,
    entries,
    procedureCodes,
    modifiers,
    reasonCodes,
    importLogs: [],
    events: [],
    attachments: seedAttachments(organizations, now),
    serviceTypes: [],
    surveys: [],
    assessmentReports: [],
    carePlans: [],
    carePlanGoals: [],
    carePlanTasks: [],
    observations: [],
    therapyTypes: seedTherapyTypes(now),
    invoices: [],
    patientFiles: [],
    clinicPatientGroups: [],
    organizationEvents: [],
    calendarFeeds: [],
    masterDataValues: seedMasterData(),
    claims: [],
    disputePackages: [],
    patientRequests: [],
  };
  // Last, so that the base seed's ids stay as they are: the patient area numbers its records after them.
  seedPatientArea(state, { now, id });

  // ---- a second tree and an account for every privilege ----------------------------------
  // After everything else, so that no earlier id or random draw moves (tests depend on them).
  account("analytics@demo.test", "Ava", "Lytics", 6);
  const harbor = org(
    SECOND_ORGANIZATION_NAME,
    "PROVIDER COMPANY",
    null,
    "America/Los_Angeles",
    address("1 Harbor Way", "Seattle", "WA", "98101", 47.6062, -122.3321),
    "HCP",
  );
  // A second code patients can join with (the main organization's is the registration code).
  harbor.invitationCode = HARBOR_INVITATION_CODE;
  const coast = org(
    "Harbor Care Coast",
    "FACILITY",
    harbor.id,
    "America/Los_Angeles",
    address("300 Coast Highway", "Portland", "OR", "97204", 45.5152, -122.6784),
    "Coast",
  );
  const harborClinics = [
    org(
      "Pier Street Clinic",
      "CLINIC",
      coast.id,
      "America/Los_Angeles",
      address("8 Pier Street", "Seattle", "WA", "98104", 47.6021, -122.3367),
      "Pier Street",
    ),
    org(
      "Bayview Health Clinic",
      "CLINIC",
      coast.id,
      "America/Los_Angeles",
      address("45 Bayview Road", "Portland", "OR", "97209", 45.5289, -122.6851),
      "Bayview",
    ),
  ];
  state.organizations.push(harbor, coast, ...harborClinics);
  const harborPerformers: Performer[] = ["Dr. Nora Lindqvist", "Nurse Eli Marsh", "Dr. Kai Mendes"].map(
    (name, index) => ({
      id: id("perf"),
      name,
      organizationId: harborClinics[index % harborClinics.length]!.id,
      specialties: [index % 2 === 0 ? "Family medicine" : "Immunization"],
    }),
  );
  state.performers.push(...harborPerformers);
  const inHarbor = (organizationId: string) => ({ organizationId });
  account("orgadmin@harbor.test", "Hana", "Admiral", 2, inHarbor(harbor.id));
  account("manager@harbor.test", "Milo", "Harbor", 3, inHarbor(coast.id));
  account("coordinator@harbor.test", "Cora", "Bay", 5, inHarbor(harbor.id));
  account("analytics@harbor.test", "Anil", "Tide", 6, inHarbor(harbor.id));
  account("clinicadmin@harbor.test", "Cleo", "Pier", 7, inHarbor(harborClinics[0]!.id));
  account("testing@harbor.test", "Theo", "Swab", 12, inHarbor(harbor.id));
  account("scheduler@harbor.test", "Selma", "Slot", 14, inHarbor(harbor.id));
  const harborProvider = account("provider@harbor.test", "Nora", "Lindqvist", 4, {
    isPerformer: true,
    organizationId: harborClinics[0]!.id,
  });
  harborPerformers[0]!.accountId = harborProvider.accountId;

  const harborPatients: Patient[] = Array.from({ length: 12 }, (_, i) => ({
    id: id("pat"),
    firstName: rnd.pick(FIRST),
    lastName: rnd.pick(LAST),
    dateOfBirth: `${String(rnd.int(1, 12)).padStart(2, "0")}/${String(rnd.int(1, 28)).padStart(2, "0")}/${rnd.int(1940, 2015)}`,
    gender: rnd.pick(["female", "male", "nonconforming", "decline-to-state"]),
    phoneNumber: `+1206555${String(3000 + i)}`,
    language: rnd.pick(["en-US", "es-MX", "vi-VN", "zh-CN", "ko-KR"]),
    organizations: [harbor.id],
  }));
  state.patients.push(...harborPatients);
  harborClinics.forEach((clinic, clinicIndex) => {
    const today = zonedDate(now, clinic.timeZone);
    for (let day = 0; day < 21; day++) {
      const date = addDays(today, day);
      LANE_PLAN.slice(0, 3).forEach((plan, laneIndex) => {
        const host = harborPerformers[(clinicIndex + laneIndex) % harborPerformers.length]!;
        const booked = rnd.int(0, 2);
        const { lane, bookings } = laneWithBookings(clinic, date, plan, host, harbor.id, booked, () =>
          rnd.pick(harborPatients),
        );
        state.lanes.push(lane);
        state.tasks.push(...bookings);
      });
    }
  });

  // Last of all, from its own PRNG: the realistic volumes live in networks of their own (decision 016).
  if (options.volume) addVolume(state, { now, id, passwordHash: hashPassword(DEMO_PASSWORD, "volume") });
  // After the volumes, so that none of their ids moves.
  seedCarePlans(state, { id, now, main, harbor });
  // After the care plans, so that none of the earlier ids moves (decision 027).
  const group = (name: string, parent: Organization, addr: ReturnType<typeof address>, shortName: string) =>
    org(name, "GROUP", parent.id, parent.timeZone, addr, shortName);
  seedPatientGroups(state, now, [
    {
      group: group(
        "Beacon Hill Seniors",
        main,
        address("2 Joy Street", "Boston", "MA", "02108", 42.3588, -71.0647),
        "Seniors",
      ),
      members: patients.slice(3, 15),
      clinics: [clinics[0]!],
    },
    {
      group: group(
        "Back Bay Employees",
        main,
        address("500 Boylston Street", "Boston", "MA", "02116", 42.3505, -71.0743),
        "Back Bay",
      ),
      members: patients.slice(15, 23),
      clinics: [clinics[0]!, clinics[1]!],
    },
    {
      group: group(
        "Dallas Youth League",
        main,
        address("1500 Marilla Street", "Dallas", "TX", "75201", 32.7767, -96.797),
        "Youth League",
      ),
      members: patients.slice(23, 29),
      clinics: [],
    },
    {
      group: group(
        "Seattle Dockworkers",
        harbor,
        address("2201 Alaskan Way", "Seattle", "WA", "98121", 47.6111, -122.3489),
        "Dockworkers",
      ),
      members: harborPatients.slice(0, 5),
      clinics: [harborClinics[0]!],
    },
  ]);
  if (options.volume) addVolumePatientGroups(state, { now, id });
  // Last, so that no earlier id moves (decision 031).
  state.organizationEvents.push(...seedOrganizationEvents(now, id, main, north, clinics));
  // Last, so that no earlier id moves (decision 033). Not the first patients: other tests read theirs.
  const byUsername = (username: string) => state.accounts.find((a) => a.username === username)!;
  const staffSurveys = seedStaffSurveys(now, id, [
    { organization: main, owner: byUsername("orgadmin@demo.test"), patients: patients.slice(10, 40) },
    { organization: north, owner: byUsername("manager@demo.test"), patients: patients.slice(40, 50) },
    { organization: harbor, owner: byUsername("orgadmin@harbor.test"), patients: harborPatients.slice(6) },
  ]);
  state.surveys.push(...staffSurveys.surveys);
  state.assessmentReports.push(...staffSurveys.reports);
  // Last, so that no earlier id moves (decision 039).
  seedClaims(state, { now, id, volume: options.volume === true, demoRoots: [main.name, harbor.name] });
  // Last, so that no earlier id moves (decision 038).
  state.performers.push(...seedProviders(now, id, main));
  // Last, so that no earlier id moves (decision 040).
  seedPatientRequests(state, { now, id, handMade: [main.id, harbor.id] });
  // Last, so that no earlier id moves (decision 037).
  state.programData = seedPrograms(state, { now, id, main, clinic: clinics[0]!, volume: !!options.volume });
  // Last, so that no earlier id moves (decision 015): the platform operator, a tree of its own with
  // no patients, and one account that belongs to two customer trees with a different privilege in each.
  const operator = org(
    OPERATOR_ORGANIZATION_NAME,
    "PROVIDER COMPANY",
    null,
    "America/New_York",
    address("1 Operations Plaza", "Boston", "MA", "02110", 42.3559, -71.0535),
    "Operations",
  );
  state.organizations.push(operator);
  const inOperator = { organizationId: operator.id };
  account("admin@operator.test", "Olive", "Operator", 2, inOperator);
  account("analytics@operator.test", "Otto", "Metrics", 6, inOperator);
  account("coordinator@operator.test", "Opal", "Support", 5, inOperator);
  account("twotrees@demo.test", "Tess", "Twofold", 5, {
    memberships: [{ organizationId: harbor.id, privilegeId: 14 }],
  });
  // Last, so that no earlier id moves (issue 40 item 3).
  state.locations = seedLocations(id, { main, north, clinic: clinics[0]!, harbor });
  // Last, so that no earlier id moves (issue 40 item 4): a state's school health office, a tree
  // of its own, with one district that has a school and one that has none yet.
  const schoolOffice = org(
    "Bay State School Health",
    "JURISDICTION",
    null,
    "America/New_York",
    address("24 Beacon Street", "Boston", "MA", "02133", 42.3588, -71.0638),
    "School Health",
  );
  schoolOffice.departments = [
    { id: id("dept"), name: "School nursing" },
    { id: id("dept"), name: "Counselling" },
  ];
  const essex = org(
    "Essex County School District",
    "JURISDICTION",
    schoolOffice.id,
    "America/New_York",
    address("1 Federal Street", "Salem", "MA", "01970", 42.5195, -70.8967),
    "Essex District",
  );
  essex.departments = [schoolOffice.departments[0]!];
  const capeAnn = org(
    "Cape Ann School District",
    "JURISDICTION",
    schoolOffice.id,
    "America/New_York",
    address("9 Dale Avenue", "Gloucester", "MA", "01930", 42.6159, -70.662),
    "Cape Ann District",
  );
  capeAnn.departments = [...schoolOffice.departments];
  const lincoln = org(
    "Lincoln Elementary School",
    "SCHOOL",
    essex.id,
    "America/New_York",
    address("25 Lafayette Street", "Salem", "MA", "01970", 42.5185, -70.8929),
    "Lincoln Elementary",
  );
  lincoln.departments = [...schoolOffice.departments];
  state.organizations.push(schoolOffice, essex, capeAnn, lincoln);
  account("districtadmin@schools.test", "Dana", "District", 2, { organizationId: schoolOffice.id });
  const student = (firstName: string, lastName: string, dateOfBirth: string, organization: Organization) =>
    state.patients.push({
      id: id("pat"),
      firstName,
      lastName,
      dateOfBirth,
      gender: "decline-to-state",
      language: "en-US",
      organizations: [organization.id],
    });
  student("Ava", "Sullivan", "03/14/2016", lincoln);
  student("Noah", "Pereira", "07/02/2015", lincoln);
  student("Mia", "Nguyen", "11/23/2017", lincoln);
  student("Eli", "Brennan", "01/30/2016", lincoln);
  student("Zoe", "Marsh", "05/09/2014", capeAnn);
  student("Luis", "Ortega", "09/17/2015", capeAnn);
  state.organizationAssociations = [
    {
      id: id("assoc"),
      organizationId: essex.id,
      associatedOrganizationId: clinics[0]!.id,
      relation: "PARTNER",
      since: "2025-09-01",
    },
    {
      id: id("assoc"),
      organizationId: schoolOffice.id,
      associatedOrganizationId: main.id,
      relation: "SERVICE_AGREEMENT",
      since: "2025-07-01",
    },
    {
      id: id("assoc"),
      organizationId: capeAnn.id,
      associatedOrganizationId: essex.id,
      relation: "REFERRAL",
      since: "2026-01-15",
    },
  ];
  // Issue 40 item 2: the clinic set-up activity log (its rows take no ids from the sequence).
  state.clinicSetupActivities = seedSetupActivities(now, clinics);
  // Every patient has the day they were registered, as the app's registration gives them: the
  // patients export lists by it, so one without it would be counted everywhere but exported nowhere
  // (issue 38). A day within the last two years, by seeded order, so no random draw moves.
  state.patients.forEach((patient, index) => {
    patient.dateCreated ??= new Date(
      now.getTime() - ((index * 37) % 730) * 86_400_000 - 3_600_000,
    ).toISOString();
  });
  state.auditEvents = seedAuditEvents(now, state.accounts, state.patients);
  return { ...state, seq };
}

/**
 * Vaccination events of the main tree (decision 031): one a school asked for and one a community
 * group asked for (pending), one in triage, one confirmed at the main organization (its branches'
 * parent events).
 */
function seedOrganizationEvents(
  now: Date,
  id: (prefix: string) => string,
  main: Organization,
  north: Organization,
  clinics: Organization[],
): OrganizationEvent[] {
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const event = (
    organization: Organization,
    name: string,
    status: OrganizationEvent["status"],
    days: number,
    requesterName: string,
    requesterType: string,
  ): OrganizationEvent => ({
    id: id("event"),
    organizationId: organization.id,
    name,
    status,
    eventDate: day(days),
    requesterName,
    requesterType,
    startTime: "09:00",
    endTime: "13:00",
    expectedParticipants: 40 + days * 5,
    location: `${requesterName}, ${organization.address?.city ?? ""}`.replace(/, $/, ""),
    services: requesterType === "SCHOOL" ? ["Flu", "MMR"] : ["COVID", "Flu"],
    note: null,
  });
  return [
    event(north, "Back-to-school flu shots", "PENDING", 12, "Lincoln Elementary School", "SCHOOL"),
    event(
      clinics[0]!,
      "Neighbourhood vaccination day",
      "PENDING",
      19,
      "Riverside Neighbours",
      "COMMUNITYGROUP",
    ),
    event(north, "Senior centre boosters", "TRIAGE", 9, "Beacon Hill Senior Centre", "COMMUNITYGROUP"),
    event(main, "Network-wide flu clinic", "CONFIRMED", 26, DEMO_NETWORK_NAME, "PROVIDER COMPANY"),
  ];
}

/**
 * Patient groups (decision 027): each group joins the organizations, its members belong to it as
 * well as to the organization they were in, and its clinics serve it from the seed's moment.
 */
export function seedPatientGroups(
  state: Seed,
  now: Date,
  groups: Array<{ group: Organization; members: Patient[]; clinics: Organization[] }>,
) {
  for (const { group, members, clinics } of groups) {
    state.organizations.push(group);
    for (const member of members) member.organizations.push(group.id);
    state.clinicPatientGroups.push(
      ...clinics.map((clinic) => ({ groupId: group.id, clinicId: clinic.id, assignedAt: now.toISOString() })),
    );
  }
}

/**
 * Two notes on the demo patient by the coordinator: a public one everyone on staff reads, and a
 * private one only the coordinator does (sign in as orgadmin@demo.test to see it is not there).
 */
function seedNotes(patientId: string, author: Account, now: Date): Note[] {
  const note = (id: string, daysAgo: number, text: string, isPrivate: boolean): Note => {
    const at = new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
    return {
      id,
      patientId,
      authorAccountId: author.accountId,
      performerId: null,
      performerName: `${author.firstName} ${author.lastName}`,
      text,
      isPrivate,
      createdAt: at,
      updatedAt: at,
    };
  };
  return [
    note("note-demo1", 6, "Prefers morning appointments; call before 10 am.", false),
    note("note-demo2", 2, "Asked about financial help for the co-pay; follow up next visit.", true),
  ];
}

/**
 * A handful of values of each master-data type (decision 034), with ids of their own (not from
 * the id sequence, so no other seeded id moves). "Family medicine" and "Immunization" are the
 * specialties the seeded performers list, and Pfizer makes a seeded device model: those are in
 * use, and their deletes are refused.
 */
export function seedMasterData(): MasterDataValue[] {
  const values: MasterDataValue[] = [];
  const add = (
    slug: string,
    service: string,
    type: string,
    rows: Array<[name: string, description: string, extra?: Partial<MasterDataValue>]>,
  ) =>
    rows.forEach(([name, description, extra], index) =>
      values.push({
        id: `md-${slug}-${index + 1}`,
        service,
        type,
        name,
        description,
        category: null,
        manufacturer: null,
        ...extra,
      }),
    );
  // The care plans' observation types (issue 38), under the ids the seeded plans' goals name.
  add(
    "observation",
    "/api/meta/observation",
    "",
    OBSERVATION_TYPES.map(([id, name, description]) => [name, description, { id }]),
  );
  add("privilege", "/api/meta/privilege", "", [
    ["View reports", "Read the organization's reports"],
    ["Export data", "Download lists as CSV or Excel"],
  ]);
  add("role", "/api/meta/role", "", [
    ["Coordinator", "Organizes clinics and their staff"],
    ["Nurse", "Gives vaccines and records results"],
    ["Front desk", "Checks patients in"],
  ]);
  // No "service" values: master data's service types are the service_types table (issue 38).
  add("specialty", "/api/specialties", "", [
    ["Family medicine", "General care for every age"],
    ["Immunization", "Vaccines and their schedules"],
    ["Pediatrics", "Care of children"],
    ["Cardiology", "Heart and blood vessels"],
  ]);
  add("task", "/api/meta/task", "", [
    ["Vaccine appointment", "A visit to receive a vaccine", { category: "APPOINTMENT" }],
    ["Health questionnaire", "Questions before a visit", { category: "ASSESSMENT" }],
    ["Diabetes class", "Learning to manage diabetes", { category: "EDUCATION" }],
  ]);
  // The vaccine record names its manufacturer from these (issue 38), so the vaccine makers are here.
  add("manufacture", "/api/masterData", "MANUFACTURE", [
    ["Pfizer", "Vaccines and medicines"],
    ["Omron", "Blood pressure monitors"],
    ["Abbott", "Glucose meters and tests"],
    ["Moderna", "Vaccines"],
    ["Johnson&Johnson", "Vaccines"],
    ["Novavax", "Vaccines"],
    ["Sanofi", "Vaccines"],
    ["Seqirus", "Vaccines"],
    ["GSK", "Vaccines"],
  ]);
  add("device-model", "/api/masterData", "DEVICE_MODEL", [
    ["Comirnaty vial", "Multi-dose vial", { manufacturer: "Pfizer" }],
    ["Omron Series 5", "Upper arm monitor", { manufacturer: "Omron" }],
  ]);
  add("program-type", "/api/program-type", "", [
    ["Chronic care", "Long-term care of a condition"],
    ["Prevention", "Screening and vaccination programs"],
  ]);
  add("program-category", "/api/program-category", "", [
    ["Diabetes", "Programs for people with diabetes"],
    ["Heart health", "Programs for heart health"],
  ]);
  add("image", "/api/masterData", "IMAGE_LIBRARY", [
    ["Clinic entrance", "The front door of a clinic"],
    ["Vaccination", "A nurse giving a vaccine"],
  ]);
  add("insurance", "/api/insurance-providers", "", [
    ["Blue Shield of California", "Health plans in California"],
    ["Kaiser Permanente", "Integrated care and coverage"],
    ["Medi-Cal", "California's Medicaid program"],
    ["Aetna", "Health insurance plans"],
  ]);
  add("alias", "/api/masterData", "ORGANIZATION_ALIAS", [
    ["DHN", "Demo Health Network"],
    ["North Clinic", "Demo Health Network North"],
  ]);
  return values;
}

/**
 * Documents of the two hand-made networks (issue 40 item 9: an organization's files tab): what an
 * onboarding and later staff would have added, dated before the seed's day. Only the names and
 * sizes are kept, as for an uploaded file.
 */
function seedAttachments(organizations: readonly Organization[], now: Date): Attachment[] {
  const byName = (name: string) => organizations.find((o) => o.name === name);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const files: Array<[string, string, string, number, number]> = [
    [DEMO_NETWORK_NAME, "att-dhn-1", "business-license-2026.pdf", 182_344, 120],
    [DEMO_NETWORK_NAME, "att-dhn-2", "liability-insurance-certificate.pdf", 96_120, 45],
    [DEMO_NETWORK_NAME, "att-dhn-3", "clia-waiver.pdf", 51_200, 12],
    [SECOND_ORGANIZATION_NAME, "att-hcp-1", "harbor-business-license.pdf", 143_872, 90],
  ];
  return files.flatMap(([owner, id, fileName, size, age]) => {
    const organization = byName(owner);
    return organization
      ? [
          {
            id,
            organizationId: organization.id,
            fileName,
            contentType: "application/pdf",
            size,
            uploadedAt: daysAgo(age),
          },
        ]
      : [];
  });
}
