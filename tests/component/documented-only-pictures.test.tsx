import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GoalList } from "~/components/care-plans/goal-list";
import type { GoalView } from "~/domain/care-plans";

/**
 * Issue 39 §3: a backend without the app's attachment reads (documented-only) serves no task
 * picture, so the plan shows none rather than an empty frame; with it, the picture shows.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const goals: GoalView[] = [
  {
    id: "goal-1",
    name: "Mobility",
    goalStatus: "ACTIVE",
    groupedTasks: [
      {
        week: 1,
        tasks: [
          {
            id: "t1",
            name: "Stretching",
            taskTypeId: 5,
            week: 1,
            observationGoals: [],
            imageHref: "/provider/care-plans/attachments/a1/stretch.png",
          },
        ],
      },
    ],
  },
];

function renderPlan(notOffered: string[]) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ notOffered }),
      Component: () => <Outlet />,
      children: [
        {
          path: "plans/p1",
          Component: () => (
            <GoalList goals={goals} planPath="/plans/p1" mayEdit={false} teamActions={false} />
          ),
        },
      ],
    },
  ]);
  const { container } = render(<Stub initialEntries={["/plans/p1"]} future={APP_FUTURE} />);
  return container;
}

describe("a task's picture", () => {
  it("shows when the upstream answers attachment reads", async () => {
    const container = renderPlan([]);
    await screen.findByText("Stretching");
    expect(container.querySelector('img[src$="stretch.png"]')).not.toBeNull();
  });

  it("is left out when the upstream does not offer them", async () => {
    const container = renderPlan(["carePlans.therapyAttachment"]);
    await screen.findByText("Stretching");
    expect(container.querySelector("img")).toBeNull();
  });
});
