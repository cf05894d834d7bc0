import { ITEM_TYPES, PROGRAM_STATUSES, type CriterionAttribute, type ItemType } from "@contract/vocabulary";
import { IMAGE_RULES } from "./image-rules";
import type { ListSpec } from "./list-query";
import { moved, movedPosition, type Direction } from "./surveys";

/** Programs (issue 19, decision 037): paths, lists and the pure rules of the program pages. */

export {
  CRITERION_ATTRIBUTES,
  CRITERION_GENDERS,
  ITEM_TYPES,
  PROGRAM_STATUSES,
  type CriterionAttribute,
  type ItemType,
} from "@contract/vocabulary";

export const PROGRAMS_PATH = "/provider/programs";
export const PROGRAM_PAGE_SIZES = [20, 50, 100] as const;
/** Eligible and enrolled patients: a page of this many. */
export const PATIENT_PAGE_SIZE = 50;

/** The list's sortable columns, the upstream's `orderType` values (decision 042). */
export const PROGRAM_SORTS = ["name", "type", "category", "status", "enrolled"] as const;

export const PROGRAM_LIST: ListSpec = {
  id: "programs",
  filters: [
    { kind: "text", name: "name", max: 100, label: "programs:list.searchName" },
    { kind: "choice", name: "typeId", label: "programs:list.type", any: "programs:list.anyType" },
    { kind: "choice", name: "categoryId", label: "programs:list.category", any: "programs:list.anyCategory" },
    {
      kind: "select",
      name: "status",
      label: "programs:list.status",
      options: PROGRAM_STATUSES,
      optionLabel: "programs:statuses.",
      any: "programs:list.anyStatus",
    },
  ],
  pageSizes: PROGRAM_PAGE_SIZES,
  sort: { fields: PROGRAM_SORTS, initial: { field: "name", direction: "asc" } },
};

export type ProgramTab = "" | "phases" | "criteria" | "enrollment" | "products" | "edit";

export function programPath(programId: string, page = ""): string {
  return `${PROGRAMS_PATH}/${encodeURIComponent(programId)}${page ? `/${page}` : ""}`;
}

/** The rank a new criterion takes: one after the highest, 0 for the first. */
export function nextRank(criteria: ReadonlyArray<{ rank: number }>): number {
  return criteria.reduce((max, c) => Math.max(max, c.rank + 1), 0);
}

/**
 * Where a criterion moved one place goes: the rank its neighbour holds (the two trade places),
 * or null when it is already first or last, or not there.
 */
export function criterionMove(
  criteria: ReadonlyArray<{ rank: number }>,
  rank: number,
  direction: Direction,
): { from: number; to: number } | null {
  const ordered = [...criteria].sort((a, b) => a.rank - b.rank);
  const index = ordered.findIndex((c) => c.rank === rank);
  const to = movedPosition(index, ordered.length, direction);
  return to === null ? null : { from: rank, to: ordered[to]!.rank };
}

/** How a criterion reads: an age bound as a number, a gender or language as its code. */
export function criterionValueKind(attribute: CriterionAttribute): "age" | "gender" | "language" {
  return attribute === "GENDER" ? "gender" : attribute === "LANGUAGE" ? "language" : "age";
}

/** The invitation a confirmation sends: the chosen rows, or every eligible patient matching the filter. */
export type InviteSelection = { patientIds: string[] } | { all: true; name: string };

export function inviteSelection(ids: readonly string[], all: boolean, name: string): InviteSelection | null {
  if (all) return { all: true, name };
  const chosen = [...new Set(ids.filter((id) => id.length > 0))];
  return chosen.length ? { patientIds: chosen } : null;
}

/** The item a phase-item select names (`TYPE:id`), or null. */
export function parseItemChoice(value: string): { itemType: ItemType; itemEntityId: string } | null {
  const at = value.indexOf(":");
  const itemType = value.slice(0, at) as ItemType;
  const itemEntityId = value.slice(at + 1);
  return at > 0 && ITEM_TYPES.includes(itemType) && itemEntityId ? { itemType, itemEntityId } : null;
}

/** A program's picture: the same bounds as a survey's, both shown small beside their name. */
export const PROGRAM_PICTURE_RULE = IMAGE_RULES.surveyPicture;

/** Whether the upstream's program has a picture (`links` rel image). */
export function hasPicture(links: ReadonlyArray<{ rel: string }>): boolean {
  return links.some((link) => link.rel === "image");
}

/**
 * The enrollment steps' ranks after one moved a place (the list of id and rank the upstream takes),
 * numbered from 0 in the new order; null when it cannot move or is not there.
 */
export function stepRanks(
  steps: ReadonlyArray<{ id: string; rank: number }>,
  stepId: string,
  direction: Direction,
): Array<{ id: string; rank: number }> | null {
  const ordered = [...steps].sort((a, b) => a.rank - b.rank);
  const index = ordered.findIndex((s) => s.id === stepId);
  if (movedPosition(index, ordered.length, direction) === null) return null;
  return moved(ordered, index, direction).map((s, rank) => ({ id: s.id, rank }));
}

/** A product's delete confirmation, and a product item's. */
export function productDeletePath(programId: string, productId: string): string {
  return `${programPath(programId, "products")}/${encodeURIComponent(productId)}/delete`;
}

export function productItemDeletePath(programId: string, itemId: string): string {
  return `${programPath(programId, "products")}/items/${encodeURIComponent(itemId)}/delete`;
}

/**
 * Where a phase or a phase item moved one place goes: the rank its neighbour holds (the two trade
 * places through the upstream's `swap`), or null when it is already first or last, or not there.
 * A rank the upstream left out counts as the row's place.
 */
export function rankMove(
  rows: ReadonlyArray<{ id: string; rank?: number | null }>,
  id: string,
  direction: Direction,
): { id: string; to: number } | null {
  const ranked = rows.map((r, i) => ({ id: r.id, rank: r.rank ?? i }));
  const ordered = [...ranked].sort((a, b) => a.rank - b.rank);
  const index = ordered.findIndex((r) => r.id === id);
  const to = movedPosition(index, ordered.length, direction);
  return to === null ? null : { id, to: ordered[to]!.rank };
}
