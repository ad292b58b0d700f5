/**
 * Level 7: the lab catches a broken generator. In memory, the inference generator loses its
 * quote encoders (Python and JS strings written as plain "…"), and separately its output
 * calls a misspelt client method; the same checks the lab runs over the catalogue reject
 * both.
 */
import { getInferenceSnippets, setLogger } from "@hubkit/inference-snippets";
import { getSampleModel } from "@hubkit/sample-models";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import { HOSTILE_TEXT } from "../src/hostile.js";
import { inferenceCase, toMapping } from "../src/inference-corpus.js";
import { parseFailures } from "../src/parse.js";
import { isTypechecked, pyrightFailures, tscFailures } from "../src/typecheck.js";
import type { LabSnippet } from "../src/types.js";

// The mutation: every importer of the catalog's encoders (the inference targets import them
// from @hubkit/catalog/code, some modules from the root) gets string encoders that just wrap
// the text in double quotes, as a careless template would. (The unmutated generator passes
// the same checks: see the parse-inference and injection tests.)
const careless = vi.hoisted(() => {
	const naive = (s: string) => `"${s}"`;
	return <T extends { py: object; js: object }>(original: T): T => {
		const wrap = (enc: { str: (s: string) => string; value: (v: unknown, indent?: number) => string }) => ({
			...enc,
			str: naive,
			value: (v: unknown, indent?: number) => (typeof v === "string" ? naive(v) : enc.value(v, indent)),
		});
		return { ...original, py: wrap(original.py as never), js: wrap(original.js as never) };
	};
});
vi.mock("@hubkit/catalog", async (importOriginal) =>
	careless(await importOriginal<typeof import("@hubkit/catalog")>()),
);
vi.mock("@hubkit/catalog/code", async (importOriginal) =>
	careless(await importOriginal<typeof import("@hubkit/catalog/code")>()),
);

setLogger({ error() {} });
beforeAll(() => ensurePythonEnv(), 900_000);

const chat = getSampleModel("meta-llama/Llama-3.1-8B-Instruct");
if (!chat) throw new Error("sample chat model missing");
const entry = chat.inferenceProviderMapping?.find((e) => e.provider === "groq");
if (!entry) throw new Error("sample chat model is not mapped to groq");

function hostileSnippets(): LabSnippet[] {
	return inferenceCase(
		chat as NonNullable<typeof chat>,
		"groq",
		toMapping(chat as NonNullable<typeof chat>, entry as NonNullable<typeof entry>),
		"hostile",
		{
			messages: [{ role: "user", content: HOSTILE_TEXT }],
		},
	).snippets.filter((s) => s.language !== "sh");
}

describe("a generator without its quote encoders", () => {
	it("is caught at level 1 on a hostile message", async () => {
		const snippets = hostileSnippets();
		expect(snippets.length).toBeGreaterThanOrEqual(5);
		const failed = new Set((await parseFailures(snippets)).map((f) => f.id));
		// Every JS and Python client writes the message into a string literal: all are caught.
		expect([...failed].sort()).toEqual(snippets.map((s) => s.id).sort());
	});
});

describe("a generator calling a client method that does not exist", () => {
	const renamed = (content: string) =>
		content
			.replace(".chat.completions.create(", ".chat.completions.creat(")
			.replace(".chatCompletion(", ".chatCompletions(");

	it("is caught at level 2 by tsc and pyright", async () => {
		const mapping = toMapping(chat as NonNullable<typeof chat>, entry as NonNullable<typeof entry>);
		const snippets: LabSnippet[] = getInferenceSnippets(chat as NonNullable<typeof chat>, "groq", mapping)
			.map((s, i) => ({
				id: `mutant#${i}:${s.language}/${s.client}`,
				source: "inference" as const,
				language: s.language,
				client: s.client,
				modelId: chat?.id ?? "",
				code: renamed(s.content),
			}))
			.filter((s) => isTypechecked(s) && /\.(chat\.completions\.creat|chatCompletions)\(/.test(s.code));
		expect(snippets.map((s) => `${s.language}/${s.client}`).sort()).toEqual([
			"js/huggingface.js",
			"js/openai",
			"python/huggingface_hub",
			"python/openai",
		]);
		const [ts, py] = await Promise.all([
			tscFailures(snippets.filter((s) => s.language === "js")),
			pyrightFailures(snippets.filter((s) => s.language === "python")),
		]);
		expect(new Set([...ts, ...py].map((f) => f.id))).toEqual(new Set(snippets.map((s) => s.id)));
	}, 300_000);
});
