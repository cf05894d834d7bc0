import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAction, listLoader } from "~/code-lists/resource.server";
import { codeListHandle } from "~/components/code-list/handle";
import { CodeListPage } from "~/components/code-list/list-page";
import { REASON_CODES } from "~/domain/code-lists/reason-codes";

export const handle = codeListHandle(REASON_CODES, "list");
export const loader = (args: LoaderFunctionArgs) => listLoader("reasonCodes", args);
export const action = (args: ActionFunctionArgs) => listAction("reasonCodes", args);
export default function ReasonCodes() {
  return <CodeListPage type={REASON_CODES} />;
}
