import { guarded } from "~/session/guards.server";
import { listAction, listLoader } from "~/code-lists/resource.server";
import { CodeListPage } from "~/components/code-list/list-page";
import { listedName } from "./__type.server";
import { useMasterDataList } from "./__type";

export { handle } from "./__type";
export const loader = guarded("masterData.edit", (args) => listLoader(listedName(args), args));
export const action = guarded("masterData.edit", (args) => listAction(listedName(args), args));
export default function MasterDataList() {
  return <CodeListPage type={useMasterDataList()} />;
}
