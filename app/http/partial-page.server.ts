import { data } from "@remix-run/node";
import type { UpstreamResult } from "~/upstream/client.server";

/** A secondary read of a page (a count, a chart, a filter's choices), or none when not asked. */
type Panel = UpstreamResult<unknown> | null | undefined;

/**
 * Whether a panel is missing because the upstream failed it: unreachable, too slow, an answer it
 * could not make (5xx) or one that broke the contract. A refusal (403), an absent record (404) or
 * a call the server does not offer is the page as it should be for this person, not a failure.
 */
export function panelFailed(panel: Panel): boolean {
  if (!panel || panel.ok) return false;
  switch (panel.kind) {
    case "timeout":
    case "network":
    case "contract":
      return true;
    case "http":
      return panel.status >= 500;
    default:
      return false;
  }
}

/**
 * A page made from its main read and secondary panels (issue 42, item 3). Each failed panel shows
 * its own "unavailable" note and the rest of the page renders, but the status says the whole
 * page could not be made, so monitors, proxies and tests see it: 503 (with Retry-After, added in
 * `entry.server.tsx`) when the upstream could not be reached or was too slow, else 502. A page
 * whose panels all came answers 200.
 */
export function pageWithPanels<T>(value: T, panels: readonly Panel[]) {
  return data(value, { status: partialStatus(panels) });
}

export function partialStatus(panels: readonly Panel[]): number {
  const failed = panels.filter(panelFailed);
  if (failed.length === 0) return 200;
  const outage = failed.some(
    (panel) => panel && !panel.ok && (panel.kind === "timeout" || panel.kind === "network"),
  );
  return outage ? 503 : 502;
}
