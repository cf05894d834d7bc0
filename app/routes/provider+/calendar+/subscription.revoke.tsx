import { RevokeSummary, type RevokeData } from "~/components/calendar/subscription";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { SUBSCRIPTION_PATH } from "~/domain/calendar-feed";
import { deleteFailure } from "~/http/delete-failure.server";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteCalendarFeed } from "~/upstream/calendar-feeds.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["calendar"], titleKey: "calendar:subscription.revokeTitle" };

/** Stopping the subscription (decision 026): a confirmation, then DELETE; GET changes nothing. */
export const loader = guarded("calendar.subscribe", async ({ context, session }) => {
  if (!session.account.isPerformer) throw notFound(context);
  const t = await getT(context.locale, "calendar");
  const data: RevokeData = {
    title: t("subscription.revokeTitle"),
    canDelete: true,
    backHref: SUBSCRIPTION_PATH,
    actionHref: `${SUBSCRIPTION_PATH}/revoke`,
    confirmLabel: t("subscription.revokeConfirm"),
  };
  return { ...data, pageTitle: data.title };
});

export const action = guarded("calendar.subscribe", async ({ context, session, client }) => {
  if (!session.account.isPerformer) throw notFound(context);
  const result = await deleteCalendarFeed(client, session.account.accountId);
  if (!result.ok) return deleteFailure(result, "calendar:subscription.revokeFailure");
  return redirectWithFlash(context, SUBSCRIPTION_PATH, {
    kind: "success",
    key: "calendar:subscription.flash.revoked",
  });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(RevokeSummary);
