import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TherapyForm } from "~/components/care-plans/therapy-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { THERAPIES_PATH } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { loadTherapy, saveTherapy, therapyDefaults, therapyOwner } from "./__therapies.server";
import { formConstraints } from "~/http/form-constraints.server";
import { therapySchema } from "~/domain/care-plan-schemas";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = {
  i18n: ["carePlans"],
  titleKey: "carePlans:therapies.editTitle",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("carePlans.edit", async ({ request, context, params, session }) => {
  const therapy = await loadTherapy(upstream(context, request), context, params.therapyId);
  const owner = therapyOwner(session, therapy);
  const t = await getT(context.locale, "carePlans");
  const heading = t("therapies.editNamedTitle", { name: therapy.name });
  return {
    constraints: formConstraints({ therapy: therapySchema }),
    heading,
    pageTitle: heading,
    defaults: therapyDefaults(therapy, owner),
    ownerName: owner?.organizationName,
    cancelHref: THERAPIES_PATH,
    crumbs: [{ label: t("therapies.title"), to: THERAPIES_PATH }, { label: t("therapies.editTitle") }],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, session }) => {
  const client = upstream(context, request);
  const [therapy, kept] = await readKeepingForm(request, () =>
    loadTherapy(client, context, params.therapyId),
  );
  if (kept) return kept;
  return saveTherapy(request, context, client, therapy.id, therapyOwner(session, therapy));
});

export default function EditTherapy() {
  const { t } = useTranslation("carePlans");
  const { heading, defaults, cancelHref, ownerName, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6">
        <TherapyForm
          constraint={constraints.therapy}
          lastResult={actionData?.result}
          defaultValue={defaults}
          submitLabel={t("therapies.save")}
          cancelHref={cancelHref}
          ownerName={ownerName}
        />
      </div>
    </>
  );
}
