import { useParams } from "@remix-run/react";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import type { CodeListType } from "~/domain/code-lists";
import { MASTER_DATA_LISTS } from "~/domain/code-lists/master-data";
import type { ListedSlug } from "~/domain/master-data";

/** Every master-data page: its words, its trail; the title comes from the loader's `pageTitle`. */
export const handle = { i18n: ["masterData"], breadcrumb: crumbsFrom };

/** The type the page is about: its loader has already answered 404 or redirected for any other. */
export function useMasterDataList(): CodeListType {
  const { type } = useParams();
  return MASTER_DATA_LISTS[type as ListedSlug];
}
