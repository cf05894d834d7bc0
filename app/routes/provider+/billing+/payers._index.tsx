import { guarded } from "~/session/guards.server";
import { listAction, listLoader } from "~/code-lists/resource.server";
import { codeListHandle } from "~/components/code-list/handle";
import { CodeListPage } from "~/components/code-list/list-page";
import { OpenByName } from "~/components/code-list/open-by-name";
import { PAYERS } from "~/domain/code-lists/payers";

export const handle = codeListHandle(PAYERS, "list");
export const loader = guarded("billing.read", (args) => listLoader("payers", args));
export const action = guarded("billing.read", (args) => listAction("payers", args));
export default function Payers() {
  return (
    <CodeListPage type={PAYERS}>
      <OpenByName type={PAYERS} />
    </CodeListPage>
  );
}
