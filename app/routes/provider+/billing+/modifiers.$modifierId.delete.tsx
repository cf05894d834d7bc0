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
import { deleteModifier, loadModifier } from "~/upstream/modifiers.server";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:delete.title.modifier",
  breadcrumb: crumbsFrom,
};

const BASE = "/provider/billing/modifiers";

export const shouldRevalidate = confirmationShouldRevalidate;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const item = await loadModifier(upstream(context, request), context, request, params.modifierId!);
  const t = await getT(context.locale, "billing");
  const used = item.usage ?? 0;
  return {
    ...confirmationFrom(
      {
        kind: "modifier",
        name: `${item.code} ${item.description ?? ""}`.trim(),
        backHref: `${BASE}?code=${encodeURIComponent(item.code)}`,
        actionHref: `${BASE}/${encodeURIComponent(item.id)}/delete?code=${encodeURIComponent(item.code)}`,
      },
      usageDependencies(used > 0 ? t("delete.modifierInUse", { code: item.code, entries: used }) : null),
    ),
    crumbs: [{ label: t("modifiers.title"), to: BASE }, { label: t("delete.crumb") }],
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStaff(context, request);
  const result = await deleteModifier(upstream(context, request), params.modifierId!);
  if (!result.ok) {
    const failure = deleteFailure(result);
    return data(failure.body, { status: failure.status });
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.deleted" });
  return redirect(BASE, 303);
}

export default function DeleteModifier() {
  return (
    <DeleteConfirmationPage data={useLoaderData<typeof loader>()} failure={useActionData<typeof action>()} />
  );
}
