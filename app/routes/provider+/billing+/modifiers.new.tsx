import { guarded } from "~/session/guards.server";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { MODIFIERS } from "~/domain/code-lists/modifiers";

export const handle = codeListHandle(MODIFIERS, "create");
export const loader = guarded("billing.edit", (args) => createLoader("modifiers", args));
export const action = guarded("billing.edit", (args) => saveAction("modifiers", args));
export default function NewModifier() {
  return <CodeListFormPage type={MODIFIERS} />;
}
