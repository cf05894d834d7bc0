import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SLOT_MINUTES, VACCINE_TYPES } from "~/domain/clinic-setup";
import type { laneFormSchema } from "~/domain/clinic-setup-schemas";
import {
  buttonClass,
  CheckboxField,
  ErrorSummary,
  Field,
  FormButtons,
  SelectField,
  summarize,
  type Option,
} from "../forms";
import { PageHeading } from "../layout/page-heading";
import { type FormConstraint, useAppForm } from "../use-app-form";

export interface LaneFormValues {
  hostId?: string;
  startTime?: string;
  endTime?: string;
  capacity?: string;
  slotMinutes?: string;
  inventoryType?: string;
  manufacturer?: string;
}

/**
 * One lane's form (decision 032): host, start and end on quarter hours, capacity and slot length,
 * and the lane's vaccine. When the upstream's check-break warns, the form comes back with the
 * warning and a tick box to save anyway.
 */
export function LaneForm({
  constraint,
  lastResult,
  defaultValue,
  hosts,
  times,
  submitLabel,
  cancelHref,
  breakWarning,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: LaneFormValues;
  hosts: Option[];
  times: Option[];
  submitLabel: string;
  cancelHref: string;
  breakWarning: boolean;
}) {
  const { t } = useTranslation("clinicSetup");
  const [form, fields] = useAppForm<typeof laneFormSchema>({
    id: "lane",
    constraint,
    lastResult,
    defaultValue,
  });
  const { hostId, startTime, endTime, capacity, slotMinutes, inventoryType, manufacturer, acknowledgeBreak } =
    fields;
  return (
    <div className="mt-4 max-w-2xl">
      <ErrorSummary
        errors={summarize(form, [
          hostId,
          startTime,
          endTime,
          capacity,
          slotMinutes,
          inventoryType,
          manufacturer,
        ])}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SelectField
          meta={hostId}
          label={t("lane.host")}
          options={hosts}
          placeholder={t("lane.chooseHost")}
        />
        <div className="flex flex-wrap gap-4">
          <SelectField meta={startTime} label={t("lane.startTime")} options={times} />
          <SelectField meta={endTime} label={t("lane.endTime")} options={times} />
        </div>
        <div className="flex flex-wrap gap-4">
          <Field
            meta={capacity}
            label={t("lane.capacity")}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
          />
          <SelectField
            meta={slotMinutes}
            label={t("lane.slotMinutes")}
            options={SLOT_MINUTES.map((m) => ({ value: String(m), label: t("lane.minutes", { value: m }) }))}
          />
        </div>
        <fieldset className="mt-4 border-t border-slate-300 pt-2">
          <legend className="font-bold">{t("lane.vaccine")}</legend>
          <SelectField
            meta={inventoryType}
            label={t("lane.inventoryType")}
            options={VACCINE_TYPES.map((v) => ({ value: v, label: v }))}
            placeholder={t("lane.noVaccine")}
          />
          <Field meta={manufacturer} label={t("lane.manufacturer")} />
        </fieldset>
        {breakWarning ? (
          <div role="alert" className="mt-4 rounded border-2 border-amber-600 bg-amber-50 p-3">
            <CheckboxField meta={acknowledgeBreak} label={t("lane.saveAnyway")} />
          </div>
        ) : null}
        <FormButtons cancelHref={cancelHref}>{submitLabel}</FormButtons>
      </Form>
    </div>
  );
}

/** The add and edit pages: their loaders answer the same fields, their actions the same reply. */
export function LanePage({ submitLabel }: { submitLabel: string }) {
  const data = useLoaderData<{
    pageTitle: string;
    constraints: { lane: FormConstraint };
    defaultValue: LaneFormValues;
    hosts: Option[];
    times: Option[];
    cancelHref: string;
    signedOff?: { by: string; at: string } | null;
  }>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]>; breakWarning?: boolean }>();
  const { t } = useTranslation("clinicSetup");
  // A signed-off day takes no lane: said at once, not after the form is filled in and refused.
  if (data.signedOff)
    return (
      <>
        <PageHeading>{data.pageTitle}</PageHeading>
        <div role="status" className="mt-4 max-w-2xl rounded border-2 border-slate-700 bg-slate-100 p-4">
          <p className="font-bold">{t("signOff.banner")}</p>
          <p>{t("signOff.bannerBy", { name: data.signedOff.by, time: data.signedOff.at })}</p>
          <p className="mt-3">
            <Link to={data.cancelHref} className={buttonClass("secondary")}>
              {t("lane.backToDay")}
            </Link>
          </p>
        </div>
      </>
    );
  return (
    <>
      <PageHeading>{data.pageTitle}</PageHeading>
      <LaneForm
        constraint={data.constraints.lane}
        lastResult={actionData?.result}
        breakWarning={Boolean(actionData?.breakWarning)}
        defaultValue={data.defaultValue}
        hosts={data.hosts}
        times={data.times}
        submitLabel={submitLabel}
        cancelHref={data.cancelHref}
      />
    </>
  );
}
