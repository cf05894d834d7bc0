import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { procedureCodeFields } from "~/components/billing/code-fields";
import { crumbsFrom } from "~/components/billing/crumbs";
import { SimpleForm } from "~/components/billing/simple-form";
import { PageHeading } from "~/components/layout/page-heading";
import { procedureCodeSchema } from "~/domain/billing-schemas";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { replyWithFailure, statusForFailure } from "~/upstream/outcome.server";
import { findProcedureCode, loadProcedureCode, updateProcedureCode } from "~/upstream/procedure-codes.server";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:procedureCodes.editTitle",
  breadcrumb: crumbsFrom,
};

const BASE = "/provider/billing/procedure-codes";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const item = await loadProcedureCode(upstream(context, request), context, request, params.codeId!);
  const t = await getT(context.locale, "billing");
  return {
    item,
    pageTitle: t("procedureCodes.editPageTitle", { code: item.code }),
    crumbs: [{ label: t("procedureCodes.title"), to: BASE }, { label: t("procedureCodes.editTitle") }],
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStaff(context, request);
  const submission = parseWithZod(await request.formData(), { schema: procedureCodeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = upstream(context, request);
  const v = submission.value;
  const twin = await findProcedureCode(client, v.code);
  if (twin.ok && twin.data && twin.data.id !== params.codeId) {
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            code: [
              msg("billing:errors.duplicateCode", {
                code: twin.data.code,
                description: twin.data.description ?? "",
              }),
            ],
          },
        }),
      },
      { status: 400 },
    );
  }
  const result = await updateProcedureCode(client, params.codeId!, v);
  if (!result.ok) {
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: ["code", "description", "group", "defaultAmount"],
          genericKey: "billing:flash.updateFailed",
        }),
      },
      { status: statusForFailure(result) },
    );
  }
  context.jar.setFlash({
    kind: "success",
    key: "billing:flash.procedureCodeUpdated",
    params: { code: v.code },
  });
  return redirect(`${BASE}?code=${encodeURIComponent(v.code)}`, 303);
}

export default function EditProcedureCode() {
  const { t } = useTranslation("billing");
  const { item } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("procedureCodes.editHeading", { code: item.code })}</PageHeading>
      <div className="mt-6">
        <SimpleForm
          id="procedure-code"
          schema={procedureCodeSchema}
          fields={procedureCodeFields(t)}
          lastResult={actionData?.result}
          defaultValue={{
            code: item.code,
            description: item.description ?? "",
            group: item.group ?? "",
            defaultAmount: item.defaultAmount ?? "",
          }}
          submitLabel={t("procedureCodes.saveSubmit")}
          cancelHref={BASE}
        />
      </div>
    </>
  );
}
