// Injects a few live events into a running demo (reference upstream on 3001 by default) so the
// activity feed and the notification count can be watched updating.
// Usage: npm run events:demo [-- --upstream http://127.0.0.1:3001]
const i = process.argv.indexOf("--upstream");
const base = i >= 0 ? process.argv[i + 1] : "http://127.0.0.1:3001";
const post = async (path, body) => {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} (is the demo running with its test hooks?)`);
  return response.json();
};
const steps = [
  [
    "/__test/activities",
    { entityType: "ASSESSMENT_REPORT", actor: "PATIENT", assessmentName: "Daily Symptom Check", score: 2 },
  ],
  [
    "/__test/activities",
    { entityType: "NOTE", actor: "DOCTOR", note: "Follow-up call booked for next week." },
  ],
  [
    "/__test/notifications",
    {
      username: "orgadmin@demo.test",
      content: "A patient asks to move an appointment to Friday.",
      request: true,
    },
  ],
  ["/__test/activities", { entityType: "QUARANTINE_CONTACT", actor: "PATIENT" }],
];
for (const [path, body] of steps) {
  await post(path, body);
  console.log(`sent ${path} ${body.entityType ?? "notification"}`);
  await new Promise((r) => setTimeout(r, 1500));
}
