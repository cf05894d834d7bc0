import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { RequestFacts, type RequestFactsData } from "~/components/patient-requests/request-facts";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deletePatientRequest } from "~/upstream/patient-requests.server";
import { requestFacts } from "./__facts.server";
import { backOf, requestToHandle } from "./__request.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["patientRequests"] };

interface RequestDeleteData extends DeleteConfirmationBase {
  facts: RequestFactsData;
}

/** Deleting a request asks first (GET never deletes). */
export const loader = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const { found } = await requestToHandle({ request, context, session, params });
  const t = await getT(context.locale, "patientRequests");
  const url = new URL(request.url);
  const confirmation: RequestDeleteData = {
    title: t("deletePage.title", { patient: found.patientName }),
    canDelete: true,
    backHref: backOf(request, found),
    actionHref: `${url.pathname}${url.search}`,
    facts: requestFacts(found, context),
  };
  return { ...confirmation, pageTitle: confirmation.title };
});

export const action = guarded("patientRequests.handle", async ({ request, context, session, params }) => {
  const { client, found } = await requestToHandle({ request, context, session, params });
  const result = await deletePatientRequest(client, found.id);
  if (!result.ok) return deleteFailure(result, "patientRequests:deletePage");
  return redirectWithFlash(context, backOf(request, found), {
    kind: "success",
    key: "patientRequests:flash.deleted",
  });
});

function Summary({ data }: { data: RequestDeleteData }) {
  const { t } = useTranslation("patientRequests");
  return (
    <>
      <p>{t("deletePage.summary")}</p>
      <RequestFacts facts={data.facts} />
    </>
  );
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(Summary);
