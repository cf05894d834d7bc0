import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { NewNoteForm, NoteFilterForm, NoteList, notesPath } from "~/components/members/notes";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { Pagination } from "~/components/pagination";
import { useCan } from "~/components/use-can";
import { newNoteSchema } from "~/domain/note-schemas";
import { noteFilters, noteFiltersQuery } from "~/domain/notes";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import type { UpstreamFailure } from "~/upstream/client.server";
import { createNote, getPatientNotes } from "~/upstream/notes.server";
import { loadPatient, patientFacts } from "./__patient.server";
import { noteItem } from "./__notes.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { coordinatorFor } from "~/coordination/setup.server";
import { forget, once } from "~/upstream/idempotency.server";

export const handle = {
  i18n: ["members"],
  titleKey: "members:notes.title",
  breadcrumb: crumbsFrom,
};

/** The patient's notes the user may read (a private note is its author's only), 20 a page. */
export const loader = guarded("notes.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "notes.read");
  const filters = noteFilters(new URL(request.url).searchParams);
  const [result, t] = await Promise.all([
    getPatientNotes(client, patient.id, filters),
    getT(context.locale, "members"),
  ]);
  const page = orThrow(result, context);
  const facts = patientFacts(patient, context.locale);
  return {
    constraints: formConstraints({ note: newNoteSchema }),
    idempotencyKey: crypto.randomUUID(),
    facts,
    filters,
    pageTitle: t("notes.titleOf", { name: facts.name }),
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("notes.title") },
    ],
    notes: page.content.map((note) => noteItem(client, note, context, t)),
    page: page.number,
    totalPages: page.totalPages,
    totalElements: page.totalElements,
  };
});

export const action = guarded("notes.write", async ({ request, context, params, session, client }) => {
  const [patient, kept] = await readKeepingForm(request, () =>
    loadPatient(client, context, request, params.patientId, "notes.write"),
  );
  if (kept) return kept;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: newNoteSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // The same form posted twice (a double click without JS, a resubmitted page) saves one note:
  // the second post gets the first one's answer.
  const rawKey = formData.get("idempotencyKey");
  const key = typeof rawKey === "string" && /^[A-Za-z0-9-]{8,64}$/.test(rawKey) ? rawKey : undefined;
  const coordinator = coordinatorFor(context.config);
  const scope = `${session.sid}:notes:${patient.id}`;
  const { value: saved } = await once<{ noteId: string } | { failure: UpstreamFailure }>(
    coordinator,
    scope,
    key,
    async () => {
      const result = await createNote(client, {
        patientId: patient.id,
        text: submission.value.text,
        isPrivate: submission.value.visibility === "private",
      });
      return result.ok ? { noteId: result.data.id } : { failure: result };
    },
  );
  if ("failure" in saved) {
    await forget(coordinator, scope, key);
    return data(
      {
        result: replyWithFailure(submission, saved.failure, {
          fields: ["text", "visibility"],
          fieldMap: { isPrivate: "visibility" },
        }),
      },
      { status: statusForFailure(saved.failure) },
    );
  }
  // The newest note is first on the unfiltered list: the writer sees it where they look.
  return redirectWithFlash(
    context,
    `${notesPath(patientPath(patient.id))}#note-${encodeURIComponent(saved.noteId)}`,
    { kind: "success", key: "members:notes.flash.saved" },
  );
});

export default function PatientNotes() {
  const { t } = useTranslation("members");
  const { facts, filters, notes, page, totalPages, totalElements, constraints, idempotencyKey } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mayWrite = useCan("notes.write");
  const base = notesPath(patientPath(facts.id));
  const filtered = filters.creator !== "all" || filters.performerName !== "";
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t("notes.title")}</h2>
      {mayWrite ? (
        <section aria-labelledby="new-note-heading" className="mt-4 max-w-2xl">
          <h3 id="new-note-heading" className="text-lg font-semibold">
            {t("notes.write")}
          </h3>
          <NewNoteForm
            constraint={constraints.note}
            lastResult={actionData?.result}
            idempotencyKey={idempotencyKey}
          />
        </section>
      ) : null}
      <section aria-labelledby="note-list-heading" className="mt-8 max-w-3xl">
        <h3 id="note-list-heading" className="text-lg font-semibold">
          {t("notes.list")}
        </h3>
        <NoteFilterForm filters={filters} />
        <p className="mt-4" role="status" data-testid="result-count">
          {t("notes.count", { count: totalElements })}
        </p>
        {notes.length === 0 ? (
          <p className="mt-2">{t(filtered ? "notes.emptyFiltered" : "notes.empty")}</p>
        ) : (
          <NoteList notes={notes} basePath={base} />
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          label={t("notes.pages")}
          hrefFor={(target) => `${base}${noteFiltersQuery({ ...filters, page: target })}`}
        />
      </section>
    </>
  );
}
