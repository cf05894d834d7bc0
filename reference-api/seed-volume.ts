import {
  CARE_PLAN_STATUSES as CARE_PLAN_STATUS_VALUES,
  type CarePlanStatus,
  type LanguageCode,
} from "@contract/vocabulary";
import { memberDetails } from "./member-details";
import { createRandom } from "./random";
import { addDays, zonedDate, zonedToUtc } from "./time";
import { usAddress } from "./gazetteer";
import type { Account, Address, Lane, Organization, Patient, Performer, Seed, Task } from "./types";
import { buildTemplate, DIABETES, HYPERTENSION, KNEE, progress, pushPlan } from "./care-plans/seed";
import { copyPlan } from "./care-plans/copy";
import type { FullCarePlan } from "./care-plans/repo";
import type { AssessmentReport, Question, Survey } from "./patient-area/types";

/**
 * A clinic network's real sizes (issue 13 §2), generated from a fixed PRNG seed so every machine
 * builds the same world: two more networks (organization trees) beside the demo's, with their
 * patients, providers, lanes, appointments, care plans, surveys and answers. They are separate
 * trees on purpose: the demo tree stays small and hand-made, so the tests that read it keep
 * their exact expectations, while a user of these networks (`admin@pacific.test`,
 * `admin@prairie.test`) and the benchmarks see realistic volumes. Generated once, when the store
 * is seeded; the database file keeps it (decision 016).
 */

export interface VolumeSizes {
  networks: number;
  groupsPerNetwork: number;
  clinicsPerGroup: number;
  patients: number;
  lanes: number;
  /** Appointments booked in lanes, plus assessment and education tasks, over ±`days`. */
  tasks: number;
  carePlans: number;
  surveys: number;
  answers: number;
  days: number;
}

/** What `npm run demo` and the end-to-end tests get. */
export const FULL_VOLUME: VolumeSizes = {
  networks: 2,
  groupsPerNetwork: 4,
  clinicsPerGroup: 4,
  patients: 10_000,
  lanes: 2_000,
  tasks: 50_000,
  carePlans: 200,
  surveys: 60,
  answers: 20_000,
  days: 90,
};

export const NETWORKS = [
  { name: "Pacific Coast Health", short: "PCH", domain: "pacific.test", zone: "America/Los_Angeles" },
  { name: "Prairie Wellness Alliance", short: "PWA", domain: "prairie.test", zone: "America/Chicago" },
  { name: "Atlantic Care Collective", short: "ACC", domain: "atlantic.test", zone: "America/New_York" },
] as const;

const CITIES = [
  { city: "Sacramento", state: "CA", zip: "95814", lat: 38.58, lng: -121.49 },
  { city: "Fresno", state: "CA", zip: "93721", lat: 36.74, lng: -119.79 },
  { city: "Portland", state: "OR", zip: "97204", lat: 45.52, lng: -122.68 },
  { city: "Seattle", state: "WA", zip: "98104", lat: 47.6, lng: -122.33 },
  { city: "Omaha", state: "NE", zip: "68102", lat: 41.26, lng: -95.94 },
  { city: "Wichita", state: "KS", zip: "67202", lat: 37.69, lng: -97.34 },
  { city: "Des Moines", state: "IA", zip: "50309", lat: 41.59, lng: -93.62 },
  { city: "Tulsa", state: "OK", zip: "74103", lat: 36.15, lng: -95.99 },
];
const STREETS = ["Oak", "Maple", "Cedar", "Pine", "Elm", "Birch", "Willow", "Aspen", "Spruce", "Juniper"];
const FIRST = `Aiden Amara Bao Camila Dara Elena Farid Grace Hiroshi Isabel Jamal Kavya Liam Mai Noah
  Olga Pedro Quynh Ravi Sofia Tomas Uma Victor Wei Ximena Yara Zane Ana Bilal Chen Dmitri
  Esi Fatima Gustavo Hana Ines Jun Kiri`.split(/\s+/);
const LAST = `Adams Baker Castillo Dang Edwards Flores Gupta Hernandez Iwasaki Jackson Khan Le Morales
  Nakamura Ortiz Park Quintero Ramirez Santos Tanaka Usman Vargas Walker Xu Yamamoto Zhang
  Bautista Cruz Desai Mendoza Nguyen Shah`.split(/\s+/);
/** Weighted so the spread looks like a US clinic's: mostly English and Spanish. */
const LANGUAGES = [
  ...Array(10).fill("en-US"),
  ...Array(5).fill("es-MX"),
  "vi-VN",
  "zh-CN",
  "zh-TW",
  "ko-KR",
  "ja-JP",
  "hi-IN",
  "gu-IN",
  "tl-PH",
] satisfies LanguageCode[];
const GENDERS = [...Array(9).fill("female"), ...Array(9).fill("male"), "nonconforming", "decline-to-state"];
const RELATIONSHIPS = ["child", "child", "spouse", "parent"];
const CARE_PLAN_STATUSES = Object.keys(CARE_PLAN_STATUS_VALUES) as CarePlanStatus[];
const VOLUME_TEMPLATES = [DIABETES, HYPERTENSION, KNEE];
const SURVEY_TOPICS = [
  "Depression screening (PHQ-9)",
  "Anxiety screening (GAD-7)",
  "Fall risk",
  "Diabetes self-care",
  "Daily blood pressure diary",
  "Pain scale follow-up",
  "Sleep quality",
  "Nutrition check",
  "Medication adherence",
  "Post-visit satisfaction",
];
const LANE_PLANS = [
  { start: "08:00", end: "12:00", inventoryType: "COVID", manufacturer: "Pfizer", serviceTypeId: 1 },
  { start: "09:00", end: "13:00", inventoryType: "Flu", manufacturer: "Sanofi", serviceTypeId: 2 },
  { start: "13:00", end: "17:00", inventoryType: null, manufacturer: "Moderna", serviceTypeId: 1 },
] as const;

const MINUTE = 60_000;

/**
 * Adds the networks and their records to `seed`, drawing ids from `id` (the seed's own counter,
 * so they never collide with the rest) and randomness from its own PRNG (so the demo tree's
 * records stay what they were).
 */
export function addVolume(
  seed: Seed,
  {
    now,
    id,
    passwordHash,
    sizes = FULL_VOLUME,
  }: {
    now: Date;
    id: (prefix: string) => string;
    /** The demo password's hash, for the networks' administrators. */
    passwordHash: string;
    sizes?: VolumeSizes;
  },
) {
  const rnd = createRandom(20261123);
  const iso = now.toISOString();

  const address = (n: number): Address => {
    const place = CITIES[n % CITIES.length]!;
    const street = `${rnd.int(10, 9999)} ${rnd.pick(STREETS)} Street`;
    const [lat, lng] = [place.lat + rnd.int(-50, 50) / 1000, place.lng + rnd.int(-50, 50) / 1000];
    return usAddress(id, street, place.city, place.state, place.zip, lat, lng);
  };
  const org = (
    name: string,
    shortName: string,
    type: string,
    parent: string | null,
    timeZone: string,
    n: number,
  ): Organization => ({
    id: id("org"),
    name,
    shortName,
    type,
    parentOrganizationId: parent,
    isHeadquarter: parent === null,
    timeZone,
    address: address(n),
    approvalStatus: "CONFIRMED",
    description: `${name} — demo organization`,
    departments: [],
    isOpen: true,
  });

  // ---- organizations, providers, one administrator per network ------------------------------
  const clinics: Organization[] = [];
  const rootOf = new Map<string, string>();
  const performersOf = new Map<string, Performer[]>();
  /** Each network's administrator: the owner of its surveys (decision 033). */
  const administrators: Account[] = [];
  const networks = NETWORKS.slice(0, sizes.networks);
  networks.forEach((network, n) => {
    const root = org(network.name, network.short, "PROVIDER COMPANY", null, network.zone, n);
    root.departments = [
      { id: id("dept"), name: "Primary care" },
      { id: id("dept"), name: "Behavioral health" },
    ];
    seed.organizations.push(root);
    for (let g = 0; g < sizes.groupsPerNetwork; g++) {
      const group = org(
        `${network.name} Region ${g + 1}`,
        `${network.short}-R${g + 1}`,
        "FACILITY",
        root.id,
        network.zone,
        g,
      );
      seed.organizations.push(group);
      for (let c = 0; c < sizes.clinicsPerGroup; c++) {
        const place = CITIES[(g * sizes.clinicsPerGroup + c) % CITIES.length]!;
        const clinic = org(
          `${place.city} ${rnd.pick(STREETS)} Clinic ${g + 1}.${c + 1}`,
          `${network.short}-${g + 1}${c + 1}`,
          "CLINIC",
          group.id,
          network.zone,
          g * sizes.clinicsPerGroup + c,
        );
        seed.organizations.push(clinic);
        clinics.push(clinic);
        rootOf.set(clinic.id, root.id);
        const hosts = [0, 1].map((k) => ({
          id: id("perf"),
          name: `${k === 0 ? "Dr." : "Nurse"} ${rnd.pick(FIRST)} ${rnd.pick(LAST)}`,
          organizationId: clinic.id,
          specialties: [k === 0 ? "Family medicine" : "Immunization"],
        }));
        seed.performers.push(...hosts);
        performersOf.set(clinic.id, hosts);
      }
    }
    const admin: Account = {
      accountId: id("acct"),
      username: `admin@${network.domain}`,
      email: `admin@${network.domain}`,
      phoneNumber: `+1206555${String(3000 + n)}`,
      firstName: "Network",
      lastName: "Admin",
      passwordHash,
      privilegeId: 2,
      isPerformer: false,
      organizationId: root.id,
      mfa: false,
    };
    seed.accounts.push(admin);
    administrators.push(admin);
  });

  // ---- patients and families -----------------------------------------------------------------
  const patients: Patient[] = [];
  const primaries: Patient[] = [];
  const thisYear = now.getUTCFullYear();
  for (let i = 0; i < sizes.patients; i++) {
    const clinic = clinics[i % clinics.length]!;
    const head = primaries.length > 0 && rnd.next() < 0.2 ? rnd.pick(primaries) : undefined;
    const lastName = head ? head.lastName : rnd.pick(LAST);
    // Ages from newborn to 95, weighted towards adults.
    const age = rnd.next() < 0.2 ? rnd.int(0, 17) : rnd.next() < 0.8 ? rnd.int(18, 64) : rnd.int(65, 95);
    const patient: Patient = {
      id: id("pat"),
      firstName: rnd.pick(FIRST),
      lastName,
      dateOfBirth: `${String(rnd.int(1, 12)).padStart(2, "0")}/${String(rnd.int(1, 28)).padStart(2, "0")}/${thisYear - age}`,
      gender: rnd.pick(GENDERS),
      language: rnd.pick(LANGUAGES),
      organizations: [clinic.id],
      ...memberDetails(i, now),
      ...(head
        ? { familyOf: head.id, relationship: rnd.pick(RELATIONSHIPS) }
        : {
            phoneNumber: `+1${rnd.int(200, 989)}555${String(rnd.int(0, 9999)).padStart(4, "0")}`,
            email: `patient${i}@example.test`,
            address: address(i),
          }),
    };
    patients.push(patient);
    if (!head) primaries.push(patient);
  }
  seed.patients.push(...patients);

  // ---- lanes over the past and next `days` days, with booked appointments -------------------
  const lanes: Lane[] = [];
  const span = sizes.days * 2 + 1;
  for (let i = 0; i < sizes.lanes; i++) {
    const clinic = clinics[i % clinics.length]!;
    const offset = Math.floor((i / sizes.lanes) * span) - sizes.days;
    const date = addDays(zonedDate(now, clinic.timeZone), offset);
    const plan = LANE_PLANS[i % LANE_PLANS.length]!;
    const host = rnd.pick(performersOf.get(clinic.id)!);
    lanes.push({
      id: id("lane"),
      organizationId: rootOf.get(clinic.id)!,
      clinicId: clinic.id,
      host: { id: host.id, name: host.name },
      startDate: zonedToUtc(date, plan.start, clinic.timeZone).toISOString(),
      endDate: zonedToUtc(date, plan.end, clinic.timeZone).toISOString(),
      status: "ACTIVE",
      inventoryType: plan.inventoryType,
      manufacturer: plan.manufacturer,
      capacity: 16,
      slotMinutes: 15,
      serviceTypeId: plan.serviceTypeId,
    });
  }
  seed.lanes.push(...lanes);

  const bookable = patients.filter((p) => p.organizations.length > 0);
  const byClinic = new Map<string, Patient[]>();
  for (const p of bookable) {
    const list = byClinic.get(p.organizations[0]!) ?? [];
    list.push(p);
    byClinic.set(p.organizations[0]!, list);
  }
  const tasks: Task[] = [];
  const appointments = Math.min(Math.floor(sizes.tasks * 0.6), sizes.lanes * 16);
  for (let i = 0; i < appointments; i++) {
    const lane = lanes[i % lanes.length]!;
    const slot = Math.floor(i / lanes.length);
    const start = new Date(lane.startDate).getTime() + slot * lane.slotMinutes * MINUTE;
    const past = start < now.getTime();
    const patient = rnd.pick(byClinic.get(lane.clinicId)!);
    const outcome = rnd.next();
    tasks.push({
      id: id("task"),
      patientId: patient.id,
      taskType: "APPOINTMENT",
      taskTypeId: 1,
      status: past ? (outcome < 0.85 ? "COMPLETED" : outcome < 0.95 ? "MISSED" : "CANCELLED") : "SCHEDULED",
      name: lane.inventoryType === "Flu" ? "Flu vaccination" : "COVID-19 vaccination",
      goalName: "Vaccination",
      dueDate: new Date(start).toISOString(),
      locationId: lane.clinicId,
      clinicAppointmentId: lane.id,
      inventoryName: lane.manufacturer ?? undefined,
      serviceTypeId: lane.serviceTypeId,
      performerId: lane.host.id,
      createdAt: iso,
      ...(past && outcome < 0.85
        ? { currentStatus: "VACCINATION-COMPLETED", completedAt: new Date(start + 10 * MINUTE).toISOString() }
        : {}),
    });
  }

  // ---- surveys, and assessment and education tasks with their answers ------------------------
  const surveys: Survey[] = [];
  for (let s = 0; s < sizes.surveys; s++) {
    const topic = SURVEY_TOPICS[s % SURVEY_TOPICS.length]!;
    const questions: Question[] = Array.from({ length: 5 }, (_, rank) => ({
      id: id("question"),
      rank,
      text: `${topic}: question ${rank + 1}`,
      type: rank === 4 ? "TEXT" : "SINGLE_CHOICE",
      required: rank < 4,
      ...(rank === 4
        ? { maxLength: 500 }
        : {
            choices: ["Not at all", "Several days", "More than half the days", "Nearly every day"].map(
              (text, score) => ({ id: id("choice"), text, score }),
            ),
          }),
    }));
    surveys.push({
      id: id("survey"),
      name: s < SURVEY_TOPICS.length ? topic : `${topic} (${Math.floor(s / SURVEY_TOPICS.length) + 1})`,
      description: `${topic}, as the care team asks it.`,
      kind: "ASSESSMENT",
      isPublic: false,
      questions,
      // The networks' own, in turn (decision 033): no draw of the PRNG, so no other value moves.
      ...(administrators.length
        ? {
            organizationId: administrators[s % administrators.length]!.organizationId,
            ownerId: administrators[s % administrators.length]!.accountId,
            createdAt: iso,
            updatedAt: iso,
          }
        : {}),
    });
  }
  seed.surveys.push(...surveys);

  const reports: AssessmentReport[] = [];
  const answer = (patient: Patient, survey: Survey, taskId: string | null, at: Date): AssessmentReport => {
    const answers = survey.questions.map((q) =>
      q.choices ? { questionId: q.id, choiceIds: [rnd.pick(q.choices).id] } : { questionId: q.id },
    );
    const score = answers.reduce((sum, a, index) => {
      const chosen = survey.questions[index]!.choices?.find((c) => c.id === a.choiceIds?.[0]);
      return sum + (chosen?.score ?? 0);
    }, 0);
    return {
      id: id("report"),
      assessmentId: survey.id,
      assessmentName: survey.name,
      patientId: patient.id,
      taskId,
      score,
      answers: answers.filter((a) => a.choiceIds),
      dateCreated: at.toISOString(),
      accountId: null,
    };
  };
  const rest = sizes.tasks - tasks.length;
  for (let i = 0; i < rest; i++) {
    const patient = rnd.pick(bookable);
    const offset = rnd.int(-sizes.days, sizes.days);
    const due = new Date(now.getTime() + offset * 24 * 60 * MINUTE);
    const assessment = i % 3 !== 2;
    const answered = assessment && offset < 0 && reports.length < sizes.answers;
    const survey = surveys[i % surveys.length]!;
    const task: Task = {
      id: id("task"),
      patientId: patient.id,
      taskType: assessment ? "ASSESSMENT" : "EDUCATION",
      taskTypeId: assessment ? 2 : 3,
      status: answered ? "COMPLETED" : offset < 0 ? "MISSED" : "PENDING",
      name: assessment ? survey.name : "Staying well between visits",
      dueDate: due.toISOString(),
      createdAt: iso,
      ...(assessment ? { assessmentId: survey.id } : {}),
      ...(answered ? { completedAt: due.toISOString() } : {}),
    };
    tasks.push(task);
    if (answered) reports.push(answer(patient, survey, task.id, due));
  }
  // The rest of the answers came without a task: surveys patients answered from the app
  // (daily assessments and the like), spread over the past `days` days.
  while (reports.length < sizes.answers) {
    const patient = rnd.pick(bookable);
    const survey = surveys[reports.length % surveys.length]!;
    reports.push(
      answer(patient, survey, null, new Date(now.getTime() - rnd.int(1, sizes.days * 24) * 60 * MINUTE)),
    );
  }
  seed.tasks.push(...tasks);
  seed.assessmentReports.push(...reports);

  // ---- care plans ------------------------------------------------------------------------------
  // Each network has three templates (owned by one of its doctors); the rest of `carePlans` are
  // its patients' plans made from them, started over the past `days` days, with the progress of
  // that many days (a tenth of the past tasks missed). Each plan also lists the patient's own
  // assessment and education tasks (`taskIds`, the patient area's view of a plan).
  const tasksOf = new Map<string, string[]>();
  for (const task of tasks) {
    if (task.taskType === "APPOINTMENT") continue;
    const list = tasksOf.get(task.patientId) ?? [];
    list.push(task.id);
    tasksOf.set(task.patientId, list);
  }
  const templatesOf = new Map<string, FullCarePlan[]>();
  for (const root of new Set(rootOf.values())) {
    const doctor = clinics.find((c) => rootOf.get(c.id) === root);
    const owner = doctor ? (performersOf.get(doctor.id)?.[0]?.id ?? null) : null;
    const templates = VOLUME_TEMPLATES.map((blueprint) =>
      buildTemplate(blueprint, { organizationId: root, ownerId: owner }, id, now),
    );
    templates.forEach((t) => pushPlan(seed, t));
    templatesOf.set(root, templates);
  }
  const today = zonedDate(now, "UTC");
  const patientPlans = Math.max(0, sizes.carePlans - templatesOf.size * VOLUME_TEMPLATES.length);
  for (let i = 0; i < patientPlans; i++) {
    const patient = primaries[(i * 37) % primaries.length]!;
    const clinic = patient.organizations[0]!;
    const template = rnd.pick(templatesOf.get(rootOf.get(clinic)!)!);
    const plan = copyPlan(
      template,
      {
        kind: "patient",
        patientId: patient.id,
        organizationId: clinic,
        startDate: addDays(today, -rnd.int(0, sizes.days)),
      },
      id,
      now,
    );
    plan.plan.carePlanStatus = rnd.pick(CARE_PLAN_STATUSES);
    plan.plan.taskIds = (tasksOf.get(patient.id) ?? []).slice(0, 80);
    plan.plan.dateCreated = `${plan.plan.startDate}T12:00:00.000Z`;
    progress(plan, today, () => rnd.next() < 0.1);
    pushPlan(seed, plan);
  }
}

/** The patient groups of each volume network (decision 027): their names and where they meet. */
const VOLUME_GROUPS = [
  { name: "Retired Teachers", place: 0 },
  { name: "Farmworkers Cooperative", place: 1 },
  { name: "City Transit Employees", place: 2 },
] as const;

/**
 * Three patient groups under each volume network's root, each with every 40th of the network's
 * primary patients (over a hundred members: the group's member list pages) and served by the
 * network's first clinic. After every other record, so that no earlier id moves.
 */
export function addVolumePatientGroups(
  seed: Seed,
  { now, id }: { now: Date; id: (prefix: string) => string },
) {
  const byId = new Map(seed.organizations.map((o) => [o.id, o]));
  const rootOf = (orgId: string) => {
    let o = byId.get(orgId);
    while (o?.parentOrganizationId) o = byId.get(o.parentOrganizationId);
    return o;
  };
  for (const network of NETWORKS) {
    const root = seed.organizations.find((o) => o.name === network.name && o.parentOrganizationId === null);
    if (!root) continue;
    const clinic = seed.organizations.find((o) => o.type === "CLINIC" && rootOf(o.id) === root);
    const members = seed.patients.filter(
      (p) => !p.familyOf && p.organizations[0] !== undefined && rootOf(p.organizations[0]) === root,
    );
    VOLUME_GROUPS.forEach((spec, g) => {
      const place = CITIES[(spec.place + NETWORKS.indexOf(network) * 4) % CITIES.length]!;
      const group: Organization = {
        id: id("org"),
        name: `${network.short} ${spec.name}`,
        shortName: `${network.short}-G${g + 1}`,
        type: "GROUP",
        parentOrganizationId: root.id,
        isHeadquarter: false,
        timeZone: network.zone,
        address: usAddress(
          id,
          `${100 + g} ${STREETS[g % STREETS.length]!} Street`,
          place.city,
          place.state,
          place.zip,
          place.lat,
          place.lng,
        ),
        approvalStatus: "CONFIRMED",
        description: `${network.short} ${spec.name} — demo patient group`,
        departments: [],
        isOpen: true,
      };
      seed.organizations.push(group);
      members.forEach((p, i) => {
        if (i % 40 === g) p.organizations.push(group.id);
      });
      if (clinic)
        seed.clinicPatientGroups.push({
          groupId: group.id,
          clinicId: clinic.id,
          assignedAt: now.toISOString(),
        });
    });
  }
}
