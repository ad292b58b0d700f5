#!/usr/bin/env node
// Times the database store's own answers, without HTTP and without the list cache:
// `node bench/profile-store.mjs <catalogue.jsonl> <index.sqlite>` (after `npm run build`) opens the
// index with openModelDb (indexing it first when it is missing or stale) and times `store.list` for
// the store bench's search words at several offsets, sorts, filters and with facets, each query
// asked once (a new query object each time, so the list cache never answers).
// Not part of `npm run bench`: a tool for finding where an uncached answer spends its time.
import { openModelDb } from "@hubkit/model-db";

const [source, dbPath] = process.argv.slice(2);
if (!source || !dbPath) {
	console.error("usage: node bench/profile-store.mjs <catalogue.jsonl> <index.sqlite>");
	process.exit(2);
}
const WORDS = ["qwen", "llama", "bert", "gguf", "instruct", "mistral", "phi", "gemma", "whisper", "sd", "7b", "coder"];
const t0 = performance.now();
const { store, reused } = openModelDb({ source, dbPath, log: (l) => console.log(l) });
console.log(`open: ${(performance.now() - t0).toFixed(0)} ms (reused: ${reused})`);
const mem = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB RSS`;
console.log(mem());

async function time(label, queries) {
	const times = [];
	for (const q of queries) {
		const t = performance.now();
		await store.list(q);
		times.push(performance.now() - t);
	}
	times.sort((a, b) => a - b);
	const sum = times.reduce((a, b) => a + b, 0);
	const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
	console.log(
		`${label.padEnd(44)} n=${String(times.length).padStart(3)}  mean ${(sum / times.length).toFixed(1).padStart(7)} ms  p50 ${at(0.5).toFixed(1).padStart(7)}  max ${at(1).toFixed(1).padStart(7)}`,
	);
}

const perWord = [];
for (const word of WORDS) {
	const t = performance.now();
	const page = await store.list({ search: word, sort: "downloads", limit: 20 });
	perWord.push(`${word} ${page.total} ${(performance.now() - t).toFixed(0)}ms`);
}
console.log(`first search of each word: ${perWord.join(", ")}`);
const SORTS = ["downloads", "likes", "lastModified", "id"];
const LICENSES = ["apache-2.0", "mit", "other"];
const q = (i, extra) => ({ search: WORDS[i % WORDS.length], sort: "downloads", limit: 20, ...extra });
await time(
	"same words, new offsets",
	WORDS.map((_, i) => q(i, { offset: 20 * (1 + (i % 5)) })),
);
await time(
	"same words, deep offsets (1000-5000)",
	WORDS.map((_, i) => q(i, { offset: 1000 * (1 + (i % 5)) })),
);
await time(
	"same words, other sorts",
	WORDS.map((_, i) => q(i, { sort: SORTS[i % 4], direction: i % 2 ? "asc" : undefined })),
);
await time(
	"same words + a license filter",
	WORDS.map((_, i) => q(i, { license: LICENSES[i % 3] })),
);
await time(
	"same words + facets",
	WORDS.map((_, i) => q(i, { facets: true, offset: 20 })),
);
await time(
	"same words + filter + facets",
	WORDS.map((_, i) => q(i, { facets: true, task: "text-generation", offset: 40 })),
);
await time(
	"two words",
	WORDS.map((_, i) => q(i, { search: `${WORDS[i]} ${WORDS[(i + 3) % WORDS.length]}` })),
);
await time(
	"list, new offsets",
	[0, 1, 2, 3, 4].map((i) => ({ sort: SORTS[i % 4], limit: 20, offset: 20 * i + 40 })),
);
await time(
	"filtered list + facets",
	LICENSES.map((license, i) => ({ sort: SORTS[i], limit: 20, license, facets: true, offset: 20 })),
);
console.log(mem());
