import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { OrganizationForm } from "~/components/organizations/organization-form";
import { type FormConstraint, useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { clinicIdSchema, organizationFormSchema } from "~/domain/organization-schemas";
import { organizationPath } from "~/domain/organizations";
import { isValidId } from "~/domain/ids";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { guarded } from "~/session/guards.server";
import { organizationViewed } from "~/session/recent-organizations.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getEditableOrganization } from "~/upstream/organization-admin.server";
import {
  coordinatesOf,
  defaultsOf,
  departmentOptions,
  keptOrganizationForm,
  organizationFormAction,
  timeZoneOptions,
  type FormReply,
} from "./__organization-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { masterDataChoices, withStored } from "~/code-lists/choices.server";

export const handle = { i18n: ["organizations", "provider"], breadcrumb: crumbsFrom };

/** The organization and its parent (for the departments it offers; a parent the user may not read offers none). */
async function load(context: RequestContext, client: UpstreamClient, orgId: string | undefined) {
  if (!isValidId(orgId)) throw notFound(context);
  const org = orThrow(await getEditableOrganization(client, orgId), context);
  const parent = org.parentOrganizationId
    ? await getEditableOrganization(client, org.parentOrganizationId)
    : null;
  return { org, parent: parent?.ok ? parent.data : null };
}

/** GET/POST /provider/organizations/:orgId/edit: the organization form, and a clinic's clinic id. */
export const loader = guarded(
  "organizations.edit",
  async ({ context, params, client }) => {
    const [{ org, parent }, vaccines] = await Promise.all([
      load(context, client, params.orgId),
      masterDataChoices(client, "manufacture", "name"),
    ]);
    organizationViewed(context, org, parent);
    const t = await getT(context.locale, "organizations");
    return {
      constraints: formConstraints({ organization: organizationFormSchema, clinicId: clinicIdSchema }),
      pageTitle: t("edit.title", { name: org.name }),
      org: {
        id: org.id,
        name: org.name,
        type: org.type ?? "",
        clinicId: org.clinicId ?? "",
        hasPicture: !!org.organizationImage,
        isRoot: !org.parentOrganizationId,
      },
      parentName: parent?.name ?? null,
      departments: departmentOptions(org, parent),
      timeZones: timeZoneOptions(context.locale),
      // A clinic's vaccine that master data no longer has stays offered, so saving keeps it.
      vaccines: withStored(
        vaccines.ok ? vaccines.data : [],
        org.vaccine ? { value: org.vaccine, label: org.vaccine } : null,
      ),
      defaults: defaultsOf(org),
      coordinates: coordinatesOf(org.address?.gpsLatitude, org.address?.gpsLongitude),
      crumbs: [
        { label: t("dashboard.title"), to: "/provider/organizations" },
        { label: org.name, to: organizationPath(org.id) },
        { label: t("edit.crumb") },
      ],
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, session, client }) => {
    const [read, kept] = await readKeepingForm(
      request,
      () => load(context, client, params.orgId),
      keptOrganizationForm,
    );
    if (kept) return kept;
    const { org, parent } = read;
    const departments = new Map(departmentOptions(org, parent).map((d) => [d.value, d.label]));
    return organizationFormAction(request, context, client, session, {
      orgId: org.id,
      parentId: org.parentOrganizationId ?? null,
      departments,
    });
  },
  { orgParam: "orgId" },
);

function ClinicIdForm({
  clinicId,
  constraint,
  lastResult,
}: {
  clinicId: string;
  constraint: FormConstraint;
  lastResult?: FormReply["clinicIdResult"];
}) {
  const { t } = useTranslation("organizations");
  const [form, fields] = useAppForm<typeof clinicIdSchema>({
    id: "clinic-id",
    constraint,
    lastResult,
    defaultValue: { clinicId },
  });
  return (
    <section aria-labelledby="clinic-id-heading" className="mt-10 max-w-2xl">
      <h2 id="clinic-id-heading" className="text-xl font-bold">
        {t("clinicId.heading")}
      </h2>
      <ErrorSummary id="clinic-id-errors" errors={summarize(form, [fields.clinicId])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Field meta={fields.clinicId} label={t("clinicId.label")} hint={t("clinicId.hint")} />
        <SubmitButton intent="clinicId" variant="secondary">
          {t("clinicId.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}

export default function EditOrganization() {
  const { t } = useTranslation("organizations");
  const { org, parentName, departments, timeZones, vaccines, defaults, coordinates, constraints } =
    useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const base = organizationPath(org.id);
  const mayDelete = useCan(org.isRoot ? "organizations.manageRoots" : "organizations.edit");
  return (
    <>
      <PageHeading>{t("edit.heading", { name: org.name })}</PageHeading>
      <nav aria-label={t("edit.more")} className="mt-4 flex flex-wrap gap-3">
        <Link to={`${base}/picture`} className={buttonClass("secondary")}>
          {org.hasPicture ? t("picture.change") : t("picture.add")}
        </Link>
        <Link to={`${base}/approval`} className={buttonClass("secondary")}>
          {t("approval.link")}
        </Link>
        {mayDelete ? (
          <Link to={`${base}/delete`} className={`${buttonClass("secondary")} text-red-800`}>
            {t("delete.link")}
          </Link>
        ) : null}
      </nav>
      <div className="mt-6">
        <OrganizationForm
          constraint={constraints.organization}
          id="organization"
          lastResult={reply?.result}
          defaultValue={defaults}
          departments={departments}
          timeZones={timeZones}
          vaccines={vaccines}
          coordinates={reply?.result ? reply.coordinates : coordinates}
          found={reply?.found}
          parentName={parentName}
          submitLabel={t("edit.submit")}
          cancelHref={base}
        />
      </div>
      {org.type === "CLINIC" ? (
        <ClinicIdForm
          clinicId={org.clinicId}
          constraint={constraints.clinicId}
          lastResult={reply?.clinicIdResult}
        />
      ) : null}
    </>
  );
}
