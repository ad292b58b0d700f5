// The database store at scale: 1,000,000 records from make-catalogue.mjs, served by the BUILT
// server (apps/server/dist/main.js) with HUBKIT_MODELS and HUBKIT_MODELS_DB. Measures the first
// indexing, the start on an existing index, then through the HTTP API (autocannon, 20 connections,
// 127.0.0.1) list, search, filtered and faceted queries: req/s, p99 and the server's CPU time per
// request, the first (uncached) answer of each, the first search of each new word, two runs of
// queries never asked before (the same words at new offsets; words, pages, sorts,
// filters and facets all varied), and the server's RSS.
// Then the hostile queries of hostile-queries.mjs (the longest event-loop stall, /api/health beside
// them) and the distinct queries again with HUBKIT_WORKERS=2 (throughput of 1 and 2 processes).
// Targets (issues 16, 30): p99 < 20 ms, >= 1000 req/s, indexing < 2 min (3M: < 5 min), start < 5 s,
// RSS < 1 GB, event-loop stall < 50 ms. BENCH_STORE_RECORDS=3000000 for the hub's size (slow).
// `BENCH_STORE_RECORDS=50000 BENCH_STORE_SECONDS=2 npm run bench -- store` for a quick run;
// BENCH_STORE_REUSE=1 keeps an index built before (no indexing figures) when trying a change.
// Measured 2026-11-28 07:33-07:45 on the 2-core machine, otherwise idle: 1M records indexed in 113 s
// (peak RSS 558 MB), every target met (distinct queries 4,885 req/s at p99 14 ms, worst stall 18 ms);
// 3M: indexing 360 s at a 1.7 GB peak, distinct queries p99 22 ms, the rest met. README "Benchmark"
// has the table.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { waitForOutput } from "./child-output.mjs";
import { hostileRows } from "./hostile-queries.mjs";
import { timedRequests } from "./timed-requests.mjs";

const root = new URL("..", import.meta.url).pathname;
const RECORDS = Number(process.env.BENCH_STORE_RECORDS) || 1_000_000;
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_STORE_SECONDS) || 8;
const MB = 1024 * 1024;

const QUERIES = {
	list: "/api/models?sort=downloads",
	search: "/api/models?search=llama",
	filtered: "/api/models?pipeline_tag=text-generation&license=mit&sort=likes",
	faceted: "/api/models?search=instruct&license=apache-2.0&facets=true",
	"faceted, unfiltered": "/api/models?facets=true",
};

/** Words of the sample ids, for searches never asked before. */
const WORDS = ["qwen", "llama", "bert", "gguf", "instruct", "mistral", "phi", "gemma", "whisper", "sd", "7b", "coder"];
const SORTS = ["downloads", "likes", "lastModified", "id"];
const FILTERS = [
	"",
	"&license=mit",
	"&pipeline_tag=text-generation",
	"&license=apache-2.0&app=llama.cpp",
	"&app=ollama",
];

/**
 * The n-th query of the distinct run: a word (or two), a page of the first 25, a sort, a direction,
 * a filter, and facets for one query in four: n in mixed radix, so no two of the first 36,000 are
 * the same, so no kept answer serves any of them.
 */
function distinctQuery(n) {
	const [w, page, sort, direction, filter, second] = [WORDS.length, 25, SORTS.length, 2, FILTERS.length, 3].map(
		(radix) => {
			const digit = n % radix;
			n = Math.floor(n / radix);
			return digit;
		},
	);
	const words = second ? `${WORDS[w]}+${WORDS[(w + 4 * second) % WORDS.length]}` : WORDS[w];
	const facets = (w + page) % 4 === 0 ? "&facets=true" : "";
	return `/api/models?search=${words}&offset=${20 * page}&sort=${SORTS[sort]}&direction=${direction ? "asc" : "desc"}${FILTERS[filter]}${facets}`;
}

/** The server's resident memory, now and at its peak, from /proc (Linux). */
function rss(pid) {
	const status = readFileSync(`/proc/${pid}/status`, "utf8");
	const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
	return { now: kb("VmRSS"), peak: kb("VmHWM") };
}

/** The server's CPU time so far in ms, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
	const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
	return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * An autocannon run against the server, with the server's CPU time per request: on a shared
 * machine req/s and latency also measure the neighbours, CPU time much less so.
 */
async function measure(pid, options) {
	const cpu = cpuMs(pid);
	const result = await timedRequests({ connections: CONNECTIONS, seconds: DURATION_S, ...options });
	if (result.non2xx || result.errors)
		throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
	return { ...result, cpuPerRequest: (cpuMs(pid) - cpu) / result.requests.total };
}

/**
 * Starts the built server on the catalogue (with loop-delay.mjs preloaded and an IPC channel, for
 * the event loop's stalls); resolves once it listens, with its output so far.
 */
function start(catalogue, db, extraEnv = {}) {
	const started = performance.now();
	const child = spawn(
		process.execPath,
		["--import", join(root, "bench/loop-delay.mjs"), join(root, "apps/server/dist/main.js")],
		{
			cwd: root,
			env: {
				...process.env,
				PORT: "0",
				HOST: "127.0.0.1",
				HUB_URL: "",
				HUBKIT_MODELS: catalogue,
				HUBKIT_MODELS_DB: db,
				...extraEnv,
			},
			stdio: ["ignore", "pipe", "inherit", "ipc"],
		},
	);
	return waitForOutput(child, /Hubkit is running at http:\/\/localhost:(\d+)/).then(({ match, out }) => ({
		child,
		url: `http://127.0.0.1:${match[1]}`,
		ms: performance.now() - started,
		out,
	}));
}

async function stop(child) {
	const exited = new Promise((resolve) => child.once("exit", resolve));
	child.kill("SIGTERM");
	await exited;
}

export default async function storeBench() {
	const catalogue = join(root, `bench/out/catalogue-${RECORDS}.jsonl`);
	const db = join(root, `bench/out/catalogue-${RECORDS}.sqlite`);
	if (!existsSync(catalogue)) {
		execFileSync(process.execPath, [join(root, "bench/make-catalogue.mjs"), String(RECORDS), catalogue], {
			stdio: "inherit",
		});
	}
	const rows = [];
	if (!process.env.BENCH_STORE_REUSE) {
		rmSync(db, { force: true });
		const note = `${RECORDS} records, ${(statSync(catalogue).size / MB).toFixed(0)} MB of JSONL`;
		const first = await start(catalogue, db);
		const indexed = /Indexed .* in ([\d.]+) s(?: \(([\d.]+) s of CPU\))?/.exec(first.out);
		const target = RECORDS > 1_000_000 ? "target < 300 s" : "target < 120 s";
		rows.push({ metric: "first indexing", value: Number(indexed?.[1]), unit: "s", note: `${note}; ${target}` });
		if (indexed?.[2]) rows.push({ metric: "first indexing, CPU time", value: Number(indexed[2]), unit: "s" });
		rows.push({ metric: "index file", value: statSync(db).size / MB, unit: "MB" });
		rows.push({ metric: "RSS peak while indexing", value: rss(first.child.pid).peak / MB, unit: "MB" });
		await stop(first.child);
	}

	const { child, url, ms, out } = await start(catalogue, db);
	try {
		if (!/: reused/.test(out)) throw new Error(`the index was not reused:\n${out}`);
		rows.push({ metric: "start on the existing index", value: ms / 1000, unit: "s", note: "target < 5 s" });
		rows.push({ metric: "RSS after start", value: rss(child.pid).now / MB, unit: "MB" });
		for (const [name, path] of Object.entries(QUERIES)) {
			const t = performance.now();
			const response = await fetch(url + path);
			if (!response.ok) throw new Error(`${path}: ${response.status}`);
			await response.arrayBuffer();
			rows.push({ metric: `${name}: first answer (uncached)`, value: performance.now() - t, unit: "ms", note: path });
			const result = await measure(child.pid, { url: url + path });
			rows.push({
				metric: `${name}: throughput`,
				value: result.requests.average,
				unit: "req/s",
				note: "target >= 1000",
			});
			rows.push({ metric: `${name}: p99 latency`, value: result.latency.p99, unit: "ms", note: "target < 20 ms" });
			rows.push({ metric: `${name}: server CPU per request`, value: result.cpuPerRequest, unit: "ms" });
		}
		// The first search of each word nobody has searched yet: the store finds the word's records.
		const firsts = [];
		for (const word of WORDS.filter((w) => !Object.values(QUERIES).some((path) => path.includes(`=${w}`)))) {
			const t = performance.now();
			const response = await fetch(`${url}/api/models?search=${word}`);
			if (!response.ok) throw new Error(`search=${word}: ${response.status}`);
			await response.arrayBuffer();
			firsts.push(performance.now() - t);
		}
		firsts.sort((a, b) => a - b);
		rows.push({
			metric: "first search of a new word: median",
			value: firsts[Math.floor(firsts.length / 2)],
			unit: "ms",
			note: `${firsts.length} words`,
		});
		rows.push({ metric: "first search of a new word: slowest", value: firsts[firsts.length - 1], unit: "ms" });
		// Every request a query never asked before: no kept answer serves it.
		const distinctRuns = {
			// The same words at new offsets.
			"distinct searches": (n) =>
				`/api/models?search=${WORDS[n % WORDS.length]}&offset=${20 * Math.floor(n / WORDS.length)}`,
			// Words, pages, sorts, directions, filters and facets, all varied.
			"distinct queries": distinctQuery,
		};
		for (const [name, path] of Object.entries(distinctRuns)) {
			const result = await measure(child.pid, { url, path });
			rows.push({
				metric: `${name}: throughput`,
				value: result.requests.average,
				unit: "req/s",
				note: "target >= 1000",
			});
			rows.push({ metric: `${name}: p99 latency`, value: result.latency.p99, unit: "ms", note: "target < 20 ms" });
			rows.push({ metric: `${name}: server CPU per request`, value: result.cpuPerRequest, unit: "ms" });
		}
		rows.push(...(await hostileRows(child, url, { seconds: DURATION_S })));
		const memory = rss(child.pid);
		rows.push({ metric: "RSS after the runs", value: memory.now / MB, unit: "MB", note: "target < 1024 MB" });
		rows.push({ metric: "RSS peak", value: memory.peak / MB, unit: "MB" });
	} finally {
		await stop(child);
	}
	rows.push(...(await twoProcesses(catalogue, db)));
	rows.push(await indexOneLargeRecord());
	return { name: `Database store, ${RECORDS} records (HUBKIT_MODELS through the HTTP API)`, rows };
}

/** The distinct queries with HUBKIT_WORKERS=2: two server processes on the same index and port. */
async function twoProcesses(catalogue, db) {
	const { child, url } = await start(catalogue, db, { HUBKIT_WORKERS: "2" });
	try {
		const runs = { url, connections: CONNECTIONS, seconds: DURATION_S };
		// Once unmeasured: each process reads the index's sets into its list thread after it listens
		// (3 s at 3M records), and the first requests would measure that.
		await timedRequests({ ...runs, path: (n) => distinctQuery(2_000_000 + n) });
		const result = await timedRequests({ ...runs, path: (n) => distinctQuery(1_000_000 + n) });
		return [
			{ metric: "distinct queries, 2 processes: throughput", value: result.requests.average, unit: "req/s" },
			{ metric: "distinct queries, 2 processes: p99 latency", value: result.latency.p99, unit: "ms" },
		];
	} finally {
		await stop(child);
	}
}

/**
 * One record with a million distinct tags (a 13 MB line): indexing time grows with the tags, not
 * with their square (a duplicate-tag scan once made this take minutes).
 */
async function indexOneLargeRecord() {
	const TAGS = 1_000_000;
	const catalogue = join(root, "bench/out/one-large-record.jsonl");
	const db = join(root, "bench/out/one-large-record.sqlite");
	const tags = Array.from({ length: TAGS }, (_, i) => `tag-${i}`);
	writeFileSync(catalogue, `${JSON.stringify({ id: "acme/large", downloads: 1, tags })}\n`);
	rmSync(db, { force: true });
	const { child, out } = await start(catalogue, db);
	await stop(child);
	const indexed = /Indexed .* in ([\d.]+) s/.exec(out);
	return { metric: "first indexing, one record of 1M tags", value: Number(indexed?.[1]), unit: "s" };
}
