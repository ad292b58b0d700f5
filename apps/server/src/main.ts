#!/usr/bin/env node
/**
 * The server's entry point (`npm start` imports the built copy). Settings come from the
 * environment (settings.ts): PORT (default 3000), HOST (default 127.0.0.1), HUB_URL (an upstream
 * hub; by default the embedded sample catalogue), HUBKIT_MODELS (a catalogue file or folder of one's
 * own), HUB_ROUTER_URL (the hub's router, whose model listing gives providers' prices; by default
 * https://router.huggingface.co for HUB_URL=https://huggingface.co), HUBKIT_MODELS_DB (where a large one's index is kept), HUBKIT_LIST_BUDGET_MS (how long an indexed
 * catalogue's list may take), HUBKIT_WORKERS (server processes sharing the port) and HF_TOKEN (sent
 * upstream, never printed).
 *
 * With HUBKIT_WORKERS=N (N > 1) this process is node:cluster's primary: it checks or builds the
 * catalogue's index once, then starts N processes of this file that open that index as it is
 * (HUBKIT_INDEX_CHECKED) and share the port; it prints the URL once they all listen, starts a
 * process again when one ends unasked, and stops them all on SIGINT / SIGTERM.
 */
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { IndexPathError } from "@hubkit/model-db";
import { escapeControl } from "./http.js";
import { logClosedMessage, streamLog } from "./log.js";
import { readOwnCatalogue } from "./own-catalogue.js";
import { startServer } from "./server.js";
import { listenProblem, readSettings } from "./settings.js";

// Every line goes through streamLog: a closed stdout or stderr stops its log, never the server.
// The other stream, while open, says so once.
const log = streamLog(process.stdout, (error) => errors(`hubkit server: ${logClosedMessage("stdout", error)}`));
const errors = streamLog(process.stderr, (error) => log(`hubkit server: ${logClosedMessage("stderr", error)}`));

function fail(message: string): never {
	errors(`hubkit server: ${escapeControl(message)}`);
	process.exit(2);
}

const read = readSettings(process.env);
if (!read.ok) fail(read.error);
const { port, hostname, hubUrl, routerUrl, hubToken, modelsPath, modelsDb, listBudgetMs, workers } = read.settings;
const primary = workers > 1 && cluster.isPrimary;
/** Set by the primary for its server processes: the index was checked (or built) a moment ago. */
const INDEX_CHECKED = "HUBKIT_INDEX_CHECKED";
// A server process of the primary reports only what goes wrong; the primary says the rest once.
const startLog = cluster.isWorker ? () => {} : (line: string) => log(escapeControl(line));

let own: ReturnType<typeof readOwnCatalogue> | undefined;
if (modelsPath) {
	try {
		own = readOwnCatalogue(modelsPath, startLog, {
			dbPath: modelsDb,
			env: process.env,
			// An indexed catalogue answers lists in a worker thread, each within a time budget: a slow
			// question never holds the event loop (health, pages, other lists).
			thread: listBudgetMs === undefined ? {} : { budgetMs: listBudgetMs },
			checked: cluster.isWorker && process.env[INDEX_CHECKED] === "1",
		});
	} catch (e) {
		// The index path is HUBKIT_MODELS_DB's (or the default one): say which setting to change.
		const setting = e instanceof IndexPathError ? "HUBKIT_MODELS_DB" : "HUBKIT_MODELS";
		fail(`${setting}: ${e instanceof Error ? e.message : String(e)}`);
	}
}

const shown = hostname === "127.0.0.1" || hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
const where = hubUrl
	? `Model records from ${new URL(hubUrl).origin}`
	: modelsPath
		? `Model records from ${modelsPath}`
		: "Model records from the embedded sample catalogue";

if (primary) await runPrimary();

/** The primary of HUBKIT_WORKERS: the index is ready (above); starts the server processes. */
async function runPrimary(): Promise<never> {
	// The primary serves nothing: its store (a thread store starts its worker only when asked) goes.
	await (own?.store as { close?: () => Promise<void> } | undefined)?.close?.();
	cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
	let stopping = false;
	let listening = 0;
	const start = () => cluster.fork({ [INDEX_CHECKED]: "1" });
	cluster.on("listening", (_worker, address) => {
		listening++;
		if (listening === workers) {
			log(`Hubkit is running at http://${shown}:${address.port} (${workers} server processes)`);
			log(where);
		}
	});
	cluster.on("exit", (worker, code, signal) => {
		if (stopping) return;
		// Before all listen, a process that ends is a start that fails (a port in use): stop, as one process would.
		if (listening < workers) process.exit(typeof code === "number" && code !== 0 ? code : 1);
		errors(
			`hubkit server: server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`,
		);
		start();
	});
	for (let i = 0; i < workers; i++) start();
	for (const signal of ["SIGINT", "SIGTERM"] as const) {
		process.once(signal, () => {
			stopping = true;
			for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
			let left = Object.keys(cluster.workers ?? {}).length;
			if (left === 0) process.exit(0);
			cluster.on("exit", () => {
				if (--left === 0) process.exit(0);
			});
		});
	}
	return new Promise<never>(() => {});
}

const server = await startServer({
	// Every page asks the store; one holding its records in memory (a small catalogue) also runs
	// the estimate for `fits` at another context than the default.
	...(own && { store: own.store, catalogueProblems: { skipped: own.problems, warnings: own.warnings } }),
	port,
	hostname,
	hubUrl,
	hubToken,
	...(routerUrl && { upstream: { routerUrl } }),
	log,
}).catch((e: unknown) => fail(listenProblem(e, { port, hostname })));

if (!cluster.isWorker) {
	log(`Hubkit is running at http://${shown}:${server.port}`);
	log(where);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
	process.once(signal, () => {
		void server.close().then(() => process.exit(0));
	});
}
