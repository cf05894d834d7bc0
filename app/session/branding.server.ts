import { BRANDING_IMAGE_KIND_LIST, type BrandReference } from "~/domain/branding";
import type { RequestContext } from "~/load-context.server";
import { upstream } from "~/upstream/client.server";
import { getBranding, type Branding } from "~/upstream/organization-pages.server";
import type { SessionData } from "./cookie-jar.server";

/** The reference the shell keeps of an organization's branding (decision 031). */
export function brandReference(org: string, branding: Branding, at?: number): BrandReference {
  const kinds = BRANDING_IMAGE_KIND_LIST.filter((kind) => Boolean(branding.images[kind]));
  const versions = [branding.updatedAt, ...kinds.map((kind) => branding.images[kind])].filter(
    (v): v is string => typeof v === "string",
  );
  return {
    org,
    ...(at === undefined ? {} : { at }),
    v: versions.sort().at(-1)?.slice(0, 40) ?? "",
    kinds,
    theme: Boolean(
      branding.primaryColor || branding.accentColor || (branding.font && branding.font !== "system"),
    ),
  };
}

/**
 * The signed-in staff user's organization's branding reference: read once per sign-in (a new
 * session reads it again, so a change reaches everyone at their next sign-in) and kept in the
 * preference cookie, which survives logout so the login page keeps the last logo and background.
 * Null when the user has no organization or the branding cannot be read now.
 */
export async function brandOf(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<BrandReference | null> {
  const org = session.account.organizationId;
  if (!org) return null;
  const kept = context.jar.getPrefs().brand;
  if (kept?.org === org && kept.at === session.createdAt) return kept;
  const result = await getBranding(upstream(context, request), org);
  if (!result.ok) return null;
  const brand = brandReference(org, result.data, session.createdAt);
  context.jar.setPrefs({ brand });
  return brand;
}
