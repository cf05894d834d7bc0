import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  composeDate,
  csvFileProblem,
  entrySchema,
  feeScheduleSchema,
  pageParam,
  splitDate,
} from "~/domain/billing-schemas";
import { codeListSchema } from "~/domain/code-list-schemas";
import { MODIFIERS } from "~/domain/code-lists/modifiers";
import { PROCEDURE_CODES } from "~/domain/code-lists/procedure-codes";

const modifierSchema = codeListSchema(MODIFIERS);
const procedureCodeSchema = codeListSchema(PROCEDURE_CODES);

/** The field errors of a submission (none when it succeeded). */
function errorsOf(result: { status?: string } & object) {
  return "error" in result ? (result as { error?: unknown }).error : undefined;
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("fee schedule form", () => {
  it("composes the effective date from three inputs as MM/dd/yyyy", () => {
    const result = parseWithZod(
      form({
        name: " Commercial 2027 ",
        category: "COMMERCIAL",
        effectiveMonth: "2",
        effectiveDay: "1",
        effectiveYear: "2027",
      }),
      { schema: feeScheduleSchema },
    );
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(result.value).toMatchObject({ name: "Commercial 2027", effectiveDate: "02/01/2027" });
  });

  it("reports a missing or impossible date beside every other problem", () => {
    const missing = parseWithZod(form({}), { schema: feeScheduleSchema });
    expect(missing.status).toBe("error");
    expect(errorsOf(missing)).toMatchObject({
      name: ["billing:errors.nameRequired"],
      category: ["billing:errors.categoryRequired"],
      effectiveDate: ["billing:errors.dateRequired"],
    });
    const impossible = parseWithZod(
      form({
        name: "X",
        category: "MEDICARE",
        effectiveMonth: "02",
        effectiveDay: "30",
        effectiveYear: "2026",
      }),
      { schema: feeScheduleSchema },
    );
    expect(errorsOf(impossible)).toEqual({ effectiveDate: ["billing:errors.dateInvalid"] });
  });

  it("keeps dates round-trip between the upstream and the form", () => {
    expect(splitDate("01/31/2026")).toEqual({
      effectiveMonth: "01",
      effectiveDay: "31",
      effectiveYear: "2026",
    });
    expect(splitDate("2026-01-31")).toEqual({});
    expect(composeDate("1", "31", "2026")).toBe("01/31/2026");
    expect(composeDate("2", "29", "2025")).toBeNull();
    expect(composeDate("2", "29", "24")).toBeNull();
  });
});

describe("codes and entries", () => {
  it("trims and upper-cases codes before checking them", () => {
    const modifier = parseWithZod(form({ code: " gt ", description: "Telehealth" }), {
      schema: modifierSchema,
    });
    expect(modifier.status === "success" && modifier.value.code).toBe("GT");
    const bad = parseWithZod(form({ code: "g", description: "x" }), { schema: modifierSchema });
    expect(errorsOf(bad)).toEqual({ code: ["billing:errors.modifierInvalid"] });
  });

  it("keeps an entry's amount as an exact decimal string", () => {
    const result = parseWithZod(form({ procedureCode: " 99213 ", modifier: "25", amount: "1,234.5" }), {
      schema: entrySchema,
    });
    expect(result.status === "success" && result.value).toEqual({
      procedureCode: "99213",
      modifier: "25",
      amount: "1234.50",
    });
  });

  it.each([
    ["-1", "billing:errors.amountNegative"],
    ["1.005", "billing:errors.amountDecimals"],
    ["ten", "billing:errors.amountInvalid"],
  ])("refuses the amount %j with %s", (amount, key) => {
    const result = parseWithZod(form({ procedureCode: "99213", amount }), { schema: entrySchema });
    expect(errorsOf(result)).toEqual({ amount: [key] });
  });

  it("asks for an amount and a code when they are empty", () => {
    const result = parseWithZod(form({ code: "", description: "", group: "", defaultAmount: "" }), {
      schema: procedureCodeSchema,
    });
    expect(errorsOf(result)).toEqual({
      code: ["billing:errors.codeRequired"],
      description: ["billing:errors.descriptionRequired"],
      group: ["billing:errors.groupRequired"],
      defaultAmount: ["billing:errors.amountRequired"],
    });
  });
});

describe("upload and list parameters", () => {
  it("accepts CSV names with CSV-ish content types only", () => {
    expect(csvFileProblem("fees.csv", "text/csv")).toBeNull();
    expect(csvFileProblem("FEES.CSV", "application/vnd.ms-excel")).toBeNull();
    expect(csvFileProblem("fees.csv", "text/plain; charset=utf-8")).toBeNull();
    expect(csvFileProblem("fees.txt", "text/plain")).toBe("notCsv");
    expect(csvFileProblem("fees.csv", "application/octet-stream")).toBe("notCsv");
    expect(csvFileProblem("", "text/csv")).toBe("missing");
  });

  it("reads the page safely from the query string", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam("-1")).toBe(0);
    expect(pageParam("x")).toBe(0);
    expect(pageParam(null)).toBe(0);
  });
});
