/**
 * The database store: a catalogue of one's own (HUBKIT_MODELS) indexed once into a SQLite file
 * with full-text search (FTS5, trigram tokenizer), and served through hub-core's ModelStore.
 *
 * Why a package of its own: hub-core does no I/O, and both the server and the CLI open catalogues,
 * so the file and database work lives here, once, and both import it.
 *
 * One place per rule: every rule comes from hub-core's store.ts and is applied in TypeScript,
 * mostly at indexing time; SQL only stores and looks up what those functions computed:
 * - facet values: `facetValues(record)`, kept as one set of record numbers per value (bits.ts),
 *   loaded into memory at open: filters and facet counts are bit-set operations;
 * - search: `searchHaystack(summary)` (lower case) is the text indexed, and a word matches where it
 *   is a substring of it, as in searchRank: the FTS5 trigram index finds words of three characters
 *   or more, shorter ones are looked for in the haystacks themselves; the rank (exact id, prefix,
 *   words) is `searchRank`, run on the prefix candidates only (the others all rank 2);
 * - sort: `compareSummaries` orders all records once per sort and direction at indexing time; the
 *   database keeps each order as a list of record numbers;
 * - summaries: `summariseModel` of the stored record, for the rows of a page.
 */
import {
	closeSync,
	mkdirSync,
	openSync,
	readdirSync,
	readFileSync,
	readSync,
	renameSync,
	rmSync,
	statSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import {
	addCatalogueText,
	type CatalogueLoad,
	compareSummaries,
	defaultDirection,
	FACET_NAMES,
	type FacetName,
	type Facets,
	facetValues,
	LruCache,
	MODEL_SORTS,
	type ModelListPage,
	type ModelListQuery,
	type ModelSort,
	type ModelStore,
	type ModelSummary,
	queryFilters,
	type RecordProblem,
	type SortDirection,
	type StoreHealth,
	searchHaystack,
	searchRank,
	searchWords,
	sortedFacet,
	summariseModel,
} from "@hubkit/hub-core";
import Database from "better-sqlite3";
import {
	type Bits,
	clearBit,
	countBits,
	countBoth,
	emptyBits,
	fromBlob,
	hasBit,
	keepBoth,
	setBit,
	setBits,
	toBlob,
} from "./bits.js";

/** Bumped whenever the tables change: an index of another version is rebuilt. */
const SCHEMA = "hubkit-model-db 3";

/** List answers kept per database: the records never change while it is open. */
export const LIST_CACHE_SIZE = 2000;

/** Where a catalogue's records come from: each source file with its size and modification time. */
export interface SourceFile {
	path: string;
	size: number;
	mtimeMs: number;
}

/** The source files of a catalogue path (a file, or a folder's `.jsonl` / `.json` files in name order). */
export function sourceFiles(path: string): SourceFile[] {
	const stat = statSync(path);
	const paths = stat.isDirectory() ? readdirNames(path).map((name) => `${path.replace(/\/+$/, "")}/${name}`) : [path];
	if (paths.length === 0) throw new Error(`${path}: no .jsonl or .json files in this folder`);
	return paths.map((p) => {
		if (!/\.jsonl?$/i.test(p)) throw new Error(`${p}: a catalogue is a .jsonl or .json file`);
		const s = statSync(p);
		return { path: p, size: s.size, mtimeMs: s.mtimeMs };
	});
}

function readdirNames(path: string): string[] {
	return readdirSync(path)
		.filter((name) => /\.jsonl?$/i.test(name))
		.sort();
}

/** The key an index is reused under: the source files' paths, sizes and modification times. */
export const sourceKey = (files: readonly SourceFile[]): string =>
	JSON.stringify([SCHEMA, files.map((f) => [resolve(f.path), f.size, f.mtimeMs])]);

/** A `.jsonl` file is read in chunks of whole lines (a 1M-record file is larger than a JS string may be). */
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Reads one source file, handing its records to `onModels` batch by batch. Bad records are added
 * to `problems` with their real line numbers, by hub-core's addCatalogueText (the same checks as
 * the memory path).
 */
function readSource(
	file: string,
	chunkBytes: number,
	seen: Map<string, string>,
	problems: RecordProblem[],
	onModels: (models: ModelRecord[]) => void,
): void {
	const addText = (text: string, linesBefore: number) => {
		const load: CatalogueLoad = { models: [], problems };
		addCatalogueText(load, file, text, seen, linesBefore);
		if (load.models.length) onModels(load.models);
	};
	if (!/\.jsonl$/i.test(file)) {
		addText(readFileSync(file, "utf8"), 0);
		return;
	}
	const fd = openSync(file, "r");
	try {
		const buffer = Buffer.alloc(chunkBytes);
		let carry = Buffer.alloc(0);
		let lineOffset = 0;
		for (;;) {
			const read = readSync(fd, buffer, 0, chunkBytes, null);
			const data = read === 0 ? carry : Buffer.concat([carry, buffer.subarray(0, read)]);
			// Whole lines only; the last partial line waits for the next chunk (or is the end).
			const cut = read === 0 ? data.length : data.lastIndexOf(10) + 1;
			if (cut > 0) {
				const text = data.subarray(0, cut).toString("utf8");
				addText(text, lineOffset);
				for (let i = 0; i < cut; i++) if (data[i] === 10) lineOffset++;
			}
			carry = Buffer.from(data.subarray(cut));
			if (read === 0) break;
		}
	} finally {
		closeSync(fd);
	}
}

/** Every list order: a sort and a direction. */
const ORDERS = MODEL_SORTS.flatMap((sort) => (["asc", "desc"] as const).map((direction) => ({ sort, direction })));
const orderKey = (sort: ModelSort, direction: SortDirection) => `order:${sort}:${direction}`;
const facetKey = (name: FacetName, value: string) => `facet:${name}:${value}`;

function createTables(db: Database.Database): void {
	db.exec(`
		CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
		CREATE TABLE models (
			n INTEGER PRIMARY KEY,
			id TEXT NOT NULL,
			id_lc TEXT NOT NULL,
			name_lc TEXT NOT NULL,
			record TEXT NOT NULL
		);
		-- The search text apart from the wide rows, so a scan for short words reads only it.
		CREATE TABLE haystacks (n INTEGER PRIMARY KEY, haystack TEXT NOT NULL);
		CREATE TABLE sets (key TEXT PRIMARY KEY, facet TEXT, value TEXT, data BLOB NOT NULL);
		CREATE TABLE problems (file TEXT NOT NULL, line INTEGER NOT NULL, field TEXT NOT NULL, message TEXT NOT NULL);
		CREATE VIRTUAL TABLE search USING fts5(haystack, content='haystacks', content_rowid='n', tokenize='trigram case_sensitive 1');
	`);
}

/** What indexing (or reusing an index) found. */
export interface ModelDbOpen {
	store: ModelStore;
	/** True when the database already held this source's index and was used as it was. */
	reused: boolean;
	loaded: number;
	problems: RecordProblem[];
}

export interface ModelDbOptions {
	/** The catalogue: a `.jsonl` / `.json` file or a folder of them. */
	source: string;
	/** The database file (created with its folder when missing). */
	dbPath: string;
	/** Progress lines (indexing, reuse). */
	log?: (line: string) => void;
	/** How much of a `.jsonl` file is read at a time (tests make it small to cross chunk edges). */
	chunkBytes?: number;
}

/**
 * Opens the index of `source` in `dbPath`, building it first when the database is missing, of
 * another schema, or was built from other source files (path, size or modification time differ).
 */
export function openModelDb({ source, dbPath, log = () => {}, chunkBytes = CHUNK_BYTES }: ModelDbOptions): ModelDbOpen {
	const files = sourceFiles(source);
	const key = sourceKey(files);
	mkdirSync(dirname(dbPath), { recursive: true });
	let db = new Database(dbPath);
	let reused = false;
	try {
		const row = db.prepare("SELECT value FROM meta WHERE key = 'source'").get() as { value: string } | undefined;
		reused = row?.value === key;
	} catch {
		reused = false; // no meta table: not an index (yet)
	}
	if (reused) {
		log(`Index ${dbPath} is up to date with ${source}: reused`);
	} else {
		db.close();
		// A new file each time, of this process alone: an index is never half old, half new, and two
		// processes indexing at once (a server and a CLI) do not write into one file.
		const building = `${dbPath}.${process.pid}.building`;
		for (const f of [building, `${building}-journal`]) rmQuiet(f);
		log(`Indexing ${source} into ${dbPath} …`);
		const started = Date.now();
		const cpu = process.cpuUsage();
		const fresh = new Database(building);
		buildIndex(fresh, files, key, chunkBytes);
		fresh.close();
		renameOver(building, dbPath);
		db = new Database(dbPath);
		// The CPU time too: on a busy machine the wall time says more about the neighbours.
		const used = process.cpuUsage(cpu);
		const seconds = (used.user + used.system) / 1e6;
		log(`Indexed ${source} in ${((Date.now() - started) / 1000).toFixed(1)} s (${seconds.toFixed(1)} s of CPU)`);
	}
	db.pragma("query_only = true");
	db.pragma("cache_size = -65536"); // 64 MiB of pages
	const meta = (k: string) => (db.prepare("SELECT value FROM meta WHERE key = ?").get(k) as { value: string }).value;
	const loaded = Number(meta("loaded"));
	const problems = db
		.prepare("SELECT file, line, field, message FROM problems ORDER BY rowid")
		.all() as RecordProblem[];
	const store = databaseStore(db, { kind: "database", loaded, skipped: problems.length });
	return { store, reused, loaded, problems };
}

const rmQuiet = (f: string) => rmSync(f, { force: true });
const renameOver = (from: string, to: string) => {
	for (const f of [`${to}-wal`, `${to}-shm`, `${to}-journal`]) rmQuiet(f);
	renameSync(from, to);
};

/** Sort keys of every record, held during indexing to compute the orders. */
type SortKeys = Pick<ModelSummary, "id" | "downloads" | "likes" | "lastModified"> & { n: number };

function buildIndex(db: Database.Database, files: readonly SourceFile[], key: string, chunkBytes: number): void {
	db.pragma("journal_mode = OFF");
	db.pragma("synchronous = OFF");
	db.pragma("cache_size = -262144");
	createTables(db);
	const insertModel = db.prepare("INSERT INTO models (n, id, id_lc, name_lc, record) VALUES (?, ?, ?, ?, ?)");
	const insertHaystack = db.prepare("INSERT INTO haystacks (n, haystack) VALUES (?, ?)");
	const keys: SortKeys[] = [];
	/** Record numbers per facet value, in facetKey form. */
	const withValue = new Map<string, { name: FacetName; value: string; ns: number[] }>();
	const seen = new Map<string, string>();
	const problems: RecordProblem[] = [];
	const insertBatch = db.transaction((models: ModelRecord[]) => {
		for (const model of models) {
			const n = keys.length + 1;
			const summary = summariseModel(model);
			const id = summary.id.toLowerCase();
			insertModel.run(n, summary.id, id, id.slice(id.indexOf("/") + 1), JSON.stringify(model));
			insertHaystack.run(n, searchHaystack(summary));
			const values = facetValues(model);
			for (const name of FACET_NAMES) {
				for (const value of values[name]) {
					const k = facetKey(name, value);
					let entry = withValue.get(k);
					if (!entry) {
						entry = { name, value, ns: [] };
						withValue.set(k, entry);
					}
					entry.ns.push(n);
				}
			}
			keys.push({
				n,
				id: summary.id,
				downloads: summary.downloads,
				likes: summary.likes,
				lastModified: summary.lastModified,
			});
		}
	});
	for (const file of files) readSource(file.path, chunkBytes, seen, problems, insertBatch);
	seen.clear();

	const insertSet = db.prepare("INSERT INTO sets (key, facet, value, data) VALUES (?, ?, ?, ?)");
	const size = keys.length + 1;
	db.transaction(() => {
		for (const [k, { name, value, ns }] of withValue) {
			const bits = emptyBits(size);
			for (const n of ns) setBit(bits, n);
			insertSet.run(k, name, value, toBlob(bits));
		}
		// Every order, as record numbers, sorted by store.ts's compareSummaries itself.
		const asSummary = (k: SortKeys) => k as unknown as ModelSummary;
		for (const { sort, direction } of ORDERS) {
			const compare = compareSummaries(sort, direction);
			keys.sort((a, b) => compare(asSummary(a), asSummary(b)));
			insertSet.run(orderKey(sort, direction), null, null, toBlob(Uint32Array.from(keys, (k) => k.n)));
		}
	})();
	db.exec(`
		CREATE UNIQUE INDEX models_id ON models (id);
		-- Both hold id_lc, so the prefix candidates of a search never read the wide rows.
		CREATE INDEX models_id_lc ON models (id_lc);
		CREATE INDEX models_name_lc ON models (name_lc, id_lc);
		INSERT INTO search (search) VALUES ('rebuild');
	`);
	const insertProblem = db.prepare("INSERT INTO problems (file, line, field, message) VALUES (?, ?, ?, ?)");
	const setMeta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
	db.transaction(() => {
		for (const p of problems) insertProblem.run(p.file, p.line, p.field, p.message);
		setMeta.run("loaded", String(keys.length));
		setMeta.run("source", key);
	})();
	db.exec("ANALYZE");
}

/** The FTS query of a search's words of three characters or more (substrings of the stored haystack). */
function trigramQuery(words: readonly string[]): string | undefined {
	const long = words.filter((w) => [...w].length >= 3);
	if (long.length === 0) return undefined;
	return long.map((w) => `"${w.replaceAll('"', '""')}"`).join(" AND ");
}

/** Below one match in SPARSE records, a page sorts the matches instead of walking the order. */
const SPARSE = 16;

/** Records whose id or name starts with the search phrase: the only ones searchRank ranks above 2. */
const PREFIX_SQL = "(m.id_lc >= ? AND m.id_lc < ?) OR (m.name_lc >= ? AND m.name_lc < ?)";
const prefixParams = (phrase: string) => {
	const end = `${phrase}\u{10FFFF}`;
	return [phrase, end, phrase, end];
};

/**
 * A ModelStore over an index built by openModelDb. Held in memory: each facet value's bit set and
 * every order's record numbers (for 1M records some 100 MB); records and summaries stay on disk.
 */
export function databaseStore(db: Database.Database, health: Omit<StoreHealth, "models">): ModelStore {
	const count = (db.prepare("SELECT count(*) AS c FROM models").get() as { c: number }).c;
	const size = count + 1;
	const getRecord = db.prepare("SELECT record FROM models WHERE id = ?").pluck();
	const getRecordAt = db.prepare("SELECT record FROM models WHERE n = ?").pluck();
	const prefixed = db.prepare(`SELECT n, id_lc FROM models m WHERE ${PREFIX_SQL}`);
	/** Every haystack, read on the first search with a word too short for the trigram index. */
	let haystacks: string[] | undefined;
	const shortWordMatches = (short: readonly string[]): number[] => {
		if (!haystacks) {
			haystacks = new Array<string>(size);
			const rows = db.prepare("SELECT n, haystack FROM haystacks").raw().iterate() as IterableIterator<
				[number, string]
			>;
			for (const [n, text] of rows) haystacks[n] = text;
		}
		const out: number[] = [];
		for (let n = 1; n < size; n++) {
			const text = haystacks[n];
			if (text !== undefined && short.every((w) => text.includes(w))) out.push(n);
		}
		return out;
	};
	const sets = db.prepare("SELECT key, facet, value, data FROM sets").all() as {
		key: string;
		facet: FacetName | null;
		value: string | null;
		data: Buffer;
	}[];
	const orders = new Map<string, Uint32Array>();
	const facetSets: { name: FacetName; value: string; bits: Bits }[] = [];
	const byFacet = new Map<string, Bits>();
	for (const row of sets) {
		const data = fromBlob(row.data);
		if (row.facet === null || row.value === null) orders.set(row.key, data);
		else {
			facetSets.push({ name: row.facet, value: row.value, bits: data });
			byFacet.set(row.key, data);
		}
	}
	const countFacets = (matching: Bits | undefined): Facets => {
		const maps = Object.fromEntries(FACET_NAMES.map((n) => [n, new Map<string, number>()])) as Record<
			FacetName,
			Map<string, number>
		>;
		for (const { name, value, bits } of facetSets) {
			const c = matching ? countBoth(matching, bits) : countBits(bits);
			if (c > 0) maps[name].set(value, c);
		}
		return Object.fromEntries(FACET_NAMES.map((n) => [n, sortedFacet(maps[n])])) as Facets;
	};
	const allFacets = countFacets(undefined);
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
	const searchTrigrams = db.prepare("SELECT rowid FROM search WHERE search MATCH ?").pluck();
	const haystackAt = db.prepare("SELECT haystack FROM haystacks WHERE n = ?").pluck();

	/** The records matching the query's filters and words; undefined for all of them. */
	function matching(query: ModelListQuery, words: readonly string[]): Bits | undefined {
		let bits: Bits | undefined;
		for (const [name, value] of queryFilters(query)) {
			const set = byFacet.get(facetKey(name, value));
			if (!set) return emptyBits(size);
			if (bits) keepBoth(bits, set);
			else bits = set.slice();
		}
		if (words.length) {
			// The trigram index finds words of three characters or more; shorter ones are looked for
			// in the haystacks themselves (a substring, as searchRank does).
			const found = emptyBits(size);
			const long = trigramQuery(words);
			const short = words.filter((w) => [...w].length < 3);
			if (long) {
				for (const n of searchTrigrams.iterate(long) as IterableIterator<number>) {
					if (short.every((w) => (haystackAt.get(n) as string).includes(w))) setBit(found, n);
				}
			} else {
				for (const n of shortWordMatches(short)) setBit(found, n);
			}
			if (bits) keepBoth(bits, found);
			else bits = found;
		}
		return bits;
	}

	function list(query: ModelListQuery): ModelListPage {
		const direction = query.direction ?? defaultDirection(query.sort);
		const key = orderKey(query.sort, direction);
		const order = orders.get(key) as Uint32Array;
		const words = searchWords(query.search);
		const bits = matching(query, words);
		const total = bits ? countBits(bits) : count;
		// Counted before the top matches are taken out of `bits` below.
		const facets = query.facets ? (bits ? countFacets(bits) : allFacets) : undefined;
		const offset = query.offset ?? 0;
		const page: number[] = [];
		let skip = offset;
		if (words.length && bits) {
			// Exact and prefix matches first: searchRank (on the id) decides 0 or 1; then the order.
			const phrase = words.join(" ");
			const pos = positionsOf(key, order);
			// searchRank compares the id in lower case, so the stored lower-case id gives the same rank.
			const top = (prefixed.all(...prefixParams(phrase)) as { n: number; id_lc: string }[])
				.filter((r) => hasBit(bits, r.n))
				.map((r) => ({ n: r.n, rank: searchRank({ id: r.id_lc, tags: [] }, phrase) ?? 2 }))
				.sort((a, b) => a.rank - b.rank || (pos[a.n] as number) - (pos[b.n] as number));
			for (const r of top) {
				clearBit(bits, r.n); // not again among the rest
				if (skip > 0) skip--;
				else if (page.length < query.limit) page.push(r.n);
			}
		}
		if (bits && countBits(bits) * SPARSE < order.length) {
			// Few matches: sort them by their place in the order rather than walk the whole order.
			const pos = positionsOf(key, order);
			const found = setBits(bits).sort((a, b) => (pos[a] as number) - (pos[b] as number));
			for (const n of found.slice(skip, skip + query.limit - page.length)) page.push(n);
		} else {
			for (let i = 0; i < order.length && page.length < query.limit; i++) {
				const n = order[i] as number;
				if (bits && !hasBit(bits, n)) continue;
				if (skip > 0) skip--;
				else page.push(n);
			}
		}
		const result: ModelListPage = {
			total,
			models: page.map((n) => summariseModel(JSON.parse(getRecordAt.get(n) as string) as ModelRecord)),
		};
		if (facets) result.facets = facets;
		return result;
	}

	const cache = new LruCache<string, ModelListPage>({ max: LIST_CACHE_SIZE });
	return {
		async get(id) {
			const record = getRecord.get(id) as string | undefined;
			return record === undefined ? undefined : (JSON.parse(record) as ModelRecord);
		},
		health: () => ({ ...health, models: count }),
		async list(query) {
			const key = JSON.stringify([
				query.search,
				queryFilters(query),
				query.sort,
				query.direction,
				query.limit,
				query.offset,
				query.facets,
			]);
			let page = cache.get(key);
			if (!page) {
				page = list(query);
				cache.set(key, page);
			}
			return page;
		},
	};
}
