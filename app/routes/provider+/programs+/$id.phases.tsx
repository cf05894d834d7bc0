import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  ErrorSummary,
  Field,
  FieldError,
  SelectField,
  SubmitButton,
  inputClass,
  summarize,
} from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { RenameForm, RenameLink } from "~/components/programs/rename-form";
import { MoveButtons } from "~/components/surveys/move-buttons";
import { useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { phaseItemSchema, phaseRenameSchema, phaseSchema, removeSchema } from "~/domain/program-schemas";
import { parseItemChoice, programPath, rankMove, type ItemType } from "~/domain/programs";
import { moveSchema } from "~/domain/survey-schemas";
import { notFound } from "~/http/not-found.server";
import { intents, type Intent } from "~/http/intents.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import {
  addPhase,
  addPhaseItem,
  deletePhase,
  deletePhaseItem,
  listProgramServiceTypes,
  movePhase,
  movePhaseItem,
  renamePhase,
  listProgramTemplates,
} from "~/upstream/programs.server";
import { listOrganizationSurveys } from "~/upstream/surveys.server";
import { answerProgramIntents, loadProgram, programCrumbs, type ProgramCtx } from "./__programs.server";
import { inProgramWords } from "./__words.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["programs", "surveys"], breadcrumb: crumbsFrom };

/**
 * A program's phases and their items (spec part 2 §3): each item points at a care-plan template,
 * a survey or an appointment type, chosen from one select grouped by kind. The upstream refuses
 * an item pointing at nothing (422 on the item).
 */
export const loader = guarded("programs.read", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const [templates, surveys, serviceTypes, t] = await Promise.all([
    listProgramTemplates(client, program.organizationId),
    listOrganizationSurveys(client, program.organizationId, {
      page: 0,
      size: 100,
      orderType: "name",
      asc: true,
    }),
    listProgramServiceTypes(client),
    getT(context.locale, "programs"),
  ]);
  const group = (type: ItemType, rows: ReadonlyArray<{ id: string; name: string }>) => ({
    type,
    options: rows.map((r) => ({ value: `${type}:${r.id}`, label: r.name })),
  });
  return {
    constraints: formConstraints({ phase: phaseSchema, item: phaseItemSchema, rename: phaseRenameSchema }),
    program,
    itemGroups: [
      group("CARE_PLAN", templates.ok ? templates.data : []),
      group("SURVEY", surveys.ok ? surveys.data.content : []),
      group("APPOINTMENT_TYPE", serviceTypes.ok ? serviceTypes.data : []),
    ],
    pageTitle: t("phases.title", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("tabs.phases")),
  };
});

/** A remove button: only a phase or an item of this program (another's id changes nothing). */
const removal = (kind: "phase" | "item", success: string): Intent<ProgramCtx, typeof removeSchema> => ({
  schema: removeSchema,
  run: async ({ id }, { client, program }) => {
    if (kind === "phase") {
      const phase = program.programPhases.find((p) => p.id === id);
      return phase ? deletePhase(client, phase.id) : null;
    }
    const item = program.programPhases.flatMap((p) => p.items).find((i) => i.id === id);
    return item ? deletePhaseItem(client, item.id) : null;
  },
  success,
  failure: "programs:flash.removeFailedGeneric",
});

/** A move button: only a phase of this program, or an item among its phase's. */
const move = (kind: "phase" | "item", success: string): Intent<ProgramCtx, typeof moveSchema> => ({
  schema: moveSchema,
  run: async ({ itemId, direction }, { client, program }) => {
    if (kind === "phase") {
      const move = rankMove(program.programPhases, itemId, direction);
      return move ? movePhase(client, move.id, move.to) : null;
    }
    const phase = program.programPhases.find((p) => p.items.some((i) => i.id === itemId));
    const move = phase ? rankMove(phase.items, itemId, direction) : null;
    return move ? movePhaseItem(client, move.id, move.to) : null;
  },
  success,
  failure: "programs:flash.moveFailedGeneric",
});

const phaseIntents = intents<ProgramCtx>()(
  {
    phase: {
      schema: phaseSchema,
      run: ({ name }, { client, program }) => addPhase(client, program.id, name),
      success: "programs:flash.phaseAdded",
      fields: ["name"],
    },
    renamePhase: {
      schema: phaseRenameSchema,
      run: async ({ id, name }, { client, context, program }) => {
        const phase = program.programPhases.find((p) => p.id === id);
        if (!phase) throw notFound(context, { messageKey: "programs:phases.notFound" });
        return renamePhase(client, phase.id, name);
      },
      success: "programs:flash.phaseRenamed",
      fields: ["name"],
    },
    item: {
      schema: phaseItemSchema,
      run: ({ phaseId, item }, { client }) => addPhaseItem(client, { phaseId, ...parseItemChoice(item)! }),
      success: "programs:flash.itemAdded",
      fields: ["phaseId", "item"],
      fieldMap: { itemEntityId: "item", itemType: "item" },
    },
    removePhase: removal("phase", "programs:flash.phaseRemoved"),
    removeItem: removal("item", "programs:flash.itemRemoved"),
    movePhase: move("phase", "programs:flash.phaseMoved"),
    moveItem: move("item", "programs:flash.itemMoved"),
  },
  { to: ({ program }) => programPath(program.id, "phases"), fallback: "phase", words: inProgramWords },
);

// A new phase, a phase's name and an item are forms (the reply goes to the one sent); moves and removals are buttons.
export const action = guarded("programs.edit", (scope) => answerProgramIntents(scope, phaseIntents));

export default function ProgramPhases() {
  const { t } = useTranslation("programs");
  const { program, itemGroups, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const canEdit = useCan("programs.edit");
  const [searchParams] = useSearchParams();
  const refusedRename =
    actionData?.intent === "renamePhase" ? String(actionData.result.initialValue?.id ?? "") : "";
  const renaming = canEdit ? refusedRename || searchParams.get("rename") : null;
  const here = programPath(program.id, "phases");
  const [phaseForm, phaseFields] = useAppForm<typeof phaseSchema>({
    id: "phase",
    constraint: constraints.phase,
    lastResult: actionData?.intent === "phase" ? actionData.result : undefined,
  });
  const [itemForm, itemFields] = useAppForm<typeof phaseItemSchema>({
    id: "phase-item",
    constraint: constraints.item,
    lastResult: actionData?.intent === "item" ? actionData.result : undefined,
  });
  return (
    <>
      <PageHeading>{t("phases.title", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />
      {program.programPhases.length === 0 ? <p className="mt-6">{t("phases.empty")}</p> : null}
      <ol className="mt-6 space-y-4">
        {program.programPhases.map((phase, phaseIndex) => (
          <li key={phase.id} className="rounded border-2 border-slate-300 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              {renaming === phase.id ? (
                <RenameForm
                  formId="rename-phase"
                  constraint={constraints.rename}
                  intent="renamePhase"
                  targetId={phase.id}
                  name={phase.name}
                  label={t("phases.name")}
                  lastResult={refusedRename === phase.id ? actionData?.result : undefined}
                  cancelHref={here}
                />
              ) : (
                <h2 className="text-xl font-bold">{phase.name}</h2>
              )}
              {canEdit ? (
                <div className="flex flex-wrap items-center gap-2">
                  <MoveButtons
                    itemId={phase.id}
                    itemLabel={phase.name}
                    index={phaseIndex}
                    count={program.programPhases.length}
                    intent="movePhase"
                  />
                  {renaming === phase.id ? null : (
                    <RenameLink href={`${here}?rename=${encodeURIComponent(phase.id)}`} label={phase.name} />
                  )}
                  <RemoveButton id={phase.id} intent="removePhase" label={phase.name} />
                </div>
              ) : null}
            </div>
            {phase.items.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("phases.noItems")}</p>
            ) : (
              <ul className="mt-2 list-disc pl-6">
                {phase.items.map((item, itemIndex) => {
                  const label = `${t(`itemTypes.${item.itemType}`, { defaultValue: item.itemType })}: ${item.name || item.itemEntityId}`;
                  return (
                    <li key={item.id}>
                      <span className="inline-flex flex-wrap items-center gap-3">
                        {label}
                        {canEdit ? (
                          <>
                            <MoveButtons
                              itemId={item.id}
                              itemLabel={label}
                              index={itemIndex}
                              count={phase.items.length}
                              intent="moveItem"
                            />
                            <RemoveButton id={item.id} intent="removeItem" label={label} />
                          </>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="add-phase">
            <h2 id="add-phase" className="text-xl font-bold">
              {t("phases.add")}
            </h2>
            <ErrorSummary id="phase-errors" errors={summarize(phaseForm, [phaseFields.name])} />
            <Form method="post" {...getFormProps(phaseForm)} noValidate>
              <Field meta={phaseFields.name} label={t("phases.name")} autoComplete="off" />
              <SubmitButton intent="phase">{t("phases.addButton")}</SubmitButton>
            </Form>
          </section>
          {program.programPhases.length > 0 ? (
            <section aria-labelledby="add-item">
              <h2 id="add-item" className="text-xl font-bold">
                {t("phases.addItem")}
              </h2>
              <ErrorSummary
                id="item-errors"
                errors={summarize(itemForm, [itemFields.phaseId, itemFields.item])}
              />
              <Form method="post" {...getFormProps(itemForm)} noValidate>
                <SelectField
                  meta={itemFields.phaseId}
                  label={t("phases.phase")}
                  options={program.programPhases.map((p) => ({ value: p.id, label: p.name }))}
                  placeholder={t("form.choose")}
                />
                <ItemSelect meta={itemFields.item} groups={itemGroups} />
                <SubmitButton intent="item">{t("phases.addItemButton")}</SubmitButton>
              </Form>
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** A remove button as its own POST form, naming what it removes for screen readers. */
function RemoveButton({ id, intent, label }: { id: string; intent: string; label: string }) {
  const { t } = useTranslation("programs");
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <SubmitButton intent={intent} variant="secondary" className="text-sm">
        {t("phases.remove")}
        <span className="sr-only">: {label}</span>
      </SubmitButton>
    </Form>
  );
}

/** The item select: the care-plan templates, surveys and appointment types in groups. */
function ItemSelect({
  meta,
  groups,
}: {
  meta: {
    id: string;
    name: string;
    formId: string;
    errorId: string;
    errors?: string[];
    initialValue?: unknown;
  };
  groups: ReadonlyArray<{ type: string; options: ReadonlyArray<{ value: string; label: string }> }>;
}) {
  const { t } = useTranslation("programs");
  const error = meta.errors?.[0];
  return (
    <div className="mb-2">
      <label htmlFor={meta.id} className="block font-semibold text-slate-900">
        {t("phases.item")}
      </label>
      <select
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? meta.errorId : undefined}
        className={`${inputClass} mt-1`}
      >
        <option value="">{t("form.choose")}</option>
        {groups.map((group) => (
          <optgroup key={group.type} label={t(`itemTypes.${group.type}`)}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}
