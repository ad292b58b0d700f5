import { weightOptions } from "@hubkit/catalog/hardware";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { runCli as hubkit } from "./run-cli.js";

const GGUF = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";

describe("hubkit fit", () => {
	it("prints a table of the weight options with the recommended one marked", async () => {
		const r = await hubkit(["fit", GGUF, "--device", "rtx-4060", "--context", "8192"]);
		expect(r.code).toBe(0);
		expect(r.stderr).toBe("");
		expect(r.stdout).toMatch(/NVIDIA GeForce RTX 4060 8 GB, 8K context/);
		expect(r.stdout).toMatch(/quantization\s+format\s+size\s+total\s+fit\s+max context\s+tok\/s/);
		const marked = r.stdout.split("\n").filter((l) => l.startsWith("*"));
		expect(marked).toHaveLength(1);
		const recommended = /Recommended: (\S+) \(\*\)/.exec(r.stdout)?.[1];
		expect(marked[0]).toContain(` ${recommended} `);
		// The largest quantizations do not fit an 8 GB card whole.
		expect(r.stdout).toMatch(/Q8_0 .*(partial|CPU RAM only|does not fit)/);
	});

	it("says the size is unknown for a record with no weight file sizes or parameter count", async () => {
		const unsized = SAMPLE_MODELS.find((m) => weightOptions(m).length === 0);
		expect(unsized).toBeDefined();
		const r = await hubkit(["fit", unsized!.id, "--device", "rtx-4090"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toContain("Size unknown: this record lists no weight file sizes or parameter count.");
	});

	it("--json prints the API's shape", async () => {
		const r = await hubkit(["fit", GGUF, "--device", "m4-max-128gb", "--context", "32768", "--json"]);
		expect(r.code).toBe(0);
		const view = JSON.parse(r.stdout) as {
			device: string;
			context: number;
			model: { layers: number };
			options: { quant: string; fits: string; totalBytes: number }[];
			recommended?: string;
		};
		expect(view).toMatchObject({ device: "m4-max-128gb", context: 32768, model: { layers: 32 } });
		expect(view.options.every((o) => o.fits === "gpu")).toBe(true);
		expect(view.options.map((o) => o.quant)).toContain(view.recommended);
	});

	it("exits 2 with one line on a bad flag", async () => {
		for (const args of [
			["fit", GGUF, "--device", "gtx-9999"],
			["fit", GGUF, "--context", "-4"],
			["fit", GGUF, "--context", "1.5"],
			["fit", GGUF, "--context", "999999999999"],
			["fit", GGUF, "--context"],
			["fit"],
			["fit", GGUF, "--colour"],
		]) {
			const r = await hubkit(args);
			expect(r.code, args.join(" ")).toBe(2);
			expect(r.stdout).toBe("");
			expect(r.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
			expect(r.stderr).toMatch(/^hubkit: /);
		}
		expect((await hubkit(["fit", GGUF, "--context=-4"])).stderr).toMatch(/--context must be a whole number/);
		expect((await hubkit(["fit", GGUF, "--device", "nope"])).stderr).toMatch(/unknown device: nope/);
	});

	it("exits 1 for an unknown model", async () => {
		const r = await hubkit(["fit", "nobody/nothing"]);
		expect(r.code).toBe(1);
	});

	it("has help", async () => {
		const r = await hubkit(["fit", "--help"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/--device ID/);
		expect((await hubkit(["--help"])).stdout).toMatch(/hubkit fit <model>/);
	});
});
