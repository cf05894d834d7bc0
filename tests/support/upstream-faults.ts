import { delay, HttpResponse } from "msw";

/**
 * The ways an upstream fails, as msw answers (spec part 2 §9 and issue 9): the fault suites put
 * each one in front of the app's loaders and actions and check what the user gets.
 */
const encoder = new TextEncoder();

export const UPSTREAM_FAULTS = {
  refused: () => HttpResponse.error(),
  /** Answers only after `ms`: past the app's timeout, so the answer never counts. */
  slowerThan: (ms: number) => async () => {
    await delay(ms);
    return HttpResponse.json({});
  },
  serverError: () => HttpResponse.json({ message: "boom" }, { status: 500 }),
  htmlBadGateway: () =>
    new HttpResponse("<html><body>Bad Gateway</body></html>", {
      status: 502,
      headers: { "content-type": "text/html" },
    }),
  malformedJson: () =>
    new HttpResponse('{"id": "x", ', { status: 200, headers: { "content-type": "application/json" } }),
  /** The connection resets in the middle of a 200's body. */
  truncated: () =>
    new HttpResponse(
      new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode('[{"id": "lane-a", "host": {"id": "p'));
          controller.error(new Error("connection reset"));
        },
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    ),
};
