/** The organization page's field limits (decision 031), read by its schemas and its hints. */

/** The organization page's forms (decision 031): one schema each, run in the browser and the action. */

export const DEPARTMENT_NAME_MAX = 60;

export const CONSENT_MAX = 2000;

export const EMAIL_TEXT_MAX = 2000;

/** A location's name (issue 40 item 3); the reference upstream keeps the same limit. */
export const LOCATION_NAME_MAX = 120;
/** An organization event's form (issue 40); the reference upstream refuses the same beyond them. */
export const EVENT_NAME_MAX = 80;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_NOTE_MAX = 500;
export const EVENT_PARTICIPANTS_MAX = 10_000;
