import type { ReactNode } from "react";
import { useEffect, useId, useRef } from "react";

/**
 * A modal dialog on the native <dialog> element: focus trapping, Escape and the inert backdrop
 * come from the browser. Only rendered with JS; without JS each dialog has a page of its own.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = "",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={open ? titleId : undefined}
      onClose={onClose}
      className={`max-w-lg rounded-lg border-2 border-slate-800 p-0 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {open ? (
        <div className="p-6">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
