import type { LoaderFunctionArgs } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useLoaderData } from "@remix-run/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ListView, useListState } from "~/components/list/list-view";
import { listSearch, parseListQuery, type ListQuery, type ListSpec } from "~/domain/list-query";

/** The list block's multi-value filter (decision 043): repeated parameters, checkboxes in a disclosure. */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const SPEC: ListSpec = {
  id: "multi",
  filters: [
    { kind: "multi", name: "states", label: "claims:filters.state", any: "claims:filters.anyState" },
    {
      kind: "multi",
      name: "claimStatus",
      label: "claims:filters.claimStatus",
      any: "claims:filters.anyStatus",
      options: ["PAID", "DENIED"],
      optionLabel: "claims:status.",
    },
  ],
  pageSizes: [20],
};

function renderList(url: string, states: string[]) {
  const seen: string[] = [];
  function Multi() {
    const { query } = useLoaderData<{ query: ListQuery }>();
    const state = useListState(SPEC, query, {
      states: states.map((s) => ({ value: s, label: `State ${s}` })),
    });
    return (
      <main>
        <h1>Claims</h1>
        <ListView
          state={state}
          list={{ content: [], number: 0, size: 20, totalElements: 0, totalPages: 1 }}
          saved={false}
          filtersLabel="Filter claims"
          empty="No claims"
          caption="Claims"
          head={<th>Number</th>}
        >
          {null}
        </ListView>
      </main>
    );
  }
  const loader = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    seen.push(url.search);
    return { query: parseListQuery(SPEC, url.searchParams) };
  };
  const Stub = createRemixStub([{ path: "/claims", Component: Multi, loader }]);
  const { container } = render(<Stub initialEntries={[url]} future={APP_FUTURE} />);
  return { seen, container };
}

describe("the multi-value filter", () => {
  it("reads repeated and comma-separated values, drops what it does not take, and writes them repeated", () => {
    const query = parseListQuery(
      SPEC,
      new URLSearchParams("states=CA&states=NY,CA&states=%3Cx%3E&claimStatus=PAID&claimStatus=LOST"),
    );
    expect(query.filters).toEqual({ states: "CA,NY", claimStatus: "PAID" });
    expect(listSearch(SPEC, query)).toBe("?states=CA&states=NY&claimStatus=PAID");
  });

  it("is a group of checkboxes in a disclosure, the chosen ones checked, one applying on change", async () => {
    const { seen } = renderList("/claims?states=CA", ["CA", "NY", "WA"]);
    const group = await screen.findByRole("group", { name: "State" });
    expect(within(group).getByText("Chosen: 1")).toBeTruthy();
    const ca = within(group).getByRole("checkbox", { name: "State CA" }) as HTMLInputElement;
    const ny = within(group).getByRole("checkbox", { name: "State NY" }) as HTMLInputElement;
    expect(ca.checked).toBe(true);
    expect(ny.checked).toBe(false);
    fireEvent.click(ny);
    await waitFor(() => expect(seen).toContain("?states=CA&states=NY"));
    expect(await within(group).findByText("Chosen: 2")).toBeTruthy();
    // The summary names both, and clearing the filter drops every value of it.
    const clear = screen.getByRole("link", { name: "Clear State: State CA, State NY" });
    expect(clear.getAttribute("href")).toBe("/claims?saved=off");
  });

  it("labels its own options, keeps a chosen value the page no longer offers, and passes axe", async () => {
    const { container } = renderList("/claims?states=OR&claimStatus=DENIED", ["CA"]);
    const statuses = await screen.findByRole("group", { name: "Claim status" });
    expect(
      within(statuses)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["PAID", "DENIED"]);
    expect(within(statuses).getByRole("checkbox", { name: "Denied" })).toHaveProperty("checked", true);
    const states = screen.getByRole("group", { name: "State" });
    expect(within(states).getByRole("checkbox", { name: "OR" })).toHaveProperty("checked", true);
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("is a text box taking values separated by commas when the page offers none", async () => {
    const { seen } = renderList("/claims", []);
    const box = await screen.findByRole("searchbox", { name: "State" });
    fireEvent.change(box, { target: { value: "ca,ny" } });
    await waitFor(() => expect(seen).toContain("?states=ca&states=ny"));
  });
});
