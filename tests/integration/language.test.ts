import { describe, expect, it } from "vitest";
import { action } from "~/routes/_shell+/language";
import { loader as rootLoader } from "~/root";
import { contextFor, cookieHeaderFrom, formRequest } from "../support/context";

describe("language choice", () => {
  it("stores the language in the preference cookie and returns to the same page", async () => {
    const request = formRequest("/language", { lng: "ko-KR", returnTo: "/login?x=1" });
    const context = contextFor(request);
    const response = (await action({ request, context, params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?x=1");
    const cookies = context.jar.commit();
    const next = contextFor(
      new Request("http://app.test/login", { headers: { cookie: cookieHeaderFrom(cookies) } }),
    );
    expect(next.locale).toBe("ko-KR");
  });

  it("ignores unknown languages and off-site return addresses", async () => {
    const request = formRequest("/language", { lng: "xx-XX", returnTo: "https://evil.test/" });
    const context = contextFor(request);
    const response = (await action({ request, context, params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/");
    expect(context.jar.commit()).toEqual([]);
  });
});

describe("root loader", () => {
  it("hands out the flash message once, translated into the user's language", async () => {
    const first = contextFor(new Request("http://app.test/"));
    first.jar.setFlash({ kind: "error", key: "common:errors.sessionExpired" });
    first.jar.setPrefs({ lng: "es-MX" });
    const cookie = cookieHeaderFrom(first.jar.commit());

    const context = contextFor(new Request("http://app.test/login", { headers: { cookie } }));
    const data = await rootLoader({ request: new Request("http://app.test/login"), context, params: {} });
    expect(data.locale).toBe("es-MX");
    expect(data.flash?.kind).toBe("error");
    expect(data.flash?.message).toBeTruthy();
    expect(data.flash?.message).not.toBe("common:errors.sessionExpired");
    expect(data.flash?.message).not.toBe("Your session is expired. Please login again.");

    const after = contextFor(
      new Request("http://app.test/login", {
        headers: { cookie: cookieHeaderFrom(context.jar.commit(), cookie) },
      }),
    );
    const again = await rootLoader({
      request: new Request("http://app.test/login"),
      context: after,
      params: {},
    });
    expect(again.flash).toBeNull();
  });
});
