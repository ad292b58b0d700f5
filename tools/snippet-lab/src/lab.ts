/**
 * The whole lab in one call: build the corpus, run the levels, and summarise per
 * (language, client) — library snippets and local apps as their own rows, client = library
 * or app id — as the report `npm run lab` prints and writes to out/report.json.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { setLogger } from "@hubkit/inference-snippets";
import { SAMPLE_MODELS } from "@hubkit/sample-models";

export { SAMPLE_MODELS };

import { librarySnippets, localAppSnippets } from "./corpus.js";
import { ensurePythonEnv } from "./env.js";
import { type ExecResult, executeSnippets } from "./exec/execute.js";
import { allSnippets, inferenceCases } from "./inference-corpus.js";
import { PARSED_LANGUAGES, parseFailures } from "./parse.js";
import { selectForExecution } from "./select.js";
import { isTypechecked, typecheckFailures } from "./typecheck.js";
import type { LabFailure, LabReport, LabSnippet, Level, ReportRow } from "./types.js";

export interface LabOptions {
	models?: readonly ModelRecord[];
	/** Levels to run (default: all three). */
	levels?: readonly ("parse" | "typecheck" | "execute")[];
}

export interface LabResult {
	report: LabReport;
	failures: LabFailure[];
	executed: ExecResult[];
	snippets: LabSnippet[];
}

export async function runLab(options: LabOptions = {}): Promise<LabResult> {
	const models = options.models ?? SAMPLE_MODELS;
	const levels = new Set(options.levels ?? ["parse", "typecheck", "execute"]);
	setLogger({ error() {} });
	ensurePythonEnv();
	const cases = inferenceCases(models);
	const inference = allSnippets(cases);
	const snippets: LabSnippet[] = [...librarySnippets(models), ...localAppSnippets(models), ...inference];
	const failures: LabFailure[] = [];
	if (levels.has("parse")) failures.push(...(await parseFailures(snippets)));
	if (levels.has("typecheck")) failures.push(...(await typecheckFailures(inference)));
	let executed: ExecResult[] = [];
	if (levels.has("execute")) {
		executed = await executeSnippets(selectForExecution(cases));
		for (const r of executed) {
			for (const p of r.problems) failures.push({ id: r.snippet.id, level: "execute", message: p });
		}
	}
	return { report: buildReport(snippets, failures, executed, levels), failures, executed, snippets };
}

/** Rows in a stable order: inference clients first, then libraries, then local apps. */
export function buildReport(
	snippets: readonly LabSnippet[],
	failures: readonly LabFailure[],
	executed: readonly ExecResult[],
	levels: ReadonlySet<string> = new Set(["parse", "typecheck", "execute"]),
): LabReport {
	const failed = new Map<string, Set<Level>>();
	for (const f of failures) {
		const set = failed.get(f.id) ?? new Set<Level>();
		set.add(f.level);
		failed.set(f.id, set);
	}
	const ran = new Set(executed.map((r) => r.snippet.id));
	const rows = new Map<string, ReportRow & { order: number }>();
	const order = { inference: 0, library: 1, "local-app": 2 } as const;
	for (const s of snippets) {
		const key = `${s.source}|${s.language}|${s.client}`;
		let row = rows.get(key);
		if (!row) {
			row = {
				language: s.language,
				client: s.client,
				generated: 0,
				parsed: 0,
				typechecked: 0,
				executed: 0,
				failed: 0,
				order: order[s.source],
			};
			rows.set(key, row);
		}
		const f = failed.get(s.id);
		row.generated++;
		if (levels.has("parse") && PARSED_LANGUAGES.has(s.language) && !f?.has("parse") && !f?.has("lint")) row.parsed++;
		if (levels.has("typecheck") && isTypechecked(s) && !f?.has("typecheck")) row.typechecked++;
		if (ran.has(s.id) && !f?.has("execute")) row.executed++;
		if (f) row.failed++;
	}
	return {
		rows: [...rows.values()]
			.sort((a, b) => a.order - b.order || a.language.localeCompare(b.language) || a.client.localeCompare(b.client))
			.map(({ order: _order, ...row }) => row),
	};
}

/** The report as a fixed-width table. */
export function formatTable(report: LabReport): string {
	const head = ["language", "client", "generated", "parsed", "typechecked", "executed", "failed"] as const;
	const cells = report.rows.map((r) => head.map((h) => String(r[h])));
	const total = head.map((h, i) =>
		i < 2 ? (i === 0 ? "total" : "") : String(report.rows.reduce((n, r) => n + (r[h] as number), 0)),
	);
	const all = [head.map(String), ...cells, total];
	const width = head.map((_, i) => Math.max(...all.map((row) => (row[i] as string).length)));
	const line = (row: string[]) =>
		row.map((c, i) => (i < 2 ? c.padEnd(width[i] as number) : c.padStart(width[i] as number))).join("  ");
	const rule = width.map((w) => "-".repeat(w)).join("  ");
	return [line(all[0] as string[]), rule, ...cells.map(line), rule, line(total)].join("\n");
}

export { SNIPPET_VERIFICATION } from "@hubkit/catalog";
export { formatCoverage, verificationCoverage } from "./coverage.js";
export { inferenceCases } from "./inference-corpus.js";
export { buildInferenceManifest, clientVersions, writeInferenceManifest } from "./inference-manifest.js";
export { ensureJsMl, jsMlReady, jsMlSnippets, jsMlVersion, runJsMlSnippets } from "./js-ml.js";
export { llamaCommands, llamaReady, llamaVersion, runLlamaCommands } from "./local-app-ml.js";
export {
	ensureMlEnv,
	formatMlReport,
	ML_LIBRARIES,
	mlSnippets,
	mlVenvReady,
	runMlSnippets,
	stratifiedSubset,
} from "./ml.js";
export { buildManifest, installedVersions, mergeManifest, writeManifest } from "./ml-manifest.js";
export {
	checkedPackageVersion,
	installedCheckSnippets,
	installedJsCheckSnippets,
	JS_ML_PACKAGE,
	typecheckAgainstInstalled,
	typecheckJsAgainstInstalled,
} from "./typecheck-installed.js";
export {
	buildTypeCheckManifest,
	ensureSource,
	formatSourceReport,
	LIBRARY_SOURCES,
	sourceSnippets,
	typecheckAgainstSources,
	writeTypeCheckManifest,
} from "./typecheck-source.js";
export {
	buildStubManifest,
	formatStubReport,
	installedVersion,
	knownDefect,
	stubSnippets,
	typecheckAgainstStubs,
	writeStubs,
} from "./typecheck-stubs.js";
