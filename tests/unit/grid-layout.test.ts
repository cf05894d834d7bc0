import { describe, expect, it } from "vitest";
import {
  GRID_LAYOUT_CHARS,
  columnMayHide,
  defaultLayout,
  isDefaultLayout,
  moveColumn,
  normalizeLayout,
  parseLayout,
  savedLayout,
  showOnly,
  shownColumns,
  type ColumnSpec,
} from "~/domain/grid-layout";

const COLUMNS: ColumnSpec[] = [
  { id: "name", label: "ns:name", hideable: false },
  { id: "category", label: "ns:category" },
  { id: "date", label: "ns:date" },
  { id: "payer", label: "ns:payer" },
];

const order = (layout: { id: string; shown: boolean }[]) =>
  layout.map((column) => `${column.shown ? "" : "-"}${column.id}`).join(",");

describe("grid layout", () => {
  it("is every declared column, shown, in declared order by default", () => {
    expect(order(defaultLayout(COLUMNS))).toBe("name,category,date,payer");
    expect(isDefaultLayout(COLUMNS, defaultLayout(COLUMNS))).toBe(true);
  });

  it("reads a saved layout: its order and its hidden columns", () => {
    expect(order(parseLayout(COLUMNS, "payer,name,-category,date"))).toBe("payer,name,-category,date");
  });

  it("reads nothing, an empty value or a value over the bound as the default", () => {
    expect(order(parseLayout(COLUMNS, undefined))).toBe("name,category,date,payer");
    expect(order(parseLayout(COLUMNS, null))).toBe("name,category,date,payer");
    expect(order(parseLayout(COLUMNS, ""))).toBe("name,category,date,payer");
    const long = `-payer,${"x".repeat(GRID_LAYOUT_CHARS)}`;
    expect(order(parseLayout(COLUMNS, long))).toBe("name,category,date,payer");
  });

  it("drops unknown, malformed and repeated columns and appends missing ones, shown, in declared order", () => {
    expect(order(parseLayout(COLUMNS, "date,secret,-date,<script>,,-,payer"))).toBe(
      "date,payer,name,category",
    );
  });

  it("always shows a column that may not be hidden", () => {
    expect(order(parseLayout(COLUMNS, "-name,-category"))).toBe("name,-category,date,payer");
  });

  it("never shows nothing: with every column hidden, the first shows", () => {
    const hideable: ColumnSpec[] = [
      { id: "a", label: "ns:a" },
      { id: "b", label: "ns:b" },
    ];
    expect(order(parseLayout(hideable, "-b,-a"))).toBe("b,-a");
    expect(normalizeLayout([], [{ id: "a", shown: false }])).toEqual([]);
  });

  it("reads at most 24 columns of a saved value", () => {
    const many: ColumnSpec[] = Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, label: "ns:c" }));
    const saved = many.map((column) => `-${column.id}`).join(",");
    const layout = parseLayout(many, saved);
    expect(layout.slice(0, 24).every((column) => !column.shown)).toBe(true);
    expect(layout.slice(24).every((column) => column.shown)).toBe(true);
  });

  it("saves nothing for the default and a short string otherwise", () => {
    expect(savedLayout(COLUMNS, defaultLayout(COLUMNS))).toBeNull();
    expect(savedLayout(COLUMNS, parseLayout(COLUMNS, "category,-payer"))).toBe("category,-payer,name,date");
  });

  it("saves nothing that would not fit the bound", () => {
    const long: ColumnSpec[] = Array.from({ length: 8 }, (_, i) => ({
      id: `column${i}${"x".repeat(20)}`,
      label: "ns:c",
    }));
    const reversed = [...defaultLayout(long)].reverse();
    expect(savedLayout(long, reversed)).toBeNull();
  });

  it("moves a column up and down, and not past either end", () => {
    const layout = defaultLayout(COLUMNS);
    expect(order(moveColumn(layout, "date", "up"))).toBe("name,date,category,payer");
    expect(order(moveColumn(layout, "date", "down"))).toBe("name,category,payer,date");
    expect(order(moveColumn(layout, "name", "up"))).toBe("name,category,date,payer");
    expect(order(moveColumn(layout, "payer", "down"))).toBe("name,category,date,payer");
    expect(order(moveColumn(layout, "secret", "up"))).toBe("name,category,date,payer");
  });

  it("shows the ticked columns and hides the rest, keeping the order and the ones that always show", () => {
    const layout = parseLayout(COLUMNS, "payer,name,category,date");
    expect(order(showOnly(COLUMNS, layout, ["payer", "date", "secret"]))).toBe("payer,name,-category,date");
    expect(order(showOnly(COLUMNS, layout, []))).toBe("-payer,name,-category,-date");
  });

  it("renders the shown columns in order with their declarations", () => {
    const columns = shownColumns(COLUMNS, parseLayout(COLUMNS, "date,-category,name"));
    expect(columns.map((column) => column.id)).toEqual(["date", "name", "payer"]);
    expect(shownColumns(COLUMNS, [{ id: "secret", shown: true }])).toEqual([]);
  });

  it("says which columns may be hidden", () => {
    expect(columnMayHide(COLUMNS, "category")).toBe(true);
    expect(columnMayHide(COLUMNS, "name")).toBe(false);
    expect(columnMayHide(COLUMNS, "secret")).toBe(false);
  });

  it("is not the default when a column moved or hid", () => {
    expect(isDefaultLayout(COLUMNS, moveColumn(defaultLayout(COLUMNS), "payer", "up"))).toBe(false);
    expect(isDefaultLayout(COLUMNS, showOnly(COLUMNS, defaultLayout(COLUMNS), ["name"]))).toBe(false);
    expect(isDefaultLayout(COLUMNS, defaultLayout(COLUMNS).slice(1))).toBe(false);
  });
});
