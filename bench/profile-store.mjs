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
const c0 = process.cpuUsage();
const { store, reused } = openModelDb({ source, dbPath, log: (l) => console.log(l) });
const c1 = process.cpuUsage(c0);
console.log(
	`open: ${(performance.now() - t0).toFixed(0)} ms, ${((c1.user + c1.system) / 1000).toFixed(0)} ms CPU (reused: ${reused})`,
);
const mem = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB RSS`;
console.log(mem());

/** Milliseconds of this process's CPU time: on a shared machine the wall time also measures the neighbours. */
const cpuMs = () => {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
};

/**
 * Asks `make(i, round)` for i < 12 in 5 rounds (every query new) and prints the CPU time of the
 * first round (what the store finds and keeps) and of the others (what it answers from that).
 */
async function time(label, make) {
	const rounds = [];
	for (let round = 0; round < 5; round++) {
		const times = [];
		for (let i = 0; i < WORDS.length; i++) {
			const c = cpuMs();
			await store.list(make(i, round));
			times.push(cpuMs() - c);
		}
		rounds.push(times);
	}
	const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
	const later = rounds.slice(1).flat();
	const ms = (v) => v.toFixed(2).padStart(6);
	console.log(
		`${label.padEnd(38)} CPU ms: first round mean ${ms(mean(rounds[0]))}, max ${ms(Math.max(...rounds[0]))}; later rounds mean ${ms(mean(later))}, max ${ms(Math.max(...later))}`,
	);
}

const perWord = [];
for (const word of WORDS) {
	const t = performance.now();
	const c = cpuMs();
	const page = await store.list({ search: word, sort: "downloads", limit: 20 });
	perWord.push(`${word} (${page.total}) ${(performance.now() - t).toFixed(0)} ms / ${(cpuMs() - c).toFixed(0)} ms CPU`);
}
console.log(`first search of each word:\n  ${perWord.join("\n  ")}`);
const SORTS = ["downloads", "likes", "lastModified", "id"];
const LICENSES = ["apache-2.0", "mit", "other"];
const TASKS = ["text-generation", "feature-extraction", "fill-mask", "text-to-image", "automatic-speech-recognition"];
const q = (i, extra) => ({ search: WORDS[i % WORDS.length], sort: "downloads", limit: 20, ...extra });
await time("same words, new offsets", (i, r) => q(i, { offset: 20 * (1 + r) }));
await time("same words, deep offsets (1000-5000)", (i, r) => q(i, { offset: 1000 * (1 + r) }));
await time("same words, other sorts", (i, r) => q(i, { sort: SORTS[r % 4], direction: r > 3 ? "asc" : undefined }));
await time("same words + a filter", (i, r) => q(i, { license: LICENSES[r % 3], offset: 20 * r }));
await time("same words + facets", (i, r) => q(i, { facets: true, offset: 20 * (1 + r) }));
await time("same words + filter + facets", (i, r) => q(i, { facets: true, task: TASKS[r], offset: 40 }));
await time("two words", (i, r) => q(i, { search: `${WORDS[i]} ${WORDS[(i + 1 + r) % WORDS.length]}` }));
await time("list, new offsets", (i, r) => ({ sort: SORTS[i % 4], limit: 20, offset: 20 * (i + 12 * r) + 40 }));
await time("filtered list + facets", (i, r) => ({
	sort: SORTS[r % 4],
	limit: 20,
	license: LICENSES[i % 3],
	task: TASKS[r],
	facets: true,
	offset: 20 * i,
}));
console.log(mem());
