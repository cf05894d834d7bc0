import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "~/domain/format";
import { RESULT_DIALOG_MS } from "~/domain/lanes";
import { buttonClass } from "../forms";
import { Icon } from "../icons";
import { useHydrated } from "../use-hydrated";
import type { LaneOutcome } from "./types";

/**
 * What a mass action did: lanes affected, the new host or date, patients affected, and Undo for
 * updates and cancellations (spec part 1 §2). A panel at the top right that closes itself after
 * five minutes with JS; without JS it stays on the page until the next one.
 */
export function ResultPanel({
  outcome,
  day,
  closeHref,
}: {
  outcome: LaneOutcome;
  day: string;
  closeHref: string;
}) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLElement>(null);
  // The page mounts a new panel for each outcome (it is keyed by the loader's answer), so this
  // runs once per result.
  useEffect(() => {
    ref.current?.focus();
    const timer = setTimeout(() => setOpen(false), RESULT_DIALOG_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  const title =
    outcome.kind === "update"
      ? t("result.updated")
      : outcome.kind === "cancel"
        ? t("result.cancelled")
        : t("result.messaged");
  // z-30: under the header's menus (z-40), so an account or language menu opened while the
  // result is up is never covered by it (issue 38 §5).
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="lanes-result-title"
      data-testid="lanes-result"
      className={`z-30 w-full max-w-sm rounded border-l-8 border-green-700 bg-green-50 p-4 shadow-lg focus:outline-none focus:ring-4 focus:ring-amber-400 ${hydrated ? "fixed right-4 top-20" : "mt-4"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="lanes-result-title" className="flex items-center gap-2 text-lg font-bold text-green-900">
          <Icon name="check" />
          {title}
        </h2>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="-m-2 inline-flex min-h-touch min-w-touch items-center justify-center"
          >
            <Icon name="close" />
            <span className="sr-only">{t("panel.close")}</span>
          </button>
        ) : (
          <Link to={closeHref} className="inline-flex min-h-touch items-center underline">
            {t("panel.close")}
          </Link>
        )}
      </div>
      <ul className="mt-2 space-y-1">
        <li>{t("result.lanes", { n: outcome.lanes })}</li>
        {outcome.hostName ? <li>{t("result.newHost", { host: outcome.hostName })}</li> : null}
        {outcome.newDate ? (
          <li>{t("result.newDate", { date: formatDisplayDate(outcome.newDate) })}</li>
        ) : null}
        <li>{t("result.patients", { n: outcome.patients })}</li>
      </ul>
      {outcome.kind === "update" && outcome.batchId ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="undo-reschedule" />
          <input type="hidden" name="batchId" value={outcome.batchId} />
          <input type="hidden" name="day" value={day} />
          <button type="submit" className={buttonClass("secondary")}>
            <Icon name="undo" />
            {t("result.undo")}
          </button>
        </Form>
      ) : null}
      {outcome.kind === "cancel" && outcome.laneIds?.length ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="undo-cancel" />
          <input type="hidden" name="day" value={day} />
          {outcome.laneIds.map((id) => (
            <input key={id} type="hidden" name="lane" value={id} />
          ))}
          <button type="submit" className={buttonClass("secondary")}>
            <Icon name="undo" />
            {t("result.undo")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
