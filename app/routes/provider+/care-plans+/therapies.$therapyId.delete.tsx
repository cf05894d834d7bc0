import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { deleteFailure } from "~/http/delete-failure.server";
import { usesFrom, usesText, usesTotal } from "~/domain/in-use";
import { getT } from "~/i18n/i18n.server";
import { THERAPIES_PATH } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { deleteTherapyType } from "~/upstream/care-plans.server";
import { loadChangeableTherapy } from "./__therapies.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:therapies.deleteTitle" };

export const loader = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const therapy = await loadChangeableTherapy(client, context, request, session, params.therapyId);
  const t = await getT(context.locale, "carePlans");
  // The list row counts the plan tasks using the type (issue 38): one in use is not offered for
  // deletion at all, and the page says why and how many instead of "Yes, delete".
  const uses = usesFrom(therapy.usage, "carePlanTasks");
  const inUse =
    usesTotal(uses) > 0
      ? t("therapies.inUse", { name: therapy.name, uses: usesText(t, context.locale, uses) })
      : null;
  return {
    title: t("therapies.deleteTitle"),
    pageTitle: t("therapies.deleteTitle"),
    canDelete: inUse === null,
    backHref: THERAPIES_PATH,
    actionHref: `${THERAPIES_PATH}/${encodeURIComponent(therapy.id)}/delete`,
    therapyName: therapy.name,
    inUse,
  };
});

/**
 * The upstream refuses a therapy type a plan's task uses (409), should one start using it after
 * the confirmation was shown: its reason is shown.
 */
export const action = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const therapy = await loadChangeableTherapy(client, context, request, session, params.therapyId);
  const result = await deleteTherapyType(client, therapy.id);
  if (!result.ok) return deleteFailure(result, "carePlans:delete");
  return redirectWithFlash(context, THERAPIES_PATH, {
    kind: "success",
    key: "carePlans:flash.therapyDeleted",
  });
});

function TherapyDeleteSummary({
  data,
}: {
  data: DeleteConfirmationBase & { therapyName: string; inUse: string | null };
}) {
  const { t } = useTranslation("carePlans");
  if (data.inUse)
    return (
      <p role="alert" className="border-l-4 border-red-700 bg-red-50 p-3 font-semibold">
        {data.inUse}
      </p>
    );
  return <p className="text-lg">{t("therapies.deleteQuestion", { name: data.therapyName })}</p>;
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(TherapyDeleteSummary);
