/** The patient area's records in the state (see types.ts): service types, surveys and their reports, care plans, invoices. */
import type { QuestionType } from "@contract/question-types";

export interface ServiceType {
  id: number;
  name: string;
  description: string;
  /** Decimal string. */
  price: string;
  attributes: { free?: boolean; vaccineType: "COVID" | "Flu" };
  /** Names and descriptions by Content-Language; English when a language is missing. */
  translations: Record<string, { name: string; description: string }>;
}

export type { QuestionType } from "@contract/question-types";

export interface Question {
  id: string;
  rank: number;
  text: string;
  type: QuestionType;
  required: boolean;
  choices?: Array<{ id: string; text: string; score: number }>;
  minValue?: number;
  maxValue?: number;
  maxLength?: number;
}

export interface Survey {
  id: string;
  name: string;
  description: string;
  kind: "ASSESSMENT" | "SCREENING";
  isPublic: boolean;
  questions: Question[];
  /** The organization that wrote it (decision 033); none for the network's own surveys. */
  organizationId?: string | null;
  /** The account that wrote it. */
  ownerId?: string | null;
  /** The picture's facts (the reference upstream keeps no bytes). */
  picture?: SurveyPicture | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface SurveyPicture {
  contentType: string;
  bytes: number;
  uploadedAt: string;
}

export interface AssessmentReport {
  id: string;
  assessmentId: string;
  assessmentName: string;
  patientId: string;
  taskId: string | null;
  score: number;
  answers: Array<{ questionId: string; value?: string; choiceIds?: string[] }>;
  dateCreated: string;
  accountId: string | null;
}

/** Care plans are their own group now (care-plans/types.ts); the patient area reads a patient's first plan. */
export type { CarePlan } from "../care-plans/types";

/** A file the patient uploaded from the app (a document or a photo), kept whole. */
export interface PatientFile {
  id: string;
  patientId: string;
  fileName: string;
  contentType: string;
  description?: string;
  uploadedAt: string;
  /** The bytes, base64. */
  content: string;
}

export interface Invoice {
  id: string;
  number: string;
  patientId: string;
  taskId: string;
  serviceTypeId: number;
  description: string;
  amount: string;
  createdAt: string;
  refunded: boolean;
}
