import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import type { Crumb } from "~/components/layout/breadcrumbs";
import { codeListSchema } from "~/domain/code-list-schemas";
import type {
  CodeListData,
  CodeListFormData,
  CodeListItem,
  CodeListType,
  ListPage,
} from "~/domain/code-lists";
import { codeListSpec, recordName } from "~/domain/code-lists";
import { formatMoney } from "~/domain/format";
import { usesText } from "~/domain/in-use";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { upstream, type UpstreamFailure } from "~/upstream/client.server";
import {
  createCodeItem,
  deleteCodeItem,
  findCodeItem,
  listCodeGroups,
  listCodeItems,
  updateCodeItem,
} from "~/upstream/code-lists.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { orThrow } from "~/http/outcome.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { billingChanges, ownerOf, requireChangeable } from "./ownership.server";
import { readCodeList } from "./choices.server";
import { codeListOf, type CodeListName } from "./registry.server";
import {
  afterDelete,
  confirmationFrom,
  notFoundPage,
  savedAs,
  submitForm,
  usageDependencies,
} from "./records.server";

/**
 * The loaders and actions of a code list, from its description (decision 012). A route file
 * binds them to its type by name (registry.server.ts):
 * `export const loader = guarded("billing.read", (args) => listLoader("modifiers", args))`, which
 * also states the capability (decision 015). The Remix Vite plugin removes the `loader` and
 * `action` declarations from the browser build whole, with the imports only they used, so these
 * server-only calls never reach the browser.
 */

const enc = encodeURIComponent;

/** The list's URL searched for one record: where a save lands and a confirmation goes back to. */
const listedAs = (type: CodeListType, identity: string) =>
  `${type.path}?${type.search.param}=${enc(identity)}`;

async function translator(type: CodeListType, locale: string) {
  const t = await getT(locale, type.ns);
  return (key: string, params?: Record<string, string | number>) => t(key, params ?? {});
}

/** The trail of a page below the list: the list, then this page. */
function crumbs(type: CodeListType, t: (key: string) => string, here: string): Crumb[] {
  return [{ label: t(`${type.keys}.title`), to: type.path }, { label: here }];
}

/**
 * Amounts leave formatted in the user's language, as the page shows them: list pages then need
 * no number formatting of their own in the browser.
 */
function shown(type: CodeListType, list: ListPage<CodeListItem>, locale: string): ListPage<CodeListItem> {
  const money = type.columns.filter((column) => column.show === "money").map((column) => column.field);
  if (money.length === 0) return list;
  const format = (value: unknown) =>
    typeof value === "string" && value !== "" ? formatMoney(value, locale) : null;
  return {
    ...list,
    content: list.content.map((item) => ({
      ...item,
      ...Object.fromEntries(money.map((field) => [field, format(item[field])])),
    })),
  };
}

export async function listLoader(name: CodeListName, { request, context }: LoaderFunctionArgs) {
  const type = codeListOf(name);
  const session = requireStaff(context, request);
  const url = new URL(request.url);
  const spec = codeListSpec(type);
  const listQuery = readListQuery(context, request, spec);
  const search = listQuery.filters[type.search.param] ?? "";
  const query = { page: listQuery.page, size: listQuery.size, search: search || undefined };
  const client = upstream(context, request);
  const t = await translator(type, context.locale);
  const body: CodeListData & { pageTitle: string } = {
    pageTitle: t(`${type.keys}.title`),
    search,
    query: listQuery,
    saved: showsSaved(context, spec, listQuery),
    view: "list",
    list: null,
    groups: null,
    select: "",
    selectError: null,
    changeable: null,
  };
  if (type.grouped && url.searchParams.get("view") === "grouped") {
    return { ...body, view: "grouped", groups: orThrow(await listCodeGroups(client, type, query), context) };
  }
  // "Open a record by its name" (payers, spec part 2 §8): its page, or this list saying it failed.
  if (type.openByName) {
    body.select = (url.searchParams.get("select") ?? "").trim().slice(0, type.search.max);
    if (body.select) {
      const found = await findCodeItem(client, type, body.select);
      if (found.ok && found.data) throw redirect(`${type.path}/${enc(found.data.id)}`);
      body.selectError = body.select;
    }
  }
  body.list = shown(type, orThrow(await listCodeItems(client, type, query), context), context.locale);
  if (type.owned) {
    const changes = await billingChanges(context, request, session);
    body.changeable = body.list.content.filter((item) => changes(ownerOf(item))).map((item) => item.id);
  }
  return body.selectError !== null ? data(body, { status: 404 }) : body;
}

/** A list's own action: saving (or forgetting) its filters. */
export function listAction(name: CodeListName, { request, context }: ActionFunctionArgs) {
  requireStaff(context, request);
  return saveListQuery(context, request, codeListSpec(codeListOf(name)));
}

/**
 * The record an edit or delete page is about: `?<identity>=` finds it (the upstream has no "by
 * id" call), and the id in the path must match.
 */
export async function loadItem(type: CodeListType, { request, context, params }: LoaderFunctionArgs) {
  const identity = (new URL(request.url).searchParams.get(type.identity) ?? "").trim();
  const notFound = () => notFoundPage(context, `${type.ns}:${type.keys}.notFound`);
  if (!identity) throw notFound();
  const found = orThrow(await findCodeItem(upstream(context, request), type, identity), context);
  if (!found || found.id !== params[type.idParam]) throw notFound();
  return found;
}

/** The record an edit or delete is about, when the user may change it (an owned type's, decision 054). */
async function loadChangeable(type: CodeListType, args: LoaderFunctionArgs, session: SessionData) {
  const item = await loadItem(type, args);
  if (type.owned)
    await requireChangeable(
      args.context,
      args.request,
      session,
      ownerOf(item),
      `${type.ns}:${type.keys}.notFound`,
    );
  return item;
}

const identityOf = (type: CodeListType, item: CodeListItem) => String(item[type.identity]);

/**
 * The values a form's selects offer where they are another type's values (a device model's
 * manufacturer): read whole, in the order the upstream keeps them.
 */
async function choicesOf(type: CodeListType, args: LoaderFunctionArgs) {
  const choices: Record<string, string[]> = {};
  for (const field of type.fields) {
    if (!field.options || !("from" in field.options)) continue;
    const name = `masterData/${field.options.from}` as CodeListName;
    const list = orThrow(await readCodeList(upstream(args.context, args.request), name), args.context);
    choices[field.name] = list.map((item) => String(item[codeListOf(name).identity]));
  }
  return choices;
}

export async function createLoader(name: CodeListName, args: LoaderFunctionArgs) {
  const { request, context } = args;
  const type = codeListOf(name);
  requireStaff(context, request);
  const t = await translator(type, context.locale);
  const body: CodeListFormData = { defaults: null, identity: null, choices: await choicesOf(type, args) };
  return {
    ...body,
    constraints: formConstraints({ item: codeListSchema(type) }),
    pageTitle: t(`${type.keys}.createTitle`),
    crumbs: crumbs(type, t, t(`${type.keys}.createTitle`)),
  };
}

export async function editLoader(name: CodeListName, args: LoaderFunctionArgs) {
  const type = codeListOf(name);
  const session = requireStaff(args.context, args.request);
  const item = await loadChangeable(type, args, session);
  const t = await translator(type, args.context.locale);
  const identity = identityOf(type, item);
  const body: CodeListFormData = {
    defaults: Object.fromEntries(type.fields.map((field) => [field.name, String(item[field.name] ?? "")])),
    identity,
    choices: await choicesOf(type, args),
  };
  return {
    ...body,
    constraints: formConstraints({ item: codeListSchema(type) }),
    pageTitle: t(`${type.keys}.editPageTitle`, { [type.identityParam]: identity }),
    crumbs: crumbs(type, t, t(`${type.keys}.editTitle`)),
  };
}

/** Create (no id) or edit (the record in the path): a duplicate of another record is refused. */
export async function saveAction(name: CodeListName, args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const type = codeListOf(name);
  const session = requireStaff(context, request);
  const itemId = params[type.idParam] ?? null;
  // An edit of a record the user may not change is refused before the write; an outage of that
  // read keeps what was typed.
  if (itemId && type.owned) {
    const [, kept] = await readKeepingForm(request, () => loadChangeable(type, args, session));
    if (kept) return kept;
  }
  const client = upstream(context, request);
  const identity = (value: Record<string, string | undefined>) => value[type.identity] ?? "";
  return submitForm<z.AnyZodObject, CodeListItem | null>(request, context, {
    schema: codeListSchema(type),
    duplicate: async (value) => {
      const twin = await findCodeItem(client, type, identity(value));
      return twin.ok && twin.data && twin.data.id !== itemId
        ? { [type.identity]: type.messages.duplicate(twin.data) }
        : null;
    },
    save: async (value) => {
      const body = Object.fromEntries(type.fields.map((field) => [field.name, value[field.name] ?? ""]));
      return itemId
        ? savedAs(await updateCodeItem(client, type, itemId, body), type.detail ? { id: itemId } : null)
        : createCodeItem(client, type, body);
    },
    fields: type.fields.map((field) => field.name),
    failedKey: `${type.ns}:flash.${itemId ? "updateFailed" : "createFailed"}`,
    done: (value, saved) => ({
      flash: {
        kind: "success",
        key: (itemId ? type.messages.updated : undefined) ?? type.messages.created,
        params: { [type.identityParam]: identity(value) },
      },
      to: type.detail && saved ? `${type.path}/${enc(saved.id)}` : listedAs(type, identity(value)),
    }),
  });
}

export async function deleteLoader(name: CodeListName, args: LoaderFunctionArgs) {
  const type = codeListOf(name);
  const session = requireStaff(args.context, args.request);
  const remove = type.remove;
  if (!remove) throw notFoundPage(args.context, `${type.ns}:${type.keys}.notFound`);
  const item = await loadChangeable(type, args, session);
  const t = await translator(type, args.context.locale);
  const identity = identityOf(type, item);
  const inUse = remove.inUse(item);
  return {
    ...confirmationFrom(
      {
        kind: remove.kind,
        ns: type.ns,
        title: t(`delete.title.${remove.kind}`),
        name: recordName(type, item),
        backHref: listedAs(type, identity),
        actionHref: `${type.path}/${enc(item.id)}/delete?${type.identity}=${enc(identity)}`,
      },
      usageDependencies(
        inUse ? t(inUse.key, { ...inUse.params, uses: usesText(t, args.context.locale, inUse.uses) }) : null,
      ),
    ),
    pageTitle: t(`delete.title.${remove.kind}`),
    crumbs: crumbs(type, t, t("delete.crumb")),
  };
}

export async function deleteAction(name: CodeListName, { request, context, params }: ActionFunctionArgs) {
  const type = codeListOf(name);
  const session = requireStaff(context, request);
  const client = upstream(context, request);
  const itemId = params[type.idParam] ?? "";
  let item: CodeListItem | null = null;
  if (type.owned) {
    // The record is read first: a delete of one the user may not change never reaches the upstream.
    const identity = (new URL(request.url).searchParams.get(type.identity) ?? "").trim();
    const found = identity ? await findCodeItem(client, type, identity) : null;
    if (found && !found.ok) return afterDelete(context, found, type.path, type.ns);
    if (!found?.data || found.data.id !== itemId)
      throw notFoundPage(context, `${type.ns}:${type.keys}.notFound`);
    await requireChangeable(
      context,
      request,
      session,
      ownerOf(found.data),
      `${type.ns}:${type.keys}.notFound`,
    );
    item = found.data;
  }
  const result = await deleteCodeItem(client, type, itemId);
  if (!result.ok && result.kind === "conflict" && item) {
    // Used since the confirmation was read: the refusal's counts in the user's words, not the
    // upstream's English sentence.
    const reason = await inUseWords(type, item, result, context.locale);
    if (reason) return afterDelete(context, { ...result, message: reason }, type.path, type.ns);
  }
  return afterDelete(context, result, type.path, type.ns);
}

/**
 * A 409 refusal for being in use, put in words as the confirmation puts it: the upstream counts
 * the uses by kind (`usage`, issue 38) beside its own sentence. Null when it gives no counts.
 */
async function inUseWords(
  type: CodeListType,
  item: CodeListItem,
  failure: Extract<UpstreamFailure, { kind: "conflict" }>,
  locale: string,
) {
  if (!type.remove || !failure.body) return null;
  const inUse = type.remove.inUse({ ...item, usage: failure.body.usage });
  if (!inUse) return null;
  const t = await translator(type, locale);
  return t(inUse.key, { ...inUse.params, uses: usesText(t, locale, inUse.uses) });
}
