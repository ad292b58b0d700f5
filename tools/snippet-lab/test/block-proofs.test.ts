/**
 * The proofs the hub shows on inference snippets and local-app commands (hub-core's
 * snippet-proof.ts) claim no more than the lab does: the languages said to be parsed are the ones
 * level 1 parses, and the record of inference runs names only clients level 3 executes, signatures
 * it selects over the sample catalogue and option sets it has.
 */
import { INFERENCE_RUNS, PARSED_COMMAND_LANGUAGES } from "@hubkit/hub-core";
import { setLogger } from "@hubkit/inference-snippets";
import { describe, expect, it } from "vitest";
import { EXECUTED_CLIENTS } from "../src/exec/execute.js";
import { inferenceCases, OPTION_SETS } from "../src/inference-corpus.js";
import { PARSED_LANGUAGES } from "../src/parse.js";
import { selectForExecution } from "../src/select.js";

setLogger({ error() {} });

describe("local-app commands", () => {
	it("are said to be parsed only in languages level 1 parses", () => {
		for (const language of PARSED_COMMAND_LANGUAGES) expect(PARSED_LANGUAGES.has(language), language).toBe(true);
	});
});

describe("the record of inference runs", () => {
	const selected = selectForExecution(inferenceCases());

	it("names only clients level 3 executes, each with a version", () => {
		for (const [client, v] of Object.entries(INFERENCE_RUNS.clients)) {
			expect(EXECUTED_CLIENTS.has(client), client).toBe(true);
			expect(v.version).toMatch(/^\d+\.\d+/);
		}
		const named = (line: string) => line.split("|")[0] as string;
		for (const line of [...INFERENCE_RUNS.runs, ...INFERENCE_RUNS.optionRuns]) {
			expect(Object.hasOwn(INFERENCE_RUNS.clients, named(line)), line).toBe(true);
		}
	});

	it("lists only what level 3 runs over the sample catalogue", () => {
		const defaults = new Set(selected.filter((i) => i.case.optionSet === "default").map((i) => i.snippet.signature));
		const others = new Set(
			selected
				.filter((i) => i.case.optionSet !== "default" && i.case.call)
				.map(
					(i) =>
						`${i.snippet.language}/${i.snippet.client}|${i.case.optionSet}|${i.case.call?.chat ? "chat" : "-"}|${i.case.call?.streaming ? "stream" : "-"}`,
				),
		);
		expect(INFERENCE_RUNS.runs.filter((r) => !defaults.has(r))).toEqual([]);
		expect(INFERENCE_RUNS.optionRuns.filter((r) => !others.has(r))).toEqual([]);
		for (const r of INFERENCE_RUNS.optionRuns) expect(Object.hasOwn(OPTION_SETS, r.split("|")[1] ?? ""), r).toBe(true);
	});
});
