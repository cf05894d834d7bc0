import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SlotSearchForm } from "~/components/patient/slot-search";
import type { TestingType } from "~/domain/vaccine-lanes";
import { searchChoices } from "~/upstream/booking.server";

/**
 * Issue 38 §5: the booking search shows only the dose hints of the service booked: the rule about
 * Johnson&Johnson and doses 2 and 3 is said for a COVID vaccine, not for a flu shot.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const DOSE_HINT = "Johnson&Johnson is not offered for doses 2 and 3.";

function searchFor(vaccineType: string) {
  const { testingTypes, manufacturers } = searchChoices(vaccineType);
  return function Search() {
    return (
      <SlotSearchForm
        constraint={{}}
        defaults={{}}
        testingTypes={testingTypes as TestingType[]}
        manufacturers={manufacturers}
        organizations={[{ id: "org-1", name: "Demo Health Network" }]}
        openDays={["2030-01-02"]}
        carry={{}}
      />
    );
  };
}

describe("the booking search's dose hint", () => {
  it("is said for a COVID vaccine, whose doses 2 and 3 rule out Johnson&Johnson", async () => {
    const Stub = createRemixStub([{ path: "/", Component: searchFor("COVID") }]);
    render(<Stub future={APP_FUTURE} />);
    await screen.findByLabelText(/^Vaccine maker/);
    expect(document.body.textContent).toContain(DOSE_HINT);
  });

  it("is not said for a flu shot, which has no second dose", async () => {
    const Stub = createRemixStub([{ path: "/", Component: searchFor("Flu") }]);
    render(<Stub future={APP_FUTURE} />);
    await screen.findByLabelText(/^Vaccine maker/);
    expect(document.body.textContent).not.toContain(DOSE_HINT);
  });
});
