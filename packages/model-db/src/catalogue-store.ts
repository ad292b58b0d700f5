/**
 * HUBKIT_MODELS, opened for the server and the CLI: small catalogues are read into memory (hub-core's
 * memoryStore, as before), large ones are indexed into a database file (model-db.ts) and served
 * from it. The rule, stated once: a catalogue goes to the database when its source files total
 * DATABASE_FROM_BYTES or more, or when a database file is named (HUBKIT_MODELS_DB).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { loadCatalogue, type ModelStore, memoryStore, type RecordProblem, warnedRecords } from "@hubkit/hub-core";
import { openModelDb, sourceFiles } from "./model-db.js";
import type { ThreadStoreOptions } from "./store-thread.js";

/**
 * 16 MiB of records (about 10,000 sample-sized records): below it, reading the file at start takes
 * well under a second and the memory store answers in a few milliseconds; above it, start time and
 * heap grow with the catalogue (1M records: seconds, and some 500 MB) while the index does not.
 */
export const DATABASE_FROM_BYTES = 16 * 1024 * 1024;

export type StoreChoice = "auto" | "memory" | "database";

/** The file access hub-core's loadCatalogue needs (the memory path). */
export const nodeFiles = {
	isDirectory: (path: string) => statSync(path).isDirectory(),
	list: (path: string) => readdirSync(path),
	read: (path: string) => readFileSync(path, "utf8"),
};

/**
 * Where the index of `source` lives by default: `$XDG_CACHE_HOME/hubkit` (or `~/.cache/hubkit`),
 * one file per absolute source path. Outside the repository, so it is never committed.
 */
export function defaultDbPath(source: string, env: Readonly<Record<string, string | undefined>> = {}): string {
	const cache = env.XDG_CACHE_HOME || join(homedir(), ".cache");
	const hash = createHash("sha256").update(resolve(source)).digest("hex").slice(0, 16);
	return join(cache, "hubkit", `models-${hash}.sqlite`);
}

export interface OpenedCatalogue {
	store: ModelStore;
	/** The records, when they are held in memory (small catalogues); absent for the database. */
	models?: readonly ModelRecord[];
	loaded: number;
	/** The records skipped. */
	problems: RecordProblem[];
	/** The loaded records' warnings (hub-core recordWarnings), in file order. */
	warnings: RecordProblem[];
	/** For the database: whether an existing index was reused. */
	reused?: boolean;
}

export interface OpenCatalogueOptions {
	/** The database file; default defaultDbPath(source). Naming one chooses the database. */
	dbPath?: string | undefined;
	/** Force one store; default "auto" (by DATABASE_FROM_BYTES). */
	choice?: StoreChoice | undefined;
	/** Progress lines of indexing (not the bad records: those are in `problems`). */
	log?: (line: string) => void;
	env?: Readonly<Record<string, string | undefined>>;
	/** For the database: answer lists in a worker thread within a time budget (openModelDb's `thread`). */
	thread?: ThreadStoreOptions;
	/** For the database: checked a moment ago by the process that started this one (openModelDb's `checked`). */
	checked?: boolean;
}

/**
 * Opens a catalogue of one's own; a missing or unreadable path throws, and so does a database path
 * Hubkit may not write (IndexPathError: a source file, or an existing file that is not its index).
 */
export function openCatalogue(source: string, options: OpenCatalogueOptions = {}): OpenedCatalogue {
	const files = sourceFiles(source);
	const bytes = files.reduce((sum, f) => sum + f.size, 0);
	const choice = options.choice ?? (options.dbPath ? "database" : "auto");
	if (choice === "memory" || (choice === "auto" && bytes < DATABASE_FROM_BYTES)) {
		const load = loadCatalogue(source, nodeFiles);
		const health = {
			kind: "file" as const,
			loaded: load.models.length,
			skipped: load.problems.length,
			warned: warnedRecords(load.warnings),
		};
		return {
			store: memoryStore(load.models, health),
			models: load.models,
			loaded: load.models.length,
			problems: load.problems,
			warnings: load.warnings,
		};
	}
	const dbPath = options.dbPath ?? defaultDbPath(source, options.env);
	const opened = openModelDb({
		source,
		dbPath,
		ownPath: !options.dbPath,
		...(options.log && { log: options.log }),
		...(options.thread && { thread: options.thread }),
		...(options.checked && { checked: true }),
	});
	return {
		store: opened.store,
		loaded: opened.loaded,
		problems: opened.problems,
		warnings: opened.warnings,
		reused: opened.reused,
	};
}
