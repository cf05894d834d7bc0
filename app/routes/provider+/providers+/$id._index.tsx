import { data, type HeadersFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FactList } from "~/components/fact-list";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ProviderHeader } from "~/components/providers/provider-tabs";
import { licenceKey } from "~/domain/providers";
import { guarded } from "~/session/guards.server";
import { handoverPage, type AccountHandover } from "./__provider-create.server";
import { loadProvider, providerHeader } from "./__provider.server";

export const handle = { i18n: ["providers"], breadcrumb: crumbsFrom };

/** The view that shows a generated password: no cache keeps it, the browser's included. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** `/provider/providers/:id`: the profile (spec part 2 §2; decision 038). */
export const loader = guarded("providers.read", async ({ request, context, params, client }) => {
  const provider = await loadProvider(client, context, request, params.id, "providers.read");
  // A sign-in account just made on the create form: its password, on this one page view only.
  const handover = context.jar.takeOutcome(handoverPage(provider.id)) as AccountHandover | null;
  const body = {
    handover: handover ? { email: String(handover.email), password: String(handover.password) } : null,
    ...(await providerHeader(context, provider)),
    pageTitle: provider.name,
    profile: {
      organizationName: provider.organizationName ?? "",
      specialties: provider.specialties,
      licenceType: provider.licenceType ?? null,
      npi: provider.npi ?? null,
    },
  };
  return data(body, { headers: handover ? { "Cache-Control": "no-store" } : {} });
});

export default function ProviderProfile() {
  const { t } = useTranslation("providers");
  const { provider, profile, handover } = useLoaderData<typeof loader>();
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
      {handover ? (
        <section
          aria-labelledby="account-handover"
          className="mt-6 max-w-2xl rounded border-2 border-amber-600 bg-amber-50 p-4"
        >
          <h2 id="account-handover" className="text-lg font-bold">
            {t("handover.heading")}
          </h2>
          <p className="mt-2">{t("handover.body", { email: handover.email })}</p>
          <p className="mt-2">
            {t("handover.passwordLabel")}{" "}
            <code className="rounded bg-white px-2 py-1 font-mono text-lg" data-testid="generated-password">
              {handover.password}
            </code>
          </p>
          <p className="mt-2 font-semibold">{t("handover.once")}</p>
        </section>
      ) : null}
      <FactList rows={rows} className="mt-6 max-w-2xl" />
    </>
  );
}
