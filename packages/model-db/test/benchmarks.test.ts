/**
 * The benchmark facet of the index (benchmarks.ts): the benchmarks and each leaderboard as the memory
 * store answers them (a lower-is-better metric ascending, a higher-is-better one descending, each row
 * with its model's facts and filtered alike), and the list sorted by a benchmark in the memory
 * store's order, page by page.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import { checkModelListQuery, leaderboardOf, listModels, memoryStore } from "@hubkit/hub-core";
import { afterAll, describe, expect, it } from "vitest";
import { openModelDb } from "../src/index.js";

const result = (dataset: string, type: string, value: number, extra: Record<string, unknown> = {}) => ({
	dataset: { type: dataset, ...extra },
	metrics: [{ type, value, verified: extra.verified === true }],
});
const records: ModelRecord[] = [
	{
		id: "a/asr-1",
		cardData: {
			"model-index": [{ results: [result("librispeech_asr", "wer", 4.1, { config: "clean", split: "test" })] }],
		},
	},
	{
		id: "a/asr-2",
		cardData: {
			"model-index": [
				{
					results: [
						result("librispeech_asr", "wer", 2.2, { config: "clean", split: "test" }),
						// The same benchmark twice: the verified figure is the one kept.
						result("librispeech_asr", "wer", 1.1, { config: "clean", split: "test", verified: true }),
					],
				},
			],
		},
	},
	{
		id: "b/qa",
		downloads: 5,
		cardData: { license: "mit", "model-index": [{ results: [result("squad_v2", "f1", 80)] }] },
	},
	{
		id: "c/qa",
		downloads: 1,
		library_name: "transformers",
		siblings: [{ rfilename: "model.safetensors" }],
		safetensors: { parameters: { BF16: 1e8 }, total: 1e8 },
		cardData: { license: "cc-by-nc-4.0", "model-index": [{ results: [result("squad_v2", "f1", 90)] }] },
	},
	// A tie with b/qa: the list's order (most downloaded first) settles it.
	{ id: "f/qa-tie", downloads: 50, cardData: { "model-index": [{ results: [result("squad_v2", "f1", 80)] }] } },
	{ id: "g/qa-none", downloads: 500, pipeline_tag: "question-answering" },
	{ id: "h/other", downloads: 20, pipeline_tag: "question-answering" },
	{
		id: "d/curated",
		sample: {
			evals: [
				{ dataset: "squad_v2", metric: "f1", value: 85, url: "https://example.org/paper", checked: "2026-11-27" },
			],
		},
	},
	{ id: "e/none" },
];

const dir = mkdtempSync(join(tmpdir(), "hubkit-benchmarks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const source = join(dir, "models.jsonl");
writeFileSync(source, records.map((r) => JSON.stringify(r)).join("\n"));
const database = openModelDb({ source, dbPath: join(dir, "models.sqlite") }).store;
const memory = memoryStore(records);

describe("the benchmark facet in the index", () => {
	it("lists the benchmarks and ranks each as the memory store does", async () => {
		const fromDb = await database.benchmarks?.();
		const fromMemory = await memory.benchmarks?.();
		expect(fromDb?.benchmarks()).toEqual(fromMemory?.benchmarks());
		for (const b of fromMemory?.benchmarks() ?? []) expect(fromDb?.rows(b), b.dataset).toEqual(fromMemory?.rows(b));
	});

	it("ranks an error rate ascending and a score descending, one figure a model", async () => {
		const index = await database.benchmarks?.();
		const wer = index?.rows({ dataset: "librispeech_asr", config: "clean", split: "test", metric: "wer" });
		expect(wer?.map((r) => [r.id, r.value, r.badge])).toEqual([
			["a/asr-2", 1.1, "verified"],
			["a/asr-1", 4.1, "self-reported"],
		]);
		const f1 = index?.rows({ dataset: "squad_v2", metric: "f1" });
		expect(f1?.map((r) => r.id)).toEqual(["c/qa", "d/curated", "b/qa", "f/qa-tie"]);
		expect(f1?.find((r) => r.id === "d/curated")).toMatchObject({ badge: "curated", checked: "2026-11-27" });
	});

	it("gives rows the same facts and filters them alike", async () => {
		const fromDb = await database.benchmarks?.();
		const fromMemory = await memory.benchmarks?.();
		if (!fromDb || !fromMemory) throw new Error("no benchmark index");
		const f1 = { dataset: "squad_v2", metric: "f1" };
		const board = leaderboardOf(fromDb, f1);
		expect(board.rows.find((r) => r.id === "c/qa")?.facts).toMatchObject({
			weights: "safetensors 200 MB",
			licenseName: "CC BY-NC 4.0",
			commercialUse: "no",
			wholeOn: "rtx-2060",
		});
		for (const filter of [
			{},
			{ license: "mit" },
			{ commercial: true as const },
			{ fits: "rtx-2060" },
			{ fits: "size-unknown" },
		]) {
			const ids = (index: typeof fromDb) => leaderboardOf(index, f1, filter).rows.map((r) => r.id);
			expect(ids(fromDb), JSON.stringify(filter)).toEqual(ids(fromMemory));
		}
		expect(leaderboardOf(fromDb, f1, { commercial: true }).rows.map((r) => r.id)).toEqual(["b/qa"]);
	});

	it("sorts the list by a benchmark as the memory store does: figures best first, then the others", async () => {
		const queries = [
			{ sort: "squad_v2:f1" },
			{ sort: "squad_v2:f1", direction: "asc" },
			{ sort: "squad_v2:f1", search: "qa" },
			{ sort: "squad_v2:f1", task: "question-answering" },
			{ sort: "librispeech_asr:wer" },
		];
		for (const input of queries) {
			for (const limit of [1, 2, 3, 20]) {
				for (let offset = 0; offset <= records.length; offset++) {
					const checked = checkModelListQuery({ ...input, limit: String(limit), offset: String(offset) });
					if (!checked.ok) throw new Error(checked.error);
					const where = `${JSON.stringify(input)} limit ${limit} offset ${offset}`;
					const fromDb = await listModels(database, checked.value);
					const fromMemory = await listModels(memory, checked.value);
					expect(
						fromDb.models.map((m) => m.id),
						where,
					).toEqual(fromMemory.models.map((m) => m.id));
					expect(fromDb.total, where).toBe(fromMemory.total);
				}
			}
		}
		const checked = checkModelListQuery({ sort: "squad_v2:f1" });
		if (!checked.ok) throw new Error(checked.error);
		const page = await listModels(database, checked.value);
		expect(page.models.map((m) => m.id)).toEqual([
			"c/qa",
			"d/curated",
			"f/qa-tie",
			"b/qa",
			"g/qa-none",
			"h/other",
			"a/asr-1",
			"a/asr-2",
			"e/none",
		]);
	});
});
