#!/usr/bin/env node
/**
 * Writes data/catalogue.json from every table in ./tables/ (each `<name>.mjs` default-exports
 * its records; a new table file is picked up by itself, in file-name order). Run from anywhere:
 *   node packages/sample-models/scripts/build-data.mjs          # write the JSON file
 *   node packages/sample-models/scripts/build-data.mjs --check  # exit 1 if the JSON file is stale
 *   … --tables <dir>                                             # read the tables from another folder (no provider facts)
 * An id may stand in one table only: a duplicate is an error naming both places.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { withProviderFacts } from "./lib.mjs";
import { PROVIDER_FACTS } from "./provider-facts.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const option = (name) => {
	const i = process.argv.indexOf(name);
	return i >= 0 ? process.argv[i + 1] : undefined;
};
const tablesDir = option("--tables") ?? join(here, "tables");
export const DATA_FILE = join(here, "..", "data", "catalogue.json");

/** The table names (file names without `.mjs`), in catalogue order. */
export function tableNames() {
	return readdirSync(tablesDir)
		.filter((f) => f.endsWith(".mjs"))
		.map((f) => f.slice(0, -".mjs".length))
		.sort();
}

/** Every table's records, by table name; throws on a record without an id or an id seen before. */
export async function buildTables() {
	const out = {};
	const seen = new Map();
	for (const name of tableNames()) {
		const { default: records } = await import(pathToFileURL(join(tablesDir, `${name}.mjs`)).href);
		if (!Array.isArray(records)) throw new Error(`tables/${name}.mjs: the default export is not an array of records`);
		out[name] = records.map((record, index) => {
			const where = `tables/${name}.mjs[${index}]`;
			if (typeof record?.id !== "string" || record.id === "") throw new Error(`${where}: a record needs an id`);
			if (seen.has(record.id)) throw new Error(`duplicate id ${record.id}: ${seen.get(record.id)} and ${where}`);
			seen.set(record.id, where);
			return record;
		});
	}
	// The providers' published facts (a dated snapshot, provider-facts.mjs), on copies of the records;
	// tables read from another folder (--tables, the tests' own) are built as they are.
	if (option("--tables") !== undefined) return out;
	const all = Object.values(out).flatMap((records, t) => records.map((record, i) => ({ t, i, record })));
	const copies = all.map(({ record }) => (PROVIDER_FACTS[record.id] ? structuredClone(record) : record));
	withProviderFacts(copies, PROVIDER_FACTS);
	const names = Object.keys(out);
	all.forEach(({ t, i }, n) => {
		out[names[t]][i] = copies[n];
	});
	return out;
}

async function main() {
	const tables = JSON.parse(JSON.stringify(await buildTables()));
	if (process.argv.includes("--check")) {
		let current;
		try {
			current = JSON.parse(readFileSync(DATA_FILE, "utf8"));
		} catch {
			current = undefined;
		}
		if (!isDeepStrictEqual(current, tables)) {
			console.error("stale: data/catalogue.json (run node packages/sample-models/scripts/build-data.mjs)");
			process.exit(1);
		}
		return;
	}
	writeFileSync(DATA_FILE, `${JSON.stringify(tables, null, "\t")}\n`);
	for (const [name, records] of Object.entries(tables)) console.log(`${name}: ${records.length} records`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	try {
		await main();
	} catch (error) {
		console.error(error instanceof Error ? error.message : error);
		process.exit(1);
	}
}
