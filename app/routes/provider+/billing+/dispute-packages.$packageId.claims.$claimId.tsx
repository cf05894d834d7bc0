import { useLoaderData } from "@remix-run/react";
import { ClaimView } from "~/components/claims/claim-view";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { CLAIMS_PATH, DISPUTES_PATH, disputePackagePath } from "~/domain/claims";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getClaim, getDisputePackage } from "~/upstream/claims.server";

export const handle = { i18n: ["billing", "claims"], titleKey: "claims:claim.crumb", breadcrumb: crumbsFrom };

/**
 * A single claim inside its dispute package (spec part 2 §2): the claims list's view, with the
 * package in the trail. A claim the package does not hold answers 404.
 */
export const loader = guarded("claims.read", async ({ context, params, client }) => {
  const packageId = requireValidId(context, params.packageId);
  const claimId = requireValidId(context, params.claimId);
  const [pkg, claim] = await Promise.all([getDisputePackage(client, packageId), getClaim(client, claimId)]);
  const found = orThrow(pkg, context);
  if (!found.claims.some((c) => c.id === claimId)) throw notFound(context);
  const shown = orThrow(claim, context);
  const t = await getT(context.locale, "claims");
  return {
    claim: shown,
    pageTitle: t("claim.title", { number: shown.claimNumber }),
    crumbs: [
      { label: t("list.title"), to: CLAIMS_PATH },
      { label: t("disputes.title"), to: DISPUTES_PATH },
      { label: found.name, to: disputePackagePath(found.id) },
      { label: t("claim.crumb") },
    ],
  };
});

export default function PackagedClaim() {
  const { claim } = useLoaderData<typeof loader>();
  return <ClaimView claim={claim} />;
}
