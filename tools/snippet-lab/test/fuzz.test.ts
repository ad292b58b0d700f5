/**
 * Level 5: fast-check throws hostile and malformed model records and options at every
 * generator (library snippets, local apps, inference snippets): no exception escapes but the
 * documented errors, and every program written still parses (one checker process per
 * language for the whole batch). LAB_FUZZ_RUNS sets the number of records (default 10,000).
 */
import { LIBRARIES } from "@hubkit/catalog";
import { setLogger } from "@hubkit/inference-snippets";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import {
	asRecord,
	type GeneratedProgram,
	malformedRecord,
	mutatedRecord,
	optionsArb,
	providerArb,
	runGenerators,
} from "../src/fuzz.js";
import { PARSED_LANGUAGES, parseFailures } from "../src/parse.js";
import type { LabSnippet } from "../src/types.js";

setLogger({ error() {} });
beforeAll(() => ensurePythonEnv(), 900_000);

const RUNS = Number(process.env.LAB_FUZZ_RUNS ?? 10_000);

/** bash -n costs a process per program: a seeded sample of the shell programs is parsed. */
const SHELL_SAMPLE = 3000;
const withSnippets = Object.keys(LIBRARIES).filter((id) => LIBRARIES[id as keyof typeof LIBRARIES]?.snippets);

describe("fuzz: every generator over random and malformed records", () => {
	const programs: GeneratedProgram[] = [];
	let records = 0;

	it(`no undocumented exception over ${RUNS} records`, () => {
		const escaped: string[] = [];
		const property = (
			record: import("@hubkit/catalog").ModelRecord | undefined,
			lib: string,
			provider: string,
			options: object,
		) => {
			records++;
			if (!record) return true;
			const run = runGenerators(record, lib, provider, options);
			programs.push(...run.programs);
			// Collected rather than thrown, so that one run reports every distinct escape.
			for (const e of run.escaped) escaped.push(`${e.generator}: ${String(e.error)} (id ${JSON.stringify(record.id)})`);
			return true;
		};
		const mutated = Math.ceil(RUNS * 0.8);
		fc.assert(
			fc.property(mutatedRecord, fc.constantFrom(...withSnippets), providerArb, optionsArb, (r, lib, p, o) =>
				property(r, lib, p, o),
			),
			{ numRuns: mutated, seed: 6, endOnFailure: true },
		);
		fc.assert(
			fc.property(malformedRecord, fc.constantFrom(...withSnippets), providerArb, optionsArb, (r, lib, p, o) =>
				property(asRecord(r), lib, p, o),
			),
			{ numRuns: RUNS - mutated, seed: 7, endOnFailure: true },
		);
		// Every distinct escape, with the app / library named (none may escape).
		const kinds = [...new Set(escaped.map((e) => e.replace(/ \(id .*$/s, "")))].sort();
		expect(kinds, escaped.slice(0, 3).join("\n")).toEqual([]);
		expect(records).toBeGreaterThanOrEqual(RUNS);
		expect(programs.length).toBeGreaterThan(RUNS);
	}, 600_000);

	it("every program written parses", async () => {
		let shell = 0;
		const snippets: LabSnippet[] = [];
		programs.forEach((p, i) => {
			if (!PARSED_LANGUAGES.has(p.language)) return;
			// A fixed stride keeps the shell sample spread over the whole run and reproducible.
			if (p.language === "sh" && shell++ % Math.max(1, Math.ceil(programs.length / SHELL_SAMPLE / 2)) !== 0) return;
			snippets.push({
				id: `fuzz#${i}:${p.generator}`,
				source: "library",
				language: p.language,
				client: p.generator,
				modelId: "",
				code: p.code,
			});
		});
		expect(new Set(snippets.map((s) => s.language))).toEqual(new Set(["python", "js", "sh", "json"]));
		const failures = await parseFailures(snippets);
		expect(failures.slice(0, 5).map((f) => ({ ...f, code: snippets.find((s) => s.id === f.id)?.code }))).toEqual([]);
	}, 600_000);
});
