import { describe, expect, it } from "vitest";
import { memberListParams, MEMBER_LIST } from "~/domain/members";
import { parseListQuery } from "~/domain/list-query";
import { ageOn, formatPhone, languageName } from "@contract/people";

describe("values a person reads", () => {
  it("writes a phone number as the reader's country does, others internationally", () => {
    expect(formatPhone("+16175552045", "en-US")).toBe("(617) 555-2045");
    expect(formatPhone("+16175552045", "es-MX")).toBe("+1 617 555 2045");
    expect(formatPhone("+525512345678", "es-MX")).toBe("55 1234 5678");
    expect(formatPhone("6175552045", "en-US")).toBe("(617) 555-2045");
    expect(formatPhone("call me", "en-US")).toBe("call me");
    // One format for every number a US reader dials alike (the Pacific demo's area codes).
    expect(formatPhone("+16705553101", "en-US")).toBe("(670) 555-3101");
    expect(formatPhone("+15555559237", "en-US")).toBe("(555) 555-9237");
    expect(formatPhone("+16705553101", "es-MX")).toBe("+1 670 555 3101");
    expect(formatPhone(null, "en-US")).toBe("");
  });

  it("names a language in the reader's language, keeping a code it does not know", () => {
    expect(languageName("es-MX", "en-US")).toBe("Spanish (Mexico)");
    expect(languageName("en-US", "es-MX")).toBe("inglés (Estados Unidos)");
    expect(languageName("ko-KR", "ko-KR")).toBe("한국어(대한민국)");
    expect(languageName("zz-ZZ", "en-US")).toBe("zz-ZZ");
    expect(languageName("", "en-US")).toBe("");
  });

  it("counts whole years of age, turning on the birthday", () => {
    const today = new Date("2026-11-24T12:00:00");
    expect(ageOn("2000-11-24", today)).toBe(26);
    expect(ageOn("2000-11-25", today)).toBe(25);
    expect(ageOn("2030-01-01", today)).toBeNull();
    expect(ageOn("11/24/2000", today)).toBe(26);
    expect(ageOn("24.11.2000", today)).toBeNull();
    expect(ageOn(null, today)).toBeNull();
  });
});

describe("the members list's query", () => {
  it("sends the list's filters under the upstream's names, the phone as digits", () => {
    const query = parseListQuery(
      MEMBER_LIST,
      new URLSearchParams(
        "q=ana&gender=female&ageGroup=80%2B&carePlanStatus=TestedNegative&profile=incomplete&phone=(617)+555&race=Asian&sort=dateOfBirth,desc&size=50&organizationId=org-2",
      ),
    );
    expect(memberListParams(query)).toMatchObject({
      "global-search": "ana",
      gender: "female",
      ageGroups: "80+",
      carePlanStatus: "TestedNegative",
      profileCompleteness: "incomplete",
      phoneNumber: "617555",
      races: "Asian",
      orderType: "dateOfBirth",
      asc: false,
      size: 50,
      page: 0,
    });
    expect(query.kept).toEqual({ organizationId: "org-2" });
  });

  it("drops values the list does not offer", () => {
    const query = parseListQuery(
      MEMBER_LIST,
      new URLSearchParams("gender=robot&ageGroup=90-99&carePlanStatus=Maybe"),
    );
    expect(query.filters).toEqual({});
  });
});
