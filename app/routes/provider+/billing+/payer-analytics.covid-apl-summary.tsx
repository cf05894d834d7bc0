import { PAYER_ANALYTICS_PATH } from "~/domain/claims";
import { downloadResponse } from "~/http/download.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadCovidAplSummary } from "~/upstream/payer-analytics.server";

/** The COVID-19 APL summary (CSV), streamed from the upstream with its file name. */
export const loader = guarded("claims.read", async ({ request, context, client }) => {
  const result = await openDownload(() => downloadCovidAplSummary(client), ["text/csv"]);
  return downloadResponse(context, request, result, {
    fallbackFileName: "covid-apl-summary.csv",
    fallbackPath: PAYER_ANALYTICS_PATH,
  });
});
