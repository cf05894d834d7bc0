import { guarded } from "~/session/guards.server";
import { deleteAction, deleteLoader } from "~/code-lists/resource.server";
import { editableName } from "./__type.server";

export { default, shouldRevalidate } from "~/components/code-list/delete-route";
export { handle } from "./__type";
export const loader = guarded("masterData.edit", (args) => deleteLoader(editableName(args), args));
export const action = guarded("masterData.edit", (args) => deleteAction(editableName(args), args));
