import { describe, expect, it } from "vitest";
import {
  CLAIM_LIST,
  claimFilterParams,
  claimIsoDate,
  formatClaimDate,
  mrBound,
  packagedClaimPath,
  rangeLabel,
} from "~/domain/claims";
import { parseListQuery } from "~/domain/list-query";

const query = (search: string) => parseListQuery(CLAIM_LIST, new URLSearchParams(search));

describe("the claims list's filters", () => {
  it("sends dates as MM/dd/yyyy and codes and states in capitals", () => {
    expect(
      claimFilterParams(
        query("dateFrom=2026-02-01&dateTo=2026-02-28&states=wa&procedureCode=99201&reasonCode=co-4"),
      ),
    ).toMatchObject({
      dateFrom: "02/01/2026",
      dateTo: "02/28/2026",
      states: ["WA"],
      procedureCode: "99201",
      reasonCode: "CO-4",
    });
  });

  it("sends several states and payer groups as lists, from repeated or comma-separated parameters", () => {
    expect(
      claimFilterParams(query("states=wa&states=or,ca&payerGroupIds=G1&payerGroupIds=G2")),
    ).toMatchObject({
      states: ["WA", "OR", "CA"],
      payerGroupIds: ["G1", "G2"],
    });
    expect(claimFilterParams(query("")).states).toBeUndefined();
  });

  it("drops a status or rate the list does not know, and a date range that is reversed", () => {
    const params = claimFilterParams(
      query("claimStatus=LOST&rate=CHEAP&dateFrom=2026-03-01&dateTo=2026-02-01"),
    );
    expect(params.claimStatus).toBeUndefined();
    expect(params.rate).toBeUndefined();
    expect(params.dateFrom).toBeUndefined();
    expect(params.dateTo).toBeUndefined();
  });

  it("takes whole percents up to 1000 for the MR bounds and puts a reversed range right", () => {
    expect(mrBound("80")).toBe(80);
    expect(mrBound("0")).toBe(0);
    expect(mrBound("1001")).toBeUndefined();
    expect(mrBound("-5")).toBeUndefined();
    expect(mrBound("7.5")).toBeUndefined();
    expect(mrBound(undefined)).toBeUndefined();
    expect(claimFilterParams(query("mrFrom=150&mrTo=50"))).toMatchObject({ mrFrom: 50, mrTo: 150 });
  });
});

describe("claim values", () => {
  it("reads the upstream's dates and writes them in the reader's language", () => {
    expect(claimIsoDate("11/03/2026")).toBe("2026-11-03");
    expect(claimIsoDate("02/30/2026")).toBeNull();
    expect(claimIsoDate("2026-11-03")).toBeNull();
    expect(formatClaimDate("11/03/2026", "en-US")).toBe("Nov 3, 2026");
    expect(formatClaimDate("not a date", "en-US")).toBe("not a date");
  });

  it("labels the MR ranges, the last one open", () => {
    expect(rangeLabel({ from: 0, to: 49 })).toBe("0–49");
    expect(rangeLabel({ from: 150, to: null })).toBe("150+");
  });

  it("puts a packaged claim under its package", () => {
    expect(packagedClaimPath("d 1", "c/2")).toBe("/provider/billing/dispute-packages/d%201/claims/c%2F2");
  });
});
