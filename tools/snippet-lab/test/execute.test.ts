/**
 * Level 3: inference snippets run unmodified (node, python, bash) with only the environment
 * changed, against the recording server. Per snippet: the request it sent equals the call the
 * generator computed (method, URL, Authorization, X-HF-Bill-To, Content-Type, body), and it
 * exits 0 having read the answer. Every executable client runs for every task and provider
 * it supports (default options), and once per other option set.
 */
import { setLogger } from "@hubkit/inference-snippets";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import { EXECUTED_CLIENTS, type ExecResult, executeSnippets } from "../src/exec/execute.js";
import { inferenceCases, OPTION_SETS } from "../src/inference-corpus.js";
import { KNOWN_DEVIATIONS } from "../src/known.js";
import { isExecutable, selectForExecution } from "../src/select.js";

setLogger({ error() {} });

const cases = inferenceCases();
const items = selectForExecution(cases);
let results: ExecResult[] = [];

beforeAll(async () => {
	ensurePythonEnv();
	results = await executeSnippets(items);
}, 1_200_000);

describe("executed inference snippets", () => {
	it("cover every executable client, task and provider with the default options, and every option set", () => {
		const wanted = new Set<string>();
		for (const c of cases) {
			if (c.optionSet !== "default") continue;
			for (const s of c.snippets) if (isExecutable(s)) wanted.add(s.signature);
		}
		const ran = new Set(results.map((r) => r.snippet.signature));
		expect([...wanted].filter((w) => !ran.has(w))).toEqual([]);
		expect(new Set(results.map((r) => `${r.snippet.language}/${r.snippet.client}`))).toEqual(EXECUTED_CLIENTS);
		const optionSets = new Set(results.map((r) => cases.find((c) => c.key === r.snippet.caseKey)?.optionSet));
		expect(optionSets).toEqual(new Set(Object.keys(OPTION_SETS)));
	});

	it("send exactly their call and exit 0, except the known deviations", () => {
		const unexpected = results
			.filter((r) => r.problems.length > 0 && !Object.hasOwn(KNOWN_DEVIATIONS, r.snippet.signature))
			.map((r) => `${JSON.stringify(r.snippet.signature)}: ${JSON.stringify(r.problems[0]?.slice(0, 160) ?? "")},`);
		expect(unexpected).toEqual([]);
	});

	it("list deviations only for the SDK clients, and say which listed ones are fixed", () => {
		for (const key of Object.keys(KNOWN_DEVIATIONS))
			expect(key).toMatch(/^(js\/huggingface\.js|python\/huggingface_hub)\|/);
		// A fixed generator is not a failure here (the generator moves on in parallel); the run says
		// which entries to take off the list.
		const failing = new Set(results.filter((r) => r.problems.length > 0).map((r) => r.snippet.signature));
		const ran = new Set(results.map((r) => r.snippet.signature));
		const fixed = Object.keys(KNOWN_DEVIATIONS).filter((k) => ran.has(k) && !failing.has(k));
		if (fixed.length > 0) console.info(`known deviations that no longer deviate:\n  ${fixed.join("\n  ")}`);
	});

	it("raw HTTP clients and the openai SDKs never deviate", () => {
		const bad = results.filter(
			(r) =>
				r.problems.length > 0 &&
				["js/fetch", "python/requests", "sh/curl", "js/openai", "python/openai"].includes(
					`${r.snippet.language}/${r.snippet.client}`,
				),
		);
		expect(bad.map((r) => `${r.snippet.id}: ${r.problems.join(" | ")}`)).toEqual([]);
	});
});
