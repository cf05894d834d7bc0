import type { NextFunction, Request, Response } from "express";
import { can, isReadOnly, rootsGranting, scopeOf, type Capability } from "@contract/permissions";
import { isPatientAccount, privilegeLevel, type AccountLike } from "@contract/privileges";
import { privilegeOf } from "./auth";
import { mayChangeBillingRecord, ownerOfNewBillingRecord } from "@contract/billing-ownership";
import { fail, str } from "./http";
import { sessionView } from "./session-view";
import { descendants } from "./organizations/routes";
import { OPERATOR_ORGANIZATION_NAME } from "./seed";
import type { Store } from "./store";
import type { Account } from "./types";
import type {
  IdSource,
  OrganizationSource,
  PatientRecordKind,
  RecordKind,
  SessionAccess,
} from "@contract/access";
import type { Method } from "@contract/call";
import { CALLS } from "@contract/index";
import { entryFor } from "@contract/match";

/**
 * The reference upstream enforces the permission matrix itself (decision 015), as a real backend
 * would. Which capability each call needs and where its organization is are the contract's entries
 * (`contract/<area>.ts`, `access`); this file finds a request's entry and judges it. One middleware
 * (app.ts, after the bearer check and before the areas) applies it. README "Permissions" has the rules.
 */

export type { Access, IdSource, OrganizationSource, RecordKind, SessionAccess } from "@contract/access";

/** A call that needs a session, in Express style (`:id`), as the permission tests walk them. */
export interface CallRule {
  method: Method;
  path: string;
  access: SessionAccess;
}

/** Every entry of the contract that needs a session (public calls are the routes' business). */
export const CALL_RULES: readonly CallRule[] = CALLS.flatMap((call) =>
  call.access.kind === "public"
    ? []
    : [{ method: call.method, path: call.path.replace(/\{([^}]+)\}/g, ":$1"), access: call.access }],
);

/** The rule for a call: its contract entry (of several that match, literals win), unless public. */
export function ruleFor(
  method: string,
  path: string,
): { rule: CallRule; params: Record<string, string> } | null {
  const found = entryFor(method, path);
  const access = found?.call.access;
  if (!found || !access || access.kind === "public") return null;
  return { rule: { method: found.call.method, path: found.call.path, access }, params: found.params };
}

/**
 * Setting an account's password without its current one (issue 37 §2.1) takes the account over:
 * only an account wholly inside the trees where the caller may edit organizations (every
 * organization it belongs to), with a lower privilege than the caller holds there
 * (`privilegeLevel`: higher is more powerful). Another tree's account answers as a missing id does,
 * so its existence is not told. An account whose scope is everywhere (the super admin) resets
 * anyone's; nobody resets their own here, which is the checked call's (it asks the current one).
 */
export const PASSWORD_RESET = {
  capability: "accounts.resetPassword",
  outsideTrees: { status: 404, code: "NOT_FOUND", message: "Account not found" },
  notLower: {
    status: 403,
    code: "FORBIDDEN",
    message: "You may only reset the password of an account with a lower privilege than yours",
  },
  own: { status: 403, code: "FORBIDDEN", message: "Change your own password with your current password" },
} as const satisfies { capability: Capability; [refusal: string]: unknown };

/** Whether the account's role has the capability (its scope is the call rule's business). */
export function accountCan(store: Store, account: Account, capability: Capability): boolean {
  return can(accountLike(store, account), capability);
}

/** What an account may do with billing set-up records (decision 054, billing/ownership.ts). */
export interface BillingScope {
  /** The owners whose records it reads besides the network's: its whole trees; null, every record. */
  owners: string[] | null;
  reads(owner: string | null | undefined): boolean;
  changes(owner: string | null | undefined): boolean;
  /** The owner of a record it creates: null, the network's. */
  ownerOfNew: string | null;
}

/**
 * Billing records are read by every organization of the tree they belong to (from its top-level
 * organization down), and changed by `billing.edit` holders whose tree holds the owner; the
 * network's by the operator (`mayChangeBillingRecord`). Readers are those whose privilege in an
 * organization grants a billing or claims capability there (claims read the codes and payers).
 */
export function billingScope(store: Store, account: Account): BillingScope {
  const who = accountLike(store, account);
  const editRoots = rootsGranting(who, "billing.edit");
  const changes = (owner: string | null | undefined) =>
    mayChangeBillingRecord(who, owner ?? null, {
      operatorName: OPERATOR_ORGANIZATION_NAME,
      editsIn: (organizationId) => editRoots.some((root) => isInScope(store, root, organizationId)),
    });
  const ownerOfNew = ownerOfNewBillingRecord(who, OPERATOR_ORGANIZATION_NAME) ?? null;
  if (scopeOf(who, "billing.read", OPERATOR_ORGANIZATION_NAME) === "everywhere")
    return { owners: null, reads: () => true, changes, ownerOfNew };
  const tops = new Set<string>();
  for (const capability of ["billing.read", "billing.edit", "claims.read"] as const)
    for (const root of rootsGranting(who, capability)) tops.add(topOf(store, root));
  const owners = [...tops].flatMap((top) => [top, ...descendants(store, top).map((o) => o.id)]);
  const readable = new Set(owners);
  return {
    owners,
    reads: (owner) => owner === null || owner === undefined || readable.has(owner),
    changes,
    ownerOfNew,
  };
}

/** The top-level organization above an organization (itself at the top). */
function topOf(store: Store, organizationId: string): string {
  let id = organizationId;
  for (let seen = 0; seen < 100; seen++) {
    const parent = store.organizations.byId(id)?.parentOrganizationId;
    if (!parent) return id;
    id = parent;
  }
  return id;
}

/** The account as the app's matrix sees it (the same fields the app reads from the session). */
function accountLike(store: Store, account: Account): AccountLike {
  const view = sessionView(store, account);
  return {
    privilegeId: view.privilege.id,
    privilegeName: view.privilege.name,
    isPerformer: view.isPerformer,
    organizationId: view.organizationId,
    organizationName: view.organizationName,
    parentOrganizationId: view.parentOrganizationId,
    accountOrganizations: view.accountOrganizations.map((o) => ({
      organizationId: o.organizationId,
      parentOrganizationId: o.parentOrganizationId,
      privilegeId: o.privilege.id,
    })),
  };
}

function idOf(req: Request, source: IdSource, params: Record<string, string>) {
  if ("path" in source) return params[source.path];
  if ("query" in source) return str(req.query[source.query]);
  const value = (req.body as Record<string, unknown> | undefined)?.[source.body];
  return typeof value === "number" ? String(value) : str(value);
}

/** The organizations a call is about (any one in scope suffices), or undefined when it names none. */
function organizationsOf(
  store: Store,
  req: Request,
  source: Exclude<OrganizationSource, "network">,
  params: Record<string, string>,
): { ids: string[]; publicTemplate?: boolean } | undefined {
  if (!("of" in source)) {
    const id = idOf(req, source, params);
    return id === undefined ? undefined : { ids: [id] };
  }
  const id = idOf(req, source.id, params);
  if (id === undefined) return undefined;
  return organizationsOfRecord(store, source.of, id);
}

/** How each record that belongs to a patient names the patient. */
const PATIENT_OF_RECORD: Record<PatientRecordKind, (store: Store, id: string) => string | undefined> = {
  patient: (_store, id) => id,
  note: (store, id) => store.notes.byId(id)?.patientId,
  task: (store, id) => store.tasks.byId(id)?.patientId,
  labOrder: (store, id) => store.tasks.byElisOrder(id)?.patientId,
  patientFile: (store, id) => store.patientFiles.brief(id)?.patientId,
  activity: (store, id) => store.activities.byId(id)?.patientId,
  invoice: (store, id) => store.patientArea.invoice(id)?.patientId,
};

const isPatientRecord = (kind: RecordKind): kind is PatientRecordKind =>
  Object.hasOwn(PATIENT_OF_RECORD, kind);

/** A record's organizations: a plan's own, a patient's, a performer's. Undefined for an unknown id. */
function organizationsOfRecord(store: Store, kind: RecordKind, id: string) {
  if (isPatientRecord(kind)) {
    const patientId = PATIENT_OF_RECORD[kind](store, id);
    const patient = store.patients.byId(patientId);
    return patient && { ids: patient.organizations };
  }
  // A therapy type's owner, named by the type's id or by the owner's (DELETE …/entity/{id}): an
  // organization's type ("only for our organization") is that organization's. A network-wide type,
  // or an owner that is no organization, is in no tree: only an account whose scope is everywhere
  // changes it. An id that is neither a type nor an owner names none (the route answers).
  if (kind === "entity") {
    const therapy = store.therapy.byId(id);
    const owner = therapy ? (therapy.entityType === "ORGANIZATION" ? therapy.entityId : null) : id;
    if (owner && store.organizations.byId(owner)) return { ids: [owner] };
    return therapy || store.therapy.idsOfEntity(id).length > 0 ? { ids: [] } : undefined;
  }
  if (kind === "patientRequest") {
    const request = store.patientRequests.byId(id);
    return request && { ids: [request.organizationId] };
  }
  // A lane is its clinic's.
  if (kind === "lane") {
    const lane = store.lanes.byId(id);
    return lane && { ids: [lane.clinicId] };
  }
  if (kind === "location") {
    const location = store.locations.byId(id);
    return location && { ids: [location.organizationId] };
  }
  if (kind === "department") {
    const department = store.organizationPages.department(id);
    return department && { ids: [department.organizationId] };
  }
  if (kind === "performer") {
    const performer = store.performers.byId(id) ?? store.performers.byAccount(id);
    return performer && { ids: [performer.organizationId] };
  }
  if (
    kind === "program" ||
    kind === "programPhase" ||
    kind === "programPhaseItem" ||
    kind === "product" ||
    kind === "productItem"
  ) {
    const programId =
      kind === "program"
        ? id
        : kind === "programPhase"
          ? store.programs.phase(id)?.programId
          : kind === "product"
            ? store.programs.product(id)?.programId
            : kind === "productItem"
              ? store.programs.product(store.programs.productItem(id)?.productId)?.programId
              : store.programs.phase(store.programs.item(id)?.phaseId)?.programId;
    const found = store.programs.byId(programId);
    return found && { ids: [found.organizationId] };
  }
  if (kind === "survey" || kind === "surveyQuestion" || kind === "surveyChoice") {
    const questionId = kind === "surveyChoice" ? store.surveys.questionOfChoice(id) : id;
    const surveyId =
      kind === "survey"
        ? id
        : questionId === undefined
          ? undefined
          : store.surveys.surveyOfQuestion(questionId);
    const survey = surveyId === undefined ? undefined : store.surveys.scopeOfSurvey(surveyId);
    // The network's own surveys (no organization) are in no tree: public ones read as a public template.
    return (
      survey && { ids: survey.organizationId ? [survey.organizationId] : [], publicTemplate: survey.isPublic }
    );
  }
  const scope = store.carePlans.scopeOf(kind, id);
  return scope && { ids: [scope.organizationId], publicTemplate: scope.isPublicTemplate };
}

const forbidden = (res: Response, message: string) => fail(res, 403, "FORBIDDEN", message);

/**
 * The middleware. Requests without an account got past the bearer check only as public calls and
 * are the routes' business. With an account: a listed call is judged by its rule; a public call
 * not listed stays public; anything else is refused (deny by default).
 */
export function enforcePermissions(store: Store, isPublic: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const account = req.account;
    if (!account) return next();
    const found = ruleFor(req.method, req.baseUrl + req.path);
    if (!found) {
      if (isPublic(req)) return next();
      return forbidden(res, `${req.method} ${req.baseUrl + req.path} is not open to any role`);
    }
    const { rule, params } = found;
    let { access } = rule;
    if (access.kind === "patientArea" && access.planTask) {
      const id = params[access.planTask.param];
      const instead = access.planTask.access;
      if (id !== undefined && !store.tasks.byId(id) && store.carePlans.task(id) && instead.kind !== "public")
        access = instead;
    }
    if (access.kind === "account") return next();
    const who = accountLike(store, account);
    if (isPatientAccount(who)) {
      if (access.kind === "patientArea") return next();
      return forbidden(res, "Patients may not make staff calls");
    }
    const allowedByRole = access.capabilities.filter((c) => can(who, c));
    if (allowedByRole.length === 0)
      return forbidden(res, `Your role may not do this (needs ${access.capabilities.join(" or ")})`);
    const organization = access.kind === "staff" ? access.organization : access.staffOrganization;
    if (!organization) return next();

    const everywhere = allowedByRole.some(
      (c) => scopeOf(who, c, OPERATOR_ORGANIZATION_NAME) === "everywhere",
    );
    if (everywhere) return next();
    if (organization === "network")
      return forbidden(res, "This organization is outside your organization tree");
    const where = organizationsOf(store, req, organization, params);
    if (where === undefined) return next();
    if (where.publicTemplate && access.capabilities.every(isReadOnly)) return next();
    // Any capability the call accepts, in a tree where the account's privilege there grants it.
    const roots = new Set(allowedByRole.flatMap((c) => rootsGranting(who, c)));
    if (where.ids.some((id) => [...roots].some((root) => isInScope(store, root, id)))) return next();
    return forbidden(res, "This organization is outside your organization tree");
  };
}

/** A root organization and its descendants (`descendants()` walks the organizations). */
function isInScope(store: Store, rootId: string, organizationId: string): boolean {
  return organizationId === rootId || descendants(store, rootId).some((o) => o.id === organizationId);
}

/**
 * The organizations whose records an account may read with a capability: null when its scope is
 * everywhere. For calls whose records carry their organization in a column (claims, decision 039):
 * the list is filtered to these, and a single record outside them answers 404.
 */
export function readableOrganizations(
  store: Store,
  account: Account,
  capability: Capability,
): string[] | null {
  const who = accountLike(store, account);
  if (scopeOf(who, capability, OPERATOR_ORGANIZATION_NAME) === "everywhere") return null;
  const ids = new Set<string>();
  for (const root of rootsGranting(who, capability)) {
    ids.add(root);
    for (const o of descendants(store, root)) ids.add(o.id);
  }
  return [...ids];
}

/** The organizations an account belongs to, each with the privilege it holds there. */
function membershipsOfAccount(account: Account): Array<{ organizationId: string; privilegeId: number }> {
  return [
    { organizationId: account.organizationId, privilegeId: account.privilegeId },
    ...(account.memberships ?? []),
  ];
}

/** Why the caller may not reset the target's password without its current one, or undefined. */
export function passwordResetRefusal(store: Store, caller: Account, target: Account) {
  if (target.accountId === caller.accountId) return PASSWORD_RESET.own;
  const trees = readableOrganizations(store, caller, PASSWORD_RESET.capability);
  if (trees === null) return undefined;
  const inTrees = new Set(trees);
  const targets = membershipsOfAccount(target);
  if (!targets.every((m) => inTrees.has(m.organizationId))) return PASSWORD_RESET.outsideTrees;
  // The caller's rank over each organization of the target: its highest privilege that grants the
  // capability in a tree holding it; the lowest of those must outrank every privilege the target holds.
  const granting = membershipsOfAccount(caller)
    .filter((m) => {
      const privilege = privilegeOf({ ...caller, privilegeId: m.privilegeId });
      return can(
        { privilegeId: m.privilegeId, privilegeName: privilege.name, isPerformer: caller.isPerformer },
        PASSWORD_RESET.capability,
      );
    })
    .map((m) => ({
      level: privilegeLevel(m.privilegeId),
      tree: new Set([m.organizationId, ...descendants(store, m.organizationId).map((o) => o.id)]),
    }));
  const callerLevel = Math.min(
    ...targets.map((t) =>
      Math.max(-1, ...granting.filter((g) => g.tree.has(t.organizationId)).map((g) => g.level)),
    ),
  );
  const targetLevel = Math.max(...targets.map((t) => privilegeLevel(t.privilegeId)));
  return targetLevel < callerLevel ? undefined : PASSWORD_RESET.notLower;
}
