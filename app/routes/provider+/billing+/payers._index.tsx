import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAction, listLoader } from "~/code-lists/resource.server";
import { codeListHandle } from "~/components/code-list/handle";
import { CodeListPage } from "~/components/code-list/list-page";
import { OpenByName } from "~/components/code-list/open-by-name";
import { PAYERS } from "~/domain/code-lists/payers";

export const handle = codeListHandle(PAYERS, "list");
export const loader = (args: LoaderFunctionArgs) => listLoader("payers", args);
export const action = (args: ActionFunctionArgs) => listAction("payers", args);
export default function Payers() {
  return (
    <CodeListPage type={PAYERS}>
      <OpenByName type={PAYERS} />
    </CodeListPage>
  );
}
