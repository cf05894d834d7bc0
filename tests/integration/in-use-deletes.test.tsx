import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { getI18n } from "~/i18n/i18n.server";
import MasterDataDelete, {
  loader as masterDataDeleteLoader,
} from "~/routes/provider+/master-data+/$type.$itemId.delete";
import ModifierDelete, {
  loader as modifierDeleteLoader,
} from "~/routes/provider+/billing+/modifiers.$modifierId.delete";
import TherapyDelete, {
  loader as therapyDeleteLoader,
} from "~/routes/provider+/care-plans+/therapies.$therapyId.delete";
import { masterDataCalls } from "../mocks/master-data";
import { server } from "../mocks/server";
import { staffGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { programs } from "@contract/programs";
import { billing } from "@contract/billing";
import { carePlans } from "@contract/care-plans";

/**
 * A refused delete is refused before anyone confirms it (issue 38): the delete page of a value in
 * use reads its count from the upstream's list row (`usage`) and shows the reason and the count,
 * with no "Yes, delete" and no "This cannot be undone"; an unused value keeps both. Each page is
 * its route's loader against the mocked upstream, rendered as the server renders it (no JS).
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

/** The page as the server sends it: the route's component with its loader's data, in English. */
async function page(Component: ComponentType, data: unknown) {
  const Stub = createRemixStub([
    { id: "page", path: "/page", Component, loader: () => data as Record<string, unknown> },
  ]);
  // The stub's router is the browser's: React says its layout effects do nothing on a server.
  const quiet = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) console.warn(...args);
  });
  const html = renderToString(
    <I18nextProvider i18n={await getI18n("en-US")}>
      <Stub initialEntries={["/page"]} hydrationData={{ loaderData: { page: data } }} future={APP_FUTURE} />
    </I18nextProvider>,
  );
  quiet.mockRestore();
  // Text as a person reads it: tags out, entities and spaces folded.
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const programType = (usage: Record<string, number>) => ({
  id: "md-pt-9",
  name: "Prevention",
  description: "Screening and vaccination programs",
  usage,
});

async function programTypeDeletePage(usage: Record<string, number>) {
  server.use(
    onCall(programs.programTypes, () =>
      answerOf(programs.programTypes, {
        content: [programType(usage)],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 20,
      }),
    ),
  );
  const data = await masterDataDeleteLoader({
    ...staffGet("/provider/master-data/program-type/md-pt-9/delete?name=Prevention", PRIVILEGE.SUPER_ADMIN),
    params: { type: "program-type", itemId: "md-pt-9" },
  });
  return {
    data: data as { canDelete: boolean; reason: string | null },
    text: await page(MasterDataDelete, data),
  };
}

beforeEach(() => {
  masterDataCalls.length = 0;
});

describe("the delete page of a value in use", () => {
  it("says a program type is used by 1 program and offers no delete", async () => {
    const { data, text } = await programTypeDeletePage({ programs: 1 });
    expect(data.canDelete).toBe(false);
    expect(data.reason).toBe("Prevention cannot be deleted: it is used by 1 program.");
    expect(text).toContain("Delete this value?");
    expect(text).toContain("It cannot be deleted while other records refer to it.");
    expect(text).toContain("Prevention cannot be deleted: it is used by 1 program.");
    expect(text).not.toContain("Yes, delete");
    expect(text).not.toContain("This cannot be undone");
    expect(text).toContain("Go back");
  });

  it("counts every kind of record, each in its own plural, grouped for the language", async () => {
    const { text } = await programTypeDeletePage({ programs: 1204, patients: 1, somethingNew: 2 });
    expect(text).toContain(
      "Prevention cannot be deleted: it is used by 1,204 programs, 1 patient, and 2 records.",
    );
    expect(text).not.toContain("Yes, delete");
  });

  it("offers the delete of an unused value, saying it cannot be undone", async () => {
    const { data, text } = await programTypeDeletePage({ programs: 0 });
    expect(data.canDelete).toBe(true);
    expect(text).toContain("You are about to delete Prevention");
    expect(text).toContain("This cannot be undone.");
    expect(text).toContain("Yes, delete");
  });

  it("does the same for a billing code, in billing's words", async () => {
    server.use(
      onCall(billing.listModifiers, () =>
        answerOf(billing.listModifiers, {
          data: {
            content: [{ id: "mod-7", code: "25", description: "Significant visit", usage: { entries: 1 } }],
            totalElements: 1,
            totalPages: 1,
            number: 0,
            size: 20,
          },
        }),
      ),
    );
    const data = await modifierDeleteLoader({
      ...staffGet("/provider/billing/modifiers/mod-7/delete?code=25", PRIVILEGE.SUPER_ADMIN),
      params: { modifierId: "mod-7" },
    });
    const text = await page(ModifierDelete, data);
    expect(text).toContain("Modifier 25 is used by 1 fee schedule entry.");
    expect(text).not.toContain("Yes, delete");
  });

  it("does the same for a therapy type a plan's tasks use", async () => {
    server.use(
      onCall(carePlans.therapyTypes, () =>
        answerOf(carePlans.therapyTypes, {
          content: [
            {
              id: "th-1",
              name: "Quad sets",
              taskTypeId: 5,
              entityType: "ORGANIZATION",
              entityId: "org-1",
              usage: { carePlanTasks: 3 },
            },
          ],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 200,
        }),
      ),
    );
    const data = await therapyDeleteLoader({
      ...staffGet("/provider/care-plans/therapies/th-1/delete"),
      params: { therapyId: "th-1" },
    });
    const text = await page(TherapyDelete, data);
    expect(text).toContain("The therapy type Quad sets cannot be deleted: it is used by 3 care plan tasks.");
    expect(text).not.toContain("Are you sure");
    expect(text).not.toContain("Yes, delete");
  });
});
