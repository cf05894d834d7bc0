import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { loginSchema } from "~/domain/auth-schemas";

export const handle = { i18n: ["auth"], titleKey: "auth:login.title" };

export async function loader(_args: LoaderFunctionArgs) {
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  return data({ result: submission.reply({ hideFields: ["password"], formErrors: ["auth:login.unavailable"] }) }, { status: 503 });
}

export default function Login() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  return (
    <PublicLayout>
      <PageHeading>{t("login.title")}</PageHeading>
      <p className="mb-6 mt-2 text-slate-700">{t("login.intro")}</p>
      <ErrorSummary errors={summarize(form, [fields.username, fields.password])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Field meta={fields.username} label={t("login.username")} autoComplete="username" />
        <Field meta={fields.password} label={t("login.password")} type="password" autoComplete="current-password" />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton>{t("login.submit")}</SubmitButton>
          <Link to="/reset-password" className="inline-flex min-h-touch items-center underline">
            {t("login.forgotPassword")}
          </Link>
        </div>
      </Form>
    </PublicLayout>
  );
}
