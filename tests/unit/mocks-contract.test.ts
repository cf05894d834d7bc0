import type { RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import { entryFor } from "@contract/match";
import { programs } from "@contract/programs";
import { accountHandlers, UPSTREAM } from "../mocks/accounts";
import { billingHandlers } from "../mocks/billing";
import { carePlanHandlers } from "../mocks/care-plans";
import { claimDefaultHandlers } from "../mocks/claims";
import { answerOf, mockPath, onCall } from "../mocks/contract";
import { masterDataHandlers } from "../mocks/master-data";
import { organizationHandlers } from "../mocks/organizations";
import { patientHandlers } from "../mocks/patients";
import { programHandlers } from "../mocks/programs";
import { providerHandlers } from "../mocks/providers";
import { surveyDefaultHandlers, surveyHandlers } from "../mocks/surveys";

/**
 * The fake upstream of the integration tests answers only calls the contract names: every shared
 * msw handler's method and path is an entry's (issue 39 §2), so a test cannot pass against a call
 * no backend is asked to offer.
 */

const HANDLERS: RequestHandler[] = [
  ...accountHandlers,
  ...billingHandlers,
  ...carePlanHandlers,
  ...claimDefaultHandlers,
  ...masterDataHandlers,
  ...organizationHandlers,
  ...patientHandlers,
  ...programHandlers([]),
  ...providerHandlers([]),
  ...surveyHandlers([]),
  ...surveyDefaultHandlers,
];

describe("the shared msw handlers", () => {
  it("each answer a call the contract names", () => {
    const unknown: string[] = [];
    for (const handler of HANDLERS) {
      const { method, path } = handler.info as unknown as { method: string; path: unknown };
      if (typeof path !== "string" || !path.startsWith(UPSTREAM)) continue;
      const concrete = path
        .slice(UPSTREAM.length)
        .replace(/:[A-Za-z]+/g, "1")
        .replace(/\?.*$/, "");
      if (!entryFor(String(method), concrete)) unknown.push(`${method} ${concrete}`);
    }
    expect(unknown).toEqual([]);
    expect(HANDLERS.length).toBeGreaterThan(100);
  });

  it("made from an entry answer its method and path, with a body its schema reads", async () => {
    const handler = onCall(programs.name, () => answerOf(programs.name, { exists: true }));
    expect(handler.info).toMatchObject({ method: "GET", path: mockPath(programs.name) });
    expect(mockPath(programs.get)).toBe(`${UPSTREAM}/api/programs/:id`);
  });
});
