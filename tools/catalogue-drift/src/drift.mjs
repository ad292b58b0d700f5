#!/usr/bin/env node
// `npm run catalogue:drift`: prints every difference between our catalogue and the pinned
// reference release, each deliberate one with its reason. Exits 1 when a difference is not in
// deliberate.mjs or a listed one no longer exists (the README says how to work through it).
import { compareCatalogues, describe, triage } from "./compare.mjs";
import { DELIBERATE } from "./deliberate.mjs";
import { installedVersion, ourCatalogue, referenceCatalogue } from "./sides.mjs";

const { explained, unexplained, stale } = triage(compareCatalogues(referenceCatalogue(), ourCatalogue()), DELIBERATE);

console.log(
	`Catalogue drift against @huggingface/tasks ${installedVersion("@huggingface/tasks")} ` +
		`(providers: @huggingface/inference ${installedVersion("@huggingface/inference")})`,
);
console.log(`\nNot explained (${unexplained.length}): add to our catalogue, or list in deliberate.mjs with a reason`);
for (const d of unexplained) console.log(`  ${describe(d)}`);
console.log(`\nStale in deliberate.mjs (${stale.length}): no longer a difference, delete the entry`);
for (const d of stale) console.log(`  ${d.key}`);
console.log(`\nDeliberate (${explained.length})`);
for (const d of explained) console.log(`  ${describe(d)}\n      because ${d.reason}`);
process.exitCode = unexplained.length > 0 || stale.length > 0 ? 1 : 0;
