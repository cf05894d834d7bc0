import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { IMAGE_RULES } from "~/domain/image-rules";
import { readImageUpload } from "~/http/image-upload.server";
import { action } from "~/routes/provider+/profile+/picture";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { jpeg, multipartImage, png } from "../support/images";
import { signedInCookie, staffAccount } from "../support/session";
import { onCall } from "../mocks/contract";
import { accounts } from "@contract/accounts";

const URL_ = "http://app.test/provider/profile/picture";
const rule = IMAGE_RULES.profilePicture;

describe("readImageUpload", () => {
  it("reads type and pixel size from the bytes, whatever the browser called the file", async () => {
    const result = await readImageUpload(
      multipartImage(URL_, { bytes: jpeg(640, 480), name: "holiday.png", type: "image/png" }),
      "file",
      rule,
    );
    expect(result.ok && { ...result.image, bytes: result.image.bytes.byteLength }).toEqual({
      bytes: jpeg(640, 480).byteLength,
      type: "jpeg",
      mediaType: "image/jpeg",
      width: 640,
      height: 480,
    });
  });

  it.each([
    [
      "an SVG named .png",
      { bytes: new TextEncoder().encode("<svg/>"), name: "a.png", type: "image/png" },
      "images.wrongType",
    ],
    ["a too small picture", { bytes: png(200, 800), name: "a.png", type: "image/png" }, "images.tooSmall"],
    ["a too large picture", { bytes: png(5000, 800), name: "a.png", type: "image/png" }, "images.tooBig"],
    [
      "a PNG whose header is cut off",
      { bytes: png(300, 300).subarray(0, 18), name: "a.png", type: "image/png" },
      "images.unreadable",
    ],
    ["no file", null, "images.missing"],
  ])("refuses %s", async (_name, file, key) => {
    const result = await readImageUpload(
      multipartImage(URL_, file as Parameters<typeof multipartImage>[1]),
      "file",
      rule,
    );
    expect(!result.ok && result.problem.key).toBe(key);
  });

  it("stops reading a file past the byte limit while it streams in", async () => {
    const big = png(300, 300, rule.maxBytes + 10);
    const result = await readImageUpload(
      multipartImage(URL_, { bytes: big, name: "a.png", type: "image/png" }),
      "file",
      {
        ...rule,
      },
    );
    expect(result).toEqual({ ok: false, problem: { key: "images.tooLarge", maxMb: 2 }, form: null });
  });

  it("refuses a body that is not multipart", async () => {
    const request = new Request(URL_, {
      method: "POST",
      body: "file=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await readImageUpload(request, "file", rule)).toMatchObject({
      ok: false,
      problem: { key: "images.missing" },
    });
  });
});

describe("profile picture action", () => {
  function post(file: Parameters<typeof multipartImage>[1]) {
    const request = multipartImage(URL_, file, {
      cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }),
    });
    const context = contextFor(request);
    return { run: () => action({ request, context, params: {} }), context };
  }

  it("sends the checked image to the upstream with our type and name, then says it was saved", async () => {
    const received: Array<{ path: string; type: string; name: string; size: number }> = [];
    server.use(
      onCall(accounts.uploadPicture, async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        received.push({
          path: new URL(request.url).pathname,
          type: file.type,
          name: file.name,
          size: file.size,
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    const { run, context } = post({ bytes: png(320, 320), name: "../me.jpg", type: "image/jpeg" });
    const response = (await run()) as Response;
    expect(response.status).toBe(303);
    expect(received).toEqual([
      {
        path: `/api/accounts/${staffAccount.accountId}/picture`,
        type: "image/png",
        name: "picture.png",
        size: png(320, 320).byteLength,
      },
    ]);
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "provider:picture.saved" });
  });

  it("gives a translated field error and never calls the upstream for a bad image", async () => {
    let called = false;
    server.use(
      onCall(accounts.uploadPicture, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const reply = (await post({
      bytes: png(100, 100),
      name: "a.png",
      type: "image/png",
    }).run()) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toEqual({ file: ['common:images.tooSmall::{"width":300,"height":300}'] });
    expect(called).toBe(false);
  });

  it("says the picture could not be saved when the upstream fails, without a 500", async () => {
    server.use(onCall(accounts.uploadPicture, () => HttpResponse.json({}, { status: 500 })));
    const reply = (await post({
      bytes: png(300, 300),
      name: "a.png",
      type: "image/png",
    }).run()) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(502);
    expect(reply.data.result.error).toEqual({ file: ["common:images.uploadFailed"] });
  });
});
