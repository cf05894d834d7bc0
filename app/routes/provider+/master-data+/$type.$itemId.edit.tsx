import { guarded } from "~/session/guards.server";
import { editLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { editableName } from "./__type.server";
import { useMasterDataList } from "./__type";

export { handle } from "./__type";
export const loader = guarded("masterData.edit", (args) => editLoader(editableName(args), args));
export const action = guarded("masterData.edit", (args) => saveAction(editableName(args), args));
export default function EditMasterDataValue() {
  return <CodeListFormPage type={useMasterDataList()} />;
}
