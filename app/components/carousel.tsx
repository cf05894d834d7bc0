import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { itemsPerView, pageStart } from "~/domain/carousel";
import { buttonClass } from "./forms";
import { Icon } from "./icons";
import { useHydrated } from "./use-hydrated";

/** The narrowest an item may be (16rem) and the gap between items (1rem), in CSS pixels. */
const ITEM_MIN_WIDTH = 256;
const GAP = 16;

/**
 * A carousel (spec part 1 §9: 1 to 9 items at once depending on the width). Without JS, and
 * until the page is hydrated, the items are a row that wraps, each at least 16rem wide. With JS
 * they are one row that scrolls sideways, as many whole items in view as fit, with buttons for
 * the previous and next page and the position said politely to screen readers. Every item stays
 * in the page either way, so the keyboard, find-in-page and a screen reader reach all of them.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
}: {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const [perView, setPerView] = useState(1);
  const [first, setFirst] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!hydrated || !element) return;
    const measure = () => setPerView(itemsPerView(element.clientWidth, ITEM_MIN_WIDTH, GAP));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated]);

  const scrolling = hydrated && items.length > perView;
  const itemStep = () => {
    const element = row.current;
    return element ? (element.clientWidth + GAP) / perView : 1;
  };
  const go = (direction: -1 | 1) => {
    const target = pageStart(first, perView, items.length, direction);
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    row.current?.scrollTo({ left: target * itemStep(), behavior: still ? "auto" : "smooth" });
    setFirst(target);
  };

  return (
    <section aria-roledescription={t("carousel.role")} aria-label={label} className="mt-6">
      <div ref={frame}>
        <ul
          ref={row}
          onScroll={(event) => setFirst(Math.round(event.currentTarget.scrollLeft / itemStep()))}
          className={
            scrolling
              ? // Relative: the items' visually hidden labels are clipped by the row as well,
                // instead of widening the page (issue 38 §5).
                "relative flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2"
              : "grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4"
          }
        >
          {items.map((item) => (
            <li
              key={itemKey(item)}
              className={scrolling ? "shrink-0 snap-start" : undefined}
              style={
                scrolling ? { width: `calc((100% - ${(perView - 1) * GAP}px) / ${perView})` } : undefined
              }
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
      {scrolling ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={first <= 0}
            onClick={() => go(-1)}
          >
            <Icon name="chevronLeft" />
            {t("carousel.previous")}
          </button>
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={first + perView >= items.length}
            onClick={() => go(1)}
          >
            {t("carousel.next")}
            <Icon name="chevronRight" />
          </button>
          <p aria-live="polite">
            {t("carousel.position", {
              from: first + 1,
              to: Math.min(items.length, first + perView),
              total: items.length,
            })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
