import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, FormButtons, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { departmentSchema } from "~/domain/organization-page-schemas";
import { DEPARTMENT_NAME_MAX } from "~/domain/organization-page-limits";
import { organizationPath } from "~/domain/organizations";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { renameDepartment } from "~/upstream/organization-pages.server";
import { loadDepartment } from "./__departments.server";
import { loadOrganizationTab } from "./__org.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/** Renames a department of the organization (`PUT /api/departments/{id}`). */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const t = await getT(args.context.locale, "orgPages");
    const tab = await loadOrganizationTab(args, "departments", () => [
      { label: t("departments.renameTitle") },
    ]);
    const department = await loadDepartment(
      tab.client,
      args.context,
      tab.organization.id,
      args.params.departmentId,
    );
    const heading = t("departments.renameTitleOf", { name: department.name });
    return {
      constraints: formConstraints({ department: departmentSchema }),
      pageTitle: heading,
      heading,
      crumbs: tab.crumbs,
      name: department.name,
      backHref: organizationPath(tab.organization.id, "departments"),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    const [department, kept] = await readKeepingForm(request, () =>
      loadDepartment(client, context, orgId, params.departmentId),
    );
    if (kept) return kept;
    const submission = parseWithZod(await request.formData(), { schema: departmentSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const result = await renameDepartment(client, department.id, submission.value.name);
    if (!result.ok)
      return data(
        { result: replyWithFailure(submission, result, { fields: ["name"] }) },
        { status: statusForFailure(result) },
      );
    return redirectWithFlash(context, organizationPath(orgId, "departments"), {
      kind: "success",
      key: "orgPages:departments.flash.renamed",
    });
  },
  { orgParam: "orgId" },
);

export default function RenameDepartment() {
  const { t } = useTranslation("orgPages");
  const { heading, name, backHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof departmentSchema>({
    id: "rename-department",
    constraint: constraints.department,
    lastResult: actionData?.result,
    defaultValue: { name },
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 max-w-xl">
        <ErrorSummary errors={summarize(form, [fields.name])} />
        <Form method="post" {...getFormProps(form)} noValidate>
          <Field
            meta={fields.name}
            label={t("departments.newName")}
            hint={t("departments.nameHint", { max: DEPARTMENT_NAME_MAX })}
            autoComplete="off"
          />
          <FormButtons cancelHref={backHref}>{t("departments.save")}</FormButtons>
        </Form>
      </div>
    </>
  );
}
