import { addDays, zonedDate, zonedToUtc } from "../time";
import { usAddress } from "../gazetteer";
import { laneArray } from "../lanes/repo";
import { organizationArray } from "../organizations/repo";
import type { Lane, Organization, Seed } from "../types";
import { seedPatientRecords } from "./patient-records";
import { profileCompleteness } from "./profile-rules";
import type { Question, QuestionType, ServiceType, Survey } from "./types";

/**
 * The patient area's part of the seed: its service types and surveys, seven more clinics around
 * the demo patient with their lanes, the registration code, and the demo family's records.
 */

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

/** Clinics around Boston: [name, short name, a J&J lane], [street, city, state, ZIP, latitude, longitude]. */
const EXTRA_CLINICS = [
  [
    ["Beacon Hill Health Center", "Beacon Hill", false],
    ["25 Charles Street", "Boston", "MA", "02108", 42.357, -71.07],
  ],
  [
    ["Cambridge Vaccination Site", "Cambridge", true],
    ["500 Massachusetts Avenue", "Cambridge", "MA", "02139", 42.3663, -71.105],
  ],
  [
    ["Brookline Family Clinic", "Brookline", false],
    ["10 Harvard Street", "Brookline", "MA", "02446", 42.342, -71.121],
  ],
  [
    ["Quincy Community Clinic", "Quincy", true],
    ["1250 Hancock Street", "Quincy", "MA", "02169", 42.251, -71.003],
  ],
  [
    ["Lowell Health Clinic", "Lowell", false],
    ["30 Merrimack Street", "Lowell", "MA", "01852", 42.645, -71.311],
  ],
  [
    ["Worcester Regional Clinic", "Worcester", false],
    ["100 Front Street", "Worcester", "MA", "01608", 42.2626, -71.8023],
  ],
  [
    ["Providence Harbor Clinic", "Providence", false],
    ["75 Westminster Street", "Providence", "RI", "02903", 41.824, -71.4128],
  ],
] as const;

const LANE_PLAN = [
  { start: "08:00", end: "12:00", inventoryType: "COVID", manufacturer: "Pfizer", serviceTypeId: 1 },
  { start: "09:00", end: "12:00", inventoryType: "Flu", manufacturer: "Sanofi", serviceTypeId: 2 },
  { start: "13:00", end: "16:30", inventoryType: null, manufacturer: "Moderna", serviceTypeId: 1 },
  { start: "13:00", end: "16:00", inventoryType: "COVID", manufacturer: "Johnson&Johnson", serviceTypeId: 1 },
] as const;

export const DEMO_REGISTRATION_CODE = "DEMO-2026";

export function seedPatientArea(state: Seed, { id, now }: { id: (prefix: string) => string; now: Date }) {
  // The patient area's own collections, which the store keeps in tables (db/patient-area.ts).
  const records: Pick<Seed, "serviceTypes" | "surveys" | "invoices" | "carePlans" | "patientFiles"> = state;
  records.serviceTypes.push(...structuredClone(SERVICE_TYPES));
  const surveys = seedSurveys(id);
  records.surveys.push(...surveys);
  const assessment = surveys.find((s) => s.kind === "ASSESSMENT");

  const main = state.organizations.find((o) => o.parentOrganizationId === null)!;
  main.invitationCode = DEMO_REGISTRATION_CODE;
  main.canRegisterIndividuals = true;
  const north =
    state.organizations.find(
      (o) => o.parentOrganizationId === main.id && o.timeZone === "America/New_York",
    ) ?? main;

  // More clinics around Boston, at varied distances from the demo patient (77 Beacon Street).
  const clinics: Organization[] = EXTRA_CLINICS.map(
    ([[name, shortName], [address1, city, state, zipcode, lat, lng]]) => ({
      id: id("org"),
      name,
      shortName,
      type: "CLINIC",
      parentOrganizationId: north.id,
      isHeadquarter: false,
      timeZone: "America/New_York",
      address: usAddress(id, address1, city, state, zipcode, lat, lng),
      approvalStatus: "CONFIRMED",
      description: `${name} — demo clinic`,
      departments: [],
      isOpen: true,
    }),
  );
  state.organizations.push(...clinics);

  const lanes: Lane[] = [];
  clinics.forEach((clinic, clinicIndex) => {
    const today = zonedDate(now, clinic.timeZone);
    for (let day = 0; day < 21; day++) {
      const date = addDays(today, day);
      LANE_PLAN.forEach((plan, laneIndex) => {
        if (laneIndex === 3 && !EXTRA_CLINICS[clinicIndex]![0][2]) return;
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

  // The demo patient: a complete profile, test results of every kind and a home test to report,
  // a care plan with an assessment and education, an upcoming and an unbooked appointment, past vaccinations.
  for (const patient of state.patients) patient.profileCompleteness = profileCompleteness(patient);
  const account = state.accounts.find((a) => a.username === "patient@demo.test");
  const demo = state.patients.find((p) => p.id === account?.patientId);
  if (demo) {
    const orgs = organizationArray(state.organizations);
    const own = seedPatientRecords(laneArray(state.lanes), orgs, assessment, demo, id, now, {
      results: true,
      assessment: true,
      education: true,
      pendingFlu: true,
      vaccinated: true,
      upcoming: true,
      homeTest: true,
    });
    const child = state.patients.find((p) => p.familyOf === demo.id);
    const family = child
      ? [
          seedPatientRecords(laneArray(state.lanes), orgs, assessment, child, id, now, {
            upcoming: true,
          }),
        ]
      : [];
    for (const { tasks, invoices, carePlans, files } of [own, ...family]) {
      state.tasks.push(...tasks);
      records.invoices.push(...invoices);
      records.carePlans.push(...carePlans);
      records.patientFiles.push(...files);
    }
  }
}
