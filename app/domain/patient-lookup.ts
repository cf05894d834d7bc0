/** Spec part 2 §9: "Patient lookup cached for 500 ms". */
export const PATIENT_LOOKUP_CACHE_MS = 500;
