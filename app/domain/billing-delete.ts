/** Shapes shared by the delete confirmation page, its dialog, and their loaders and actions. */

/** What a delete confirmation shows, for a page without JS and the dialog with JS alike. */
export interface DeleteConfirmationData {
  kind: "feeSchedule" | "plan" | "entry" | "procedureCode" | "modifier" | "reasonCode";
  name: string;
  canDelete: boolean;
  /** The dependencies could not be read: nothing may be deleted until they can. */
  dependenciesUnavailable: boolean;
  reason: string | null;
  references: Array<{ id: string | null; name: string; href: string | null }>;
  referenceCount: number;
  contains: { plans: number | null; entries: number | null };
  backHref: string;
  actionHref: string;
}

/** What a refused delete answers: a conform-shaped failure (for the "Error:" title) and its message. */
export interface DeleteFailureData {
  result: { status: "error"; error: Record<string, string[]> };
  message: string;
}
