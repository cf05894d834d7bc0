import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import type { newNoteSchema, noteTextSchema } from "~/domain/note-schemas";
import { NOTE_MAX_CHARS, NOTE_VISIBILITIES, type NoteFilters } from "~/domain/notes";
import { DeleteControl } from "../delete-confirmation";
import {
  ErrorSummary,
  FormButtons,
  SubmitButton,
  TextareaField,
  buttonClass,
  inputClass,
  summarize,
} from "../forms";
import { Icon } from "../icons";
import { ImageWithFallback } from "../image-with-fallback";
import { ChoiceGroup } from "../patient/choice-group";
import { type FormConstraint, useAppForm } from "../use-app-form";

/** A note as the notes page shows it: the loader has formatted its dates and read its links. */
export interface NoteItem {
  id: string;
  text: string;
  isPrivate: boolean;
  author: string;
  writtenAt: string;
  writtenLabel: string;
  editedLabel: string | null;
  canEdit: boolean;
  canDelete: boolean;
}

export type NoteDeleteData = DeleteConfirmationBase & { author: string; excerpt: string; isPrivate: boolean };

export const notesPath = (patientPath: string) => `${patientPath}/notes`;

/** Writing a note: its text and who may read it. Private is the default: a note is the writer's until shared. */
export function NewNoteForm({
  constraint,
  lastResult,
  idempotencyKey,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  /** New with every answer of the loader: a post sent twice saves one note (decision 021). */
  idempotencyKey: string;
}) {
  const { t } = useTranslation("members");
  // A saved note leaves the box empty: its text is in the list below, not offered to be saved again.
  const [form, fields, saves] = useAppForm<typeof newNoteSchema>({
    id: "new-note",
    constraint,
    lastResult,
    defaultValue: { visibility: "private" },
    clearWhenSaved: true,
  });
  return (
    <>
      <ErrorSummary errors={summarize(form, [fields.text, fields.visibility])} />
      <Form key={saves} method="post" {...getFormProps(form)} noValidate aria-labelledby="new-note-heading">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <TextareaField
          meta={fields.text}
          label={t("notes.text")}
          hint={t("notes.textHint", { max: NOTE_MAX_CHARS })}
          rows={4}
        />
        <ChoiceGroup
          meta={fields.visibility}
          legend={t("notes.visibility")}
          columns={2}
          options={NOTE_VISIBILITIES.map((value) => ({ value, label: t(`notes.visibilities.${value}`) }))}
        />
        <SubmitButton intent="create">{t("notes.save")}</SubmitButton>
      </Form>
    </>
  );
}

/** Changing a note's text (its visibility stays: the documented update takes the text). */
export function NoteTextForm({
  constraint,
  lastResult,
  defaultText,
  cancelHref,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultText: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("members");
  const [form, fields] = useAppForm<typeof noteTextSchema>({
    id: "note",
    constraint,
    lastResult,
    defaultValue: { text: defaultText },
  });
  return (
    <>
      <ErrorSummary errors={summarize(form, [fields.text])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <TextareaField
          meta={fields.text}
          label={t("notes.text")}
          hint={t("notes.textHint", { max: NOTE_MAX_CHARS })}
          rows={6}
        />
        <FormButtons cancelHref={cancelHref}>{t("notes.saveChanges")}</FormButtons>
      </Form>
    </>
  );
}

/** All notes or mine, and the author's name: a GET form, so each search is a URL. */
export function NoteFilterForm({ filters }: { filters: NoteFilters }) {
  const { t } = useTranslation("members");
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("notes.filter")}
      className="mt-4 flex flex-wrap items-end gap-4"
    >
      <div>
        <label htmlFor="note-creator" className="block font-semibold text-slate-900">
          {t("notes.creator")}
        </label>
        <select
          id="note-creator"
          name="creator"
          defaultValue={filters.creator}
          className={`${inputClass} mt-1`}
        >
          <option value="all">{t("notes.creators.all")}</option>
          <option value="me">{t("notes.creators.me")}</option>
        </select>
      </div>
      <div>
        <label htmlFor="note-author" className="block font-semibold text-slate-900">
          {t("notes.author")}
        </label>
        <input
          id="note-author"
          name="performerName"
          type="search"
          defaultValue={filters.performerName}
          autoComplete="off"
          className={`${inputClass} mt-1`}
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        <Icon name="search" />
        {t("notes.search")}
      </button>
    </Form>
  );
}

export function NoteDeleteSummary({ data }: { data: NoteDeleteData }) {
  const { t } = useTranslation("members");
  return (
    <>
      <p className="text-lg">{t(data.isPrivate ? "notes.deletePrivateQuestion" : "notes.deleteQuestion")}</p>
      <blockquote className="mt-2 whitespace-pre-line border-l-4 border-slate-300 pl-3 text-slate-800">
        {data.excerpt}
      </blockquote>
      <p className="mt-2">{t("notes.deleteLost")}</p>
    </>
  );
}

/** The notes, newest first; the author's own carry Edit and Delete (the links the upstream gave). */
export function NoteList({ notes, basePath }: { notes: NoteItem[]; basePath: string }) {
  const { t } = useTranslation("members");
  return (
    <ol className="mt-4 space-y-4">
      {notes.map((note) => (
        <li key={note.id} id={`note-${note.id}`} className="rounded border border-slate-300 p-4">
          <article aria-labelledby={`note-${note.id}-by`}>
            <header className="flex flex-wrap items-center gap-3">
              <ImageWithFallback src={null} alt="" width={40} className="rounded-full" />
              <div>
                <h3 id={`note-${note.id}-by`} className="font-semibold">
                  {t("notes.by", { name: note.author })}
                </h3>
                <p className="text-sm text-slate-700">
                  <time dateTime={note.writtenAt}>{note.writtenLabel}</time>
                  {note.editedLabel ? ` · ${note.editedLabel}` : ""}
                </p>
              </div>
              <span
                className={`ml-auto rounded px-2 py-0.5 text-sm font-semibold ${
                  note.isPrivate ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"
                }`}
              >
                {t(note.isPrivate ? "notes.visibilities.private" : "notes.visibilities.public")}
              </span>
            </header>
            <p className="mt-3 whitespace-pre-line">{note.text}</p>
            {note.canEdit || note.canDelete ? (
              <div className="mt-3 flex flex-wrap gap-3">
                {note.canEdit ? (
                  <Link
                    to={`${basePath}/${encodeURIComponent(note.id)}/edit`}
                    className={buttonClass("secondary")}
                    aria-label={t("notes.editNamed", { name: note.author, date: note.writtenLabel })}
                  >
                    <Icon name="pencil" />
                    {t("notes.edit")}
                  </Link>
                ) : null}
                {note.canDelete ? (
                  <DeleteControl
                    href={`${basePath}/${encodeURIComponent(note.id)}/delete`}
                    Summary={NoteDeleteSummary}
                  >
                    <Icon name="trash" />
                    <span aria-hidden="true">{t("notes.delete")}</span>
                    <span className="sr-only">
                      {t("notes.deleteNamed", { name: note.author, date: note.writtenLabel })}
                    </span>
                  </DeleteControl>
                ) : null}
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
