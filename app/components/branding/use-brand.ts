import { useRouteLoaderData } from "@remix-run/react";
import type { BrandingImageKind, BrandReference } from "~/domain/branding";

/**
 * The branding the shell shows (decision 031): the signed-in staff user's organization's, read by
 * the provider layout; otherwise the last one kept in the preference cookie (the login page after
 * sign-out).
 */
export function useBrand(): BrandReference | null {
  const provider = useRouteLoaderData("routes/provider+/_layout") as
    { brand?: BrandReference | null } | undefined;
  const root = useRouteLoaderData("root") as { brand?: BrandReference | null } | undefined;
  return provider?.brand ?? root?.brand ?? null;
}

/** The app's address of a branding image (streamed from the upstream), versioned for caches. */
export function brandImageUrl(org: string, kind: BrandingImageKind, version = ""): string {
  const path = `/branding/${encodeURIComponent(org)}/${kind}`;
  return version ? `${path}?${new URLSearchParams({ v: version })}` : path;
}

export function brandThemeUrl(org: string, version = ""): string {
  return brandImageUrl(org, "theme.css" as BrandingImageKind, version);
}

export function hasImage(brand: BrandReference | null, kind: BrandingImageKind): brand is BrandReference {
  return Boolean(brand?.kinds.includes(kind));
}
