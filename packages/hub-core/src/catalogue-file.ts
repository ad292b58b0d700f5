/**
 * A catalogue of one's own (`HUBKIT_MODELS`): the text of `.jsonl` files (one record a line) and
 * `.json` files (an array of records, or one record) read into model records. Every record goes
 * through parseModelRecord, read as a hub's model API writes records (fromHubShape: null fields
 * absent, the provider mapping keyed by provider as a list), and is held to limits.ts's sizes and
 * the id rule of listed records (ids.ts); a bad one is reported with its file, line and field and
 * skipped, never changed. The reading of files is the caller's (server, CLI): this module is pure.
 *
 * A record over a size limit is skipped, not cut as an upstream record is: every reader of the
 * problems (the server's and the CLI's "skipped …" lines, the skipped counts of /api/health, a
 * database's problems table) takes a problem to mean a record that is not loaded, and the file is
 * its owner's to fix; a record is served as written or not at all.
 *
 * A record that loads but names a task or a library Hubkit does not know (a typo such as
 * "text-genration") is loaded as written, with a warning in the same form (`warnings`): its task
 * has no page and its library no snippets, which would otherwise go unexplained.
 */
import { getLibrary, isPipelineType, LIBRARIES, type ModelRecord, PIPELINE_TYPES } from "@hubkit/catalog";
import { parseModelRecord } from "@hubkit/catalog/validate";
import { formatMebibytes } from "./figures.js";
import { fromHubShape } from "./hub-shape.js";
import { listedIdProblem } from "./ids.js";
import { longList, MAX_RECORD_BYTES } from "./limits.js";
import { nearestNames } from "./nearest.js";

/**
 * A record whose text (a `.jsonl` line, a `.json` file's element) is longer than MAX_RECORD_BYTES:
 * refused before it is parsed. Counted in characters: a character is at least one byte of UTF-8,
 * so more characters than the limit is more bytes too.
 */
const TOO_LONG = `longer than ${formatMebibytes(MAX_RECORD_BYTES)}, the most a record may be`;

export interface RecordProblem {
	file: string;
	/** 1-based line of the record (a `.json` array: the line where the record starts). */
	line: number;
	/** Dotted path of the bad field; `(root)` when the whole line is not a record. */
	field: string;
	message: string;
}

export interface CatalogueLoad {
	models: ModelRecord[];
	/** The records skipped, each with why. */
	problems: RecordProblem[];
	/** Loaded records' fields Hubkit does not know (recordWarnings), in file order. */
	warnings: RecordProblem[];
}

/** The catalogue file formats, by file name. */
export function catalogueFormat(file: string): "jsonl" | "json" | undefined {
	return /\.jsonl$/i.test(file) ? "jsonl" : /\.json$/i.test(file) ? "json" : undefined;
}

/** `file:line: field: message`, one line for a log. */
export function describeProblem(p: RecordProblem): string {
	return `${p.file}:${p.line}: ${p.field}: ${p.message}`;
}

/**
 * The ids loaded so far and where each was loaded from (`file:line`), so that a repeated id is
 * reported with the place of the first instead of silently replacing it: SeenIds in memory, or a
 * database store's table while it indexes (model-db).
 */
export interface IdsSeen {
	/** Where `id` was first loaded, as `file:line`; undefined when it was not. */
	where(id: string): string | undefined;
	add(id: string, file: string, line: number): void;
}

/**
 * The ids loaded so far (IdsSeen), in memory. Compact because a database catalogue
 * holds it for every record while indexing (model-db): an index a record, the lines in a typed
 * array and each file once. Measured need (200,000 records): a map of `file:line` strings held
 * 92 bytes a record.
 */
export class SeenIds implements IdsSeen {
	readonly #index = new Map<string, number>();
	#lines = new Uint32Array(1024);
	/** The files in the order read, each with the index of its first id. */
	readonly #files: { from: number; file: string }[] = [];

	/** Where `id` was first loaded, as `file:line`; undefined when it was not. */
	where(id: string): string | undefined {
		const i = this.#index.get(id);
		if (i === undefined) return undefined;
		let lo = 0;
		let hi = this.#files.length - 1;
		while (lo < hi) {
			const mid = (lo + hi + 1) >>> 1;
			if ((this.#files[mid] as { from: number }).from <= i) lo = mid;
			else hi = mid - 1;
		}
		return `${(this.#files[lo] as { file: string }).file}:${this.#lines[i]}`;
	}

	add(id: string, file: string, line: number): void {
		const i = this.#index.size;
		if (this.#files.at(-1)?.file !== file) this.#files.push({ from: i, file });
		if (i === this.#lines.length) {
			const grown = new Uint32Array(2 * i);
			grown.set(this.#lines);
			this.#lines = grown;
		}
		this.#lines[i] = line;
		this.#index.set(id, i);
	}
}

/**
 * Adds the records of one file's text to `into`. `seen` holds the ids already loaded (by this
 * call, earlier calls for other files or earlier parts of this one). `linesBefore`:
 * when `text` is a part of a `.jsonl` file read in chunks, the number of lines before it.
 */
export function addCatalogueText(
	into: CatalogueLoad,
	file: string,
	text: string,
	seen: IdsSeen = new SeenIds(),
	linesBefore = 0,
): void {
	const add = (json: unknown, chunkLine: number) => {
		const line = chunkLine + linesBefore;
		const record = fromHubShape(json);
		// Before validation, which would look at each of a million entries.
		const long = longList(record);
		if (long) {
			const message = `${long.length} entries, more than the ${long.limit} a record may have`;
			into.problems.push({ file, line, field: long.field, message });
			return;
		}
		const parsed = parseModelRecord(record);
		if (!parsed.ok) {
			const first = parsed.errors[0] ?? { path: "(root)", message: "not a model record" };
			into.problems.push({ file, line, field: first.path, message: first.message });
			return;
		}
		const badId = listedIdProblem(parsed.model.id);
		if (badId) {
			into.problems.push({ file, line, field: "id", message: badId.error });
			return;
		}
		const earlier = seen.where(parsed.model.id);
		if (earlier !== undefined) {
			into.problems.push({ file, line, field: "id", message: `repeats ${parsed.model.id} (first at ${earlier})` });
			return;
		}
		seen.add(parsed.model.id, file, line);
		into.models.push(parsed.model);
		for (const w of recordWarnings(parsed.model)) into.warnings.push({ file, line, ...w });
	};
	if (catalogueFormat(file) === "jsonl") {
		const lines = text.split("\n");
		for (let i = 0; i < lines.length; i++) {
			const line = (lines[i] as string).trim();
			if (line === "") continue;
			if (line.length > MAX_RECORD_BYTES) {
				into.problems.push({ file, line: i + 1 + linesBefore, field: "(root)", message: TOO_LONG });
				continue;
			}
			let json: unknown;
			try {
				json = JSON.parse(line);
			} catch {
				into.problems.push({ file, line: i + 1 + linesBefore, field: "(root)", message: "not valid JSON" });
				continue;
			}
			add(json, i + 1);
		}
		return;
	}
	// A byte order mark (editors on Windows write one) is not JSON, but says nothing about the records.
	const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
	let json: unknown;
	try {
		json = JSON.parse(body);
	} catch (e) {
		const message = e instanceof Error ? e.message : "not valid JSON";
		into.problems.push({ file, line: 1, field: "(root)", message: `not valid JSON (${message})` });
		return;
	}
	if (!Array.isArray(json)) {
		if (body.trim().length > MAX_RECORD_BYTES) {
			into.problems.push({ file, line: 1, field: "(root)", message: TOO_LONG });
		} else add(json, 1);
		return;
	}
	const starts = arrayElements(body);
	json.forEach((record, i) => {
		const start = starts[i];
		if (start && start.chars > MAX_RECORD_BYTES) {
			into.problems.push({ file, line: start.line, field: "(root)", message: TOO_LONG });
		} else add(record, start?.line ?? 1);
	});
}

/**
 * Where each top-level element of a JSON array starts (its line) and how many characters it spans.
 * The text is valid JSON (it parsed), so a small scanner that tracks strings and nesting depth is
 * enough.
 */
function arrayElements(text: string): { line: number; chars: number }[] {
	const out: { line: number; chars: number }[] = [];
	let line = 1;
	let depth = 0;
	let inString = false;
	let expectValue = false;
	// Where the element being read began, while one is.
	let from = -1;
	const end = (at: number) => {
		const last = out.at(-1);
		if (last && from >= 0) last.chars = at - from;
		from = -1;
	};
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (c === "\n") line++;
		if (inString) {
			if (c === "\\") i++;
			else if (c === '"') inString = false;
			continue;
		}
		if (c === " " || c === "\t" || c === "\r" || c === "\n") continue;
		if (depth === 1 && expectValue && c !== "]") {
			out.push({ line, chars: 0 });
			from = i;
			expectValue = false;
		}
		if (c === '"') inString = true;
		else if (c === "[" || c === "{") {
			depth++;
			if (depth === 1) expectValue = true;
		} else if (c === "]" || c === "}") {
			depth--;
			if (depth === 0) end(i);
		} else if (c === "," && depth === 1) {
			end(i);
			expectValue = true;
		}
	}
	return out;
}

/** The file access loadCatalogue needs, injected (node:fs in the server and the CLI). */
export interface CatalogueFiles {
	isDirectory(path: string): boolean;
	/** The names in a folder. */
	list(path: string): string[];
	read(path: string): string;
}

/**
 * Every record of `path`: a `.jsonl` or `.json` file, or a folder of them (read in name order,
 * other files ignored). A missing or unreadable path throws: there is no catalogue to serve.
 */
export function loadCatalogue(path: string, files: CatalogueFiles): CatalogueLoad {
	const load: CatalogueLoad = { models: [], problems: [], warnings: [] };
	const seen = new SeenIds();
	const paths = files.isDirectory(path)
		? files
				.list(path)
				.filter((name) => catalogueFormat(name) !== undefined)
				.sort()
				.map((name) => `${path.replace(/\/+$/, "")}/${name}`)
		: [path];
	if (paths.length === 0) throw new Error(`${path}: no .jsonl or .json files in this folder`);
	for (const file of paths) {
		if (catalogueFormat(file) === undefined) throw new Error(`${file}: a catalogue is a .jsonl or .json file`);
		addCatalogueText(load, file, files.read(file), seen);
	}
	return load;
}

/**
 * `unknown task "text-genration" (did you mean "text-generation"?)`: a name Hubkit does not know,
 * with the known ones it was probably meant to be (nearest.ts), when there are any.
 */
export function unknownNameMessage(what: string, value: string, known: Iterable<string>): string {
	const near = nearestNames(value, known);
	const guess = near.length === 0 ? "" : ` (did you mean ${near.map((n) => JSON.stringify(n)).join(" or ")}?)`;
	return `unknown ${what} ${JSON.stringify(value)}${guess}`;
}

/**
 * What a valid record names that Hubkit does not know: a `pipeline_tag` that is not a task (its
 * task link would lead nowhere) and a `library_name` that is not in the library catalogue (no
 * snippets, no library page). One entry per field.
 */
export function recordWarnings(model: ModelRecord): { field: string; message: string }[] {
	const out: { field: string; message: string }[] = [];
	const task = model.pipeline_tag;
	if (task !== undefined && !isPipelineType(task)) {
		out.push({ field: "pipeline_tag", message: unknownNameMessage("task", task, PIPELINE_TYPES) });
	}
	const library = model.library_name;
	if (library !== undefined && !getLibrary(library)) {
		out.push({ field: "library_name", message: unknownNameMessage("library", library, Object.keys(LIBRARIES)) });
	}
	return out;
}

/**
 * How many records the warnings are about: a record's warnings are adjacent (one record's fields
 * in turn), so a record is a change of file or line.
 */
export function warnedRecords(warnings: readonly Pick<RecordProblem, "file" | "line">[]): number {
	let count = 0;
	for (let i = 0; i < warnings.length; i++) {
		const w = warnings[i] as RecordProblem;
		const before = warnings[i - 1];
		if (!before || before.file !== w.file || before.line !== w.line) count++;
	}
	return count;
}

/**
 * The words every summary of a catalogue's problems uses (the server's start, the CLI, the
 * models page): "2 records skipped, 1 with warnings"; undefined when there are none.
 */
export function problemsSummary(skipped: number, warned: number): string | undefined {
	if (skipped === 0 && warned === 0) return undefined;
	const records = (n: number) => `${n} ${n === 1 ? "record" : "records"}`;
	const parts: string[] = [];
	if (skipped > 0) parts.push(`${records(skipped)} skipped`);
	if (warned > 0) parts.push(parts.length ? `${warned} with warnings` : `${records(warned)} with warnings`);
	return parts.join(", ");
}

/** Problems written one per line where a catalogue is opened; the rest are counted (a broken file may have millions). */
export const SHOWN_PROBLEMS = 50;

/**
 * What the server's start and the CLI write about an opened catalogue: a line per skipped record
 * (`skipped file:line: field: why`) and per warning (`file:line: field: why`), each list up to
 * `shown` and then its count, and the summary ("9998 models loaded, 2 records skipped, 1 with
 * warnings").
 */
export function catalogueReport(
	opened: { loaded: number; problems: readonly RecordProblem[]; warnings: readonly RecordProblem[] },
	shown = SHOWN_PROBLEMS,
): { skipped: string[]; warnings: string[]; summary: string } {
	const { loaded, problems, warnings } = opened;
	const skipped = problems.slice(0, shown).map((p) => `skipped ${describeProblem(p)}`);
	if (problems.length > shown) skipped.push(`skipped ${problems.length - shown} more bad records`);
	const warned = warnings.slice(0, shown).map(describeProblem);
	if (warnings.length > shown) warned.push(`${warnings.length - shown} more warnings`);
	const problemsWords = problemsSummary(problems.length, warnedRecords(warnings)) ?? "none skipped";
	return { skipped, warnings: warned, summary: `${loaded} models loaded, ${problemsWords}` };
}

/** The two lists of a catalogue's problems: the records skipped, and loaded records' warnings. */
export const PROBLEM_KINDS = ["skipped", "warnings"] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** What `GET /api/catalogue/problems` answers: a page of one list, and how long the list is. */
export interface CatalogueProblemsPage {
	kind: ProblemKind;
	total: number;
	offset: number;
	problems: RecordProblem[];
}

/** A page of `list` (`limit` from `offset`): a list may hold a problem for every record. */
export function problemsPage(
	kind: ProblemKind,
	list: readonly RecordProblem[],
	offset: number,
	limit: number,
): CatalogueProblemsPage {
	return { kind, total: list.length, offset, problems: list.slice(offset, offset + limit) };
}
