/**
 * A database store whose list and model-tree answers are computed in a worker thread
 * (store-worker.ts), over the same read-only index: the server's event loop only passes questions
 * and answers, so a slow question (a new word's scan of the dictionary, a first facet count) never
 * holds `/api/health` or another page. Each question has a time budget: past it the answer is a
 * StoreError 503 ("ask again"), never a request that hangs. A record (`get`) is one indexed read,
 * answered here from a read-only connection of its own.
 * Measured need: at 200,000 records a search of 40 one-letter words held the event loop 7 s and
 * new 2-3 character words 0.46 s each time (bench/hostile-queries.mjs).
 */
import { Worker } from "node:worker_threads";
import type { ModelRecord } from "@hubkit/catalog";
import {
	type ModelChildren,
	type ModelListPage,
	type ModelStore,
	StoreError,
	type StoreHealth,
} from "@hubkit/hub-core";
import Database from "better-sqlite3";

/** What the worker is started with. */
export interface StoreThreadData {
	dbPath: string;
	health: Omit<StoreHealth, "models">;
}

/** A question to the worker: `n` pairs it with its reply; past `deadline` (ms since the epoch) it is dropped. */
export type StoreQuestion = { n: number; deadline: number } & StoreAsk;

/** What a question asks. */
type StoreAsk = { op: "list"; query: unknown } | { op: "children"; id: string; limit: number };

export type StoreReply =
	| { n: number; value: unknown }
	| { n: number; late: true }
	| { n: number; error: { status?: 400 | 502 | 503; message: string; field?: string } };

/** How long a list or tree question may take, waiting included, by default (ms). */
export const DEFAULT_BUDGET_MS = 2000;

export interface ThreadStoreOptions {
	/** How long a question may take, waiting included, before it is answered 503 (ms; tests pass 0). */
	budgetMs?: number;
}

/**
 * The worker's compiled file. Tests run this module from its TypeScript source, which a worker
 * cannot load: they use the build beside it (`npm run build` first, as for the built server).
 */
const WORKER_FILE = new URL(
	import.meta.url.endsWith(".ts") ? "../dist/store-worker.js" : "./store-worker.js",
	import.meta.url,
);

/** The message of a question past its budget: what happened and what to do. */
export const overBudgetMessage = (budgetMs: number): string =>
	`the catalogue did not answer within ${budgetMs} ms (busy, or a search of many new words); ask again in a moment, or search for fewer or longer words`;

/** A ModelStore over the index at `dbPath` (built and checked by openModelDb), answering lists in a worker thread. */
export function threadStore(
	dbPath: string,
	health: Omit<StoreHealth, "models">,
	models: number,
	{ budgetMs = DEFAULT_BUDGET_MS }: ThreadStoreOptions = {},
): ModelStore & { close(): Promise<void> } {
	const db = new Database(dbPath, { readonly: true, fileMustExist: true });
	const getRecord = db.prepare("SELECT record FROM models WHERE id = ?").pluck();
	const waiting = new Map<
		number,
		{ resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout }
	>();
	let asked = 0;
	let worker: Worker | undefined;
	/** Resolved once the worker has opened the store (its sets read into memory): not counted in budgets. */
	let ready: Promise<void> = Promise.resolve();

	/** The worker, started on the first question and again after one that ended (a crash). */
	const running = (): Worker => {
		if (worker) return worker;
		// No execArgv of this process: a test runner's `--conditions` would resolve the built worker's
		// imports to TypeScript sources, and a preload (`--import`) is this thread's, not the worker's.
		const started = new Worker(WORKER_FILE, { workerData: { dbPath, health } satisfies StoreThreadData, execArgv: [] });
		started.unref(); // the server's sockets keep the process running, not this thread
		ready = new Promise<void>((resolve) => {
			const onReady = (message: { ready?: boolean }) => {
				if (!message.ready) return;
				started.off("message", onReady);
				resolve();
			};
			started.on("message", onReady);
			started.once("exit", () => resolve());
		});
		started.on("message", (reply: StoreReply | { ready: true }) => {
			if ("ready" in reply) return;
			const entry = waiting.get(reply.n);
			if (!entry) return; // answered 503 already
			waiting.delete(reply.n);
			clearTimeout(entry.timer);
			if ("value" in reply) entry.resolve(reply.value);
			else if ("error" in reply) {
				const { status, message, field } = reply.error;
				entry.reject(status ? new StoreError(status, message, field) : new Error(message));
			} else entry.reject(new StoreError(503, overBudgetMessage(budgetMs)));
		});
		const ended = (why: string) => {
			if (worker !== started) return;
			worker = undefined;
			for (const [n, entry] of waiting) {
				clearTimeout(entry.timer);
				entry.reject(new StoreError(503, `the catalogue's search stopped (${why}); ask again`));
				waiting.delete(n);
			}
		};
		started.on("error", (e) => ended(e.message));
		started.on("exit", (code) => ended(`exit code ${code}`));
		worker = started;
		return started;
	};

	const ask = async <T>(question: StoreAsk): Promise<T> => {
		running();
		await ready;
		return new Promise<T>((resolve, reject) => {
			const n = ++asked;
			const timer = setTimeout(() => {
				waiting.delete(n);
				reject(new StoreError(503, overBudgetMessage(budgetMs)));
			}, budgetMs);
			waiting.set(n, { resolve: resolve as (value: unknown) => void, reject, timer });
			running().postMessage({ ...question, n, deadline: Date.now() + budgetMs } as StoreQuestion);
		});
	};
	// Started now, so the first questions do not wait for the worker to read the index.
	running();

	return {
		async get(id) {
			const record = getRecord.get(id) as string | undefined;
			return record === undefined ? undefined : (JSON.parse(record) as ModelRecord);
		},
		health: () => ({ ...health, models }),
		list: (query) => ask<ModelListPage>({ op: "list", query }),
		children: (id, limit) => ask<ModelChildren>({ op: "children", id, limit }),
		async close() {
			await worker?.terminate();
			db.close();
		},
	};
}
