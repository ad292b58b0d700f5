/**
 * Level 1 over the catalogue: every library snippet and every local-app command generated for
 * the sample models parses (Python also passes ruff's undefined-name and syntax rules).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { librarySnippets, localAppSnippets } from "../src/corpus.js";
import { ensurePythonEnv } from "../src/env.js";
import { PARSED_LANGUAGES, parseFailures } from "../src/parse.js";

beforeAll(() => ensurePythonEnv(), 900_000);

describe("library snippets", () => {
	const snippets = librarySnippets();

	it("cover every library that has a generator", () => {
		expect(snippets.length).toBeGreaterThan(700);
		expect(new Set(snippets.map((s) => s.client)).size).toBeGreaterThanOrEqual(100);
	});

	it("all parse and lint clean", async () => {
		const failures = await parseFailures(snippets);
		expect(failures).toEqual([]);
	});

	it("are almost all in a language the lab parses", () => {
		const unparsed = snippets.filter((s) => !PARSED_LANGUAGES.has(s.language));
		expect(unparsed.length).toBeLessThan(10);
	});
});

describe("local-app commands", () => {
	const snippets = localAppSnippets();

	it("cover most local apps", () => {
		expect(snippets.length).toBeGreaterThan(500);
		expect(new Set(snippets.map((s) => s.client)).size).toBeGreaterThanOrEqual(10);
	});

	it("all parse (shell through bash -n, config files as JSON)", async () => {
		expect(snippets.every((s) => PARSED_LANGUAGES.has(s.language))).toBe(true);
		const failures = await parseFailures(snippets);
		expect(failures).toEqual([]);
	});
});
