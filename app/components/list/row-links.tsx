import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";

/**
 * A table row's change and remove links, each its own page (works without JS), named for the row
 * so a screen reader's list of links says whose ("Edit Main site", not "Edit" ten times).
 */
export function RowLinks({ children }: { children: ReactNode }) {
  return <span className="flex flex-wrap gap-2">{children}</span>;
}

export function EditLink({ to, label, named }: { to: string; label: string; named: string }) {
  return (
    <Link to={to} className={buttonClass("secondary")} aria-label={named}>
      <Icon name="pencil" />
      {label}
    </Link>
  );
}

export function RemoveLink({ to, label, named }: { to: string; label: string; named: string }) {
  return (
    <Link to={to} className={`${buttonClass("secondary")} text-red-800`} aria-label={named}>
      <Icon name="trash" />
      {label}
    </Link>
  );
}
