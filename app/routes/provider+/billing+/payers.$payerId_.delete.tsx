import { guarded } from "~/session/guards.server";
import { deleteAction, deleteLoader } from "~/code-lists/resource.server";

// `$payerId_`: a page of its own beside the payer's page, not nested in it (issue 40).
export { default, handle, shouldRevalidate } from "~/components/code-list/delete-route";
export const loader = guarded("billing.edit", (args) => deleteLoader("payers", args));
export const action = guarded("billing.edit", (args) => deleteAction("payers", args));
