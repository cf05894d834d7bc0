import { NavLink } from "@remix-run/react";

export interface Tab {
  to: string;
  label: string;
}

/**
 * Tabs as links (docs/patterns.md "Building blocks"): each tab is a page of its own with its own
 * URL, so it works, bookmarks and goes back without JS. They navigate, so this is a labelled
 * `nav` of links with aria-current on the page shown, not an ARIA tablist (whose tabs switch
 * panels in place and move by arrow keys). A tab is current on its own path only, not below it.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav aria-label={label} className="mt-4 border-b-2 border-slate-300 print:hidden">
      <ul className="-mb-0.5 flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-touch items-center rounded-t border-2 px-4 font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${
                  isActive
                    ? "border-slate-300 border-b-white bg-white text-slate-900"
                    : "border-transparent text-brand-700 underline hover:bg-slate-100"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
