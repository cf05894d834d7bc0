import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "~/components/charts/bar-chart";
import { DonutChart } from "~/components/charts/donut-chart";
import { LineChart } from "~/components/charts/line-chart";
import { StackedBarChart } from "~/components/charts/stacked-bar-chart";
import { barChart, donutChart, lineChart, stackedBarChart } from "~/domain/charts";

/** What a person sees and a screen reader hears of each chart, rendered as on the server. */

const days = [
  { label: "11/24", fullLabel: "Tuesday, November 24, 2026" },
  { label: "11/25", fullLabel: "Wednesday, November 25, 2026" },
];
const text = { title: "Booked patients per day", description: "Patients booked on each day." };

function picture() {
  const img = screen.getByRole("img", { name: "Booked patients per day Patients booked on each day." });
  expect(img.tagName.toLowerCase()).toBe("svg");
  return img;
}

function tableRows() {
  const table = screen.getByRole("table", { name: text.title });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));
}

describe("BarChart", () => {
  it("names the picture, writes compact values on the bars and the exact figures in a table", () => {
    const { container } = render(
      <BarChart {...text} chart={barChart(days, [1500, 12])} categoryHeader="Day" valueHeader="Patients" />,
    );
    const img = picture();
    expect(img.querySelectorAll("rect")).toHaveLength(2);
    expect([...img.querySelectorAll("text.font-semibold")].map((t) => t.textContent)).toEqual(["1.5K", "12"]);
    expect(within(img as unknown as HTMLElement).getByText("11/24")).toBeTruthy();
    expect(tableRows()).toEqual([
      ["Day", "Patients"],
      ["Tuesday, November 24, 2026", "1,500"],
      ["Wednesday, November 25, 2026", "12"],
    ]);
    // The table sits in a disclosure, which opens without JavaScript.
    expect(container.querySelector("details summary")?.textContent).toBe("Show the figures as a table");
    expect(container.querySelector("[style]")).toBeNull();
  });

  it("says the data is unavailable instead of drawing an empty chart", () => {
    render(<BarChart {...text} chart={null} categoryHeader="Day" valueHeader="N" />);
    expect(screen.getByRole("status").textContent).toBe(
      "These figures cannot be shown right now. Please try again later.",
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("heading", { name: text.title })).toBeTruthy();
  });
});

describe("StackedBarChart", () => {
  it("gives each series a pattern and a legend entry, and totals each row", () => {
    const { container } = render(
      <StackedBarChart
        {...text}
        chart={stackedBarChart(days, [
          { label: "Booked", values: [3, 1] },
          { label: "Open", values: [2, 0] },
        ])}
        categoryHeader="Day"
      />,
    );
    const img = picture();
    const fills = [...img.querySelectorAll(":scope > g rect")].map((r) => r.getAttribute("fill"));
    expect(new Set(fills).size).toBe(2);
    expect(fills.some((f) => f?.startsWith("url(#"))).toBe(true);
    expect(img.querySelectorAll("pattern")).toHaveLength(1);
    expect(container.querySelector("ul")?.textContent).toBe("BookedOpen");
    expect(tableRows()).toEqual([
      ["Day", "Booked", "Open", "Total"],
      ["Tuesday, November 24, 2026", "3", "2", "5"],
      ["Wednesday, November 25, 2026", "1", "0", "1"],
    ]);
  });
});

describe("LineChart", () => {
  it("draws a line per series with markers and says where a value is missing", () => {
    render(
      <LineChart
        {...text}
        chart={lineChart(days, [
          { label: "This week", values: [4, 8] },
          { label: "Last week", values: [2, null] },
        ])}
        categoryHeader="Day"
      />,
    );
    const img = picture();
    expect(img.querySelectorAll("path[fill='none']")).toHaveLength(2);
    expect(tableRows()[2]).toEqual(["Wednesday, November 25, 2026", "8", "No value"]);
  });
});

describe("DonutChart", () => {
  it("shows the total in the middle and each part's share", () => {
    const { container } = render(
      <DonutChart
        {...text}
        categoryHeader="Clinic"
        valueHeader="Lanes"
        chart={donutChart([
          { label: "North", value: 3 },
          { label: "South", value: 1 },
        ])}
      />,
    );
    const img = picture();
    expect(img.querySelectorAll("path")).toHaveLength(2);
    expect(within(img as unknown as HTMLElement).getByText("4")).toBeTruthy();
    expect(container.querySelector("ul")?.textContent).toBe("North: 75%South: 25%");
    expect(tableRows()).toEqual([
      ["Clinic", "Lanes", "Share"],
      ["North", "3", "75%"],
      ["South", "1", "25%"],
    ]);
  });

  it("says there is nothing to show when every part is zero", () => {
    render(
      <DonutChart
        {...text}
        categoryHeader="Clinic"
        valueHeader="Lanes"
        chart={donutChart([{ label: "A", value: 0 }])}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("There is nothing to show yet.");
  });
});

describe("chart text size (issue 38 §5)", () => {
  // Text is drawn in viewBox units, so its size on screen is its font size times the drawn
  // width over the viewBox width: never drawing narrower than the viewBox keeps 12 units >= 12 px.
  const charts = {
    bar: <BarChart {...text} chart={barChart(days, [1500, 12])} categoryHeader="Day" valueHeader="N" />,
    stacked: (
      <StackedBarChart
        {...text}
        chart={stackedBarChart(days, [
          { label: "Booked", values: [3, 1] },
          { label: "Open", values: [2, 0] },
        ])}
        categoryHeader="Day"
      />
    ),
    line: (
      <LineChart
        {...text}
        chart={lineChart(days, [{ label: "This week", values: [4, 8] }])}
        categoryHeader="Day"
      />
    ),
    donut: (
      <DonutChart
        {...text}
        categoryHeader="Clinic"
        valueHeader="Lanes"
        chart={donutChart([
          { label: "North", value: 3 },
          { label: "South", value: 1 },
        ])}
      />
    ),
  };

  it.each(Object.entries(charts))(
    "the %s chart is never drawn narrower than its viewBox and writes no text under 12 units",
    (_, chart) => {
      render(chart);
      const img = picture();
      const viewBoxWidth = Number(img.getAttribute("viewBox")!.split(" ")[2]);
      expect(img.getAttribute("class")!.split(" ")).toContain(`min-w-[${viewBoxWidth}px]`);
      const sizes = [...img.querySelectorAll("text")].map((t) => Number(t.getAttribute("font-size")));
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
    },
  );

  it("scrolls a chart wider than the page inside its own focusable, named region", () => {
    render(charts.bar);
    const region = screen.getByRole("region", { name: `Chart: ${text.title}` });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.className.split(" ")).toContain("scroll-region");
    expect(region.contains(picture())).toBe(true);
  });
});
