import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentFactList } from "~/components/appointments/appointment-change";
import { ErrorSummary, FormButtons, SelectField, TextareaField, Field, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { EDITABLE_STATUSES } from "~/domain/appointment-actions";
import { appointmentEditSchema } from "~/domain/appointment-schemas";
import { guarded } from "~/session/guards.server";
import { getPerformers } from "~/upstream/organizations.server";
import { updateTask } from "~/upstream/tasks.server";
import { appointmentFormPage, submitAppointmentForm } from "./__appointments.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:actions.edit.title" };

/**
 * Changes an appointment's name, staff notes, status (not completed or cancelled: those have
 * their own pages) and performer (`PUT /api/tasks/{id}`; decision 025). The performers offered
 * are the user's organization's; when they cannot be read, the performer stays as it is.
 */
export const loader = guarded("appointments.edit", async (args) => {
  const { client, task, page } = await appointmentFormPage(args, "edit");
  const orgId = args.session.account.organizationId;
  const performers = orgId ? await getPerformers(client, orgId) : null;
  const options = performers?.ok ? performers.data.map((p) => ({ value: p.id, label: p.name })) : [];
  // The appointment's own performer stays choosable even when the list does not have them.
  if (task.performerId && !options.some((o) => o.value === task.performerId))
    options.unshift({ value: task.performerId, label: task.performerName ?? task.performerId });
  return {
    constraints: formConstraints({ appointment: appointmentEditSchema }),
    ...page,
    performers: options,
    defaults: {
      name: task.name ?? "",
      notes: task.notes ?? "",
      status: task.status ?? "",
      performerId: task.performerId ?? "",
    },
  };
});

export const action = guarded("appointments.edit", (args) =>
  submitAppointmentForm(
    args,
    appointmentEditSchema,
    (client, task, value) =>
      updateTask(client, task.id, {
        name: value.name,
        notes: value.notes ?? null,
        status: value.status,
        // Only a change is sent: the performer the appointment already has is not the user's to
        // justify again (issue 38), whatever the upstream's rule for a new one.
        performerId:
          value.performerId && value.performerId !== task.performerId ? value.performerId : undefined,
      }),
    { fields: ["name", "notes", "status", "performerId"], flashKey: "appointments:actions.edit.done" },
  ),
);

export default function EditAppointment() {
  const { t } = useTranslation("appointments");
  const { facts, backHref, performers, defaults, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof appointmentEditSchema>({
    id: "appointment-edit",
    constraint: constraints.appointment,
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <>
      <PageHeading>{t("actions.edit.title")}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary
          errors={summarize(form, [fields.name, fields.status, fields.performerId, fields.notes])}
        />
        <AppointmentFactList facts={facts} />
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6">
          <Field meta={fields.name} label={t("actions.edit.name")} autoComplete="off" />
          <SelectField
            meta={fields.status}
            label={t("columns.status")}
            options={EDITABLE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <SelectField
            meta={fields.performerId}
            label={t("actions.performer")}
            hint={t("actions.edit.performerHint")}
            placeholder={t("actions.edit.noPerformer")}
            options={performers}
          />
          <TextareaField meta={fields.notes} label={t("actions.edit.notes")} />
          <FormButtons cancelHref={backHref}>{t("actions.edit.save")}</FormButtons>
        </Form>
      </div>
    </>
  );
}
