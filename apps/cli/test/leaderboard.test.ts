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
			cardData: {
				"model-index": [{ results: [{ dataset: { type: "squad_v2" }, metrics: [{ type: "f1", value: 88 }] }] }],
			},
		},
	]),
);

describe("hubkit leaderboard", () => {
	it("lists the catalogue's benchmarks with their direction and model counts", async () => {
		const { code, stdout } = await runCli(["leaderboard", "--models", catalogue]);
		expect(code).toBe(0);
		expect(stdout).toMatch(/librispeech_asr\s+clean\s+test\s+wer\s+↓\s+2/);
		expect(stdout).toMatch(/squad_v2\s+f1\s+↑\s+1/);
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
	});

	it("prints the API's answer with --json", async () => {
		const { stdout } = await runCli(["leaderboard", "squad_v2", "--json", "--models", catalogue]);
		const board = JSON.parse(stdout) as { higherIsBetter: boolean; rows: { id: string }[] };
		expect(board.higherIsBetter).toBe(true);
		expect(board.rows.map((r) => r.id)).toEqual(["acme/qa"]);
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
