import type { ReactNode } from "react";

/**
 * The one <h1> of a page. It can take focus so that, after a client-side navigation, focus moves
 * here and screen readers announce the new page (root.tsx does the moving).
 */
export function PageHeading({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <h1
      id="page-heading"
      tabIndex={-1}
      className={`text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl ${className}`}
    >
      {children}
    </h1>
  );
}
