// What grew between two heap snapshots: nodes grouped by type and constructor (or function) name,
// with their count and self size in each, largest growth first.
// Usage: node bench/heap-diff.mjs before.heapsnapshot after.heapsnapshot [--top 30]
// (snapshots from `node bench/soak.mjs --snapshots <dir>`, which writes one per heap probe).
import { readFileSync } from "node:fs";

const [before, after] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const top = Number(process.argv[process.argv.indexOf("--top") + 1]) || 30;

function summary(file) {
  const snapshot = JSON.parse(readFileSync(file, "utf8"));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const groups = new Map();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]];
    const name = ["object", "closure", "native", "array"].includes(type)
      ? snapshot.strings[snapshot.nodes[i + nameAt]]
      : "";
    const key = `${type} ${name}`.trim();
    const group = groups.get(key) ?? { count: 0, size: 0 };
    group.count += 1;
    group.size += snapshot.nodes[i + sizeAt];
    groups.set(key, group);
  }
  return groups;
}

const a = summary(before);
const b = summary(after);
const rows = [...new Set([...a.keys(), ...b.keys()])].map((key) => {
  const x = a.get(key) ?? { count: 0, size: 0 };
  const y = b.get(key) ?? { count: 0, size: 0 };
  return { key, count: y.count - x.count, size: y.size - x.size, after: y };
});
const kb = (n) => (n / 1024).toFixed(1);
console.log("| what | count change | size change (KB) | size after (KB) |\n|---|---:|---:|---:|");
for (const r of rows.sort((p, q) => q.size - p.size).slice(0, top))
  console.log(`| ${r.key.slice(0, 80)} | ${r.count} | ${kb(r.size)} | ${kb(r.after.size)} |`);
const total = (m) => [...m.values()].reduce((s, g) => s + g.size, 0);
console.log(`\ntotal self size: ${kb(total(a))} → ${kb(total(b))} KB`);
