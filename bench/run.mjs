#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.mjs in turn (after `npm run build`), prints one
// table per benchmark and writes all figures to bench/out/results.json.
//
// A benchmark module default-exports an async function returning
//   { name: string, rows: { metric: string, value: number | string, unit?: string, note?: string }[] }
// Pass names to run a subset: `npm run bench -- inference server`.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
	.filter((f) => f.endsWith(".bench.mjs"))
	.filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
	.sort();

const format = (v) => (typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toPrecision(4)) : String(v));
const results = [];
let failed = 0;
for (const file of files) {
	const started = performance.now();
	try {
		const mod = await import(pathToFileURL(join(here, file)).href);
		const result = await mod.default();
		results.push({ file, ...result, seconds: (performance.now() - started) / 1000 });
		console.log(`\n## ${result.name}  (${file})`);
		const rows = result.rows.map((r) => [r.metric, `${format(r.value)}${r.unit ? ` ${r.unit}` : ""}`, r.note ?? ""]);
		const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
		for (const r of rows) console.log(`  ${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2]}`);
	} catch (e) {
		failed++;
		console.error(`\n## ${file} FAILED: ${e instanceof Error ? e.stack : e}`);
		results.push({ file, error: String(e) });
	}
}
mkdirSync(join(here, "out"), { recursive: true });
writeFileSync(
	join(here, "out/results.json"),
	`${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
console.log(`\nwrote bench/out/results.json (${results.length} benchmarks${failed ? `, ${failed} failed` : ""})`);
process.exit(failed ? 1 : 0);
