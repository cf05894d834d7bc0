import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DayGrid } from "~/components/clinic-setup/day-grid";
import { gridHours, gridTimes, type LaneTimes } from "~/domain/clinic-day";

/** The clinic day's grid with JavaScript: a range picked by dragging or by Shift+arrows. */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

function renderGrid(picks: LaneTimes[]) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <DayGrid
          caption="Lanes"
          hours={gridHours().map((h) => ({ label: h.time, span: h.span }))}
          slots={gridTimes().map((time) => ({ time, label: time, href: `/new?start=${time}` }))}
          rows={[]}
          editable
          onPick={(range) => picks.push(range)}
        />
      ),
    },
  ]);
  render(<Stub future={APP_FUTURE} />);
}

describe("picking a lane's times on the grid", () => {
  it("takes the quarter hours dragged across, ends included", async () => {
    const picks: LaneTimes[] = [];
    renderGrid(picks);
    const nine = await screen.findByRole("link", { name: /09:00/ });
    const ten = screen.getByRole("link", { name: /10:15/ });
    fireEvent.pointerDown(nine);
    fireEvent.pointerEnter(ten);
    fireEvent.pointerUp(ten);
    expect(picks.at(-1)).toEqual({ startTime: "09:00", endTime: "10:30" });
  });

  it("extends the pick with Shift and the arrow keys", async () => {
    const picks: LaneTimes[] = [];
    renderGrid(picks);
    const one = await screen.findByRole("link", { name: /13:00/ });
    one.focus();
    fireEvent.keyDown(one, { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(screen.getByRole("link", { name: /13:15/ }), { key: "ArrowRight", shiftKey: true });
    expect(picks.at(-1)).toEqual({ startTime: "13:00", endTime: "13:45" });
    expect(document.activeElement).toBe(screen.getByRole("link", { name: /13:30/ }));
  });
});
