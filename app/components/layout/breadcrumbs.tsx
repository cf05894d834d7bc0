import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CallId } from "@contract/index";
import { useOffers } from "../use-offered";

export interface Crumb {
  label: string;
  to?: string;
  /** The extension call the page behind `to` needs: without it the crumb is a plain label. */
  calls?: CallId;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation("common");
  const offers = useOffers();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumbs")} className="mb-4 text-sm print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
              {crumb.to && !last && (!crumb.calls || offers(crumb.calls)) ? (
                <Link to={crumb.to} className="inline-flex min-h-touch items-center underline">
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className="inline-flex min-h-touch items-center"
                >
                  {crumb.label}
                </span>
              )}
              {!last ? <span aria-hidden="true">/</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A route handle's breadcrumb: the translated trail its loader returned as `crumbs`. */
export function crumbsFrom(data: unknown): Crumb[] | null {
  const crumbs = (data as { crumbs?: Crumb[] } | undefined)?.crumbs;
  return Array.isArray(crumbs) ? crumbs : null;
}
