import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { StartDateFields } from "~/components/care-plans/start-date-fields";
import { CodeListPage } from "~/components/code-list/list-page";
import { Pagination } from "~/components/pagination";
import { useAppForm } from "~/components/use-app-form";
import { codeListSpec, type CodeListData, type CodeListType } from "~/domain/code-lists";
import { MASTER_DATA_LISTS } from "~/domain/code-lists/master-data";
import { parseListQuery } from "~/domain/list-query";

/**
 * Values a person reads, not the codes and raw numbers behind them (issue 38): today's date on
 * the care plan's start step, a list's counts grouped, a list's dates and its actions column.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

type StartSchema = z.ZodObject<{ start: z.ZodString; startDate: z.ZodOptional<z.ZodString> }>;

function StartStep() {
  const [, fields] = useAppForm<StartSchema>({
    id: "assign",
    constraint: {},
    defaultValue: { start: "today" },
  });
  return <StartDateFields start={fields.start} startDate={fields.startDate} today="2026-11-28" />;
}

async function renderList(type: CodeListType, content: CodeListData["list"]) {
  const data: CodeListData = {
    search: "",
    query: parseListQuery(codeListSpec(type), new URLSearchParams()),
    saved: false,
    view: "list",
    list: content,
    groups: null,
    select: "",
    selectError: null,
  };
  const Stub = createRemixStub([
    {
      id: "routes/provider+/_layout",
      path: "/",
      Component: Outlet,
      loader: () => ({ capabilities: [type.editCapability] }),
      children: [{ path: "list", Component: () => <CodeListPage type={type} />, loader: () => data }],
    },
  ]);
  render(<Stub initialEntries={["/list"]} future={APP_FUTURE} />);
  await screen.findByRole("heading", { level: 1 });
}

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

describe("values people read", () => {
  it("names today on the care plan's start step in words, not as 2026-11-28", async () => {
    const Stub = createRemixStub([{ path: "/", Component: StartStep }]);
    render(<Stub future={APP_FUTURE} />);
    expect(await screen.findByLabelText("Start today (Saturday, November 28, 2026)")).toBeTruthy();
    expect(document.body.textContent).not.toContain("2026-11-28");
  });

  it("groups a long list's totals: Page 1 of 81 · 4,005 in total", async () => {
    const Stub = createRemixStub([
      { path: "/", Component: () => <Pagination page={0} totalPages={81} totalElements={4005} /> },
    ]);
    render(<Stub future={APP_FUTURE} />);
    expect((await screen.findByText(/^Page 1 of 81/)).textContent).toBe("Page 1 of 81 · 4,005 in total");
  });

  it("says one record in the singular", async () => {
    const Stub = createRemixStub([
      { path: "/", Component: () => <Pagination page={0} totalPages={1} totalElements={1} /> },
    ]);
    render(<Stub future={APP_FUTURE} />);
    expect(await screen.findByText("1 in total")).toBeTruthy();
  });

  it("names a master-data list's actions column, and no key shows", async () => {
    const type = Object.values(MASTER_DATA_LISTS).find((t) => t.edit)!;
    await renderList(type, page([{ id: "v-1", name: "Oxygen saturation", description: "" }]));
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers.at(-1)).toBe("Actions");
    expect(document.body.textContent).not.toMatch(/list\.actions/);
  });

  it("writes a list's dates in the reader's format and groups its counts", async () => {
    await renderList(
      MASTER_DATA_LISTS.inventories,
      page([{ id: "inv-1", name: "Comirnaty", quantity: 12520, expiresOn: "2027-03-31", lotNumber: "PF-1" }]),
    );
    const row = screen.getByRole("row", { name: /Comirnaty/ });
    expect(within(row).getByText("Mar 31, 2027")).toBeTruthy();
    expect(within(row).getByText("12,520")).toBeTruthy();
    expect(row.textContent).not.toContain("2027-03-31");
  });
});
