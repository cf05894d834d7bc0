import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentFactList } from "~/components/appointments/appointment-change";
import { ErrorSummary, Field, FormButtons, SelectField, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { INJECTION_SITES, MAX_DOSE_NUMBER } from "~/domain/appointment-actions";
import { vaccineInfoSchema } from "~/domain/appointment-schemas";
import { toWireDate } from "~/domain/appointments";
import { parseDisplayDate, zonedCalendarDate, zonedClockTime, zonedInstant } from "~/domain/format";
import { guarded } from "~/session/guards.server";
import { putVaccineInfo } from "~/upstream/tasks.server";
import { masterDataChoices, withStored } from "~/code-lists/choices.server";
import { appointmentFormPage, submitAppointmentForm } from "./__appointments.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:actions.vaccine.title" };

/**
 * Records (or corrects) the vaccine an appointment's patient was given (`PUT
 * /api/tasks/{id}/vaccineInfo`; decision 025): manufacturer, lot, dose, site, the lot's expiry
 * and when it was given, a date and time of the clinic's zone. The manufacturers offered are master
 * data's (issue 38), read beside the appointment; one already recorded stays offered.
 */
export const loader = guarded("appointments.edit", async (args) => {
  const [{ task, page }, makers] = await Promise.all([
    appointmentFormPage(args, "vaccine"),
    masterDataChoices(args.client, "manufacture", "name"),
  ]);
  const zone = task.location?.timeZoneId ?? args.context.timeZone;
  const info = task.vaccineInfo;
  const offered = makers.ok ? makers.data : [];
  // The lane's manufacturer is a suggestion, in master data's spelling, when master data has it.
  const suggested = offered.find(
    (maker) => maker.value.toLowerCase() === (task.inventoryName ?? "").trim().toLowerCase(),
  );
  const given = info?.administeredAt ?? new Date().toISOString();
  return {
    constraints: formConstraints({ vaccine: vaccineInfoSchema }),
    ...page,
    recorded: Boolean(info),
    manufacturers: withStored(
      offered,
      info?.manufacturer ? { value: info.manufacturer, label: info.manufacturer } : null,
    ),
    manufacturersFailed: !makers.ok,
    defaults: {
      manufacturer: info?.manufacturer ?? suggested?.value ?? "",
      lotNumber: info?.lotNumber ?? "",
      doseNumber: String(info?.doseNumber ?? 1),
      injectionSite: info?.injectionSite ?? "",
      expiryDate: info ? (parseDisplayDate(info.expiryDate) ?? "") : "",
      administeredDate: zonedCalendarDate(given, zone),
      administeredTime: zonedClockTime(given, zone),
    },
  };
});

export const action = guarded("appointments.edit", (args) =>
  submitAppointmentForm(
    args,
    vaccineInfoSchema,
    (client, task, value) =>
      putVaccineInfo(client, task.id, {
        manufacturer: value.manufacturer,
        lotNumber: value.lotNumber,
        doseNumber: value.doseNumber,
        injectionSite: value.injectionSite,
        expiryDate: toWireDate(value.expiryDate),
        administeredAt: zonedInstant(
          value.administeredDate,
          value.administeredTime,
          task.location?.timeZoneId ?? args.context.timeZone,
        ),
      }),
    {
      fields: [
        "manufacturer",
        "lotNumber",
        "doseNumber",
        "injectionSite",
        "expiryDate",
        "administeredDate",
        "administeredTime",
      ],
      fieldMap: { administeredAt: "administeredDate" },
      flashKey: "appointments:actions.vaccine.done",
    },
  ),
);

export default function VaccineInfo() {
  const { t } = useTranslation("appointments");
  const { facts, backHref, defaults, recorded, manufacturers, manufacturersFailed, constraints } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof vaccineInfoSchema>({
    id: "vaccine-info",
    constraint: constraints.vaccine,
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  const doses = Array.from({ length: MAX_DOSE_NUMBER }, (_, i) => String(i + 1));
  return (
    <>
      <PageHeading>{t("actions.vaccine.title")}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary
          errors={summarize(form, [
            fields.manufacturer,
            fields.lotNumber,
            fields.doseNumber,
            fields.injectionSite,
            fields.expiryDate,
            fields.administeredDate,
            fields.administeredTime,
          ])}
        />
        <AppointmentFactList facts={facts} />
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6">
          {manufacturersFailed ? (
            <p className="mb-2 border-l-4 border-amber-600 bg-amber-50 p-3">
              {t("actions.vaccine.manufacturersFailed")}
            </p>
          ) : null}
          <SelectField
            meta={fields.manufacturer}
            label={t("actions.vaccine.manufacturer")}
            placeholder={t("actions.vaccine.choose")}
            options={manufacturers}
          />
          <Field
            meta={fields.lotNumber}
            label={t("actions.vaccine.lotNumber")}
            hint={t("actions.vaccine.lotHint")}
            autoComplete="off"
          />
          <SelectField
            meta={fields.doseNumber}
            label={t("actions.vaccine.dose")}
            options={doses.map((d) => ({ value: d, label: d }))}
          />
          <SelectField
            meta={fields.injectionSite}
            label={t("actions.vaccine.site")}
            placeholder={t("actions.vaccine.choose")}
            options={INJECTION_SITES.map((site) => ({ value: site, label: t(`actions.sites.${site}`) }))}
          />
          <Field meta={fields.expiryDate} type="date" label={t("actions.vaccine.expiry")} />
          <Field
            meta={fields.administeredDate}
            type="date"
            label={t("actions.vaccine.administeredDate")}
            hint={t("actions.vaccine.clinicTime")}
          />
          <Field meta={fields.administeredTime} type="time" label={t("actions.vaccine.administeredTime")} />
          <FormButtons cancelHref={backHref}>
            {recorded ? t("actions.vaccine.saveChange") : t("actions.vaccine.save")}
          </FormButtons>
        </Form>
      </div>
    </>
  );
}
