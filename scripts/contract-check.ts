// Proves a backend against the contract (issue 39 §3):
//   npm run contract:check -- --upstream <url> --username <u> --password <p> [--extensions] [--writes] [--json]
// Signs in, calls every documented read (GET) the account may make, with the ids it finds on the
// way, reads each answer through the entry's schema and prints a table: call, status, and
// conforms / differs (with the first schema difference) / missing / refused / skipped / status.
// With --writes it also makes a scratch organization under the account's own, writes in it,
// reads the changes back and removes everything it made. Exits 1 when a call differs or is
// missing, 2 when it cannot start.
import { parseArgs } from "node:util";
import { CALLS } from "../contract/index";
import { Backend, type Row } from "./contract-check/http";
import { Reads } from "./contract-check/reads";
import { writes } from "./contract-check/writes";

const { values } = parseArgs({
  options: {
    upstream: { type: "string" },
    username: { type: "string" },
    password: { type: "string" },
    extensions: { type: "boolean", default: false },
    writes: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});
if (!values.upstream || !values.username || !values.password) {
  console.error(
    "usage: npm run contract:check -- --upstream <url> --username <u> --password <p> [--extensions] [--writes] [--json]",
  );
  process.exit(2);
}

const backend = await Backend.signIn(values.upstream.replace(/\/$/, ""), values.username, values.password);
if (typeof backend === "number") {
  console.error(`sign-in refused: ${backend}`);
  process.exit(2);
}

const reads = new Reads(backend);
await reads.start();
const rows: Row[] = [];
for (const call of CALLS)
  if (call.method === "GET" && ("documented" in call.source || values.extensions))
    rows.push(await reads.read(call));
const readCount = rows.length;

if (values.writes) {
  const organization = await reads.idOf("organization");
  if (!organization) {
    console.error("--writes: the account's session names no organization to make the scratch one under");
    process.exit(2);
  }
  rows.push(
    ...(await writes(backend, organization, {
      programType: await reads.idOf("programType"),
      programCategory: await reads.idOf("programCategory"),
    })),
  );
}

const totals = rows.reduce<Record<string, number>>(
  (t, r) => ((t[r.outcome] = (t[r.outcome] ?? 0) + 1), t),
  {},
);
if (values.json) console.log(JSON.stringify({ totals, rows }, null, 2));
else {
  const width = Math.max(...rows.map((r) => r.call.length), 4);
  console.log(`${"call".padEnd(width)}  status  outcome   detail`);
  for (const r of rows)
    console.log(
      `${r.call.padEnd(width)}  ${String(r.status).padEnd(6)}  ${r.outcome.padEnd(8)}  ${r.detail}`,
    );
  const writeCount = rows.length - readCount;
  console.log(
    `\n${readCount} reads${writeCount ? ` and ${writeCount} writes` : ""}: ${Object.entries(totals)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}`,
  );
}
process.exit((totals.differs ?? 0) + (totals.missing ?? 0) > 0 ? 1 : 0);
