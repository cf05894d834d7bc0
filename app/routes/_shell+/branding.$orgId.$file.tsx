import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandingCss, isBrandingImageKind } from "~/domain/branding";
import { isValidId } from "~/domain/ids";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { openDownload } from "~/upstream/downloads.server";
import { brandingImagePath, getBranding } from "~/upstream/organization-pages.server";

const IMAGE_TYPES = ["image/png", "image/jpeg"];

const missing = () =>
  new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** A versioned address never changes; an unversioned one is checked again each time. */
const cacheFor = (request: Request) =>
  new URL(request.url).searchParams.get("v") ? "public, max-age=31536000, immutable" : "no-cache";

/** The organization's colours and font as a stylesheet (decision 031), for its own signed-in staff. */
const theme = guarded(
  "organizations.read",
  async ({ request, context, params }) => {
    const result = await getBranding(upstream(context, request), params.orgId!);
    if (!result.ok) return missing();
    return new Response(`${brandingCss(params.orgId!, result.data)}\n`, {
      headers: {
        "Content-Type": "text/css; charset=utf-8",
        "Cache-Control": cacheFor(request).replace("public", "private"),
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
  if (!isValidId(params.orgId)) return missing();
  if (params.file === "theme.css") return theme(args);
  const kind = params.file ?? "";
  if (!isBrandingImageKind(kind)) return missing();
  const client = upstream(context, request);
  const result = await openDownload(
    () => client.fetch(brandingImagePath(params.orgId!, kind), { anonymous: true }),
    IMAGE_TYPES,
  );
  if (!result.ok) return missing();
  return new Response(result.body, {
    headers: {
      "Content-Type": result.contentType,
      "Cache-Control": cacheFor(request),
      "X-Content-Type-Options": "nosniff",
      ...(result.contentLength === null ? {} : { "Content-Length": String(result.contentLength) }),
    },
  });
}
