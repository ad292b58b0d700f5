/** `hubkit evals`: what a record's card and .eval_results entries report, with direction and source. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-cli-evals-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = join(dir, "record.json");
writeFileSync(
	file,
	JSON.stringify({
		id: "acme/asr-small",
		pipeline_tag: "automatic-speech-recognition",
		cardData: {
			"model-index": [
				{
					name: "asr-small",
					results: [
						{
							dataset: { type: "librispeech_asr", config: "clean", split: "test" },
							metrics: [
								{ type: "wer", name: "Test WER", value: 3.43, verified: true },
								{ type: "wer", value: "lots" },
							],
						},
					],
				},
			],
		},
		eval_results: [{ dataset: { id: "acme/bench\u001b[2J", task_id: "x" }, value: 1 }],
	}),
);

describe("hubkit evals", () => {
	it("prints each result with its benchmark, metric, value, direction and source, and the entries it could not read", async () => {
		const { code, stdout, stderr } = await runCli(["evals", file]);
		expect(stderr).toBe("");
		expect(code).toBe(0);
		expect(stdout).toContain("acme/asr-small: evaluation results");
		expect(stdout).toMatch(
			/librispeech_asr \(clean\)\s+test\s+Test WER\s+3\.43\s+↓\s+verified\s+https:\/\/huggingface\.co\/acme\/asr-small/,
		);
		expect(stdout).toContain("2 entries not read:");
		expect(stdout).toContain("cardData.model-index.0.results.0.metrics.1.value: must be a number");
		expect(stdout).toContain("eval_results.0.dataset.id: must not hold control characters");
		expect(stdout).not.toContain("\u001b");
	});

	it("--json prints the list the API answers", async () => {
		const { code, stdout } = await runCli(["evals", file, "--json"]);
		expect(code).toBe(0);
		expect(JSON.parse(stdout)).toEqual([
			expect.objectContaining({
				dataset: "librispeech_asr",
				metric: "wer",
				value: 3.43,
				higherIsBetter: false,
				verified: true,
			}),
		]);
	});

	it("says none are reported for a record without results", async () => {
		const { code, stdout } = await runCli(["evals", "openai-community/gpt2"]);
		expect(code).toBe(0);
		expect(stdout).toContain("None reported");
	});
});
