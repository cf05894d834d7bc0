import { createRemixStub } from "@remix-run/testing";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ActivityFeed, type ActivityFeedData } from "~/components/events/activity-feed";
import { LiveEventsProvider } from "~/events/live-events";

/**
 * A patient's activity feed with live events. The relay reads activities a little late, so the
 * event of an activity may arrive after the page that shows it was read, opened and marked
 * viewed: the page's copy stands (no "New" again), and an activity the page lacks arrives at the
 * top as new.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

/** The one EventSource the provider opens; the test sends its events. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  send(type: string, data: unknown, lastEventId: string) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const original = globalThis.EventSource;
beforeEach(() => {
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});
afterEach(() => {
  globalThis.EventSource = original;
  FakeEventSource.current = null;
});

const note = (id: string, viewed: boolean) => ({
  id,
  stream: "note" as const,
  entityType: "NOTE",
  entityName: "Note",
  actor: "PATIENT",
  patientName: "Pat Rivera",
  createdAt: new Date().toISOString(),
  note: `Note ${id}`,
  viewed,
});

function renderFeed() {
  const data: ActivityFeedData = {
    page: 0,
    totalPages: 1,
    totalElements: 1,
    items: [note("act-1", true)],
    renderedAt: new Date().toISOString(),
  };
  const Stub = createRemixStub([
    {
      path: "/activity",
      Component: () => (
        <LiveEventsProvider enabled>
          <ActivityFeed data={data} patientId="p-1" detailPath={(id) => `/activity/${id}`} />
        </LiveEventsProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/activity"]} future={APP_FUTURE} />);
}

const entry = (id: string) => document.querySelector(`[data-activity-id="${id}"]`);

describe("the activity feed's live events", () => {
  it("keeps the page's copy of an activity it already shows: opened stays opened", async () => {
    renderFeed();
    await screen.findByText("Note act-1");
    const { createdAt, ...activity } = note("act-1", false);
    act(() =>
      FakeEventSource.current!.send(
        "activity",
        { stream: "note", activity: { ...activity, patientId: "p-1", createdAt } },
        "e-1",
      ),
    );
    expect(document.querySelectorAll('[data-activity-id="act-1"]')).toHaveLength(1);
    expect(entry("act-1")!.textContent).not.toContain("New");
  });

  it("puts an activity the page lacks at the top, new", async () => {
    renderFeed();
    await screen.findByText("Note act-1");
    const { createdAt, ...activity } = note("act-2", false);
    act(() =>
      FakeEventSource.current!.send(
        "activity",
        { stream: "note", activity: { ...activity, patientId: "p-1", createdAt } },
        "e-2",
      ),
    );
    const items = [...document.querySelectorAll("[data-activity-id]")].map((li) =>
      li.getAttribute("data-activity-id"),
    );
    expect(items).toEqual(["act-2", "act-1"]);
    expect(entry("act-2")!.textContent).toContain("New");
  });
});
