/**
 * An organization's branding (spec part 2 §5, decision 031): the images and their exact pixel
 * sizes, the colours as hex, and the fonts offered. The app's branding page and the reference
 * upstream's checks read these same rules.
 */

/** Each branding image, by the name the upstream's calls use, with the size it must be. */
export const BRANDING_IMAGES = {
  webLoginBackground: { width: 1080, height: 1440 },
  loginLogo: { width: 47, height: 47 },
  favicon: { width: 16, height: 16 },
  mobileLoginBackground: { width: 375, height: 667 },
  mobileLoginLogo: { width: 500, height: 500 },
  homeBackground: { width: 375, height: 667 },
  emailLogo: { width: 900, height: 700 },
} as const satisfies Record<string, { width: number; height: number }>;
export type BrandingImageKind = keyof typeof BRANDING_IMAGES;
export const BRANDING_IMAGE_KINDS = Object.keys(BRANDING_IMAGES) as BrandingImageKind[];

export function isBrandingImageKind(value: string): value is BrandingImageKind {
  return Object.hasOwn(BRANDING_IMAGES, value);
}

/** Web-safe families: every browser has them, so no font file is fetched (and CSP stays as it is). */
export const BRANDING_FONTS = ["system", "Arial", "Georgia", "Tahoma", "Trebuchet MS", "Verdana"] as const;
export type BrandingFont = (typeof BRANDING_FONTS)[number];

/** #rgb or #rrggbb, the forms an `<input type="color">` and people write. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}
