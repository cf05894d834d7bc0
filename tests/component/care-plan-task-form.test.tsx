import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { TaskForm, type TaskFormOptions } from "~/components/care-plans/task-form";
import { taskSchema } from "~/domain/care-plan-schemas";

/** The add-task form with JS: its therapy list follows the task type, and missing fields are listed. */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const OPTIONS: TaskFormOptions = {
  weeks: 3,
  therapies: [
    { id: "th-1", name: "Quad sets", taskTypeId: 5, weekly: 3, eachSet: 10, weekDays: ["MON", "THU"] },
    { id: "th-2", name: "Low-salt meals", taskTypeId: 6, daily: 2 },
  ],
  locations: [{ id: "clinic-1", name: "North Clinic" }],
  performers: [{ id: "perf-1", name: "Maya Patel" }],
  serviceTypes: [],
};

function renderForm(isSubtask = false, lastResult?: Parameters<typeof TaskForm>[0]["lastResult"]) {
  const posts: FormData[] = [];
  const Stub = createRemixStub([
    {
      path: "/task",
      Component: () => (
        <TaskForm
          lastResult={lastResult}
          options={OPTIONS}
          isSubtask={isSubtask}
          submitLabel="Add task"
          cancelHref="/"
          defaultValue={{ count: "1" }}
        />
      ),
      action: async ({ request }) => {
        posts.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/task"]} future={APP_FUTURE} />);
  return posts;
}

describe("the task form with JS", () => {
  it("narrows the therapy types to the chosen task type and shows the chosen therapy's figures", async () => {
    renderForm();
    const therapy = (await screen.findByLabelText("Therapy type")) as HTMLSelectElement;
    const names = () =>
      within(therapy)
        .getAllByRole("option")
        .map((o) => o.textContent);
    expect(names()).toEqual(["No therapy type", "Quad sets", "Low-salt meals"]);
    fireEvent.change(screen.getByLabelText("Task type"), { target: { value: "6" } });
    await waitFor(() => expect(names()).toEqual(["No therapy type", "Low-salt meals"]));
    fireEvent.change(screen.getByLabelText("Task type"), { target: { value: "5" } });
    fireEvent.change(therapy, { target: { value: "th-1" } });
    expect(await screen.findByText("3 a week · 10 in each set · on Monday, Thursday")).toBeTruthy();
  });

  it("lists every missing field after the spec's sentence and posts nothing", async () => {
    const posts = renderForm();
    fireEvent.click(await screen.findByRole("button", { name: "Add task" }));
    expect(
      await screen.findByText("Please fill out the following fields: Task name, Task type, Week"),
    ).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it("asks a subtask for its week in the spec's words", async () => {
    renderForm(true);
    fireEvent.change(await screen.findByLabelText("Task name"), { target: { value: "Stretch" } });
    fireEvent.change(screen.getByLabelText("Task type"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Add task" }));
    expect((await screen.findAllByText("Please select a week for the new subtask")).length).toBeGreaterThan(
      0,
    );
  });

  it("ties an error about the therapy type to its field", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Walk",
      taskTypeId: "5",
      week: "1",
      therapyTypeId: "../th",
    }))
      form.append(name, value);
    renderForm(false, parseWithZod(form, { schema: taskSchema(3) }).reply());
    const therapy = await screen.findByLabelText("Therapy type");
    expect(therapy.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(therapy.getAttribute("aria-describedby")!);
    expect(described?.textContent).toContain("Choose one of the options");
  });
});
