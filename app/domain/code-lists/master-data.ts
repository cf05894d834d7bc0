import type { CodeListField, CodeListColumn, CodeListType } from ".";
import { text } from ".";
import { msg } from "../messages";
import {
  LISTED_TYPES,
  MASTER_DATA_PATH,
  TASK_TYPE_CHILDREN,
  type ListedMasterDataType,
  type ListedSlug,
  type MasterDataModal,
} from "../master-data";

/**
 * A master-data type's code list (decision 034), made from its row in master-data.ts: every type
 * is known by its name, has a description, and the fields its edit-modal type adds. Values are
 * refused by the upstream while in use (its reason is shown after the confirmation), so the list
 * says nothing about use up front.
 */

const NAME: CodeListField = {
  name: "name",
  label: "fields.name",
  rule: (r) => r.requiredText("masterData:errors.nameRequired", 100),
};

const DESCRIPTION: CodeListField = {
  name: "description",
  label: "fields.description",
  hint: "fields.optional",
  rule: (r) => r.optionalText(500),
};

/** What each edit-modal type adds after the name and description. */
const MODAL_FIELDS: Record<MasterDataModal, { fields: CodeListField[]; columns: CodeListColumn[] }> = {
  nameDescription: { fields: [], columns: [] },
  taskType: {
    fields: [
      {
        name: "category",
        label: "fields.category",
        options: { values: TASK_TYPE_CHILDREN, labels: "categories" },
        rule: (r) =>
          r.z.enum(TASK_TYPE_CHILDREN, {
            errorMap: () => ({ message: msg("masterData:errors.categoryRequired") }),
          }),
      },
    ],
    columns: [{ field: "category", label: "fields.category", labels: "categories" }],
  },
  deviceModel: {
    fields: [
      {
        name: "manufacturer",
        label: "fields.manufacturer",
        options: { from: "manufacture" },
        rule: (r) => r.requiredText("masterData:errors.manufacturerRequired", 100),
      },
    ],
    columns: [{ field: "manufacturer", label: "fields.manufacturer" }],
  },
  imageLibrary: { fields: [], columns: [{ field: "hasImage", label: "fields.image", show: "image" }] },
};

export function masterDataList(row: ListedMasterDataType): CodeListType {
  const more = MODAL_FIELDS[row.modal];
  return {
    ns: "masterData",
    keys: `lists.${row.key}`,
    path: `${MASTER_DATA_PATH}/${row.slug}`,
    idParam: "itemId",
    identity: "name",
    identityParam: "name",
    search: { param: "name", max: 100 },
    api: {
      base: row.service,
      search: "name",
      ...(row.field ? { fixed: { type: row.field } } : {}),
      ...(row.searchByPost ? { searchByPost: true } : {}),
    },
    formId: `master-data-${row.slug}`,
    editCapability: "masterData.edit",
    fields: [NAME, DESCRIPTION, ...more.fields],
    columns: [
      { field: "name", label: "fields.name", show: "strong" },
      { field: "description", label: "fields.description" },
      ...more.columns,
    ],
    edit: true,
    remove: { kind: "masterDataValue", inUse: () => null },
    detail: false,
    grouped: false,
    openByName: false,
    pictures: row.modal === "imageLibrary",
    messages: {
      created: "masterData:flash.created",
      updated: "masterData:flash.updated",
      duplicate: (twin) => msg("masterData:errors.duplicate", { name: text(twin.name) }),
    },
  };
}

/** Every listed type's code list, by slug. */
export const MASTER_DATA_LISTS = Object.fromEntries(
  LISTED_TYPES.map((row) => [row.slug, masterDataList(row)]),
) as Record<ListedSlug, CodeListType>;
