import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { crumbsFrom } from "~/components/billing/crumbs";
import {
  DeleteConfirmationPage,
  confirmationShouldRevalidate,
} from "~/components/billing/delete-confirmation";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { confirmationFrom, deleteFailure, usageDependencies } from "~/upstream/fee-schedules.server";
import { deleteProcedureCode, loadProcedureCode } from "~/upstream/procedure-codes.server";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:delete.title.procedureCode",
  breadcrumb: crumbsFrom,
};

const BASE = "/provider/billing/procedure-codes";

export const shouldRevalidate = confirmationShouldRevalidate;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const item = await loadProcedureCode(upstream(context, request), context, request, params.codeId!);
  const t = await getT(context.locale, "billing");
  const entries = item.usage?.entries ?? 0;
  const payers = item.usage?.payers ?? 0;
  const reason =
    entries + payers > 0 ? t("delete.procedureCodeInUse", { code: item.code, entries, payers }) : null;
  return {
    ...confirmationFrom(
      {
        kind: "procedureCode",
        name: `${item.code} ${item.description ?? ""}`.trim(),
        backHref: `${BASE}?code=${encodeURIComponent(item.code)}`,
        actionHref: `${BASE}/${encodeURIComponent(item.id)}/delete?code=${encodeURIComponent(item.code)}`,
      },
      usageDependencies(reason),
    ),
    crumbs: [{ label: t("procedureCodes.title"), to: BASE }, { label: t("delete.crumb") }],
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStaff(context, request);
  const result = await deleteProcedureCode(upstream(context, request), params.codeId!);
  if (!result.ok) {
    const failure = deleteFailure(result);
    return data(failure.body, { status: failure.status });
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.deleted" });
  return redirect(BASE, 303);
}

export default function DeleteProcedureCode() {
  return (
    <DeleteConfirmationPage data={useLoaderData<typeof loader>()} failure={useActionData<typeof action>()} />
  );
}
