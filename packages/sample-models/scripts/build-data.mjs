#!/usr/bin/env node
/**
 * Writes data/<table>.json from the compact tables in ./tables/. Run from anywhere:
 *   node packages/sample-models/scripts/build-data.mjs          # write the JSON files
 *   node packages/sample-models/scripts/build-data.mjs --check  # exit 1 if a JSON file is stale
 * The extra-*.json files belong to other contributors and are never written here.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

/** Table module name = data file name. Order is the catalogue order. */
export const TABLES = [
	"llm",
	"gguf",
	"mlx",
	"multimodal",
	"nlp",
	"embeddings",
	"vision",
	"audio",
	"diffusers",
	"adapters",
	"frameworks",
	"transformers-js",
	"tabular-rl",
	"rare-tasks",
	"task-picks-a",
];

import { applyFacts } from "./lib.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, "..", "data");

export async function buildTables() {
	const out = {};
	const facts = [];
	for (const name of TABLES) {
		const mod = await import(`./tables/${name}.mjs`);
		out[name] = mod.default;
		if (mod.facts) facts.push([name, mod.facts]);
	}
	// A table may state decision facts (release date, parameters, context…) of records that live
	// in another table (the task-page picks do): they are written into that record, so each model
	// stays one record in one file.
	for (const [name, table] of facts) {
		for (const [id, patch] of Object.entries(table)) {
			const target = Object.values(out)
				.flat()
				.find((r) => r.id === id);
			if (!target) throw new Error(`tables/${name}.mjs states facts of ${id}, which no table holds`);
			applyFacts(target, patch);
		}
	}
	return out;
}

async function main() {
	const check = process.argv.includes("--check");
	const tables = await buildTables();
	let stale = 0;
	for (const [name, records] of Object.entries(tables)) {
		const path = join(dataDir, `${name}.json`);
		if (check) {
			let current;
			try {
				current = JSON.parse(readFileSync(path, "utf8"));
			} catch {
				current = undefined;
			}
			if (!isDeepStrictEqual(current, JSON.parse(JSON.stringify(records)))) {
				console.error(`stale: data/${name}.json`);
				stale++;
			}
		} else {
			writeFileSync(path, `${JSON.stringify(records, null, "\t")}\n`);
			console.log(`data/${name}.json: ${records.length} records`);
		}
	}
	if (stale) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
