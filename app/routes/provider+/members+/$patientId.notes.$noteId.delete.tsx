import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { NoteDeleteSummary, notesPath, type NoteDeleteData } from "~/components/members/notes";
import { patientPath } from "~/components/members/patient-record";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteNote } from "~/upstream/notes.server";
import { loadOwnNote } from "./__notes.server";
import { loadPatient } from "./__patient.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["members"], titleKey: "members:notes.deleteTitle" };

/** What is deleted: the note's start, so the author knows which one. */
const EXCERPT_CHARS = 280;

export const loader = guarded("notes.write", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "notes.write");
  const { note } = await loadOwnNote(client, context, patient, params.noteId, "delete");
  const t = await getT(context.locale, "members");
  const notes = notesPath(patientPath(patient.id));
  const data: NoteDeleteData = {
    title: t("notes.deleteTitle"),
    canDelete: true,
    backHref: `${notes}#note-${encodeURIComponent(note.id)}`,
    actionHref: `${notes}/${encodeURIComponent(note.id)}/delete`,
    author: note.performerName ?? "",
    excerpt: note.text.length > EXCERPT_CHARS ? `${note.text.slice(0, EXCERPT_CHARS)}…` : note.text,
    isPrivate: note.isPrivate === true,
  };
  return { ...data, pageTitle: data.title };
});

export const action = guarded("notes.write", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "notes.write");
  const { path } = await loadOwnNote(client, context, patient, params.noteId, "delete");
  const result = await deleteNote(client, path);
  if (!result.ok) return deleteFailure(result, "members:notes.deleteFailure");
  return redirectWithFlash(context, notesPath(patientPath(patient.id)), {
    kind: "success",
    key: "members:notes.flash.deleted",
  });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(NoteDeleteSummary);
