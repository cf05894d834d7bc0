import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { ORGANIZATION_ENTITY, THERAPIES_PATH } from "~/domain/care-plans";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { deleteFailure } from "~/http/delete-failure.server";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteEntityTherapyTypes, listTherapyTypes } from "~/upstream/care-plans.server";
import { therapyOwner } from "./__therapies.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:therapies.deleteOursTitle" };

const OURS_PATH = `${THERAPIES_PATH}?owner=organization`;

/**
 * Deleting every therapy type made only for the user's organization at once
 * (`DELETE /api/meta/therapy/entity/{id}`): the page says how many and names the first few.
 */
export const loader = guarded("carePlans.edit", async ({ context, session, client }) => {
  const owner = therapyOwner(context, session);
  if (!owner) throw notFound(context);
  const list = orThrow(
    await listTherapyTypes(client, {
      entityType: ORGANIZATION_ENTITY,
      entityId: owner.organizationId,
      page: 0,
      size: 5,
    }),
    context,
  );
  const t = await getT(context.locale, "carePlans");
  return {
    title: t("therapies.deleteOursTitle"),
    pageTitle: t("therapies.deleteOursTitle"),
    canDelete: list.totalElements > 0,
    backHref: OURS_PATH,
    actionHref: `${THERAPIES_PATH}/delete-ours`,
    organizationName: owner.organizationName,
    count: list.totalElements,
    names: list.content.map((therapy) => therapy.name),
  };
});

/** One in use by a plan's task refuses them all (409): the upstream's reason is shown, nothing is deleted. */
export const action = guarded("carePlans.edit", async ({ context, session, client }) => {
  const owner = therapyOwner(context, session);
  if (!owner) throw notFound(context);
  const result = await deleteEntityTherapyTypes(client, owner.organizationId);
  if (!result.ok) return deleteFailure(result, "carePlans:delete");
  return redirectWithFlash(context, THERAPIES_PATH, {
    kind: "success",
    key: "carePlans:flash.therapiesDeleted",
  });
});

function Summary({
  data,
}: {
  data: DeleteConfirmationBase & { organizationName: string; count: number; names: string[] };
}) {
  const { t } = useTranslation("carePlans");
  if (data.count === 0)
    return <p className="text-lg">{t("therapies.noneOurs", { name: data.organizationName })}</p>;
  return (
    <>
      <p className="text-lg">
        {t("therapies.deleteOursQuestion", { count: data.count, name: data.organizationName })}
      </p>
      <ul className="mt-2 list-disc pl-6">
        {data.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
        {data.count > data.names.length ? (
          <li>{t("therapies.andMore", { count: data.count - data.names.length })}</li>
        ) : null}
      </ul>
      <p className="mt-2">{t("therapies.deleteOursNote")}</p>
    </>
  );
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(Summary);
