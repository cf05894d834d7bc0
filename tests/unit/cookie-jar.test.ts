import { describe, expect, it } from "vitest";
import { CookieJar, parseCookieHeader, purposes } from "~/session/cookie-jar.server";

const secrets = ["cookie-jar-test-secret-that-is-long-enough-0001"];
const account = {
  accountId: "a1",
  privilegeId: 2,
  privilegeName: "ORGANIZATION_ADMIN",
  isPerformer: false,
  accountOrganizations: [],
};

function jar(
  header: string | null,
  now = 1_000_000,
  extra: Partial<ConstructorParameters<typeof CookieJar>[1]> = {},
) {
  return CookieJar.fromHeader(header, {
    secrets,
    secure: false,
    idleMs: 30 * 60_000,
    maxMs: 12 * 3_600_000,
    now: () => now,
    ...extra,
  });
}

/** Turns Set-Cookie values into the Cookie header a browser would send back. */
function replay(setCookies: string[]) {
  return setCookies
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

describe("cookie jar", () => {
  it("stores the session encrypted: no token and no readable JSON in any cookie", () => {
    const first = jar(null);
    first.startSession({ accessToken: "at_VERYSECRETACCESS", refreshToken: "rt_VERYSECRETREFRESH", account });
    const cookies = first.commit();
    expect(cookies).toHaveLength(1);
    for (const cookie of cookies) {
      expect(cookie).not.toMatch(/VERYSECRET|accountId|\{/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      const value = cookie.split(";")[0]!.split("=")[1]!;
      expect(() => JSON.parse(Buffer.from(value, "base64").toString("utf8"))).toThrow();
    }
    expect(jar(replay(cookies)).getSession()?.accessToken).toBe("at_VERYSECRETACCESS");
  });

  it("uses Secure and the __Host- prefix when served over https", () => {
    const secure = CookieJar.fromHeader(null, { secrets, secure: true, idleMs: 1e6, maxMs: 1e7 });
    secure.startSession({ accessToken: "a", refreshToken: "r", account });
    const [cookie] = secure.commit();
    expect(cookie).toMatch(/^__Host-cd_session=/);
    expect(cookie).toMatch(/; Secure/);
  });

  it("gives every sign-in a new session id", () => {
    const j = jar(null);
    const one = j.startSession({ accessToken: "a", refreshToken: "r", account });
    const two = j.startSession({ accessToken: "a", refreshToken: "r", account });
    expect(one.sid).not.toEqual(two.sid);
  });

  it("splits a large session over numbered cookies under 4096 bytes each, and reads it back", () => {
    const big = jar(null);
    const accessToken = `at_${"x".repeat(5000)}`;
    big.startSession({ accessToken, refreshToken: "r", account });
    const cookies = big.commit();
    expect(cookies.length).toBeGreaterThan(1);
    for (const cookie of cookies) expect(cookie.split(";")[0]!.length).toBeLessThan(4096);
    expect(jar(replay(cookies)).getSession()?.accessToken).toBe(accessToken);
  });

  it("refuses a session too large for four cookies with a clear error", () => {
    const huge = jar(null);
    huge.startSession({ accessToken: "x".repeat(20_000), refreshToken: "r", account });
    expect(() => huge.commit()).toThrowError(/more than 15200 bytes over 4 cookies/);
  });

  it("treats tampered, truncated, foreign and garbage cookies as no session and clears them", () => {
    const good = jar(null);
    good.startSession({ accessToken: "a", refreshToken: "r", account });
    const header = replay(good.commit());
    const value = header.split("=")[1]!;
    for (const bad of [
      `cd_session=${value.slice(0, -5)}`,
      // One character changed (always to a different one; the ciphertext is random).
      `cd_session=${value.slice(0, 10)}${value[10] === "X" ? "Y" : "X"}${value.slice(11)}`,
      "cd_session=eyJhY2Nlc3NUb2tlbiI6ImF0In0",
      "cd_session=%%%",
      "cd_session=",
    ]) {
      const j = jar(bad);
      expect(j.getSession()).toBeNull();
      if (bad !== "cd_session=") expect(j.commit().join()).toMatch(/cd_session=; .*Max-Age=0/);
    }
  });

  it("ends a session after the idle timeout and after the absolute lifetime", () => {
    const start = 1_000_000;
    const j = jar(null, start);
    j.startSession({ accessToken: "a", refreshToken: "r", account });
    const header = replay(j.commit());
    expect(jar(header, start + 29 * 60_000).getSession()).not.toBeNull();
    expect(jar(header, start + 31 * 60_000).getSession()).toBeNull();

    // Active all day (touched every 20 minutes) still ends at 12 hours.
    let cookie = header;
    let now = start;
    for (let i = 0; i < 35; i++) {
      now += 20 * 60_000;
      const step = jar(cookie, now);
      expect(step.getSession()).not.toBeNull();
      cookie = replay(step.commit()) || cookie;
    }
    expect(jar(cookie, start + 12 * 3_600_000 + 1).getSession()).toBeNull();
  });

  it("refuses a replayed cookie whose session was revoked", () => {
    const j = jar(null);
    const session = j.startSession({ accessToken: "a", refreshToken: "r", account });
    const header = replay(j.commit());
    expect(jar(header, 1_000_000, { isRevoked: (sid) => sid === session.sid }).getSession()).toBeNull();
  });

  it("keeps preferences through logout", () => {
    const j = jar(null);
    j.startSession({ accessToken: "a", refreshToken: "r", account });
    j.setPrefs({ lng: "es-MX" });
    const header = replay(j.commit());
    const after = jar(header);
    after.destroySession();
    const next = jar(
      replay([
        ...after.commit(),
        ...header
          .split("; ")
          .filter((c) => c.startsWith("cd_prefs"))
          .map((c) => `${c}; Path=/`),
      ]),
    );
    expect(next.getSession()).toBeNull();
    expect(next.getPrefs().lng).toBe("es-MX");
  });

  it("hands out a flash message once", () => {
    const j = jar(null);
    j.setFlash({ kind: "success", key: "common:x" });
    const header = replay(j.commit());
    const reader = jar(header);
    expect(reader.takeFlash()).toEqual({ kind: "success", key: "common:x" });
    expect(reader.commit().join()).toMatch(/cd_flash=; .*Max-Age=0/);
  });

  it("opens cookies sealed under an older secret after a rotation, and seals with the newest", () => {
    const old = jar(null);
    old.startSession({ accessToken: "at_old", refreshToken: "r", account });
    old.setFlash({ kind: "info", key: "common:x" });
    const header = replay(old.commit());
    const rotated = jar(header, 1_000_000, {
      secrets: ["cookie-jar-test-secret-rotated-in-0000000002", ...secrets],
    });
    expect(rotated.getSession()?.accessToken).toBe("at_old");
    expect(rotated.takeFlash()).toEqual({ kind: "info", key: "common:x" });
    rotated.setPrefs({ lng: "fr-FR" });
    const prefs = replay(rotated.commit());
    expect(
      jar(prefs, 1_000_000, { secrets: ["cookie-jar-test-secret-rotated-in-0000000002"] }).getPrefs(),
    ).toEqual({
      lng: "fr-FR",
    });
    expect(jar(prefs).getPrefs()).toEqual({});
  });

  it("hands an action's outcome to its own page once, and keeps it from any other", () => {
    const j = jar(null);
    j.setOutcome("/lanes/1", { undo: "t1" });
    const header = replay(j.commit());
    const other = jar(header);
    expect(other.takeOutcome("/lanes/2")).toBeNull();
    expect(other.commit()).toEqual([]);
    const mine = jar(header);
    expect(mine.takeOutcome("/lanes/1")).toEqual({ undo: "t1" });
    expect(mine.takeOutcome("/lanes/1")).toBeNull();
    expect(mine.commit().join()).toMatch(/cd_outcome=; .*Max-Age=0/);
  });

  it("forgets a pending sign-in after five minutes even if the browser sends it back", () => {
    const j = jar(null);
    j.setPendingLogin("u@test", "secret-password");
    const cookies = j.commit();
    expect(cookies.join()).not.toContain("secret-password");
    expect(cookies.join()).toMatch(/cd_mfa=v1\..*Max-Age=300/);
    expect(jar(replay(cookies), 1_000_000 + 299_000).getPendingLogin()?.username).toBe("u@test");
    expect(jar(replay(cookies), 1_000_000 + 301_000).getPendingLogin()).toBeNull();
  });

  it("reads the browser's plain time-zone cookie, refusing one that is not a zone", () => {
    expect(jar("tz=Asia/Tokyo").get(purposes.timeZone)).toBe("Asia/Tokyo");
    expect(jar("tz=Not/AZone").get(purposes.timeZone)).toBeNull();
    expect(jar(`tz=${"x".repeat(100)}`).get(purposes.timeZone)).toBeNull();
    const secure = CookieJar.fromHeader("tz=Europe/Paris", {
      secrets,
      secure: true,
      idleMs: 1e6,
      maxMs: 1e7,
    });
    expect(secure.get(purposes.timeZone)).toBe("Europe/Paris");
  });

  it("parses cookie headers defensively", () => {
    const map = parseCookieHeader('a=1; b="two"; =bad; c=%E0%A4%A; a=ignored');
    expect(map.get("a")).toBe("1");
    expect(map.get("b")).toBe("two");
    expect(map.get("c")).toBe("%E0%A4%A");
  });
});
