import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FactList } from "~/components/fact-list";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ProviderHeader } from "~/components/providers/provider-tabs";
import { licenceKey } from "~/domain/providers";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { loadProvider, providerHeader } from "./__provider.server";

export const handle = { i18n: ["providers"], breadcrumb: crumbsFrom };

/** `/provider/providers/:id`: the profile (spec part 2 §2; decision 038). */
export const loader = guarded("providers.read", async ({ request, context, params }) => {
  const provider = await loadProvider(
    upstream(context, request),
    context,
    request,
    params.id,
    "providers.read",
  );
  return {
    ...(await providerHeader(context, provider)),
    pageTitle: provider.name,
    profile: {
      organizationName: provider.organizationName ?? "",
      specialties: provider.specialties,
      licenceType: provider.licenceType ?? null,
      npi: provider.npi ?? null,
    },
  };
});

export default function ProviderProfile() {
  const { t } = useTranslation("providers");
  const { provider, profile } = useLoaderData<typeof loader>();
  const rows: Array<[string, string]> = [
    [t("fields.organization"), profile.organizationName],
    [t("fields.specialties"), profile.specialties.join(t("separator")) || t("profile.noSpecialties")],
    [
      t("fields.licenceType"),
      profile.licenceType ? t(`licence.${licenceKey(profile.licenceType)}`) : t("licence.none"),
    ],
    [t("fields.npi"), profile.npi ?? t("profile.noNpi")],
  ];
  return (
    <>
      <ProviderHeader provider={provider} />
      <FactList rows={rows} className="mt-6 max-w-2xl" />
    </>
  );
}
