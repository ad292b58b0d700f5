/**
 * The database store: a catalogue of one's own (HUBKIT_MODELS) indexed once into a SQLite file,
 * and served through hub-core's ModelStore (database-store.ts).
 *
 * Why a package of its own: hub-core does no I/O, and both the server and the CLI open catalogues,
 * so the file and database work lives here, once, and both import it.
 *
 * One place per rule: every rule comes from hub-core's store.ts and is applied in TypeScript,
 * mostly at indexing time; SQL only stores and looks up what those functions computed:
 * - facet values: `facetValues(record)`, kept as one set of record numbers per value (bits.ts),
 *   loaded into memory at open: filters and facet counts are bit-set operations;
 * - search: `searchHaystack(summary)` (lower case) is the text searched, and a word matches where it
 *   is a substring of it, as in searchRank: the haystacks' tokens are kept once each with their
 *   records (words.ts); the tier (exact id, whole pieces of the id, words) is `searchRank`'s, from
 *   indexes of the lower-case id and name and the text of the lower-case ids (search.ts, id-text.ts);
 * - sort: `compareSummaries` orders all records once per sort and direction at indexing time; the
 *   database keeps each order as a list of record numbers;
 * - summaries: `summariseModel` of each record, stored for the rows of a page.
 */
import { createHash, type Hash } from "node:crypto";
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
	writeSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { fitBaseId, modelFitter } from "@hubkit/catalog/hardware";
import {
	addCatalogueText,
	type CatalogueLoad,
	FACET_NAMES,
	type FacetName,
	facetValues,
	formatMebibytes,
	type IdsSeen,
	type ModelStore,
	type RecordProblem,
	runsOnValues,
	searchHaystack,
	summariseModel,
	warnedRecords,
} from "@hubkit/hub-core";
import Database from "better-sqlite3";
import { BENCHMARK_TABLES, benchmarkWriter } from "./benchmarks.js";
import { GrowingSet, setBlob, toBlob } from "./bits.js";
import { databaseStore } from "./database-store.js";
import { forEachId, ID_TEXT_TABLE, idTextWriter } from "./id-text.js";
import { checkIndexPath, IndexPathError, incompleteIndex, SCHEMA_PREFIX } from "./index-file.js";
import { OFFER_TABLES, offerWriter } from "./offers.js";
import { forEachOrder, SORT_KEYS_TABLE } from "./orders.js";
import { rulesFingerprint } from "./rules.js";
import { storedIds } from "./seen-ids.js";
import { type ThreadStoreOptions, threadStore } from "./store-thread.js";
import { facetKey, orderKey, SUMMARY_ORDER } from "./stored-sets.js";
import { TREE_TABLES, treeWriter } from "./tree.js";
import { DICTIONARY_TABLES, DictionaryBuilder } from "./words.js";

/** Bumped whenever the tables change: an index of another version is rebuilt. */
const SCHEMA = `${SCHEMA_PREFIX}14`;

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

/**
 * The key an index is reused under: the source files' paths and sizes, and the code that indexed
 * them (rules.ts). The files' contents are compared too (sourceDigest), only when the key matches.
 */
export const sourceKey = (files: readonly SourceFile[]): string =>
	JSON.stringify([SCHEMA, rulesFingerprint(), files.map((f) => [resolve(f.path), f.size])]);

/**
 * What the source files hold, by content: a SHA-1 of each file's bytes. Computed while indexing
 * (from the bytes read), and at a start only when the cheap fingerprint below differs: a
 * modification time can change with no edit (`touch`, a copy without `cp -p`), and then the
 * bytes decide. Measured cost: some 5 s for the 2 GB of 3M bench records on the shared machine.
 */
export function sourceDigest(files: readonly SourceFile[], chunkBytes = CHUNK_BYTES): string {
	const buffer = Buffer.alloc(chunkBytes);
	return JSON.stringify(
		files.map((file) => {
			const hash = createHash("sha1");
			const fd = openSync(file.path, "r");
			try {
				for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
					hash.update(buffer.subarray(0, read));
				}
			} finally {
				closeSync(fd);
			}
			return hash.digest("hex");
		}),
	);
}

/** The bytes at each end of a source file that its fingerprint hashes. */
export const EDGE_BYTES = 1024 * 1024;

/**
 * What a start compares before reusing an index: each file's size, modification time and a SHA-1
 * of its first and last EDGE_BYTES (the whole file when it is no larger than both), a few
 * milliseconds however large the catalogue. What it cannot see: an edit inside a large file that
 * keeps its size and its modification time to the millisecond (a deliberate `touch -r` after a
 * same-size rewrite); `hubkit` then serves the old index until the file changes otherwise.
 * Anything that changes the time falls back to sourceDigest, so a `touch` alone does not rebuild.
 */
export function sourceFingerprint(files: readonly SourceFile[]): string {
	return JSON.stringify(
		files.map((file) => {
			const hash = createHash("sha1");
			const fd = openSync(file.path, "r");
			try {
				const head = Buffer.alloc(Math.min(EDGE_BYTES, file.size));
				hash.update(head.subarray(0, readSync(fd, head, 0, head.length, 0)));
				const tailFrom = Math.max(head.length, file.size - EDGE_BYTES);
				const tail = Buffer.alloc(file.size - tailFrom);
				hash.update(tail.subarray(0, readSync(fd, tail, 0, tail.length, tailFrom)));
			} finally {
				closeSync(fd);
			}
			return [file.size, file.mtimeMs, hash.digest("hex")];
		}),
	);
}

/** A `.jsonl` file is read in chunks of whole lines (a 1M-record file is larger than a JS string may be). */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** The longest string V8 makes (characters); a UTF-8 file of at most this many bytes fits in one. */
export const MAX_JSON_FILE_BYTES = 0x1fffffe8;

/**
 * Reads one source file, handing its records to `onModels` batch by batch. Bad records are added
 * to `problems`, and loaded records' warnings to `warnings`, with their real line numbers, by
 * hub-core's addCatalogueText (the same checks as the memory path).
 */
function readSource(
	file: string,
	{ chunkBytes, maxJsonBytes }: Reading,
	seen: IdsSeen,
	{ problems, warnings }: Pick<CatalogueLoad, "problems" | "warnings">,
	onModels: (models: ModelRecord[]) => void,
	hash: Hash,
): void {
	const addText = (text: string, linesBefore: number) => {
		const load: CatalogueLoad = { models: [], problems, warnings };
		addCatalogueText(load, file, text, seen, linesBefore);
		if (load.models.length) onModels(load.models);
	};
	if (!/\.jsonl$/i.test(file)) {
		// A .json file is one value, parsed whole: past the longest string V8 makes, say what to do
		// instead of passing on V8's "Cannot create a string longer than 0x1fffffe8 characters".
		const bytes = statSync(file).size;
		if (bytes > maxJsonBytes) {
			throw new Error(
				`${file}: ${formatMebibytes(bytes)} is more than a .json catalogue file can be (${formatMebibytes(maxJsonBytes)}, as it is read whole); write its records as .jsonl, one a line, which is read in parts`,
			);
		}
		const data = readFileSync(file);
		hash.update(data);
		addText(data.toString("utf8"), 0);
		return;
	}
	const fd = openSync(file, "r");
	try {
		const buffer = Buffer.alloc(chunkBytes);
		// The start of a line that goes on past the chunks read so far, in pieces: joined once its
		// newline comes, so a long line costs one copy, not one per chunk.
		let carry: Buffer[] = [];
		let carryBytes = 0;
		let lineOffset = 0;
		// Within a line too long to be a string (reported, then passed over up to its newline).
		let skipping = false;
		for (;;) {
			const read = readSync(fd, buffer, 0, chunkBytes, null);
			let chunk = buffer.subarray(0, read);
			hash.update(chunk);
			if (skipping) {
				const end = chunk.indexOf(10);
				if (end < 0 && read > 0) continue;
				skipping = false;
				lineOffset++;
				chunk = chunk.subarray(end + 1); // at the end of the file (no newline): empty
			}
			// Whole lines only; the last partial line waits for the next chunk (or is the end).
			const cut = read === 0 ? chunk.length : chunk.lastIndexOf(10) + 1;
			if (cut > 0 || (read === 0 && carryBytes > 0)) {
				const data = Buffer.concat([...carry, chunk.subarray(0, cut)]);
				addText(data.toString("utf8"), lineOffset);
				for (let i = 0; i < data.length; i++) if (data[i] === 10) lineOffset++;
				carry = [];
				carryBytes = 0;
			}
			if (cut < chunk.length) {
				carry.push(Buffer.from(chunk.subarray(cut))); // a copy: `buffer` is read into again
				carryBytes += chunk.length - cut;
			}
			if (carryBytes > maxJsonBytes) {
				problems.push({
					file,
					line: lineOffset + 1,
					field: "(root)",
					message: `a line longer than ${formatMebibytes(maxJsonBytes)} (a record is read whole)`,
				});
				carry = [];
				carryBytes = 0;
				skipping = true;
			}
			if (read === 0) break;
		}
	} finally {
		closeSync(fd);
	}
}

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
		-- Each record's summary apart from the wide rows, for the rows of a page; stored by place in
		-- SUMMARY_ORDER, so the pages most asked for read few pages of the file.
		CREATE TABLE summaries (place INTEGER PRIMARY KEY, summary TEXT NOT NULL);
		CREATE TABLE sets (key TEXT PRIMARY KEY, facet TEXT, value TEXT, dense INTEGER NOT NULL, data BLOB NOT NULL);
		CREATE TABLE problems (file TEXT NOT NULL, line INTEGER NOT NULL, field TEXT NOT NULL, message TEXT NOT NULL);
		-- Loaded records' warnings (a task or library Hubkit does not know), in file order.
		CREATE TABLE warnings (file TEXT NOT NULL, line INTEGER NOT NULL, field TEXT NOT NULL, message TEXT NOT NULL);
		${DICTIONARY_TABLES}
		${ID_TEXT_TABLE}
		${TREE_TABLES}
		${BENCHMARK_TABLES}
		${OFFER_TABLES}
	`);
}

/** What indexing (or reusing an index) found. */
export interface ModelDbOpen {
	store: ModelStore;
	/** True when the database already held this source's index and was used as it was. */
	reused: boolean;
	/** When reused: decided by the files' fingerprint (no file read whole), or by hashing their contents. */
	reusedBy?: ReusedBy;
	loaded: number;
	problems: RecordProblem[];
	warnings: RecordProblem[];
}

export interface ModelDbOptions {
	/** The catalogue: a `.jsonl` / `.json` file or a folder of them. */
	source: string;
	/**
	 * The database file (created with its folder when missing). An existing file is replaced only
	 * when it is a Hubkit index (index-file.ts); anything else is refused with an IndexPathError.
	 */
	dbPath: string;
	/** `dbPath` is Hubkit's own default path (defaultDbPath), not one the user named. */
	ownPath?: boolean;
	/** Progress lines (indexing, reuse). */
	log?: (line: string) => void;
	/** How much of a `.jsonl` file is read at a time (tests make it small to cross chunk edges). */
	chunkBytes?: number;
	/** The largest `.json` file, or `.jsonl` line, read (tests make it small). */
	maxJsonBytes?: number;
	/**
	 * Answer lists in a worker thread, each within a time budget (store-thread.ts): for a server,
	 * whose event loop must not wait on a slow question. Default: in this thread (the CLI).
	 */
	thread?: ThreadStoreOptions;
	/**
	 * The index was checked against the sources a moment ago by another process of this server
	 * (the primary of HUBKIT_WORKERS): its paths, sizes and code are still compared, the files'
	 * fingerprint (and, after a `touch`, their digest: seconds at millions of records) are not.
	 */
	checked?: boolean;
	/**
	 * Called as each phase of indexing ends, with its name (bench/profile-indexing.mjs reads the
	 * memory peak of each); not called when an index is reused.
	 */
	phase?: (name: string) => void;
}

/** How source files are read (ModelDbOptions). */
type Reading = Required<Pick<ModelDbOptions, "chunkBytes" | "maxJsonBytes">>;

/**
 * Opens the index of `source` in `dbPath`, building it first when the database is missing, of
 * another schema, built from other source files (path, size or content differ), or incomplete
 * (its size is not its header's: incompleteIndex). Says why it rebuilds. Refuses, before writing anything, a
 * `dbPath` that is a source file or a file Hubkit did not write (IndexPathError).
 */
export function openModelDb({
	source,
	dbPath,
	ownPath = false,
	log = () => {},
	chunkBytes = CHUNK_BYTES,
	maxJsonBytes = MAX_JSON_FILE_BYTES,
	thread,
	checked = false,
	phase = () => {},
}: ModelDbOptions): ModelDbOpen {
	const files = sourceFiles(source);
	const key = sourceKey(files);
	const sources = files.map((f) => f.path);
	checkIndexPath(dbPath, sources, ownPath);
	mkdirSync(dirname(dbPath), { recursive: true });
	// One process at a time checks and builds: a second one started meanwhile waits, then finds the
	// index the first built and reuses it, instead of indexing the same catalogue again beside it.
	const { db, reused, reusedBy } = withIndexLock<{ db: Database.Database; reused: boolean; reusedBy?: ReusedBy }>(
		dbPath,
		log,
		() => {
			removeAbandonedBuilds(dbPath, log);
			// Checked again under the lock: the file may have changed while this process waited.
			const state = checkIndexPath(dbPath, sources, ownPath);
			const found = state === "hubkit" ? reusableIndex(dbPath, files, key, chunkBytes, checked) : undefined;
			if (found && "db" in found) {
				const how = found.by === "contents" ? " (its files' times changed, their contents did not)" : "";
				log(`Index ${dbPath} is up to date with ${source}${how}: reused`);
				return { db: found.db, reused: true, reusedBy: found.by };
			}
			if (state === "damaged-own") log(`Index ${dbPath} cannot be read as an index: rebuilt`);
			else if (found) log(`Index ${dbPath} ${found.why}: rebuilt`);
			const fingerprint = sourceFingerprint(files);
			const db = buildIndexFile(source, files, key, fingerprint, dbPath, { chunkBytes, maxJsonBytes }, log, phase);
			return { db, reused: false };
		},
	);
	db.pragma("query_only = true");
	db.pragma("cache_size = -65536"); // 64 MiB of pages
	const meta = (k: string) => (db.prepare("SELECT value FROM meta WHERE key = ?").get(k) as { value: string }).value;
	const loaded = Number(meta("loaded"));
	const rows = (table: "problems" | "warnings") =>
		db.prepare(`SELECT file, line, field, message FROM ${table} ORDER BY rowid`).all() as RecordProblem[];
	const problems = rows("problems");
	const warnings = rows("warnings");
	const health = { kind: "database" as const, loaded, skipped: problems.length, warned: warnedRecords(warnings) };
	if (thread) {
		db.close();
		return {
			store: threadStore(dbPath, health, loaded, thread),
			reused,
			...(reusedBy && { reusedBy }),
			loaded,
			problems,
			warnings,
		};
	}
	return { store: databaseStore(db, health), reused, ...(reusedBy && { reusedBy }), loaded, problems, warnings };
}

/** How an index was found reusable: by the files' fingerprint, or by hashing their bytes whole. */
export type ReusedBy = "fingerprint" | "contents";

/**
 * The Hubkit index at `dbPath` opened, when it was built from these files by this code and is
 * whole; otherwise why not (for the log). Cheap checks only, whatever the catalogue's size: the
 * file's size against its header (incompleteIndex), the paths, sizes and code (sourceKey), then
 * the files' fingerprint (sourceFingerprint). Only when a file's time changed are its bytes hashed.
 */
function reusableIndex(
	dbPath: string,
	files: readonly SourceFile[],
	key: string,
	chunkBytes: number,
	checked: boolean,
): { db: Database.Database; by: ReusedBy } | { why: string } {
	const incomplete = incompleteIndex(dbPath);
	if (incomplete) return { why: `is incomplete (${incomplete})` };
	const db = new Database(dbPath, { fileMustExist: true });
	const stored = (k: string) => {
		try {
			return (db.prepare("SELECT value FROM meta WHERE key = ?").get(k) as { value: string } | undefined)?.value;
		} catch {
			return undefined;
		}
	};
	let why: string | undefined;
	let by: ReusedBy = "fingerprint";
	if (stored("source") !== key) why = "was built from other files, or by other code";
	else if (checked) {
		// checked by the process that started this one (ModelDbOptions.checked)
	} else if (stored("fingerprint") !== sourceFingerprint(files)) {
		by = "contents";
		if (stored("content") !== sourceDigest(files, chunkBytes)) why = "was built from other contents of the files";
	}
	if (why) {
		db.close();
		return { why };
	}
	return { db, by };
}

/**
 * Builds the index into a new file of this process alone, then renames it over `dbPath`: an index
 * is never half old, half new, and two processes indexing at once (two servers, a server and a CLI)
 * do not write into one file; each reader keeps the file it opened.
 */
function buildIndexFile(
	source: string,
	files: readonly SourceFile[],
	key: string,
	fingerprint: string,
	dbPath: string,
	reading: Reading,
	log: (line: string) => void,
	phase: (name: string) => void,
): Database.Database {
	const building = `${dbPath}.${process.pid}.building`;
	for (const f of [building, `${building}-journal`]) rmQuiet(f);
	log(`Indexing ${source} into ${dbPath} …`);
	const started = Date.now();
	const cpu = process.cpuUsage();
	const fresh = new Database(building);
	try {
		buildIndex(fresh, files, key, fingerprint, reading, phase);
	} catch (e) {
		// A source it cannot read (or a full disk): the half-built file goes now, not at the next start.
		fresh.close();
		for (const f of [building, `${building}-journal`]) rmQuiet(f);
		throw e;
	}
	fresh.close();
	renameOver(building, dbPath);
	// The CPU time too: on a busy machine the wall time says more about the neighbours.
	const used = process.cpuUsage(cpu);
	const seconds = (used.user + used.system) / 1e6;
	log(`Indexed ${source} in ${((Date.now() - started) / 1000).toFixed(1)} s (${seconds.toFixed(1)} s of CPU)`);
	return new Database(dbPath, { fileMustExist: true });
}

const rmQuiet = (f: string) => rmSync(f, { force: true });

/** What a lock file of Hubkit's holds: this line and the process id. Any other file is not Hubkit's. */
const LOCK_LINE = /^hubkit index lock (\d+)\n$/;

/** How long to wait between looks at another process's lock (ms). */
const LOCK_POLL_MS = 200;

/**
 * Runs `work` holding `<dbPath>.lock`: a file created only if absent (O_EXCL), holding this
 * process's id, removed after. A lock of a process that is no longer running (killed while
 * indexing) is removed; a file there that Hubkit did not write is refused, never removed.
 */
export function withIndexLock<T>(dbPath: string, log: (line: string) => void, work: () => T): T {
	const lock = `${dbPath}.lock`;
	let said = false;
	for (;;) {
		let fd: number | undefined;
		try {
			fd = openSync(lock, "wx");
		} catch (e) {
			if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
		}
		if (fd !== undefined) {
			try {
				writeSync(fd, `hubkit index lock ${process.pid}\n`);
			} finally {
				closeSync(fd);
			}
			try {
				return work();
			} finally {
				rmQuiet(lock);
			}
		}
		let text: string;
		try {
			text = readFileSync(lock, "utf8");
		} catch {
			continue; // removed meanwhile: try again
		}
		const holder = LOCK_LINE.exec(text);
		if (!holder) {
			// Just created, not yet written (a few bytes away): look again; anything else is not ours.
			if (text === "") {
				sleep(LOCK_POLL_MS / 10);
				continue;
			}
			throw new IndexPathError(
				`the lock file ${lock} exists and is not Hubkit's: refusing to write over it (nothing was written); remove it if it is yours to lose`,
			);
		}
		const pid = Number(holder[1]);
		// Its own pid: a lock of an earlier process that had this id (it holds none while it waits here).
		if (pid === process.pid || !isRunning(pid)) {
			rmQuiet(lock);
			log(`Removed ${basename(lock)}, left by an indexing process that did not finish (${pid})`);
			continue;
		}
		if (!said) log(`Index ${dbPath} is being checked or built by process ${pid}: waiting for it`);
		said = true;
		sleep(LOCK_POLL_MS);
	}
}

/** Waits `ms` without returning to the event loop (the server has not started yet). */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether a process is running: signal 0 checks without sending (EPERM: it is, but not ours). */
function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (e) {
		return (e as NodeJS.ErrnoException).code !== "ESRCH";
	}
}

/**
 * Removes the `<db>.<pid>.building` files (and their journals) of indexing processes that ended
 * before finishing (killed, or the machine stopped): nothing else would ever remove them, and a
 * 1M-record build leaves over a gigabyte. A running process's file is its work in progress: kept.
 */
function removeAbandonedBuilds(dbPath: string, log: (line: string) => void): void {
	const name = basename(dbPath);
	for (const file of readdirSync(dirname(dbPath))) {
		if (!file.startsWith(`${name}.`)) continue;
		const match = /^\.(\d+)\.building(-journal)?$/.exec(file.slice(name.length));
		if (!match) continue;
		const pid = Number(match[1]);
		if (pid === process.pid || isRunning(pid)) continue;
		rmQuiet(join(dirname(dbPath), file));
		log(`Removed ${file}, left by an indexing process that did not finish (${pid})`);
	}
}
const renameOver = (from: string, to: string) => {
	for (const f of [`${to}-wal`, `${to}-shm`, `${to}-journal`]) rmQuiet(f);
	renameSync(from, to);
};

function buildIndex(
	db: Database.Database,
	files: readonly SourceFile[],
	key: string,
	fingerprint: string,
	reading: Reading,
	phase: (name: string) => void,
): void {
	db.pragma("journal_mode = OFF");
	db.pragma("synchronous = OFF");
	// 16 MiB of pages: the rows are appended in order, so a larger cache only raised the peak memory
	// of indexing at the same CPU time (200,000 records: 869 MB with 256 MiB, 570 MB with 64 MiB,
	// 523 MB with 16 MiB).
	db.pragma("cache_size = -16384");
	// As much for the temporary tables (the ids seen, the sort keys, the summaries waiting for their order).
	db.pragma("temp.cache_size = -16384");
	createTables(db);
	const insertModel = db.prepare("INSERT INTO models (n, id, id_lc, name_lc, record) VALUES (?, ?, ?, ?, ?)");
	// Summaries wait in the temporary database until SUMMARY_ORDER is known.
	db.exec("CREATE TEMP TABLE staged (n INTEGER PRIMARY KEY, summary TEXT NOT NULL)");
	const insertSummary = db.prepare("INSERT INTO staged (n, summary) VALUES (?, ?)");
	const dictionary = new DictionaryBuilder();
	const idText = idTextWriter(db);
	const tree = treeWriter(db);
	const benchmarks = benchmarkWriter(db);
	const offers = offerWriter(db);
	/**
	 * Each record's sort keys wait in the temporary database, where SQLite sorts them for the orders
	 * (orders.ts): held in objects, from the first record on or only for the orders, they were some
	 * 150 bytes a record at the peak of indexing (3M records: 450 MB beside the dictionary's).
	 */
	db.exec(SORT_KEYS_TABLE);
	const insertKeys = db.prepare(
		"INSERT INTO sort_keys (n, id, downloads, likes, last_modified) VALUES (?, ?, ?, ?, ?)",
	);
	let count = 0;
	/**
	 * The records of each facet value (by facetKey), as bit sets grown while reading. Measured need
	 * (200,000 records, 24 facet values a record, most of them devices of the fits facet): lists of
	 * record numbers held 507 bytes a record until written, the bit sets of 362 values 45 bytes a
	 * record at 1M records (and less per record the larger the catalogue). A value few records
	 * have stays a list (GrowingSet): a bit set each made a catalogue of 400,000 such values need 5 GB.
	 */
	const withValue = new Map<string, { name: FacetName; value: string; set: GrowingSet }>();
	const problems: RecordProblem[] = [];
	const warnings: RecordProblem[] = [];
	const addValue = (n: number, name: FacetName, value: string) => {
		const k = facetKey(name, value);
		let entry = withValue.get(k);
		if (!entry) {
			entry = { name, value, set: new GrowingSet() };
			withValue.set(k, entry);
		}
		entry.set.add(n);
	};
	/**
	 * Adapters and unsized conversions (record number, base id), whose "runs on" waits until every
	 * record is read: they are sized on their base from the same catalogue (hub-core's findFitBase),
	 * which may come later.
	 */
	const sizedOnBase: [number, string][] = [];
	const insertBatch = db.transaction((models: ModelRecord[]) => {
		for (const model of models) {
			const n = ++count;
			const summary = summariseModel(model);
			const id = summary.id.toLowerCase();
			insertModel.run(n, summary.id, id, id.slice(id.indexOf("/") + 1), JSON.stringify(model));
			insertSummary.run(n, JSON.stringify(summary));
			dictionary.add(n, searchHaystack(summary), id);
			idText.add(id);
			tree.add(model);
			offers.add(n, model);
			const values = facetValues(model);
			const baseId = fitBaseId(model);
			// A record sized on its base (an adapter, a conversion) is read with it in the pass below,
			// for its "runs on" values and its leaderboard facts.
			if (baseId !== undefined) sizedOnBase.push([n, baseId]);
			else benchmarks.add(model, n);
			for (const name of FACET_NAMES) {
				if (name === "fits" && baseId !== undefined) continue;
				for (const value of values[name]) addValue(n, name, value);
			}
			insertKeys.run(n, summary.id, summary.downloads, summary.likes, summary.lastModified ?? null);
		}
	});
	const digests: string[] = [];
	// The ids read so far, to report a repeated one: in a temporary table (seen-ids.ts), needed
	// while reading only. One transaction for the read, so each id's row is no commit of its own.
	const seen = storedIds(db);
	db.transaction(() => {
		for (const file of files) {
			const hash = createHash("sha1");
			readSource(file.path, reading, seen, { problems, warnings }, insertBatch, hash);
			digests.push(hash.digest("hex"));
		}
	})();
	seen.drop();
	phase("records read");

	if (sizedOnBase.length > 0) {
		// The bases named, found by one pass over the ids read (no id index yet), then read by number.
		const wanted = new Set(sizedOnBase.map(([, id]) => id));
		const baseNumbers = new Map<string, number>();
		const ids = db.prepare("SELECT n, id FROM sort_keys").raw() as Database.Statement<[], [number, string]>;
		for (const [n, id] of ids.iterate()) if (wanted.has(id)) baseNumbers.set(id, n);
		const recordAt = db.prepare("SELECT record FROM models WHERE n = ?").pluck();
		const read = (n: number) => JSON.parse(recordAt.get(n) as string) as ModelRecord;
		for (const [n, baseId] of sizedOnBase) {
			const at = baseNumbers.get(baseId);
			const model = read(n);
			const base = at === undefined ? undefined : read(at);
			for (const value of runsOnValues(model, modelFitter(model, base))) addValue(n, "fits", value);
			benchmarks.add(model, n, base);
		}
		phase("records sized on their base");
	}

	const insertSet = db.prepare("INSERT INTO sets (key, facet, value, dense, data) VALUES (?, ?, ?, ?, ?)");
	const size = count + 1;
	// The ids' last chunk, read back with the others for the dictionary's short words.
	idText.finish();
	db.transaction(() => {
		// The dictionary and the facet sets first, each let go once written, before the orders.
		dictionary.write(db, size, (visit) => forEachId(db, visit), phase);
		phase("dictionary: short words");
		for (const [k, { name, value, set }] of withValue) {
			const stored = set.finish(size);
			insertSet.run(k, name, value, stored.dense ? 1 : 0, setBlob(stored));
		}
		withValue.clear();
		phase("facet sets");
		// Every order, as record numbers, in store.ts's compareSummaries order (orders.ts).
		forEachOrder(db, count, (sort, direction, numbers) => {
			insertSet.run(orderKey(sort, direction), null, null, 0, toBlob(numbers));
			if (orderKey(sort, direction) === SUMMARY_ORDER) {
				db.exec("CREATE TEMP TABLE placed (n INTEGER PRIMARY KEY, place INTEGER NOT NULL)");
				const place = db.prepare("INSERT INTO placed (n, place) VALUES (?, ?)");
				for (let i = 0; i < numbers.length; i++) place.run(numbers[i] as number, i);
			}
		});
		db.exec("DROP TABLE sort_keys");
		phase("orders");
		db.exec(`
			INSERT INTO summaries (place, summary)
				SELECT placed.place, staged.summary FROM placed JOIN staged USING (n) ORDER BY placed.place;
			DROP TABLE placed;
			DROP TABLE staged;
		`);
	})();
	phase("summaries");
	db.exec(`
		CREATE UNIQUE INDEX models_id ON models (id);
		-- The records whose id or name is a search phrase (tier 0 of best match), found by these.
		CREATE INDEX models_id_lc ON models (id_lc);
		CREATE INDEX models_name_lc ON models (name_lc, id_lc);
	`);
	phase("id indexes");
	tree.finish();
	benchmarks.finish();
	phase("tree and benchmarks");
	const insertProblem = db.prepare("INSERT INTO problems (file, line, field, message) VALUES (?, ?, ?, ?)");
	const insertWarning = db.prepare("INSERT INTO warnings (file, line, field, message) VALUES (?, ?, ?, ?)");
	const setMeta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
	db.transaction(() => {
		for (const p of problems) insertProblem.run(p.file, p.line, p.field, p.message);
		for (const w of warnings) insertWarning.run(w.file, w.line, w.field, w.message);
		setMeta.run("loaded", String(count));
		setMeta.run("source", key);
		// The same form as sourceDigest's, from the bytes indexed (not read a second time).
		setMeta.run("content", JSON.stringify(digests));
		// Taken before the files were read: a file changed while indexing differs from it at the next start.
		setMeta.run("fingerprint", fingerprint);
	})();
	db.exec("ANALYZE");
	phase("meta and statistics");
}
