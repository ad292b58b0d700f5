#!/usr/bin/env node
// Writes a synthetic catalogue for HUBKIT_MODELS: `node bench/make-catalogue.mjs [count] [file]`
// (default 1,000,000 records to bench/out/catalogue.jsonl). Each record is a sample record under
// a new id (`org<n>/<name>-<i>`), with varied licenses, an extra tag and download/like counts, so
// search, filters and facets have realistic spreads. Deterministic: the same count, the same file.
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SAMPLE_MODELS } from "@hubkit/sample-models";

const here = dirname(fileURLToPath(import.meta.url));
const count = Number(process.argv[2] ?? 1_000_000);
const file = process.argv[3] ?? join(here, "out", "catalogue.jsonl");
if (!Number.isInteger(count) || count < 1) {
	console.error("usage: node bench/make-catalogue.mjs [count] [file]");
	process.exit(2);
}
mkdirSync(dirname(file), { recursive: true });

const LICENSES = ["apache-2.0", "mit", "llama3.1", "gemma", "cc-by-4.0", "openrail", "other"];
const TAGS = ["chat", "quantized", "merge", "finetune", "base", "instruct", "research", "multilingual"];
// A cheap deterministic spread (no Math.random: the file is the same on every run).
const spread = (i, mod) => ((i * 2654435761) >>> 0) % mod;

const out = createWriteStream(file);
for (let i = 0; i < count; i++) {
	const sample = SAMPLE_MODELS[i % SAMPLE_MODELS.length];
	const name = sample.id.split("/")[1];
	const author = `org${spread(i, 20_000)}`;
	const record = {
		...sample,
		id: `${author}/${name}-${i}`,
		author,
		tags: [...(sample.tags ?? []), TAGS[spread(i + 7, TAGS.length)]],
		cardData: { ...(sample.cardData ?? {}), license: LICENSES[spread(i + 3, LICENSES.length)] },
		downloads: spread(i + 11, 5_000_000),
		likes: spread(i + 13, 20_000),
	};
	if (!out.write(`${JSON.stringify(record)}\n`)) await new Promise((resolve) => out.once("drain", resolve));
}
await new Promise((resolve) => out.end(resolve));
console.log(`wrote ${count} records to ${file}`);
