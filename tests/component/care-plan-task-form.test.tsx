import { createRemixStub } from "@remix-run/testing";
import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { TaskForm, type TaskFormOptions } from "~/components/care-plans/task-form";
import { taskSchema } from "~/domain/care-plan-schemas";
import { formConstraint } from "~/http/form-constraints.server";

/**
 * The add-task form with JS: its therapy list follows the task type, and the fields the action
 * finds missing are listed.
 */

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

/**
 * The form as its page runs it: the constraint attributes computed on the server, and the
 * action's reply (parseWithZod on the server, decision 046) as its last result.
 */
function renderForm(isSubtask = false, lastResult?: SubmissionResult<string[]>) {
  const posts: FormData[] = [];
  const schema = taskSchema(OPTIONS.weeks, isSubtask);
  const Stub = createRemixStub([
    {
      path: "/task",
      Component: () => {
        const reply = useActionData<{ result: SubmissionResult<string[]> }>();
        return (
          <TaskForm
            constraint={formConstraint(schema)}
            lastResult={reply?.result ?? lastResult}
            options={OPTIONS}
            isSubtask={isSubtask}
            submitLabel="Add task"
            cancelHref="/"
            defaultValue={{ count: "1" }}
          />
        );
      },
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        return { result: parseWithZod(form, { schema }).reply() };
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

  it("renders the constraint attributes the server computed from the schema", async () => {
    renderForm();
    const name = (await screen.findByLabelText("Task name")) as HTMLInputElement;
    expect(name.required).toBe(true);
    // No maxLength: the browser would cut a longer text without a word; the action says "too long".
    expect(name.hasAttribute("maxlength")).toBe(false);
    expect((screen.getByLabelText("Week") as HTMLSelectElement).required).toBe(true);
    const count = screen.getByLabelText("How many times") as HTMLInputElement;
    expect(count.required).toBe(false);
    expect([count.min, count.max]).toEqual(["1", "99"]);
    expect((screen.getByLabelText("Task type") as HTMLSelectElement).required).toBe(true);
  });

  it("sends the form to the action, then lists every missing field after the spec's sentence", async () => {
    const posts = renderForm();
    fireEvent.click(await screen.findByRole("button", { name: "Add task" }));
    expect(
      await screen.findByText("Please fill out the following fields: Task name, Task type, Week"),
    ).toBeTruthy();
    expect(posts).toHaveLength(1);
  });

  it("keeps what was typed when the action refuses it", async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText("Task name"), { target: { value: "Stretch" } });
    fireEvent.click(screen.getByRole("button", { name: "Add task" }));
    expect(await screen.findByText("Please fill out the following fields: Task type, Week")).toBeTruthy();
    expect((screen.getByLabelText("Task name") as HTMLInputElement).value).toBe("Stretch");
    expect(screen.getByLabelText("Task name").getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.getByLabelText("Week").getAttribute("aria-invalid")).toBe("true");
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
