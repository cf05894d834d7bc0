import { guarded } from "~/session/guards.server";
import { deleteAction, deleteLoader } from "~/code-lists/resource.server";

export { default, handle, shouldRevalidate } from "~/components/code-list/delete-route";
export const loader = guarded("billing.edit", (args) => deleteLoader("reasonCodes", args));
export const action = guarded("billing.edit", (args) => deleteAction("reasonCodes", args));
