import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TherapyForm } from "~/components/care-plans/therapy-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { THERAPIES_PATH } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { loadChangeableTherapy, saveTherapy, therapyDefaults, therapyOwner } from "./__therapies.server";
import { formConstraints } from "~/http/form-constraints.server";
import { therapySchema } from "~/domain/care-plan-schemas";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = {
  i18n: ["carePlans"],
  titleKey: "carePlans:therapies.editTitle",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const therapy = await loadChangeableTherapy(client, context, request, session, params.therapyId);
  const owner = therapyOwner(context, session, therapy);
  const t = await getT(context.locale, "carePlans");
  const heading = t("therapies.editNamedTitle", { name: therapy.name });
  return {
    constraints: formConstraints({ therapy: therapySchema }),
    heading,
    pageTitle: heading,
    defaults: therapyDefaults(therapy, owner),
    ownerName: owner?.organizationName,
    ownerFixed: owner ? !owner.choice : false,
    cancelHref: THERAPIES_PATH,
    crumbs: [{ label: t("therapies.title"), to: THERAPIES_PATH }, { label: t("therapies.editTitle") }],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const [therapy, kept] = await readKeepingForm(request, () =>
    loadChangeableTherapy(client, context, request, session, params.therapyId),
  );
  if (kept) return kept;
  return saveTherapy(request, context, client, therapy.id, therapyOwner(context, session, therapy));
});

export default function EditTherapy() {
  const { t } = useTranslation("carePlans");
  const { heading, defaults, cancelHref, ownerName, ownerFixed, constraints } =
    useLoaderData<typeof loader>();
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
          ownerFixed={ownerFixed}
        />
      </div>
    </>
  );
}
