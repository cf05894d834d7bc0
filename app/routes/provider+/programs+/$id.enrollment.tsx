import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, buttonClass, inputClass, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { Pagination } from "~/components/pagination";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { RenameForm, RenameLink } from "~/components/programs/rename-form";
import { MoveButtons } from "~/components/surveys/move-buttons";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { enrollSchema, removeSchema, stepRenameSchema, stepSchema } from "~/domain/program-schemas";
import { moveSchema } from "~/domain/survey-schemas";
import { PATIENT_PAGE_SIZE, programPath, stepRanks } from "~/domain/programs";
import { notFound } from "~/http/not-found.server";
import { intents } from "~/http/intents.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import {
  addEnrollmentStep,
  deleteEnrollmentStep,
  enrollPatient,
  getEnrollmentSteps,
  listEligible,
  listProgramPatients,
  rankEnrollmentSteps,
  renameEnrollmentStep,
} from "~/upstream/programs.server";
import { answerProgramIntents, loadProgram, programCrumbs, type ProgramCtx } from "./__programs.server";
import { inProgramWords } from "./__words.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["programs", "surveys"], breadcrumb: crumbsFrom };

const pageParam = (url: URL, name: string) => {
  const n = Number(url.searchParams.get(name) ?? "0");
  return Number.isInteger(n) && n >= 0 && n < 10_000 ? n : 0;
};

/**
 * Who is in a program and who could be (spec part 2 §7): the enrolled and invited patients, and
 * the eligible ones not enrolled, filtered by name in the query string. Tick boxes and "invite
 * all matching" lead to a confirmation page that counts before anything is sent; each eligible
 * row enrolls its patient with a POST form.
 */
export const loader = guarded("programs.read", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").trim().slice(0, 100);
  const [members, eligible, steps, t] = await Promise.all([
    listProgramPatients(client, program.id, {
      page: pageParam(url, "enrolledPage"),
      size: PATIENT_PAGE_SIZE,
    }),
    listEligible(client, program.id, { page: pageParam(url, "page"), size: PATIENT_PAGE_SIZE, name }),
    getEnrollmentSteps(client, program.id),
    getT(context.locale, "programs"),
  ]);
  return {
    constraints: formConstraints({ step: stepSchema, rename: stepRenameSchema }),
    program,
    name,
    members: orThrow(members, context),
    eligible: orThrow(eligible, context),
    // The steps are a section of their own: when they cannot be read, only it says so.
    steps: steps.ok ? [...steps.data].sort((a, b) => a.rank - b.rank) : null,
    pageTitle: t("enrollment.title", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("tabs.enrollment")),
  };
});

/** Only a step of this program: another's id answers 404 before any change. */
async function stepOf({ client, context, program }: ProgramCtx, stepId: string) {
  const steps = orThrow(await getEnrollmentSteps(client, program.id), context);
  const step = steps.find((s) => s.id === stepId);
  if (!step) throw notFound(context, { messageKey: "programs:steps.notFound" });
  return step;
}
const toSteps = ({ program }: ProgramCtx) => `${programPath(program.id, "enrollment")}#steps`;

const enrollmentIntents = intents<ProgramCtx>()(
  {
    enroll: {
      schema: enrollSchema,
      run: ({ patientId }, { client, program }) => enrollPatient(client, program.id, patientId),
      success: "programs:flash.enrolled",
      failure: "programs:flash.enrollFailed",
    },
    step: {
      schema: stepSchema,
      run: ({ name }, { client, program }) => addEnrollmentStep(client, program.id, name),
      success: "programs:flash.stepAdded",
      fields: ["name"],
    },
    renameStep: {
      schema: stepRenameSchema,
      run: async ({ id, name }, ctx, { keep }) => {
        const step = await keep(() => stepOf(ctx, id));
        return renameEnrollmentStep(ctx.client, ctx.program.id, step.id, name);
      },
      success: "programs:flash.stepRenamed",
      fields: ["name"],
      to: toSteps,
    },
    deleteStep: {
      schema: removeSchema,
      run: async ({ id }, ctx) => {
        const step = await stepOf(ctx, id);
        return deleteEnrollmentStep(ctx.client, ctx.program.id, step.id);
      },
      success: "programs:flash.stepDeleted",
      failure: "programs:flash.removeFailedGeneric",
      to: toSteps,
    },
    moveStep: {
      schema: moveSchema,
      run: async ({ itemId, direction }, { client, context, program }) => {
        const steps = orThrow(await getEnrollmentSteps(client, program.id), context);
        const ranks = stepRanks(steps, itemId, direction);
        return ranks ? rankEnrollmentSteps(client, program.id, ranks) : null;
      },
      success: "programs:flash.stepMoved",
      failure: "programs:flash.stepMoveFailed",
    },
  },
  { to: ({ program }) => programPath(program.id, "enrollment"), fallback: "enroll", words: inProgramWords },
);

// A new step and a step's name are forms (the reply goes to the one sent); enrolling, moving and deleting are buttons.
export const action = guarded("programs.edit", (scope) => answerProgramIntents(scope, enrollmentIntents));

export default function ProgramEnrollment() {
  const { t } = useTranslation("programs");
  const { program, name, members, eligible, steps, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const canEdit = useCan("programs.edit");
  const [stepForm, stepFields] = useAppForm<typeof stepSchema>({
    id: "step",
    constraint: constraints.step,
    lastResult: actionData?.intent === "step" ? actionData.result : undefined,
  });
  const [searchParams] = useSearchParams();
  const refusedRename =
    actionData?.intent === "renameStep" ? String(actionData.result.initialValue?.id ?? "") : "";
  const renaming = canEdit ? refusedRename || searchParams.get("rename") : null;
  const stepsHere = `${programPath(program.id, "enrollment")}#steps`;
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  return (
    <>
      <PageHeading>{t("enrollment.title", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />

      <section aria-labelledby="enrolled" className="mt-6">
        <h2 id="enrolled" className="text-xl font-bold">
          {t("enrollment.enrolledHeading")}
        </h2>
        {members.content.length === 0 ? (
          <p className="mt-2">{t("enrollment.noneEnrolled")}</p>
        ) : (
          <Table caption={t("enrollment.enrolledCaption")}>
            <thead>
              <tr>
                <Th>{t("enrollment.patient")}</Th>
                <Th>{t("enrollment.born")}</Th>
                <Th>{t("enrollment.status")}</Th>
              </tr>
            </thead>
            <tbody>
              {members.content.map((m) => (
                <tr key={m.patientId}>
                  <Td>
                    <Link to={patientPath(m.patientId)} className="font-semibold underline">
                      {fullName(m)}
                    </Link>
                  </Td>
                  <Td>{m.dateOfBirth ?? ""}</Td>
                  <Td>{t(`patientStatuses.${m.status}`, { defaultValue: m.status })}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination
          page={members.number}
          totalPages={members.totalPages}
          totalElements={members.totalElements}
          param="enrolledPage"
          label={t("enrollment.enrolledPages")}
        />
      </section>

      <section aria-labelledby="eligible" className="mt-10">
        <h2 id="eligible" className="text-xl font-bold">
          {t("enrollment.eligibleHeading")}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t("enrollment.eligibleIntro")}</p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="eligible-name" className="block font-semibold">
              {t("enrollment.searchName")}
            </label>
            <input
              id="eligible-name"
              name="name"
              type="search"
              defaultValue={name}
              maxLength={100}
              className={`${inputClass} mt-1`}
            />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t("enrollment.search")}
          </button>
        </Form>
        {eligible.content.length === 0 ? (
          <p className="mt-4">{name ? t("enrollment.noneMatching") : t("enrollment.noneEligible")}</p>
        ) : (
          <Table caption={t("enrollment.eligibleCaption", { n: eligible.totalElements })}>
            <thead>
              <tr>
                {canEdit ? <Th>{t("enrollment.choose")}</Th> : null}
                <Th>{t("enrollment.patient")}</Th>
                <Th>{t("enrollment.born")}</Th>
                <Th>{t("enrollment.status")}</Th>
                {canEdit ? <Th>{t("enrollment.actions")}</Th> : null}
              </tr>
            </thead>
            <tbody>
              {eligible.content.map((p) => (
                <tr key={p.id}>
                  {canEdit ? (
                    <Td>
                      <input
                        type="checkbox"
                        form="invite-form"
                        name="patientId"
                        value={p.id}
                        id={`choose-${p.id}`}
                        aria-label={t("enrollment.chooseOne", { name: fullName(p) })}
                        className="h-6 w-6 rounded border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
                      />
                    </Td>
                  ) : null}
                  <Td>
                    <Link to={patientPath(p.id)} className="font-semibold underline">
                      {fullName(p)}
                    </Link>
                  </Td>
                  <Td>{p.dateOfBirth ?? ""}</Td>
                  <Td>{p.invited ? t("patientStatuses.INVITED") : t("enrollment.notInvited")}</Td>
                  {canEdit ? (
                    <Td>
                      <Form method="post">
                        <input type="hidden" name="patientId" value={p.id} />
                        <SubmitButton intent="enroll" variant="secondary" className="text-sm">
                          {t("enrollment.enroll")}
                          <span className="sr-only">: {fullName(p)}</span>
                        </SubmitButton>
                      </Form>
                    </Td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination
          page={eligible.number}
          totalPages={eligible.totalPages}
          totalElements={eligible.totalElements}
          label={t("enrollment.eligiblePages")}
        />
        {canEdit && eligible.totalElements > 0 ? (
          <Form id="invite-form" method="get" action={programPath(program.id, "invite")} className="mt-4">
            <input type="hidden" name="name" value={name} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass("secondary")}>
                {t("enrollment.inviteSelected")}
              </button>
              <button type="submit" name="all" value="true" className={buttonClass("primary")}>
                {name
                  ? t("enrollment.inviteAllMatching", { n: eligible.totalElements })
                  : t("enrollment.inviteAll", { n: eligible.totalElements })}
              </button>
            </div>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="steps" className="mt-10">
        <h2 id="steps" className="text-xl font-bold">
          {t("steps.heading")}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t("steps.intro")}</p>
        {steps === null ? (
          <p className="mt-2">{t("steps.unavailable")}</p>
        ) : steps.length === 0 ? (
          <p className="mt-2">{t("steps.empty")}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {steps.map((step, index) => (
              <li key={step.id} className="flex flex-wrap items-center gap-3">
                {renaming === step.id ? (
                  <RenameForm
                    formId="rename-step"
                    constraint={constraints.rename}
                    intent="renameStep"
                    targetId={step.id}
                    name={step.name}
                    label={t("steps.name")}
                    lastResult={refusedRename === step.id ? actionData?.result : undefined}
                    cancelHref={stepsHere}
                  />
                ) : (
                  <span className="font-semibold">
                    {index + 1}. {step.name}
                  </span>
                )}
                {canEdit ? (
                  <>
                    <MoveButtons
                      itemId={step.id}
                      itemLabel={step.name}
                      index={index}
                      count={steps.length}
                      intent="moveStep"
                    />
                    {renaming === step.id ? null : (
                      <RenameLink
                        href={`${programPath(program.id, "enrollment")}?rename=${encodeURIComponent(step.id)}#steps`}
                        label={step.name}
                      />
                    )}
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="id" value={step.id} />
                      <SubmitButton intent="deleteStep" variant="secondary" className="text-sm">
                        {t("steps.delete")}
                        <span className="sr-only">: {step.name}</span>
                      </SubmitButton>
                    </Form>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {canEdit ? (
          <div className="mt-4 max-w-2xl">
            <ErrorSummary id="step-errors" errors={summarize(stepForm, [stepFields.name])} />
            <Form method="post" {...getFormProps(stepForm)} noValidate>
              <Field meta={stepFields.name} label={t("steps.name")} autoComplete="off" />
              <SubmitButton intent="step">{t("steps.add")}</SubmitButton>
            </Form>
          </div>
        ) : null}
      </section>
    </>
  );
}
