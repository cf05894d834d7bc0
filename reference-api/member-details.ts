import type { Patient } from "./types";

/**
 * The member list's demographic and label-pack fields of a seeded patient (decision 020), from
 * its index alone, so the seeds' random sequence (and all that follows it) does not move. Each
 * value set is small and fixed, so every filter narrows the demo list visibly.
 */
export const MEMBER_VALUES = {
  patientType: ["Adult", "Pediatric", "Senior", "Caregiver"],
  occupation: ["Teacher", "Nurse", "Retired", "Student", "Driver", "Engineer", "Homemaker"],
  priority: ["High", "Medium", "Low"],
  ethnicity: ["Hispanic or Latino", "Not Hispanic or Latino", "Declined"],
  races: [
    "White",
    "Black or African American",
    "Asian",
    "American Indian or Alaska Native",
    "Native Hawaiian or Other Pacific Islander",
    "Other",
  ],
  diagnosis: ["Hypertension", "Type 2 diabetes", "Breast cancer", "Asthma", "COPD", "None"],
  cancerType: ["Breast", "Lung", "Colorectal", "Prostate"],
  stage: ["I", "II", "III", "IV"],
  treatmentStatus: ["Not started", "In treatment", "Completed", "Monitoring"],
} as const;

const SEXES = ["F", "M", "F", "M", "I", "O", "T"] as const;
const DAY = 24 * 60 * 60 * 1000;

export function memberDetails(index: number, now: Date): Partial<Patient> {
  const pick = <T>(values: readonly T[], step: number) => values[(index * step + step) % values.length]!;
  const races = [pick(MEMBER_VALUES.races, 5)];
  if (index % 7 === 3) races.push(pick(MEMBER_VALUES.races, 2));
  const diagnosis = pick(MEMBER_VALUES.diagnosis, 3);
  const cancer = diagnosis === "Breast cancer" || index % 11 === 4;
  return {
    sex: pick(SEXES, 1),
    patientType: pick(MEMBER_VALUES.patientType, 1),
    occupation: pick(MEMBER_VALUES.occupation, 3),
    priority: pick(MEMBER_VALUES.priority, 2),
    ethnicity: pick(MEMBER_VALUES.ethnicity, 1),
    races: [...new Set(races)],
    diagnosis,
    ...(cancer
      ? {
          cancerType: diagnosis === "Breast cancer" ? "Breast" : pick(MEMBER_VALUES.cancerType, 1),
          stage: pick(MEMBER_VALUES.stage, 1),
        }
      : {}),
    treatmentStatus: pick(MEMBER_VALUES.treatmentStatus, 3),
    customIdentifiers: [`MRN-${String(100000 + index * 37).padStart(6, "0")}`],
    dateCreated: new Date(now.getTime() - (400 - (index % 400)) * DAY).toISOString(),
    lastActive:
      index % 9 === 8
        ? undefined
        : new Date(now.getTime() - ((index * 13) % 90) * DAY - (index % 24) * 3600_000).toISOString(),
  };
}
