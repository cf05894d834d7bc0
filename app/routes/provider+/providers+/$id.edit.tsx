import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProviderForm } from "~/components/providers/provider-form";
import { providerPath } from "~/domain/providers";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { updateProvider } from "~/upstream/providers.server";
import { loadProvider, providerHeader } from "./__provider.server";
import { providerFormAction, specialtyNames } from "./__provider-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { providerSchema } from "~/domain/provider-schemas";
import { readKeepingForm } from "~/http/form-kept.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["providers"], breadcrumb: crumbsFrom };

/** `/provider/providers/:id/edit`: the profile's fields (`PUT /api/performers/profile/{id}`). */
export const loader = guarded("providers.edit", async ({ request, context, params, client }) => {
  const provider = await loadProvider(client, context, request, params.id, "providers.edit");
  const t = await getT(context.locale, "providers");
  const heading = t("edit.title", { name: provider.name });
  return {
    constraints: formConstraints({ provider: providerSchema }),
    ...(await providerHeader(context, provider, t("edit.crumb"))),
    pageTitle: heading,
    heading,
    values: {
      name: provider.name,
      licenceType: provider.licenceType ?? "",
      npi: provider.npi ?? "",
      specialties: provider.specialties,
    },
    specialties: await specialtyNames(client),
  };
});

export const action = guarded("providers.edit", async ({ request, context, params, client }) => {
  const [provider, kept] = await readKeepingForm(request, () =>
    loadProvider(client, context, request, params.id, "providers.edit"),
  );
  if (kept) return kept;
  return providerFormAction(
    request,
    (form) => updateProvider(client, provider.id, form),
    () => {
      return redirectWithFlash(context, providerPath(provider.id), {
        kind: "success",
        key: "providers:flash.saved",
      });
    },
  );
});

export default function EditProvider() {
  const { t } = useTranslation("providers");
  const { provider, heading, values, specialties, constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <ProviderForm
        constraint={constraints.provider}
        id="edit-provider"
        lastResult={reply?.result}
        defaultValue={values}
        specialties={specialties}
        submit={t("edit.submit")}
        cancelHref={providerPath(provider.id)}
      />
    </>
  );
}
