import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayStream } from "~/events/relay.server";

const HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform keeps proxies (and our compression) from buffering the stream.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/**
 * The signed-in user's live events as server-sent events. Without a session the stream says so
 * once and ends, so the page can go to sign in instead of reconnecting forever.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const session = context.jar.getSession();
  if (!session) {
    return new Response('retry: 60000\nevent: session-ended\ndata: {"location":"/login"}\n\n', {
      headers: HEADERS,
    });
  }
  const header = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId");
  const lastEventId = Number.parseInt(header ?? "0", 10);
  return new Response(relayStream(context, request, Number.isFinite(lastEventId) ? lastEventId : 0), {
    headers: HEADERS,
  });
}
