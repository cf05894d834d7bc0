import type { FullCarePlan } from "./repo";
import { addDays, zonedDate } from "../time";
import type { Organization, Seed } from "../types";
import { copyPlan, dueDate } from "./copy";
import {
  TASK_TYPES,
  type CarePlanTask,
  type PlanTaskStatus,
  type TaskTypeName,
  type TherapyType,
} from "./types";

/**
 * The care plan seed (README "Care plans"): 30 therapy types, templates for the demo and Harbor
 * trees, three demo patients on plans made from them, and the blueprints the volume seed builds
 * its networks' plans from. Hand-made and deterministic; the fixed lists (care plan, observation
 * and sub types) are migration 020's.
 */

interface TaskBlueprint {
  name: string;
  type: TaskTypeName;
  week: number;
  /** A therapy type's name (THERAPY). */
  therapy?: string;
  /** [observation type id, target]. */
  observe?: Array<[string, string | null]>;
  subtasks?: TaskBlueprint[];
  /** Performed by the plan's owner. */
  byOwner?: boolean;
  count?: number;
}

interface GoalBlueprint {
  name: string;
  tasks: TaskBlueprint[];
}

export interface TemplateBlueprint {
  name: string;
  description: string;
  carePlanTypeId: string;
  weeks: number;
  isPublic?: boolean;
  /** The service type that comes with this plan (getServiceTypesWithCarePlans). */
  serviceTypeId?: number;
  goals: GoalBlueprint[];
}

/** How often a therapy is done, where it says. */
type Often = Partial<Pick<TherapyType, "weekly" | "daily" | "eachTime" | "eachSet" | "weekDays">>;

/** The therapy types: name, task type, description, and how often. */
const THERAPY: Array<[name: string, type: TaskTypeName, description: string, often?: Often]> = [
  ["Primary care visit", "APPOINTMENT", "An in-person visit with the primary care team."],
  ["Cardiology consult", "APPOINTMENT", "A visit with a cardiologist."],
  ["Physical therapy session", "APPOINTMENT", "A supervised physical therapy session.", { weekly: 2 }],
  ["Lab draw", "APPOINTMENT", "Blood work at the clinic's lab."],
  ["Blood glucose log", "ASSESSMENT", "Fasting glucose, logged each morning.", { daily: 1 }],
  ["Blood pressure log", "ASSESSMENT", "Two readings a day, seated.", { daily: 2 }],
  ["PHQ-9 check-in", "ASSESSMENT", "The nine-question depression screening.", { weekly: 1 }],
  ["Pain diary", "ASSESSMENT", "Pain from 0 to 10, each evening.", { daily: 1 }],
  ["Diabetes basics", "EDUCATION", "What blood sugar is and how to keep it in range."],
  ["Heart-healthy living", "EDUCATION", "Food, movement and sleep for a healthy heart."],
  ["Medication safety", "EDUCATION", "Taking medicines as prescribed, and what to avoid."],
  ["Recovery at home", "EDUCATION", "Caring for a wound and knowing when to call."],
  ["Sleep hygiene", "EDUCATION", "Habits for better sleep."],
  ["Metformin 500 mg", "MEDICATION", "With breakfast and dinner.", { daily: 2 }],
  ["Lisinopril 10 mg", "MEDICATION", "Once a day, in the morning.", { daily: 1 }],
  ["Atorvastatin 20 mg", "MEDICATION", "Once a day, in the evening.", { daily: 1 }],
  ["Aspirin 81 mg", "MEDICATION", "Once a day with food.", { daily: 1 }],
  [
    "Brisk walking",
    "EXERCISE",
    "Thirty minutes at a pace that raises the heart rate.",
    { weekly: 5, daily: 1, eachTime: 30, weekDays: ["MON", "TUE", "WED", "THU", "FRI"] },
  ],
  [
    "Knee range of motion",
    "EXERCISE",
    "Heel slides and knee bends.",
    {
      weekly: 7,
      daily: 3,
      eachTime: 10,
      eachSet: 3,
      weekDays: ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"],
    },
  ],
  [
    "Resistance bands",
    "EXERCISE",
    "Leg presses and rows with a light band.",
    { weekly: 3, eachTime: 12, eachSet: 2, weekDays: ["MON", "WED", "FRI"] },
  ],
  [
    "Stationary cycling",
    "EXERCISE",
    "Low resistance, steady pace.",
    { weekly: 3, eachTime: 20, weekDays: ["TUE", "THU", "SAT"] },
  ],
  [
    "Chair yoga",
    "EXERCISE",
    "Gentle stretches, seated.",
    { weekly: 2, eachTime: 15, weekDays: ["WED", "SUN"] },
  ],
  ["Low-carb meal plan", "FOOD", "Fewer refined carbohydrates at every meal.", { daily: 3 }],
  ["DASH diet", "FOOD", "Vegetables, fruit and low-fat dairy; less salt.", { daily: 3 }],
  ["Hydration goal", "FOOD", "Eight glasses of water a day.", { daily: 8 }],
  ["Low-sodium plan", "FOOD", "Under 2,000 mg of sodium a day.", { daily: 3 }],
  ["Nurse follow-up call", "TEAM_TASK", "A nurse calls the patient to review progress."],
  ["Care coordinator review", "TEAM_TASK", "The coordinator reviews the plan with the team."],
  ["Pharmacist review", "TEAM_TASK", "A pharmacist reviews the medicines."],
  ["Social work referral", "TEAM_TASK", "A referral to social work for support at home."],
];

/** Therapy type ids are fixed (`therapy-01` …), so the volume seed can name them too. */
export function therapyId(name: string): string {
  const index = THERAPY.findIndex(([therapy]) => therapy === name);
  if (index < 0) throw new Error(`No seeded therapy type "${name}"`);
  return `therapy-${String(index + 1).padStart(2, "0")}`;
}

export function seedTherapyTypes(now: Date): TherapyType[] {
  return THERAPY.map(([name, type, description, often = {}], index) => ({
    id: therapyId(name),
    name,
    description,
    taskTypeId: TASK_TYPES.indexOf(type) + 1,
    entityType: null,
    entityId: null,
    weekly: often.weekly ?? null,
    daily: often.daily ?? null,
    eachTime: often.eachTime ?? null,
    eachSet: often.eachSet ?? null,
    weekDays: often.weekDays ?? [],
    image: index % 5 === 0 ? `/images/therapy/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.png` : null,
    attachments: [],
    dateCreated: now.toISOString(),
  }));
}

/**
 * The observation types the plans' goals name: master data's (issue 38; `seedMasterData` seeds
 * them under these ids), so a goal keeps its type's name as the calls do.
 */
export const OBSERVATION_TYPES: ReadonlyArray<readonly [id: string, name: string, description: string]> = [
  ["obt-1", "Blood pressure, systolic", "In mmHg"],
  ["obt-2", "Heart rate", "Beats per minute"],
  ["obt-3", "Body weight", "In pounds"],
  ["obt-4", "Blood glucose", "Fasting or random, in mg/dL"],
  ["obt-5", "Body temperature", "In degrees Fahrenheit"],
  ["obt-6", "Steps", "Steps walked in a day"],
  ["obt-7", "Pain score", "From 0 (none) to 10 (worst)"],
  ["obt-8", "COVID-19 lab test", "Positive or negative, from the laboratory"],
];
const observationTypeName = (id: string) => OBSERVATION_TYPES.find(([typeId]) => typeId === id)?.[1] ?? null;

const GLUCOSE = "obt-4";
const SYSTOLIC = "obt-1";
const HEART_RATE = "obt-2";
const WEIGHT = "obt-3";
const PAIN = "obt-7";

export const DIABETES: TemplateBlueprint = {
  name: "Diabetes management",
  description: "Twelve weeks to bring blood glucose into range and keep it there.",
  carePlanTypeId: "cpt-1",
  weeks: 12,
  goals: [
    {
      name: "Stabilize blood glucose",
      tasks: [
        { name: "Metformin 500 mg", type: "MEDICATION", week: 1, therapy: "Metformin 500 mg" },
        {
          name: "Log fasting glucose",
          type: "ASSESSMENT",
          week: 1,
          therapy: "Blood glucose log",
          observe: [[GLUCOSE, "130"]],
        },
        { name: "Low-carb meal plan", type: "FOOD", week: 2, therapy: "Low-carb meal plan" },
      ],
    },
    {
      name: "Build activity habits",
      tasks: [
        {
          name: "Brisk walking",
          type: "EXERCISE",
          week: 1,
          therapy: "Brisk walking",
          observe: [["obt-6", "7000"]],
          subtasks: [{ name: "Stretch before walking", type: "EXERCISE", week: 1 }],
        },
        { name: "Diabetes basics", type: "EDUCATION", week: 2, therapy: "Diabetes basics" },
      ],
    },
    {
      name: "Care team check-ins",
      tasks: [
        {
          name: "Nurse follow-up call",
          type: "TEAM_TASK",
          week: 1,
          therapy: "Nurse follow-up call",
          byOwner: true,
        },
        { name: "Endocrinology visit", type: "APPOINTMENT", week: 4, therapy: "Primary care visit" },
      ],
    },
  ],
};

export const HYPERTENSION: TemplateBlueprint = {
  name: "Hypertension follow-up",
  description: "Eight weeks of home readings, medicine and habits that lower blood pressure.",
  carePlanTypeId: "cpt-1",
  weeks: 8,
  isPublic: true,
  goals: [
    {
      name: "Lower blood pressure",
      tasks: [
        { name: "Lisinopril 10 mg", type: "MEDICATION", week: 1, therapy: "Lisinopril 10 mg" },
        {
          name: "Home blood pressure log",
          type: "ASSESSMENT",
          week: 1,
          therapy: "Blood pressure log",
          observe: [
            [SYSTOLIC, "130"],
            [HEART_RATE, null],
          ],
        },
      ],
    },
    {
      name: "Healthy habits",
      tasks: [
        { name: "DASH diet", type: "FOOD", week: 2, therapy: "DASH diet" },
        { name: "Stationary cycling", type: "EXERCISE", week: 3, therapy: "Stationary cycling" },
        {
          name: "Pharmacist review",
          type: "TEAM_TASK",
          week: 4,
          therapy: "Pharmacist review",
          byOwner: true,
        },
      ],
    },
  ],
};

export const KNEE: TemplateBlueprint = {
  name: "Knee replacement recovery",
  description: "Six weeks of exercises, pain control and follow-up after a knee replacement.",
  carePlanTypeId: "cpt-2",
  weeks: 6,
  goals: [
    {
      name: "Regain mobility",
      tasks: [
        {
          name: "Knee range of motion",
          type: "EXERCISE",
          week: 1,
          therapy: "Knee range of motion",
          subtasks: [{ name: "Ice after exercises", type: "EXERCISE", week: 1 }],
        },
        { name: "Resistance bands", type: "EXERCISE", week: 3, therapy: "Resistance bands" },
      ],
    },
    {
      name: "Manage pain",
      tasks: [
        { name: "Pain medication schedule", type: "MEDICATION", week: 1, therapy: "Aspirin 81 mg" },
        { name: "Pain diary", type: "ASSESSMENT", week: 1, therapy: "Pain diary", observe: [[PAIN, "3"]] },
      ],
    },
    {
      name: "Follow-up",
      tasks: [
        {
          name: "Physical therapy session",
          type: "APPOINTMENT",
          week: 2,
          therapy: "Physical therapy session",
          count: 2,
        },
        {
          name: "Care coordinator review",
          type: "TEAM_TASK",
          week: 5,
          therapy: "Care coordinator review",
          byOwner: true,
        },
      ],
    },
  ],
};

export const PREVENTION: TemplateBlueprint = {
  name: "Healthy heart prevention",
  description: "Four weeks to learn your numbers and move more.",
  carePlanTypeId: "cpt-3",
  weeks: 4,
  // Given with the seniors' flu shot: the season's visit is when older patients' hearts are checked.
  serviceTypeId: 3,
  goals: [
    {
      name: "Know your numbers",
      tasks: [
        { name: "Lab draw", type: "APPOINTMENT", week: 1, therapy: "Lab draw" },
        { name: "Weight check", type: "ASSESSMENT", week: 1, observe: [[WEIGHT, null]] },
      ],
    },
    {
      name: "Move more",
      tasks: [
        { name: "Brisk walking", type: "EXERCISE", week: 1, therapy: "Brisk walking" },
        { name: "Heart-healthy living", type: "EDUCATION", week: 2, therapy: "Heart-healthy living" },
        { name: "Sleep hygiene", type: "EDUCATION", week: 3, therapy: "Sleep hygiene" },
      ],
    },
  ],
};

/** The benchmarks' large template: 12 goals, 80 tasks over 12 weeks. */
export const CARDIAC_REHAB_NAME = "Cardiac rehab (12 goals)";
function cardiacRehab(): TemplateBlueprint {
  const kinds: Array<[TaskTypeName, string]> = [
    ["EXERCISE", "Stationary cycling"],
    ["ASSESSMENT", "Blood pressure log"],
    ["MEDICATION", "Atorvastatin 20 mg"],
    ["EDUCATION", "Heart-healthy living"],
    ["FOOD", "Low-sodium plan"],
    ["APPOINTMENT", "Cardiology consult"],
    ["TEAM_TASK", "Care coordinator review"],
  ];
  let n = 0;
  const goals = Array.from({ length: 12 }, (_, g) => ({
    name: `Phase ${g + 1}: ${["Monitor", "Move", "Medicate", "Learn"][g % 4]}`,
    tasks: Array.from({ length: g < 8 ? 7 : 6 }, () => {
      const [type, therapy] = kinds[n % kinds.length]!;
      n += 1;
      return { name: `${therapy} ${n}`, type, week: (n % 12) + 1, therapy };
    }),
  }));
  return {
    name: CARDIAC_REHAB_NAME,
    description: "Twelve weeks of supervised cardiac rehabilitation.",
    carePlanTypeId: "cpt-2",
    weeks: 12,
    goals,
  };
}

export const HARBOR_TEMPLATE: TemplateBlueprint = {
  name: "Harbor post-discharge follow-up",
  description: "Four weeks of check-ins after a hospital stay.",
  carePlanTypeId: "cpt-2",
  weeks: 4,
  goals: [
    {
      name: "Safe at home",
      tasks: [
        { name: "Recovery at home", type: "EDUCATION", week: 1, therapy: "Recovery at home" },
        {
          name: "Nurse follow-up call",
          type: "TEAM_TASK",
          week: 1,
          therapy: "Nurse follow-up call",
          byOwner: true,
        },
      ],
    },
    {
      name: "Medicines reviewed",
      tasks: [{ name: "Pharmacist review", type: "TEAM_TASK", week: 2, therapy: "Pharmacist review" }],
    },
  ],
};

/** A template from a blueprint: goals in order, tasks ranked in their goal, subtasks after their parent. */
export function buildTemplate(
  blueprint: TemplateBlueprint,
  where: { organizationId: string; ownerId: string | null },
  id: (prefix: string) => string,
  now: Date,
): FullCarePlan {
  const dateCreated = now.toISOString();
  const planId = id("careplan");
  const plan = {
    id: planId,
    name: blueprint.name,
    description: blueprint.description,
    organizationId: where.organizationId,
    ownerId: where.ownerId,
    patientId: null,
    isTemplate: true,
    isPublic: blueprint.isPublic ?? false,
    usedTemplateId: null,
    carePlanTypeId: blueprint.carePlanTypeId,
    serviceTypeId: blueprint.serviceTypeId ?? null,
    duration: blueprint.weeks * 7,
    startDate: null,
    carePlanStatus: null,
    taskIds: [],
    dateCreated,
  };
  const goals: FullCarePlan["goals"] = [];
  const tasks: CarePlanTask[] = [];
  blueprint.goals.forEach((g, goalRank) => {
    const goal = { id: id("goal"), carePlanId: planId, name: g.name, goalStatus: "ACTIVE", rank: goalRank };
    goals.push(goal);
    let rank = 0;
    const add = (t: TaskBlueprint, parentTaskId: string | null) => {
      const task: CarePlanTask = {
        id: id("ptask"),
        carePlanId: planId,
        goalId: goal.id,
        parentTaskId,
        name: t.name,
        taskTypeId: TASK_TYPES.indexOf(t.type) + 1,
        week: t.week,
        rank: rank++,
        status: "PENDING",
        count: t.count ?? 1,
        serviceTypeId: null,
        therapyTypeId: t.therapy ? therapyId(t.therapy) : null,
        locationId: null,
        performerId: t.byOwner ? where.ownerId : null,
        image: null,
        dueDate: null,
        completedAt: null,
        observationGoals: (t.observe ?? []).map(([observationTypeId, targetValue]) => ({
          id: id("obsgoal"),
          observationTypeId,
          observationTypeName: observationTypeName(observationTypeId),
          targetValue,
        })),
        dateCreated,
      };
      tasks.push(task);
      for (const sub of t.subtasks ?? []) add(sub, task.id);
    };
    for (const t of g.tasks) add(t, null);
  });
  return { plan, goals, tasks };
}

/** Adds a whole plan to the seed's collections. */
export function pushPlan(seed: Seed, { plan, goals, tasks }: FullCarePlan) {
  seed.carePlans.push(plan);
  seed.carePlanGoals.push(...goals);
  seed.carePlanTasks.push(...tasks);
}

/**
 * A patient plan's progress on `today`: tasks due before this week are done (or, when `missed`
 * says so, missed), this week's are ACTIVE, later ones PENDING.
 */
export function progress(full: FullCarePlan, today: string, missed: (task: CarePlanTask) => boolean) {
  for (const task of full.tasks) {
    if (!full.plan.startDate) continue;
    const due = dueDate(full.plan.startDate, task.week);
    const status: PlanTaskStatus =
      addDays(due, 7) <= today
        ? missed(task)
          ? "MISSED"
          : "COMPLETED"
        : due <= today
          ? "ACTIVE"
          : "PENDING";
    task.status = status;
    task.completedAt = status === "COMPLETED" ? `${due}T16:00:00.000Z` : null;
  }
}

/**
 * The demo tree's templates (four hand-made, one public, and the benchmarks' 80-task one), three
 * of its patients on plans made from them (the first still has its week-1 TEAM_TASK ACTIVE), and
 * Harbor's one template.
 */
export function seedCarePlans(
  seed: Seed,
  {
    id,
    now,
    main,
    harbor,
  }: { id: (prefix: string) => string; now: Date; main: Organization; harbor: Organization },
) {
  const parentOf = new Map(seed.organizations.map((o) => [o.id, o.parentOrganizationId]));
  const inTree = (organizationId: string, root: string) => {
    for (let o: string | null | undefined = organizationId; o; o = parentOf.get(o))
      if (o === root) return true;
    return false;
  };
  const owner = seed.performers.find((p) => inTree(p.organizationId, main.id))?.id ?? null;
  const templates = [DIABETES, HYPERTENSION, KNEE, PREVENTION, cardiacRehab()].map((blueprint) =>
    buildTemplate(blueprint, { organizationId: main.id, ownerId: owner }, id, now),
  );
  templates.forEach((t) => pushPlan(seed, t));
  const harborOwner = seed.performers.find((p) => inTree(p.organizationId, harbor.id))?.id ?? null;
  pushPlan(
    seed,
    buildTemplate(HARBOR_TEMPLATE, { organizationId: harbor.id, ownerId: harborOwner }, id, now),
  );

  const today = zonedDate(now, main.timeZone);
  const demoPatientId = seed.accounts.find((a) => a.username === "patient@demo.test")?.patientId;
  const patients: Seed["patients"] = [];
  for (const p of seed.patients) {
    if (patients.length === 3) break;
    if (!p.familyOf && p.id !== demoPatientId && p.organizations.some((o) => inTree(o, main.id)))
      patients.push(p);
  }
  const starts = [-3, -14, -21];
  patients.forEach((patient, i) => {
    const template = templates[i]!;
    const plan = copyPlan(
      template,
      {
        kind: "patient",
        patientId: patient.id,
        organizationId: patient.organizations[0]!,
        startDate: addDays(today, starts[i]!),
      },
      id,
      now,
    );
    progress(plan, today, (task) => task.taskTypeId === 4 && i === 2);
    if (i === 2) plan.plan.carePlanStatus = "AwaitingTestResults";
    pushPlan(seed, plan);
  });
}
