import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** A transparent 1×1 GIF: the "empty image" of spec part 2 §8 (CSP allows data: images). */
export const EMPTY_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** Default and provider-profile widths (spec part 2 §9). */
export const IMAGE_WIDTH = { default: 100, providerProfile: 300 } as const;

/**
 * An image that falls back to an empty image, in the same box, when there is no URL or the image
 * does not load (spec part 2 §8), so the layout never jumps and no broken-image icon shows. The
 * box keeps a light background and border, so the empty state is visible as a frame, and its
 * title says why it is empty.
 */
export function ImageWithFallback({
  src,
  alt,
  width = IMAGE_WIDTH.default,
  height = width,
  className = "",
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => setFailed(false), [src]);
  useEffect(() => {
    // An error that happened before hydration fired no React handler: look at the result.
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0 && img.src !== EMPTY_IMAGE) setFailed(true);
  }, [src]);
  const empty = !src || failed;
  // Why the frame is empty (spec part 2 §8 "no image url provided"), for whoever hovers or asks.
  const why = !src ? t("image.noUrl") : failed ? t("image.failed") : undefined;
  return (
    <img
      ref={image}
      src={empty ? EMPTY_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      data-empty={empty ? "true" : undefined}
      title={why}
      onError={() => setFailed(true)}
      className={`rounded border border-slate-300 bg-slate-100 object-cover ${className}`}
    />
  );
}
