import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { modifierFields } from "~/components/billing/code-fields";
import { crumbsFrom } from "~/components/billing/crumbs";
import { SimpleForm } from "~/components/billing/simple-form";
import { PageHeading } from "~/components/layout/page-heading";
import { modifierSchema } from "~/domain/billing-schemas";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { findModifier, loadModifier, updateModifier } from "~/upstream/modifiers.server";
import { replyWithFailure, statusForFailure } from "~/upstream/outcome.server";

export const handle = { i18n: ["billing"], titleKey: "billing:modifiers.editTitle", breadcrumb: crumbsFrom };

const BASE = "/provider/billing/modifiers";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const item = await loadModifier(upstream(context, request), context, request, params.modifierId!);
  const t = await getT(context.locale, "billing");
  return {
    item,
    pageTitle: t("modifiers.editPageTitle", { code: item.code }),
    crumbs: [{ label: t("modifiers.title"), to: BASE }, { label: t("modifiers.editTitle") }],
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStaff(context, request);
  const submission = parseWithZod(await request.formData(), { schema: modifierSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = upstream(context, request);
  const v = submission.value;
  const twin = await findModifier(client, v.code);
  if (twin.ok && twin.data && twin.data.id !== params.modifierId) {
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            code: [
              msg("billing:errors.duplicateModifier", {
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
  const result = await updateModifier(client, params.modifierId!, v);
  if (!result.ok) {
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: ["code", "description"],
          genericKey: "billing:flash.updateFailed",
        }),
      },
      { status: statusForFailure(result) },
    );
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.modifierUpdated", params: { code: v.code } });
  return redirect(`${BASE}?code=${encodeURIComponent(v.code)}`, 303);
}

export default function EditModifier() {
  const { t } = useTranslation("billing");
  const { item } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("modifiers.editHeading", { code: item.code })}</PageHeading>
      <div className="mt-6">
        <SimpleForm
          id="modifier"
          schema={modifierSchema}
          fields={modifierFields(t)}
          lastResult={actionData?.result}
          defaultValue={{ code: item.code, description: item.description ?? "" }}
          submitLabel={t("modifiers.saveSubmit")}
          cancelHref={BASE}
        />
      </div>
    </>
  );
}
