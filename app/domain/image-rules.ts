/**
 * What an uploaded image must be, per use, judged from its bytes only: the browser's file name
 * and Content-Type are never trusted. The spec's sizes: provider profile images show 300 wide
 * (part 2 §9), branding images have fixed sizes (part 2 §5).
 */

export type ImageType = "png" | "jpeg" | "webp" | "gif";

export const IMAGE_MEDIA_TYPES: Record<ImageType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

export interface ImageRule {
  types: readonly ImageType[];
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
}

/** A picture shown small: at least 100 pixels a side, up to 5 MB. */
const SMALL_PICTURE = {
  types: ["png", "jpeg", "webp"],
  maxBytes: 5 * 1024 * 1024,
  minWidth: 100,
  minHeight: 100,
  maxWidth: 4000,
  maxHeight: 4000,
} as const satisfies ImageRule;

export const IMAGE_RULES = {
  /** A provider's profile picture: shown 300 wide, so at least that, square or not. */
  profilePicture: {
    types: ["png", "jpeg", "webp"],
    maxBytes: 2 * 1024 * 1024,
    minWidth: 300,
    minHeight: 300,
    maxWidth: 4000,
    maxHeight: 4000,
  },
  /** Branding: the email logo is 900x700 exactly (spec part 2 §5). */
  emailLogo: {
    types: ["png", "jpeg"],
    maxBytes: 1024 * 1024,
    minWidth: 900,
    minHeight: 700,
    maxWidth: 900,
    maxHeight: 700,
  },
  /** A survey's picture (decision 033), shown with the survey in the patient app: at least 100 wide. */
  surveyPicture: {
    types: ["png", "jpeg", "webp"],
    maxBytes: 2 * 1024 * 1024,
    minWidth: 100,
    minHeight: 100,
    maxWidth: 4000,
    maxHeight: 4000,
  },
  /** A therapy type's picture, shown beside its tasks. */
  therapyImage: SMALL_PICTURE,
  /** An image-library value's picture (master data, decision 034): a thumbnail in the list. */
  masterDataImage: SMALL_PICTURE,
} as const satisfies Record<string, ImageRule>;

/** The image type the first bytes announce, or null. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (at(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return "gif";
  return null;
}

export type ImageProblem =
  | { key: "images.missing" }
  | { key: "images.tooLarge"; maxMb: number }
  | { key: "images.wrongType"; types: string }
  | { key: "images.unreadable" }
  | { key: "images.tooSmall"; width: number; height: number }
  | { key: "images.tooBig"; width: number; height: number }
  | { key: "images.exactSize"; width: number; height: number };

export interface ImageFacts {
  bytes: number;
  /** From the magic bytes. */
  type: ImageType | null;
  /** From the image's header, as read by the server; null when it could not be read. */
  width: number | null;
  height: number | null;
}

/** The first rule an image breaks (as a translation key and its values), or null when it passes. */
export function checkImage(facts: ImageFacts, rule: ImageRule): ImageProblem | null {
  if (facts.bytes === 0) return { key: "images.missing" };
  if (facts.bytes > rule.maxBytes)
    return { key: "images.tooLarge", maxMb: Math.round((rule.maxBytes / (1024 * 1024)) * 10) / 10 };
  if (!facts.type || !rule.types.includes(facts.type))
    return { key: "images.wrongType", types: rule.types.map((t) => t.toUpperCase()).join(", ") };
  if (!facts.width || !facts.height) return { key: "images.unreadable" };
  const exact = rule.minWidth === rule.maxWidth && rule.minHeight === rule.maxHeight;
  if (exact && (facts.width !== rule.minWidth || facts.height !== rule.minHeight))
    return { key: "images.exactSize", width: rule.minWidth, height: rule.minHeight };
  if (facts.width < rule.minWidth || facts.height < rule.minHeight)
    return { key: "images.tooSmall", width: rule.minWidth, height: rule.minHeight };
  if (facts.width > rule.maxWidth || facts.height > rule.maxHeight)
    return { key: "images.tooBig", width: rule.maxWidth, height: rule.maxHeight };
  return null;
}
