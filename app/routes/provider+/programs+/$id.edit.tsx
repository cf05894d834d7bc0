import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProgramForm, programFormValues } from "~/components/programs/program-form";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { programPath } from "~/domain/programs";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { programChoices, saveProgram } from "./__program-form.server";
import { loadProgram, programCrumbs } from "./__programs.server";
import { formConstraints } from "~/http/form-constraints.server";
import { programFormSchema } from "~/domain/program-schemas";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

export const loader = guarded("programs.edit", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const [t, choices] = await Promise.all([
    getT(context.locale, "programs"),
    programChoices(client, program.organizationId),
  ]);
  return {
    constraints: formConstraints({ program: programFormSchema }),
    program,
    choices,
    pageTitle: t("form.editTitle", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("form.edit")),
  };
});

export const action = guarded("programs.edit", async ({ request, context, params, client }) => {
  const [program, kept] = await readKeepingForm(request, () =>
    loadProgram(client, context, request, params.id, "programs.edit"),
  );
  if (kept) return kept;
  return saveProgram(await request.formData(), context, client, { program });
});

export default function EditProgram() {
  const { t } = useTranslation("programs");
  const { program, choices, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("form.editTitle", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />
      <div className="mt-6">
        <ProgramForm
          constraint={constraints.program}
          lastResult={actionData?.result}
          defaultValue={programFormValues(program)}
          choices={choices}
          submitLabel={t("form.save")}
          cancelHref={programPath(program.id)}
        />
      </div>
    </>
  );
}
