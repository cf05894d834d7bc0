import { guarded } from "~/session/guards.server";
import { editLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { PROCEDURE_CODES } from "~/domain/code-lists/procedure-codes";

export const handle = codeListHandle(PROCEDURE_CODES, "edit");
export const loader = guarded("billing.edit", (args) => editLoader("procedureCodes", args));
export const action = guarded("billing.edit", (args) => saveAction("procedureCodes", args));
export default function EditProcedureCode() {
  return <CodeListFormPage type={PROCEDURE_CODES} />;
}
