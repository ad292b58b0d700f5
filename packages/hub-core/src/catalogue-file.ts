/**
 * A catalogue of one's own (`HUBKIT_MODELS`): the text of `.jsonl` files (one record a line) and
 * `.json` files (an array of records, or one record) read into model records. Every record goes
 * through parseModelRecord; a bad one is reported with its file, line and field and skipped, never
 * changed. The reading of files is the caller's (server, CLI): this module is pure.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { parseModelRecord } from "@hubkit/catalog/validate";

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
	problems: RecordProblem[];
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
 * Adds the records of one file's text to `into`. `seen` maps ids already loaded to where they
 * came from, so a repeated id is reported instead of silently replacing the first. `linesBefore`:
 * when `text` is a part of a `.jsonl` file read in chunks, the number of lines before it.
 */
export function addCatalogueText(
	into: CatalogueLoad,
	file: string,
	text: string,
	seen: Map<string, string> = new Map(),
	linesBefore = 0,
): void {
	const add = (json: unknown, chunkLine: number) => {
		const line = chunkLine + linesBefore;
		const parsed = parseModelRecord(json);
		if (!parsed.ok) {
			const first = parsed.errors[0] ?? { path: "(root)", message: "not a model record" };
			into.problems.push({ file, line, field: first.path, message: first.message });
			return;
		}
		const where = `${file}:${line}`;
		const earlier = seen.get(parsed.model.id);
		if (earlier !== undefined) {
			into.problems.push({ file, line, field: "id", message: `repeats ${parsed.model.id} (first at ${earlier})` });
			return;
		}
		seen.set(parsed.model.id, where);
		into.models.push(parsed.model);
	};
	if (catalogueFormat(file) === "jsonl") {
		const lines = text.split("\n");
		for (let i = 0; i < lines.length; i++) {
			const line = (lines[i] as string).trim();
			if (line === "") continue;
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
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch (e) {
		const message = e instanceof Error ? e.message : "not valid JSON";
		into.problems.push({ file, line: 1, field: "(root)", message: `not valid JSON (${message})` });
		return;
	}
	if (!Array.isArray(json)) {
		add(json, 1);
		return;
	}
	const starts = arrayElementLines(text);
	json.forEach((record, i) => add(record, starts[i] ?? 1));
}

/**
 * The line on which each top-level element of a JSON array starts. The text is valid JSON (it
 * parsed), so a small scanner that tracks strings and nesting depth is enough.
 */
function arrayElementLines(text: string): number[] {
	const out: number[] = [];
	let line = 1;
	let depth = 0;
	let inString = false;
	let expectValue = false;
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
			out.push(line);
			expectValue = false;
		}
		if (c === '"') inString = true;
		else if (c === "[" || c === "{") {
			depth++;
			if (depth === 1) expectValue = true;
		} else if (c === "]" || c === "}") depth--;
		else if (c === "," && depth === 1) expectValue = true;
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
	const load: CatalogueLoad = { models: [], problems: [] };
	const seen = new Map<string, string>();
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
