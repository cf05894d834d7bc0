/**
 * Registers every area's routes with the reference upstream. Each later issue adds its module
 * here (lanes, fee schedules, patients, events, ...).
 */
export {};
