import { programs as programsCalls } from "@contract/programs";
import { Router } from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "../area";
import { pageWindow, springPage } from "../db/paging";
import { CRITERION_ATTRIBUTES, CRITERION_GENDERS, ITEM_TYPES, PROGRAM_STATUSES } from "@contract/vocabulary";
import { PROGRAM_SORTS, type Criterion, type PhaseItem, type Program, type ProgramSort } from "./repo";
import { str, type FieldError, serve, found, invalid, missing } from "../http";
import type { Store } from "../store";
import { readableOrganizations } from "../permissions";
import { pictureBody, uploadedImage } from "../billing/csv";

/**
 * Programs (spec part 2 §3, §7 "Programs"; decision 037): the organization tree's programs with
 * their filters, counts and analytics, a program's fields, phases and their items (each pointing
 * at a care-plan template, a survey or an appointment type), qualification criteria by rank,
 * enrollment steps by rank, who is enrolled, who is eligible and not enrolled, invitations and
 * enrollment, and products with their items. Permissions are the middleware's (permissions.ts);
 * this file checks bodies and answers 422 `{ fieldErrors }`.
 */

const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;
const PAGE_SIZE = 20;
// A patient is in a handful of programs; the cap only bounds a pathological backend row count.
const PATIENT_PROGRAMS_MAX = 500;
const PROGRAM_TYPE = "/api/program-type";
const PROGRAM_CATEGORY = "/api/program-category";

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const idOf = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null;
const idList = (value: unknown) =>
  (Array.isArray(value) ? value : []).map(idOf).filter((v): v is string => v !== null);
const today = () => new Date().toISOString().slice(0, 10);

export function programRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const programs = store.programs;
  const tree = (orgId: string) => [orgId, ...store.organizations.descendants(orgId).map((o) => o.id)];

  const programOf = (id: string | undefined) => found(programs.byId(id), "Program");

  const masterValue = (service: string, id: string | null) => {
    const value = id === null ? undefined : store.masterData.byId(id);
    return value && value.service === service ? { id: value.id, name: value.name } : null;
  };

  const serviceTypes = () =>
    store.patientArea.serviceTypes().map((s) => ({ id: String(s.id), name: s.name }));

  /** What an item points at, by name, or undefined when it points at nothing. */
  const entityName = (itemType: PhaseItem["itemType"], entityId: string): string | undefined => {
    if (itemType === "CARE_PLAN") {
      const plan = store.carePlans.plan(entityId);
      return plan?.isTemplate ? plan.name : undefined;
    }
    if (itemType === "SURVEY") return store.patientArea.survey(entityId)?.name;
    return serviceTypes().find((s) => s.id === entityId)?.name;
  };

  const view = (p: Program) => {
    const items = programs.items(p.id);
    const clinic = p.clinicId ? store.organizations.byId(p.clinicId) : undefined;
    const templates = programs.templatesOf(tree(p.organizationId));
    const types = serviceTypes();
    return {
      id: p.id,
      organizationId: p.organizationId,
      name: p.name,
      description: p.description,
      status: p.status,
      type: masterValue(PROGRAM_TYPE, p.typeId),
      category: masterValue(PROGRAM_CATEGORY, p.categoryId),
      clinic: clinic ? { id: clinic.id, name: clinic.name } : null,
      templates: p.templateIds.map((id) => ({ id, name: templates.find((t) => t.id === id)?.name ?? "" })),
      serviceTypes: p.serviceTypeIds.map((id) => ({ id, name: types.find((t) => t.id === id)?.name ?? "" })),
      links: programs.hasImage(p.id) ? [{ rel: "image", href: `/api/programs/${p.id}/image` }] : [],
      programPhases: programs.phases(p.id).map((phase) => ({
        ...phase,
        items: items
          .filter((i) => i.phaseId === phase.id)
          .map((i) => ({ ...i, name: entityName(i.itemType, i.itemEntityId) ?? "" })),
      })),
      createdAt: p.createdAt,
    };
  };

  /** A program's fields from a body, or the field errors (the organization is the caller's). */
  function programFields(body: Body, organizationId: string, errors: FieldError[], programId?: string) {
    const name = text(body.name);
    const description = text(body.description);
    if (!name) errors.push({ field: "name", message: "Name is required" });
    else if (name.length > NAME_MAX)
      errors.push({ field: "name", message: `Use at most ${NAME_MAX} characters` });
    else if (programs.sameName(organizationId, name, programId))
      errors.push({ field: "name", message: "Another program of the organization has this name" });
    if (description.length > DESCRIPTION_MAX)
      errors.push({ field: "description", message: `Use at most ${DESCRIPTION_MAX} characters` });
    const typeId = idOf(body.typeId);
    if (!masterValue(PROGRAM_TYPE, typeId))
      errors.push({ field: "typeId", message: "typeId must be a program type" });
    const categoryId = idOf(body.categoryId);
    if (!masterValue(PROGRAM_CATEGORY, categoryId))
      errors.push({ field: "categoryId", message: "categoryId must be a program category" });
    const clinicId = idOf(body.clinicId);
    const inTree = tree(organizationId);
    if (clinicId !== null) {
      const clinic = store.organizations.byId(clinicId);
      if (!clinic || clinic.type !== "CLINIC" || !inTree.includes(clinicId))
        errors.push({ field: "clinicId", message: "clinicId must be a clinic of the organization" });
    }
    const status = str(body.status) ?? "DRAFT";
    if (!(PROGRAM_STATUSES as readonly string[]).includes(status))
      errors.push({ field: "status", message: `status must be one of ${PROGRAM_STATUSES.join(", ")}` });
    const templateIds = idList(body.templateIds);
    const templates = new Set(programs.templatesOf(inTree).map((t) => t.id));
    if (templateIds.some((id) => !templates.has(id)))
      errors.push({
        field: "templateIds",
        message: "Every template must be a care-plan template of the organization",
      });
    const serviceTypeIds = idList(body.serviceTypeIds);
    const known = new Set(serviceTypes().map((s) => s.id));
    if (serviceTypeIds.some((id) => !known.has(id)))
      errors.push({ field: "serviceTypeIds", message: "Every service type must exist" });
    return {
      name,
      description,
      typeId,
      categoryId,
      clinicId,
      status: status as Program["status"],
      templateIds: [...new Set(templateIds)],
      serviceTypeIds: [...new Set(serviceTypeIds)],
    };
  }

  function listFilter(req: Request, orgId: string | null) {
    const sort = str(req.query.orderType);
    return {
      organizationIds: orgId === null ? null : tree(orgId),
      // Own keys only: `in` would take `constructor` from the prototype as a column.
      sort: sort && Object.hasOwn(PROGRAM_SORTS, sort) ? (sort as ProgramSort) : undefined,
      asc: str(req.query.asc) !== "false",
      typeId: str(req.query.typeId) || undefined,
      categoryId: str(req.query.categoryId) || undefined,
      status: str(req.query.status) || undefined,
      name: str(req.query.name) || undefined,
      patientId: str(req.query.patientId) || undefined,
    };
  }

  const phaseName = (body: Body, errors: FieldError[]) => {
    const name = text(body.name);
    if (!name) errors.push({ field: "name", message: "Name is required" });
    else if (name.length > NAME_MAX)
      errors.push({ field: "name", message: `Use at most ${NAME_MAX} characters` });
    return name;
  };

  /** A new rank from a body, or the field error; null when the body names none. */
  const rankOf = (body: Body, errors: FieldError[]) => {
    if (body.rank === undefined) return null;
    const rank = typeof body.rank === "number" ? body.rank : Number(str(body.rank) ?? NaN);
    if (!Number.isInteger(rank) || rank < 0 || rank > 9999) {
      errors.push({ field: "rank", message: "rank must be a whole number from 0 to 9999" });
      return null;
    }
    return rank;
  };

  /**
   * Moving onto a rank another holds: refused unless the body says `swap: true`, and then the two
   * trade places (as criteria do).
   */
  function moveTo<T extends { id: string; rank: number }>(
    siblings: readonly T[],
    current: T,
    rank: number,
    swap: unknown,
    errors: FieldError[],
  ) {
    const holder = siblings.find((s) => s.rank === rank && s.id !== current.id);
    if (holder && swap !== true) {
      errors.push({ field: "rank", message: `Another one has rank ${rank}` });
      return [];
    }
    return [{ id: current.id, rank }, ...(holder ? [{ id: holder.id, rank: current.rank }] : [])];
  }

  // Qualification criteria, named by rank.
  function criterionFields(body: Body, errors: FieldError[]) {
    const rank = typeof body.rank === "number" ? body.rank : Number(str(body.rank) ?? NaN);
    if (!Number.isInteger(rank) || rank < 0 || rank > 999)
      errors.push({ field: "rank", message: "rank must be a whole number from 0 to 999" });
    const attribute = str(body.attribute) as Criterion["attribute"] | undefined;
    const value = text(body.value);
    if (!attribute || !CRITERION_ATTRIBUTES.includes(attribute))
      errors.push({
        field: "attribute",
        message: `attribute must be one of ${CRITERION_ATTRIBUTES.join(", ")}`,
      });
    else if (attribute === "MIN_AGE" || attribute === "MAX_AGE") {
      const n = Number(value);
      if (!value || !Number.isInteger(n) || n < 0 || n > 130)
        errors.push({ field: "value", message: "An age is a whole number from 0 to 130" });
    } else if (attribute === "GENDER" && !(CRITERION_GENDERS as readonly string[]).includes(value))
      errors.push({ field: "value", message: `value must be one of ${CRITERION_GENDERS.join(", ")}` });
    else if (attribute === "LANGUAGE" && !/^[a-z]{2}(-[A-Z]{2})?$/.test(value))
      errors.push({ field: "value", message: "value must be a language tag such as en-US" });
    return { rank, attribute: attribute ?? "MIN_AGE", value };
  }

  serve(router, programsCalls, {
    /**
     * A patient's programs in the caller's trees (the permission middleware has checked the
     * patient is in one): one query whatever the number of the patient's organizations, at most
     * PATIENT_PROGRAMS_MAX, by name.
     */
    patientPrograms: (req, res) => {
      const patient = found(store.patients.byId(req.params.id), "Patient");
      const organizationIds = readableOrganizations(store, req.account!, "programs.read");
      res.json(programs.page({ organizationIds, patientId: patient.id }, PATIENT_PROGRAMS_MAX, 0));
    },
    list: (req, res) => {
      if (!store.organizations.byId(req.params.orgId)) missing("Organization");
      const filter = listFilter(req, req.params.orgId);
      const window = pageWindow(req.query.page, req.query.size, PAGE_SIZE);
      res.json(
        springPage(programs.page(filter, window.limit, window.offset), programs.count(filter), window),
      );
    },
    // The whole network's programs, for an account whose scope is everywhere (permissions.ts).
    networkList: (req, res) => {
      const filter = listFilter(req, null);
      const window = pageWindow(req.query.page, req.query.size, PAGE_SIZE);
      res.json(
        springPage(programs.page(filter, window.limit, window.offset), programs.count(filter), window),
      );
    },
    // The whole network's counts and charts, for the list above: what the table lists is what they count.
    networkCounts: (_req, res) => res.json(programs.counts(null)),
    networkAnalytics: (_req, res) => res.json(programs.analytics(null)),
    // Whether the organization already has a program of that name (the create and rename forms ask first).
    name: (req, res) => {
      const orgId = str(req.query.organizationId);
      if (!orgId || !store.organizations.byId(orgId)) missing("Organization");
      const name = text(req.query.name);
      if (!name) invalid([{ field: "name", message: "Name is required" }]);
      const id = programs.sameName(orgId, name, str(req.query.excludeId) || undefined);
      res.json({ name, exists: id !== undefined, id: id ?? null });
    },
    usingCarePlan: (req, res) => {
      const orgId = str(req.query.organizationId);
      if (!orgId || !store.organizations.byId(orgId)) missing("Organization");
      const plan = found(store.carePlans.plan(req.params.planId), "Care plan");
      res.json(programs.usingCarePlan(tree(orgId), plan.id));
    },
    atClinic: (req, res) => {
      if (store.organizations.byId(req.params.id)?.type !== "CLINIC") missing("Clinic");
      res.json(programs.atClinic(req.params.id));
    },
    clinicProductItems: (req, res) => {
      if (store.organizations.byId(req.params.id)?.type !== "CLINIC") missing("Clinic");
      res.json(programs.clinicItems(req.params.id));
    },
    counts: (req, res) => {
      if (!store.organizations.byId(req.params.orgId)) missing("Organization");
      res.json(programs.counts(tree(req.params.orgId)));
    },
    analytics: (req, res) => {
      if (!store.organizations.byId(req.params.orgId)) missing("Organization");
      res.json(programs.analytics(tree(req.params.orgId)));
    },
    templatesMini: (req, res) => {
      const orgId = str(req.query.organizationId);
      if (!orgId || !store.organizations.byId(orgId)) missing("Organization");
      res.json(programs.templatesOf(tree(orgId)));
    },
    serviceTypes: (_req, res) => res.json(serviceTypes()),
    create: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const organizationId = idOf(body.organizationId);
      const errors: FieldError[] = [];
      if (!organizationId || !store.organizations.byId(organizationId))
        invalid([{ field: "organizationId", message: "organizationId must be an organization" }]);
      const fields = programFields(body, organizationId, errors);
      if (errors.length) invalid(errors);
      const created: Program = {
        id: store.nextId("program"),
        organizationId,
        ...fields,
        createdAt: new Date().toISOString(),
      };
      programs.insert(created);
      res.status(201).json(view(created));
    },
    enroll: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const program = programOf(idOf(body.programId) ?? undefined);
      const patientId = idOf(body.patientId);
      const patient = patientId ? store.patients.byId(patientId) : undefined;
      if (!patient || !patient.organizations.some((o) => tree(program.organizationId).includes(o)))
        invalid([
          { field: "patientId", message: "patientId must be a patient of the program's organization" },
        ]);
      if (programs.membership(program.id, patient.id)?.status === "ENROLLED")
        invalid([{ field: "patientId", message: "The patient is already enrolled" }]);
      programs.enroll(program.id, patient.id, new Date().toISOString());
      res.status(201).json(programs.membership(program.id, patient.id));
    },
    get: (req, res) => {
      const program = programOf(req.params.id);
      res.json(view(program));
    },
    update: (req, res) => {
      const program = programOf(req.params.id);
      const errors: FieldError[] = [];
      const fields = programFields((req.body ?? {}) as Body, program.organizationId, errors, program.id);
      if (errors.length) invalid(errors);
      const next = { ...program, ...fields };
      programs.update(next);
      res.json(view(next));
    },
    remove: (req, res) => {
      const program = programOf(req.params.id);
      programs.remove(program.id);
      res.status(204).end();
    },
    // The picture (links rel image): its bytes kept, read back through the link.
    uploadPicture: [
      pictureBody,
      (req, res) => {
        const program = programOf(req.params.id);
        const file = uploadedImage(req, "A PNG, JPEG or WebP image is required");
        programs.setImage(program.id, file.content, file.contentType);
        res.json({ id: program.id, bytes: file.content.length, contentType: file.contentType });
      },
    ],
    removePicture: (req, res) => {
      const program = programOf(req.params.id);
      if (!programs.hasImage(program.id)) missing("Picture");
      programs.clearImage(program.id);
      res.status(204).end();
    },
    image: (req, res) => {
      const image = found(programs.image(req.params.id), "Picture");
      res
        .type(image.mediaType)
        .set("Cache-Control", "private, max-age=31536000, immutable")
        .send(image.bytes);
    },
    // Phases and their items.
    phases: (req, res) => {
      const program = programOf(str(req.query.programId));
      res.json(view(program).programPhases);
    },
    addPhase: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const program = programOf(idOf(body.programId) ?? undefined);
      const errors: FieldError[] = [];
      const name = phaseName(body, errors);
      if (errors.length) invalid(errors);
      res.status(201).json(programs.insertPhase({ id: store.nextId("phase"), programId: program.id, name }));
    },
    // A phase's name, its rank, or both.
    updatePhase: (req, res) => {
      const phase = found(programs.phase(req.params.id), "Phase");
      const body = (req.body ?? {}) as Body;
      const errors: FieldError[] = [];
      const name = body.name === undefined && body.rank !== undefined ? phase.name : phaseName(body, errors);
      const rank = rankOf(body, errors);
      const ranks =
        rank === null || errors.length
          ? []
          : moveTo(programs.phases(phase.programId), phase, rank, body.swap, errors);
      if (errors.length) invalid(errors);
      if (name !== phase.name) programs.renamePhase(phase.id, name);
      if (ranks.length) programs.setPhaseRanks(ranks);
      res.json(programs.phase(phase.id));
    },
    // An item's rank within its phase.
    updatePhaseItem: (req, res) => {
      const item = found(programs.item(req.params.id), "Phase item");
      const body = (req.body ?? {}) as Body;
      const errors: FieldError[] = [];
      const rank = rankOf(body, errors);
      if (rank === null && !errors.length) errors.push({ field: "rank", message: "rank is required" });
      const phase = programs.phase(item.phaseId)!;
      const siblings = programs.items(phase.programId).filter((i) => i.phaseId === item.phaseId);
      const ranks = errors.length ? [] : moveTo(siblings, item, rank!, body.swap, errors);
      if (errors.length) invalid(errors);
      programs.setItemRanks(ranks);
      res.json(programs.item(item.id));
    },
    removePhase: (req, res) => {
      const phase = found(programs.phase(req.params.id), "Phase");
      programs.removePhase(phase.id);
      res.status(204).end();
    },
    addPhaseItem: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const phase = programs.phase(idOf(body.phaseId) ?? undefined);
      if (!phase) invalid([{ field: "phaseId", message: "phaseId must be a phase" }]);
      const itemType = str(body.itemType) as PhaseItem["itemType"] | undefined;
      if (!itemType || !ITEM_TYPES.includes(itemType))
        invalid([{ field: "itemType", message: `itemType must be one of ${ITEM_TYPES.join(", ")}` }]);
      const itemEntityId = idOf(body.itemEntityId);
      if (!itemEntityId || entityName(itemType, itemEntityId) === undefined)
        invalid([{ field: "itemEntityId", message: "itemEntityId points at nothing" }]);
      const item = programs.insertItem({
        id: store.nextId("item"),
        phaseId: phase.id,
        itemType,
        itemEntityId,
      });
      res.status(201).json({ ...item, name: entityName(itemType, itemEntityId) });
    },
    removePhaseItem: (req, res) => {
      const item = found(programs.item(req.params.id), "Phase item");
      programs.removeItem(item.id);
      res.status(204).end();
    },
    criteria: (req, res) => {
      const program = programOf(req.params.id);
      res.json(programs.criteria(program.id));
    },
    addCriterion: (req, res) => {
      const program = programOf(req.params.id);
      const errors: FieldError[] = [];
      const fields = criterionFields((req.body ?? {}) as Body, errors);
      if (!errors.length && programs.criteria(program.id).some((c) => c.rank === fields.rank))
        errors.push({ field: "rank", message: `Another criterion has rank ${fields.rank}` });
      if (errors.length) invalid(errors);
      const criterion = { programId: program.id, ...fields };
      programs.insertCriterion(criterion);
      res.status(201).json(criterion);
    },
    updateCriterion: (req, res) => {
      const program = programOf(req.params.id);
      const criteria = programs.criteria(program.id);
      const current = found(
        criteria.find((c) => String(c.rank) === req.params.rank),
        "Criterion",
      );
      const body = (req.body ?? {}) as Body;
      const errors: FieldError[] = [];
      const fields = criterionFields({ ...current, ...body }, errors);
      const holder = criteria.find((c) => c.rank === fields.rank && c !== current);
      // Moving onto a taken rank is refused unless the body asks the two to trade places.
      if (!errors.length && holder && body.swap !== true)
        errors.push({ field: "rank", message: `Another criterion has rank ${fields.rank}` });
      if (errors.length) invalid(errors);
      const next = { programId: program.id, ...fields };
      programs.replaceCriterion(current.rank, next, holder);
      res.json(programs.criteria(program.id));
    },
    removeCriterion: (req, res) => {
      const program = programOf(req.params.id);
      const current = found(
        programs.criteria(program.id).find((c) => String(c.rank) === req.params.rank),
        "Criterion",
      );
      programs.removeCriterion(program.id, current.rank);
      res.status(204).end();
    },
    // Enrollment steps: a list of id and rank.
    steps: (req, res) => {
      const program = programOf(req.params.id);
      res.json(programs.steps(program.id));
    },
    addStep: (req, res) => {
      const program = programOf(req.params.id);
      const errors: FieldError[] = [];
      const name = phaseName((req.body ?? {}) as Body, errors);
      if (errors.length) invalid(errors);
      const steps = programs.steps(program.id);
      const step = {
        id: store.nextId("step"),
        programId: program.id,
        name,
        rank: steps.length ? Math.max(...steps.map((s) => s.rank)) + 1 : 0,
      };
      programs.insertStep(step);
      res.status(201).json(step);
    },
    rankSteps: (req, res) => {
      const program = programOf(req.params.id);
      // A list of {id, rank} (its entry's).
      const list = req.body as Array<{ id: string | number; rank: string | number }>;
      const steps = new Set(programs.steps(program.id).map((s) => s.id));
      const ranks = list.map((entry) => ({ id: idOf(entry.id) ?? "", rank: Number(entry.rank) }));
      const errors: FieldError[] = [];
      ranks.forEach((r, i) => {
        if (!steps.has(r.id)) errors.push({ field: `[${i}].id`, message: "Unknown step of this program" });
        if (!Number.isInteger(r.rank))
          errors.push({ field: `[${i}].rank`, message: "rank must be a whole number" });
      });
      if (new Set(ranks.map((r) => r.rank)).size !== ranks.length)
        errors.push({ field: "rank", message: "Two steps have the same rank" });
      if (errors.length) invalid(errors);
      programs.setStepRanks(program.id, ranks);
      res.json(programs.steps(program.id));
    },
    renameStep: (req, res) => {
      const program = programOf(req.params.id);
      const step = found(programs.step(program.id, req.params.stepId), "Enrollment step");
      const errors: FieldError[] = [];
      const name = phaseName((req.body ?? {}) as Body, errors);
      if (errors.length) invalid(errors);
      programs.renameStep(step.id, name);
      res.json({ ...step, name });
    },
    removeStep: (req, res) => {
      const program = programOf(req.params.id);
      const step = found(programs.step(program.id, req.params.stepId), "Enrollment step");
      programs.removeStep(step.id);
      res.status(204).end();
    },
    // Who is in the program, who could be, invitations and enrollment.
    patients: (req, res) => {
      const program = programOf(req.params.id);
      const status = str(req.query.status) || undefined;
      const window = pageWindow(req.query.page, req.query.size, PAGE_SIZE);
      res.json(
        springPage(
          programs.members(program.id, status, window.limit, window.offset),
          programs.memberCount(program.id, status),
          window,
        ),
      );
    },
    eligible: (req, res) => {
      const program = programOf(req.params.id);
      const body = (req.body ?? {}) as Body;
      const name = text(body.name) || undefined;
      // `patientIds` keeps only those (the invitation's confirmation names the chosen patients).
      const patientIds = Array.isArray(body.patientIds) ? idList(body.patientIds).slice(0, 500) : undefined;
      const window = pageWindow(req.query.page, req.query.size, PAGE_SIZE);
      const orgs = tree(program.organizationId);
      res.json(
        springPage(
          programs
            .eligible(program, orgs, name, today(), window.limit, window.offset, patientIds)
            .map((p) => ({ ...p, invited: p.invited === 1 })),
          programs.eligibleCount(program, orgs, name, today(), patientIds),
          window,
        ),
      );
    },
    invite: (req, res) => {
      const program = programOf(req.params.id);
      const body = (req.body ?? {}) as Body;
      const orgs = tree(program.organizationId);
      let ids: string[];
      if (body.all === true) ids = programs.eligibleIds(program, orgs, text(body.name) || undefined, today());
      else {
        ids = [...new Set(idList(body.patientIds))];
        if (!ids.length) invalid([{ field: "patientIds", message: "Choose at least one patient" }]);
        const eligible = new Set(programs.eligibleIds(program, orgs, undefined, today()));
        if (ids.some((id) => !eligible.has(id)))
          invalid([{ field: "patientIds", message: "Every patient must be eligible and not enrolled" }]);
      }
      programs.invite(program.id, ids, new Date().toISOString());
      res.json({ invited: ids.length });
    },
    // Products and their items.
    products: (req, res) => {
      const program = programOf(str(req.query.programId));
      const items = programs.productItems(program.id);
      res.json(
        programs
          .products(program.id)
          .map((p) => ({ ...p, items: items.filter((i) => i.productId === p.id) })),
      );
    },
    addProduct: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const program = programOf(idOf(body.programId) ?? undefined);
      const errors: FieldError[] = [];
      const name = phaseName(body, errors);
      if (errors.length) invalid(errors);
      const product = { id: store.nextId("product"), programId: program.id, name };
      programs.insertProduct(product);
      res.status(201).json({ ...product, items: [] });
    },
    // A product goes only once it has no items: its items are what a clinic offers.
    removeProduct: (req, res) => {
      const product = found(programs.product(req.params.id), "Product");
      if (programs.productItems(product.programId).some((i) => i.productId === product.id))
        invalid([{ field: "items", message: "The product still has items: delete them first" }]);
      programs.removeProduct(product.id);
      res.status(204).end();
    },
    removeProductItem: (req, res) => {
      const item = found(programs.productItem(req.params.id), "Product item");
      programs.removeProductItem(item.id);
      res.status(204).end();
    },
    productItems: (req, res) => {
      const program = programOf(str(req.query.programId));
      res.json(programs.productItems(program.id));
    },
    addProductItem: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const product = programs.product(idOf(body.productId) ?? undefined);
      if (!product) invalid([{ field: "productId", message: "productId must be a product" }]);
      const owner = programs.byId(product.programId)!;
      const errors: FieldError[] = [];
      const name = phaseName(body, errors);
      const templateId = idOf(body.templateId);
      if (
        templateId !== null &&
        !programs.templatesOf(tree(owner.organizationId)).some((t) => t.id === templateId)
      )
        errors.push({
          field: "templateId",
          message: "templateId must be a care-plan template of the organization",
        });
      const clinicId = idOf(body.clinicId);
      if (clinicId !== null && store.organizations.byId(clinicId)?.type !== "CLINIC")
        errors.push({ field: "clinicId", message: "clinicId must be a clinic" });
      if (errors.length) invalid(errors);
      const item = { id: store.nextId("productItem"), productId: product.id, name, templateId, clinicId };
      programs.insertProductItem(item);
      res.status(201).json(item);
    },
    clinicItems: (req, res) => {
      if (store.organizations.byId(req.params.id)?.type !== "CLINIC") missing("Clinic");
      res.json(programs.productItemsOfClinic(req.params.id));
    },
  });

  return router;
}
