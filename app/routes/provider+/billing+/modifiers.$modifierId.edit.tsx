import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { MODIFIERS } from "~/domain/code-lists/modifiers";

export const handle = codeListHandle(MODIFIERS, "edit");
export const loader = (args: LoaderFunctionArgs) => editLoader("modifiers", args);
export const action = (args: ActionFunctionArgs) => saveAction("modifiers", args);
export default function EditModifier() {
  return <CodeListFormPage type={MODIFIERS} />;
}
