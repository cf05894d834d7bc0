import { guarded } from "~/session/guards.server";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { PROCEDURE_CODES } from "~/domain/code-lists/procedure-codes";

export const handle = codeListHandle(PROCEDURE_CODES, "create");
export const loader = guarded("billing.edit", (args) => createLoader("procedureCodes", args));
export const action = guarded("billing.edit", (args) => saveAction("procedureCodes", args));
export default function NewProcedureCode() {
  return <CodeListFormPage type={PROCEDURE_CODES} />;
}
