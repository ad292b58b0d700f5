// The queries that once stalled every other request (issue 30.3), against a running built server:
// ~40 one-letter words; a new 2-3 character word on every request; long queries of many words;
// `fits=&context=` on every request. For each run: req/s, p99 and slowest answer, the answers by
// status, the longest event-loop stall of the server (loop-delay.mjs) and the latency of
// `/api/health` asked every 20 ms alongside. Target: stall < 50 ms, /api/health < 50 ms.
// Alone: `node bench/hostile-queries.mjs <catalogue.jsonl> <index.sqlite>` (the store bench runs it too).
import { timedRequests } from "./timed-requests.mjs";

const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

/** The n-th word of `length` characters in base 36: a new word on every request. */
const word = (n, length) => n.toString(36).padStart(length, "0").slice(-length);

/** The runs: a name, and the path of the n-th request. */
export const HOSTILE_RUNS = {
	// ~40 one-letter words (the letters in another order each time: no kept answer serves it).
	"40 one-letter words": (n) => {
		const words = Array.from({ length: 40 }, (_, i) => LETTERS[(n * 7 + i * 5) % LETTERS.length]);
		return `/api/models?search=${words.join("+")}&offset=${20 * (n % 5)}`;
	},
	// A 2- or 3-character word nobody has searched yet, on every request.
	"new 2-3 character words": (n) => `/api/models?search=${word(n * 7919 + 13, 2 + (n % 2))}`,
	// As many words as 200 characters hold, each new.
	"long queries": (n) =>
		`/api/models?search=${Array.from({ length: 33 }, (_, i) => word(n * 33 + i, 5)).join("+")}&facets=true`,
	// fits at a context other than the default, every request another device and context.
	"fits= and context=": (n) =>
		`/api/models?fits=${["rtx-4090", "rtx-3060-12gb", "m1-16gb", "a100-80gb"][n % 4]}&context=${1024 + ((n * 997) % 200_000)}`,
};

/** The server's longest event-loop stall since the last call (the child runs loop-delay.mjs). */
export function loopDelay(child) {
	return new Promise((resolve) => {
		const onMessage = (message) => {
			if (!message?.loopDelay) return;
			child.off("message", onMessage);
			resolve(message.loopDelay);
		};
		child.on("message", onMessage);
		child.send("loop-delay");
	});
}

/** Asks /api/health every `everyMs` until `stop()`, then gives its latencies (ms), sorted. */
function healthProbe(url, everyMs = 20) {
	const times = [];
	let running = true;
	const loop = (async () => {
		while (running) {
			const t = performance.now();
			const response = await fetch(`${url}/api/health`);
			await response.arrayBuffer();
			times.push(performance.now() - t);
			await new Promise((resolve) => setTimeout(resolve, everyMs));
		}
	})();
	return async () => {
		running = false;
		await loop;
		return times.sort((a, b) => a - b);
	};
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs each hostile run for `seconds` with `connections` connections against the server `child`
 * (started with loop-delay.mjs and an IPC channel) at `url`; returns bench rows.
 */
export async function hostileRows(child, url, { seconds = 8, connections = 10, runs = HOSTILE_RUNS } = {}) {
	const rows = [];
	let worstStall = 0;
	for (const [name, path] of Object.entries(runs)) {
		await loopDelay(child); // starts the histogram over
		const stopHealth = healthProbe(url);
		const result = await timedRequests({ url, connections, seconds, path, countStatuses: true });
		const health = await stopHealth();
		const stall = await loopDelay(child);
		worstStall = Math.max(worstStall, stall.maxMs);
		const answered = Object.entries(result.statuses)
			.map(([status, count]) => `${count} × ${status}`)
			.join(", ");
		rows.push({ metric: `${name}: throughput`, value: result.requests.average, unit: "req/s", note: answered });
		rows.push({ metric: `${name}: p99 / slowest`, value: `${result.latency.p99} / ${result.latency.max}`, unit: "ms" });
		rows.push({ metric: `${name}: longest event-loop stall`, value: stall.maxMs, unit: "ms", note: "target < 50 ms" });
		rows.push({
			metric: `${name}: /api/health p99 / slowest`,
			value: `${pct(health, 99).toFixed(1)} / ${(health.at(-1) ?? 0).toFixed(1)}`,
			unit: "ms",
			note: `${health.length} asked; target < 50 ms`,
		});
	}
	rows.push({
		metric: "hostile queries: worst event-loop stall",
		value: worstStall,
		unit: "ms",
		note: "target < 50 ms",
	});
	return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const { spawn } = await import("node:child_process");
	const { join } = await import("node:path");
	const { waitForOutput } = await import("./child-output.mjs");
	const [catalogue, db] = process.argv.slice(2);
	if (!catalogue || !db) {
		console.error("usage: node bench/hostile-queries.mjs <catalogue.jsonl> <index.sqlite>");
		process.exit(2);
	}
	const root = new URL("..", import.meta.url).pathname;
	const child = spawn(
		process.execPath,
		["--import", join(root, "bench/loop-delay.mjs"), join(root, "apps/server/dist/main.js")],
		{
			env: {
				...process.env,
				PORT: "0",
				HOST: "127.0.0.1",
				HUB_URL: "",
				HUBKIT_MODELS: catalogue,
				HUBKIT_MODELS_DB: db,
			},
			stdio: ["ignore", "pipe", "inherit", "ipc"],
		},
	);
	const { match } = await waitForOutput(child, /Hubkit is running at http:\/\/localhost:(\d+)/);
	try {
		const rows = await hostileRows(child, `http://127.0.0.1:${match[1]}`, {
			seconds: Number(process.env.BENCH_STORE_SECONDS) || 8,
		});
		for (const r of rows)
			console.log(
				`  ${r.metric.padEnd(50)} ${String(typeof r.value === "number" ? r.value.toFixed(1) : r.value).padStart(14)} ${r.unit ?? ""}  ${r.note ?? ""}`,
			);
	} finally {
		child.kill("SIGTERM");
	}
}
