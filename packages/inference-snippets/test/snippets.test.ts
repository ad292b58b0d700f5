/**
 * The matrix: every tag × every provider serving it × streaming on/off × each option gives
 * snippets in client order that parse (Python ast, acorn, bash -n), in one batch per language.
 */
import { describe, expect, it } from "vitest";
import { failuresByLanguage } from "../../catalog/test/helpers/parse.js";
import {
	CLIENT_ORDER,
	getInferenceSnippets,
	INFERENCE_PROVIDERS,
	type InferenceSnippet,
	type InferenceSnippetOptions,
	providerSupports,
	providerTask,
	setLogger,
} from "../src/index.js";
import { CHAT_MODEL, mappingFor, TAG_MODELS } from "./fixtures/models.js";

const OPTIONS: Record<string, InferenceSnippetOptions> = {
	none: {},
	billTo: { billTo: "huggingface" },
	accessToken: { accessToken: "hf_abcdefghijklmnopqrstuvwxyz" },
	directRequest: { directRequest: true },
	endpointUrl: { endpointUrl: "http://localhost:8080/v1" },
	sampling: { temperature: 0.5, max_tokens: 512, top_p: 0.7 },
	parameters: { parameters: { top_k: 3, seed: 42 } },
	inputs: { inputs: 'Une phrase d\'exemple, "citée"' },
	messages: {
		messages: [
			{ role: "system", content: "Answer in one word." },
			{ role: "user", content: "Capital of Italy?" },
		],
	},
};

interface Case {
	label: string;
	snippets: InferenceSnippet[];
}

function matrix(): Case[] {
	const cases: Case[] = [];
	const models = [...Object.values(TAG_MODELS), CHAT_MODEL];
	for (const model of models) {
		const task = providerTask(model) ?? "";
		const providers = [...INFERENCE_PROVIDERS.filter((p) => providerSupports(p, task)), "auto"];
		for (const provider of providers) {
			for (const streaming of [false, true]) {
				for (const [name, opts] of Object.entries(OPTIONS)) {
					const snippets = getInferenceSnippets(model, provider, mappingFor(model, provider, task), {
						...opts,
						streaming,
					});
					cases.push({ label: `${model.pipeline_tag} ${model.id} ${provider} stream=${streaming} ${name}`, snippets });
				}
			}
		}
	}
	return cases;
}

describe("every tag × provider × streaming × option", () => {
	setLogger({ error: () => {} });
	const cases = matrix();

	it("covers every tag with at least one provider and several clients", () => {
		const tags = new Set(cases.filter((c) => c.snippets.length > 0).map((c) => c.label.split(" ")[0]));
		expect([...tags].sort()).toEqual(Object.keys(TAG_MODELS).sort());
		expect(cases.length).toBeGreaterThan(500);
	});

	it("lists snippets by language, then in client order", () => {
		for (const c of cases) {
			const positions = c.snippets.map((s) => CLIENT_ORDER.indexOf(`${s.language}/${s.client}` as never));
			expect(
				positions.every((p) => p >= 0),
				c.label,
			).toBe(true);
			expect(
				[...positions].sort((a, b) => a - b),
				c.label,
			).toEqual(positions);
			expect(new Set(positions).size, c.label).toBe(positions.length);
		}
	});

	it("ends every snippet with exactly one newline and no trailing spaces", () => {
		for (const c of cases) {
			for (const s of c.snippets) {
				expect(s.content.endsWith("\n") && !s.content.endsWith("\n\n"), c.label).toBe(true);
				expect(/[ \t]$/m.test(s.content), `${c.label} ${s.client}`).toBe(false);
			}
		}
	});

	it("parses: Python with ast, JavaScript with acorn, shell with bash -n", () => {
		const all = cases.flatMap((c) =>
			c.snippets.map((s) => ({ language: s.language, code: s.content, label: `${c.label} ${s.language}/${s.client}` })),
		);
		// The same text is checked once.
		const unique = [...new Map(all.map((s) => [`${s.language}\u0000${s.code}`, s])).values()];
		const failures = failuresByLanguage(unique);
		expect(
			failures.map((f) => `${unique[f.index]?.label}: ${f.error}\n${f.code}`),
			"snippets that do not parse",
		).toEqual([]);
		expect(unique.length).toBeGreaterThan(1000);
	});
});
