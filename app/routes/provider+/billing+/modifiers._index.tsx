import { guarded } from "~/session/guards.server";
import { listAction, listLoader } from "~/code-lists/resource.server";
import { codeListHandle } from "~/components/code-list/handle";
import { CodeListPage } from "~/components/code-list/list-page";
import { MODIFIERS } from "~/domain/code-lists/modifiers";

export const handle = codeListHandle(MODIFIERS, "list");
export const loader = guarded("billing.read", (args) => listLoader("modifiers", args));
export const action = guarded("billing.read", (args) => listAction("modifiers", args));
export default function Modifiers() {
  return <CodeListPage type={MODIFIERS} />;
}
