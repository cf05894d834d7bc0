import type { LaneView } from "~/domain/lanes";

export interface LaneRow {
  id: string;
  clinicId: string;
  clinicName: string;
  timeZone: string;
  hostId: string;
  hostName: string;
  start: string;
  end: string;
  zone: string;
  patientCount: number | null;
}

export interface Host {
  id: string;
  name: string;
}

export interface LaneOutcome {
  kind: LaneView;
  lanes: number;
  patients: number;
  hostName?: string;
  newDate?: string;
  batchId?: string;
  laneIds?: string[];
}
