import type { Criterion, Program, ProgramTables } from "./repo";
import type { Organization, Seed } from "../types";

/**
 * Programs (decision 037): three in the demo's main tree, with phases, items, criteria,
 * enrollment steps, a product and some patients invited and enrolled; with the volumes, 50 more
 * spread over the volume networks. Deterministic: no draw of the seed's PRNG, ids from its
 * counter, called last so that no earlier id moves.
 */
export function seedPrograms(
  state: Seed,
  {
    now,
    id,
    main,
    clinic,
    volume,
  }: { now: Date; id: (prefix: string) => string; main: Organization; clinic: Organization; volume: boolean },
): ProgramTables {
  const tables: ProgramTables = {
    programs: [],
    phases: [],
    phaseItems: [],
    criteria: [],
    enrollmentSteps: [],
    patients: [],
    products: [],
    productItems: [],
  };
  const createdAt = new Date(now.getTime() - 60 * 86_400_000).toISOString();
  const templates = state.carePlans.filter((p) => p.isTemplate && p.organizationId === main.id);
  const survey = state.surveys.find((s) => s.organizationId === main.id);
  const serviceType = state.serviceTypes[0];

  const add = (organizationId: string, fields: Partial<Program> & { name: string }): Program => {
    const program: Program = {
      id: id("program"),
      organizationId,
      description: "",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
      clinicId: null,
      status: "ACTIVE",
      templateIds: [],
      serviceTypeIds: [],
      createdAt,
      ...fields,
    };
    tables.programs.push(program);
    return program;
  };
  const phase = (program: Program, name: string, rank: number) => {
    const row = { id: id("phase"), programId: program.id, name, rank };
    tables.phases.push(row);
    return row;
  };
  const criterion = (program: Program, rank: number, attribute: Criterion["attribute"], value: string) =>
    tables.criteria.push({ programId: program.id, rank, attribute, value });

  const diabetes = add(main.id, {
    name: "Diabetes care",
    description: "Care plans, check-ins and classes for adults living with diabetes.",
    clinicId: clinic.id,
    templateIds: templates.slice(0, 1).map((t) => t.id),
    serviceTypeIds: serviceType ? [String(serviceType.id)] : [],
  });
  const start = phase(diabetes, "Getting started", 0);
  const followUp = phase(diabetes, "Follow-up", 1);
  if (templates[0])
    tables.phaseItems.push({
      id: id("item"),
      phaseId: start.id,
      itemType: "CARE_PLAN",
      itemEntityId: templates[0].id,
      rank: 0,
    });
  if (survey)
    tables.phaseItems.push({
      id: id("item"),
      phaseId: start.id,
      itemType: "SURVEY",
      itemEntityId: survey.id,
      rank: 1,
    });
  if (serviceType)
    tables.phaseItems.push({
      id: id("item"),
      phaseId: followUp.id,
      itemType: "APPOINTMENT_TYPE",
      itemEntityId: String(serviceType.id),
      rank: 0,
    });
  criterion(diabetes, 0, "MIN_AGE", "18");
  criterion(diabetes, 1, "MAX_AGE", "90");
  ["Consent", "Baseline check-in", "First visit"].forEach((name, rank) =>
    tables.enrollmentSteps.push({ id: id("step"), programId: diabetes.id, name, rank }),
  );
  // Not the first patients: other tests read theirs.
  const mainPatients = state.patients.filter((p) => p.organizations[0] === main.id).slice(50, 58);
  mainPatients.forEach((patient, i) =>
    tables.patients.push({
      programId: diabetes.id,
      patientId: patient.id,
      status: i < 5 ? "ENROLLED" : "INVITED",
      invitedAt: createdAt,
      enrolledAt: i < 5 ? createdAt : null,
    }),
  );
  const product = { id: id("product"), programId: diabetes.id, name: "Diabetes starter kit" };
  tables.products.push(product);
  tables.productItems.push({
    id: id("productItem"),
    productId: product.id,
    name: "Glucose meter",
    templateId: templates[0]?.id ?? null,
    clinicId: clinic.id,
  });

  const heart = add(main.id, {
    name: "Heart health",
    description: "Blood pressure checks and advice.",
    typeId: "md-program-type-2",
    categoryId: "md-program-category-2",
  });
  phase(heart, "Screening", 0);
  criterion(heart, 0, "MIN_AGE", "40");
  add(main.id, { name: "Healthy habits", status: "DRAFT", typeId: "md-program-type-2" });

  if (volume) {
    const roots = state.organizations.filter(
      (o) =>
        o.parentOrganizationId === null &&
        o.id !== main.id &&
        o.type !== "GROUP" &&
        !o.name.startsWith("Harbor"),
    );
    const statuses: Program["status"][] = ["ACTIVE", "ACTIVE", "DRAFT", "INACTIVE"];
    for (let i = 0; roots.length && i < 50; i++) {
      const root = roots[i % roots.length]!;
      const program = add(root.id, {
        name: `${["Diabetes", "Heart", "Wellness", "Prevention", "Recovery"][i % 5]} program ${i + 1}`,
        typeId: `md-program-type-${(i % 2) + 1}`,
        categoryId: `md-program-category-${((i >> 1) % 2) + 1}`,
        status: statuses[i % statuses.length]!,
      });
      phase(program, "Phase 1", 0);
      criterion(program, 0, "MIN_AGE", String(18 + (i % 4) * 10));
    }
  }
  return tables;
}
