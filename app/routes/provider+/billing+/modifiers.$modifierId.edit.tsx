import { guarded } from "~/session/guards.server";
import { editLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { MODIFIERS } from "~/domain/code-lists/modifiers";

export const handle = codeListHandle(MODIFIERS, "edit");
export const loader = guarded("billing.edit", (args) => editLoader("modifiers", args));
export const action = guarded("billing.edit", (args) => saveAction("modifiers", args));
export default function EditModifier() {
  return <CodeListFormPage type={MODIFIERS} />;
}
