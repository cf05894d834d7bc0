import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteAction, deleteLoader } from "~/code-lists/resource.server";

export { default, handle, shouldRevalidate } from "~/components/code-list/delete-route";
export const loader = (args: LoaderFunctionArgs) => deleteLoader("reasonCodes", args);
export const action = (args: ActionFunctionArgs) => deleteAction("reasonCodes", args);
