import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ErrorSummary, Field, SelectField, SubmitButton, summarize } from "~/components/forms";
import { Icon } from "~/components/icons";
import { type FormConstraint, useAppForm } from "~/components/use-app-form";
import { EXPORTS, EXPORT_MAX_DAYS, defaultExportRange, exportSpec, type ExportSpec } from "~/domain/exports";
import { exportFormSchema } from "~/domain/export-schemas";
import { zonedCalendarDate } from "~/domain/format";
import { organizationPath } from "~/domain/organizations";
import { guarded } from "~/session/guards.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = {
  i18n: ["provider", "orgPages", "exports", "patientRequests"],
  breadcrumb: crumbsFrom,
};

/**
 * The organization's seven downloads (spec part 2 §7 "Exports"; decision 040): a plain GET form
 * each, sent to `exports/download` (a resource route: a file is never a page's data). A valid form
 * answers with the upstream's file there; an invalid one comes back here with its values, and this
 * page shows them with their errors (400).
 */
export const loader = guarded(
  "exports.run",
  async (args) => {
    const { request, context } = args;
    const url = new URL(request.url);
    const tab = await loadOrganizationTab(args, "exports");
    const path = organizationPath(tab.organization.id, "exports");
    const base = {
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      path,
      defaults: defaultExportRange(zonedCalendarDate(new Date(), context.timeZone)),
      constraints: formConstraints({ export: exportFormSchema }),
    };
    const spec = exportSpec(url.searchParams.get("export"));
    if (!spec) return { ...base, submitted: null };
    const submission = parseWithZod(url.searchParams, { schema: exportFormSchema });
    const result = submission.reply();
    return data(
      { ...base, submitted: { key: spec.key, result } },
      { status: submission.status === "success" ? 200 : 400 },
    );
  },
  { orgParam: "orgId" },
);

function ExportCard({
  spec,
  path,
  defaults,
  constraint,
  lastResult,
}: {
  spec: ExportSpec;
  path: string;
  defaults: { from: string; to: string };
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("exports");
  const [form, fields] = useAppForm<typeof exportFormSchema>({
    id: `export-${spec.key}`,
    constraint,
    lastResult,
    defaultValue: { export: spec.key, ...defaults },
  });
  const name = t(`files.${spec.key}.name`);
  const headingId = `export-${spec.key}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded border border-slate-300 p-4">
      <h2 id={headingId} className="text-xl font-bold">
        {name}
      </h2>
      <p className="text-slate-700">{t(`files.${spec.key}.description`)}</p>
      <p className="text-sm text-slate-700">{t(`formats.${spec.format}`)}</p>
      <ErrorSummary
        id={`export-${spec.key}-errors`}
        errors={summarize(form, [fields.from, fields.to, fields.status])}
      />
      {/* A plain form: the answer is a file, never data for the page. */}
      <form
        method="get"
        action={`${path}/download`}
        {...getFormProps(form)}
        className="mt-2 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="export" value={spec.key} />
        <input type="hidden" name="returnTo" value={path} />
        <Field meta={fields.from} type="date" label={t("from")} className="mb-0" />
        <Field meta={fields.to} type="date" label={t("to")} className="mb-0" />
        {spec.statuses ? (
          <SelectField
            meta={fields.status}
            label={t("status")}
            placeholder={t("anyStatus")}
            className="mb-0"
            options={spec.statuses.values.map((value) => ({
              value,
              label: t(`${spec.statuses!.label}${value}`),
            }))}
          />
        ) : null}
        <SubmitButton variant="secondary">
          <Icon name="download" />
          {t("download")}
          <span className="sr-only"> {name}</span>
        </SubmitButton>
      </form>
    </section>
  );
}

export default function Exports() {
  const { t } = useTranslation("exports");
  const { title, orgId, path, defaults, constraints, submitted } = useLoaderData<typeof loader>();
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      <p className="mt-4 max-w-3xl">{t("intro", { max: EXPORT_MAX_DAYS })}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {EXPORTS.map((spec) => (
          <ExportCard
            key={spec.key}
            spec={spec}
            path={path}
            defaults={defaults}
            constraint={constraints.export}
            lastResult={submitted?.key === spec.key ? submitted.result : null}
          />
        ))}
      </div>
    </>
  );
}
