import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FormButtons, SelectField, summarize } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { RequestFacts } from "~/components/patient-requests/request-facts";
import { useAppForm } from "~/components/use-app-form";
import { REQUEST_STATUSES } from "~/domain/patient-requests";
import { statusFormSchema } from "~/domain/patient-request-schemas";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { changeRequestStatus } from "~/upstream/patient-requests.server";
import { backOf, requestToHandle } from "./__request.server";
import { requestFacts } from "./__facts.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["patientRequests"] };

/** Changes a request's status (`PUT /api/patient-requests/{id}/status?status=`). */
export const loader = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const { found } = await requestToHandle({ request, context, session, params });
  const t = await getT(context.locale, "patientRequests");
  const heading = t("statusPage.title", { patient: found.patientName });
  return {
    constraints: formConstraints({ status: statusFormSchema }),
    pageTitle: heading,
    heading,
    facts: requestFacts(found, context),
    status: found.status,
    backHref: backOf(request, found),
  };
});

export const action = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const { client, found } = await requestToHandle({ request, context, session, params });
  const submission = parseWithZod(await request.formData(), { schema: statusFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await changeRequestStatus(client, found.id, submission.value.status);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: ["status"] }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, backOf(request, found), {
    kind: "success",
    key: "patientRequests:flash.statusChanged",
  });
});

export default function ChangeStatus() {
  const { t } = useTranslation("patientRequests");
  const { heading, facts, status, backHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof statusFormSchema>({
    id: "request-status",
    constraint: constraints.status,
    lastResult: actionData?.result,
    defaultValue: { status },
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <RequestFacts facts={facts} />
      <div className="mt-6 max-w-xl">
        <ErrorSummary errors={summarize(form, [fields.status])} />
        <Form method="post" {...getFormProps(form)} noValidate>
          <SelectField
            meta={fields.status}
            label={t("statusPage.status")}
            options={REQUEST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          />
          <FormButtons cancelHref={backHref}>{t("statusPage.save")}</FormButtons>
        </Form>
      </div>
    </>
  );
}
