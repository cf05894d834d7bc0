/**
 * An organization's branding (spec part 2 §5, decision 031): the images and their exact pixel
 * sizes, the colours as hex, and the fonts offered. Pure rules; the images' sizes, the fonts and
 * the colour rule are the contract's (contract/branding.ts), shared with the reference upstream.
 */
import { BRANDING_FONTS, BRANDING_IMAGES, isHexColor, type BrandingImageKind } from "@contract/branding";

export {
  BRANDING_FONTS,
  BRANDING_IMAGES,
  BRANDING_IMAGE_KINDS,
  isBrandingImageKind,
  isHexColor,
  type BrandingFont,
  type BrandingImageKind,
} from "@contract/branding";

/**
 * The file field of a branding image on the branding page, whose images, colours, font and
 * e-mail are one form: each image's upload sends what is typed beside it, so a refused image
 * gives every typed value back (issue 38).
 */
export const brandingImageField = (kind: BrandingImageKind) => `${kind}File`;

/** The branding page's text fields, the ones an image's refusal gives back as typed. */
export const BRANDING_TEXT_FIELDS = [
  "primaryColor",
  "accentColor",
  "font",
  "emailSubject",
  "emailBody",
] as const;

export type BrandingText = Record<(typeof BRANDING_TEXT_FIELDS)[number], string>;

/** The saved branding as the page's text fields show it: empty for none, "system" for the app's font. */
export function brandingTextOf(saved: {
  primaryColor?: string | null;
  accentColor?: string | null;
  font?: string | null;
  emailSubject?: string | null;
  emailBody?: string | null;
}): BrandingText {
  return {
    primaryColor: saved.primaryColor ?? "",
    accentColor: saved.accentColor ?? "",
    font: saved.font ?? "system",
    emailSubject: saved.emailSubject ?? "",
    emailBody: saved.emailBody ?? "",
  };
}

/** Whether text sent with an image upload differs from what is saved: then it must not be dropped. */
export function hasUnsavedText(typed: Partial<BrandingText>, saved: BrandingText): boolean {
  return BRANDING_TEXT_FIELDS.some((name) => typed[name] !== undefined && typed[name] !== saved[name]);
}

/** The CSS font stack of a branding font; "system" is the app's own. */
export function fontStack(font: string | null | undefined): string | null {
  if (!font || font === "system" || !(BRANDING_FONTS as readonly string[]).includes(font)) return null;
  const generic = font === "Georgia" ? "serif" : "sans-serif";
  return `"${font}", ${generic}`;
}

/** A valid hex colour in its six-digit lower-case form (what `<input type="color">` takes). */
export function normalizeHexColor(value: string): string | null {
  if (!isHexColor(value)) return null;
  const hex = value.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex}`;
}

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
export function textColorOn(hex: string): "#000000" | "#ffffff" {
  const full = normalizeHexColor(hex) ?? "#ffffff";
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? "#000000" : "#ffffff";
}

/** The upload rule of a branding image: PNG or JPEG of exactly the kind's size, at most 2 MB. */
export function brandingImageRule(kind: BrandingImageKind) {
  const { width, height } = BRANDING_IMAGES[kind];
  return {
    types: ["png", "jpeg"] as const,
    maxBytes: 2 * 1024 * 1024,
    minWidth: width,
    minHeight: height,
    maxWidth: width,
    maxHeight: height,
  };
}

/** What the shell needs of an organization's branding, kept in the preference cookie (no secret). */
export interface BrandReference {
  org: string;
  /** When the session it was read for began: a new sign-in reads the branding again. */
  at?: number;
  /** The branding's version (its last change), so browsers fetch changed images. */
  v: string;
  kinds: BrandingImageKind[];
  theme: boolean;
}

/** An organization id as it may appear in a CSS attribute selector (ids are [A-Za-z0-9_-]). */
const CSS_SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The stylesheet of an organization's colours and font, scoped to `[data-brand="<org>"]`: the
 * shell's header and the e-mail preview carry that attribute. Only valid hex colours and the
 * listed fonts get in, so nothing else can be written into the CSS.
 */
export function brandingCss(
  org: string,
  branding: { primaryColor?: string | null; accentColor?: string | null; font?: string | null },
): string {
  if (!CSS_SAFE_ID.test(org)) return "";
  const scope = `[data-brand="${org}"]`;
  const rules: string[] = [];
  const primary = normalizeHexColor(branding.primaryColor ?? "");
  if (primary)
    rules.push(
      `${scope}.brand-surface,${scope} .brand-surface{background-color:${primary};color:${textColorOn(primary)}}`,
    );
  const accent = normalizeHexColor(branding.accentColor ?? "");
  if (accent) rules.push(`${scope} .brand-accent{border-color:${accent}}`);
  const font = fontStack(branding.font);
  if (font) rules.push(`${scope}{font-family:${font}}`);
  return rules.join("\n");
}

/** The kinds as a tuple, for schemas. */
export const BRANDING_IMAGE_KIND_LIST = [
  "webLoginBackground",
  "loginLogo",
  "favicon",
  "mobileLoginBackground",
  "mobileLoginLogo",
  "homeBackground",
  "emailLogo",
] as const satisfies readonly BrandingImageKind[];
