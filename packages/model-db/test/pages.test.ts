/**
 * A page of a list: the records of a query's classes, each in the sort's order, one class after
 * another, from the offset, as summaries; the same however the pages before it were asked (from
 * the start, going back, jumping far in, past the end), and for classes of every record, of many
 * records and of a few far apart.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { KEY_SORTS, type KeySort, type SortDirection } from "@hubkit/hub-core";
import { afterAll, describe, expect, it } from "vitest";
import type { RankClass } from "../src/matches.js";
import { openPages } from "../src/pages.js";
import { orderKey } from "../src/stored-sets.js";
import { smallIndex } from "./small-index.js";

const COUNT = 600;
const spread = (i: number, mod: number) => ((i * 2654435761) >>> 0) % mod;
const records: ModelRecord[] = Array.from({ length: COUNT }, (_, i) => ({
	id: `org${spread(i, 13)}/model-${i}`,
	tags: [`t${i % 7}`],
	// Few distinct counts, so that many records tie and the id decides.
	downloads: spread(i + 11, 40),
	likes: spread(i + 5, 1000),
	lastModified: `2024-${String(1 + spread(i, 12)).padStart(2, "0")}-01T00:00:00.000Z`,
	cardData: { license: i % 3 === 0 ? "mit" : "apache-2.0" },
}));
const index = smallIndex(records);
afterAll(() => index.close());
const pages = openPages(index.db, index.sets.orders, index.size);

const ORDERS: [KeySort, SortDirection][] = KEY_SORTS.flatMap((sort) =>
	(["asc", "desc"] as const).map((direction): [KeySort, SortDirection] => [sort, direction]),
);
/** Offsets from the first page on, back, far in and past the end. */
const OFFSETS = [0, 10, 20, 3, 150, 40, 297, 590, 600, 1000, 5, 153];

/** Every record's id in the memory store's order. */
async function idsInOrder(sort: KeySort, direction: SortDirection): Promise<string[]> {
	const page = await index.memory.list({ sort, direction, limit: COUNT });
	return page.models.map((m) => m.id);
}

describe("a page of every record", () => {
	const every: RankClass[] = [{ key: "every", count: COUNT, bits: undefined }];
	for (const [sort, direction] of ORDERS) {
		it(`${sort} ${direction}: the memory store's summaries at any offset`, async () => {
			for (const offset of OFFSETS) {
				const expected = await index.memory.list({ sort, direction, offset, limit: 10 });
				expect(pages.page(every, orderKey(sort, direction), offset, 10), `offset ${offset}`).toEqual(expected.models);
			}
		});
	}
});

describe("a page of a filter's records", () => {
	for (const license of ["mit", "apache-2.0"]) {
		const ids = records.filter((r) => r.cardData?.license === license).map((r) => r.id);
		const classes: RankClass[] = [{ key: license, count: ids.length, bits: index.bitsOf(ids) }];
		for (const [sort, direction] of ORDERS) {
			it(`${license}, ${sort} ${direction}: the memory store's summaries at any offset`, async () => {
				for (const offset of OFFSETS) {
					const expected = await index.memory.list({ license, sort, direction, offset, limit: 7 });
					expect(pages.page(classes, orderKey(sort, direction), offset, 7), `offset ${offset}`).toEqual(
						expected.models,
					);
				}
			});
		}
	}
});

describe("a page of several classes", () => {
	// A few records far apart, a class of many, then the rest.
	const ids = records.map((r) => r.id);
	const few = [ids[5], ids[250], ids[590]] as string[];
	const many = ids.filter((_, i) => i % 4 === 1 && !few.includes(ids[i] as string));
	const rest = ids.filter((id) => !few.includes(id) && !many.includes(id));
	const classes: RankClass[] = [
		{ key: "few", count: few.length, bits: index.bitsOf(few) },
		{ key: "many", count: many.length, bits: index.bitsOf(many) },
		{ key: "rest", count: rest.length, bits: index.bitsOf(rest) },
	];
	for (const [sort, direction] of ORDERS) {
		it(`${sort} ${direction}: each class in the order, one after another`, async () => {
			const inOrder = await idsInOrder(sort, direction);
			const expected = [few, many, rest].flatMap((c) => inOrder.filter((id) => c.includes(id)));
			// Pages across the classes' ends, and pages of one class.
			for (const [offset, limit] of [
				[0, 5],
				[2, 5],
				[70, 10],
				[0, 100],
				[290, 20],
				[590, 20],
				[1, 1],
				[100, 50],
			] as const) {
				const page = pages.page(classes, orderKey(sort, direction), offset, limit);
				expect(
					page.map((m) => m.id),
					`offset ${offset}, limit ${limit}`,
				).toEqual(expected.slice(offset, offset + limit));
			}
		});
	}
});
