import type { SeedContext } from "../seed";
import { addDays, zonedDate, zonedToUtc } from "../time";
import type { Address, Lane, Organization, Patient, State, Task } from "../types";
import type { Invoice, Question, QuestionType, ServiceType, Survey } from "../patient-area/types";

/** The patient area's shared rules, views and seed; its records are typed in patient-area/types.ts. */

// ---- rules shared by the patient routes ------------------------------------------------------

/** Letters (any script) with single hyphen, apostrophe or space separators, 1 to 40 characters. */
export const NAME_RULE = /^[\p{L}\p{M}]+(?:[-' ][\p{L}\p{M}]+)*$/u;
export const GENDERS = [
  "female",
  "male",
  "transgender-transfeminine",
  "transgender-transmasculine",
  "nonconforming",
  "other",
  "decline-to-state",
];
export const LANGUAGES = [
  "en-US",
  "es-MX",
  "ko-KR",
  "vi-VN",
  "zh-CN",
  "zh-TW",
  "ja-JP",
  "hi-IN",
  "gu-IN",
  "tl-PH",
];

/** The ten fields whose presence makes up the profile completeness (each counts 0.1). */
export function profileCompleteness(p: Patient): number {
  const filled = [
    p.firstName,
    p.lastName,
    p.dateOfBirth,
    p.gender,
    p.email,
    p.phoneNumber,
    p.address?.address1,
    p.address?.city,
    p.address?.state,
    p.address?.zipcode,
  ].filter((v) => typeof v === "string" && v.trim() !== "").length;
  return Math.round((filled / 10) * 100) / 100;
}

/** Coordinates of the zip codes the reference upstream knows (its "geocoder"). */
export const ZIP_CENTRES: Record<string, [number, number]> = {
  "02108": [42.3572, -71.0655],
  "02114": [42.3611, -71.0677],
  "02115": [42.3429, -71.0921],
  "02116": [42.3496, -71.0764],
  "02139": [42.3647, -71.1042],
  "02446": [42.3436, -71.1217],
  "02169": [42.2495, -71.0027],
  "01852": [42.6334, -71.3046],
  "01608": [42.2626, -71.8023],
  "02903": [41.8193, -71.4091],
  "60611": [41.8925, -87.6142],
  "85004": [33.4519, -112.0686],
  "75201": [32.7876, -96.7994],
};

export function geocode(address: Address): Address {
  const centre = ZIP_CENTRES[address.zipcode?.trim() ?? ""];
  const next: Address = { ...address };
  if (centre) {
    next.gpsLatitude = centre[0];
    next.gpsLongitude = centre[1];
  } else {
    delete next.gpsLatitude;
    delete next.gpsLongitude;
  }
  return next;
}

/** "MM/dd/yyyy" of a real date in the past (or today), else null. */
export function validPastDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, m, d, y] = match;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) return null;
  if (date.getTime() > Date.now() || Number(y) < 1900) return null;
  return value;
}

export function organizationName(state: State, id: string | undefined) {
  return state.organizations.find((o) => o.id === id)?.name ?? null;
}

/** The task as the documented calls answer: location with address and time zone, clinic resource. */
export function taskView(state: State, task: Task) {
  const clinic = task.locationId ? state.organizations.find((o) => o.id === task.locationId) : undefined;
  const patient = state.patients.find((p) => p.id === task.patientId);
  const lane = task.clinicAppointmentId
    ? state.lanes.find((l) => l.id === task.clinicAppointmentId)
    : undefined;
  return {
    id: task.id,
    patientId: task.patientId,
    patientName: patient ? `${patient.firstName} ${patient.lastName}` : null,
    taskType: task.taskType,
    taskTypeId: task.taskTypeId,
    status: task.status,
    currentStatus: task.currentStatus ?? null,
    name: task.name,
    goalName: task.goalName ?? null,
    dueDate: task.dueDate ?? null,
    location: clinic
      ? { id: clinic.id, name: clinic.name, address: clinic.address, timeZoneId: clinic.timeZone }
      : null,
    clinicAppointmentId: task.clinicAppointmentId ?? null,
    clinicAppointmentResource: lane
      ? {
          id: lane.id,
          startDate: lane.startDate,
          endDate: lane.endDate,
          inventoryType: lane.inventoryType ?? null,
          manufacturer: lane.manufacturer ?? null,
        }
      : null,
    additionalLaneId: task.additionalLaneId ?? null,
    inventoryName: task.inventoryName ?? null,
    serviceTypeId: task.serviceTypeId ?? null,
    testResult: task.testResult ?? null,
    assessmentId: task.assessmentId ?? null,
    invoiceId: task.invoiceId ?? null,
    performerId: task.performerId ?? null,
    education: task.education ?? null,
    dateCreated: task.createdAt,
    completedAt: task.completedAt ?? null,
    links: [],
  };
}

// ---- seed ------------------------------------------------------------------------------------

const SERVICE_TYPES: ServiceType[] = [
  {
    id: 1,
    name: "COVID-19 Vaccine",
    description: "A COVID-19 vaccination: first, second or third dose, or a booster.",
    price: "40.00",
    attributes: { free: true, vaccineType: "COVID" },
    translations: {
      "es-MX": {
        name: "Vacuna contra el COVID-19",
        description: "Una vacuna contra el COVID-19: primera, segunda o tercera dosis, o refuerzo.",
      },
    },
  },
  {
    id: 2,
    name: "Flu Shot",
    description: "The seasonal flu vaccination for everyone aged 6 months and over.",
    price: "25.00",
    attributes: { vaccineType: "Flu" },
    translations: {
      "es-MX": {
        name: "Vacuna contra la gripe",
        description: "La vacuna de temporada contra la gripe para mayores de 6 meses.",
      },
    },
  },
  {
    id: 3,
    name: "Flu Shot for Seniors",
    description: "A higher-dose flu vaccination for people aged 65 and over, free of charge.",
    price: "65.00",
    attributes: { free: true, vaccineType: "Flu" },
    translations: {
      "es-MX": {
        name: "Vacuna contra la gripe para mayores",
        description: "Una vacuna contra la gripe de dosis alta para mayores de 65 años, sin costo.",
      },
    },
  },
];

function choice(id: (p: string) => string, text: string, score = 0) {
  return { id: id("choice"), text, score };
}

function seedSurveys(id: (p: string) => string): Survey[] {
  const yesNo = () => [choice(id, "Yes", 1), choice(id, "No", 0)];
  let rank = 0;
  const q = (
    text: string,
    type: QuestionType,
    required: boolean,
    extra: Partial<Question> = {},
  ): Question => ({ id: id("question"), rank: rank++, text, type, required, ...extra });
  const previsit: Survey = {
    id: id("survey"),
    name: "Pre-visit health questionnaire",
    description: "A few questions before your appointment, so the clinic can prepare.",
    kind: "ASSESSMENT",
    isPublic: false,
    questions: [
      q("How are you feeling today?", "SINGLE_CHOICE", true, {
        choices: [choice(id, "Well", 0), choice(id, "Unwell", 2), choice(id, "Not sure", 1)],
      }),
      q("Do you have any allergies to vaccines or medicines?", "YES_NO", true, { choices: yesNo() }),
      q("Which of these have you had in the last 14 days?", "MULTIPLE_CHOICE", true, {
        choices: [
          choice(id, "Fever", 2),
          choice(id, "Cough", 1),
          choice(id, "Sore throat", 1),
          choice(id, "Tiredness", 1),
          choice(id, "None of these", 0),
        ],
      }),
      q("What is your temperature today, in °F?", "NUMBER", true, { minValue: 90, maxValue: 110 }),
      q("How many doses of a COVID-19 vaccine have you had?", "NUMBER", true, { minValue: 0, maxValue: 10 }),
      q("When was your last vaccination?", "DATE", false),
      q("On a scale of 1 to 5, how nervous are you about needles?", "SCALE", true, {
        minValue: 1,
        maxValue: 5,
      }),
      q("Is there anything else the clinic should know?", "TEXT", false, { maxLength: 500 }),
    ],
  };
  rank = 0;
  const screening: Survey = {
    id: id("survey"),
    name: "Patient screening",
    description: "Check whether you can book a vaccination or test appointment.",
    kind: "SCREENING",
    isPublic: true,
    questions: [
      q("In the last 10 days, have you tested positive for COVID-19?", "YES_NO", true, { choices: yesNo() }),
      q("Do you have a fever of 100.4 °F or higher today?", "YES_NO", true, { choices: yesNo() }),
      q("Have you ever had a severe allergic reaction to a vaccine?", "YES_NO", true, { choices: yesNo() }),
      q("Are you feeling unwell today?", "YES_NO", true, { choices: yesNo() }),
    ],
  };
  return [previsit, screening];
}

const EXTRA_CLINICS = [
  {
    name: "Beacon Hill Health Center",
    short: "Beacon Hill",
    address1: "25 Charles Street",
    city: "Boston",
    state: "MA",
    zip: "02108",
    lat: 42.357,
    lng: -71.07,
    jj: false,
  },
  {
    name: "Cambridge Vaccination Site",
    short: "Cambridge",
    address1: "500 Massachusetts Avenue",
    city: "Cambridge",
    state: "MA",
    zip: "02139",
    lat: 42.3663,
    lng: -71.105,
    jj: true,
  },
  {
    name: "Brookline Family Clinic",
    short: "Brookline",
    address1: "10 Harvard Street",
    city: "Brookline",
    state: "MA",
    zip: "02446",
    lat: 42.342,
    lng: -71.121,
    jj: false,
  },
  {
    name: "Quincy Community Clinic",
    short: "Quincy",
    address1: "1250 Hancock Street",
    city: "Quincy",
    state: "MA",
    zip: "02169",
    lat: 42.251,
    lng: -71.003,
    jj: true,
  },
  {
    name: "Lowell Health Clinic",
    short: "Lowell",
    address1: "30 Merrimack Street",
    city: "Lowell",
    state: "MA",
    zip: "01852",
    lat: 42.645,
    lng: -71.311,
    jj: false,
  },
  {
    name: "Worcester Regional Clinic",
    short: "Worcester",
    address1: "100 Front Street",
    city: "Worcester",
    state: "MA",
    zip: "01608",
    lat: 42.2626,
    lng: -71.8023,
    jj: false,
  },
  {
    name: "Providence Harbor Clinic",
    short: "Providence",
    address1: "75 Westminster Street",
    city: "Providence",
    state: "RI",
    zip: "02903",
    lat: 41.824,
    lng: -71.4128,
    jj: false,
  },
] as const;

const LANE_PLAN = [
  { start: "08:00", end: "12:00", inventoryType: "COVID", manufacturer: "Pfizer", serviceTypeId: 1 },
  { start: "09:00", end: "12:00", inventoryType: "Flu", manufacturer: "Sanofi", serviceTypeId: 2 },
  { start: "13:00", end: "16:30", inventoryType: null, manufacturer: "Moderna", serviceTypeId: 1 },
  { start: "13:00", end: "16:00", inventoryType: "COVID", manufacturer: "Johnson&Johnson", serviceTypeId: 1 },
] as const;

export const DEMO_REGISTRATION_CODE = "DEMO-2026";

const EDUCATION = [
  {
    name: "Getting ready for your vaccination",
    title: "Getting ready for your vaccination",
    summary: "What to bring and how to prepare for your appointment.",
    body: "Bring a photo ID and your insurance card if you have one. Wear a short-sleeved shirt. Eat something beforehand and drink water. Arrive five minutes early; the whole visit takes about 30 minutes, including 15 minutes of rest after the shot.",
  },
  {
    name: "After your vaccination",
    title: "After your vaccination",
    summary: "Common reactions and when to call a doctor.",
    body: "A sore arm, tiredness, headache or a mild fever for a day or two are common and show your body is building protection. Rest and drink fluids. Call a doctor if redness or pain grows after 24 hours, or if side effects last more than a few days. Call 911 for trouble breathing or swelling of the face and throat.",
  },
];

/** The patient-side care plan, tasks and test results of one patient (demo or test fixture). */
export function seedPatientRecords(
  state: State,
  patient: Patient,
  id: (prefix: string) => string,
  now: Date,
  options: {
    results?: boolean;
    assessment?: boolean;
    education?: boolean;
    pendingFlu?: boolean;
    vaccinated?: boolean;
    upcoming?: boolean;
  },
) {
  const clinic =
    state.organizations.find((o) => o.name === "Riverside Community Clinic") ??
    state.organizations.find((o) => o.type === "CLINIC")!;
  const iso = now.toISOString();
  const daysAgo = (n: number, time = "10:00") =>
    zonedToUtc(addDays(zonedDate(now, clinic.timeZone), -n), time, clinic.timeZone).toISOString();
  const base = {
    patientId: patient.id,
    taskType: "APPOINTMENT" as const,
    taskTypeId: 1,
    createdAt: iso,
    locationId: clinic.id,
  };
  const created: Task[] = [];

  if (options.results) {
    const values = [0, 1, -1, 2];
    values.forEach((value, index) => {
      created.push({
        ...base,
        id: id("task"),
        status: "COMPLETED",
        name: "COVID-19 PCR test",
        goalName: "Testing",
        dueDate: daysAgo(20 - index * 6, "11:00"),
        testResult: value,
        completedAt: daysAgo(20 - index * 6, "11:15"),
      });
    });
  }
  if (options.vaccinated) {
    created.push({
      ...base,
      id: id("task"),
      status: "COMPLETED",
      currentStatus: "VACCINATION-COMPLETED",
      name: "COVID-19 vaccination",
      goalName: "Vaccination",
      dueDate: daysAgo(60, "09:00"),
      inventoryName: "Pfizer",
      serviceTypeId: 1,
      completedAt: daysAgo(60, "09:20"),
    });
    const flu: Task = {
      ...base,
      id: id("task"),
      status: "COMPLETED",
      currentStatus: "VACCINATION-COMPLETED",
      name: "Flu vaccination",
      goalName: "Vaccination",
      dueDate: daysAgo(30, "10:30"),
      inventoryName: "Sanofi",
      serviceTypeId: 2,
      completedAt: daysAgo(30, "10:45"),
    };
    const invoice: Invoice = {
      id: id("invoice"),
      number: `INV-${flu.id.slice(-5).toUpperCase()}`,
      patientId: patient.id,
      taskId: flu.id,
      serviceTypeId: 2,
      description: "Flu Shot",
      amount: "25.00",
      createdAt: flu.dueDate!,
      refunded: false,
    };
    flu.invoiceId = invoice.id;
    state.invoices.push(invoice);
    created.push(flu);
  }
  if (options.upcoming) {
    const day = addDays(zonedDate(now, clinic.timeZone), 3);
    const lane = state.lanes.find(
      (l) =>
        l.clinicId === clinic.id &&
        l.inventoryType === "COVID" &&
        l.manufacturer === "Pfizer" &&
        zonedDate(new Date(l.startDate), clinic.timeZone) === day,
    );
    if (lane) {
      created.push({
        ...base,
        id: id("task"),
        status: "SCHEDULED",
        name: "COVID-19 vaccination",
        goalName: "Vaccination",
        dueDate: new Date(new Date(lane.startDate).getTime() + 90 * 60_000).toISOString(),
        clinicAppointmentId: lane.id,
        inventoryName: lane.manufacturer ?? undefined,
        serviceTypeId: 1,
        performerId: lane.host.id,
      });
    }
  }
  if (options.pendingFlu) {
    created.push({
      patientId: patient.id,
      taskType: "APPOINTMENT",
      taskTypeId: 1,
      createdAt: iso,
      id: id("task"),
      status: "PENDING",
      currentStatus: "BOOK-APPOINTMENT",
      name: "Flu vaccination",
      goalName: "Vaccination",
      serviceTypeId: 2,
    });
  }
  const planTaskIds: string[] = [];
  if (options.assessment) {
    const survey = state.surveys.find((s) => s.kind === "ASSESSMENT");
    if (survey) {
      const task: Task = {
        patientId: patient.id,
        taskType: "ASSESSMENT",
        taskTypeId: 2,
        createdAt: iso,
        id: id("task"),
        status: "PENDING",
        name: survey.name,
        goalName: "Before your visit",
        assessmentId: survey.id,
      };
      created.push(task);
      planTaskIds.push(task.id);
    }
  }
  if (options.education) {
    for (const item of EDUCATION) {
      const task: Task = {
        patientId: patient.id,
        taskType: "EDUCATION",
        taskTypeId: 3,
        createdAt: iso,
        id: id("task"),
        status: "ACTIVE",
        name: item.name,
        goalName: "Learn",
        education: { title: item.title, summary: item.summary, body: item.body },
      };
      created.push(task);
      planTaskIds.push(task.id);
    }
  }
  state.tasks.push(...created);
  if (planTaskIds.length) {
    const start = zonedDate(now, clinic.timeZone);
    const [y, m, d] = start.split("-");
    state.carePlans.push({
      id: id("careplan"),
      name: "Vaccination and testing plan",
      patientId: patient.id,
      carePlanStatus: options.results ? "AwaitingTestResults" : "AwaitingTesting",
      startDate: `${m}/${d}/${y}`,
      durationWeeks: 6,
      taskIds: planTaskIds,
      usedTemplateId: null,
    });
  }
  return created;
}

export function seedPatientArea(state: State, context: SeedContext) {
  const { id, now } = context;
  state.serviceTypes = structuredClone(SERVICE_TYPES);
  state.surveys = seedSurveys(id);

  const main = state.organizations.find((o) => o.parentOrganizationId === null)!;
  main.invitationCode = DEMO_REGISTRATION_CODE;
  main.canRegisterIndividuals = true;
  const north =
    state.organizations.find(
      (o) => o.parentOrganizationId === main.id && o.timeZone === "America/New_York",
    ) ?? main;

  // More clinics around Boston, at varied distances from the demo patient (77 Beacon Street).
  const clinics: Organization[] = EXTRA_CLINICS.map((c) => ({
    id: id("org"),
    name: c.name,
    shortName: c.short,
    type: "CLINIC",
    parentOrganizationId: north.id,
    isHeadquarter: false,
    timeZone: "America/New_York",
    address: {
      id: id("addr"),
      address1: c.address1,
      city: c.city,
      state: c.state,
      zipcode: c.zip,
      country: "United States",
      gpsLatitude: c.lat,
      gpsLongitude: c.lng,
    },
    approvalStatus: "CONFIRMED",
    description: `${c.name} — demo clinic`,
    departments: [],
    isOpen: true,
  }));
  state.organizations.push(...clinics);

  const lanes: Lane[] = [];
  clinics.forEach((clinic, clinicIndex) => {
    const today = zonedDate(now, clinic.timeZone);
    for (let day = 0; day < 21; day++) {
      const date = addDays(today, day);
      LANE_PLAN.forEach((plan, laneIndex) => {
        if (laneIndex === 3 && !EXTRA_CLINICS[clinicIndex]!.jj) return;
        const host = state.performers[(clinicIndex + laneIndex) % state.performers.length]!;
        lanes.push({
          id: id("lane"),
          organizationId: main.id,
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
        });
      });
    }
  });
  state.lanes.push(...lanes);

  // The demo patient: a complete profile, test results of every kind, a care plan with an
  // assessment and education, an upcoming and an unbooked appointment, past vaccinations.
  for (const patient of state.patients) patient.profileCompleteness = profileCompleteness(patient);
  const account = state.accounts.find((a) => a.username === "patient@demo.test");
  const demo = state.patients.find((p) => p.id === account?.patientId);
  if (demo) {
    seedPatientRecords(state, demo, id, now, {
      results: true,
      assessment: true,
      education: true,
      pendingFlu: true,
      vaccinated: true,
      upcoming: true,
    });
    const child = state.patients.find((p) => p.familyOf === demo.id);
    if (child) seedPatientRecords(state, child, id, now, { upcoming: true });
  }
}
