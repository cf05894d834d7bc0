import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { planPath } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { deleteCarePlan } from "~/upstream/care-plans.server";
import { loadPlan } from "./__care-plans.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:deletePlan.title" };

export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const t = await getT(context.locale, "carePlans");
  return {
    title: t("deletePlan.title"),
    pageTitle: t("deletePlan.title"),
    canDelete: true,
    backHref: planPath(plan.id),
    actionHref: `${planPath(plan.id)}/delete`,
    planName: plan.name,
    isTemplate: plan.isTemplate,
    goals: plan.goals.length,
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const result = await deleteCarePlan(client, plan.id);
  if (!result.ok) return deleteFailure(result, "carePlans:delete");
  return redirectWithFlash(context, "/provider/care-plans", {
    kind: "success",
    key: "carePlans:flash.planDeleted",
  });
});

function PlanDeleteSummary({
  data,
}: {
  data: DeleteConfirmationBase & { planName: string; isTemplate: boolean; goals: number };
}) {
  const { t } = useTranslation("carePlans");
  return (
    <>
      <p className="text-lg">{t("deletePlan.question", { name: data.planName })}</p>
      <p className="mt-2">{data.isTemplate ? t("deletePlan.templateNote") : t("deletePlan.planNote")}</p>
    </>
  );
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(PlanDeleteSummary);
