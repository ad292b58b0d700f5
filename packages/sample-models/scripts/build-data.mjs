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
import { applyHardwareFacts } from "./hardware-facts.mjs";

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
	"task-picks-b",
];

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, "..", "data");

export async function buildTables() {
	// Import every table before reading any: a table may add decision facts to another's records.
	const mods = await Promise.all(TABLES.map((name) => import(`./tables/${name}.mjs`)));
	const out = {};
	TABLES.forEach((name, i) => {
		// Architecture numbers and file sizes for the hardware-fit estimate live in their own module.
		out[name] = applyHardwareFacts(mods[i].default);
	});
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
