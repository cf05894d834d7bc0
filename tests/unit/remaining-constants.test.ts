import { describe, expect, it } from "vitest";
import { NATIONALITIES, isNationality, nationalityName, nationalityOptions } from "~/domain/nationalities";
import { DAILY_ASSESSMENT_SERVICE_TYPE_ID, isDailyAssessmentService } from "~/domain/patient-services";
import { PATIENT_LOOKUP_CACHE_MS } from "~/domain/patient-lookup";
import { PatientLookupCache } from "~/upstream/patient-lookup.server";
import type { UpstreamResult } from "~/upstream/client.server";

/** Spec part 2 §9's constants as pure rules (issue 40 item 10). */

describe("the nationality list", () => {
  it("is headed by United States in every language, the rest in the language's order", () => {
    for (const locale of [
      "en-US",
      "es-MX",
      "ko-KR",
      "vi-VN",
      "zh-CN",
      "zh-TW",
      "ja-JP",
      "hi-IN",
      "gu-IN",
      "tl-PH",
    ]) {
      const options = nationalityOptions(locale);
      expect(options[0]!.value, locale).toBe("US");
      expect(options).toHaveLength(NATIONALITIES.length);
      const rest = options.slice(1).map((o) => o.label);
      expect(rest, locale).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
    expect(nationalityOptions("es-MX")[0]!.label).toBe("Estados Unidos");
  });

  it("names a code in the reader's language, knows only its codes, and shows a stranger as it came", () => {
    expect(nationalityName("MX", "en-US")).toBe("Mexico");
    expect(nationalityName("DE", "ja-JP")).toBe("ドイツ");
    expect(nationalityName(null, "en-US")).toBe("");
    expect(isNationality("PH")).toBe(true);
    expect(isNationality("ZZ")).toBe(false);
    expect(isNationality("us")).toBe(false);
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
  });
});

describe("the Daily Assessment service type", () => {
  it("is id 28, as a number or a string", () => {
    expect(DAILY_ASSESSMENT_SERVICE_TYPE_ID).toBe("28");
    expect(isDailyAssessmentService({ id: 28 })).toBe(true);
    expect(isDailyAssessmentService({ id: "28" })).toBe(true);
    expect(isDailyAssessmentService({ id: "2" })).toBe(false);
    expect(isDailyAssessmentService({ id: 280 })).toBe(false);
  });
});

describe("the patient look-up cache", () => {
  const ok = (id: string): UpstreamResult<{ id: string }> => ({ ok: true, status: 200, data: { id } });

  it("reuses a read for 500 ms per caller and patient, and a forgotten patient is read again", async () => {
    let now = 0;
    const cache = new PatientLookupCache<{ id: string }>(() => now);
    let reads = 0;
    const load = (id: string) => () => {
      reads += 1;
      return Promise.resolve(ok(id));
    };
    expect(PATIENT_LOOKUP_CACHE_MS).toBe(500);
    await cache.read("a", "pat-1", PATIENT_LOOKUP_CACHE_MS, load("pat-1"));
    now = 499;
    await cache.read("a", "pat-1", PATIENT_LOOKUP_CACHE_MS, load("pat-1"));
    expect(reads).toBe(1);
    await cache.read("b", "pat-1", PATIENT_LOOKUP_CACHE_MS, load("pat-1"));
    await cache.read("a", "pat-2", PATIENT_LOOKUP_CACHE_MS, load("pat-2"));
    expect(reads).toBe(3);
    now = 500;
    await cache.read("a", "pat-1", PATIENT_LOOKUP_CACHE_MS, load("pat-1"));
    expect(reads).toBe(4);
    cache.forget("pat-1");
    await cache.read("a", "pat-1", PATIENT_LOOKUP_CACHE_MS, load("pat-1"));
    await cache.read("b", "pat-1", PATIENT_LOOKUP_CACHE_MS, load("pat-1"));
    expect(reads).toBe(6);
  });

  it("keeps no failure and stays within its bound", async () => {
    const cache = new PatientLookupCache<{ id: string }>(() => 0, 2);
    let reads = 0;
    const failing = () => {
      reads += 1;
      return Promise.resolve({ ok: false, kind: "network", status: 0 } as UpstreamResult<{ id: string }>);
    };
    await cache.read("a", "pat-1", 500, failing);
    await cache.read("a", "pat-1", 500, failing);
    expect(reads).toBe(2);
    const load = () => {
      reads += 1;
      return Promise.resolve(ok("x"));
    };
    for (const id of ["p1", "p2", "p3"]) await cache.read("a", id, 500, load);
    await cache.read("a", "p1", 500, load);
    // p1 went first when p3 came; read again.
    expect(reads).toBe(6);
  });
});
