import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAction, listLoader } from "~/code-lists/resource.server";
import { GroupedView } from "~/components/code-list/grouped";
import { codeListHandle } from "~/components/code-list/handle";
import { CodeListPage } from "~/components/code-list/list-page";
import { PROCEDURE_CODES } from "~/domain/code-lists/procedure-codes";

export const handle = codeListHandle(PROCEDURE_CODES, "list");
export const loader = (args: LoaderFunctionArgs) => listLoader("procedureCodes", args);
export const action = (args: ActionFunctionArgs) => listAction("procedureCodes", args);
export default function ProcedureCodes() {
  return (
    <CodeListPage type={PROCEDURE_CODES}>
      <GroupedView type={PROCEDURE_CODES} />
    </CodeListPage>
  );
}
