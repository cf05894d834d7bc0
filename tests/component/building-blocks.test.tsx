import type { LoaderFunctionArgs } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useLoaderData } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { ListView, SortHeader, useListState } from "~/components/list/list-view";
import { Tabs } from "~/components/tabs";
import { parseListQuery, type ListSpec } from "~/domain/list-query";

/** The list block and the tabs in the browser, against stubbed loaders. */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const SPEC: ListSpec = {
  id: "things",
  filters: [
    { kind: "text", name: "name", label: "billing:feeSchedules.searchName" },
    { kind: "dateRange", name: "effective", label: "billing:feeSchedules.effectiveDate" },
  ],
  sort: { fields: ["name", "category"], initial: { field: "name", direction: "asc" } },
  pageSizes: [20, 50],
};

const ROWS = Array.from({ length: 45 }, (_, i) => `Thing ${i + 1}`);

function loaderFor(seen: string[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    seen.push(url.search);
    const query = parseListQuery(SPEC, url.searchParams);
    const matching = ROWS.filter((r) => r.toLowerCase().includes((query.filters.name ?? "").toLowerCase()));
    const content = matching.slice(query.page * query.size, (query.page + 1) * query.size);
    return {
      query,
      list: {
        content,
        number: query.page,
        size: query.size,
        totalElements: matching.length,
        totalPages: Math.max(1, Math.ceil(matching.length / query.size)),
      },
    };
  };
}

function Things() {
  const { query, list } = useLoaderData<ReturnType<ReturnType<typeof loaderFor>>>();
  const state = useListState(SPEC, query);
  return (
    <ListView
      state={state}
      list={list}
      saved={false}
      filtersLabel="Filter things"
      empty="No things"
      caption="Things"
      head={
        <>
          <SortHeader field="name" label="Name" state={state} />
          <SortHeader field="category" label="Category" state={state} />
        </>
      }
    >
      {list.content.map((row) => (
        <tr key={row}>
          <td>{row}</td>
          <td />
        </tr>
      ))}
    </ListView>
  );
}

function renderThings(url: string) {
  const seen: string[] = [];
  const Stub = createRemixStub([{ path: "/things", Component: Things, loader: loaderFor(seen) }]);
  render(<Stub initialEntries={[url]} future={APP_FUTURE} />);
  return seen;
}

describe("list building block", () => {
  it("counts the rows, sorts by links with aria-sort, and pages keeping the filters", async () => {
    renderThings("/things?name=thing");
    expect(await screen.findByText("Showing 1–20 of 45")).toBeTruthy();
    const name = screen.getByRole("columnheader", { name: /Name/ });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: /Category/ }).getAttribute("aria-sort")).toBeNull();
    expect(within(name).getByRole("link").getAttribute("href")).toBe("/things?name=thing&sort=name%2Cdesc");
    expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/things?name=thing&page=1");
    expect(screen.getByRole("link", { name: "Clear all filters" }).getAttribute("href")).toBe(
      "/things?saved=off",
    );
  });

  it("applies a text filter as it is typed, after a pause, with the focus kept in the field", async () => {
    const seen = renderThings("/things");
    const field = await screen.findByRole("searchbox", { name: "Search by name" });
    field.focus();
    fireEvent.change(field, { target: { value: "Thing 4" } });
    await waitFor(() => expect(seen).toContain("?name=Thing+4"));
    expect(await screen.findByText("Showing 1–7 of 7")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe("Thing 4");
    const clear = screen.getByRole("link", { name: "Clear Search by name: Thing 4" });
    expect(clear.getAttribute("href")).toBe("/things?saved=off");
  });

  it("applies a date typed digit by digit once, after the pause, not at each valid year on the way", async () => {
    const seen = renderThings("/things");
    const from = await screen.findByLabelText("From");
    from.focus();
    fireEvent.change(from, { target: { value: "0202-03-01" } });
    fireEvent.change(from, { target: { value: "2026-03-01" } });
    await waitFor(() => expect(seen).toContain("?effectiveFrom=2026-03-01"));
    expect(seen.filter((query) => query.includes("effectiveFrom"))).toEqual(["?effectiveFrom=2026-03-01"]);
  });

  it("shows why a date range was not applied next to its field, keeping the dates", async () => {
    renderThings("/things?effectiveFrom=2026-03-01&effectiveTo=2026-02-01");
    const to = await screen.findByLabelText("To");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect((to as HTMLInputElement).value).toBe("2026-02-01");
    expect(screen.getByText("The end date must be on or after the start date.")).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-03-01");
  });

  it("says when nothing matches, with a way back to every row", async () => {
    renderThings("/things?name=nothing");
    expect(await screen.findByText("No things")).toBeTruthy();
    expect(screen.getByTestId("empty-state").querySelector("a")?.getAttribute("href")).toBe(
      "/things?saved=off",
    );
  });
});

const OFFERED: ListSpec = {
  id: "offered",
  filters: [
    { kind: "text", name: "stage", max: 20, label: "members:filters.stage", any: "members:filters.anyValue" },
  ],
  pageSizes: [20],
};

function renderOffered(url: string, stages: string[]) {
  const seen: string[] = [];
  function Offered() {
    const { query } = useLoaderData<{ query: ReturnType<typeof parseListQuery> }>();
    const state = useListState(
      OFFERED,
      query,
      stages.length ? { stage: stages.map((s) => ({ value: s, label: s })) } : {},
    );
    return (
      <ListView
        state={state}
        list={{ content: [], number: 0, size: 20, totalElements: 0, totalPages: 1 }}
        saved={false}
        filtersLabel="Filter patients"
        empty="No patients"
        caption="Patients"
        head={<th>Name</th>}
      >
        {null}
      </ListView>
    );
  }
  const loader = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    seen.push(url.search);
    return { query: parseListQuery(OFFERED, url.searchParams) };
  };
  const Stub = createRemixStub([{ path: "/patients", Component: Offered, loader }]);
  render(<Stub initialEntries={[url]} future={APP_FUTURE} />);
  return seen;
}

describe("a text filter whose values the page offers (decision 029)", () => {
  it("is a select of the offered values that applies when one is chosen, keeping a value no longer offered", async () => {
    const seen = renderOffered("/patients?stage=0", ["I", "II"]);
    const select = (await screen.findByRole("combobox", { name: "Stage" })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Any", "I", "II", "0"]);
    expect(select.value).toBe("0");
    fireEvent.change(select, { target: { value: "II" } });
    await waitFor(() => expect(seen).toContain("?stage=II"));
  });

  it("is a text box when the page offers no values", async () => {
    renderOffered("/patients", []);
    expect(await screen.findByRole("searchbox", { name: "Stage" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Stage" })).toBeNull();
  });
});

describe("tabs", () => {
  it("are links in a labelled nav, the page shown marked current, not the ones above or beside it", async () => {
    const Page = () => (
      <Tabs
        label="Organization pages"
        tabs={[
          { to: "/org/1", label: "Overview" },
          { to: "/org/1/lanes", label: "Clinic lanes" },
        ]}
      />
    );
    const Stub = createRemixStub([
      { path: "/org/:id", Component: Page },
      { path: "/org/:id/lanes", Component: Page },
    ]);
    render(<Stub initialEntries={["/org/1/lanes?date=2031-05-20"]} future={APP_FUTURE} />);
    const nav = await screen.findByRole("navigation", { name: "Organization pages" });
    expect(within(nav).queryByRole("tablist")).toBeNull();
    expect(within(nav).getByRole("link", { name: "Clinic lanes" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
  });
});
