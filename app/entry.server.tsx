import { Writable } from "node:stream";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { isFailedSubmission, RenderedFormFailed } from "./components/form-error-title";
import { KeptFormContext, keptValues, type KeptSubmission } from "./components/kept-form";
import { NonceProvider } from "./components/nonce";
import { addRetryAfter } from "./http/retry-after.server";
import { getI18n } from "./i18n/i18n.server";
import { log } from "./observability/logger.server";

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  addRetryAfter(responseStatusCode, responseHeaders, loadContext);
  const instance = await getI18n(loadContext.locale);

  // A failed form submission puts "Error:" in front of the page title (GOV.UK).
  const actionData = remixContext.staticHandlerContext.actionData ?? {};
  const formFailed = Object.values(actionData).some(isFailedSubmission);
  const kept = keptSubmission(request, actionData, remixContext.staticHandlerContext.errors);

  // The whole document, every Suspense boundary resolved, before the first byte. Streaming the
  // shell first would leave lazy parts (the lanes panels) to an inline script that swaps them
  // in, which a browser without JavaScript never runs. We defer no data, so nothing is lost.
  const readyEvent = "onAllReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RenderedFormFailed.Provider value={formFailed}>
            <KeptFormContext.Provider value={kept}>
              <RemixServer
                context={remixContext}
                url={request.url}
                nonce={nonce}
                abortDelay={streamTimeout}
              />
            </KeptFormContext.Provider>
          </RenderedFormFailed.Provider>
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control"))
            responseHeaders.set("Cache-Control", "private, no-cache");
          // Everything is ready, so the document is written at once: collected into one buffer
          // it goes out as one body, where a stream carried it in React's 2 KB pieces, each
          // through a Node stream, a web stream and back (a tenth of a large page's render time).
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                resolve(
                  new Response(Buffer.concat(chunks), {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  }),
                );
                done();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already on their way to the error boundary; log once.
          if (shellRendered) log.error("render error", { error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A data request (a JS navigation or form post) answers the same Retry-After as its document. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  addRetryAfter(response.status, response.headers, context);
  return response;
};

/**
 * A refused form whose page could not be drawn (its loaders failed after the action, as they do
 * when the upstream hangs): the values its reply kept, for the error page (kept-form.tsx).
 */
function keptSubmission(
  request: Request,
  actionData: Record<string, unknown>,
  errors: Record<string, unknown> | null,
): KeptSubmission | null {
  if (!errors || request.method !== "POST") return null;
  for (const value of Object.values(actionData)) {
    if (!isFailedSubmission(value)) continue;
    const reply = value as { initialValue?: unknown; result?: { initialValue?: unknown } };
    const values = keptValues(reply.result?.initialValue ?? reply.initialValue);
    const url = new URL(request.url);
    if (values.length > 0) return { action: url.pathname + url.search, values };
  }
  return null;
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A browser that went away is not an error of ours.
  if (request.signal.aborted) return;
  log.error("unhandled route error", {
    method: request.method,
    path: new URL(request.url).pathname,
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
};
