/**
 * Level 1 over inference snippets: every snippet of every sample model, provider, option set
 * and streaming mode parses; Python also passes ruff's undefined-name and syntax rules.
 */
import { CLIENT_ORDER, setLogger } from "@hubkit/inference-snippets";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import { allSnippets, inferenceCases, OPTION_SETS } from "../src/inference-corpus.js";
import { parseFailures } from "../src/parse.js";

// Unserved (provider, task) pairs are logged by the generator; the lab counts them instead.
setLogger({ error() {} });
beforeAll(() => ensurePythonEnv(), 900_000);

describe("inference snippets of the sample catalogue", () => {
	const cases = inferenceCases();
	const snippets = allSnippets(cases);

	it("exist for every client, every option set and both streaming modes", () => {
		const clients = new Set(snippets.map((s) => `${s.language}/${s.client}`));
		expect([...clients].sort()).toEqual([...CLIENT_ORDER].sort());
		expect(new Set(cases.filter((c) => c.snippets.length > 0).map((c) => c.optionSet))).toEqual(
			new Set(Object.keys(OPTION_SETS)),
		);
		expect(cases.some((c) => c.options.streaming && c.snippets.length > 0)).toBe(true);
		expect(snippets.length).toBeGreaterThan(5000);
	});

	it("an unserved case has no snippet, and nearly every served case has one", () => {
		for (const c of cases) if (c.call === undefined) expect(c.snippets, c.key).toEqual([]);
		const served = cases.filter((c) => c.call !== undefined);
		expect(served.filter((c) => c.snippets.length > 0).length / served.length).toBeGreaterThan(0.9);
	});

	it("all parse and lint clean", async () => {
		const failures = await parseFailures(snippets);
		expect(failures.slice(0, 20)).toEqual([]);
	});
});
