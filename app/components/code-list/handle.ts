import type { CodeListType } from "~/domain/code-lists";
import { crumbsFrom } from "~/components/layout/breadcrumbs";

const TITLES = { list: "title", create: "createTitle", edit: "editTitle" } as const;

/**
 * A code-list route's handle: its namespace, its title, and (below the list) its breadcrumbs. A
 * delete route takes delete-route.ts's, so its page needs no description.
 */
export function codeListHandle(type: CodeListType, page: keyof typeof TITLES) {
  const titleKey = `${type.ns}:${type.keys}.${TITLES[page]}`;
  return page === "list"
    ? { i18n: [type.ns], titleKey }
    : { i18n: [type.ns], titleKey, breadcrumb: crumbsFrom };
}
