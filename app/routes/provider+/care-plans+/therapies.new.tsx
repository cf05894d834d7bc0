import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TherapyForm } from "~/components/care-plans/therapy-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { THERAPIES_PATH } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { saveTherapy, therapyOwner } from "./__therapies.server";
import { formConstraints } from "~/http/form-constraints.server";
import { therapySchema } from "~/domain/care-plan-schemas";

export const handle = {
  i18n: ["carePlans"],
  titleKey: "carePlans:therapies.createTitle",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("carePlans.edit", async ({ context, session }) => {
  const t = await getT(context.locale, "carePlans");
  return {
    constraints: formConstraints({ therapy: therapySchema }),
    owner: therapyOwner(context, session),
    crumbs: [{ label: t("therapies.title"), to: THERAPIES_PATH }, { label: t("therapies.createTitle") }],
    cancelHref: THERAPIES_PATH,
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, session, client }) =>
  saveTherapy(request, context, client, null, therapyOwner(context, session)),
);

export default function NewTherapy() {
  const { t } = useTranslation("carePlans");
  const { cancelHref, owner, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("therapies.createTitle")}</PageHeading>
      <div className="mt-6">
        <TherapyForm
          constraint={constraints.therapy}
          lastResult={actionData?.result}
          submitLabel={t("therapies.createSubmit")}
          cancelHref={cancelHref}
          ownerName={owner?.organizationName}
          ownerFixed={owner ? !owner.choice : false}
        />
      </div>
    </>
  );
}
