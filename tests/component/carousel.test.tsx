import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "~/components/carousel";

/**
 * The carousel (spec part 1 §9): a wrapping row of every item in the server's HTML; once JS runs,
 * one sideways row showing as many as fit, with previous and next and the position.
 */

const ITEMS = ["Flu shot", "COVID-19 vaccine", "Blood pressure check", "Eye exam", "Hearing test"];
const page = () => (
  <Carousel label="Services" items={ITEMS} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} />
);

let width = 600;
let scrolledTo: number[] = [];
beforeEach(() => {
  scrolledTo = [];
  // jsdom lays nothing out: the frame and the row are as wide as the test says.
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(() => width);
  HTMLElement.prototype.scrollTo = function scrollTo(options?: ScrollToOptions | number) {
    scrolledTo.push(typeof options === "object" ? (options.left ?? 0) : (options ?? 0));
  } as typeof HTMLElement.prototype.scrollTo;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.restoreAllMocks());

describe("Carousel", () => {
  it("sends every item as a wrapping row, with no buttons, in the server's HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    const region = within(container).getByRole("region", { name: "Services" });
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(ITEMS);
    expect(within(region).queryAllByRole("button")).toEqual([]);
    expect(region.querySelector("ul")?.className).toContain("grid-cols-[repeat(auto-fill");
  });

  it("shows as many as fit once hydrated, and pages through them", async () => {
    width = 600; // two items of 16rem with a 1rem gap
    render(page());
    const region = screen.getByRole("region", { name: "Services" });
    await within(region).findByText("1 to 2 of 5");
    expect(within(region).getAllByRole("listitem")).toHaveLength(5);
    const previous = within(region).getByRole("button", { name: "Previous" });
    const next = within(region).getByRole("button", { name: "Next" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(next);
    await within(region).findByText("3 to 4 of 5");
    fireEvent.click(next);
    // The last page is full: it starts at the fourth item.
    await within(region).findByText("4 to 5 of 5");
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(scrolledTo).toEqual([2 * 308, 3 * 308]);
    fireEvent.click(previous);
    await within(region).findByText("2 to 3 of 5");
  });

  it("stays a wrapping row when every item fits", async () => {
    width = 2000;
    render(page());
    const region = screen.getByRole("region", { name: "Services" });
    await waitFor(() => expect(region.querySelector("ul")?.className).toContain("auto-fill"));
    expect(within(region).queryAllByRole("button")).toEqual([]);
  });
});
