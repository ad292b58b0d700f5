// The server under load: the BUILT server (apps/server/dist) runs in its own Node process on
// 127.0.0.1 (ephemeral port); autocannon drives GET /api/models/:owner/:name/snippets first for a
// fixed request count, then for a fixed duration. Prints req/s, p50/p99 latency, errors and the
// server's resident memory before and after.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { waitForOutput } from "./child-output.mjs";

const root = new URL("..", import.meta.url).pathname;
const serverDist = join(root, "apps/server/dist/index.js");

const CONNECTIONS = 16;
const AMOUNT = 30_000;
const DURATION_S = 10;
const MB = 1024 * 1024;

/** A record used only when the sample catalogue is still empty. */
const FALLBACK_MODEL = {
	id: "bench-org/bench-chat-model",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "conversational", "text-generation"],
	transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
	inferenceProviderMapping: [
		{ provider: "together", providerId: "bench-org/bench-chat", task: "conversational", status: "live" },
	],
};

/** The server's memory, asked over IPC; after a full GC so that uncollected garbage does not count. */
function memory(child) {
	return new Promise((resolve) => {
		child.once("message", resolve);
		child.send("memory");
	});
}

/** Starts the built server in a child process; resolves with its URL once it listens. */
function startChild(models, cacheSize) {
	const script = `
		const { startServer } = await import(${JSON.stringify(pathToFileURL(serverDist).href)});
		const models = ${models ? "JSON.parse(process.env.BENCH_MODELS)" : "undefined"};
		const cacheSize = Number(process.env.BENCH_CACHE) || undefined;
		const server = await startServer({
			port: 0,
			hostname: "127.0.0.1",
			...(models ? { models } : {}),
			...(cacheSize ? { snippetCacheSize: cacheSize } : {}),
		});
		console.log("LISTENING " + server.url);
		process.on("SIGTERM", () => server.close().then(() => process.exit(0)));
		process.on("message", () => {
			globalThis.gc?.();
			process.send(process.memoryUsage());
		});
	`;
	const child = spawn(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], {
		cwd: root,
		env: {
			...process.env,
			HUB_URL: "",
			BENCH_MODELS: models ? JSON.stringify(models) : "",
			BENCH_CACHE: cacheSize ? String(cacheSize) : "",
		},
		stdio: ["ignore", "pipe", "inherit", "ipc"],
	});
	return waitForOutput(child, /LISTENING (\S+)/).then(({ match }) => ({ child, url: match[1] }));
}

function run(options) {
	return new Promise((resolve, reject) => {
		autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
	});
}

const UNCACHED_S = 5;

/** A second server with a one-entry snippet cache: the cost of rendering every answer. */
async function uncachedRun(models, ids) {
	const { child, url } = await startChild(models, 1);
	try {
		const requests = ids.map((id) => ({ method: "GET", path: `/api/models/${id}/snippets` }));
		const result = await run({ url, connections: CONNECTIONS, requests, duration: UNCACHED_S });
		return { ...result, models: ids.length };
	} finally {
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill("SIGTERM");
		await exited;
	}
}

export default async function bench() {
	if (!existsSync(serverDist)) throw new Error("apps/server/dist is missing: run `npm run build` first");
	const { SAMPLE_MODELS } = await import("@hubkit/sample-models");
	const sample = SAMPLE_MODELS.filter((m) => m.id.includes("/") && m.pipeline_tag).slice(0, 8);
	const models = sample.length > 0 ? undefined : [FALLBACK_MODEL];
	const ids = sample.length > 0 ? sample.map((m) => m.id) : [FALLBACK_MODEL.id];
	// A few option sets per model, as the web app would ask for them.
	const queries = [
		"",
		"?provider=together&language=python",
		"?language=js&streaming=true",
		"?language=sh&billTo=bench-org",
	];
	const requests = ids.flatMap((id) => queries.map((q) => ({ method: "GET", path: `/api/models/${id}/snippets${q}` })));

	const { child, url } = await startChild(models);
	try {
		// Check every URL answers 200 before timing anything.
		for (const r of requests) {
			const res = await fetch(url + r.path);
			if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}`);
			await res.arrayBuffer();
		}
		const before = await memory(child);
		const common = { url, connections: CONNECTIONS, requests };
		await run({ ...common, duration: 3 }); // warm-up (JIT, caches)
		const counted = await run({ ...common, amount: AMOUNT });
		const timed = await run({ ...common, duration: DURATION_S });
		const after = await memory(child);
		const errors = (r) => r.errors + r.timeouts + r.non2xx;
		const note = `${ids.length} model(s) × ${queries.length} option sets, ${CONNECTIONS} connections`;
		const uncached = await uncachedRun(models, sample.length > 0 ? SAMPLE_MODELS.map((m) => m.id) : ids);
		return {
			name: "server",
			rows: [
				{ metric: `snippets, ${AMOUNT} requests: throughput`, value: counted.requests.average, unit: "req/s", note },
				{ metric: `snippets, ${AMOUNT} requests: p50 latency`, value: counted.latency.p50, unit: "ms" },
				{ metric: `snippets, ${AMOUNT} requests: p99 latency`, value: counted.latency.p99, unit: "ms" },
				{ metric: `snippets, ${AMOUNT} requests: errors`, value: errors(counted) },
				{
					metric: `snippets, ${DURATION_S} s: throughput`,
					value: timed.requests.average,
					unit: "req/s",
					note: `${timed.requests.total} requests`,
				},
				{ metric: `snippets, ${DURATION_S} s: p50 latency`, value: timed.latency.p50, unit: "ms" },
				{ metric: `snippets, ${DURATION_S} s: p99 latency`, value: timed.latency.p99, unit: "ms" },
				{ metric: `snippets, ${DURATION_S} s: errors`, value: errors(timed) },
				{
					metric: `snippets, cache off, ${UNCACHED_S} s: throughput`,
					value: uncached.requests.average,
					unit: "req/s",
					note: `every request renders anew, over ${uncached.models} models`,
				},
				{ metric: `snippets, cache off, ${UNCACHED_S} s: p99 latency`, value: uncached.latency.p99, unit: "ms" },
				{ metric: `snippets, cache off, ${UNCACHED_S} s: errors`, value: errors(uncached) },
				{ metric: "server RSS before load", value: before.rss / MB, unit: "MB" },
				{ metric: "server RSS after load (after GC)", value: after.rss / MB, unit: "MB" },
				{ metric: "server heap used before load", value: before.heapUsed / MB, unit: "MB" },
				{ metric: "server heap used after load (after GC)", value: after.heapUsed / MB, unit: "MB" },
			],
		};
	} finally {
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill("SIGTERM");
		await exited;
	}
}
