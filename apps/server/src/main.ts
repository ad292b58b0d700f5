#!/usr/bin/env node
/**
 * The server's entry point (`npm start` imports the built copy). Settings come from the
 * environment (settings.ts): PORT (default 3000), HOST (default 127.0.0.1), HUB_URL (an upstream
 * hub; by default the embedded sample catalogue), HUBKIT_MODELS (a catalogue file or folder of one's
 * own), HUBKIT_MODELS_DB (where a large one's index is kept) and HF_TOKEN (sent upstream, never printed).
 */
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
const { port, hostname, hubUrl, hubToken, modelsPath, modelsDb, listBudgetMs } = read.settings;

let own: ReturnType<typeof readOwnCatalogue> | undefined;
if (modelsPath) {
	try {
		own = readOwnCatalogue(modelsPath, (line) => log(escapeControl(line)), {
			dbPath: modelsDb,
			env: process.env,
			// An indexed catalogue answers lists in a worker thread, each within a time budget: a slow
			// question never holds the event loop (health, pages, other lists).
			thread: listBudgetMs === undefined ? {} : { budgetMs: listBudgetMs },
		});
	} catch (e) {
		// The index path is HUBKIT_MODELS_DB's (or the default one): say which setting to change.
		const setting = e instanceof IndexPathError ? "HUBKIT_MODELS_DB" : "HUBKIT_MODELS";
		fail(`${setting}: ${e instanceof Error ? e.message : String(e)}`);
	}
}

const server = await startServer({
	// Every page asks the store; one holding its records in memory (a small catalogue) also runs
	// the estimate for `fits` at another context than the default.
	...(own && { store: own.store }),
	port,
	hostname,
	hubUrl,
	hubToken,
	log,
}).catch((e: unknown) => fail(listenProblem(e, { port, hostname })));

const shown = hostname === "127.0.0.1" || hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
log(`Hubkit is running at http://${shown}:${server.port}`);
log(
	hubUrl
		? `Model records from ${new URL(hubUrl).origin}`
		: modelsPath
			? `Model records from ${modelsPath}`
			: "Model records from the embedded sample catalogue",
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
	process.once(signal, () => {
		void server.close().then(() => process.exit(0));
	});
}
