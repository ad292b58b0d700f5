/**
 * Level 2: every JS inference snippet type-checks with `tsc --strict` against the installed
 * `openai` and `@huggingface/inference`; every Python snippet for openai, huggingface_hub and
 * requests type-checks with pyright against the venv's packages. And the checkers do fail on
 * a method, argument or field the real client lacks.
 */
import { setLogger } from "@hubkit/inference-snippets";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import { allSnippets, inferenceCases } from "../src/inference-corpus.js";
import { isTypechecked, pyrightFailures, tscFailures } from "../src/typecheck.js";
import type { LabSnippet } from "../src/types.js";

setLogger({ error() {} });
beforeAll(() => ensurePythonEnv(), 900_000);

const snippets = allSnippets(inferenceCases()).filter(isTypechecked);

describe.concurrent("inference snippets against the real clients", () => {
	it("JS: tsc --strict finds no error", async () => {
		const js = snippets.filter((s) => s.language === "js");
		expect(new Set(js.map((s) => s.client))).toEqual(new Set(["openai", "huggingface.js", "fetch"]));
		const failures = await tscFailures(js);
		expect(failures.slice(0, 10)).toEqual([]);
	}, 600_000);

	it("Python: pyright finds no error", async () => {
		const py = snippets.filter((s) => s.language === "python");
		expect(new Set(py.map((s) => s.client))).toEqual(new Set(["openai", "huggingface_hub", "requests"]));
		const failures = await pyrightFailures(py);
		expect(failures.slice(0, 10)).toEqual([]);
	}, 600_000);
});

const fake = (id: string, language: string, code: string): LabSnippet => ({
	id,
	source: "inference",
	language,
	client: "test",
	modelId: "org/model",
	code,
});

describe("the type checkers catch what the real clients lack", () => {
	it("tsc rejects a misspelt SDK method and a missing argument, accepts the real ones", async () => {
		const failures = await tscFailures([
			fake(
				"ok",
				"js",
				'import { OpenAI } from "openai";\nconst c = new OpenAI({ baseURL: "https://x/v1", apiKey: "k" });\nconst r = await c.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] });\nconsole.log(r.choices[0]?.message);\n',
			),
			fake(
				"method",
				"js",
				'import { OpenAI } from "openai";\nconst c = new OpenAI({ apiKey: "k" });\nawait c.chat.completion.create({ model: "m", messages: [] });\n',
			),
			fake(
				"argument",
				"js",
				'import { InferenceClient } from "@huggingface/inference";\nconst c = new InferenceClient("k");\nawait c.textClassification({ model: "m", provider: "together" });\n',
			),
		]);
		expect([...new Set(failures.map((f) => f.id))].sort()).toEqual(["argument", "method"]);
	}, 300_000);

	it("pyright rejects a misspelt SDK method and an unknown keyword, accepts the real ones", async () => {
		const failures = await pyrightFailures([
			fake(
				"ok",
				"python",
				'from huggingface_hub import InferenceClient\n\nclient = InferenceClient(provider="hf-inference", api_key="k")\nprint(client.text_classification("hi", model="m"))\n',
			),
			fake(
				"method",
				"python",
				'from openai import OpenAI\n\nclient = OpenAI(api_key="k")\nclient.chat.completion.create(model="m", messages=[])\n',
			),
			fake(
				"keyword",
				"python",
				'from huggingface_hub import InferenceClient\n\nclient = InferenceClient(providr="together")\n',
			),
			fake("requests", "python", 'import requests\n\nrequests.postt("https://x")\n'),
		]);
		expect([...new Set(failures.map((f) => f.id))].sort()).toEqual(["keyword", "method", "requests"]);
	}, 300_000);
});
