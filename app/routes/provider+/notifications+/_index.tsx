import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { relativeTime } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { useLiveEvent } from "~/events/live-events";
import { guarded } from "~/session/guards.server";
import { getNotifications, REPLY_REL, replyToRequest } from "~/upstream/activity.server";
import { actionFlash, orThrow, redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["events"], titleKey: "events:notifications.title" };

function pageOf(request: Request) {
  return Math.max(
    0,
    Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "0", 10) || 0),
  );
}

export const loader = guarded("activity.read", async ({ request, context, client }) => {
  const result = orThrow(await getNotifications(client, pageOf(request)), context);
  return {
    renderedAt: new Date().toISOString(),
    page: result.number,
    totalPages: result.totalPages,
    totalElements: result.totalElements,
    notifications: result.content.map((n) => ({
      id: n.id,
      content: n.content,
      createdAt: n.createdAt ?? null,
      read: !!n.read,
      request: n.replyToRequest ? n.replyToRequest.state : null,
    })),
  };
});

export const action = guarded("activity.read", async ({ request, context, client }) => {
  const form = await request.formData();
  const id = String(form.get("notificationId") ?? "");
  const answer = String(form.get("answer") ?? "");
  const back = new URL(request.url);
  if (!isValidId(id) && !/^[0-9a-f-]{36}$/.test(id))
    return data({ error: "events:notifications.replyFailed" }, { status: 400 });
  if (answer !== "accept" && answer !== "decline")
    return data({ error: "events:notifications.chooseAnswer" }, { status: 400 });
  const list = await getNotifications(client, pageOf(request));
  const notification = list.ok ? list.data.content.find((n) => n.id === id) : undefined;
  const result = notification ? await replyToRequest(client, notification, answer === "accept") : null;
  if (notification && result === null) {
    return redirectWithFlash(context, back.pathname + back.search, {
      kind: "error",
      key: "common:errors.missingLink",
      params: { rel: REPLY_REL },
    });
  }
  return redirectWithFlash(
    context,
    back.pathname + back.search,
    actionFlash(result, {
      success: answer === "accept" ? "events:notifications.accepted" : "events:notifications.declined",
      failure:
        result?.ok === false && result.kind === "conflict"
          ? "events:notifications.alreadyAnswered"
          : "events:notifications.replyFailed",
    }),
  );
});

export default function Notifications() {
  const { t } = useTranslation("events");
  const data = useLoaderData<typeof loader>();
  const [fresh, setFresh] = useState<Array<{ id: string; content: string; createdAt: string }>>([]);
  useLiveEvent<{ id: string; content: string; createdAt?: string }>("notification", (n) => {
    if (data.page === 0)
      setFresh((current) => [
        { id: n.id, content: n.content, createdAt: n.createdAt ?? new Date().toISOString() },
        ...current,
      ]);
  });
  const now = new Date(data.renderedAt);
  const when = (iso: string | null) => {
    if (!iso) return "";
    const rel = relativeTime(iso, now);
    return t(`common:${rel.key}`, { count: "count" in rel ? rel.count : undefined });
  };
  return (
    <>
      <PageHeading>{t("notifications.title")}</PageHeading>
      <div aria-live="polite" aria-relevant="additions">
        {fresh.length ? (
          <ul className="mt-4 space-y-2">
            {fresh.map((n) => (
              <li key={n.id} className="rounded border-l-8 border-brand-700 bg-brand-50 p-3">
                <p>{n.content}</p>
                <p className="text-sm text-slate-700">{t("notifications.new")}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {data.notifications.length === 0 && fresh.length === 0 ? (
        <p className="mt-4">{t("notifications.empty")}</p>
      ) : null}
      <ul className="mt-4 space-y-3">
        {data.notifications.map((n) => (
          <li
            key={n.id}
            className={`rounded border-2 p-3 ${n.read ? "border-slate-200" : "border-brand-700"}`}
          >
            <p className={n.read ? "" : "font-semibold"}>{n.content}</p>
            <p className="text-sm text-slate-700">
              {n.createdAt ? <time dateTime={n.createdAt}>{when(n.createdAt)}</time> : null}
              {!n.read ? <span className="ml-3">{t("notifications.unread")}</span> : null}
            </p>
            {n.request === "PENDING" ? (
              <Form method="post" className="mt-2 flex flex-wrap gap-3">
                <input type="hidden" name="notificationId" value={n.id} />
                <fieldset className="flex flex-wrap gap-3">
                  <legend className="sr-only">{t("notifications.replyLegend")}</legend>
                  <button type="submit" name="answer" value="accept" className={buttonClass("primary")}>
                    {t("notifications.accept")}
                  </button>
                  <button type="submit" name="answer" value="decline" className={buttonClass("secondary")}>
                    {t("notifications.decline")}
                  </button>
                </fieldset>
              </Form>
            ) : n.request ? (
              <p className="mt-2 text-sm font-semibold">
                {t(n.request === "ACCEPTED" ? "notifications.wasAccepted" : "notifications.wasDeclined")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} totalElements={data.totalElements} />
    </>
  );
}
