import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAction, listLoader } from "~/code-lists/resource.server";
import { codeListHandle } from "~/components/code-list/handle";
import { CodeListPage } from "~/components/code-list/list-page";
import { MODIFIERS } from "~/domain/code-lists/modifiers";

export const handle = codeListHandle(MODIFIERS, "list");
export const loader = (args: LoaderFunctionArgs) => listLoader("modifiers", args);
export const action = (args: ActionFunctionArgs) => listAction("modifiers", args);
export default function Modifiers() {
  return <CodeListPage type={MODIFIERS} />;
}
