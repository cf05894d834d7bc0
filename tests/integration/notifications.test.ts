import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action } from "~/routes/provider+/notifications+/_index";
import { springPage } from "../mocks/recording";
import { server } from "../mocks/server";
import { staffPost } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { events } from "@contract/events";

/**
 * Answering an appointment request from the notifications: through the notification's own
 * replyToRequest link only; a notification without one (or with one outside the upstream) is
 * refused in the spec's words (part 2 §8 "Can't find link for rel="), never a 500.
 */

const request = (id: string, links: Array<{ rel: string; href: string }>) => ({
  id,
  content: "Pat Rivera asks to move the flu shot",
  read: false,
  replyToRequest: { taskId: "t-1", state: "PENDING" },
  links,
});

let replies: string[] = [];
let replyAnswer: () => Response = () => HttpResponse.json({ state: "ACCEPTED" });
beforeEach(() => {
  replies = [];
  replyAnswer = () => HttpResponse.json({ state: "ACCEPTED" });
  server.use(
    onCall(events.notifications, () =>
      answerOf(events.notifications, {
        ...springPage([
          request("n-1", [{ rel: "replyToRequest", href: "/api/notifications/n-1/reply" }]),
          request("n-2", []),
          request("n-3", [{ rel: "replyToRequest", href: "https://elsewhere.test/api/steal" }]),
        ]),
        unread: 3,
      }),
    ),
    onCall(events.reply, async ({ params, request: r }) => {
      replies.push(`${String(params.id)} ${JSON.stringify(await r.json())}`);
      return replyAnswer();
    }),
  );
});

const answer = async (notificationId: string, value: "accept" | "decline") => {
  const args = staffPost("/provider/notifications", { notificationId, answer: value });
  const response = (await action({ ...args, params: {} })) as Response;
  return { response, flash: args.context.jar.takeFlash() };
};

describe("answering a request from a notification", () => {
  it("answers through the notification's replyToRequest link", async () => {
    const { response, flash } = await answer("n-1", "accept");
    expect(response.status).toBe(303);
    expect(replies).toEqual(['n-1 {"accept":true}']);
    expect(flash).toMatchObject({ kind: "success", key: "events:notifications.accepted" });
  });

  it("refuses a notification without the link, or with one outside the upstream, before any call", async () => {
    for (const id of ["n-2", "n-3"]) {
      const { response, flash } = await answer(id, "decline");
      expect(response.status).toBe(303);
      expect(flash).toEqual({
        kind: "error",
        key: "common:errors.missingLink",
        params: { rel: "replyToRequest" },
      });
    }
    expect(replies).toEqual([]);
  });

  it("says the request was answered already when the upstream answers 409", async () => {
    replyAnswer = () => HttpResponse.json({ message: "already answered" }, { status: 409 });
    const { flash } = await answer("n-1", "decline");
    expect(flash).toMatchObject({ kind: "error", key: "events:notifications.alreadyAnswered" });
  });
});
