import { guarded } from "~/session/guards.server";
import { createLoader, saveAction } from "~/code-lists/resource.server";
import { CodeListFormPage } from "~/components/code-list/form-page";
import { editableName } from "./__type.server";
import { useMasterDataList } from "./__type";

export { handle } from "./__type";
export const loader = guarded("masterData.edit", (args) => createLoader(editableName(args), args));
export const action = guarded("masterData.edit", (args) => saveAction(editableName(args), args));
export default function NewMasterDataValue() {
  return <CodeListFormPage type={useMasterDataList()} />;
}
