import { describe, expect, it } from "vitest";
import {
	addCatalogueText,
	type CatalogueLoad,
	catalogueReport,
	describeProblem,
	nearDeviceIds,
	problemsPage,
	problemsSummary,
	warnedRecords,
} from "../src/index.js";
import { nearestNames } from "../src/nearest.js";

const load = (file: string, text: string) => {
	const into: CatalogueLoad = { models: [], problems: [], warnings: [] };
	addCatalogueText(into, file, text);
	return into;
};
const jsonl = (...records: object[]) => records.map((r) => JSON.stringify(r)).join("\n");

describe("warnings about one's own catalogue", () => {
	it("loads a record with a typo'd task and library as written, naming file, line, field and the likely name", () => {
		const result = load(
			"mine.jsonl",
			jsonl(
				{ id: "acme/good", pipeline_tag: "text-generation", library_name: "transformers" },
				{ id: "acme/typo", pipeline_tag: "text-genration", library_name: "transformerz" },
				{ id: "acme/odd", pipeline_tag: "qwertyuiop", library_name: "zzzzzz" },
			),
		);
		expect(result.models.map((m) => [m.id, m.pipeline_tag, m.library_name])).toEqual([
			["acme/good", "text-generation", "transformers"],
			["acme/typo", "text-genration", "transformerz"],
			["acme/odd", "qwertyuiop", "zzzzzz"],
		]);
		expect(result.problems).toEqual([]);
		expect(result.warnings.map(describeProblem)).toEqual([
			'mine.jsonl:2: pipeline_tag: unknown task "text-genration" (did you mean "text-generation"?)',
			'mine.jsonl:2: library_name: unknown library "transformerz" (did you mean "transformers"?)',
			'mine.jsonl:3: pipeline_tag: unknown task "qwertyuiop"',
			'mine.jsonl:3: library_name: unknown library "zzzzzz"',
		]);
		expect(warnedRecords(result.warnings)).toBe(2);
	});

	it("gives a skipped record no warning, and a record without task or library none", () => {
		const result = load("mine.jsonl", jsonl({ id: "acme/bad", tags: "x", pipeline_tag: "nope" }, { id: "acme/bare" }));
		expect(result.problems.map((p) => p.line)).toEqual([1]);
		expect(result.warnings).toEqual([]);
	});

	it("says in one line what was loaded, skipped and warned, with each list cut to what is shown", () => {
		const result = load(
			"mine.jsonl",
			jsonl(
				{ id: "acme/a", pipeline_tag: "text-genration" },
				{ id: "acme/b", tags: "x" },
				{ id: "acme/c", library_name: "transformerz" },
				{ id: "acme/d", tags: "y" },
			),
		);
		const report = catalogueReport({ loaded: result.models.length, ...result }, 1);
		expect(report.skipped).toEqual([
			"skipped mine.jsonl:2: tags: must be an array, not a string",
			"skipped 1 more bad records",
		]);
		expect(report.warnings).toEqual([
			'mine.jsonl:1: pipeline_tag: unknown task "text-genration" (did you mean "text-generation"?)',
			"1 more warnings",
		]);
		expect(report.summary).toBe("2 models loaded, 2 records skipped, 2 with warnings");
		expect(catalogueReport({ loaded: 3, problems: [], warnings: [] }).summary).toBe("3 models loaded, none skipped");
		expect(problemsSummary(0, 1)).toBe("1 record with warnings");
		expect(problemsSummary(1, 0)).toBe("1 record skipped");
		expect(problemsSummary(0, 0)).toBeUndefined();
	});

	it("pages a list of problems", () => {
		const list = Array.from({ length: 5 }, (_, i) => ({ file: "f.jsonl", line: i + 1, field: "x", message: "m" }));
		expect(problemsPage("skipped", list, 3, 10)).toEqual({
			kind: "skipped",
			total: 5,
			offset: 3,
			problems: list.slice(3),
		});
	});

	it("suggests names by one rule for devices, tasks and libraries", () => {
		expect(nearestNames("text-genration", ["text-generation", "text-classification"])).toEqual(["text-generation"]);
		expect(nearestNames("Text Generation", ["text-generation"])).toEqual(["text-generation"]);
		expect(nearestNames("x", ["x1"])).toEqual([]);
		expect(nearDeviceIds("rtx-4909")).toEqual(["rtx-4090"]);
	});
});
