import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { changePasswordSchema } from "~/domain/auth-schemas";
import { homePathFor, isPatientAccount } from "@contract/privileges";
import { requireUser } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { changePassword } from "~/upstream/accounts.server";
import { redirectWithFlash, replyWithFailure } from "~/http/outcome.server";
import { useAppForm } from "~/components/use-app-form";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["auth"], titleKey: "auth:password.changeTitle" };

export function loader({ request, context }: LoaderFunctionArgs) {
  const session = requireUser(context, request);
  return {
    user: {
      displayName: session.account.displayName ?? "",
      area: isPatientAccount(session.account) ? ("patient" as const) : ("staff" as const),
    },
    home: homePathFor(session.account),
    constraints: formConstraints({ password: changePasswordSchema }),
  };
}

const HIDDEN = ["oldPassword", "newPassword", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const result = await changePassword(
    upstream(context, request),
    session.account.accountId,
    submission.value.oldPassword,
    submission.value.newPassword,
  );
  if (!result.ok) {
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: ["oldPassword", "newPassword"],
          hideFields: HIDDEN,
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithFlash(context, homePathFor(session.account), {
    kind: "success",
    key: "auth:password.changed",
  });
}

export default function ChangePassword() {
  const { t } = useTranslation("auth");
  const { user, home, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof changePasswordSchema>({
    id: "change-password",
    constraint: constraints.password,
    lastResult: actionData?.result,
  });
  return (
    <PublicLayout user={user}>
      <PageHeading>{t("password.changeTitle")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("password.rule")}</p>
      <ErrorSummary
        errors={summarize(form, [fields.oldPassword, fields.newPassword, fields.confirmPassword])}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Field
          meta={fields.oldPassword}
          label={t("password.current")}
          type="password"
          autoComplete="current-password"
        />
        <Field
          meta={fields.newPassword}
          label={t("password.new")}
          type="password"
          autoComplete="new-password"
        />
        <Field
          meta={fields.confirmPassword}
          label={t("password.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton>{t("password.changeSubmit")}</SubmitButton>
          <Link to={home} className="inline-flex min-h-touch items-center underline">
            {t("password.cancel")}
          </Link>
        </div>
      </Form>
    </PublicLayout>
  );
}
