import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { MODIFIERS } from "~/domain/code-lists/modifiers";

export const handle = codeListHandle(MODIFIERS, "create");
export const loader = (args: LoaderFunctionArgs) => createLoader("modifiers", args);
export const action = (args: ActionFunctionArgs) => saveAction("modifiers", args);
export default function NewModifier() {
  return <CodeListFormPage type={MODIFIERS} />;
}
