/**
 * JS snippets type-check as they are: ES modules checked by TypeScript (strict, checkJs)
 * against the real `openai` (v6) and `@huggingface/inference` (v4) typings, for every tag ×
 * provider and the chat options.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	INFERENCE_PROVIDERS,
	type InferenceSnippetOptions,
	providerSupports,
	setLogger,
	TASK_SNIPPETS,
} from "../src/index.js";

setLogger({ error: () => {} });

function corpus(): string[] {
	const seen = new Set<string>();
	const chat: ModelRecord = { id: "org/chat", pipeline_tag: "text-generation", tags: ["conversational"] };
	const cases: [ModelRecord, string, InferenceSnippetOptions][] = [];
	for (const tag of Object.keys(TASK_SNIPPETS)) {
		for (const p of ["auto", ...INFERENCE_PROVIDERS.filter((x) => providerSupports(x, tag))]) {
			cases.push([{ id: "org/model", pipeline_tag: tag }, p, { parameters: { seed: 1 } }]);
		}
	}
	const chatOptions: InferenceSnippetOptions[] = [
		{},
		{ streaming: true },
		{ billTo: "org", temperature: 0.5, max_tokens: 64, top_p: 0.9 },
		{ endpointUrl: "http://127.0.0.1:8080/v1", streaming: true },
		{ directRequest: true, accessToken: "key" },
	];
	for (const o of chatOptions) {
		cases.push(
			[chat, "together", o],
			[chat, "zai-org", o],
			[{ ...chat, pipeline_tag: "image-text-to-text" }, "auto", o],
		);
	}
	for (const [model, provider, options] of cases) {
		const mapping =
			provider === "fal-ai"
				? { provider, providerId: "fal-ai/model", hfModelId: model.id, task: model.pipeline_tag ?? "" }
				: undefined;
		for (const s of getInferenceSnippets(model, provider, mapping, options))
			if (s.language === "js") seen.add(s.content);
	}
	return [...seen];
}

describe("JS snippets type-check against the real clients", () => {
	it("has no TypeScript error under strict checkJs", () => {
		const sources = corpus();
		expect(sources.length).toBeGreaterThan(150);
		const dir = mkdtempSync(join(import.meta.dirname, ".tc-"));
		try {
			const files = sources.map((src, i) => {
				const file = join(dir, `s${i}.mjs`);
				writeFileSync(file, src);
				return file;
			});
			const program = ts.createProgram(files, {
				allowJs: true,
				checkJs: true,
				noEmit: true,
				strict: true,
				module: ts.ModuleKind.NodeNext,
				moduleResolution: ts.ModuleResolutionKind.NodeNext,
				target: ts.ScriptTarget.ES2022,
				lib: ["lib.es2024.d.ts"],
				types: ["node"],
				skipLibCheck: true,
			});
			const errors = ts.getPreEmitDiagnostics(program).map((d) => {
				const where = d.file
					? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
					: "";
				return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
			});
			expect(errors).toEqual([]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 180_000);
});
