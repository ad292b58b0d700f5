/**
 * Every list order (a sort and a direction) as record numbers, computed while indexing from the
 * records' sort keys in the temporary table `sort_keys`, in hub-core's compareSummaries order.
 *
 * SQLite sorts (its sorter spills to temporary files, so memory stays bounded however many records
 * there are), and compareSummaries itself checks the answer: each row is compared with the one
 * before it, and a sequence whose every neighbour pair is in order is in that order, so the order
 * stored is the rule's. SQLite compares text by its UTF-8 bytes and compareSummaries by UTF-16
 * code units (ids) or localeCompare (lastModified): where they disagree (rare characters, dates
 * not in ISO form) the check fails and that order is sorted in memory by compareSummaries instead.
 * Measured need: an object of sort keys per record, held to sort them in memory, was the peak of
 * indexing at 3M records (bench/profile-indexing.mjs).
 */
import { compareSummaries, KEY_SORTS, type KeySort, type ModelSummary, type SortDirection } from "@hubkit/hub-core";
import type Database from "better-sqlite3";

/** Every list order: a sort and a direction. */
const ORDERS = KEY_SORTS.flatMap((sort) => (["asc", "desc"] as const).map((direction) => ({ sort, direction })));

export const SORT_KEYS_TABLE =
	"CREATE TEMP TABLE sort_keys (n INTEGER PRIMARY KEY, id TEXT NOT NULL, downloads NOT NULL, likes NOT NULL, last_modified)";

/** A record's sort keys, as compareSummaries reads them. */
type SortKeys = Pick<ModelSummary, "id" | "downloads" | "likes" | "lastModified">;

/** The SQL of each sort's key: compareSummaries reads a missing lastModified as "". */
const KEY_SQL: Record<KeySort, string> = {
	downloads: "downloads",
	likes: "likes",
	lastModified: "coalesce(last_modified, '')",
	id: "id",
};

type Row = [number, string, number, number, string | null];

/** compareSummaries over sort keys: it reads no other field of a summary. */
const compareKeys = (sort: KeySort, direction: SortDirection) =>
	compareSummaries(sort, direction) as (a: SortKeys, b: SortKeys) => number;

const keysOf = ([, id, downloads, likes, lastModified]: Row): SortKeys =>
	lastModified === null ? { id, downloads, likes } : { id, downloads, likes, lastModified };

/**
 * The record numbers in compareSummaries(sort, direction)'s order, as SQLite sorts them; undefined
 * when a row is out of that order (SQLite compares some text otherwise).
 */
function sortedBySqlite(
	db: Database.Database,
	sort: KeySort,
	direction: SortDirection,
	count: number,
): Uint32Array | undefined {
	const compare = compareKeys(sort, direction);
	const sql = `${direction === "asc" ? "ASC" : "DESC"}${sort === "id" ? "" : ", id ASC"}`;
	const rows = db
		.prepare(`SELECT n, id, downloads, likes, last_modified FROM sort_keys ORDER BY ${KEY_SQL[sort]} ${sql}`)
		.raw() as Database.Statement<[], Row>;
	const out = new Uint32Array(count);
	let at = 0;
	let before: SortKeys | undefined;
	for (const row of rows.iterate()) {
		const keys = keysOf(row);
		if (before !== undefined && compare(before, keys) > 0) return undefined;
		out[at++] = row[0];
		before = keys;
	}
	return at === count ? out : undefined;
}

/** The record numbers in compareSummaries(sort, direction)'s order, every record's keys in memory. */
function sortedInMemory(db: Database.Database, sort: KeySort, direction: SortDirection): Uint32Array {
	const rows = db.prepare("SELECT n, id, downloads, likes, last_modified FROM sort_keys").raw() as Database.Statement<
		[],
		Row
	>;
	const keyed: (SortKeys & { n: number })[] = [];
	for (const row of rows.iterate()) keyed.push({ ...keysOf(row), n: row[0] });
	keyed.sort(compareKeys(sort, direction));
	return Uint32Array.from(keyed, (k) => k.n);
}

/**
 * Calls `each` with every order (ORDERS) and its record numbers, from the `count` rows of the
 * temporary table `sort_keys` (SORT_KEYS_TABLE).
 */
export function forEachOrder(
	db: Database.Database,
	count: number,
	each: (sort: KeySort, direction: SortDirection, numbers: Uint32Array) => void,
): void {
	for (const { sort, direction } of ORDERS) {
		each(sort, direction, sortedBySqlite(db, sort, direction, count) ?? sortedInMemory(db, sort, direction));
	}
}
