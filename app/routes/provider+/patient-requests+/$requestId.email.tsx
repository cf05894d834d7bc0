import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, SubmitButton, buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { RequestFacts } from "~/components/patient-requests/request-facts";
import { HOMEBOUND } from "~/domain/patient-requests";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { sendHomeboundEmail } from "~/upstream/patient-requests.server";
import { requestFacts } from "./__facts.server";
import { backOf, requestToHandle } from "./__request.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["patientRequests"] };

/**
 * Sends the patient the homebound request's status by e-mail (`POST .../homebound-request-status/
 * send-email`), after a confirmation: the page says where it goes. Only a homebound request has it.
 */
export const loader = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const { found } = await requestToHandle({ request, context, session, params });
  if (found.requestType !== HOMEBOUND) throw notFound(context, { messageKey: "patientRequests:notFound" });
  const t = await getT(context.locale, "patientRequests");
  const heading = t("emailPage.title", { patient: found.patientName });
  return {
    pageTitle: heading,
    heading,
    facts: requestFacts(found, context),
    sendTo: found.email ?? null,
    backHref: backOf(request, found),
  };
});

export const action = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const { client, found } = await requestToHandle({ request, context, session, params });
  const result = await sendHomeboundEmail(client, found.id);
  if (!result.ok) {
    const message =
      result.kind === "validation"
        ? "patientRequests:emailPage.refused"
        : result.kind === "timeout" || result.kind === "network"
          ? "common:unavailable.body"
          : "common:errors.generic";
    return data({ message }, { status: result.kind === "validation" ? 422 : 502 });
  }
  return redirectWithFlash(context, backOf(request, found), {
    kind: "success",
    key: "patientRequests:flash.emailed",
    params: { to: result.data.sentTo },
  });
});

export default function SendHomeboundEmail() {
  const { t } = useTranslation("patientRequests");
  const { heading, facts, sendTo, backHref } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <ErrorSummary errors={failure ? [{ message: failure.message }] : []} />
        <RequestFacts facts={facts} />
        <p className="mt-4">{sendTo ? t("emailPage.sendTo", { to: sendTo }) : t("emailPage.noAddress")}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Form method="post">
            <SubmitButton intent="send">
              <Icon name="message" />
              {t("emailPage.send")}
            </SubmitButton>
          </Form>
          <Link to={backHref} className={buttonClass("secondary")}>
            {t("emailPage.back")}
          </Link>
        </div>
      </div>
    </>
  );
}
