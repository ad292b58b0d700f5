/**
 * Download counting. A library's `countDownloads` rule is a small query language over the
 * fetched file's path:
 *
 *   path:"x"            the whole path is x
 *   path_extension:"y"  the file name ends in .y
 *   path_filename:"n"   the file name without its extension is n
 *   path_prefix:"p/"    the path starts with p/
 *   _exists_:"path_prefix"   the file sits in a sub-folder
 *
 * joined with AND / OR (AND binds tighter) and grouped with parentheses. Each rule is parsed
 * once, at first use, into a predicate.
 */
import { LIBRARY_FACTS } from "./facts.js";

export type PathPredicate = (path: string) => boolean;

/** A rule that does not parse. `position` is the character offset where parsing stopped. */
export class DownloadRuleError extends Error {
	constructor(
		readonly rule: string,
		readonly position: number,
		reason: string,
	) {
		super(`Invalid countDownloads rule at ${position}: ${reason} in ${JSON.stringify(rule)}`);
		this.name = "DownloadRuleError";
	}
}

/** Files whose fetch counts as a download for a library that sets no rule. */
export const DEFAULT_DOWNLOAD_FILES = [
	"config.json",
	"config.yaml",
	"hyperparams.yaml",
	"params.json",
	"meta.yaml",
] as const;

const DEFAULT_RULE = DEFAULT_DOWNLOAD_FILES.map((f) => `path:"${f}"`).join(" OR ");

type Token =
	| { kind: "term"; field: string; value: string; at: number }
	| { kind: "and" | "or" | "lparen" | "rparen"; at: number };

function tokenize(rule: string): Token[] {
	const tokens: Token[] = [];
	let i = 0;
	while (i < rule.length) {
		const c = rule[i]!;
		if (c === " " || c === "\t" || c === "\n") {
			i++;
		} else if (c === "(") {
			tokens.push({ kind: "lparen", at: i++ });
		} else if (c === ")") {
			tokens.push({ kind: "rparen", at: i++ });
		} else if (rule.startsWith("AND", i) && !/[\w:]/.test(rule[i + 3] ?? "")) {
			tokens.push({ kind: "and", at: i });
			i += 3;
		} else if (rule.startsWith("OR", i) && !/[\w:]/.test(rule[i + 2] ?? "")) {
			tokens.push({ kind: "or", at: i });
			i += 2;
		} else {
			const m = /^([A-Za-z_]+):"((?:[^"\\]|\\.)*)"/.exec(rule.slice(i));
			if (!m) throw new DownloadRuleError(rule, i, 'expected field:"value", AND, OR or a parenthesis');
			tokens.push({ kind: "term", field: m[1]!, value: m[2]!.replace(/\\(.)/g, "$1"), at: i });
			i += m[0].length;
		}
	}
	return tokens;
}

function fileName(path: string): string {
	const slash = path.lastIndexOf("/");
	return slash === -1 ? path : path.slice(slash + 1);
}

function extension(path: string): string {
	const name = fileName(path);
	const dot = name.lastIndexOf(".");
	return dot <= 0 ? "" : name.slice(dot + 1);
}

function stem(path: string): string {
	const name = fileName(path);
	const dot = name.lastIndexOf(".");
	return dot <= 0 ? name : name.slice(0, dot);
}

function term(rule: string, t: Extract<Token, { kind: "term" }>): PathPredicate {
	const v = t.value;
	switch (t.field) {
		case "path":
			return (p) => p === v;
		case "path_extension":
			return (p) => extension(p) === v;
		case "path_filename":
			return (p) => stem(p) === v;
		case "path_prefix":
			return (p) => p.startsWith(v);
		case "_exists_":
			if (v === "path_prefix") return (p) => p.includes("/");
			throw new DownloadRuleError(rule, t.at, `_exists_ of unknown field ${JSON.stringify(v)}`);
		default:
			throw new DownloadRuleError(rule, t.at, `unknown field ${JSON.stringify(t.field)}`);
	}
}

/** Parses a rule into a predicate over file paths; throws DownloadRuleError when malformed. */
export function parseDownloadRule(rule: string): PathPredicate {
	const tokens = tokenize(rule);
	let pos = 0;
	const at = () => tokens[pos]?.at ?? rule.length;

	// or := and ("OR" and)* ; and := atom ("AND" atom)* ; atom := term | "(" or ")"
	const parseOr = (): PathPredicate => {
		const parts = [parseAnd()];
		while (tokens[pos]?.kind === "or") {
			pos++;
			parts.push(parseAnd());
		}
		return parts.length === 1 ? parts[0]! : (p) => parts.some((f) => f(p));
	};
	const parseAnd = (): PathPredicate => {
		const parts = [parseAtom()];
		while (tokens[pos]?.kind === "and") {
			pos++;
			parts.push(parseAtom());
		}
		return parts.length === 1 ? parts[0]! : (p) => parts.every((f) => f(p));
	};
	const parseAtom = (): PathPredicate => {
		const t = tokens[pos];
		if (!t) throw new DownloadRuleError(rule, rule.length, "unexpected end of rule");
		if (t.kind === "term") {
			pos++;
			return term(rule, t);
		}
		if (t.kind === "lparen") {
			pos++;
			const inner = parseOr();
			if (tokens[pos]?.kind !== "rparen") throw new DownloadRuleError(rule, at(), "missing closing parenthesis");
			pos++;
			return inner;
		}
		throw new DownloadRuleError(rule, t.at, `unexpected ${t.kind.toUpperCase()}`);
	};

	const predicate = parseOr();
	if (pos < tokens.length) throw new DownloadRuleError(rule, at(), "unexpected text after the rule");
	return predicate;
}

const compiled = new Map<string, PathPredicate>();
const defaultPredicate = parseDownloadRule(DEFAULT_RULE);

/** The rule text a library counts by (its own, or the default file list). */
export function downloadRule(libraryId: string): string {
	const facts = Object.hasOwn(LIBRARY_FACTS, libraryId)
		? (LIBRARY_FACTS[libraryId as keyof typeof LIBRARY_FACTS] as { countDownloads?: string })
		: undefined;
	return facts?.countDownloads ?? DEFAULT_RULE;
}

/**
 * Whether fetching `filePath` from a repository of `libraryId` counts as one download.
 * Unknown libraries use the default rule. A leading "./" or "/" in the path is ignored.
 */
export function countsAsDownload(libraryId: string, filePath: string): boolean {
	const path = filePath.replace(/^\.?\//, "");
	const rule = downloadRule(libraryId);
	if (rule === DEFAULT_RULE) return defaultPredicate(path);
	let predicate = compiled.get(libraryId);
	if (!predicate) {
		predicate = parseDownloadRule(rule);
		compiled.set(libraryId, predicate);
	}
	return predicate(path);
}

/** Every library rule that fails to parse (the catalogue test expects none). */
export function invalidDownloadRules(): { libraryId: string; error: DownloadRuleError }[] {
	const bad: { libraryId: string; error: DownloadRuleError }[] = [];
	for (const [libraryId, facts] of Object.entries(LIBRARY_FACTS)) {
		const rule = (facts as { countDownloads?: string }).countDownloads;
		if (rule === undefined) continue;
		try {
			parseDownloadRule(rule);
		} catch (e) {
			if (e instanceof DownloadRuleError) bad.push({ libraryId, error: e });
			else throw e;
		}
	}
	return bad;
}
