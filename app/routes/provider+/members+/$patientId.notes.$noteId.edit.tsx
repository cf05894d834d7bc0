import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { NoteTextForm, notesPath } from "~/components/members/notes";
import { patientPath } from "~/components/members/patient-record";
import { noteTextSchema } from "~/domain/note-schemas";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { updateNote } from "~/upstream/notes.server";
import { loadOwnNote } from "./__notes.server";
import { loadPatient, patientName } from "./__patient.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["members"], titleKey: "members:notes.editTitle", breadcrumb: crumbsFrom };

/** The author changes a note's text, through the note's own update link. */
export const loader = guarded("notes.write", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "notes.write");
  const { note } = await loadOwnNote(client, context, patient, params.noteId, "update");
  const t = await getT(context.locale, "members");
  const name = patientName(patient);
  const notes = notesPath(patientPath(patient.id));
  return {
    constraints: formConstraints({ note: noteTextSchema }),
    heading: t("notes.editTitleOf", { name }),
    pageTitle: t("notes.editTitleOf", { name }),
    text: note.text,
    backHref: `${notes}#note-${encodeURIComponent(note.id)}`,
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: name, to: patientPath(patient.id) },
      { label: t("notes.title"), to: notes },
      { label: t("notes.editTitle") },
    ],
  };
});

export const action = guarded("notes.write", async ({ request, context, params, client }) => {
  const [read, kept] = await readKeepingForm(request, async () => {
    const patient = await loadPatient(client, context, request, params.patientId, "notes.write");
    return { patient, ...(await loadOwnNote(client, context, patient, params.noteId, "update")) };
  });
  if (kept) return kept;
  const { patient, note, path } = read;
  const submission = parseWithZod(await request.formData(), { schema: noteTextSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await updateNote(client, path, submission.value.text);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: ["text"] }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(
    context,
    `${notesPath(patientPath(patient.id))}#note-${encodeURIComponent(note.id)}`,
    { kind: "success", key: "members:notes.flash.changed" },
  );
});

export default function EditNote() {
  const { heading, text, backHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 max-w-2xl">
        <NoteTextForm
          constraint={constraints.note}
          lastResult={actionData?.result}
          defaultText={text}
          cancelHref={backHref}
        />
      </div>
    </>
  );
}
