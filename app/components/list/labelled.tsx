import type { ReactNode } from "react";

/** A filter control under its label. */
export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}
