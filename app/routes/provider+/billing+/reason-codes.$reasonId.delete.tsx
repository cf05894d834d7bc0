import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteAction, deleteLoader } from "~/code-lists/resource.server";
import {
  DELETE_HANDLE,
  DeletePage,
  confirmationShouldRevalidate,
} from "~/components/billing/delete-confirmation";

export const handle = DELETE_HANDLE;
export const shouldRevalidate = confirmationShouldRevalidate;
export const loader = (args: LoaderFunctionArgs) => deleteLoader("reasonCodes", args);
export const action = (args: ActionFunctionArgs) => deleteAction("reasonCodes", args);
export default DeletePage;
