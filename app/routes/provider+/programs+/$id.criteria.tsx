import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  type AnyField,
  ErrorSummary,
  Field,
  SelectField,
  SubmitButton,
  buttonClass,
  summarize,
} from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { MoveButtons } from "~/components/surveys/move-buttons";
import { Table, Td, Th } from "~/components/table";
import { type FormConstraint, useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import {
  criterionDeleteSchema,
  criterionEditSchema,
  criterionMoveSchema,
  criterionSchema,
} from "~/domain/program-schemas";
import { CRITERION_ATTRIBUTES, criterionMove, nextRank, programPath } from "~/domain/programs";
import { actionFlash, orThrow, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { notFound } from "~/http/not-found.server";
import {
  addCriterion,
  deleteCriterion,
  getCriteria,
  moveCriterion,
  updateCriterion,
} from "~/upstream/programs.server";
import { loadProgram, programCrumbs } from "./__programs.server";
import { inProgramWords } from "./__words.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["programs", "surveys"], breadcrumb: crumbsFrom };

/**
 * A program's qualification criteria, in rank order (spec part 2 §3): added at the end, moved
 * one place at a time with buttons that are plain POST forms (the two trade ranks through the
 * upstream's PUT by rank), removed by rank. Who is eligible follows from them.
 */
export const loader = guarded("programs.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const [criteria, t] = await Promise.all([
    getCriteria(client, program.id),
    getT(context.locale, "programs"),
  ]);
  return {
    constraints: formConstraints({ criterion: criterionSchema, edit: criterionEditSchema }),
    program,
    criteria: orThrow(criteria, context),
    pageTitle: t("criteria.title", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("tabs.criteria")),
  };
});

export const action = guarded("programs.edit", async ({ request, context, params }) => {
  const client = upstream(context, request);
  // The reply goes to the form that was sent (a criterion's, or the new one); move and delete are buttons.
  const [program, kept] = await readKeepingForm(
    request,
    () => loadProgram(client, context, request, params.id, "programs.edit"),
    {
      into: (result, form) => {
        const intent = form.get("intent");
        if (intent === "move" || intent === "delete") return null;
        return { intent: intent === "edit" ? "edit" : "add", result };
      },
    },
  );
  if (kept) return kept;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = redirect(`${programPath(program.id, "criteria")}#criteria`, 303);
  if (intent === "edit") {
    const submission = parseWithZod(formData, { schema: criterionEditSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { rank, attribute, value } = submission.value;
    // Only a criterion of this program: a rank it does not hold answers 404 before any change.
    const [criteria, criteriaKept] = await readKeepingForm(
      formData,
      async () => orThrow(await getCriteria(client, program.id), context),
      { into: (result) => ({ intent, result }) },
    );
    if (criteriaKept) return criteriaKept;
    if (!criteria.some((c) => c.rank === rank))
      throw notFound(context, { messageKey: "programs:criteria.notFound" });
    const result = await updateCriterion(client, program.id, rank, { attribute, value });
    if (!result.ok)
      return data(
        {
          intent,
          result: replyWithFailure(submission, inProgramWords(result), {
            fields: ["attribute", "value"],
            fieldMap: { rank: "attribute" },
          }),
        },
        { status: statusForFailure(result) },
      );
    context.jar.setFlash({ kind: "success", key: "programs:flash.criterionSaved" });
    return back;
  }
  if (intent === "move" || intent === "delete") {
    const criteria = orThrow(await getCriteria(client, program.id), context);
    if (intent === "move") {
      const submission = parseWithZod(formData, { schema: criterionMoveSchema });
      if (submission.status !== "success")
        return data({ intent, result: submission.reply() }, { status: 400 });
      const move = criterionMove(criteria, submission.value.itemId, submission.value.direction);
      const result = move ? await moveCriterion(client, program.id, move.from, move.to) : null;
      context.jar.setFlash(
        actionFlash(result, { success: "programs:flash.moved", failure: "programs:flash.moveFailed" }),
      );
      return back;
    }
    const submission = parseWithZod(formData, { schema: criterionDeleteSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const found = criteria.some((c) => c.rank === submission.value.rank);
    const result = found ? await deleteCriterion(client, program.id, submission.value.rank) : null;
    context.jar.setFlash(
      actionFlash(result, {
        success: "programs:flash.criterionRemoved",
        failure: "programs:flash.removeFailed",
      }),
    );
    return back;
  }
  const submission = parseWithZod(formData, { schema: criterionSchema });
  if (submission.status !== "success")
    return data({ intent: "add", result: submission.reply() }, { status: 400 });
  const [criteria, criteriaKept] = await readKeepingForm(
    formData,
    async () => orThrow(await getCriteria(client, program.id), context),
    { into: (result) => ({ intent: "add", result }) },
  );
  if (criteriaKept) return criteriaKept;
  const result = await addCriterion(client, program.id, { rank: nextRank(criteria), ...submission.value });
  if (!result.ok)
    return data(
      {
        intent: "add",
        result: replyWithFailure(submission, inProgramWords(result), {
          fields: ["attribute", "value"],
          fieldMap: { rank: "attribute" },
        }),
      },
      { status: statusForFailure(result) },
    );
  context.jar.setFlash({ kind: "success", key: "programs:flash.criterionAdded" });
  return back;
});

export default function ProgramCriteria() {
  const { t } = useTranslation("programs");
  const { program, criteria, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const canEdit = useCan("programs.edit");
  const [form, fields] = useAppForm<typeof criterionSchema>({
    id: "criterion",
    constraint: constraints.criterion,
    lastResult: actionData?.intent === "add" ? actionData.result : undefined,
  });
  const [searchParams] = useSearchParams();
  const refusedEdit = actionData?.intent === "edit" ? String(actionData.result.initialValue?.rank ?? "") : "";
  const editing = canEdit ? refusedEdit || searchParams.get("edit") : null;
  const describe = (c: { attribute: string; value: string }) =>
    t(`criteria.reads.${c.attribute}`, { value: c.value, defaultValue: `${c.attribute} ${c.value}` });
  return (
    <>
      <PageHeading>{t("criteria.title", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />
      <h2 id="criteria" className="mt-6 text-xl font-bold" tabIndex={-1}>
        {t("criteria.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{t("criteria.intro")}</p>
      {criteria.length === 0 ? (
        <p className="mt-4">{t("criteria.empty")}</p>
      ) : (
        <Table caption={t("criteria.caption")}>
          <thead>
            <tr>
              <Th>{t("criteria.order")}</Th>
              <Th>{t("criteria.criterion")}</Th>
              {canEdit ? <Th>{t("criteria.actions")}</Th> : null}
            </tr>
          </thead>
          <tbody>
            {criteria.map((c, index) => (
              <tr key={c.rank}>
                <Td className="tabular-nums">{index + 1}</Td>
                <Td>
                  {editing === String(c.rank) ? (
                    <CriterionEditForm
                      criterion={c}
                      constraint={constraints.edit}
                      lastResult={refusedEdit === String(c.rank) ? actionData?.result : undefined}
                      cancelHref={`${programPath(program.id, "criteria")}#criteria`}
                    />
                  ) : (
                    describe(c)
                  )}
                </Td>
                {canEdit ? (
                  <Td>
                    <div className="flex flex-wrap gap-2">
                      <MoveButtons
                        itemId={String(c.rank)}
                        itemLabel={describe(c)}
                        index={index}
                        count={criteria.length}
                      />
                      {editing === String(c.rank) ? null : (
                        <Link
                          to={`${programPath(program.id, "criteria")}?edit=${c.rank}#criteria`}
                          className={`${buttonClass("secondary")} text-sm`}
                          preventScrollReset
                        >
                          {t("criteria.edit")}
                          <span className="sr-only">: {describe(c)}</span>
                        </Link>
                      )}
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="rank" value={c.rank} />
                        <SubmitButton intent="delete" variant="secondary" className="text-sm">
                          {t("criteria.remove")}
                          <span className="sr-only">: {describe(c)}</span>
                        </SubmitButton>
                      </Form>
                    </div>
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {canEdit ? (
        <section aria-labelledby="add-criterion" className="mt-8 max-w-2xl">
          <h2 id="add-criterion" className="text-xl font-bold">
            {t("criteria.add")}
          </h2>
          <ErrorSummary errors={summarize(form, [fields.attribute, fields.value])} />
          <Form method="post" {...getFormProps(form)} noValidate>
            <CriterionFields attribute={fields.attribute} value={fields.value} />
            <SubmitButton intent="add">{t("criteria.addButton")}</SubmitButton>
          </Form>
        </section>
      ) : null}
    </>
  );
}

/** A criterion's attribute and value, as the add and the in-place edit forms ask them. */
function CriterionFields({ attribute, value }: { attribute: AnyField; value: AnyField }) {
  const { t } = useTranslation("programs");
  return (
    <>
      <SelectField
        meta={attribute}
        label={t("criteria.attribute")}
        options={CRITERION_ATTRIBUTES.map((a) => ({ value: a, label: t(`criteria.attributes.${a}`) }))}
        placeholder={t("form.choose")}
      />
      <Field meta={value} label={t("criteria.value")} hint={t("criteria.valueHint")} autoComplete="off" />
    </>
  );
}

/** A criterion changed in place: its attribute and value; its rank stays (a hidden field). */
function CriterionEditForm({
  criterion,
  constraint,
  lastResult,
  cancelHref,
}: {
  criterion: { rank: number; attribute: string; value: string };
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
}) {
  const { t } = useTranslation("programs");
  const [form, fields] = useAppForm<typeof criterionEditSchema>({
    id: "edit-criterion",
    constraint,
    lastResult,
    defaultValue: {
      rank: String(criterion.rank),
      attribute: criterion.attribute as (typeof CRITERION_ATTRIBUTES)[number],
      value: criterion.value,
    },
  });
  return (
    <div className="max-w-xl">
      <ErrorSummary id="edit-criterion-errors" errors={summarize(form, [fields.attribute, fields.value])} />
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="rank" value={criterion.rank} />
        <CriterionFields attribute={fields.attribute} value={fields.value} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <SubmitButton intent="edit">{t("rename.save")}</SubmitButton>
          <Link to={cancelHref} className={buttonClass("secondary")}>
            {t("rename.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
