import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, FormButtons, SelectField, TextareaField, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { RequestFacts } from "~/components/patient-requests/request-facts";
import { useAppForm } from "~/components/use-app-form";
import { REQUEST_TYPES, typeKey } from "~/domain/patient-requests";
import { requestEditSchema } from "~/domain/patient-request-schemas";
import { inOurWords, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { editPatientRequest } from "~/upstream/patient-requests.server";
import { requestFacts } from "./__facts.server";
import { backOf, requestToHandle } from "./__request.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["patientRequests"] };

const FIELDS = ["requestType", "serviceDate", "pickupAddress", "contactEmail", "notes"] as const;
/** The upstream's refusals, said in our words, field by field. */
const FIELD_MESSAGES: Record<string, string> = {
  requestType: "patientRequests:errors.type",
  serviceDate: "patientRequests:errors.serviceDate",
  pickupAddress: "patientRequests:errors.pickupAddress",
  contactEmail: "patientRequests:errors.email",
  notes: "patientRequests:errors.notes",
};

/** Edits a request's type, service day, pickup address, contact e-mail and notes (`PUT /api/patient-requests/{id}`). */
export const loader = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const { found } = await requestToHandle({ request, context, session, params });
  const t = await getT(context.locale, "patientRequests");
  const heading = t("editPage.title", { patient: found.patientName });
  return {
    constraints: formConstraints({ request: requestEditSchema }),
    pageTitle: heading,
    heading,
    facts: requestFacts(found, context),
    values: {
      requestType: found.requestType,
      serviceDate: found.serviceDate ?? "",
      pickupAddress: found.pickupAddress ?? "",
      contactEmail: found.contactEmail ?? "",
      notes: found.notes ?? "",
    },
    backHref: backOf(request, found),
  };
});

export const action = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const [handled, kept] = await readKeepingForm(request, () =>
    requestToHandle({ request, context, session, params }),
  );
  if (kept) return kept;
  const { client, found } = handled;
  const submission = parseWithZod(await request.formData(), { schema: requestEditSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await editPatientRequest(client, found.id, submission.value);
  if (!result.ok)
    return data(
      {
        result: replyWithFailure(
          submission,
          inOurWords(result, (_message, field) => FIELD_MESSAGES[field] ?? null),
          { fields: FIELDS },
        ),
      },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, backOf(request, found), {
    kind: "success",
    key: "patientRequests:flash.saved",
  });
});

export default function EditRequest() {
  const { t } = useTranslation("patientRequests");
  const { heading, facts, values, backHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof requestEditSchema>({
    id: "request-edit",
    constraint: constraints.request,
    lastResult: actionData?.result,
    defaultValue: values,
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <RequestFacts facts={facts} />
      <div className="mt-6 max-w-xl">
        <ErrorSummary
          errors={summarize(form, [
            fields.requestType,
            fields.serviceDate,
            fields.pickupAddress,
            fields.contactEmail,
            fields.notes,
          ])}
        />
        <Form method="post" {...getFormProps(form)} noValidate>
          <SelectField
            meta={fields.requestType}
            label={t("editPage.type")}
            options={REQUEST_TYPES.map((value) => ({ value, label: t(`typeOptions.${typeKey(value)}`) }))}
          />
          <Field meta={fields.serviceDate} type="date" label={t("editPage.serviceDate")} />
          <Field meta={fields.pickupAddress} label={t("editPage.pickupAddress")} autoComplete="off" />
          <Field
            meta={fields.contactEmail}
            type="email"
            label={t("editPage.contactEmail")}
            hint={t("editPage.contactEmailHint")}
            autoComplete="off"
          />
          <TextareaField meta={fields.notes} label={t("editPage.notes")} />
          <FormButtons cancelHref={backHref}>{t("editPage.save")}</FormButtons>
        </Form>
      </div>
    </>
  );
}
