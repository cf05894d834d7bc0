// Load and soak: N concurrent signed-in clients for M minutes over a mix of pages and form posts,
// against the built app and the reference upstream on loopback. Every write goes through the app's
// real form post as a browser without JavaScript sends it, to a record only that client writes.
// Checks: no 5xx, no answer sent to the sign-in page (each client keeps its cookies as a browser
// does), no lost write (the upstream's database holds each client's last acknowledged value of
// every record, per kind of write), app memory (live heap after a full GC) near the end at most
// 10% above that after the first minute (each the lowest of three probes).
// Usage: npm run build && node bench/soak.mjs [--clients 100] [--minutes 10] [--probe-every 5]
// `--probe-every M` also probes every M minutes and prints the series: a long run tells a heap
// that levels off (caches filling to their bounds) from one that keeps growing (a leak).
import { CookieJar } from "tough-cookie";
import { clinicDayOf60Lanes, signIn, startServers, testHook } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return Number(i >= 0 ? args[i + 1] : fallback);
};
const CLIENTS = arg("clients", 100);
const MINUTES = arg("minutes", 10);
const PROBE_EVERY = arg("probe-every", 0);

// The app runs with bench/lib/heap-probe.cjs: SIGUSR2 makes it collect garbage fully and print
// its live heap. "App memory" below is that live heap, measured under load after one minute and
// again 15 s before the end; RSS is shown beside it (it also counts pages the allocator keeps).
const probes = [];
const servers = await startServers({
  appEnv: {
    LOG_LEVEL: "warn",
    NODE_OPTIONS: `--require ${new URL("./lib/heap-probe.cjs", import.meta.url).pathname}`,
    // `--snapshots <dir>`: every probe also writes a heap snapshot there (bench/heap-diff.mjs).
    ...(args.includes("--snapshots") ? { HEAP_SNAPSHOT_DIR: args[args.indexOf("--snapshots") + 1] } : {}),
  },
  onAppLine: (line) => {
    if (line.startsWith('{"heapProbe"')) probes.shift()?.(JSON.parse(line).heapProbe);
  },
});
const heapMb = () =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the heap probe did not answer")), 20_000);
    probes.push((m) => {
      clearTimeout(timer);
      resolve({ heap: m.heapUsed / 1048576, rss: m.rss / 1048576 });
    });
    servers.app.kill("SIGUSR2");
  });
const stats = { requests: 0, byStatus: new Map(), errors: 0, writes: 0, latencies: [], toSignIn: 0 };
const count = (status) => stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);

/**
 * The kinds of write, in the order the table prints them. Each record written has one writer, so
 * its last acknowledged value (the form's 303) is what the upstream must hold. A write that got no
 * 303 (a refusal, a 5xx, a dropped connection) may or may not have been applied: the upstream may
 * then hold its value instead, which is not a lost write.
 */
const KINDS = {
  laneHost: "lane host update (lanes page, with idempotency key)",
  feeSchedule: "fee-schedule edit",
  clinicLane: "clinic lane edit (clinic set-up)",
  note: "patient note (create, then edit it)",
  carePlanTask: "care plan task edit",
  surveyChoice: "survey choice rename",
  requestStatus: "patient request status change",
  masterData: "master-data value rename",
};
const perKind = Object.fromEntries(
  Object.keys(KINDS).map((kind) => [kind, { attempted: 0, acknowledged: 0, records: 0, lost: 0 }]),
);
/** kind → record key → { acked, unacked: Set } across all clients (every key is one client's). */
const ledger = new Map(Object.keys(KINDS).map((kind) => [kind, new Map()]));
function track(kind, key, value, acknowledged) {
  const records = ledger.get(kind);
  const record = records.get(key) ?? { acked: undefined, unacked: new Set() };
  records.set(key, record);
  perKind[kind].attempted += 1;
  if (acknowledged) {
    record.acked = value;
    record.unacked.clear();
    perKind[kind].acknowledged += 1;
    stats.writes += 1;
  } else record.unacked.add(value);
}

try {
  const base = servers.appUrl;
  const upstreamUrl = servers.upstreamUrl;
  const state = async (collection, where = {}) =>
    (await fetch(`${upstreamUrl}/__test/state/${collection}?${new URLSearchParams(where)}`)).json();
  const form = { origin: base, "content-type": "application/x-www-form-urlencoded" };
  /**
   * A signed-in browser: it sends its cookies and keeps what every answer sets, as the app renews
   * the session cookie while it is used (an unrenewed copy ends after 30 idle minutes, and a
   * soak longer than that would then be writing to the sign-in page).
   */
  const signedIn = async (username) => {
    const jar = new CookieJar();
    for (const pair of (await signIn(base, username)).split("; ")) jar.setCookieSync(pair, base);
    return {
      get cookie() {
        return jar.getCookieStringSync(base);
      },
      keep(response) {
        for (const line of response.headers.getSetCookie()) jar.setCookieSync(line, base);
        return response;
      },
    };
  };
  const get = (browser, path) =>
    fetch(base + path, { headers: { cookie: browser.cookie }, redirect: "manual" }).then((r) =>
      browser.keep(r),
    );
  const post = (browser, path, fields) =>
    fetch(base + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...form, cookie: browser.cookie },
      body: new URLSearchParams(fields),
    }).then((r) => browser.keep(r));
  const location = (response) => response.headers.get("location") ?? "";

  const hosts = (await state("performers")).map((p) => p.id);
  // An organization admin's copies for every write but master data, which only the super admin
  // may change (the permission matrix), so each client also signs in as a super admin's copy.
  const staffAccounts = await testHook(upstreamUrl, "/__test/fixtures/accounts", {
    count: Math.min(CLIENTS, 50),
    prefix: "soak",
    template: "orgadmin@demo.test",
  });
  const adminAccounts = await testHook(upstreamUrl, "/__test/fixtures/accounts", {
    count: Math.min(CLIENTS, 10),
    prefix: "soakadmin",
    template: "superadmin@demo.test",
  });
  const patient = await signedIn("patient@demo.test");
  // The claims list reads every tree's claims (25,400) as the super admin, as bench/server-render.mjs.
  const analytics = await signedIn("superadmin@demo.test");

  // The heavy pages every client reads (bench/server-render.mjs builds the same).
  const clinicDay = await clinicDayOf60Lanes(upstreamUrl);
  const [cardiac] = await state("carePlans", { name: "Cardiac rehab (12 goals)" });
  const busySurvey = await testHook(upstreamUrl, "/__test/fixtures/survey-answers", {
    questions: 20,
    answers: 5000,
  });
  const [{ patientId: recordPatientId, organizationId: mainId }] = await state("accounts", {
    username: "patient@demo.test",
  });
  const [firstClinic] = await state("organizations", { type: "CLINIC" });
  // Each client's care plan is a copy of the main organization's smallest template.
  const templates = (await state("carePlans", { organizationId: mainId, isTemplate: "true" })).filter(
    (p) => p.patientId === null,
  );
  const taskCounts = new Map();
  for (const t of await state("carePlanTasks"))
    taskCounts.set(t.carePlanId, (taskCounts.get(t.carePlanId) ?? 0) + 1);
  const smallTemplate = templates
    .filter((p) => taskCounts.get(p.id))
    .sort((a, b) => taskCounts.get(a.id) - taskCounts.get(b.id))[0];
  const patientIds = [];
  while (patientIds.length < CLIENTS) {
    const { ids } = await testHook(upstreamUrl, "/__test/fixtures/patients", {
      count: Math.min(50, CLIENTS - patientIds.length),
    });
    patientIds.push(...ids);
  }

  // Each client: its own sessions (accounts are shared round-robin) and its own records of every
  // kind, so every write has exactly one writer and its final value is known.
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const staff = await signedIn(staffAccounts.usernames[i % staffAccounts.usernames.length]);
    const admin = await signedIn(adminAccounts.usernames[i % adminAccounts.usernames.length]);
    const setupFailed = (what, response) => {
      throw new Error(`could not set up ${what} for client ${i}: ${response?.status ?? "no answer"}`);
    };
    const lanes = await testHook(upstreamUrl, "/__test/fixtures/lanes", { count: 2, dayOffset: 500 + i });

    const name = `Soak schedule ${i} ${Date.now()}`;
    const created = await post(staff, "/provider/billing/fee-schedules/new", {
      name,
      category: "COMMERCIAL",
      description: "start",
      effectiveMonth: "01",
      effectiveDay: "01",
      effectiveYear: "2027",
    });
    const feeScheduleId = /fee-schedules\/([^/?#]+)/.exec(location(created))?.[1];
    if (!feeScheduleId) setupFailed("a fee schedule", created);

    // A clinic lane of its own day at the first clinic, no patients booked.
    const clinicLanes = await testHook(upstreamUrl, "/__test/fixtures/lanes", {
      count: 1,
      dayOffset: 1500 + i,
      clinicId: firstClinic.id,
      withPatients: false,
    });
    const [clinicLane] = await state("lanes", { id: clinicLanes.laneIds[0] });

    const patientId = patientIds[i];
    const [request] = await testHook(upstreamUrl, "/__test/fixtures/patient-requests", { patientId });

    const copied = await post(staff, `/provider/care-plans/${smallTemplate.id}/save-as-template`, {
      name: `Soak plan ${i}`,
    });
    const planId = /care-plans\/([^/?#]+)/.exec(location(copied))?.[1];
    if (copied.status !== 303 || !planId) setupFailed("a care plan", copied);
    const editableGoals = new Set(
      (await state("carePlanGoals", { carePlanId: planId }))
        .filter((g) => g.goalStatus === "ACTIVE" || g.goalStatus === "INACTIVE")
        .map((g) => g.id),
    );
    const task = (await state("carePlanTasks", { carePlanId: planId })).find(
      (t) => t.parentTaskId === null && editableGoals.has(t.goalId),
    );
    if (!task) setupFailed("a care plan task", null);

    const survey = await testHook(upstreamUrl, "/__test/fixtures/survey-answers", {
      questions: 1,
      answers: 0,
      name: `Soak survey ${i}`,
    });
    const [{ questions }] = await state("surveys", { id: survey.id });
    const choice = questions[0].choices[0];

    const valueName = `Soak maker ${i} ${Date.now()}`;
    const made = await post(admin, "/provider/master-data/manufacture/new", {
      name: valueName,
      description: "start",
    });
    const [value] = await state("masterDataValues", { type: "MANUFACTURE", name: valueName });
    if (made.status !== 303 || !value) setupFailed("a master-data value", made);

    clients.push({
      i,
      staff,
      admin,
      lanes,
      feeScheduleId,
      name,
      clinicLane: { ...clinicLane, date: clinicLanes.date },
      patientId,
      note: null,
      requestId: request.id,
      plan: { id: planId, task },
      survey: { id: survey.id, questionId: questions[0].id, choiceId: choice.id, score: choice.score },
      value: { id: value.id, name: valueName },
      writes: 0,
      pages: 0,
    });
  }

  const pages = (c) => [
    ["/provider", c.staff],
    ["/provider/members?size=100", c.staff],
    ["/provider/organizations", c.staff],
    [`/provider/organizations/${c.lanes.organizationId}/lanes?date=${c.lanes.date}`, c.staff],
    ["/provider/billing/fee-schedules", c.staff],
    [`/provider/billing/fee-schedules/${c.feeScheduleId}`, c.staff],
    [clinicDay.path, c.staff],
    [`/provider/members/${recordPatientId}`, c.staff],
    [`/provider/care-plans/${cardiac.id}`, c.staff],
    [`/provider/assessments/${busySurvey.id}`, c.staff],
    ["/provider/billing/claims", analytics],
    ["/provider/calendar?view=month", c.staff],
  ];

  async function timed(fn) {
    const started = performance.now();
    try {
      const response = await fn();
      stats.requests += 1;
      count(response.status);
      if (toSignIn(response)) stats.toSignIn += 1;
      stats.latencies.push(performance.now() - started);
      await response.arrayBuffer().catch(() => undefined);
      return response;
    } catch {
      stats.errors += 1;
      return null;
    }
  }
  // A write is acknowledged by its form's 303 to the page after it; a 303 to the sign-in page
  // means the session had ended and nothing was written.
  const toSignIn = (response) =>
    response.status >= 300 &&
    response.status < 400 &&
    new URL(location(response), base).pathname === "/login";
  const acknowledged = (response) => response?.status === 303 && !toSignIn(response);

  /**
   * One write of each kind: the form's fields as the browser sends them, and what it sets. `n`
   * counts the client's writes of the kind, so consecutive writes of a record always differ.
   */
  const writes = {
    async laneHost(c, n) {
      const lane = c.lanes.laneIds[n % 2];
      const host = hosts[(n + c.i) % hosts.length];
      const response = await timed(() =>
        post(c.staff, `/provider/organizations/${c.lanes.organizationId}/lanes?date=${c.lanes.date}`, [
          ["intent", "update"],
          ["day", c.lanes.date],
          ["lane", lane],
          ["host", host],
          ["accept", "on"],
          ["idempotencyKey", crypto.randomUUID()],
        ]),
      );
      track("laneHost", lane, host, acknowledged(response));
    },
    async feeSchedule(c, n) {
      const description = `edit ${n} by client ${c.i}`;
      const response = await timed(() =>
        post(c.staff, `/provider/billing/fee-schedules/${c.feeScheduleId}/edit`, {
          name: c.name,
          category: "COMMERCIAL",
          description,
          effectiveMonth: "01",
          effectiveDay: "01",
          effectiveYear: "2027",
        }),
      );
      track("feeSchedule", c.feeScheduleId, description, acknowledged(response));
    },
    async clinicLane(c, n) {
      const lane = c.clinicLane;
      // The host, times and vaccine stay as the form shows them.
      const capacity = String(13 + ((n + c.i) % 480));
      const response = await timed(() =>
        post(
          c.staff,
          `/provider/organizations/${lane.organizationId}/clinics/${lane.clinicId}/lanes/${lane.id}/edit`,
          {
            hostId: lane.host.id,
            startTime: "08:00",
            endTime: "10:00",
            capacity,
            slotMinutes: String(lane.slotMinutes),
            inventoryType: lane.inventoryType,
            manufacturer: lane.manufacturer,
          },
        ),
      );
      track("clinicLane", lane.id, Number(capacity), acknowledged(response));
    },
    async note(c, n) {
      const text = `Soak note by client ${c.i}, write ${n}`;
      // A new note, then three edits of it, then the next new note.
      if (c.note === null || c.note.edits >= 3) {
        const response = await timed(() =>
          post(c.staff, `/provider/members/${c.patientId}/notes?index`, {
            text,
            visibility: "public",
            intent: "create",
          }),
        );
        const id = /#note-(.+)$/.exec(location(response ?? new Response()))?.[1];
        // A create whose answer is lost has no id to check it by: counted, not tracked.
        if (id) {
          c.note = { id: decodeURIComponent(id), edits: 0 };
          track("note", c.note.id, text, acknowledged(response));
        } else perKind.note.attempted += 1;
        return;
      }
      c.note.edits += 1;
      const response = await timed(() =>
        post(c.staff, `/provider/members/${c.patientId}/notes/${c.note.id}/edit`, { text }),
      );
      track("note", c.note.id, text, acknowledged(response));
    },
    async carePlanTask(c, n) {
      const { id: planId, task } = c.plan;
      const name = `Soak task of client ${c.i}, write ${n}`;
      const response = await timed(() =>
        post(c.staff, `/provider/care-plans/${planId}/tasks/${task.id}/edit`, {
          name,
          taskTypeId: String(task.taskTypeId),
          week: String(task.week),
          count: String(task.count),
          therapyTypeId: task.therapyTypeId ?? "",
          serviceTypeId: task.serviceTypeId === null ? "" : String(task.serviceTypeId),
          locationId: task.locationId ?? "",
          performerId: task.performerId ?? "",
        }),
      );
      track("carePlanTask", task.id, name, acknowledged(response));
    },
    async surveyChoice(c, n) {
      const s = c.survey;
      const text = `Soak choice ${c.i}.${n}`;
      const response = await timed(() =>
        post(c.staff, `/provider/assessments/${s.id}/questions/${s.questionId}/choices/${s.choiceId}/edit`, {
          text,
          score: String(s.score),
          intent: "save",
        }),
      );
      track("surveyChoice", s.choiceId, text, acknowledged(response));
    },
    async requestStatus(c, n) {
      // Any status may follow any other (decision 040).
      const statuses = ["APPROVED", "ALLOCATED", "COMPLETED", "REQUESTED"];
      const status = statuses[n % statuses.length];
      const response = await timed(() =>
        post(c.staff, `/provider/patient-requests/${c.requestId}/status`, { status }),
      );
      track("requestStatus", c.requestId, status, acknowledged(response));
    },
    async masterData(c, n) {
      const name = `Soak maker ${c.i} rename ${n}`;
      // The edit page's URL names the value by its current name, as the list links it.
      const response = await timed(() =>
        post(
          c.admin,
          `/provider/master-data/manufacture/${c.value.id}/edit?${new URLSearchParams({ name: c.value.name })}`,
          { name, description: `renamed by client ${c.i}` },
        ),
      );
      if (acknowledged(response)) c.value.name = name;
      track("masterData", c.value.id, name, acknowledged(response));
    },
  };
  const writeKinds = Object.keys(KINDS);

  const startedAt = Date.now();
  const deadline = startedAt + MINUTES * 60_000;
  // The first sample after one minute; a run shorter than two minutes (a quick check of the
  // script) samples after a quarter of it instead, so both samples exist.
  const firstSampleMs = MINUTES >= 2 ? 60_000 : (MINUTES * 60_000) / 4;
  let afterOneMinute = null;
  let nearEnd = null;
  // At each moment the clients finish what they are doing and wait, so the probe holds no page in
  // flight (100 clients' upstream bodies, render data and HTML are several MB, which is not what a
  // leak is); then three probes 3 s apart, the lowest counting, and the clients go on.
  let paused = false;
  let parked = 0;
  const parkIfPaused = async () => {
    if (!paused) return;
    parked += 1;
    while (paused) await new Promise((r) => setTimeout(r, 50));
    parked -= 1;
  };
  const quiesced = async () => {
    paused = true;
    const giveUp = Date.now() + 30_000;
    while (parked < CLIENTS && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 50));
    try {
      return await lowestOfThree();
    } finally {
      paused = false;
    }
  };
  const lowestOfThree = async () => {
    const samples = [];
    for (let i = 0; i < 3; i++) {
      if (i) await new Promise((r) => setTimeout(r, 3000));
      samples.push(await heapMb());
    }
    return samples.reduce((low, s) => (s.heap < low.heap ? s : low));
  };
  const series = [];
  let nextSeriesAt = PROBE_EVERY > 0 ? startedAt + PROBE_EVERY * 60_000 : Infinity;
  let probing = Promise.resolve();
  // One probe at a time: two at once would count each other's parked clients.
  const probe = () => (probing = probing.then(quiesced));
  const sampler = setInterval(() => {
    const now = Date.now();
    if (afterOneMinute === null && now > startedAt + firstSampleMs) afterOneMinute = probe();
    if (now > nextSeriesAt && now < deadline - 60_000) {
      const minute = Number(((nextSeriesAt - startedAt) / 60_000).toFixed(1));
      nextSeriesAt += PROBE_EVERY * 60_000;
      probe().then((m) => series.push({ minute, ...m }));
    }
    if (nearEnd === null && now > deadline - 30_000) nearEnd = probe();
  }, 1000);

  // Out of every 20 steps: 11 pages (55%), 1 patient dashboard (5%), 8 writes, one of each kind
  // in turn (5% each, 40% in all).
  await Promise.all(
    clients.map(async (c) => {
      let n = 0;
      while (Date.now() < deadline) {
        await parkIfPaused();
        n += 1;
        const roll = (n * 7 + c.i) % 20;
        if (roll < 11) {
          const list = pages(c);
          const [path, browser] = list[c.pages++ % list.length];
          await timed(() => get(browser, path));
        } else if (roll < 12) {
          await timed(() => get(patient, "/curapatient/patient/dashboard"));
        } else {
          const kind = writeKinds[c.writes++ % writeKinds.length];
          await writes[kind](c, Math.floor(c.writes / writeKinds.length));
        }
      }
    }),
  );
  clearInterval(sampler);
  const first = await afterOneMinute;
  const last = await nearEnd;

  // Lost writes: for every record written, the upstream's database must hold its last
  // acknowledged value (or the value of a later write that got no answer).
  const lanesNow = await state("lanes");
  const held = {
    laneHost: new Map(lanesNow.map((l) => [l.id, l.host?.id])),
    feeSchedule: new Map((await state("feeSchedules")).map((s) => [s.id, s.description])),
    clinicLane: new Map(lanesNow.map((l) => [l.id, l.capacity])),
    note: new Map(),
    carePlanTask: new Map(),
    surveyChoice: new Map(),
    requestStatus: new Map(),
    masterData: new Map(),
  };
  for (const c of clients) {
    for (const note of await state("notes", { patientId: c.patientId })) held.note.set(note.id, note.text);
    for (const t of await state("carePlanTasks", { carePlanId: c.plan.id }))
      held.carePlanTask.set(t.id, t.name);
    for (const s of await state("surveys", { id: c.survey.id }))
      for (const q of s.questions) for (const ch of q.choices ?? []) held.surveyChoice.set(ch.id, ch.text);
    for (const r of await state("patientRequests", { id: c.requestId }))
      held.requestStatus.set(r.id, r.status);
    for (const v of await state("masterDataValues", { id: c.value.id })) held.masterData.set(v.id, v.name);
  }
  let lost = 0;
  for (const [kind, records] of ledger) {
    for (const [key, record] of records) {
      if (record.acked === undefined) continue;
      perKind[kind].records += 1;
      const value = held[kind].get(key);
      if (value !== record.acked && !record.unacked.has(value)) {
        perKind[kind].lost += 1;
        lost += 1;
      }
    }
  }

  const fiveXX = [...stats.byStatus].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  stats.latencies.sort((a, b) => a - b);
  const pct = (p) => stats.latencies[Math.floor((p / 100) * (stats.latencies.length - 1))]?.toFixed(0);
  const growth = ((last.heap - first.heap) / first.heap) * 100;
  const rssGrowth = ((last.rss - first.rss) / first.rss) * 100;
  const signed = (n) => `${n >= 0 ? "+" : ""}${n.toFixed(1)}%`;
  console.log("| measure | value |");
  console.log("|---|---:|");
  console.log(`| clients × duration | ${CLIENTS} × ${MINUTES} min |`);
  console.log(`| requests (req/s) | ${stats.requests} (${(stats.requests / (MINUTES * 60)).toFixed(1)}) |`);
  console.log(
    `| statuses | ${[...stats.byStatus]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")} |`,
  );
  console.log(`| 5xx | ${fiveXX} |`);
  console.log(`| connection errors | ${stats.errors} |`);
  console.log(`| answers sent to the sign-in page (a session ended) | ${stats.toSignIn} |`);
  console.log(`| latency p50 / p95 / p99 | ${pct(50)} / ${pct(95)} / ${pct(99)} ms |`);
  console.log(`| acknowledged writes | ${stats.writes} |`);
  console.log(`| lost writes | ${lost} |`);
  console.log(
    `| app live heap (after a full GC) after ${firstSampleMs === 60_000 ? "1 min" : `${firstSampleMs / 1000} s`} / 30 s before the end (clients paused, lowest of three probes) | ${first.heap.toFixed(1)} / ${last.heap.toFixed(1)} MB (${signed(growth)}) |`,
  );
  console.log(
    `| app RSS at the same moments | ${first.rss.toFixed(0)} / ${last.rss.toFixed(0)} MB (${signed(rssGrowth)}) |`,
  );
  if (series.length)
    console.log(
      `| app live heap every ${PROBE_EVERY} min (clients paused, lowest of three) | ${[
        { minute: firstSampleMs / 60_000, ...first },
        ...series,
      ]
        .sort((a, b) => a.minute - b.minute)
        .map((m) => `${Number(m.minute.toFixed(1))} min: ${m.heap.toFixed(1)}`)
        .concat(`end: ${last.heap.toFixed(1)}`)
        .join(" · ")} MB |`,
    );
  console.log("\n| kind of write | attempted | acknowledged (303) | records checked | lost |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [kind, label] of Object.entries(KINDS)) {
    const k = perKind[kind];
    console.log(`| ${label} | ${k.attempted} | ${k.acknowledged} | ${k.records} | ${k.lost} |`);
  }
  // Every kind must have been written and checked, or the run proves nothing about it.
  const unchecked = Object.keys(KINDS).filter((kind) => perKind[kind].records === 0);
  if (unchecked.length) console.log(`\nNo acknowledged write of: ${unchecked.join(", ")}`);
  // A leak grows the live heap; a smaller heap at the end (caches warmed in the first minute, less
  // in flight) is not a failure.
  const pass = fiveXX === 0 && lost === 0 && stats.toSignIn === 0 && unchecked.length === 0 && growth <= 10;
  console.log(
    `\n${pass ? "PASS" : "FAIL"}: zero 5xx, zero lost writes (every kind written), no session ended, live heap grew at most 10% (${new Date().toISOString()})`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  await servers.stop();
}
