/**
 * Which file an index may be written to, and whether an index found there can be trusted.
 *
 * The rule (one place): Hubkit replaces a file only when it can prove it wrote it: a SQLite
 * database whose `meta` table names this package's schema. Any other existing file (the
 * catalogue itself, a user's notes, another program's database, a folder) is refused before
 * anything is written, with the path and the reason. The one exception is a damaged file under
 * Hubkit's own default index path (in the user's cache folder, named by Hubkit): no one else
 * writes there, so a file it can no longer read is an index of its own that broke.
 */
import { closeSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import { resolve } from "node:path";
import Database from "better-sqlite3";

/** What every index's `meta.source` value begins with (sourceKey: a JSON list led by the schema). */
export const SCHEMA_PREFIX = "hubkit-model-db ";

/** A path Hubkit will not write its index to: the caller prints the message and stops (exit 2). */
export class IndexPathError extends Error {
	override name = "IndexPathError";
}

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

const realPath = (path: string): string => {
	try {
		return realpathSync(path);
	} catch {
		return resolve(path);
	}
};

function startsWithSqliteHeader(path: string): boolean {
	const head = Buffer.alloc(SQLITE_HEADER.length);
	const fd = openSync(path, "r");
	try {
		const read = readSync(fd, head, 0, head.length, 0);
		return read === head.length && head.equals(SQLITE_HEADER);
	} finally {
		closeSync(fd);
	}
}

/** Whether the SQLite file at `path` holds a Hubkit index's `meta` (opened read-only, so never changed). */
function namesHubkitSchema(path: string): boolean {
	let db: Database.Database | undefined;
	try {
		db = new Database(path, { readonly: true, fileMustExist: true });
		const row = db.prepare("SELECT value FROM meta WHERE key = 'source'").get() as { value?: unknown } | undefined;
		return typeof row?.value === "string" && row.value.startsWith(`["${SCHEMA_PREFIX}`);
	} catch {
		return false;
	} finally {
		db?.close();
	}
}

export type IndexFileState =
	/** Nothing there: the index is built into a new file. */
	| "missing"
	/** A Hubkit index (perhaps of another source or schema): it may be reused or replaced. */
	| "hubkit"
	/** Unreadable, under Hubkit's own default path: a broken index of its own, replaced. */
	| "damaged-own";

/**
 * Checks `dbPath` before anything is written to it; throws IndexPathError when Hubkit may not
 * replace it. `sources` are the catalogue's files; `ownPath` says `dbPath` is Hubkit's default
 * path in its cache folder (not one the user named).
 */
export function checkIndexPath(dbPath: string, sources: readonly string[], ownPath: boolean): IndexFileState {
	const target = realPath(dbPath);
	if (sources.some((source) => realPath(source) === target)) {
		throw new IndexPathError(
			`the index file ${dbPath} is the catalogue's own source file: refusing to write over it (nothing was written); name a new file for the index`,
		);
	}
	let stat: ReturnType<typeof statSync>;
	try {
		stat = statSync(dbPath);
	} catch {
		return "missing";
	}
	if (!stat.isFile()) {
		throw new IndexPathError(`the index file ${dbPath} is a folder or device, not a file Hubkit wrote; name a file`);
	}
	const readable = startsWithSqliteHeader(dbPath);
	if (readable && namesHubkitSchema(dbPath)) return "hubkit";
	if (ownPath) return "damaged-own";
	const cut = readable ? incompleteIndex(dbPath) : undefined;
	const what = cut
		? `a SQLite database cut short: ${cut}`
		: readable
			? "a SQLite database of another program"
			: "not a SQLite database";
	throw new IndexPathError(
		`the index file ${dbPath} exists and is not a Hubkit index (${what}): refusing to write over it (nothing was written); name a new file, or remove this one if it is yours to lose`,
	);
}

/**
 * Why the index file at `path` cannot be a whole index, or undefined when it can: its size must
 * be the one its SQLite header states (page size × page count). This is what a start checks, in
 * microseconds, instead of SQLite's `quick_check` (which reads every page: 10 s and more at
 * millions of records). It is enough because Hubkit never writes an index in place: each is built
 * into a file of its own (`<index>.<pid>.building`) and renamed over the index only once complete,
 * so an index Hubkit left is whole; what remains is a copy cut short (a full disk, an interrupted
 * `cp` or download of the artefact), which this finds, and a file that is not Hubkit's, which
 * checkIndexPath refuses. A page damaged in place (a failing disk) is not looked for at start.
 */
export function incompleteIndex(path: string): string | undefined {
	const header = Buffer.alloc(100);
	const fd = openSync(path, "r");
	let read: number;
	try {
		read = readSync(fd, header, 0, header.length, 0);
	} finally {
		closeSync(fd);
	}
	if (read < header.length) return `${read} bytes, shorter than a SQLite header`;
	const raw = header.readUInt16BE(16);
	const pageSize = raw === 1 ? 65536 : raw;
	const pages = header.readUInt32BE(28);
	// The page count is valid when written by a SQLite that keeps it (3.7.0 on): then "version valid for" equals the change counter.
	const counted = pages > 0 && header.readUInt32BE(92) === header.readUInt32BE(24);
	const size = statSync(path).size;
	if (counted ? size !== pages * pageSize : pageSize < 512 || size % pageSize !== 0) {
		return counted
			? `${size} bytes where its header says ${pages * pageSize}: cut short or written over`
			: `${size} bytes, not a whole number of ${pageSize}-byte pages`;
	}
	return undefined;
}
