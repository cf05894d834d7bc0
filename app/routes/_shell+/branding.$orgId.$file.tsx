import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandingCss, isBrandingImageKind } from "~/domain/branding";
import { isValidId } from "~/domain/ids";
import { imageResponse, notFoundResponse } from "~/http/download.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { openDownload } from "~/upstream/downloads.server";
import { brandingImagePath, getBranding } from "~/upstream/organization-pages.server";

const IMAGE_TYPES = ["image/png", "image/jpeg"];

/** The organization's colours and font as a stylesheet (decision 031), for its own signed-in staff. */
const theme = guarded(
  "organizations.read",
  async ({ request, params, client }) => {
    const result = await getBranding(client, params.orgId!);
    if (!result.ok) return notFoundResponse();
    return new Response(`${brandingCss(params.orgId!, result.data)}\n`, {
      headers: {
        "Content-Type": "text/css; charset=utf-8",
        "Cache-Control": new URL(request.url).searchParams.has("v")
          ? "private, max-age=31536000, immutable"
          : "private, no-cache",
      },
    });
  },
  { orgParam: "orgId" },
);

/**
 * `/branding/<org>/<kind>`: an organization's branding image streamed from the upstream's public
 * call, with no token on the way (the login page shows them before anyone signs in);
 * `/branding/<org>/theme.css`: its colours. The browser never talks to the upstream.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context, params } = args;
  if (!isValidId(params.orgId)) return notFoundResponse();
  if (params.file === "theme.css") return theme(args);
  const kind = params.file ?? "";
  if (!isBrandingImageKind(kind)) return notFoundResponse();
  const client = upstream(context, request);
  const result = await openDownload(
    () => client.fetch(brandingImagePath(params.orgId!, kind), { anonymous: true }),
    IMAGE_TYPES,
  );
  return imageResponse(request, result, "public");
}
