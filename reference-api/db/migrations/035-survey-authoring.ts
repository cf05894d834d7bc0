import type { Migration } from "./migration";

/**
 * Surveys written by staff (issue 18, decision 033): a survey belongs to an organization and has
 * an owner (the account that wrote it); the seeded patient-area surveys keep neither and stay the
 * network's. The picture is kept by its facts (the reference upstream keeps no bytes). Answer
 * statistics read a survey's reports by date, and a question or a choice is found by its own id.
 * The organization is a plain column: an older state file's surveys may name organizations it
 * does not carry, and a survey's page reads the organization only to name it.
 */
export const m035SurveyAuthoring: Migration = {
  version: 35,
  name: "survey-authoring",
  up: `
    ALTER TABLE surveys ADD COLUMN organization_id TEXT;
    ALTER TABLE surveys ADD COLUMN owner_id TEXT;
    ALTER TABLE surveys ADD COLUMN picture TEXT;
    ALTER TABLE surveys ADD COLUMN created_at TEXT;
    ALTER TABLE surveys ADD COLUMN updated_at TEXT;
    CREATE INDEX surveys_organization ON surveys (organization_id, seq);
    CREATE INDEX survey_questions_id ON survey_questions (id);
    CREATE INDEX assessment_reports_assessment_date ON assessment_reports (assessment_id, date_created);
  `,
};
