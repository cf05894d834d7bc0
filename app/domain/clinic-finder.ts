/**
 * The public clinic finder's fixed choices (issue 40 item 5), apart from its schema so the page can
 * offer them without bringing zod into the browser (decision 046).
 */

/** The distance limits offered, in miles; the first search uses the default. */
export const FINDER_MILES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_FINDER_MILES = 50;

/** Clinics per page: a phone screen's worth, each a card of five short lines. */
export const FINDER_PAGE_SIZE = 5;

/** The page's path, linked from sign-in and registration. */
export const FINDER_PATH = "/find-a-clinic";
