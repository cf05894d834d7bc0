import { guarded } from "~/session/guards.server";
import { editLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { PAYERS } from "~/domain/code-lists/payers";

// `$payerId_`: a page of its own beside the payer's page, not nested in it (issue 40).
export const handle = codeListHandle(PAYERS, "edit");
export const loader = guarded("billing.edit", (args) => editLoader("payers", args));
export const action = guarded("billing.edit", (args) => saveAction("payers", args));
export default function EditPayer() {
  return <CodeListFormPage type={PAYERS} />;
}
