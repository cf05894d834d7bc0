import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProgramForm } from "~/components/programs/program-form";
import { PROGRAMS_PATH } from "~/domain/programs";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { programChoices, saveProgram } from "./__program-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { programFormSchema } from "~/domain/program-schemas";

export const handle = { i18n: ["programs"], titleKey: "programs:form.createTitle", breadcrumb: crumbsFrom };

/** A new program of the user's own organization; its phases come next. */
export const loader = guarded("programs.edit", async ({ context, session, client }) => {
  const organizationId = session.account.organizationId;
  if (!organizationId) throw notFound(context);
  const [t, choices] = await Promise.all([
    getT(context.locale, "programs"),
    programChoices(client, organizationId),
  ]);
  return {
    constraints: formConstraints({ program: programFormSchema }),
    choices,
    crumbs: [{ label: t("list.title"), to: PROGRAMS_PATH }, { label: t("form.createTitle") }],
  };
});

export const action = guarded("programs.edit", async ({ request, context, session, client }) => {
  const organizationId = session.account.organizationId;
  if (!organizationId) throw notFound(context);
  return saveProgram(await request.formData(), context, client, { organizationId });
});

export default function NewProgram() {
  const { t } = useTranslation("programs");
  const { choices, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("form.createTitle")}</PageHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{t("form.createIntro")}</p>
      <div className="mt-6">
        <ProgramForm
          constraint={constraints.program}
          lastResult={actionData?.result}
          defaultValue={{ status: "DRAFT" }}
          choices={choices}
          submitLabel={t("form.create")}
          cancelHref={PROGRAMS_PATH}
        />
      </div>
    </>
  );
}
