/**
 * The worker thread of threadStore (store-thread.ts): opens the index read-only and answers the
 * list and model-tree questions posted to it, one at a time. A question whose deadline passed
 * while it waited is not answered (the asker has already answered 503), so a backlog drains
 * instead of growing.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type ModelListQuery, StoreError } from "@hubkit/hub-core";
import Database from "better-sqlite3";
import { databaseStore } from "./database-store.js";
import type { StoreQuestion, StoreReply, StoreThreadData } from "./store-thread.js";

const { dbPath, health } = workerData as StoreThreadData;
const db = new Database(dbPath, { readonly: true, fileMustExist: true });
db.pragma("cache_size = -65536"); // 64 MiB of pages, as openModelDb's
const store = databaseStore(db, health);
// The store's sets are in memory: questions' time budgets start now (store-thread.ts).
parentPort?.postMessage({ ready: true });

async function answer(question: StoreQuestion): Promise<unknown> {
	if (question.op === "list") return store.list(question.query as ModelListQuery);
	return store.children?.(question.id, question.limit);
}

parentPort?.on("message", async (question: StoreQuestion) => {
	let reply: StoreReply;
	// At or past its deadline: a budget of 0 is always late, whatever the clock's resolution.
	if (Date.now() >= question.deadline) reply = { n: question.n, late: true };
	else {
		try {
			reply = { n: question.n, value: await answer(question) };
		} catch (e) {
			reply = {
				n: question.n,
				error:
					e instanceof StoreError
						? { status: e.status, message: e.message, ...(e.field !== undefined && { field: e.field }) }
						: { message: e instanceof Error ? e.message : String(e) },
			};
		}
	}
	parentPort?.postMessage(reply);
});
