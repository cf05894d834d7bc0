// Writes docs/api/openapi.json from the contract (issue 39 §3); `npm run build` runs it and
// tests/unit/contract-openapi.test.ts fails when the checked-in file is stale.
import { writeFileSync } from "node:fs";
import { openApiDocument } from "../contract/openapi";

const target = new URL("../docs/api/openapi.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
