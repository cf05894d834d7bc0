import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { payerFields } from "~/components/billing/code-fields";
import { crumbsFrom } from "~/components/billing/crumbs";
import { SimpleForm } from "~/components/billing/simple-form";
import { PageHeading } from "~/components/layout/page-heading";
import { payerSchema } from "~/domain/billing-schemas";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { replyWithFailure, statusForFailure } from "~/upstream/outcome.server";
import { createPayer, getPayerByName } from "~/upstream/payers.server";

export const handle = { i18n: ["billing"], titleKey: "billing:payers.createTitle", breadcrumb: crumbsFrom };

const BASE = "/provider/billing/payers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const t = await getT(context.locale, "billing");
  return { crumbs: [{ label: t("payers.title"), to: BASE }, { label: t("payers.createTitle") }] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireStaff(context, request);
  const submission = parseWithZod(await request.formData(), { schema: payerSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = upstream(context, request);
  const v = submission.value;
  const twin = await getPayerByName(client, v.payerName);
  if (twin.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { payerName: [msg("billing:errors.duplicatePayer", { name: twin.data.payerName })] },
        }),
      },
      { status: 400 },
    );
  }
  const result = await createPayer(client, {
    payerName: v.payerName,
    payerGroupNumber: v.payerGroupNumber ?? "",
    state: v.state ?? "",
  });
  if (!result.ok) {
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: ["payerName", "payerGroupNumber", "state"],
          genericKey: "billing:flash.createFailed",
        }),
      },
      { status: statusForFailure(result) },
    );
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.payerCreated", params: { name: v.payerName } });
  return redirect(`${BASE}/${encodeURIComponent(result.data.id)}`, 303);
}

export default function NewPayer() {
  const { t } = useTranslation("billing");
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("payers.createTitle")}</PageHeading>
      <div className="mt-6">
        <SimpleForm
          id="payer"
          schema={payerSchema}
          fields={payerFields(t)}
          lastResult={actionData?.result}
          submitLabel={t("payers.createSubmit")}
          cancelHref={BASE}
        />
      </div>
    </>
  );
}
