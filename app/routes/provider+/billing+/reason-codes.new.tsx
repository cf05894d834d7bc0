import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { REASON_CODES } from "~/domain/code-lists/reason-codes";

export const handle = codeListHandle(REASON_CODES, "create");
export const loader = (args: LoaderFunctionArgs) => createLoader("reasonCodes", args);
export const action = (args: ActionFunctionArgs) => saveAction("reasonCodes", args);
export default function NewReasonCode() {
  return <CodeListFormPage type={REASON_CODES} />;
}
