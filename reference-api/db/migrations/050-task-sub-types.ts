import type { Migration } from "./migration";

/**
 * A care-plan task names its kind (issue 38 §1): one of the master data's task types
 * (`/api/meta/task`) of its task type's category, so a type added in master data is offered on the
 * task form. `task_sub_types` (migration 020) stays, unread: a migration never edits an older one.
 * Nullable, since the kind is optional and older tasks have none; indexed because a delete of a
 * task type counts the tasks that name it before it refuses (decision 034).
 */
export const m050TaskSubTypes: Migration = {
  version: 50,
  name: "task-sub-types",
  up: `
    ALTER TABLE care_plan_tasks ADD COLUMN sub_type_id TEXT;
    CREATE INDEX care_plan_tasks_sub_type ON care_plan_tasks (sub_type_id) WHERE sub_type_id IS NOT NULL;
  `,
};
