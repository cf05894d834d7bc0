import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, ErrorSummary, Field, FormButtons, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { resetPasswordSchema } from "~/domain/auth-schemas";
import { organizationPath } from "~/domain/organizations";
import { formConstraints } from "~/http/form-constraints.server";
import { notFound } from "~/http/not-found.server";
import {
  inOurWords,
  orThrow,
  redirectWithFlash,
  replyWithFailure,
  statusForFailure,
} from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { resetPassword } from "~/upstream/accounts.server";
import { getAllStaff } from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { resetAccountId, resetTarget, staffName } from "./__password-reset.server";

export const handle = { i18n: ["provider", "orgPages", "auth"], breadcrumb: crumbsFrom };

/** The passwords never come back in a reply: they would sit in the page's HTML. */
const HIDDEN = ["newPassword", "confirmPassword"];

/**
 * An admin sets the password of an account on the organization's staff without its current one
 * (issue 40 item 6, `POST /api/accounts/{id}/password-without-check`): lower privileges in the
 * admin's tree only, never one's own. The organization outside the tree is the guard's 404; the
 * account not on its staff a 404 and a privilege not lower a 403, both before the reset is sent.
 */
export const loader = guarded(
  "accounts.resetPassword",
  async (args) => {
    const { context, request, session } = args;
    const accountId = resetAccountId(context, session, args.params.accountId);
    const t = await getT(context.locale, "orgPages");
    const tab = await loadOrganizationTab(args, "staff", () => [{ label: t("staff.reset.crumb") }]);
    const staff = await getAllStaff(tab.client, tab.organization.id);
    const target = orThrow(await resetTarget(context, request, session, accountId, staff), context);
    const name = staffName(target);
    const heading = t("staff.reset.titleOf", { name });
    return {
      constraints: formConstraints({ reset: resetPasswordSchema }),
      pageTitle: heading,
      heading,
      crumbs: tab.crumbs,
      name,
      email: target.email ?? "",
      backHref: organizationPath(tab.organization.id, "staff"),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "accounts.resetPassword",
  async ({ request, context, params, session, client }) => {
    const orgId = params.orgId!;
    const accountId = resetAccountId(context, session, params.accountId);
    const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
    const target = await resetTarget(context, request, session, accountId, await getAllStaff(client, orgId));
    if (!target.ok)
      return data(
        { result: replyWithFailure(submission, target, { hideFields: HIDDEN }) },
        { status: statusForFailure(target) },
      );
    if (submission.status !== "success")
      return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
    const result = await resetPassword(client, accountId, submission.value.newPassword);
    if (!result.ok) {
      // The upstream's own verdict on what the app could not see (a membership in another tree).
      if (result.kind === "http" && result.status === 404)
        throw notFound(context, { messageKey: "orgPages:staff.reset.notFound" });
      const words = inOurWords(result, (_message, field) =>
        field === "newPassword" ? "auth:password.rule" : null,
      );
      return data(
        {
          result: replyWithFailure(submission, words, {
            fields: ["newPassword"],
            hideFields: HIDDEN,
            genericKey:
              result.kind === "http" && result.status === 403 ? "orgPages:staff.reset.refused" : undefined,
          }),
        },
        { status: statusForFailure(result) },
      );
    }
    return redirectWithFlash(context, organizationPath(orgId, "staff"), {
      kind: "success",
      key: "orgPages:staff.reset.done",
      params: { name: staffName(target.data) },
    });
  },
  { orgParam: "orgId" },
);

export default function ResetPassword() {
  const { t } = useTranslation(["orgPages", "auth"]);
  const { heading, name, email, backHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof resetPasswordSchema>({
    id: "reset-password",
    constraint: constraints.reset,
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 max-w-xl">
        <p className="mb-4 text-slate-700">{t("staff.reset.intro", { name, email })}</p>
        <p className="mb-6 text-slate-700">{t("auth:password.rule")}</p>
        <ErrorSummary
          errors={summarize(form, [fields.newPassword, fields.confirmPassword, fields.confirm])}
        />
        <Form method="post" {...getFormProps(form)} noValidate>
          <Field
            meta={fields.newPassword}
            label={t("auth:password.new")}
            type="password"
            autoComplete="new-password"
          />
          <Field
            meta={fields.confirmPassword}
            label={t("auth:password.confirm")}
            type="password"
            autoComplete="new-password"
          />
          <CheckboxField meta={fields.confirm} label={t("staff.reset.confirm", { name })} />
          <FormButtons cancelHref={backHref}>{t("staff.reset.submit")}</FormButtons>
        </Form>
      </div>
    </>
  );
}
