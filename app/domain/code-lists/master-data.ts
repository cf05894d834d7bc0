import type { CodeListField, CodeListColumn, CodeListType } from ".";
import { text } from ".";
import { usesFrom, usesTotal } from "../in-use";
import { msg } from "../messages";
import {
  LISTED_TYPES,
  MASTER_DATA_PATH,
  MASTER_DATA_VIEWS,
  type MasterDataView,
  TASK_TYPE_CHILDREN,
  type ListedSlug,
  type MasterDataModal,
} from "../master-data";

/**
 * A master-data type's code list (decision 034), made from its row in master-data.ts: every type
 * is known by its name, has a description, and the fields its edit-modal type adds. A value in
 * use cannot be deleted (issue 38): the list row says what uses it (`usage`, counted by the
 * upstream), and the confirmation shows that count instead of "Yes, delete"; the upstream refuses
 * the delete too, should the value be used after the confirmation was shown.
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

export function masterDataList(row: {
  slug: string;
  key: string;
  service: string;
  modal: MasterDataModal;
  field?: string;
  searchByPost?: boolean;
}): CodeListType {
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
    remove: {
      kind: "masterDataValue",
      inUse: (item) => {
        const uses = usesFrom(item.usage);
        return usesTotal(uses) > 0 ? { key: "delete.inUse", params: { name: text(item.name) }, uses } : null;
      },
    },
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

/** What each read-only list shows after the name (decision 034's addendum). */
const VIEW_COLUMNS: Record<MasterDataView["slug"], CodeListColumn[]> = {
  devices: [
    { field: "serialNumber", label: "fields.serialNumber", show: "mono" },
    { field: "model", label: "fields.model" },
    { field: "manufacturer", label: "fields.manufacturer" },
  ],
  inventories: [
    { field: "inventoryType", label: "fields.inventoryType" },
    { field: "manufacturer", label: "fields.manufacturer" },
    { field: "lotNumber", label: "fields.lotNumber", show: "mono" },
    { field: "quantity", label: "fields.quantity", show: "count" },
    { field: "expiresOn", label: "fields.expiresOn", show: "date" },
  ],
  products: [
    { field: "programName", label: "fields.program" },
    { field: "itemCount", label: "fields.itemCount", show: "count" },
  ],
  "payer-list": [
    { field: "payerGroupNumber", label: "fields.payerGroupNumber", show: "mono" },
    { field: "state", label: "fields.state" },
  ],
};

/** A read-only list: searched by name and paged like the types, with no form and no delete. */
export function masterDataView(row: MasterDataView): CodeListType {
  return {
    ...masterDataList({ ...row, modal: "nameDescription" }),
    fields: [],
    columns: [{ field: "name", label: "fields.name", show: "strong" }, ...VIEW_COLUMNS[row.slug]],
    edit: false,
    remove: null,
  };
}

/** Every listed type's code list and every read-only list, by slug. */
export const MASTER_DATA_LISTS = Object.fromEntries([
  ...LISTED_TYPES.map((row) => [row.slug, masterDataList(row)]),
  ...MASTER_DATA_VIEWS.map((row) => [row.slug, masterDataView(row)]),
]) as Record<ListedSlug, CodeListType>;
