/**
 * The sample catalogue as corpus: every record × `auto` and every provider its record maps
 * it to (plus every provider serving its task), streaming on and off. Snippets parse, come in
 * client order.
 */
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { failuresByLanguage } from "../../catalog/test/helpers/parse.js";
import {
	CLIENT_ORDER,
	getInferenceSnippets,
	INFERENCE_PROVIDERS,
	InvalidAppIdError,
	isChat,
	providerSupports,
	providerTask,
	setLogger,
} from "../src/index.js";

setLogger({ error: () => {} });

describe("sample catalogue", () => {
	it("gives parseable snippets in client order for every record and provider", () => {
		const all: { language: string; code: string; label: string }[] = [];
		let invalidAppIds = 0;
		let withSnippets = 0;
		for (const model of SAMPLE_MODELS) {
			const chat = isChat(model);
			const task = providerTask(model);
			if (!task) continue;
			const mapped = (model.inferenceProviderMapping ?? []).map((m) => m.provider);
			const providers = new Set(["auto", ...mapped, ...INFERENCE_PROVIDERS.filter((p) => providerSupports(p, task))]);
			for (const provider of providers) {
				const entry = model.inferenceProviderMapping?.find((m) => m.provider === provider);
				const mapping = entry ? { ...entry, hfModelId: model.id } : undefined;
				for (const streaming of chat ? [false, true] : [false]) {
					let snippets: ReturnType<typeof getInferenceSnippets>;
					try {
						snippets = getInferenceSnippets(model, provider, mapping, { streaming });
					} catch (e) {
						expect(e).toBeInstanceOf(InvalidAppIdError);
						invalidAppIds++;
						continue;
					}
					const positions = snippets.map((s) => CLIENT_ORDER.indexOf(`${s.language}/${s.client}` as never));
					expect([...positions].sort((a, b) => a - b)).toEqual(positions);
					if (snippets.length > 0) withSnippets++;
					// Parse checks (one process per file for bash) on the mapped providers and auto.
					if (provider === "auto" || mapped.includes(provider)) {
						for (const s of snippets)
							all.push({ language: s.language, code: s.content, label: `${model.id} ${provider}` });
					}
				}
			}
		}
		const unique = [...new Map(all.map((s) => [`${s.language}\u0000${s.code}`, s])).values()];
		const failures = failuresByLanguage(unique);
		expect(failures.map((f) => `${unique[f.index]?.label}: ${f.error}`)).toEqual([]);
		expect(withSnippets).toBeGreaterThan(SAMPLE_MODELS.length / 2);
		// Records map fal-ai only to real endpoint ids; a stray one would show here.
		expect(invalidAppIds).toBeLessThan(SAMPLE_MODELS.length);
	}, 300_000);
});
