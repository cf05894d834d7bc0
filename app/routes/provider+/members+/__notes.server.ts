import { data } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { NoteItem } from "~/components/members/notes";
import { formatInstantDate, formatTime } from "~/domain/format";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import type { Patient } from "~/upstream/patients.server";
import { findOwnNote, noteLink, type Note } from "~/upstream/notes.server";
import { logMissingLink } from "~/upstream/links.server";

/** When a note was written (or changed), in the user's time zone and language. */
function when(instant: string, context: RequestContext) {
  return `${formatInstantDate(instant, context.timeZone)} ${formatTime(instant, context.timeZone, context.locale)}`;
}

export function noteItem(
  client: UpstreamClient,
  note: Note,
  context: RequestContext,
  t: TFunction,
): NoteItem {
  const written = note.createdAt ?? note.updatedAt ?? "";
  const edited = note.updatedAt && note.createdAt && note.updatedAt > note.createdAt ? note.updatedAt : null;
  return {
    id: note.id,
    text: note.text,
    isPrivate: note.isPrivate === true,
    author: note.performerName || t("notes.unknownAuthor"),
    writtenAt: written,
    writtenLabel: written ? when(written, context) : "",
    editedLabel: edited ? t("notes.edited", { date: when(edited, context) }) : null,
    canEdit: noteLink(client, note, "update") !== null,
    canDelete: noteLink(client, note, "delete") !== null,
  };
}

/**
 * One of the user's own notes on the patient, with the link for `rel`, or the 404 page: for an id
 * that cannot be one and a note that is not theirs (private notes of others are not even listed).
 * A note of theirs without the link (the upstream did not give it) is refused with the spec's
 * "Can't find link for rel=" in the reader's language.
 */
export async function loadOwnNote(
  client: UpstreamClient,
  context: RequestContext,
  patient: Patient,
  rawId: string | undefined,
  rel: "update" | "delete",
): Promise<{ note: Note; path: string }> {
  const noteId = requireValidId(context, rawId, { messageKey: "members:notes.notFound" });
  const note = orThrow(await findOwnNote(client, patient.id, noteId), context);
  if (!note) throw notFound(context, { messageKey: "members:notes.notFound" });
  const path = noteLink(client, note, rel);
  if (!path) {
    logMissingLink(rel);
    throw data(
      { messageKey: "common:errors.missingLink", messageParams: { rel }, requestId: context.requestId },
      { status: 403 },
    );
  }
  return { note, path };
}
