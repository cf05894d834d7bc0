import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { addCalendarDays, formatDisplayDate } from "~/domain/format";
import { todayIn } from "~/domain/lanes";
import { loader } from "~/routes/provider+/_index";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { lanes } from "@contract/lanes";

function load() {
  const request = new Request("http://app.test/provider", {
    headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
  });
  const context = contextFor(request);
  // The page's data and its status: 200 when every panel came, else what the missing one met.
  const run = async () => {
    const page = await loader({ request, context, params: {} });
    return Object.assign(page.data, { status: page.init?.status ?? 200 });
  };
  return { run, context };
}

describe("provider home", () => {
  it("reads the next two weeks of lanes once and sums booked patients per day and lanes per clinic", async () => {
    const { run, context } = load();
    const today = todayIn(context.timeZone);
    const laneReads: URLSearchParams[] = [];
    const at = (day: string) => `${day}T16:00:00Z`;
    server.use(
      onCall(organizations.summaryCounts, () =>
        answerOf(organizations.summaryCounts, { patientCount: 1200 }),
      ),
      onCall(lanes.list, ({ request }) => {
        laneReads.push(new URL(request.url).searchParams);
        return answerOf(lanes.list, [
          {
            id: "a",
            clinicName: "North",
            timeZone: "UTC",
            startDate: at(today),
            endDate: at(today),
            patientCount: 4,
          },
          {
            id: "b",
            clinicName: "South",
            timeZone: "UTC",
            startDate: at(today),
            endDate: at(today),
            patientCount: 1,
          },
          {
            id: "c",
            clinicName: "North",
            timeZone: "UTC",
            startDate: at(addCalendarDays(today, 13)),
            endDate: at(addCalendarDays(today, 13)),
            patientCount: 2,
          },
        ]);
      }),
    );
    const data = await run();
    expect(data.status).toBe(200);
    expect(laneReads).toHaveLength(1);
    expect(Object.fromEntries(laneReads[0]!)).toEqual({
      startDate: formatDisplayDate(today),
      endDate: formatDisplayDate(addCalendarDays(today, 13)),
      status: "ACTIVE",
    });
    expect(data.counts?.patientCount).toBe(1200);
    const patients = data.charts?.patients;
    expect(patients?.values).toHaveLength(14);
    expect(patients?.values[0]).toBe(5);
    expect(patients?.values[13]).toBe(2);
    expect(patients?.values.slice(1, 13).every((v) => v === 0)).toBe(true);
    expect(patients?.categories[0]?.fullLabel).toMatch(new RegExp(`, ${today.slice(0, 4)}$`));
    expect(patients?.layout.bars).toHaveLength(14);
    expect(data.charts?.clinics.slices).toEqual([
      { label: "North", value: 2 },
      { label: "South", value: 1 },
    ]);
    expect(data.charts?.clinics.layout.total).toBe(3);
  });

  it("still answers when the lanes cannot be read: the charts say so, the counts stay, the status says it is partial", async () => {
    const lanesRead = vi.fn();
    server.use(
      onCall(organizations.summaryCounts, () => answerOf(organizations.summaryCounts, { clinicCount: 3 })),
      onCall(lanes.list, () => {
        lanesRead();
        return HttpResponse.json({ message: "down" }, { status: 500 });
      }),
    );
    const data = await load().run();
    expect(lanesRead).toHaveBeenCalledTimes(1);
    expect(data).toEqual({ counts: { clinicCount: 3 }, charts: null, status: 502 });
  });

  it("still answers when the upstream is unreachable", async () => {
    server.use(
      onCall(organizations.summaryCounts, () => HttpResponse.error()),
      onCall(lanes.list, () => HttpResponse.error()),
    );
    expect(await load().run()).toEqual({ counts: null, charts: null, status: 503 });
  });
});
