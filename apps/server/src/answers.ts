/**
 * Answers kept as they are sent: serialised and tagged once (http.ts's JsonEntity), by key, with
 * a bound on their count and optionally on their bytes. Kept as JSON text, not as objects: the
 * database store once kept 2,000 pages of objects, which every full garbage collection had to
 * mark; with text, answers asked again ran at 9,700-12,800 req/s (p99 3-6 ms) over 1M records
 * (bench/store.bench.mjs), and new ones no slower than with the pages kept.
 */
import { LruCache } from "@hubkit/hub-core";
import type { Context } from "hono";
import { entity, type JsonEntity, sendEntity, sendStoreError } from "./http.js";

export interface AnswerCacheOptions {
	/** Most answers kept. */
	max: number;
	/** Most bytes of answers kept (as JS strings: two bytes a character, plus a little each). */
	maxBytes?: number;
	/**
	 * False when what the answers are built from changes while the process runs (an upstream hub,
	 * which keeps its own records and pages with their time to live): each is then built anew.
	 */
	keep?: boolean;
}

export class AnswerCache {
	readonly #kept: LruCache<string, JsonEntity> | undefined;
	/** Answers being built: requests asking for one at the same time share its build. */
	readonly #building = new Map<string, Promise<JsonEntity>>();

	constructor({ max, maxBytes, keep = true }: AnswerCacheOptions) {
		this.#kept = keep
			? new LruCache<string, JsonEntity>({
					max,
					...(maxBytes !== undefined && { maxWeight: maxBytes, weigh: (e: JsonEntity) => 2 * e.body.length + 512 }),
				})
			: undefined;
	}

	/** The answer kept under `key`, if any. */
	get(key: string): JsonEntity | undefined {
		return this.#kept?.get(key);
	}

	/** Keeps `value` under `key` (when this cache keeps anything). */
	set(key: string, value: JsonEntity): void {
		this.#kept?.set(key, value);
	}

	/** The answer kept under `key`, else `build`'s, kept; a build that throws is not kept (the error is thrown). */
	async answer(key: string, build: () => unknown): Promise<JsonEntity> {
		const known = this.get(key) ?? this.#building.get(key);
		if (known) return known;
		if (!this.#kept) return entity(await build());
		const building = (async () => entity(await build()))();
		this.#building.set(key, building);
		try {
			const value = await building;
			this.set(key, value);
			return value;
		} finally {
			this.#building.delete(key);
		}
	}
}

/** Sends an answer being built; a store's refusal or failure as the API's error. */
export async function sendAnswer(c: Context, answer: Promise<JsonEntity>): Promise<Response> {
	try {
		return sendEntity(c, await answer);
	} catch (e) {
		return sendStoreError(c, e);
	}
}
