import type { ReactNode } from "react";
import { buttonClass } from "./forms";
import { Icon } from "./icons";

/**
 * A link to a download route (the download building block, app/http/download.server.ts): the
 * file, or a page that says why there is none with a way back to `returnTo`, the page the link
 * is on. "inline" sits in a table cell or a sentence; the other looks are the buttons'.
 */
export function DownloadLink({
  href,
  returnTo,
  look = "inline",
  className = "",
  children,
}: {
  href: string;
  returnTo: string;
  look?: "inline" | "secondary" | "link";
  className?: string;
  children: ReactNode;
}) {
  const style =
    look === "inline" ? "inline-flex min-h-touch items-center gap-1 underline" : buttonClass(look);
  return (
    <a href={`${href}?returnTo=${encodeURIComponent(returnTo)}`} className={`${style} ${className}`.trim()}>
      <Icon name="download" />
      {children}
    </a>
  );
}
