/**
 * A page of a list: the records of a query's classes (matches.ts) in the sort's order from the
 * offset, one class after another, and their summaries read from the index. Each class's records
 * in an order are found by walking the order (kept, so the next page goes on from there) or, for
 * few records far in, by sorting their places in it.
 */
import { LruCache, type ModelSummary } from "@hubkit/hub-core";
import type Database from "better-sqlite3";
import { setBits } from "./bits.js";
import { ENTRY_BYTES, MATCH_CACHE_BYTES } from "./cache-sizes.js";
import type { RankClass } from "./matches.js";
import { SUMMARY_ORDER } from "./stored-sets.js";

/**
 * Listing a class's records in an order: walking the order takes a step per record of the
 * catalogue passed, sorting the class's places in it about this many steps per record of the class.
 */
const SORT_STEPS_PER_MATCH = 16;

/** A class's records in an order: the first `found` of them, found by walking it up to `next`. */
interface InOrder {
	list: Uint32Array;
	found: number;
	next: number;
}

export interface Pages {
	/**
	 * The summaries of up to `limit` records of `classes` after the first `offset`: each class's
	 * records in the order stored under `orderKey` (stored-sets.ts), one class after another.
	 */
	page(classes: readonly RankClass[], orderKey: string, offset: number, limit: number): ModelSummary[];
	/** Where each record stands in the order stored under `orderKey`, by record number. */
	places(orderKey: string): Uint32Array;
	/** The summaries of these records, in their order. */
	summaries(records: readonly number[]): ModelSummary[];
}

/** The pages of an index, over records numbered 1 to size - 1; `orders` holds every list order. */
export function openPages(db: Database.Database, orders: ReadonlyMap<string, Uint32Array>, size: number): Pages {
	// One statement for a page's rows: half the time of one statement a row (measured, 1M records).
	const getSummaries = db.prepare(
		"SELECT place, summary FROM summaries WHERE place IN (SELECT value FROM json_each(?))",
	);
	/** Where each record stands in an order (built on first need). */
	const positions = new Map<string, Uint32Array>();
	const positionsOf = (key: string, order: Uint32Array) => {
		let pos = positions.get(key);
		if (!pos) {
			pos = new Uint32Array(size);
			for (let i = 0; i < order.length; i++) pos[order[i] as number] = i;
			positions.set(key, pos);
		}
		return pos;
	};

	/**
	 * Each class's records in an order, as far as pages have needed them: the next page of a class
	 * goes on from where the last one stopped. Measured need (1M records): paging one word to
	 * offset 13,000 by walking the order from its start took 1-3 ms a page.
	 */
	const ordered = new LruCache<string, InOrder>({
		max: 1e6,
		maxWeight: MATCH_CACHE_BYTES,
		weigh: (o) => o.list.byteLength + ENTRY_BYTES,
	});

	/** `take` records of a class in the order, after the first `skip` of them. */
	function pick(cls: RankClass, order: Uint32Array, orderName: string, skip: number, take: number): number[] {
		const bits = cls.bits;
		if (!bits) return Array.from(order.subarray(skip, skip + take));
		const key = `${cls.key}\n${orderName}`;
		const want = Math.min(skip + take, cls.count);
		let o = ordered.get(key);
		if (!o) {
			const walk = (want * order.length) / cls.count;
			if (walk > cls.count * SORT_STEPS_PER_MATCH) {
				// Few matches, far in: sort their places in the order rather than walk to them.
				const pos = positionsOf(orderName, order);
				const places = Uint32Array.from(setBits(bits), (n) => pos[n] as number).sort();
				const list = places.map((p) => order[p] as number);
				o = { list, found: list.length, next: order.length };
			} else o = { list: new Uint32Array(Math.min(cls.count, Math.max(256, 2 * want))), found: 0, next: 0 };
			ordered.set(key, o);
		}
		if (o.found < want) {
			if (o.list.length < want) {
				const grown = new Uint32Array(Math.min(cls.count, Math.max(want, 2 * o.list.length)));
				grown.set(o.list.subarray(0, o.found));
				o.list = grown;
				ordered.set(key, o); // weighed again
			}
			const { list } = o;
			let { found, next } = o;
			while (found < want && next < order.length) {
				const n = order[next++] as number;
				if (((bits[n >>> 5] as number) & (1 << (n & 31))) !== 0) list[found++] = n;
			}
			o.found = found;
			o.next = next;
		}
		return Array.from(o.list.subarray(skip, want));
	}

	/** The summaries of these records, in their order. */
	function summaries(records: readonly number[]): ModelSummary[] {
		const placeOf = positionsOf(SUMMARY_ORDER, orders.get(SUMMARY_ORDER) as Uint32Array);
		const places = records.map((n) => placeOf[n] as number);
		const rows = new Map(
			(getSummaries.all(JSON.stringify(places)) as { place: number; summary: string }[]).map((r) => [
				r.place,
				r.summary,
			]),
		);
		return places.map((place) => JSON.parse(rows.get(place) as string) as ModelSummary);
	}

	return {
		places: (orderKey) => positionsOf(orderKey, orders.get(orderKey) as Uint32Array),
		summaries,
		page(classes, orderKey, offset, limit) {
			const order = orders.get(orderKey) as Uint32Array;
			const page: number[] = [];
			let skip = offset;
			for (const cls of classes) {
				if (page.length >= limit) break;
				if (skip >= cls.count) {
					skip -= cls.count;
					continue;
				}
				page.push(...pick(cls, order, orderKey, skip, limit - page.length));
				skip = 0;
			}
			return summaries(page);
		},
	};
}
