import { describe, expect, it } from "vitest";
import {
	addCatalogueText,
	type CatalogueLoad,
	describeProblem,
	loadCatalogue,
	MAX_RECORD_BYTES,
	RECORD_LIST_LIMITS,
} from "../src/index.js";

const load = (file: string, text: string) => {
	const into: CatalogueLoad = { models: [], problems: [], warnings: [] };
	addCatalogueText(into, file, text);
	return into;
};

describe("catalogue files", () => {
	it("reports a bad .jsonl line with its file, line and field, and keeps the good ones unchanged", () => {
		const good = { id: "a/one", tags: ["x"], pipeline_tag: "text-generation" };
		const text = [JSON.stringify(good), "", '{"id": "a/two", "tags": "not-a-list"}', "{oops", '{"id":"a/three"}'].join(
			"\n",
		);
		const result = load("models.jsonl", text);
		expect(result.models).toEqual([good, { id: "a/three" }]);
		expect(result.problems.map(describeProblem)).toEqual([
			"models.jsonl:3: tags: must be an array, not a string",
			"models.jsonl:4: (root): not valid JSON",
		]);
	});

	it("reads a record saved from a hub's model API: null fields absent, the provider mapping keyed by provider", () => {
		const saved = {
			id: "a/one",
			pipeline_tag: null,
			downloads: 7,
			inferenceProviderMapping: { together: { providerId: "a/one-t", task: "conversational", status: "live" } },
		};
		const result = load("hub.jsonl", JSON.stringify(saved));
		expect(result.problems).toEqual([]);
		expect(result.models).toEqual([
			{
				id: "a/one",
				downloads: 7,
				inferenceProviderMapping: [
					{ provider: "together", providerId: "a/one-t", task: "conversational", status: "live" },
				],
			},
		]);
	});

	it("reads files that begin with a byte order mark and end lines with CRLF", () => {
		const json = load("m.json", '\uFEFF[\r\n{"id":"a/one"},\r\n{"id":"a/two","gated":"sometimes"}\r\n]\r\n');
		expect(json.models).toEqual([{ id: "a/one" }]);
		expect(json.problems).toMatchObject([{ file: "m.json", line: 3, field: "gated" }]);
		const jsonl = load("m.jsonl", '\uFEFF{"id":"a/one"}\r\n{"id":"a/two"}\r\n');
		expect(jsonl.models.map((m) => m.id)).toEqual(["a/one", "a/two"]);
		expect(jsonl.problems).toEqual([]);
	});

	it("reports a count that is not a whole number rather than listing the model with 0", () => {
		const result = load("m.jsonl", '{"id":"a/one","downloads":"12k"}\n{"id":"a/two","downloads":12,"likes":3}\n');
		expect(result.models).toEqual([{ id: "a/two", downloads: 12, likes: 3 }]);
		expect(result.problems.map(describeProblem)).toEqual(["m.jsonl:1: downloads: must be a number, not a string"]);
	});

	it("says what is wrong in Hubkit's words, not the validator's", () => {
		const lines = [
			{ tags: ["x"] },
			{ id: "a/one", gated: "sometimes" },
			{ id: "a/two", likes: -1 },
			{ id: "a/three", sample: { downloads: 1.5 } },
			{ id: "a/four", cardData: { language: ["en", 5] } },
			{ id: "a/five", inferenceProviderMapping: [{ provider: "groq", task: "conversational", status: "live" }] },
			[{ id: "a/six" }],
		];
		const result = load("m.jsonl", lines.map((r) => JSON.stringify(r)).join("\n"));
		expect(result.problems.map(describeProblem)).toEqual([
			"m.jsonl:1: id: missing (a model record needs an id such as owner/name)",
			'm.jsonl:2: gated: must be true, false, "auto" or "manual", not a string',
			"m.jsonl:3: likes: must be 0 or more",
			"m.jsonl:4: sample.downloads: must be a whole number, not 1.5",
			"m.jsonl:5: cardData.language.1: must be a string, not a number",
			"m.jsonl:6: inferenceProviderMapping.0.providerId: missing",
			"m.jsonl:7: (root): must be an object, not an array",
		]);
	});

	it("skips the records no page could serve, with the id rule's reason", () => {
		const ids = ["evil/..", "baremodel", `acme/${"x".repeat(97)}`, "a/b/c", "acme/fine"];
		const result = load("m.jsonl", ids.map((id) => JSON.stringify({ id })).join("\n"));
		expect(result.models.map((m) => m.id)).toEqual(["acme/fine"]);
		expect(result.problems.map(describeProblem)).toEqual([
			"m.jsonl:1: id: name cannot be '.' or '..'",
			"m.jsonl:2: id: baremodel has no owner: a listed model's id is owner/name, the address of its page",
			"m.jsonl:3: id: name is longer than 96 characters",
			"m.jsonl:4: id: a model id is owner/name, with one '/'",
		]);
	});

	it("skips a record with a list longer than a record may have, and says which and how long", () => {
		const many = (n: number) => Array.from({ length: n }, (_, i) => `x${i}`);
		const limit = RECORD_LIST_LIMITS.tags;
		const mapping = Object.fromEntries(
			many(RECORD_LIST_LIMITS.inferenceProviderMapping + 1).map((p) => [
				p,
				{ providerId: "a/m", task: "conversational", status: "live" },
			]),
		);
		const lines = [
			{ id: "a/at-limit", tags: many(limit) },
			{ id: "a/tags", tags: many(limit + 1) },
			{ id: "a/languages", cardData: { language: many(RECORD_LIST_LIMITS["cardData.language"] + 1) } },
			// Saved from a hub's model API: keyed by provider, a list once read.
			{ id: "a/providers", inferenceProviderMapping: mapping },
			{ id: "a/files", siblings: many(RECORD_LIST_LIMITS.siblings + 1).map((rfilename) => ({ rfilename })) },
		];
		const result = load("m.jsonl", lines.map((r) => JSON.stringify(r)).join("\n"));
		expect(result.models.map((m) => m.id)).toEqual(["a/at-limit"]);
		expect(result.problems.map(describeProblem)).toEqual([
			`m.jsonl:2: tags: ${limit + 1} entries, more than the ${limit} a record may have`,
			"m.jsonl:3: cardData.language: 501 entries, more than the 500 a record may have",
			"m.jsonl:4: inferenceProviderMapping: 101 entries, more than the 100 a record may have",
			"m.jsonl:5: siblings: 5001 entries, more than the 5000 a record may have",
		]);
	});

	it("refuses a record longer than a record may be before reading it, and reads on", () => {
		// Not a list: a value of any other shape that is too large (here, an unknown field).
		const big = JSON.stringify({ id: "a/big", padding: Array(Math.ceil(MAX_RECORD_BYTES / 3)).fill({}) });
		expect(big.length).toBeGreaterThan(MAX_RECORD_BYTES);
		const jsonl = load("m.jsonl", ['{"id":"a/one"}', big, '{"id":"a/two"}'].join("\n"));
		expect(jsonl.models.map((m) => m.id)).toEqual(["a/one", "a/two"]);
		expect(jsonl.problems.map(describeProblem)).toEqual([
			"m.jsonl:2: (root): longer than 2 MiB, the most a record may be",
		]);
		// A .json array's element, by the line it starts on; a .json file of one record.
		const json = load("m.json", `[\n{"id":"a/one"},\n${big},\n{"id":"a/two"}\n]`);
		expect(json.models.map((m) => m.id)).toEqual(["a/one", "a/two"]);
		expect(json.problems.map(describeProblem)).toEqual([
			"m.json:3: (root): longer than 2 MiB, the most a record may be",
		]);
		expect(load("one.json", big).problems.map(describeProblem)).toEqual([
			"one.json:1: (root): longer than 2 MiB, the most a record may be",
		]);
	});

	it("reports a repeated id instead of replacing the first record", () => {
		const result = load("m.jsonl", '{"id":"a/one"}\n{"id":"a/one","tags":["b"]}\n');
		expect(result.models).toEqual([{ id: "a/one" }]);
		expect(result.problems).toEqual([
			{ file: "m.jsonl", line: 2, field: "id", message: "repeats a/one (first at m.jsonl:1)" },
		]);
	});

	it("gives the line where each record of a .json array starts", () => {
		const text = '[\n  {"id": "a/one", "tags": ["[,{"]},\n  {\n    "id": "a/two",\n    "gated": "sometimes"\n  }\n]\n';
		const result = load("models.json", text);
		expect(result.models.map((m) => m.id)).toEqual(["a/one"]);
		expect(result.problems).toMatchObject([{ file: "models.json", line: 3, field: "gated" }]);
	});

	it("reads a folder's .json and .jsonl files in name order and ignores the rest", () => {
		const files: Record<string, string> = {
			"dir/b.jsonl": '{"id":"b/one"}\n',
			"dir/a.json": '[{"id":"a/one"}]',
			"dir/notes.txt": "hello",
		};
		const result = loadCatalogue("dir", {
			isDirectory: (p) => p === "dir",
			list: () => ["b.jsonl", "notes.txt", "a.json"],
			read: (p) => files[p] as string,
		});
		expect(result.models.map((m) => m.id)).toEqual(["a/one", "b/one"]);
		expect(result.problems).toEqual([]);
	});

	it("names the file and line of the first record when an id repeats across files", () => {
		const files: Record<string, string> = {
			"dir/a.jsonl": '{"id":"a/one"}\n{"id":"a/two"}\n',
			"dir/b.jsonl": '{"id":"b/one"}\n\n{"id":"a/two"}\n{"id":"b/one"}\n',
		};
		const result = loadCatalogue("dir", {
			isDirectory: (p) => p === "dir",
			list: () => ["a.jsonl", "b.jsonl"],
			read: (p) => files[p] as string,
		});
		expect(result.models.map((m) => m.id)).toEqual(["a/one", "a/two", "b/one"]);
		expect(result.problems.map(describeProblem)).toEqual([
			"dir/b.jsonl:3: id: repeats a/two (first at dir/a.jsonl:2)",
			"dir/b.jsonl:4: id: repeats b/one (first at dir/b.jsonl:1)",
		]);
	});
});
