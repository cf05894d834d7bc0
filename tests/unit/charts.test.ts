import { describe, expect, it } from "vitest";
import { CHART_BOX, PALETTE, contrastRatio, seriesMarker, seriesPattern } from "~/domain/chart-style";
import { barLayout, donutLayout, lineLayout, stackedLayout } from "~/domain/charts";
import { summarizeLanes } from "~/domain/provider-home";

const bottom = CHART_BOX.height - CHART_BOX.margin.bottom;
const top = CHART_BOX.margin.top;

describe("chart palette", () => {
  it.each(PALETTE.map((c) => [c]))("%s has at least 3:1 contrast with the white background", (colour) => {
    expect(contrastRatio(colour, "#ffffff")).toBeGreaterThanOrEqual(3);
  });

  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });

  it("gives neighbouring series different patterns and markers", () => {
    for (let i = 0; i < 5; i++) {
      expect(seriesPattern(i)).not.toBe(seriesPattern(i + 1));
      expect(seriesMarker(i)).not.toBe(seriesMarker(i + 1));
    }
  });
});

describe("barLayout", () => {
  it("draws bars from the baseline in proportion to their values on a nice axis", () => {
    const layout = barLayout(["a", "b", "c"], [0, 37, 80]);
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80]);
    expect(layout.ticks[0]!.y).toBe(bottom);
    expect(layout.ticks.at(-1)!.y).toBe(top);
    const [a, b, c] = layout.bars;
    expect(a!.height).toBe(0);
    expect(c!.y).toBe(top);
    expect(b!.height / c!.height).toBeCloseTo(37 / 80, 5);
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x).toBeLessThan(c!.x);
    expect(layout.categories.map((x) => x.label)).toEqual(["a", "b", "c"]);
  });

  it("keeps whole-number ticks for counts, and an axis when everything is zero", () => {
    expect(barLayout(["a"], [3]).ticks.map((t) => t.value)).toEqual([0, 1, 2, 3]);
    expect(barLayout(["a", "b"], [0, 0]).ticks.map((t) => t.value)).toEqual([0, 1]);
    expect(barLayout(["a"], [0.3], false).ticks.map((t) => t.value)).toContain(0.1);
  });

  it("draws negative and non-finite values as zero", () => {
    const layout = barLayout(["a", "b", "c"], [-5, Number.NaN, 10]);
    expect(layout.bars.map((b) => b.value)).toEqual([0, 0, 10]);
  });

  it("keeps days with the same short label apart", () => {
    const layout = barLayout(["1", "1"], [1, 2]);
    expect(layout.bars[0]!.x).not.toBe(layout.bars[1]!.x);
  });
});

describe("stackedLayout", () => {
  it("stacks series in order and totals each bar", () => {
    const layout = stackedLayout(
      ["a", "b"],
      [
        [10, 0],
        [30, 5],
      ],
    );
    expect(layout.totals.map((t) => t.value)).toEqual([40, 5]);
    const [first, second] = layout.segments;
    expect(first![0]!.y + first![0]!.height).toBeCloseTo(bottom, 5);
    expect(second![0]!.y + second![0]!.height).toBeCloseTo(first![0]!.y, 5);
    expect(second![0]!.height / first![0]!.height).toBeCloseTo(3, 5);
    expect(first![1]!.height).toBe(0);
  });
});

describe("lineLayout", () => {
  it("draws one path per series and breaks it at missing values", () => {
    const layout = lineLayout(
      ["a", "b", "c"],
      [
        [1, 2, 3],
        [3, null, 1],
      ],
    );
    expect(layout.paths).toHaveLength(2);
    expect(layout.paths[0]!.match(/[ML]/g)).toEqual(["M", "L", "L"]);
    expect(layout.paths[1]!.match(/M/g)).toHaveLength(2);
    expect(layout.points[1]).toHaveLength(2);
    expect(layout.points[0]![2]!.y).toBe(top);
  });
});

describe("donutLayout", () => {
  it("keeps the given order and gives each slice its share", () => {
    const { slices, total } = donutLayout([1, 3, 0]);
    expect(total).toBe(4);
    expect(slices.map((s) => s.fraction)).toEqual([0.25, 0.75, 0]);
    expect(slices.map((s) => s.index)).toEqual([0, 1, 2]);
    expect(slices[0]!.path).toMatch(/^M/);
    expect(slices[2]!.path).toBe("");
  });

  it("has nothing to draw when the total is zero", () => {
    expect(donutLayout([0, 0]).total).toBe(0);
  });
});

describe("summarizeLanes", () => {
  const lane = (day: string, clinicName: string | null, patientCount: number | null) => ({
    day,
    clinicName,
    patientCount,
  });

  it("counts booked patients per day over the window and ignores days outside it", () => {
    const summary = summarizeLanes(
      [
        lane("2031-05-20", "North", 3),
        lane("2031-05-20", "South", 2),
        lane("2031-05-22", "North", null),
        lane("2031-05-23", "North", 9),
        lane("2031-05-19", "North", 9),
      ],
      "2031-05-20",
      3,
    );
    expect(summary.days).toEqual([
      { date: "2031-05-20", patients: 5, lanes: 2 },
      { date: "2031-05-21", patients: 0, lanes: 0 },
      { date: "2031-05-22", patients: 0, lanes: 1 },
    ]);
    expect(summary.clinics).toEqual([
      { name: "North", lanes: 2 },
      { name: "South", lanes: 1 },
    ]);
  });

  it("folds clinics past the largest few, and lanes without a clinic, into one other entry", () => {
    const lanes = ["A", "A", "A", "B", "B", "C", "D", null].map((name) => lane("2031-05-20", name, 0));
    expect(summarizeLanes(lanes, "2031-05-20", 1, 2).clinics).toEqual([
      { name: "A", lanes: 3 },
      { name: "B", lanes: 2 },
      { name: null, lanes: 3 },
    ]);
  });
});
