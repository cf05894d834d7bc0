import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { StartDateFields } from "~/components/care-plans/start-date-fields";
import { useAppForm } from "~/components/use-app-form";

/**
 * Issue 38 §3: the care plan's start step gives its example date as the reader's language writes
 * dates (and as the date box shows them), not as 2026-12-01; the box still sends yyyy-mm-dd.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

type StartSchema = z.ZodObject<{ start: z.ZodString; startDate: z.ZodOptional<z.ZodString> }>;

function StartStep() {
  const [, fields] = useAppForm<StartSchema>({
    id: "assign",
    constraint: {},
    defaultValue: { start: "today" },
  });
  return <StartDateFields start={fields.start} startDate={fields.startDate} today="2026-11-28" />;
}

describe("the start date's hint", () => {
  it("gives the example in the language's date form, with a date box that still sends yyyy-mm-dd", async () => {
    const Stub = createRemixStub([{ path: "/", Component: StartStep }]);
    render(<Stub future={APP_FUTURE} />);
    const box = await screen.findByLabelText(/^Start date/);
    expect(box.getAttribute("type")).toBe("date");
    expect(document.body.textContent).toContain("for example 12/01/2026.");
    expect(document.body.textContent).not.toContain("2026-12-01");
  });
});
