import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentFactList } from "~/components/appointments/appointment-change";
import { ErrorSummary, FormButtons, SelectField, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { OBSERVATION_STATUSES } from "~/domain/appointment-actions";
import { observationStatusSchema } from "~/domain/appointment-schemas";
import { guarded } from "~/session/guards.server";
import { putObservationStatus } from "~/upstream/tasks.server";
import { appointmentFormPage, submitAppointmentForm } from "./__appointments.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = {
  i18n: ["appointments", "carePlans"],
  titleKey: "appointments:actions.observation.title",
};

/**
 * A test appointment's observation status (`PUT /api/tasks/{id}/observationStatus`; decision
 * 025): the care plan statuses of spec part 2 §3; a tested status sets the result it means.
 */
export const loader = guarded("appointments.edit", async (args) => {
  const { task, page } = await appointmentFormPage(args, "observation");
  return {
    constraints: formConstraints({ observation: observationStatusSchema }),
    ...page,
    defaults: { status: task.observationStatus ?? "" },
  };
});

export const action = guarded("appointments.edit", (args) =>
  submitAppointmentForm(
    args,
    observationStatusSchema,
    (client, task, value) => putObservationStatus(client, task.id, value.status),
    { fields: ["status"], flashKey: "appointments:actions.observation.done" },
  ),
);

export default function ObservationStatus() {
  const { t } = useTranslation(["appointments", "carePlans"]);
  const { facts, backHref, defaults, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof observationStatusSchema>({
    id: "observation-status",
    constraint: constraints.observation,
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <>
      <PageHeading>{t("actions.observation.title")}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.status])} />
        <AppointmentFactList facts={facts} />
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6">
          <SelectField
            meta={fields.status}
            label={t("actions.observation.status")}
            hint={t("actions.observation.hint")}
            placeholder={t("actions.vaccine.choose")}
            options={OBSERVATION_STATUSES.map((status) => ({
              value: status,
              label: t(`carePlans:statuses.${status}`),
            }))}
          />
          <FormButtons cancelHref={backHref}>{t("actions.observation.save")}</FormButtons>
        </Form>
      </div>
    </>
  );
}
