import type { DeleteConfirmationBase } from "./delete-confirmation";

export type { DeleteFailureData } from "./delete-confirmation";

/** What a billing delete confirmation shows: the record, and what depends on it (or contains). */
export interface DeleteConfirmationData extends DeleteConfirmationBase {
  kind:
    | "feeSchedule"
    | "plan"
    | "entry"
    | "procedureCode"
    | "modifier"
    | "reasonCode"
    | "payer"
    | "masterDataValue";
  /** The namespace of its words (`delete.*`); billing's when absent. */
  ns?: string;
  name: string;
  /** The dependencies could not be read: nothing may be deleted until they can. */
  dependenciesUnavailable: boolean;
  reason: string | null;
  references: Array<{ id: string | null; name: string; href: string | null }>;
  referenceCount: number;
  contains: { plans: number | null; entries: number | null };
}
