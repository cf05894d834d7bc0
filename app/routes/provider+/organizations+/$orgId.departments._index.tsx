import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, summarize } from "~/components/forms";
import { EditLink, RemoveLink, RowLinks } from "~/components/list/row-links";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { departmentSchema } from "~/domain/organization-page-schemas";
import { DEPARTMENT_NAME_MAX } from "~/domain/organization-page-limits";
import { organizationPath } from "~/domain/organizations";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { createDepartment, getDepartmentOptions } from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/** The organization's departments (`GET /api/departments/options`), and a form to add one. */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "departments");
    const options = orThrow(await getDepartmentOptions(tab.client, tab.organization.id), args.context);
    return {
      constraints: formConstraints({ department: departmentSchema }),
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      departments: options.map((o) => ({ id: o.value, name: o.label })),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    const submission = parseWithZod(await request.formData(), { schema: departmentSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const result = await createDepartment(client, orgId, submission.value.name);
    if (!result.ok)
      return data(
        { result: replyWithFailure(submission, result, { fields: ["name"] }) },
        { status: statusForFailure(result) },
      );
    return redirectWithFlash(context, organizationPath(orgId, "departments"), {
      kind: "success",
      key: "orgPages:departments.flash.created",
    });
  },
  { orgParam: "orgId" },
);

export default function Departments() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, departments, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mayEdit = useCan("organizations.edit");
  const [form, fields] = useAppForm<typeof departmentSchema>({
    id: "new-department",
    constraint: constraints.department,
    lastResult: actionData?.result,
  });
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {departments.length === 0 ? (
        <p className="mt-4">{t("departments.none")}</p>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <Th>{t("departments.name")}</Th>
              {mayEdit ? <Th>{t("departments.actions")}</Th> : null}
            </tr>
          </thead>
          <tbody>
            {departments.map((d) => (
              <tr key={d.id}>
                <Td>{d.name}</Td>
                {mayEdit ? (
                  <Td>
                    <RowLinks>
                      <EditLink
                        to={organizationPath(orgId, "departments", d.id, "edit")}
                        label={t("departments.rename")}
                        named={t("departments.renameNamed", { name: d.name })}
                      />
                      <RemoveLink
                        to={organizationPath(orgId, "departments", d.id, "delete")}
                        label={t("departments.delete")}
                        named={t("departments.deleteNamed", { name: d.name })}
                      />
                    </RowLinks>
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {mayEdit ? (
        <section aria-labelledby="new-department-heading" className="mt-8 max-w-xl">
          <h2 id="new-department-heading" className="text-xl font-bold">
            {t("departments.add")}
          </h2>
          <ErrorSummary errors={summarize(form, [fields.name])} />
          <Form method="post" {...getFormProps(form)} noValidate>
            <Field
              meta={fields.name}
              label={t("departments.name")}
              hint={t("departments.nameHint", { max: DEPARTMENT_NAME_MAX })}
              autoComplete="off"
            />
            <SubmitButton>{t("departments.addButton")}</SubmitButton>
          </Form>
        </section>
      ) : null}
    </>
  );
}
