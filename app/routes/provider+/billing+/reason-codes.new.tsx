import { guarded } from "~/session/guards.server";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { REASON_CODES } from "~/domain/code-lists/reason-codes";

export const handle = codeListHandle(REASON_CODES, "create");
export const loader = guarded("billing.edit", (args) => createLoader("reasonCodes", args));
export const action = guarded("billing.edit", (args) => saveAction("reasonCodes", args));
export default function NewReasonCode() {
  return <CodeListFormPage type={REASON_CODES} />;
}
