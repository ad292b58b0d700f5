/**
 * Level 6: the report. Rows per (language, client) with exact counts, library snippets and
 * local apps as their own rows; `npm run lab` prints the table and writes out/report.json.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ExecResult } from "../src/exec/execute.js";
import type { InferenceLabSnippet } from "../src/inference-corpus.js";
import { buildReport, formatTable } from "../src/lab.js";
import { LAB_DIR, REPO_DIR, scratchDir } from "../src/paths.js";
import type { LabSnippet } from "../src/types.js";

const s = (id: string, source: LabSnippet["source"], language: string, client: string): LabSnippet => ({
	id,
	source,
	language,
	client,
	modelId: "m",
	code: "",
});

describe("buildReport", () => {
	const snippets = [
		s("a", "inference", "python", "requests"),
		s("b", "inference", "python", "requests"),
		s("c", "inference", "python", "fal_client"),
		s("d", "library", "python", "transformers"),
		s("e", "library", "csharp", "ml-agents"),
		s("f", "local-app", "sh", "vllm"),
	];
	const executed = [{ snippet: snippets[0] as InferenceLabSnippet, problems: [] } as unknown as ExecResult];
	const report = buildReport(snippets, [{ id: "b", level: "typecheck", message: "x" }], executed);

	it("counts each level per (language, client), inference first, then libraries, then local apps", () => {
		expect(report.rows).toEqual([
			{ language: "python", client: "fal_client", generated: 1, parsed: 1, typechecked: 0, executed: 0, failed: 0 },
			{ language: "python", client: "requests", generated: 2, parsed: 2, typechecked: 1, executed: 1, failed: 1 },
			{ language: "csharp", client: "ml-agents", generated: 1, parsed: 0, typechecked: 0, executed: 0, failed: 0 },
			{ language: "python", client: "transformers", generated: 1, parsed: 1, typechecked: 0, executed: 0, failed: 0 },
			{ language: "sh", client: "vllm", generated: 1, parsed: 1, typechecked: 0, executed: 0, failed: 0 },
		]);
	});

	it("prints a table with a header and totals", () => {
		const table = formatTable(report).split("\n");
		expect(table[0]).toMatch(/^language\s+client\s+generated\s+parsed\s+typechecked\s+executed\s+failed$/);
		expect(table.at(-1)).toMatch(/^total\s+6\s+5\s+1\s+1\s+1$/);
	});
});

describe("npm run lab", () => {
	it("prints the table and writes the report (here to a scratch file, not over out/report.json)", () => {
		const file = join(scratchDir("report"), "report.json");
		const out = execFileSync(
			process.execPath,
			// Enough records (in table order) to reach inference clients and several libraries.
			[join(LAB_DIR, "src", "cli.mjs"), "--levels", "parse", "--models", "60", "--out", file],
			{ cwd: REPO_DIR, encoding: "utf8" },
		);
		expect(out).toMatch(/^language\s+client\s+generated/m);
		const report = JSON.parse(readFileSync(file, "utf8")) as { rows: Record<string, unknown>[] };
		rmSync(dirname(file), { recursive: true, force: true });
		expect(report.rows.length).toBeGreaterThan(3);
		for (const row of report.rows) {
			expect(Object.keys(row)).toEqual([
				"language",
				"client",
				"generated",
				"parsed",
				"typechecked",
				"executed",
				"failed",
			]);
			expect(row.failed).toBe(0);
			expect(row.parsed).toBe(row.generated);
		}
	}, 300_000);
});
