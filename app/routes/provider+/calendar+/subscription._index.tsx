import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RevokeSummary } from "~/components/calendar/subscription";
import { DeleteControl } from "~/components/delete-confirmation";
import { SubmitButton, inputClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { feedFormSchema } from "~/domain/calendar-feed-schemas";
import { feedUrl, SUBSCRIPTION_PATH, type FeedIntent } from "~/domain/calendar-feed";
import { formatLongDate, zonedCalendarDate } from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import {
  getCalendarFeed,
  lacksCalendarFeeds,
  patchCalendarFeed,
  putCalendarFeed,
} from "~/upstream/calendar-feeds.server";
import type { UpstreamFailure } from "~/upstream/client.server";

export const handle = { i18n: ["calendar"], titleKey: "calendar:subscription.title" };

/** The answer that shows a new address holds a credential: no cache keeps it, the browser's included. */
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * A provider's iCalendar subscription (issue 16, decision 026): make it, copy its address into
 * Google Calendar or Outlook, let patient names in (or keep them out), make a new address, stop
 * it. Plain forms; the address is shown once, in the answer to the form that made it, because
 * the upstream keeps only its hash.
 */
export const loader = guarded("calendar.subscribe", async ({ context, session, client }) => {
  const { account } = session;
  if (!account.isPerformer) return { state: "notPerformer" as const };
  const result = await getCalendarFeed(client, account.accountId);
  if (lacksCalendarFeeds(result)) return { state: "unsupported" as const };
  const feed = orThrow(result, context);
  if (!feed.active) return { state: "none" as const };
  return {
    state: "active" as const,
    includePatientNames: feed.includePatientNames === true,
    since: feed.createdAt
      ? formatLongDate(zonedCalendarDate(feed.createdAt, context.timeZone), context.locale)
      : null,
  };
});

interface ActionAnswer {
  intent: FeedIntent | null;
  /** The new address: only in the answer to the form that made it. */
  address?: string;
  /** An i18n key: what failed. */
  error?: string;
  /** What the form sent, so a failure keeps the check box as it was. */
  includePatientNames: boolean;
}

function failureStatus(failure: UpstreamFailure) {
  return failure.kind === "timeout" || failure.kind === "network" ? 503 : 400;
}

export const action = guarded("calendar.subscribe", async ({ request, context, session, client }) => {
  const parsed = feedFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || !session.account.isPerformer)
    return data<ActionAnswer>(
      { intent: null, error: "calendar:subscription.errors.failed", includePatientNames: false },
      { status: 400 },
    );
  const { intent, includePatientNames } = parsed.data;
  const performerId = session.account.accountId;
  const refused = (failure: UpstreamFailure) =>
    data<ActionAnswer>(
      {
        intent,
        includePatientNames,
        error: lacksCalendarFeeds(failure)
          ? "calendar:subscription.unsupported"
          : failure.kind === "timeout" || failure.kind === "network"
            ? "calendar:subscription.errors.unavailable"
            : "calendar:subscription.errors.failed",
      },
      { status: failureStatus(failure) },
    );

  if (intent === "names") {
    const result = await patchCalendarFeed(client, performerId, includePatientNames);
    if (!result.ok) return refused(result);
    context.jar.setFlash({
      kind: "success",
      key: includePatientNames
        ? "calendar:subscription.flash.namesOn"
        : "calendar:subscription.flash.namesOff",
    });
    return data<ActionAnswer>({ intent, includePatientNames });
  }
  // A new address keeps the feed's choice about names; a new feed takes the form's.
  let names = includePatientNames;
  if (intent === "rotate") {
    const current = await getCalendarFeed(client, performerId);
    if (!current.ok) return refused(current);
    names = current.data.includePatientNames === true;
  }
  const result = await putCalendarFeed(client, performerId, names);
  if (!result.ok) return refused(result);
  return data<ActionAnswer>({
    intent,
    includePatientNames: names,
    address: feedUrl(new URL(request.url).origin, result.data.secret),
  });
});

/** What failed, beside the form that was sent (`null`: a form the page does not know). */
function Failure({ answer, intent }: { answer: ActionAnswer | undefined; intent: FeedIntent | null }) {
  const { t } = useTranslation("calendar");
  if (!answer?.error || answer.intent !== intent) return null;
  return (
    <p role="alert" className="mt-3 border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
      {t(answer.error)}
    </p>
  );
}

/** The opt-in for patient names, with what it means for their privacy. */
function NamesChoice({ id, checked }: { id: string; checked: boolean }) {
  const { t } = useTranslation("calendar");
  return (
    <div className="mt-4">
      <div className="flex min-h-touch items-center gap-3">
        <input
          type="checkbox"
          id={id}
          name="includePatientNames"
          value="on"
          defaultChecked={checked}
          aria-describedby={`${id}-warning`}
          className="h-6 w-6 rounded border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
        />
        <label htmlFor={id} className="font-semibold text-slate-900">
          {t("subscription.includeNames")}
        </label>
      </div>
      <p
        id={`${id}-warning`}
        className="mt-1 max-w-2xl border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900"
      >
        {t("subscription.privacyWarning")}
      </p>
    </div>
  );
}

/** The new address and how to subscribe to it in the two programs people use. */
function Address({ address }: { address: string }) {
  const { t } = useTranslation("calendar");
  return (
    <section aria-labelledby="feed-address" className="mt-6 max-w-3xl border-2 border-brand-700 p-4">
      <h2 id="feed-address" className="text-xl font-bold">
        {t("subscription.ready")}
      </h2>
      <label htmlFor="feed-url" className="mt-3 block font-semibold">
        {t("subscription.addressLabel")}
      </label>
      <input
        id="feed-url"
        type="text"
        readOnly
        value={address}
        aria-describedby="feed-url-hint"
        className={`${inputClass} font-mono`}
      />
      <p id="feed-url-hint" className="mt-2">
        {t("subscription.addressOnce")}
      </p>
      <h3 className="mt-4 font-bold">{t("subscription.googleTitle")}</h3>
      <p>{t("subscription.googleSteps")}</p>
      <h3 className="mt-4 font-bold">{t("subscription.outlookTitle")}</h3>
      <p>{t("subscription.outlookSteps")}</p>
      <p className="mt-4 text-slate-700">{t("subscription.refreshNote")}</p>
    </section>
  );
}

export default function CalendarSubscription() {
  const { t } = useTranslation("calendar");
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const back = (
    <p className="mt-6">
      <Link to="/provider/calendar" className="underline">
        {t("subscription.back")}
      </Link>
    </p>
  );
  if (loaded.state === "notPerformer" || loaded.state === "unsupported")
    return (
      <>
        <PageHeading>{t("subscription.title")}</PageHeading>
        <p className="mt-4 max-w-2xl">{t(`subscription.${loaded.state}`)}</p>
        {back}
      </>
    );
  return (
    <>
      <PageHeading>{t("subscription.title")}</PageHeading>
      <p className="mt-4 max-w-2xl">{t("subscription.intro")}</p>
      <Failure answer={answer} intent={null} />
      {answer?.address ? <Address address={answer.address} /> : null}
      {loaded.state === "none" ? (
        <Form method="post" className="mt-6 max-w-3xl">
          <p>{t("subscription.none")}</p>
          <NamesChoice id="names-new" checked={answer?.includePatientNames ?? false} />
          <Failure answer={answer} intent="create" />
          <SubmitButton intent="create" className="mt-4">
            {t("subscription.create")}
          </SubmitButton>
        </Form>
      ) : (
        <>
          <section aria-labelledby="feed-status" className="mt-6 max-w-3xl">
            <h2 id="feed-status" className="text-xl font-bold">
              {t("subscription.statusTitle")}
            </h2>
            <p className="mt-2">
              {loaded.since
                ? t("subscription.activeSince", { date: loaded.since })
                : t("subscription.active")}{" "}
              {loaded.includePatientNames ? t("subscription.withNames") : t("subscription.withoutNames")}
            </p>
            {answer?.address ? null : <p className="mt-2">{t("subscription.addressLost")}</p>}
          </section>
          <Form method="post" className="mt-6 max-w-3xl" key={String(loaded.includePatientNames)}>
            <h2 className="text-xl font-bold">{t("subscription.namesTitle")}</h2>
            <NamesChoice
              id="names-feed"
              checked={
                answer?.intent === "names" && answer.error
                  ? answer.includePatientNames
                  : loaded.includePatientNames
              }
            />
            <Failure answer={answer} intent="names" />
            <SubmitButton intent="names" variant="secondary" className="mt-4">
              {t("subscription.saveNames")}
            </SubmitButton>
          </Form>
          <Form method="post" className="mt-6 max-w-3xl">
            <h2 className="text-xl font-bold">{t("subscription.rotateTitle")}</h2>
            <p className="mt-2" id="rotate-hint">
              {t("subscription.rotateHint")}
            </p>
            <Failure answer={answer} intent="rotate" />
            <SubmitButton intent="rotate" variant="secondary" className="mt-4" aria-describedby="rotate-hint">
              {t("subscription.rotate")}
            </SubmitButton>
          </Form>
          <div className="mt-6">
            <DeleteControl href={`${SUBSCRIPTION_PATH}/revoke`} Summary={RevokeSummary}>
              {t("subscription.revoke")}
            </DeleteControl>
          </div>
        </>
      )}
      {back}
    </>
  );
}
