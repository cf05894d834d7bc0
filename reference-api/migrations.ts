import type { AssessmentReport, CarePlan, Invoice, ServiceType, Survey } from "./patient-area/types";
import type { Attachment, State } from "./types";

/**
 * State files outlive the code that wrote them (a demo keeps its data across upgrades), so a file
 * of an older shape is upgraded on load rather than thrown away. A file of no known version is
 * answered with undefined and the store seeds afresh.
 */

const CURRENT_VERSION: State["version"] = 2;

/** Version 1 kept onboarding attachments and the patient area's collections in a free-form `extra`. */
interface StateV1 extends Omit<
  State,
  "version" | "attachments" | "serviceTypes" | "surveys" | "assessmentReports" | "carePlans" | "invoices"
> {
  version: 1;
  extra?: {
    attachments?: Attachment[];
    patientArea?: {
      serviceTypes?: ServiceType[];
      surveys?: Survey[];
      reports?: AssessmentReport[];
      carePlans?: CarePlan[];
      invoices?: Invoice[];
    };
  };
}

export function upgradeState(parsed: unknown): State | undefined {
  const version = (parsed as { version?: unknown } | null)?.version;
  if (version === CURRENT_VERSION) return parsed as State;
  if (version === 1) return fromVersion1(parsed as StateV1);
  return undefined;
}

/** Version 1 created the patient area's collections on first use, so any of them may be missing. */
function fromVersion1({ extra, ...rest }: StateV1): State {
  const area = extra?.patientArea;
  return {
    ...rest,
    version: 2,
    attachments: extra?.attachments ?? [],
    serviceTypes: area?.serviceTypes ?? [],
    surveys: area?.surveys ?? [],
    assessmentReports: area?.reports ?? [],
    carePlans: area?.carePlans ?? [],
    invoices: area?.invoices ?? [],
  };
}
