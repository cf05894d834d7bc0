import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GoalList } from "~/components/care-plans/goal-list";
import type { GoalView } from "~/domain/care-plans";
import type { TaskFormOptions } from "~/components/care-plans/task-form";
import { taskSchema } from "~/domain/care-plan-schemas";
import { formConstraints } from "~/http/form-constraints.server";

/** With JS, a goal's "Add task" opens the task form in place and the plan shows the new task. */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const OPTIONS: TaskFormOptions = { weeks: 2, therapies: [], locations: [], performers: [], serviceTypes: [] };

function renderPlan() {
  const goals: GoalView[] = [{ id: "goal-1", name: "Mobility", goalStatus: "ACTIVE", groupedTasks: [] }];
  const posts: FormData[] = [];
  const Plan = () => {
    const data = useLoaderData<{ goals: GoalView[] }>();
    return <GoalList goals={data.goals} planPath="/plans/p1" mayEdit teamActions={false} />;
  };
  const Stub = createRemixStub([
    { path: "/plans/p1", Component: Plan, loader: () => ({ goals: structuredClone(goals) }) },
    {
      path: "/plans/p1/tasks/new",
      Component: () => null,
      loader: () => ({
        options: OPTIONS,
        parent: null,
        constraints: formConstraints({ task: taskSchema(OPTIONS.weeks) }),
      }),
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        // The task route's action checks the form (decision 046) and answers a refusal as data.
        const submission = parseWithZod(form, { schema: taskSchema(OPTIONS.weeks) });
        if (submission.status !== "success") return { result: submission.reply() };
        goals[0]!.groupedTasks = [
          {
            week: Number(form.get("week")),
            tasks: [
              { id: "t1", name: String(form.get("name")), taskTypeId: 5, week: 1, observationGoals: [] },
            ],
          },
        ];
        return redirect("/plans/p1");
      },
    },
  ]);
  render(<Stub initialEntries={["/plans/p1"]} future={APP_FUTURE} />);
  return posts;
}

describe("care plan goals with JS", () => {
  it("adds a task in place: the form opens on the page, posts to the task route and the plan shows it", async () => {
    const posts = renderPlan();
    const toggle = await screen.findByRole("button", { name: "Add task to Mobility" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(await screen.findByLabelText("Task name"), { target: { value: "Walk" } });
    fireEvent.change(screen.getByLabelText("Task type"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("Week"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Add task" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get("name")).toBe("Walk");
    expect(await screen.findByText("Walk")).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText("Task name")).toBeNull());
  });

  it("keeps the editor open with the action's refusal, then closes it once a post is accepted", async () => {
    const posts = renderPlan();
    fireEvent.click(await screen.findByRole("button", { name: "Add task to Mobility" }));
    fireEvent.change(await screen.findByLabelText("Task name"), { target: { value: "Walk" } });
    fireEvent.click(screen.getByRole("button", { name: "Add task" }));
    expect(await screen.findByText("Please fill out the following fields: Task type, Week")).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect((screen.getByLabelText("Task name") as HTMLInputElement).value).toBe("Walk");
    fireEvent.change(screen.getByLabelText("Task type"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("Week"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Add task" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(await screen.findByText("Walk")).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText("Task name")).toBeNull());
  });
});
