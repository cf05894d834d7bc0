import type { ActionFunctionArgs } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useLoaderData, useLocation } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { ListView, SortHeader, useListState } from "~/components/list/list-view";
import { Td, Th } from "~/components/table";
import { moveColumn, parseLayout, savedLayout, showOnly } from "~/domain/grid-layout";
import { parseListQuery, type ListSpec } from "~/domain/list-query";

/** The Columns control with JS: it posts through a fetcher, the table follows, the focus stays. */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const SPEC: ListSpec = {
  id: "things",
  filters: [{ kind: "text", name: "name", label: "billing:feeSchedules.searchName" }],
  sort: { fields: ["name"], initial: { field: "name", direction: "asc" } },
  pageSizes: [20],
  columns: [
    { id: "name", label: "billing:feeSchedules.name", hideable: false },
    { id: "category", label: "billing:feeSchedules.category" },
    { id: "payer", label: "billing:feeSchedules.payer" },
  ],
};
const COLUMNS = SPEC.columns!;
const ROWS = [
  { id: "1", name: "Thing 1", category: "A", payer: "P1" },
  { id: "2", name: "Thing 2", category: "B", payer: "P2" },
];

/** The server's side in a few lines: the layout kept where the cookie would keep it. */
function serverFor(posts: FormData[]) {
  let saved: string | null = null;
  return {
    loader: ({ request }: { request: Request }) => {
      const query = parseListQuery(SPEC, new URL(request.url).searchParams);
      const layout = parseLayout(COLUMNS, saved);
      const list = { content: ROWS, number: 0, size: 20, totalElements: 2, totalPages: 1 };
      return { query, list, layout: { layout, saved: saved !== null, open: false } };
    },
    action: async ({ request }: ActionFunctionArgs) => {
      const form = await request.formData();
      posts.push(form);
      const [intent, column = ""] = String(form.get("intent")).split(":");
      let layout = showOnly(
        COLUMNS,
        parseLayout(COLUMNS, String(form.get("layout"))),
        form.getAll("shown").map(String),
      );
      if (intent === "moveUp" || intent === "moveDown")
        layout = moveColumn(layout, column, intent === "moveUp" ? "up" : "down");
      saved = intent === "resetLayout" ? null : savedLayout(COLUMNS, layout);
      return { layoutSaved: saved !== null };
    },
  };
}

function Things() {
  const { query, list, layout } = useLoaderData<ReturnType<ReturnType<typeof serverFor>["loader"]>>();
  const state = useListState(SPEC, query);
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.key}</p>
      <ListView
        state={state}
        list={list}
        saved={false}
        filtersLabel="Filter things"
        empty="No things"
        caption="Things"
        grid={{
          layout,
          rowKey: (row) => row.id,
          head: (column) =>
            column === "name" ? <SortHeader field="name" label="Name" state={state} /> : <Th>{column}</Th>,
          cell: (row, column) => <Td>{row[column as keyof typeof row]}</Td>,
        }}
      />
    </>
  );
}

function renderThings() {
  const posts: FormData[] = [];
  const { loader, action } = serverFor(posts);
  const Stub = createRemixStub([{ path: "/things", Component: Things, loader, action }]);
  render(<Stub initialEntries={["/things?name=thing"]} future={APP_FUTURE} />);
  return posts;
}

const headers = () => screen.getAllByRole("columnheader").map((th) => th.textContent?.replace(/\(.*\)/, ""));
const firstRow = () =>
  within(screen.getAllByRole("row")[1]!)
    .getAllByRole("cell")
    .map((td) => td.textContent);

describe("the Columns control with JS", () => {
  it("moves a column through a fetcher: the table follows in place and the focus stays on the button", async () => {
    const posts = renderThings();
    await screen.findByText("Columns");
    await waitFor(() => expect(document.querySelector('input[name="js"]')).not.toBeNull());
    expect(headers()).toEqual(["Name", "category", "payer"]);
    const location = screen.getByTestId("location").textContent;

    const down = screen.getByRole("button", { name: "Move down Name" });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(headers()).toEqual(["category", "Name", "payer"]));
    expect(firstRow()).toEqual(["A", "Thing 1", "P1"]);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.get("intent")).toBe("moveDown:name");
    expect(posts[0]!.get("js")).toBe("1");
    expect(screen.getByTestId("location").textContent).toBe(location);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move down Name" })),
    );
  });

  it("hides an unticked column on Save layout, keeps the name, and resets to the default", async () => {
    renderThings();
    const payer = await screen.findByRole("checkbox", { name: "Payer" });
    const name = screen.getByRole("checkbox", { name: "Name" }) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(name.checked).toBe(true);
    await waitFor(() => expect(document.querySelector('input[name="js"]')).not.toBeNull());
    fireEvent.click(payer);
    fireEvent.click(screen.getByRole("button", { name: "Save layout" }));
    await waitFor(() => expect(headers()).toEqual(["Name", "category"]));
    expect(screen.getByText("(your saved layout)")).toBeTruthy();

    const up = screen.getByRole("button", { name: "Move up Name" });
    expect(up.getAttribute("aria-disabled")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Reset to default" }));
    await waitFor(() => expect(headers()).toEqual(["Name", "category", "payer"]));
    expect((screen.getByRole("checkbox", { name: "Payer" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText("(your saved layout)")).toBeNull();
  });
});
