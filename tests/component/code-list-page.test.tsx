import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { Outlet } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { CodeListPage } from "~/components/code-list/list-page";
import type { CodeListData, CodeListType } from "~/domain/code-lists";
import { MASTER_DATA_LISTS } from "~/domain/code-lists/master-data";
import { MODIFIERS } from "~/domain/code-lists/modifiers";
import { REASON_CODES } from "~/domain/code-lists/reason-codes";
import { parseListQuery } from "~/domain/list-query";
import { codeListSpec } from "~/domain/code-lists";

/**
 * The code-list page offers "add" for every list with a form (payers too, whose rows open a page
 * of their own), and not for a read-only list (master data's devices: no fields), whatever the
 * user may do.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

async function renderList(type: CodeListType, more: Partial<CodeListData> = {}) {
  const data: CodeListData = {
    search: "",
    query: parseListQuery(codeListSpec(type), new URLSearchParams()),
    saved: false,
    view: "list",
    list: {
      content: [{ id: "x-1", name: "Cuff 1", payerName: "Medi-Cal" }],
      totalElements: 1,
      totalPages: 1,
      number: 0,
      size: 20,
    },
    groups: null,
    select: "",
    selectError: null,
    ...more,
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

describe("a code list's page", () => {
  it("offers add on a list with a form, even one whose rows have no edit action", async () => {
    expect(REASON_CODES.edit).toBe(false);
    await renderList(REASON_CODES);
    expect(screen.getByRole("link", { name: "Create reason code" }).getAttribute("href")).toBe(
      `${REASON_CODES.path}/new`,
    );
  });

  it("offers edit and delete only on the rows the user may change (decision 054)", async () => {
    await renderList(MODIFIERS, {
      list: {
        content: [
          { id: "mod-1", code: "25", description: "The network's", ownerOrganizationId: null },
          { id: "mod-2", code: "D1", description: "The tree's own", ownerOrganizationId: "org-1" },
        ],
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 20,
      },
      changeable: ["mod-2"],
    });
    // The delete control is a link without JavaScript, a button opening the dialog with it.
    const control = (name: string) =>
      screen.queryByRole("link", { name }) ?? screen.queryByRole("button", { name });
    expect(control("Edit D1")).not.toBeNull();
    expect(control("Delete D1")).not.toBeNull();
    expect(control("Edit 25")).toBeNull();
    expect(control("Delete 25")).toBeNull();
  });

  it("offers no add on a read-only list", async () => {
    await renderList(MASTER_DATA_LISTS.devices);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Devices");
    expect(screen.queryByRole("link", { name: /Add/ })).toBeNull();
  });
});
