/**
 * The contract of the target registry: every target (targets/<language>/<client>/) runs over
 * every fixture case. Where it supports the call, its fixture must exist beside it and equal what
 * getInferenceSnippets gives; where it does not, there must be none. Every registered target has
 * a fixture, and every target folder is registered. The fixtures are what a user sees, readable
 * in diffs; regenerate with
 * `UPDATE_GOLDEN=1 npx vitest run packages/inference-snippets/test/targets.test.ts`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import {
	getInferenceCall,
	getInferenceSnippets,
	type InferenceProviderMapping,
	type InferenceSnippetOptions,
	TARGETS,
} from "../src/index.js";
import { CHAT_MODEL, TAG_MODELS } from "./fixtures/models.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../src/targets");

interface FixtureCase {
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

const CASES: FixtureCase[] = [
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

const fixtureDir = (t: (typeof TARGETS)[number]) => join(ROOT, t.language, t.client, "fixtures");
const fixturePath = (t: (typeof TARGETS)[number], name: string) => join(fixtureDir(t), `${name}.${t.extension}`);
const update = process.env.UPDATE_GOLDEN === "1";

describe.each(TARGETS.map((t) => [`${t.language}/${t.client}`, t] as const))("target %s", (_key, target) => {
	it.each(CASES.map((c) => [c.name, c] as const))("fixture %s", (name, c) => {
		const call = getInferenceCall(c.model, c.provider, c.mapping, c.options);
		const file = fixturePath(target, name);
		if (!target.supports(call)) {
			expect(existsSync(file), `${file} is stale: the target does not support this call`).toBe(false);
			return;
		}
		const content = getInferenceSnippets(c.model, c.provider, c.mapping, c.options).find(
			(s) => s.language === target.language && s.client === target.client,
		)?.content;
		expect(content, "supports(call) but getInferenceSnippets gave no snippet").toBeDefined();
		if (update && content !== undefined) {
			mkdirSync(dirname(file), { recursive: true });
			writeFileSync(file, content);
		}
		expect(existsSync(file), `${file} is missing (run with UPDATE_GOLDEN=1)`).toBe(true);
		expect(content, file).toBe(readFileSync(file, "utf8"));
	});

	it("has a fixture, and nothing else in its fixtures folder", () => {
		const names = new Set(CASES.map((c) => `${c.name}.${target.extension}`));
		const onDisk = existsSync(fixtureDir(target)) ? readdirSync(fixtureDir(target)) : [];
		expect(onDisk.length, `${target.language}/${target.client} has no fixture: add a case above`).toBeGreaterThan(0);
		expect(onDisk.filter((f) => !names.has(f))).toEqual([]);
	});
});

describe("registry", () => {
	it("registers every target folder, once", () => {
		const folders: string[] = [];
		for (const language of readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory()))
			for (const client of readdirSync(join(ROOT, language.name), { withFileTypes: true }))
				if (client.isDirectory()) folders.push(`${language.name}/${client.name}`);
		const registered = TARGETS.map((t) => `${t.language}/${t.client}`);
		expect([...folders].sort()).toEqual([...new Set(registered)].sort());
		expect(new Set(registered).size).toBe(registered.length);
	});
});
