import { data } from "@remix-run/node";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { ProviderDeleteSummary, type ProviderDeleteData } from "~/components/providers/delete-summary";
import { providers } from "@contract/providers";
import { PROVIDERS_PATH, providerPath } from "~/domain/providers";
import { deleteFailure } from "~/http/delete-failure.server";
import { redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteProvider } from "~/upstream/providers.server";
import { loadProvider } from "./__provider.server";

export const handle = { i18n: ["providers"] };

/** Deleting a provider asks first (GET never deletes); one who signs in cannot be deleted here. */
export const loader = guarded("providers.edit", async ({ request, context, params, client }) => {
  const provider = await loadProvider(client, context, request, params.id, "providers.edit");
  const t = await getT(context.locale, "providers");
  const confirmation: ProviderDeleteData = {
    title: t("delete.title", { name: provider.name }),
    canDelete: !provider.isAccount,
    backHref: providerPath(provider.id),
    actionHref: providerPath(provider.id, "delete"),
    name: provider.name,
    hasAccount: provider.isAccount === true,
  };
  return { ...confirmation, pageTitle: confirmation.title };
});

export const action = guarded("providers.edit", async ({ request, context, params, client }) => {
  const provider = await loadProvider(client, context, request, params.id, "providers.edit");
  const result = await deleteProvider(client, provider.id);
  if (!result.ok) {
    // The upstream's reason is English; ours says what keeps a provider.
    if (result.status === 409) {
      const message = "providers:delete.inUse";
      return data(
        { result: { status: "error" as const, error: { "": [message] } }, message },
        { status: 409 },
      );
    }
    return deleteFailure(result, "providers:delete");
  }
  // Back to the list, or home where the upstream offers no list of providers.
  const to = (await client.offers(providers.list)) ? PROVIDERS_PATH : "/provider";
  return redirectWithFlash(context, to, { kind: "success", key: "providers:flash.deleted" });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(ProviderDeleteSummary);
