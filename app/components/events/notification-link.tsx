import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLiveEvent } from "~/events/live-events";
import { Icon } from "../icons";
import { useOffered } from "../use-offered";

/** The header's way to the notifications, with the unread count (live with JS). */
export function NotificationLink({ unread }: { unread: number | null }) {
  const { t } = useTranslation("events");
  const location = useLocation();
  const offered = useOffered("events.notifications");
  const [count, setCount] = useState(unread ?? 0);
  useEffect(() => setCount(unread ?? 0), [unread]);
  // Opening the list counts as having seen them.
  useEffect(() => {
    if (location.pathname === "/provider/notifications") setCount(0);
  }, [location.pathname]);
  useLiveEvent("notification", () => setCount((n) => n + 1));
  if (!offered) return null;
  return (
    <Link
      to="/provider/notifications"
      className="relative flex min-h-touch min-w-touch items-center justify-center gap-1 rounded px-3 font-semibold text-white hover:bg-white/10 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
    >
      <Icon name="bell" />
      <span className="sr-only">{t("notifications.title")}</span>
      {count > 0 ? (
        <span
          data-testid="notification-count"
          className="rounded-full bg-amber-300 px-2 text-sm font-bold text-slate-900"
        >
          {count}
          <span className="sr-only"> {t("notifications.unreadCount")}</span>
        </span>
      ) : null}
    </Link>
  );
}
