import type { Capability } from "@contract/permissions";
import { PROVIDERS_PATH, providerPath, providerPhotoSrc } from "~/domain/providers";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { requireCapability } from "~/session/guards.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getProvider, type Provider } from "~/upstream/providers.server";

const NOT_FOUND = { messageKey: "providers:notFound" };

/**
 * The provider a page is about (through the provider cache), or the 404 page: an id that cannot
 * be one answers before any call, and a provider outside the user's tree answers as a missing one
 * does (the record is read first: its organization is the provider's).
 */
export async function loadProvider(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  rawId: string | undefined,
  capability: Capability,
): Promise<Provider> {
  const id = requireValidId(context, rawId, NOT_FOUND);
  const result = await getProvider(client, id, context.config.providerCacheMs);
  if (!result.ok && (result.status === 404 || result.status === 403)) throw notFound(context, NOT_FOUND);
  const provider = orThrow(result, context);
  await requireCapability(context, request, capability, { organizationId: provider.organizationId });
  return provider;
}

/** What every provider page shows about the provider: name, photo, and the way back. */
export async function providerHeader(context: RequestContext, provider: Provider, here?: string) {
  const t = await getT(context.locale, "providers");
  return {
    provider: {
      id: provider.id,
      name: provider.name,
      photoSrc: providerPhotoSrc(provider.id, provider.photo),
    },
    crumbs: [
      { label: t("title"), to: PROVIDERS_PATH, calls: "providers.list" as const },
      ...(here
        ? [{ label: provider.name, to: providerPath(provider.id) }, { label: here }]
        : [{ label: provider.name }]),
    ],
  };
}
