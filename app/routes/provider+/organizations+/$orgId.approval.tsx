import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, SelectField, SubmitButton, TextareaField, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { formatInstant } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { msg } from "~/domain/messages";
import { approvalSchema } from "~/domain/organization-schemas";
import { APPROVAL_STATUSES, organizationPath, typeKey } from "~/domain/organizations";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { changeApprovalStatus, getApprovalHistory } from "~/upstream/organization-admin.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["organizations", "provider"], breadcrumb: crumbsFrom };

/** GET/POST /provider/organizations/:orgId/approval: the approval status, its history, a change. */
export const loader = guarded(
  "organizations.edit",
  async ({ context, params, client }) => {
    const orgId = params.orgId;
    if (!isValidId(orgId)) throw notFound(context);
    const [info, history, t] = await Promise.all([
      getBasicInfo(client, orgId),
      getApprovalHistory(client, orgId),
      getT(context.locale, "organizations"),
    ]);
    const org = orThrow(info, context);
    const known = history.ok ? history.data : null;
    return {
      // The history is an extension: a backend without it still takes the documented change.
      historyOffered: history.ok || history.kind !== "not-offered",
      constraints: formConstraints({ approval: approvalSchema }),
      pageTitle: t("approval.title", { name: org.name }),
      org: { id: org.id, name: org.name, approvalStatus: org.approvalStatus ?? "" },
      allowed: known?.allowed ?? null,
      changes: (known?.changes ?? []).map((c) => ({
        from: c.fromStatus,
        to: c.toStatus,
        reason: c.reason ?? "",
        at: formatInstant(c.changedAt, context.timeZone, context.locale),
      })),
      crumbs: [
        { label: t("dashboard.title"), to: "/provider/organizations" },
        { label: org.name, to: organizationPath(org.id) },
        { label: t("approval.crumb") },
      ],
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId;
    if (!isValidId(orgId)) throw notFound(context);
    const submission = parseWithZod(await request.formData(), { schema: approvalSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const { approvalStatus, reason } = submission.value;
    const result = await changeApprovalStatus(client, orgId, { approvalStatus, reason });
    if (!result.ok) {
      // A transition the upstream does not allow: said under the field, in our words.
      if (result.kind === "conflict" && result.code === "TRANSITION_NOT_ALLOWED") {
        const current = await getBasicInfo(client, orgId);
        const from = current.ok ? (current.data.approvalStatus ?? "") : "";
        return data(
          {
            result: submission.reply({
              fieldErrors: {
                approvalStatus: [
                  msg("organizations:approval.refused", { from: typeKey(from), to: typeKey(approvalStatus) }),
                ],
              },
            }),
          },
          { status: 409 },
        );
      }
      return data(
        {
          result: replyWithFailure(submission, result, {
            fields: ["approvalStatus", "reason"],
            genericKey: "organizations:approval.failed",
          }),
        },
        { status: statusForFailure(result) },
      );
    }
    return redirectWithFlash(context, `${organizationPath(orgId)}/approval`, {
      kind: "success",
      key: "organizations:flash.approvalChanged",
    });
  },
  { orgParam: "orgId" },
);

export default function Approval() {
  const { t } = useTranslation("organizations");
  const { org, allowed, changes, constraints, historyOffered } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof approvalSchema>({
    id: "approval",
    constraint: constraints.approval,
    lastResult: reply?.result,
    defaultValue: { approvalStatus: org.approvalStatus },
  });
  const label = (status: string) => t(`statuses.${typeKey(status)}`, { defaultValue: status });
  return (
    <>
      <PageHeading>{t("approval.heading", { name: org.name })}</PageHeading>
      <p className="mt-4">
        <span className="font-semibold">{t("approval.current")}</span> {label(org.approvalStatus)}
      </p>
      {allowed ? (
        <p className="mt-1">
          {allowed.length
            ? t("approval.allowed", { statuses: allowed.map(label).join(", ") })
            : t("approval.noneAllowed")}
        </p>
      ) : null}
      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.approvalStatus, fields.reason])} />
        <Form method="post" {...getFormProps(form)} noValidate>
          <SelectField
            meta={fields.approvalStatus}
            label={t("approval.newStatus")}
            options={APPROVAL_STATUSES.map((status) => ({ value: status, label: label(status) }))}
          />
          <TextareaField meta={fields.reason} label={t("approval.reason")} hint={t("approval.reasonHint")} />
          <SubmitButton>{t("approval.submit")}</SubmitButton>
        </Form>
      </div>
      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-xl font-bold">
          {t("approval.history")}
        </h2>
        {!historyOffered ? (
          <p className="mt-2">{t("common:notOffered.short")}</p>
        ) : changes.length === 0 ? (
          <p className="mt-2">{t("approval.noHistory")}</p>
        ) : (
          <Table caption={t("approval.historyCaption")}>
            <thead>
              <tr>
                <Th>{t("approval.when")}</Th>
                <Th>{t("approval.from")}</Th>
                <Th>{t("approval.to")}</Th>
                <Th>{t("approval.reasonColumn")}</Th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, index) => (
                <tr key={`${change.at}-${index}`}>
                  <Td>{change.at}</Td>
                  <Td>{label(change.from)}</Td>
                  <Td>{label(change.to)}</Td>
                  <Td>{change.reason}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </>
  );
}
