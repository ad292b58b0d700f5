/**
 * A handful of readable golden files, one per client, kept beside each renderer in
 * src/targets/<language>/<client>/fixtures/ for review in diffs. The other tests check
 * properties and requests; these show what a user sees. Regenerate with
 * `UPDATE_GOLDEN=1 npx vitest run packages/inference-snippets/test/golden.test.ts`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, type InferenceProviderMapping, type InferenceSnippetOptions } from "../src/index.js";
import { CHAT_MODEL, TAG_MODELS } from "./fixtures/models.js";

const TARGETS = join(dirname(fileURLToPath(import.meta.url)), "../src/targets");
const EXT: Record<string, string> = { js: "js", python: "py", sh: "sh" };

interface GoldenCase {
	name: string;
	model: ModelRecord;
	provider: string;
	mapping?: InferenceProviderMapping;
	options?: InferenceSnippetOptions;
}

const fal = (model: ModelRecord, providerId: string, task: string): InferenceProviderMapping => ({
	provider: "fal-ai",
	providerId,
	hfModelId: model.id,
	task,
});

const CASES: GoldenCase[] = [
	{ name: "chat-together", model: CHAT_MODEL, provider: "together", options: { billTo: "huggingface" } },
	{ name: "chat-stream-groq", model: CHAT_MODEL, provider: "groq", options: { streaming: true, temperature: 0.5 } },
	{ name: "vision-chat-hf-inference", model: TAG_MODELS["image-text-to-text"]!, provider: "hf-inference" },
	{ name: "image-classification-hf-inference", model: TAG_MODELS["image-classification"]!, provider: "hf-inference" },
	{
		name: "text-to-image-fal-ai",
		model: TAG_MODELS["text-to-image"]!,
		provider: "fal-ai",
		mapping: fal(TAG_MODELS["text-to-image"]!, "fal-ai/flux/dev", "text-to-image"),
	},
	{
		name: "image-to-image-fal-ai",
		model: TAG_MODELS["image-to-image"]!,
		provider: "fal-ai",
		mapping: fal(TAG_MODELS["image-to-image"]!, "fal-ai/flux-kontext/dev", "image-to-image"),
	},
	{
		name: "speech-recognition-together-direct",
		model: TAG_MODELS["automatic-speech-recognition"]!,
		provider: "together",
		options: { directRequest: true },
	},
	{ name: "zero-shot-hf-inference", model: TAG_MODELS["zero-shot-classification"]!, provider: "hf-inference" },
];

describe("golden files", () => {
	const update = process.env.UPDATE_GOLDEN === "1";

	it("has no stale golden file (each one is still produced)", () => {
		const produced = new Set<string>();
		for (const c of CASES) {
			for (const s of getInferenceSnippets(c.model, c.provider, c.mapping, c.options)) {
				produced.add(join(s.language, s.client, "fixtures", `${c.name}.${EXT[s.language]}`));
			}
		}
		const onDisk: string[] = [];
		for (const language of readdirSync(TARGETS, { withFileTypes: true }).filter((d) => d.isDirectory())) {
			for (const client of readdirSync(join(TARGETS, language.name), { withFileTypes: true })) {
				const fixtures = join(TARGETS, language.name, client.name, "fixtures");
				if (!client.isDirectory() || !existsSync(fixtures)) continue;
				for (const f of readdirSync(fixtures)) onDisk.push(join(language.name, client.name, "fixtures", f));
			}
		}
		expect(onDisk.filter((f) => !produced.has(f))).toEqual([]);
		expect(onDisk.length).toBe(produced.size);
	});
	for (const c of CASES) {
		it(c.name, () => {
			const snippets = getInferenceSnippets(c.model, c.provider, c.mapping, c.options);
			expect(snippets.length).toBeGreaterThan(0);
			for (const s of snippets) {
				const file = join(TARGETS, s.language, s.client, "fixtures", `${c.name}.${EXT[s.language]}`);
				if (update) {
					mkdirSync(dirname(file), { recursive: true });
					writeFileSync(file, s.content);
				}
				expect(existsSync(file), `${file} is missing (run with UPDATE_GOLDEN=1)`).toBe(true);
				expect(s.content, file).toBe(readFileSync(file, "utf8"));
			}
		});
	}
});
