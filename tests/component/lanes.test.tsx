import { data, redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cancelSchema, messageSchema, updateSchema } from "~/domain/lanes-schemas";
import { formConstraints } from "~/http/form-constraints.server";
import Lanes, { type loader } from "~/routes/provider+/organizations+/$orgId.lanes";

/**
 * The lanes page with JavaScript: what the ticks, the bar and the panels do in the browser,
 * against stubbed loaders (the server side is tested in tests/integration/lanes.test.ts).
 */

type Page = Awaited<ReturnType<typeof loader>>;

const ORG = "org-1";
const LANES_URL = `/provider/organizations/${ORG}/lanes`;
const lane = (id: string, clinicName: string, start: string, hostName: string) => ({
  id,
  clinicId: "clinic-1",
  clinicName,
  timeZone: "America/New_York",
  hostId: `host-${id}`,
  hostName,
  start,
  end: "5:00 PM",
  zone: "EDT",
  patientCount: null,
});

function pageFor(date: string, overrides: Partial<Page> = {}): Page {
  return {
    pageTitle: "Clinic lanes",
    crumbs: [],
    organization: { id: ORG, name: "Demo Health", parentOrganizationId: null },
    date,
    dateLong: date,
    prevHref: `${LANES_URL}?date=2031-05-19`,
    nextHref: `${LANES_URL}?date=2031-05-21`,
    selectAllHref: `${LANES_URL}?date=${date}&lane=a&lane=b&lane=c`,
    clearHref: `${LANES_URL}?date=${date}`,
    clinics: [{ id: "clinic-1", name: "North" }],
    clinic: null,
    lanes: [lane("a", "North", "8:00 AM", "Dr. Ames"), lane("b", "North", "9:00 AM", "Dr. Bell")].concat(
      date === "2031-05-20" ? [lane("c", "North", "10:00 AM", "Dr. Cole")] : [],
    ),
    selected: [],
    view: null,
    hosts: [{ id: "host-9", name: "Dr. Nine" }],
    patientCount: null,
    minDate: "2031-05-20",
    constraints: formConstraints({
      update: updateSchema("2031-05-20"),
      cancel: cancelSchema,
      message: messageSchema,
    }),
    idempotencyKey: crypto.randomUUID(),
    outcome: null,
    ...overrides,
  };
}

/** The Remix future flags of vite.config.ts. */
const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

/** Patients per lane in the stubbed count route: a selection's count is their sum. */
const PATIENTS: Record<string, number> = { a: 3, b: 4, c: 5 };

function renderLanes(
  url: string,
  options: {
    /** Changes to the page the loader answers, by the number of its answer (0 first). */
    page?: (answer: number) => Partial<Page>;
    action?: (form: FormData) => Promise<Response | ReturnType<typeof data>>;
    /** What the signed-in user may do, as the provider layout tells the page (decision 015). */
    capabilities?: string[];
  } = {},
) {
  const counted: string[][] = [];
  const posted: FormData[] = [];
  let answers = 0;
  const Stub = createRemixStub([
    {
      id: "routes/provider+/_layout",
      path: "/provider",
      loader: () => ({ capabilities: options.capabilities ?? ["lanes.read", "lanes.act"] }),
      Component: Outlet,
      children: [
        {
          path: "/provider/organizations/:orgId/lanes",
          Component: Lanes,
          loader: ({ request }) => {
            const date = new URL(request.url).searchParams.get("date") ?? "2031-05-20";
            return pageFor(date, options.page?.(answers++) ?? {});
          },
          action: async ({ request }) => {
            const form = await request.formData();
            posted.push(form);
            return options.action ? options.action(form) : null;
          },
          // As in the app (single fetch): a refused form does not reload the page's data.
          shouldRevalidate: ({ actionStatus, defaultShouldRevalidate }) =>
            actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate,
        },
        {
          path: "/provider/organizations/:orgId/lane-patient-count",
          loader: ({ request }) => {
            const ids = new URL(request.url).searchParams.getAll("lane");
            counted.push(ids);
            return { key: ids.join(","), count: ids.reduce((sum, id) => sum + (PATIENTS[id] ?? 0), 0) };
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[url]} future={APP_FUTURE} />);
  return { counted, posted };
}

const laneBox = (id: string) => screen.getByRole("checkbox", { name: new RegExp(`, host Dr\\. ${id}$`) });
const selectedCount = () => screen.getByTestId("lanes-selected-count");
const hiddenLanes = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="lane"]')].map((i) => i.value);

/** The page after its first render, when the JS-only controls (select all) have replaced the links. */
const hydrated = () => screen.findByRole("checkbox", { name: "Select all lanes" });

/** A panel's form, once its lazy chunk has loaded. */
async function panel(formId: string) {
  await waitFor(() => expect(document.getElementById(formId)).not.toBeNull());
  return document.getElementById(formId)!;
}

async function openPanel(button: "Message" | "Update Lanes" | "Cancel Lanes", formId: string) {
  const bar = screen.getByTestId("lanes-selected-count").closest("form")!;
  fireEvent.click(within(bar).getByRole("button", { name: button }));
  return panel(formId);
}

describe("lanes page", () => {
  it("select all and single ticks change the count and the lanes a panel posts", async () => {
    renderLanes(`${LANES_URL}?date=2031-05-20`);
    await hydrated();
    expect(selectedCount().textContent).toBe("Lanes selected: 0");

    fireEvent.click(screen.getByRole("checkbox", { name: "Select all lanes" }));
    expect(selectedCount().textContent).toBe("Lanes selected: 3");
    expect(
      [laneBox("Ames"), laneBox("Bell"), laneBox("Cole")].map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true]);

    const form = await openPanel("Update Lanes", "lanes-update");
    expect(hiddenLanes(form)).toEqual(["a", "b", "c"]);
    expect(within(form).getByDisplayValue("update")).toHaveProperty("name", "intent");

    fireEvent.click(laneBox("Bell"));
    expect(selectedCount().textContent).toBe("Lanes selected: 2");
    expect(hiddenLanes(form)).toEqual(["a", "c"]);
    expect((screen.getByRole("checkbox", { name: "Select all lanes" }) as HTMLInputElement).checked).toBe(
      false,
    );

    // No lane left: the panel closes (spec part 1 §4).
    fireEvent.click(laneBox("Ames"));
    fireEvent.click(laneBox("Cole"));
    expect(selectedCount().textContent).toBe("Lanes selected: 0");
    expect(document.getElementById("lanes-update")).toBeNull();
  });

  it("asks the count route for the ticked lanes and shows its answer, once per selection", async () => {
    const { counted } = renderLanes(`${LANES_URL}?date=2031-05-20`);
    await hydrated();
    fireEvent.click(laneBox("Ames"));
    // Nothing is counted while no panel is open.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counted).toEqual([]);

    const form = await openPanel("Message", "lanes-message");
    await within(form).findByText("Patients affected: 3");
    expect(counted).toEqual([["a"]]);

    fireEvent.click(laneBox("Bell"));
    await within(form).findByText("Patients affected: 7");
    expect(counted).toEqual([["a"], ["a", "b"]]);

    // Back to a selection already counted: its count shows at once, with no new request.
    fireEvent.click(laneBox("Bell"));
    expect(within(form).getByText("Patients affected: 3")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counted).toEqual([["a"], ["a", "b"]]);
  });

  it("shows the loader's count for the selection it rendered without asking again", async () => {
    const { counted } = renderLanes(`${LANES_URL}?date=2031-05-20&lane=b&view=message`, {
      page: () => ({ selected: ["b"], view: "message", patientCount: 4 }),
    });
    const form = await panel("lanes-message");
    await within(form).findByText("Patients affected: 4");
    expect(hiddenLanes(form)).toEqual(["b"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counted).toEqual([]);
  });

  it("another day starts afresh: no ticks, no panel, that day's lanes and counts", async () => {
    const { counted } = renderLanes(`${LANES_URL}?date=2031-05-20`);
    await hydrated();
    fireEvent.click(laneBox("Ames"));
    await openPanel("Message", "lanes-message");
    await screen.findByText("Patients affected: 3");

    fireEvent.click(screen.getByRole("link", { name: "Next day" }));
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: /Dr\. Cole$/ })).toBeNull());
    expect(selectedCount().textContent).toBe("Lanes selected: 0");
    expect((laneBox("Ames") as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById("lanes-message")).toBeNull();

    // The count of a selection on the new day is asked for again.
    fireEvent.click(laneBox("Ames"));
    await openPanel("Message", "lanes-message");
    await screen.findByText("Patients affected: 3");
    expect(counted).toEqual([["a"], ["a"]]);
  });

  it("a refused post shows its panel again with the errors and what was typed, ticks kept", async () => {
    let answer: (reply: ReturnType<typeof data>) => void = () => {};
    const { posted } = renderLanes(`${LANES_URL}?date=2031-05-20`, {
      action: () => new Promise((resolve) => (answer = resolve)),
    });
    await hydrated();
    fireEvent.click(laneBox("Ames"));
    fireEvent.click(laneBox("Bell"));
    const form = await openPanel("Message", "lanes-message");
    await within(form).findByText("Patients affected: 7");
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Clinic opens late" } });
    fireEvent.click(within(form).getByRole("button", { name: "Message" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.getAll("lane")).toEqual(["a", "b"]);
    expect(posted[0]!.get("intent")).toBe("message");

    // Another view picked while the post is on its way...
    await openPanel("Cancel Lanes", "lanes-cancel");
    answer(
      data(
        {
          view: "message",
          result: {
            status: "error",
            initialValue: { intent: "message", lane: ["a", "b"], message: "Clinic opens late" },
            error: { "": ["lanes:flash.messageFailed"] },
          },
        },
        { status: 400 },
      ),
    );
    // ...gives way to the panel whose post was refused.
    const again = await panel("lanes-message");
    expect(await screen.findByText("Message could not send.")).toBeTruthy();
    expect(document.getElementById("lanes-cancel")).toBeNull();
    expect(within(again).getByLabelText("Message")).toHaveProperty("value", "Clinic opens late");
    expect(selectedCount().textContent).toBe("Lanes selected: 2");
    expect(hiddenLanes(again)).toEqual(["a", "b"]);
  });

  it("after an action the page starts afresh with the result panel", async () => {
    renderLanes(`${LANES_URL}?date=2031-05-20`, {
      page: (answer) => (answer === 0 ? {} : { outcome: { kind: "message", lanes: 1, patients: 3 } }),
      action: async () => redirect(`${LANES_URL}?date=2031-05-20`, 303),
    });
    await hydrated();
    fireEvent.click(laneBox("Ames"));
    const form = await openPanel("Message", "lanes-message");
    await within(form).findByText("Patients affected: 3");
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Hello" } });
    fireEvent.click(within(form).getByRole("button", { name: "Message" }));

    const result = await screen.findByTestId("lanes-result");
    expect(result.textContent).toContain("Message sent");
    expect(document.activeElement).toBe(result);
    expect(selectedCount().textContent).toBe("Lanes selected: 0");
    expect(document.getElementById("lanes-message")).toBeNull();
  });

  it("a role that may read lanes but not act on them sees the lanes without ticks or actions", async () => {
    renderLanes(`${LANES_URL}?date=2031-05-20&lane=a&view=update`, { capabilities: ["lanes.read"] });
    expect(await screen.findByText("Dr. Ames")).toBeTruthy();
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Update Lanes" })).toBeNull();
    expect(screen.queryByTestId("lanes-selected-count")).toBeNull();
    expect(document.getElementById("lanes-update")).toBeNull();
  });
});
