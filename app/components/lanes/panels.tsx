import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "~/domain/format";
import type { LaneView } from "~/domain/lanes";
import { CANCEL_REASONS, buttonRule, hostPlaceholderKey } from "~/domain/lanes";
import type { cancelSchema, messageSchema, updateSchema } from "~/domain/lanes-schemas";
import { ErrorSummary, FieldError, buttonClass, summarize } from "../forms";
import { useHydrated } from "../use-hydrated";
import { HostField } from "./host-field";
import type { Host, LaneRow } from "./types";
import { type FormConstraint, useAppForm } from "../use-app-form";

export interface PanelProps {
  date: string;
  selected: string[];
  lanes: LaneRow[];
  hosts: Host[];
  minDate: string;
  /** The panels' constraint attributes, from the page's loader. */
  constraints: { update: FormConstraint; cancel: FormConstraint; message: FormConstraint };
  patientCount: number | null;
  countLoading: boolean;
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]> | null;
  onClose: () => void;
}

const inputClass =
  "mt-1 block min-h-touch w-full rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400 aria-[invalid=true]:border-red-700";

function Hidden({
  view,
  date,
  selected,
  idempotencyKey,
}: {
  view: LaneView;
  date: string;
  selected: string[];
  idempotencyKey: string;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={view} />
      <input type="hidden" name="day" value={date} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {selected.map((id) => (
        <input key={id} type="hidden" name="lane" value={id} />
      ))}
    </>
  );
}

function Frame({
  id,
  title,
  children,
  onClose,
}: {
  id: string;
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded border-2 border-brand-700 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {hydrated ? (
          <button type="button" onClick={onClose} className={buttonClass("link")}>
            {t("panel.close")}
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function PatientCount({ count, loading }: { count: number | null; loading: boolean }) {
  const { t } = useTranslation("lanes");
  return (
    <p className="my-3 font-semibold" aria-live="polite" aria-busy={loading}>
      {count === null ? t("panel.patientsUnknown") : t("panel.patientsAffected", { n: count })}
    </p>
  );
}

/** The action button, locked while submitting; with JS also by the rules, with the reason shown. */
function ActionButton({
  label,
  reasonKey,
  enabled,
  intent,
  describedId,
}: {
  label: string;
  reasonKey: string | null;
  enabled: boolean;
  intent: LaneView;
  describedId: string;
}) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const disabled = hydrated && (!enabled || submitting);
  const reason = hydrated && reasonKey ? t(reasonKey) : "";
  return (
    <div className="mt-4">
      <button
        type="submit"
        disabled={disabled}
        title={reason || undefined}
        aria-describedby={reason ? describedId : undefined}
        className={buttonClass(intent === "cancel" ? "danger" : "primary")}
      >
        {label}
      </button>
      <p id={describedId} className="min-h-[1.5rem] pt-1 text-sm text-slate-700" aria-live="polite">
        {reason}
      </p>
    </div>
  );
}

function AcceptBox({
  id,
  enabled,
  errors,
  onChange,
}: {
  id: string;
  enabled: boolean;
  errors?: string[];
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  return (
    <div className="mt-2">
      <div className="flex min-h-touch items-center gap-3">
        <input
          id={id}
          type="checkbox"
          name="accept"
          value="on"
          disabled={hydrated && !enabled}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="h-6 w-6"
        />
        <label htmlFor={id} className="font-semibold">
          {t("panel.accept")}
        </label>
      </div>
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

export function UpdatePanel(props: PanelProps) {
  const { t } = useTranslation("lanes");
  const [form, fields] = useAppForm<ReturnType<typeof updateSchema>>({
    id: "lanes-update",
    constraint: props.constraints.update,
    lastResult: props.lastResult,
  });
  const initialHost = fields.host.initialValue as string | undefined;
  const initialDate = fields.date.initialValue as string | undefined;
  const [hostId, setHostId] = useState<string | null>(initialHost ?? null);
  const [date, setDate] = useState<string>(initialDate ?? "");
  const [accepted, setAccepted] = useState(false);
  const selectedLanes = props.lanes.filter((l) => props.selected.includes(l.id));
  const placeholder = t(hostPlaceholderKey(selectedLanes.map((l) => l.hostId)));
  const rule = buttonRule({
    view: "update",
    hostChanged: !!hostId,
    dateChosen: !!date,
    reasonChosen: false,
    messageText: "",
    accepted,
    patientCount: props.patientCount,
  });
  const hostName = props.hosts.find((h) => h.id === hostId)?.name;
  const summaryKey =
    hostName && date
      ? "update.summaryBoth"
      : date
        ? "update.summaryDate"
        : hostName
          ? "update.summaryHost"
          : "update.summaryNone";
  return (
    <Frame id="lanes-update" title={t("update.title")} onClose={props.onClose}>
      <ErrorSummary
        id="lanes-update-summary"
        errors={summarize(form, [fields.lane, fields.host, fields.date, fields.accept])}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Hidden
          view="update"
          date={props.date}
          selected={props.selected}
          idempotencyKey={props.idempotencyKey}
        />
        <HostField
          id={fields.host.id}
          hosts={props.hosts}
          placeholder={placeholder}
          defaultHostId={initialHost}
          errors={fields.host.errors}
          onChange={setHostId}
        />
        <div className="mb-2">
          <label htmlFor={fields.date.id} className="block font-semibold">
            {t("update.date")}
          </label>
          <p id={`${fields.date.id}-hint`} className="text-sm text-slate-700">
            {t("update.dateHint", { date: formatDisplayDate(props.minDate) })}
          </p>
          <input
            id={fields.date.id}
            type="date"
            name={fields.date.name}
            min={props.minDate}
            defaultValue={initialDate}
            onChange={(event) => setDate(event.target.value)}
            aria-invalid={fields.date.errors ? true : undefined}
            aria-describedby={[`${fields.date.id}-hint`, fields.date.errors ? fields.date.errorId : ""]
              .filter(Boolean)
              .join(" ")}
            className={`${inputClass} max-w-xs`}
          />
          <FieldError id={fields.date.errorId} messages={fields.date.errors} />
        </div>
        <PatientCount count={props.patientCount} loading={props.countLoading} />
        <p className="rounded bg-slate-50 p-3" data-testid="lanes-update-summary">
          {t(summaryKey, {
            lanes: props.selected.length,
            date: date ? formatDisplayDate(date) : "",
            host: hostName ?? "",
            patients: props.patientCount ?? "?",
          })}
        </p>
        <AcceptBox
          id={fields.accept.id}
          enabled={rule.acceptEnabled}
          errors={fields.accept.errors}
          onChange={setAccepted}
        />
        <ActionButton
          label={t("update.submit")}
          reasonKey={rule.reasonKey}
          enabled={rule.submitEnabled}
          intent="update"
          describedId="lanes-update-why"
        />
      </Form>
    </Frame>
  );
}

export function CancelPanel(props: PanelProps) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  const [form, fields] = useAppForm<typeof cancelSchema>({
    id: "lanes-cancel",
    constraint: props.constraints.cancel,
    lastResult: props.lastResult,
  });
  const [reason, setReason] = useState<string>((fields.reason.initialValue as string | undefined) ?? "");
  const [accepted, setAccepted] = useState(false);
  const rule = buttonRule({
    view: "cancel",
    hostChanged: false,
    dateChosen: false,
    reasonChosen: !!reason,
    messageText: "",
    accepted,
    patientCount: props.patientCount,
  });
  const showOther = !hydrated || reason === "other";
  return (
    <Frame id="lanes-cancel" title={t("cancel.title")} onClose={props.onClose}>
      <ErrorSummary
        id="lanes-cancel-summary"
        errors={summarize(form, [fields.lane, fields.reason, fields.otherReason, fields.accept])}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Hidden
          view="cancel"
          date={props.date}
          selected={props.selected}
          idempotencyKey={props.idempotencyKey}
        />
        <div className="mb-2">
          <label htmlFor={fields.reason.id} className="block font-semibold">
            {t("cancel.reason")}
          </label>
          <select
            id={fields.reason.id}
            name={fields.reason.name}
            defaultValue={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={fields.reason.errors ? true : undefined}
            aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}
            className={`${inputClass} max-w-md`}
          >
            <option value="">{t("cancel.chooseReason")}</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r.key} value={r.key}>
                {t(`cancel.reasons.${r.key}`)}
              </option>
            ))}
          </select>
          <FieldError id={fields.reason.errorId} messages={fields.reason.errors} />
        </div>
        {showOther ? (
          <div className="mb-2">
            <label htmlFor={fields.otherReason.id} className="block font-semibold">
              {t("cancel.otherReason")}
            </label>
            {!hydrated ? (
              <p id={`${fields.otherReason.id}-hint`} className="text-sm text-slate-700">
                {t("cancel.otherHint")}
              </p>
            ) : null}
            <input
              id={fields.otherReason.id}
              name={fields.otherReason.name}
              defaultValue={fields.otherReason.initialValue as string | undefined}
              placeholder={t("cancel.otherPlaceholder")}
              maxLength={200}
              aria-invalid={fields.otherReason.errors ? true : undefined}
              aria-describedby={
                [
                  !hydrated ? `${fields.otherReason.id}-hint` : "",
                  fields.otherReason.errors ? fields.otherReason.errorId : "",
                ]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
              className={inputClass}
            />
            <FieldError id={fields.otherReason.errorId} messages={fields.otherReason.errors} />
          </div>
        ) : null}
        <div className="mb-2">
          <label htmlFor="lanes-cancel-date" className="block font-semibold">
            {t("panel.date")}
          </label>
          <input
            id="lanes-cancel-date"
            readOnly
            value={formatDisplayDate(props.date)}
            className={`${inputClass} max-w-xs bg-slate-100`}
          />
        </div>
        <PatientCount count={props.patientCount} loading={props.countLoading} />
        <AcceptBox
          id={fields.accept.id}
          enabled={rule.acceptEnabled}
          errors={fields.accept.errors}
          onChange={setAccepted}
        />
        <ActionButton
          label={t("cancel.submit")}
          reasonKey={rule.reasonKey}
          enabled={rule.submitEnabled}
          intent="cancel"
          describedId="lanes-cancel-why"
        />
      </Form>
    </Frame>
  );
}

export function MessagePanel(props: PanelProps) {
  const { t } = useTranslation("lanes");
  const [form, fields] = useAppForm<typeof messageSchema>({
    id: "lanes-message",
    constraint: props.constraints.message,
    lastResult: props.lastResult,
  });
  const [text, setText] = useState<string>((fields.message.initialValue as string | undefined) ?? "");
  const rule = buttonRule({
    view: "message",
    hostChanged: false,
    dateChosen: false,
    reasonChosen: false,
    messageText: text,
    accepted: true,
    patientCount: props.patientCount,
  });
  return (
    <Frame id="lanes-message" title={t("message.title")} onClose={props.onClose}>
      <ErrorSummary id="lanes-message-summary" errors={summarize(form, [fields.lane, fields.message])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Hidden
          view="message"
          date={props.date}
          selected={props.selected}
          idempotencyKey={props.idempotencyKey}
        />
        <div className="mb-2">
          <label htmlFor="lanes-message-date" className="block font-semibold">
            {t("panel.date")}
          </label>
          <input
            id="lanes-message-date"
            readOnly
            value={formatDisplayDate(props.date)}
            className={`${inputClass} max-w-xs bg-slate-100`}
          />
        </div>
        <div className="mb-2">
          <label htmlFor={fields.message.id} className="block font-semibold">
            {t("message.text")}
          </label>
          <textarea
            id={fields.message.id}
            name={fields.message.name}
            defaultValue={text}
            maxLength={1000}
            rows={4}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={fields.message.errors ? true : undefined}
            aria-describedby={fields.message.errors ? fields.message.errorId : undefined}
            className={inputClass}
          />
          <FieldError id={fields.message.errorId} messages={fields.message.errors} />
        </div>
        <PatientCount count={props.patientCount} loading={props.countLoading} />
        <ActionButton
          label={t("message.submit")}
          reasonKey={rule.reasonKey}
          enabled={rule.submitEnabled}
          intent="message"
          describedId="lanes-message-why"
        />
      </Form>
    </Frame>
  );
}
