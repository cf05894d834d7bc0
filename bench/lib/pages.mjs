// The pages the server-render benchmarks measure, signed in, against a seeded reference upstream
// (bench/lib/servers.mjs): issue 22's ten heaviest pages and the sign-in page. Shared by
// bench/server-render.mjs (throughput beside the pass-through) and bench/profile-page.mjs (where a
// page's server time goes), so both measure the same page.
import { clinicDayOf60Lanes, signIn, testHook } from "./servers.mjs";

/** [{ name, path, cookie, user }] for the started servers; creates the fixtures it needs. */
export async function heavyPages(servers) {
  const staff = await signIn(servers.appUrl, "orgadmin@demo.test");
  const patient = await signIn(servers.appUrl, "patient@demo.test");
  // Reads every tree's claims (the volume networks' 25,000 and the demo trees' 400): only the super
  // admin does since the operator reads no tree's claims (decision 015).
  const analytics = await signIn(servers.appUrl, "superadmin@demo.test");
  const lanes = await testHook(servers.upstreamUrl, "/__test/fixtures/lanes", { count: 60, dayOffset: 30 });
  const clinicDay = await clinicDayOf60Lanes(servers.upstreamUrl);
  const schedules = await (await fetch(`${servers.upstreamUrl}/__test/state/feeSchedules`)).json();
  const plans = await (await fetch(`${servers.upstreamUrl}/__test/state/plans`)).json();
  const firstPlan = plans.find((p) => p.feeScheduleId === schedules[0].id);
  const [cardiac] = await (
    await fetch(
      `${servers.upstreamUrl}/__test/state/carePlans?${new URLSearchParams({ name: "Cardiac rehab (12 goals)" })}`,
    )
  ).json();
  const survey = await testHook(servers.upstreamUrl, "/__test/fixtures/survey-answers", {
    questions: 20,
    answers: 5000,
  });
  const [demoPatient] = await (
    await fetch(
      `${servers.upstreamUrl}/__test/state/patients?${new URLSearchParams({ email: "patient@demo.test" })}`,
    )
  ).json();
  return [
    { name: "/login", path: "/login", cookie: "", user: null },
    {
      name: "lanes, 60 lanes",
      path: `/provider/organizations/${lanes.organizationId}/lanes?date=${lanes.date}`,
      cookie: staff,
      user: "orgadmin@demo.test",
    },
    { name: "clinic day, 60 lanes", path: clinicDay.path, cookie: staff, user: "orgadmin@demo.test" },
    {
      name: "fee-schedule plan, 20 of 300 entries",
      path: `/provider/billing/fee-schedules/${schedules[0].id}/plans/${firstPlan.id}`,
      cookie: staff,
      user: "orgadmin@demo.test",
    },
    {
      name: "care plan, 12 goals and 80 tasks",
      path: `/provider/care-plans/${cardiac.id}`,
      cookie: staff,
      user: "orgadmin@demo.test",
    },
    {
      name: "survey overview, 20 questions and 5,000 answers",
      path: `/provider/assessments/${survey.id}`,
      cookie: staff,
      user: "orgadmin@demo.test",
    },
    {
      name: "members, 100 rows",
      path: "/provider/members?size=100",
      cookie: staff,
      user: "orgadmin@demo.test",
    },
    {
      name: "patient record of the demo patient",
      path: `/provider/members/${demoPatient.id}`,
      cookie: staff,
      user: "orgadmin@demo.test",
    },
    {
      name: "calendar month of the organization",
      path: "/provider/calendar?view=month",
      cookie: staff,
      user: "orgadmin@demo.test",
    },
    {
      name: "claims list, 25 of 25,400 claims with totals and ranges",
      path: "/provider/billing/claims",
      cookie: analytics,
      user: "superadmin@demo.test",
    },
    {
      name: "claims list filtered by state and a year, with totals and ranges",
      path: `/provider/billing/claims?dateFrom=${new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)}&dateTo=${new Date().toISOString().slice(0, 10)}&states=CA`,
      cookie: analytics,
      user: "superadmin@demo.test",
    },
    {
      name: "patient dashboard",
      path: "/curapatient/patient/dashboard",
      cookie: patient,
      user: "patient@demo.test",
    },
  ];
}
