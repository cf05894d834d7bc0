import type { ReactNode } from "react";
import { pushShownError } from "~/observability/data-layer";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { useHydrated } from "./use-hydrated";

export type ToastKind = "success" | "info" | "warn" | "error";
export interface ToastMessage {
  id: string;
  kind: ToastKind;
  message: string;
}

/** Spec part 2 §9: how long each kind of toast stays up. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 3000,
  info: 3000,
  warn: 4000,
  error: 5000,
};

const ToastContext = createContext<(toast: Omit<ToastMessage, "id">) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

const kindStyle: Record<ToastKind, string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-brand-700 bg-brand-50 text-brand-900",
  warn: "border-amber-600 bg-amber-50 text-amber-950",
  error: "border-red-700 bg-red-50 text-red-900",
};
const kindIcon = { success: "check", info: "info", warn: "alert", error: "alert" } as const;

/**
 * Server-rendered flash banner, upgraded by JS to timed toasts at the bottom right, one at a time.
 * The live regions exist from the first paint so screen readers announce what arrives later.
 * The toasts sit under the header's menus (z-40) and away from them, at the bottom, so an open
 * menu is never covered; the banner takes no room when it says nothing, and the header is put
 * above it (SiteHeader's order-first), so no message or blank band comes before the header
 * with JS off or before scripts load.
 */
export function FlashProvider({ flash, children }: { flash: ToastMessage | null; children: ReactNode }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const [queue, setQueue] = useState<ToastMessage[]>(flash ? [flash] : []);
  const seen = useRef(new Set<string>(flash ? [flash.id] : []));
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (flash?.kind === "error") pushShownError({ kind: "message" });
    if (flash && !seen.current.has(flash.id)) {
      seen.current.add(flash.id);
      setQueue((q) => [...q, flash]);
    }
  }, [flash]);

  const push = useCallback((toast: Omit<ToastMessage, "id">) => {
    setQueue((q) => [...q, { ...toast, id: `${Date.now()}-${Math.random()}` }]);
  }, []);

  const current = queue[0];
  const dismiss = useCallback(() => setQueue((q) => q.slice(1)), []);

  useEffect(() => {
    if (!hydrated || !current || paused) return;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS[current.kind]);
    return () => clearTimeout(timer);
  }, [hydrated, current, paused, dismiss]);

  useEffect(() => {
    if (!hydrated || !current) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [hydrated, current, dismiss]);

  const urgent = current && (current.kind === "error" || current.kind === "warn");
  const body = current ? (
    <div
      data-flash={current.kind}
      className={`flex items-start gap-3 border-l-8 p-4 shadow-md ${kindStyle[current.kind]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={kindIcon[current.kind]} className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="flex-1 font-semibold">{current.message}</p>
      {hydrated ? (
        <button
          type="button"
          onClick={dismiss}
          className="-m-2 inline-flex min-h-touch min-w-touch items-center justify-center rounded focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
        >
          <Icon name="close" />
          <span className="sr-only">{t("flash.dismiss")}</span>
        </button>
      ) : null}
    </div>
  ) : null;

  const value = useMemo(() => push, [push]);
  return (
    <ToastContext.Provider value={value}>
      <section
        aria-label={t("flash.region")}
        className={
          hydrated
            ? "pointer-events-none fixed bottom-4 right-4 z-30 w-[min(24rem,calc(100vw-2rem))]"
            : current
              ? "mx-auto w-full max-w-6xl px-4 pt-4"
              : undefined
        }
      >
        <div role="status" aria-live="polite" className="pointer-events-auto">
          {!urgent ? body : null}
        </div>
        <div role="alert" aria-live="assertive" className="pointer-events-auto">
          {urgent ? body : null}
        </div>
      </section>
      {children}
    </ToastContext.Provider>
  );
}
