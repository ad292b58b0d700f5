/** `hubkit leaderboard`: the catalogue's benchmarks, one ranked in its metric's direction, and errors naming the flag. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "hubkit-cli-leaderboard-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wer = (id: string, value: number, verified = false) => ({
	id,
	pipeline_tag: "automatic-speech-recognition",
	cardData: {
		"model-index": [
			{
				results: [
					{
						dataset: { type: "librispeech_asr", config: "clean", split: "test" },
						metrics: [{ type: "wer", value, verified }],
					},
				],
			},
		],
	},
});
const catalogue = join(dir, "models.json");
writeFileSync(
	catalogue,
	JSON.stringify([
		wer("acme/asr-bad", 6.2),
		wer("acme/asr-good", 1.9, true),
		{
			id: "acme/qa",
			library_name: "transformers",
			siblings: [{ rfilename: "model.safetensors" }],
			safetensors: { parameters: { BF16: 1e8 }, total: 1e8 },
			cardData: {
				license: "apache-2.0",
				"model-index": [{ results: [{ dataset: { type: "squad_v2" }, metrics: [{ type: "f1", value: 88 }] }] }],
			},
		},
		{
			id: "acme/qa-nc",
			cardData: {
				license: "cc-by-nc-4.0",
				"model-index": [{ results: [{ dataset: { type: "squad_v2" }, metrics: [{ type: "f1", value: 70 }] }] }],
			},
		},
	]),
);

describe("hubkit leaderboard", () => {
	it("lists the catalogue's benchmarks with their direction and model counts", async () => {
		const { code, stdout } = await runCli(["leaderboard", "--models", catalogue]);
		expect(code).toBe(0);
		expect(stdout).toMatch(/librispeech_asr\s+clean\s+test\s+wer\s+↓\s+2/);
		expect(stdout).toMatch(/squad_v2\s+f1\s+↑\s+2/);
	});

	it("ranks an error rate lowest first, with each row's source", async () => {
		const { code, stdout } = await runCli(["leaderboard", "librispeech_asr", "--models", catalogue]);
		expect(code).toBe(0);
		expect(stdout).toContain("lowest first");
		const good = stdout.indexOf("acme/asr-good");
		const bad = stdout.indexOf("acme/asr-bad");
		expect(good).toBeGreaterThan(-1);
		expect(bad).toBeGreaterThan(good);
		expect(stdout).toMatch(/1\s+acme\/asr-good\s+1\.9\s+verified/);
		expect(stdout).toMatch(/2\s+acme\/asr-bad\s+6\.2\s+self-reported/);
		// Speech recognition has no context: the note names none.
		expect(stdout).toContain("the model runs whole on.");
	});

	it('names the context of "whole on" for text-generation models', async () => {
		const lm = join(dir, "lm.json");
		writeFileSync(
			lm,
			JSON.stringify([
				{
					id: "acme/lm",
					pipeline_tag: "text-generation",
					cardData: {
						"model-index": [{ results: [{ dataset: { type: "mmlu" }, metrics: [{ type: "accuracy", value: 60 }] }] }],
					},
				},
			]),
		);
		const { code, stdout } = await runCli(["leaderboard", "mmlu", "--models", lm]);
		expect(code).toBe(0);
		expect(stdout).toContain("the model runs whole on at 8K context.");
	});

	it("prints the API's answer with --json", async () => {
		const { stdout } = await runCli(["leaderboard", "squad_v2", "--json", "--models", catalogue]);
		const board = JSON.parse(stdout) as { higherIsBetter: boolean; rows: { id: string }[] };
		expect(board.higherIsBetter).toBe(true);
		expect(board.rows.map((r) => r.id)).toEqual(["acme/qa", "acme/qa-nc"]);
	});

	it("prints each row's weights, licence with its verdict and the first device it runs whole on", async () => {
		const { code, stdout } = await runCli(["leaderboard", "squad_v2", "--models", catalogue]);
		expect(code).toBe(0);
		expect(stdout).toMatch(
			/acme\/qa\s+88\s+self-reported\s+safetensors 200 MB\s+Apache 2\.0 \(commercial use allowed\)\s+NVIDIA GeForce RTX 2060 6 GB/,
		);
		expect(stdout).toMatch(
			/acme\/qa-nc\s+70\s+self-reported\s+size unknown\s+CC BY-NC 4\.0 \(no commercial use\)\s+Size unknown/,
		);
	});

	it("filters by licence, commercial use and device, and names a bad flag", async () => {
		const ids = async (...flags: string[]) => {
			const { code, stdout } = await runCli(["leaderboard", "squad_v2", "--json", "--models", catalogue, ...flags]);
			expect(code, flags.join(" ")).toBe(0);
			return (JSON.parse(stdout) as { rows: { id: string }[] }).rows.map((r) => r.id);
		};
		expect(await ids("--commercial")).toEqual(["acme/qa"]);
		expect(await ids("--license", "cc-by-nc-4.0")).toEqual(["acme/qa-nc"]);
		expect(await ids("--fits", "RTX 2060")).toEqual(["acme/qa"]);
		const bad = await runCli(["leaderboard", "squad_v2", "--fits", "toaster", "--models", catalogue]);
		expect(bad.code).toBe(2);
		expect(bad.stderr).toMatch(/--fits: .*toaster/);
		const none = await runCli(["leaderboard", "squad_v2", "--license", "mit", "--models", catalogue]);
		expect(none.stdout).toContain("No model of the catalogue reporting it passes these filters.");
	});

	it("names the flag of a query that names no benchmark", async () => {
		const metric = await runCli(["leaderboard", "squad_v2", "--metric", "wer", "--models", catalogue]);
		expect(metric.code).toBe(2);
		expect(metric.stderr).toContain("--metric: no catalogue model reports wer on squad_v2");
		const dataset = await runCli(["leaderboard", "nope/nothing", "--models", catalogue]);
		expect(dataset.code).toBe(1);
		expect(dataset.stderr).toContain("no catalogue model reports results on dataset nope/nothing");
	});
});
