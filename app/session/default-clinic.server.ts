import type { RequestContext } from "~/load-context.server";

/**
 * The default clinic (spec part 2 §9: "the default clinic id is kept in local storage"): kept in
 * the preference cookie instead, so the clinic picker preselects the last clinic used with JS off
 * as well, and it outlives sign-out as local storage did. One clinic for the pages with a clinic
 * picker (the lanes, the appointments list): picked on one, it is the first shown on the other.
 */
export function defaultClinic(context: RequestContext): string | null {
  return context.jar.getPrefs().clinic ?? null;
}

/** Remembers a clinic the user picked (the pages check it is one they offer). */
export function rememberClinic(context: RequestContext, clinicId: string) {
  if (defaultClinic(context) !== clinicId) context.jar.setPrefs({ clinic: clinicId });
}

/** The remembered clinic when the page offers it, else `fallback`. */
export function defaultClinicAmong(
  context: RequestContext,
  offered: readonly { id: string }[],
  fallback: string | null,
): string | null {
  const kept = defaultClinic(context);
  return kept && offered.some((clinic) => clinic.id === kept) ? kept : fallback;
}

/**
 * What the lanes page's picker shows for a request: the clinic the query names (`?clinic=`, empty
 * for all clinics), else the remembered one. A choice made in the query is remembered (all clinics forgets
 * it); a clinic the page does not offer is neither shown nor remembered.
 */
export function pickClinic(
  context: RequestContext,
  url: URL,
  offered: (clinicId: string) => boolean,
): string | null {
  if (!url.searchParams.has("clinic")) {
    const kept = defaultClinic(context);
    return kept && offered(kept) ? kept : null;
  }
  const asked = url.searchParams.get("clinic") ?? "";
  if (asked === "") {
    if (defaultClinic(context) !== null) context.jar.setPrefs({ clinic: undefined });
    return null;
  }
  if (!offered(asked)) return null;
  rememberClinic(context, asked);
  return asked;
}
