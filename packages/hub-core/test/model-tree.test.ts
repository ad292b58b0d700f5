import type { ModelRecord } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { bestLocalLine, deviceMessage, fitView, type ModelStore, memoryStore, modelTree } from "../src/index.js";

const store = memoryStore(SAMPLE_MODELS);
const record = async (id: string) => (await store.get(id)) as ModelRecord;
const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const BARTOWSKI = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";

describe("modelTree", () => {
	it("answers a base model's parents and its children by relation", async () => {
		const tree = await modelTree(store, await record(LLAMA));
		if (!tree.ok) throw new Error(tree.error);
		expect(tree.value.parents).toEqual([{ id: "meta-llama/Llama-3.1-8B", relation: "finetune" }]);
		expect(tree.value.children?.quantized.models[0]).toEqual({ id: BARTOWSKI, downloads: 1818280 });
		expect(tree.value.children?.quantized.total).toBeGreaterThanOrEqual(3);
		expect(tree.value.bestLocal).toBeUndefined();
		const derived = await modelTree(store, await record(BARTOWSKI));
		expect(derived.ok && derived.value.parents).toEqual([{ id: LLAMA, relation: "quantized" }]);
	});

	it("offers the quantized derivative that runs whole on a small card, with the fit's own option", async () => {
		const tree = await modelTree(store, await record(LLAMA), { device: "rtx-4060", context: "8192" });
		if (!tree.ok) throw new Error(tree.error);
		const best = tree.value.bestLocal;
		expect(best).toMatchObject({ id: BARTOWSKI, fits: "gpu" });
		// The base's own checkpoint does not run whole on 8 GB; the GGUF's recommended option does.
		const own = fitView(await record(LLAMA), "rtx-4060", 8192);
		expect(own.ok && own.value.options.every((o) => o.fits !== "gpu")).toBe(true);
		const gguf = fitView(await record(BARTOWSKI), "rtx-4060", 8192);
		expect(gguf.ok && gguf.value.recommended).toBe(best?.option);
		expect(bestLocalLine(best as NonNullable<typeof best>, "RTX 4060")).toBe(
			`${BARTOWSKI} ${best?.option} fits whole on your RTX 4060 at 8K`,
		);
		expect(tree.value).toMatchObject({ device: "rtx-4060", context: 8192 });
	});

	it("keeps the model asked for when a derivative runs no better", async () => {
		const gguf = await record(BARTOWSKI);
		const copy = { ...gguf, id: "someone/copy-GGUF", tags: [`base_model:quantized:${BARTOWSKI}`], downloads: 9e9 };
		const tree = await modelTree(memoryStore([gguf, copy]), gguf, { device: "rtx-4060" });
		if (!tree.ok) throw new Error(tree.error);
		expect(tree.value.children?.quantized.models).toEqual([{ id: "someone/copy-GGUF", downloads: 9e9 }]);
		expect(tree.value.bestLocal?.id).toBe(BARTOWSKI);
	});

	it("refuses a bad device or context in the fit's words", async () => {
		const model = await record(LLAMA);
		expect(await modelTree(store, model, { device: "toaster" })).toEqual({
			ok: false,
			field: "device",
			error: deviceMessage("toaster"),
		});
		const context = await modelTree(store, model, { device: "rtx-4060", context: "8k tokens" });
		expect(context.ok || context.field).toBe("context");
	});

	it("has no children from a store that cannot list them, and still the model's own best option", async () => {
		const { children: _none, ...upstreamLike } = store;
		const tree = await modelTree(upstreamLike as ModelStore, await record(BARTOWSKI), { device: "rtx-4060" });
		if (!tree.ok) throw new Error(tree.error);
		expect(tree.value.children).toBeUndefined();
		expect(tree.value.bestLocal).toMatchObject({ id: BARTOWSKI, fits: "gpu" });
	});

	it("has no best option where nothing runs", async () => {
		const tiny = await modelTree(store, await record(LLAMA), { device: "cpu-8gb-ddr4", context: 1_048_576 });
		expect(tiny.ok && tiny.value.bestLocal).toBeUndefined();
	});
});
