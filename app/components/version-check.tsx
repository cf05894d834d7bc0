import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "./dialog";
import { buttonClass } from "./forms";

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

/**
 * Spec part 1 §2, §9: after a key press or mouse release, at most once every N minutes, fetch the
 * configured URL and compare its `hash` with the build this page runs. A different hash offers a
 * reload. Dismissing keeps the user where they are.
 */
export function VersionCheck({ url, minutes }: { url: string; minutes: number }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  // The first key press or mouse release checks at once; later ones at most every N minutes.
  const lastCheck = useRef(0);
  const dismissed = useRef(false);

  useEffect(() => {
    const check = async () => {
      if (dismissed.current || Date.now() - lastCheck.current < minutes * 60_000) return;
      lastCheck.current = Date.now();
      try {
        const separator = url.includes("?") ? "&" : "?";
        const response = await fetch(`${url}${separator}t=${Date.now()}`, { cache: "no-store" });
        if (!response.ok) return;
        const body = (await response.json()) as { hash?: unknown };
        const current = window.__remixManifest?.version;
        if (typeof body.hash === "string" && current && body.hash !== current) setOpen(true);
      } catch {
        // Offline or the endpoint is down: try again after the next interval.
      }
    };
    const onInteraction = () => void check();
    window.addEventListener("keyup", onInteraction);
    window.addEventListener("mouseup", onInteraction);
    return () => {
      window.removeEventListener("keyup", onInteraction);
      window.removeEventListener("mouseup", onInteraction);
    };
  }, [url, minutes]);

  return (
    <Dialog
      open={open}
      onClose={() => {
        dismissed.current = true;
        setOpen(false);
      }}
      title={t("version.title")}
    >
      <p>{t("version.message")}</p>
      <div className="mt-4 flex justify-end gap-3">
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => {
            dismissed.current = true;
            setOpen(false);
          }}
        >
          {t("version.noThanks")}
        </button>
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          {t("version.ok")}
        </button>
      </div>
    </Dialog>
  );
}
