import { benchmarkSchema, type Benchmark } from "~/domain/payer-analytics";
import raw from "../../../../public/benchmarks/claims-benchmark.json";

/**
 * The static benchmark the payer pages draw beside a payer's figures (spec part 2 §7: "a static
 * benchmark JSON file is read from the application assets"). It ships with the app, served at
 * /benchmarks/claims-benchmark.json, and is bundled here so a page needs no request to read it;
 * a file that breaks its shape hides the comparison instead of breaking the page.
 */
const parsed = benchmarkSchema.safeParse(raw);

export const BENCHMARK: Benchmark | null = parsed.success ? parsed.data : null;
