import type { ReactNode } from "react";

/** Facts about a record as a description list: each label beside its value, in the order given. */
export function FactList({
  rows,
  className = "mt-4",
}: {
  rows: ReadonlyArray<[string, ReactNode]>;
  className?: string;
}) {
  return (
    <dl className={`${className} grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
