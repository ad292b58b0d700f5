/**
 * What the lab works on: one generated program, tagged with where it came from, and the
 * outcome of each level for it.
 */

/** Where a snippet comes from: a library's generator, a local app, or an inference client. */
export type SnippetSource = "library" | "local-app" | "inference";

/** Languages the lab can check. Others (csharp, swift, …) are counted but not parsed here. */
export type CheckedLanguage = "python" | "js" | "sh" | "json";

export interface LabSnippet {
	/** Unique and readable: `<source>:<client>:<model id>#<n>`. */
	id: string;
	source: SnippetSource;
	language: string;
	/** The library id, the local app id, or the inference client (`openai`, `requests`, …). */
	client: string;
	modelId: string;
	code: string;
}

export type Level = "parse" | "lint" | "typecheck" | "execute";

export interface LabFailure {
	id: string;
	level: Level;
	message: string;
}

/** One line of `out/report.json`. */
export interface ReportRow {
	language: string;
	client: string;
	generated: number;
	parsed: number;
	typechecked: number;
	executed: number;
	failed: number;
}

export interface LabReport {
	rows: ReportRow[];
}
