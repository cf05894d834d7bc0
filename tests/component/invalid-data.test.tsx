import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InvalidDataNotice } from "~/components/invalid-data";

/** The "invalid data entered" dialog of spec part 2 §8, as the server sends it and once JS runs. */

const ERRORS = [
  { field: "dueDate", message: "Value '13/45/2026' is not a date" },
  { field: "status", message: "No quotes here" },
];

// Without a way back (`backHref`) the notice needs no router.
const page = () => <InvalidDataNotice errors={ERRORS} />;

describe("InvalidDataNotice", () => {
  it("is an alert region in the server's HTML, the quoted part highlighted", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    const alert = within(container).getByRole("alert");
    expect(within(alert).getByRole("heading", { name: "invalid data entered" })).toBeTruthy();
    const items = within(alert).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Value '13/45/2026' is not a date", "No quotes here"]);
    expect(items[0]!.querySelector("mark")?.textContent).toBe("'13/45/2026' is not a date");
    expect(items[1]!.querySelector("mark")).toBeNull();
  });

  it("becomes a modal dialog with OK once the page is interactive", async () => {
    render(page());
    const dialog = await screen.findByRole("dialog", { name: "invalid data entered" });
    expect(within(dialog).getByText("'13/45/2026' is not a date").tagName).toBe("MARK");
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
