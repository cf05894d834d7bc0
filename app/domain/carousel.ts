/**
 * How many items a carousel shows at once (spec part 1 §9: 1 to 9 depending on the width): as
 * many whole items of at least `itemMinWidth` as fit beside each other with `gap` between them,
 * never fewer than one nor more than nine. Pure, so the component only measures and asks.
 */
export const CAROUSEL_MIN_ITEMS = 1;
export const CAROUSEL_MAX_ITEMS = 9;

export function itemsPerView(width: number, itemMinWidth: number, gap = 0): number {
  if (!Number.isFinite(width) || width <= 0 || itemMinWidth <= 0) return CAROUSEL_MIN_ITEMS;
  const fit = Math.floor((width + gap) / (itemMinWidth + gap));
  return Math.min(CAROUSEL_MAX_ITEMS, Math.max(CAROUSEL_MIN_ITEMS, fit));
}

/** The first item of the page before or after the one starting at `first` (pages of `perView`). */
export function pageStart(first: number, perView: number, total: number, direction: -1 | 1): number {
  const lastStart = Math.max(0, total - perView);
  return Math.min(lastStart, Math.max(0, first + direction * perView));
}
