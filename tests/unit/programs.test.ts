import { describe, expect, it } from "vitest";
import { criterionEditSchema, criterionSchema, programFormSchema } from "~/domain/program-schemas";
import {
  rankMove,
  criterionMove,
  inviteSelection,
  nextRank,
  parseItemChoice,
  programPath,
  stepRanks,
} from "~/domain/programs";

/** The program pages' pure rules (decision 037). */

describe("criteria by rank", () => {
  const criteria = [{ rank: 3 }, { rank: 0 }, { rank: 1 }];

  it("gives a new criterion the rank after the highest, 0 for the first", () => {
    expect(nextRank(criteria)).toBe(4);
    expect(nextRank([])).toBe(0);
  });

  it("moves a criterion onto its neighbour's rank in rank order, not the list's", () => {
    expect(criterionMove(criteria, 3, "up")).toEqual({ from: 3, to: 1 });
    expect(criterionMove(criteria, 0, "down")).toEqual({ from: 0, to: 1 });
  });

  it("does not move the first up, the last down, or a rank that is not there", () => {
    expect(criterionMove(criteria, 0, "up")).toBeNull();
    expect(criterionMove(criteria, 3, "down")).toBeNull();
    expect(criterionMove(criteria, 2, "up")).toBeNull();
  });
});

describe("a criterion's value", () => {
  const parse = (attribute: string, value: string) => criterionSchema.safeParse({ attribute, value }).success;

  it("is an age in whole years up to 130 for the age bounds", () => {
    expect(parse("MIN_AGE", "18")).toBe(true);
    expect(parse("MAX_AGE", "131")).toBe(false);
    expect(parse("MIN_AGE", "1.5")).toBe(false);
  });

  it("is a recorded gender or a language tag", () => {
    expect(parse("GENDER", "female")).toBe(true);
    expect(parse("GENDER", "woman")).toBe(false);
    expect(parse("LANGUAGE", "es-MX")).toBe(true);
    expect(parse("LANGUAGE", "Spanish")).toBe(false);
  });
});

describe("the invitation a confirmation sends", () => {
  it("is every matching patient, or the chosen ones once each, or nobody", () => {
    expect(inviteSelection(["pat-1"], true, "ana")).toEqual({ all: true, name: "ana" });
    expect(inviteSelection(["pat-1", "pat-1", "pat-2"], false, "")).toEqual({
      patientIds: ["pat-1", "pat-2"],
    });
    expect(inviteSelection([], false, "")).toBeNull();
  });
});

describe("a phase item's choice", () => {
  it("reads TYPE:id, the id keeping any colon", () => {
    expect(parseItemChoice("SURVEY:sv-1")).toEqual({ itemType: "SURVEY", itemEntityId: "sv-1" });
    expect(parseItemChoice("CARE_PLAN:a:b")).toEqual({ itemType: "CARE_PLAN", itemEntityId: "a:b" });
    expect(parseItemChoice("PARTY:1")).toBeNull();
    expect(parseItemChoice("SURVEY:")).toBeNull();
  });
});

describe("the program form", () => {
  const base = { name: "Club", typeId: "t", categoryId: "c", status: "DRAFT" };

  it("reads tick boxes as a list whether none, one or several are ticked", () => {
    expect(programFormSchema.parse(base).templateIds).toEqual([]);
    expect(programFormSchema.parse({ ...base, templateIds: "a" }).templateIds).toEqual(["a"]);
    expect(programFormSchema.parse({ ...base, serviceTypeIds: ["1", "2"] }).serviceTypeIds).toEqual([
      "1",
      "2",
    ]);
  });

  it("builds a program's page paths with the id encoded", () => {
    expect(programPath("p/1", "criteria")).toBe("/provider/programs/p%2F1/criteria");
    expect(programPath("p-1")).toBe("/provider/programs/p-1");
  });
});

describe("enrollment steps moved", () => {
  const steps = [
    { id: "b", rank: 5 },
    { id: "a", rank: 1 },
    { id: "c", rank: 9 },
  ];

  it("numbers every step from 0 in the new order", () => {
    expect(stepRanks(steps, "c", "up")).toEqual([
      { id: "a", rank: 0 },
      { id: "c", rank: 1 },
      { id: "b", rank: 2 },
    ]);
  });

  it("does not move the first up, the last down, or a step that is not there", () => {
    expect(stepRanks(steps, "a", "up")).toBeNull();
    expect(stepRanks(steps, "c", "down")).toBeNull();
    expect(stepRanks(steps, "z", "down")).toBeNull();
  });
});

describe("phases and items moved (rankMove)", () => {
  const rows = [
    { id: "b", rank: 4 },
    { id: "a", rank: 1 },
    { id: "c", rank: 9 },
  ];

  it("takes the neighbour's rank in rank order, whatever order the rows come in", () => {
    expect(rankMove(rows, "b", "up")).toEqual({ id: "b", to: 1 });
    expect(rankMove(rows, "b", "down")).toEqual({ id: "b", to: 9 });
  });

  it("moves nothing past either end or for an id not there", () => {
    expect(rankMove(rows, "a", "up")).toBeNull();
    expect(rankMove(rows, "c", "down")).toBeNull();
    expect(rankMove(rows, "z", "up")).toBeNull();
  });

  it("counts a rank the upstream left out as the row's place", () => {
    expect(rankMove([{ id: "x" }, { id: "y" }], "y", "up")).toEqual({ id: "y", to: 0 });
  });
});

describe("a criterion edited in place", () => {
  it("keeps the new criterion's rules and needs its rank", () => {
    expect(criterionEditSchema.safeParse({ rank: "2", attribute: "GENDER", value: "female" }).success).toBe(
      true,
    );
    expect(criterionEditSchema.safeParse({ rank: "2", attribute: "MIN_AGE", value: "200" }).success).toBe(
      false,
    );
    expect(criterionEditSchema.safeParse({ attribute: "GENDER", value: "female" }).success).toBe(false);
  });
});
