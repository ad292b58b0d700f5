// Hardware fit: one estimate (model × weight option × device); the question `fits=` asks of each
// record (modelFitter: the record's facts read once, then the estimate's `place` per question);
// the "runs on" filter over the samples and a synthetic 100,000-record catalogue; and
// `GET /api/models?fits=<device>&context=<random>&ram=<random>` through the BUILT server
// (apps/server/dist) in its own Node process on 127.0.0.1, every request a new question, with the
// latency of `/api/health` asked meanwhile (is the event loop free?).
// Targets (issue 27): estimate < 5 µs, fits= at any context ≥ 1,000 req/s on the samples.
// `BENCH_FIT_SECONDS=2 npm run bench -- fit` for a quick run.
// Measured 2026-11-27 20:28 (`node bench/run.mjs fit`, idle 2 cores, load average 0.87): estimate
// 1.75 µs, question 0.27 µs, fits= 2,860 req/s at p99 13 ms, /api/health beside 200 fits= req/s p50 1.6 ms,
// p99 17 ms, max 57 ms. Before the fitters: 8–59 req/s, /api/health waiting 1.3–2.8 s (issue 27).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEVICES, estimateModel, getDevice, modelFits, modelFitter, weightOptions } from "@hubkit/catalog/hardware";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import autocannon from "autocannon";
import { waitForOutput } from "./child-output.mjs";

const root = new URL("..", import.meta.url).pathname;
const serverDist = join(root, "apps/server/dist/index.js");
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_FIT_SECONDS) || 10;
/** The contexts and RAM sizes the random questions draw from (ram absent: whole on the device). */
const MAX_ASKED_CONTEXT = 262_144;
const RAMS = [undefined, 8, 16, 32, 64, 128];
/** The steady rate of fits= questions /api/health is timed beside. */
const HEALTH_FITS_RATE = 200;

const time = (fn) => {
	const t = performance.now();
	const out = fn();
	return { ms: performance.now() - t, out };
};

/** A `fits=` question never asked before (almost surely): a device, a context and a RAM at random. */
function randomFitsPath() {
	const device = DEVICES[Math.floor(Math.random() * DEVICES.length)].id;
	const context = 1 + Math.floor(Math.random() * MAX_ASKED_CONTEXT);
	const ram = RAMS[Math.floor(Math.random() * RAMS.length)];
	return `/api/models?fits=${device}&context=${context}${ram === undefined ? "" : `&ram=${ram}`}`;
}

function startServer() {
	const script = `
		const { startServer } = await import(${JSON.stringify(pathToFileURL(serverDist).href)});
		const server = await startServer({ port: 0, hostname: "127.0.0.1" });
		console.log("LISTENING " + server.url);
		process.on("SIGTERM", () => server.close().then(() => process.exit(0)));
	`;
	const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
		cwd: root,
		env: { ...process.env, HUB_URL: "", HUBKIT_MODELS: "" },
		stdio: ["ignore", "pipe", "inherit"],
	});
	return waitForOutput(child, /LISTENING (\S+)/).then(({ match }) => ({ child, url: match[1] }));
}

function load(options) {
	return new Promise((resolve, reject) => {
		autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
	});
}

/** `/api/health` asked one at a time until `done` resolves: each answer's latency, ms. */
async function healthLatencies(url, done) {
	const latencies = [];
	let finished = false;
	done.then(() => {
		finished = true;
	});
	while (!finished) {
		const t = performance.now();
		const res = await fetch(`${url}/api/health`);
		await res.arrayBuffer();
		latencies.push(performance.now() - t);
		await new Promise((r) => setTimeout(r, 10));
	}
	return latencies.sort((a, b) => a - b);
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function serverRows() {
	if (!existsSync(serverDist)) throw new Error("apps/server/dist is missing: run `npm run build` first");
	const { child, url } = await startServer();
	try {
		for (let i = 0; i < 20; i++) {
			const res = await fetch(url + randomFitsPath());
			if (res.status !== 200) throw new Error(`fits= answered ${res.status}`);
			await res.arrayBuffer();
		}
		const common = {
			url,
			connections: CONNECTIONS,
			requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: randomFitsPath() }) }],
		};
		await load({ ...common, duration: 3 }); // warm-up (JIT)
		const result = await load({ ...common, duration: DURATION_S });
		// /api/health one at a time while fits= questions arrive at a steady HEALTH_FITS_RATE (below
		// the throughput, so health waits for the event loop, not behind a queue): a question that
		// held the loop for its whole estimate would show here as a stall.
		const steady = load({ ...common, overallRate: HEALTH_FITS_RATE, duration: DURATION_S });
		const health = await healthLatencies(url, steady);
		const paced = await steady;
		const note = `random device × context 1–${MAX_ASKED_CONTEXT} × ram none/8–128 GB, ${CONNECTIONS} connections, ${DURATION_S} s`;
		return [
			{ metric: "fits=&context=&ram= (server): throughput", value: result.requests.average, unit: "req/s", note },
			{ metric: "fits=&context=&ram= (server): p99 latency", value: result.latency.p99, unit: "ms" },
			{ metric: "fits=&context=&ram= (server): errors", value: result.errors + result.timeouts + result.non2xx },
			{
				metric: "/api/health beside fits=: p50 / p99 / max",
				value: `${quantile(health, 0.5).toFixed(1)} / ${quantile(health, 0.99).toFixed(1)} / ${health.at(-1).toFixed(1)}`,
				unit: "ms",
				note: `${health.length} health requests one at a time, fits= at ${HEALTH_FITS_RATE} req/s (${paced.requests.total} answered, p99 ${paced.latency.p99} ms)`,
			},
		];
	} finally {
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill("SIGTERM");
		await exited;
	}
}

export default async function bench() {
	const sized = SAMPLE_MODELS.filter((m) => weightOptions(m).length > 0);
	const options = sized.reduce((n, m) => n + weightOptions(m).length, 0);

	// Per estimate: every option of every sized model on every device, at 8k context. One pass over
	// every device first, so the GPU, Mac and CPU paths are all compiled before the clock runs
	// (warming three GPUs only timed the compiler on the rest); then three passes, averaged.
	const PASSES = 3;
	let estimates = 0;
	for (const d of DEVICES) for (const m of sized) estimateModel(m, d, { context: 8192 }); // warm-up
	const est = time(() => {
		for (let i = 0; i < PASSES; i++) {
			for (const d of DEVICES) for (const m of sized) estimates += estimateModel(m, d, { context: 8192 }).length;
		}
	});

	// The question fits= asks of each record, from its fitter (read once): every sized model on every
	// device at a new context each pass, whole and with 32 GB of RAM to offload to.
	const fitters = sized.map((m) => modelFitter(m));
	const asks = (context) => {
		let n = 0;
		for (const d of DEVICES) {
			for (const f of fitters) {
				f(d, { context });
				f(d, { context, level: "offload" });
				n += 2;
			}
		}
		return n;
	};
	asks(1000); // warm-up
	let questions = 0;
	const ask = time(() => {
		for (let i = 0; i < PASSES; i++) questions += asks(4096 + 1000 * i);
	});

	const device = getDevice("rtx-4090");
	const filter = (models) => models.filter((m) => modelFits(m, device, { context: 8192 }));
	filter(SAMPLE_MODELS);
	const small = time(() => filter(SAMPLE_MODELS));

	const synthetic = [];
	for (let i = 0; synthetic.length < 100_000; i++) {
		const m = SAMPLE_MODELS[i % SAMPLE_MODELS.length];
		synthetic.push({ ...m, id: `${m.id}-${i}` });
	}
	const large = time(() => filter(synthetic));
	const prepared = time(() => synthetic.map((m) => modelFitter(m)));
	const largeAsked = time(() => prepared.out.filter((f) => f?.(device, { context: 12_345 }) ?? false));

	const load1 = loadavg()[0].toFixed(2);
	const server = await serverRows();
	return {
		name: "fit",
		rows: [
			{
				metric: "estimate (model × option × device, 8k context)",
				value: (est.ms * 1000) / estimates,
				unit: "µs",
				note: `${estimates} estimates: ${PASSES} passes of ${sized.length} models with ${options} options × ${DEVICES.length} devices`,
			},
			{
				metric: "fits= question of a record (its fitter × device)",
				value: (ask.ms * 1000) / questions,
				unit: "µs",
				note: `${questions} questions, whole and offload, every option asked until one runs`,
			},
			{
				metric: "fits filter, sample catalogue (rtx-4090, 8k, modelFits)",
				value: small.ms,
				unit: "ms",
				note: `${SAMPLE_MODELS.length} records, ${small.out.length} fit`,
			},
			{
				metric: "fits filter, synthetic catalogue (rtx-4090, 8k, modelFits)",
				value: large.ms,
				unit: "ms",
				note: `${synthetic.length} records, ${large.out.length} fit`,
			},
			{
				metric: "fitters of the synthetic catalogue (at load)",
				value: prepared.ms,
				unit: "ms",
				note: `${synthetic.length} records`,
			},
			{
				metric: "fits filter, synthetic catalogue (rtx-4090, 12,345 tokens, fitters)",
				value: largeAsked.ms,
				unit: "ms",
				note: `${synthetic.length} records, ${largeAsked.out.length} fit`,
			},
			...server,
			{ metric: "load average (1 min) before the server runs", value: load1, note: "2 shared cores" },
		],
	};
}
