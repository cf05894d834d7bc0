import { getFormProps } from "@conform-to/react";
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
import { intents } from "~/http/intents.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { notFound } from "~/http/not-found.server";
import {
  addCriterion,
  deleteCriterion,
  getCriteria,
  moveCriterion,
  updateCriterion,
} from "~/upstream/programs.server";
import { answerProgramIntents, loadProgram, programCrumbs, type ProgramCtx } from "./__programs.server";
import { inProgramWords } from "./__words.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["programs", "surveys"], breadcrumb: crumbsFrom };

/**
 * A program's qualification criteria, in rank order (spec part 2 §3): added at the end, moved
 * one place at a time with buttons that are plain POST forms (the two trade ranks through the
 * upstream's PUT by rank), removed by rank. Who is eligible follows from them.
 */
export const loader = guarded("programs.read", async ({ request, context, params, client }) => {
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

const criteriaOf = async ({ client, context, program }: ProgramCtx) =>
  orThrow(await getCriteria(client, program.id), context);
/** An upstream refusal of a criterion's form: its rank is the attribute's place. */
const refusedUnder = { fields: ["attribute", "value"], fieldMap: { rank: "attribute" } };

const criterionIntents = intents<ProgramCtx>()(
  {
    add: {
      schema: criterionSchema,
      run: async (value, ctx, { keep }) => {
        const criteria = await keep(() => criteriaOf(ctx));
        return addCriterion(ctx.client, ctx.program.id, { rank: nextRank(criteria), ...value });
      },
      success: "programs:flash.criterionAdded",
      ...refusedUnder,
    },
    edit: {
      schema: criterionEditSchema,
      // Only a criterion of this program: a rank it does not hold answers 404 before any change.
      run: async ({ rank, attribute, value }, ctx, { keep }) => {
        const criteria = await keep(() => criteriaOf(ctx));
        if (!criteria.some((c) => c.rank === rank))
          throw notFound(ctx.context, { messageKey: "programs:criteria.notFound" });
        return updateCriterion(ctx.client, ctx.program.id, rank, { attribute, value });
      },
      success: "programs:flash.criterionSaved",
      ...refusedUnder,
    },
    move: {
      schema: criterionMoveSchema,
      run: async ({ itemId, direction }, ctx) => {
        const move = criterionMove(await criteriaOf(ctx), itemId, direction);
        return move ? moveCriterion(ctx.client, ctx.program.id, move.from, move.to) : null;
      },
      success: "programs:flash.moved",
      failure: "programs:flash.moveFailed",
    },
    delete: {
      schema: criterionDeleteSchema,
      run: async ({ rank }, ctx) => {
        const found = (await criteriaOf(ctx)).some((c) => c.rank === rank);
        return found ? deleteCriterion(ctx.client, ctx.program.id, rank) : null;
      },
      success: "programs:flash.criterionRemoved",
      failure: "programs:flash.removeFailed",
    },
  },
  {
    to: ({ program }) => `${programPath(program.id, "criteria")}#criteria`,
    fallback: "add",
    words: inProgramWords,
  },
);

// A criterion's form and the new one's are forms (the reply goes to the one sent); move and delete are buttons.
export const action = guarded("programs.edit", (scope) => answerProgramIntents(scope, criterionIntents));

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
