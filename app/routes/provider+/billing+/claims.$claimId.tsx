import { useLoaderData } from "@remix-run/react";
import { ClaimView } from "~/components/claims/claim-view";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { CLAIMS_PATH } from "~/domain/claims";
import { requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getClaim } from "~/upstream/claims.server";

export const handle = { i18n: ["billing", "claims"], titleKey: "claims:claim.crumb", breadcrumb: crumbsFrom };

/** A single claim from the claims list (spec part 2 §2): the trail ends in "Single Claim". */
export const loader = guarded("claims.read", async ({ context, params, client }) => {
  const claimId = requireValidId(context, params.claimId);
  const claim = orThrow(await getClaim(client, claimId), context);
  const t = await getT(context.locale, "claims");
  return {
    claim,
    pageTitle: t("claim.title", { number: claim.claimNumber }),
    crumbs: [{ label: t("list.title"), to: CLAIMS_PATH }, { label: t("claim.crumb") }],
  };
});

export default function SingleClaim() {
  const { claim } = useLoaderData<typeof loader>();
  return <ClaimView claim={claim} />;
}
