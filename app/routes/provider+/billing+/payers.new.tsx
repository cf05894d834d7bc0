import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { codeListHandle } from "~/components/code-list/handle";
import { PAYERS } from "~/domain/code-lists/payers";

export const handle = codeListHandle(PAYERS, "create");
export const loader = (args: LoaderFunctionArgs) => createLoader("payers", args);
export const action = (args: ActionFunctionArgs) => saveAction("payers", args);
export default function NewPayer() {
  return <CodeListFormPage type={PAYERS} />;
}
