import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { imageRuleHint } from "~/components/image-upload-form";
import { ProviderForm } from "~/components/providers/provider-form";
import { PROVIDERS_PATH } from "~/domain/providers";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { guarded, requireCapability } from "~/session/guards.server";
import { createProviderAction, PHOTO_RULE } from "./__provider-create.server";
import { specialtyNames } from "./__provider-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { providerCreateSchema } from "~/domain/provider-schemas";

export const handle = { i18n: ["providers"], breadcrumb: crumbsFrom };

/** A new provider belongs to the user's own organization (decision 038). */
async function organizationOf(context: RequestContext, request: Request, session: SessionData) {
  const orgId = session.account.organizationId;
  if (!orgId) throw notFound(context);
  await requireCapability(context, request, "providers.edit", { organizationId: orgId });
  return orgId;
}

/**
 * `/provider/providers/new`: the profile form with an optional photo and sign-in account (decision
 * 038's addendum); then the new provider's profile, or their photo page when none was chosen.
 */
export const loader = guarded("providers.edit", async ({ request, context, session, client }) => {
  await organizationOf(context, request, session);
  const t = await getT(context.locale, "providers");
  return {
    constraints: formConstraints({ provider: providerCreateSchema }),
    pageTitle: t("new.title"),
    crumbs: [{ label: t("title"), to: PROVIDERS_PATH }, { label: t("new.title") }],
    specialties: await specialtyNames(client),
    photoRule: PHOTO_RULE,
  };
});

export const action = guarded("providers.edit", async ({ request, context, session, client }) => {
  const orgId = await organizationOf(context, request, session);
  return createProviderAction(request, context, client, orgId);
});

export default function NewProvider() {
  const { t } = useTranslation("providers");
  const { specialties, photoRule, constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("new.title")}</PageHeading>
      <ProviderForm
        constraint={constraints.provider}
        id="new-provider"
        lastResult={reply?.result}
        specialties={specialties}
        submit={t("new.submit")}
        cancelHref={PROVIDERS_PATH}
        photoHint={t("form.photoHint", imageRuleHint(photoRule))}
      />
    </>
  );
}
