import type { CodeListItem } from "~/domain/code-lists";
import { text } from "~/domain/code-lists";
import type { ListedSlug } from "~/domain/master-data";
import type { UpstreamClient, UpstreamResult } from "~/upstream/client.server";
import { listCodeItems } from "~/upstream/code-lists.server";
import { codeListOf, type CodeListName } from "./registry.server";

/**
 * What forms offer from master data (issue 38): a type's values read through the same list call
 * the master-data pages edit them with, so a value added there is offered everywhere at once, and
 * none of them keeps a list of its own. The whole list is one read: master-data lists are short,
 * and the upstream answers at most this many a page.
 */
const EVERY_VALUE = 1000;

/** Every value of a code list, in the upstream's order, in one call. */
export async function readCodeList(
  client: UpstreamClient,
  name: CodeListName,
): Promise<UpstreamResult<CodeListItem[]>> {
  const result = await listCodeItems(client, codeListOf(name), { page: 0, size: EVERY_VALUE });
  return result.ok ? { ...result, data: result.data.content } : result;
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * A master-data type's values as a select's options: by id, or by name where the record keeps the
 * name (a vaccine's manufacturer). The label is always the value's name, never a code.
 */
export async function masterDataChoices(
  client: UpstreamClient,
  slug: ListedSlug,
  by: "id" | "name" = "id",
): Promise<UpstreamResult<Choice[]>> {
  const result = await readCodeList(client, `masterData/${slug}`);
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data.map((item) => ({
      value: by === "id" ? item.id : text(item.name),
      label: text(item.name),
    })),
  };
}

/**
 * The options, with the record's stored value when master data no longer has it (or could not be
 * read): it is offered under the label it was stored with, so opening and saving the form keeps
 * it instead of losing it. Values compare as master data names do, case aside.
 */
export function withStored(choices: readonly Choice[], stored: Choice | null | undefined): Choice[] {
  if (!stored?.value) return [...choices];
  const wanted = stored.value.toLowerCase();
  if (choices.some((choice) => choice.value.toLowerCase() === wanted)) return [...choices];
  return [...choices, { value: stored.value, label: stored.label || stored.value }];
}
