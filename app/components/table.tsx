import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/**
 * A data table with a caption. When it is wider than the page it scrolls sideways inside a
 * focusable, labelled region with a shadow at the hidden edge, so keyboard users can scroll it
 * too (WCAG 2.1.1) and the page itself never scrolls sideways.
 */
export function Table({
  caption,
  captionHidden = false,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="scroll-region mt-4 rounded border border-slate-300 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className={captionHidden ? "sr-only" : "p-3 text-left font-bold"}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className = "", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={`border-b-2 border-slate-300 bg-slate-50 p-3 font-semibold ${className}`}
      {...props}
    />
  );
}

export function Td({ className = "", ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`border-b border-slate-200 p-3 align-top ${className}`} {...props} />;
}
