import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { taskSchema } from "~/domain/care-plan-schemas";
import {
  KIND_TASK_TYPE_NAMES,
  TASK_REQUIRED_FIELDS,
  TASK_TYPES,
  TASK_TYPE_NAMES,
  missingFields,
} from "~/domain/care-plans";
import { ErrorSummary, Field, FieldError, FormButtons, SelectField, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";
import { therapyFigures } from "./therapy-figures";

export interface TherapyOption {
  id: string;
  name: string;
  taskTypeId: number;
  weekly?: number | null;
  daily?: number | null;
  eachTime?: number | null;
  eachSet?: number | null;
  weekDays?: string[] | null;
}

export interface TaskFormOptions {
  weeks: number;
  therapies: TherapyOption[];
  locations: Array<{ id: string; name: string }>;
  performers: Array<{ id: string; name: string }>;
  serviceTypes: Array<{ id: string; name: string }>;
  /** The kinds master data keeps (`/api/meta/sub-type`), each of its task type. */
  kinds?: Array<{ id: string; name: string; taskTypeId: number }>;
}

function TherapyDetails({ therapy }: { therapy: TherapyOption | undefined }) {
  const { t } = useTranslation("carePlans");
  if (!therapy) return null;
  const parts = therapyFigures(t, therapy);
  if (parts.length === 0) return null;
  return (
    <p className="-mt-1 mb-3 text-sm text-slate-700" aria-live="polite">
      {parts.join(t("separator"))}
    </p>
  );
}

/**
 * Add or edit a task of a goal: name, task type, its kind (optional: a master-data task type of
 * an appointment, assessment or education), week, count, therapy type (whose weekly, daily,
 * each-time, each-set and week-day figures are shown under it), service, location and provider.
 * Without JS the therapy list shows every therapy grouped by task type; with JS it narrows to the
 * chosen task type as it changes, and so does the kind list. Missing required fields are listed after "Please fill out the
 * following fields:" (spec part 2 §5).
 */
export function TaskForm({
  constraint,
  lastResult,
  defaultValue,
  options,
  isSubtask,
  submitLabel,
  cancelHref,
  FormComponent = Form,
  action,
  onCancel,
}: {
  /** From `taskSchema(weeks, isSubtask)`, computed by the loader. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | undefined>;
  options: TaskFormOptions;
  isSubtask: boolean;
  submitLabel: string;
  cancelHref: string;
  /** Editing in place with JS: a fetcher's form posting to the page route's `action`. */
  FormComponent?: typeof Form;
  action?: string;
  /** In place, "Cancel" closes the editor instead of leaving the page. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation("carePlans");
  const [form, fields] = useAppForm<ReturnType<typeof taskSchema>>({
    id: "task",
    constraint,
    lastResult,
    defaultValue,
  });
  const [taskTypeId, setTaskTypeId] = useState(String(fields.taskTypeId.initialValue ?? ""));
  const [therapyId, setTherapyId] = useState(String(fields.therapyTypeId.initialValue ?? ""));
  const [kindId, setKindId] = useState(String(fields.subTypeId.initialValue ?? ""));
  const labels: Record<(typeof TASK_REQUIRED_FIELDS)[number], string> = {
    name: t("task.name"),
    taskTypeId: t("task.type"),
    week: t("task.week"),
  };
  // After a refused submit, the required fields left empty, by their labels (spec part 2 §5).
  const refused = TASK_REQUIRED_FIELDS.some((name) => fields[name].errors?.length);
  const missing = refused
    ? missingFields(
        (form.value ?? {}) as Record<string, unknown>,
        TASK_REQUIRED_FIELDS.map((name) => ({ name, label: labels[name] })),
      )
    : [];
  const fieldList = [
    fields.name,
    fields.taskTypeId,
    fields.subTypeId,
    fields.week,
    fields.count,
    fields.therapyTypeId,
    fields.serviceTypeId,
    fields.locationId,
    fields.performerId,
  ];
  const errors = summarize(form, fieldList);
  const summary = missing.length
    ? [{ message: t("task.missingFields", { fields: missing.join(", ") }) }, ...errors]
    : errors;
  const typeNumber = Number(taskTypeId);
  const therapies = options.therapies.filter((th) => !typeNumber || th.taskTypeId === typeNumber);
  const groups = TASK_TYPE_NAMES.map((name) => ({
    name,
    therapies: therapies.filter((th) => th.taskTypeId === TASK_TYPES[name]),
  })).filter((g) => g.therapies.length > 0);
  const allKinds = options.kinds ?? [];
  const kindGroups = KIND_TASK_TYPE_NAMES.map((name) => ({
    name,
    kinds: allKinds.filter(
      (k) => k.taskTypeId === TASK_TYPES[name] && (!typeNumber || k.taskTypeId === typeNumber),
    ),
  })).filter((g) => g.kinds.length > 0);
  const weekOptions = Array.from({ length: options.weeks }, (_, i) => ({
    value: String(i + 1),
    label: t("overview.week", { week: i + 1 }),
  }));
  return (
    <>
      <ErrorSummary errors={summary} />
      <FormComponent method="post" action={action} {...getFormProps(form)} noValidate className="max-w-2xl">
        {isSubtask ? (
          <input type="hidden" name="parentTaskId" value={String(fields.parentTaskId.initialValue ?? "")} />
        ) : null}
        <Field meta={fields.name} label={t("task.name")} autoComplete="off" />
        <SelectField
          meta={fields.taskTypeId}
          label={t("task.type")}
          placeholder={t("task.choose")}
          options={TASK_TYPE_NAMES.map((name) => ({
            value: String(TASK_TYPES[name]),
            label: t(`taskTypes.${name}`),
          }))}
          onChange={(event) => {
            const type = Number(event.currentTarget.value);
            setTaskTypeId(event.currentTarget.value);
            // A kind belongs to one task type: another type's kind is no longer offered.
            if (type && allKinds.find((k) => k.id === kindId)?.taskTypeId !== type) setKindId("");
          }}
        />
        <GroupedSelect
          meta={fields.subTypeId}
          label={t("task.kind")}
          none={t("task.noKind")}
          value={kindId}
          onChange={setKindId}
          groups={kindGroups.map((g) => ({ name: g.name, options: g.kinds }))}
        />
        <SelectField
          meta={fields.week}
          label={t("task.week")}
          hint={isSubtask ? t("task.subtaskWeekHint") : undefined}
          placeholder={t("task.chooseWeek")}
          options={weekOptions}
        />
        <Field
          meta={fields.count}
          label={t("task.count")}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          className="mb-2 w-32"
        />
        <GroupedSelect
          meta={fields.therapyTypeId}
          label={t("task.therapy")}
          none={t("task.noTherapy")}
          value={therapyId}
          onChange={setTherapyId}
          groups={groups.map((g) => ({ name: g.name, options: g.therapies }))}
        />
        <TherapyDetails therapy={options.therapies.find((th) => th.id === therapyId)} />
        <SelectField
          meta={fields.serviceTypeId}
          label={t("task.service")}
          placeholder={t("task.none")}
          options={options.serviceTypes.map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          meta={fields.locationId}
          label={t("task.location")}
          placeholder={t("task.none")}
          options={options.locations.map((l) => ({ value: l.id, label: l.name }))}
        />
        <SelectField
          meta={fields.performerId}
          label={t("task.provider")}
          placeholder={t("task.none")}
          options={options.performers.map((p) => ({ value: p.id, label: p.name }))}
        />
        <FormButtons cancelHref={cancelHref} onCancel={onCancel}>
          {submitLabel}
        </FormButtons>
      </FormComponent>
    </>
  );
}

/**
 * A select of options grouped by task type, with a "none" first: controlled, so the form can
 * narrow or clear it, and a plain select without JS. Its error is tied to it.
 */
function GroupedSelect({
  meta,
  label,
  none,
  value,
  onChange,
  groups,
}: {
  meta: { id: string; name: string; formId: string; errorId: string; errors?: string[] };
  label: string;
  none: string;
  value: string;
  onChange: (value: string) => void;
  groups: Array<{ name: string; options: Array<{ id: string; name: string }> }>;
}) {
  const { t } = useTranslation("carePlans");
  return (
    <div className="mb-2">
      <label htmlFor={meta.id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="mt-1 block min-h-touch w-full max-w-md rounded border-2 border-slate-700 px-2"
      >
        <option value="">{none}</option>
        {groups.map((group) => (
          <optgroup key={group.name} label={t(`taskTypes.${group.name}`)}>
            {group.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={meta.errorId} message={meta.errors?.[0]} />
    </div>
  );
}
