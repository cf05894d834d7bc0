import { guarded } from "~/session/guards.server";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { PAYERS } from "~/domain/code-lists/payers";

export const handle = codeListHandle(PAYERS, "create");
export const loader = guarded("billing.edit", (args) => createLoader("payers", args));
export const action = guarded("billing.edit", (args) => saveAction("payers", args));
export default function NewPayer() {
  return <CodeListFormPage type={PAYERS} />;
}
