import { fitBaseId, weightOptions } from "@hubkit/catalog/hardware";
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
		expect(r.stdout).toMatch(/quantization\s+format\s+size\s+total\s+fit\s+max context\s+speed/);
		const marked = r.stdout.split("\n").filter((l) => l.startsWith("*"));
		expect(marked).toHaveLength(1);
		const recommended = /Recommended: (\S+) \(\*\)/.exec(r.stdout)?.[1];
		expect(marked[0]).toContain(` ${recommended} `);
		// The largest quantizations do not fit an 8 GB card whole.
		expect(r.stdout).toMatch(/Q8_0 .*(partial|CPU RAM only|does not fit)/);
	});

	it("says the size is unknown for a record with no weight file sizes or parameter count", async () => {
		const unsized = SAMPLE_MODELS.find((m) => weightOptions(m).length === 0 && fitBaseId(m) === undefined);
		expect(unsized).toBeDefined();
		const r = await hubkit(["fit", unsized!.id, "--device", "rtx-4090"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toContain("Size unknown: this record lists no weight file sizes or parameter count.");
		// An adapter whose base the catalogue does not hold says which base it waits for.
		const adapter = await hubkit(["fit", "vidore/colSmol-256M", "--device", "rtx-4090"]);
		expect(adapter.stdout).toContain("Size unknown: needs its base model vidore/ColSmolVLM-256M-Base");
	});

	it("says an adapter whose base is not in the catalogue needs that base, not a size from its own small file", async () => {
		const r = await hubkit(["fit", "vidore/colpali-v1.3", "--device", "rtx-4060"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toContain("Size unknown: needs its base model vidore/colpaligemma-3b-pt-448-base, which");
		expect(r.stdout).not.toMatch(/fits|partial/);
		const json = await hubkit(["fit", "vidore/colpali-v1.3", "--device", "rtx-4060", "--json"]);
		expect(JSON.parse(json.stdout)).toMatchObject({ options: [], needsBase: "vidore/colpaligemma-3b-pt-448-base" });
	});

	it("names where a published count was read, with the day, in text and JSON", async () => {
		const r = await hubkit(["fit", "nvidia/canary-1b", "--device", "rtx-4090"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(
			/Size source: .*1 billion parameters.* — https:\/\/huggingface\.co\/nvidia\/canary-1b \(read \d{4}-\d{2}-\d{2}\)\./,
		);
		const json = await hubkit(["fit", "nvidia/canary-1b", "--device", "rtx-4090", "--json"]);
		expect(JSON.parse(json.stdout).sizeSource).toMatchObject({ url: "https://huggingface.co/nvidia/canary-1b" });
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

	it("prints no context or speed for a model that does not generate text, over every sample record", async () => {
		// Written out here, not read from the rule under test: the tasks that decode tokens from a prompt.
		const generating = new Set([
			"text-generation",
			"text2text-generation",
			"image-text-to-text",
			"audio-text-to-text",
			"video-text-to-text",
			"any-to-any",
			"summarization",
			"translation",
		]);
		let tables = 0;
		for (const model of SAMPLE_MODELS) {
			if (!model.pipeline_tag || generating.has(model.pipeline_tag)) continue;
			const r = await hubkit(["fit", model.id, "--device", "rtx-4060"]);
			expect(r.code, model.id).toBe(0);
			if (!/quantization/.test(r.stdout)) continue;
			tables++;
			// The size source quotes its page (a title may say "in-context learning"): not a figure of the fit.
			const figures = r.stdout.replace(/^Size source: .*$/m, "");
			expect(figures, model.id).not.toMatch(/context|tok\/s|speed/i);
			expect(r.stdout, model.id).toMatch(/^Memory to load the weights; .* not estimated\.$/m);
		}
		expect(tables).toBeGreaterThan(0);
	});

	it("names the recommended real bytes of unstated precision by their format, not 'precision not stated'", async () => {
		const r = await hubkit(["fit", "BAAI/bge-small-en-v1.5", "--device", "rtx-4060"]);
		expect(r.stdout).toMatch(/^\*\s+precision not stated\s+safetensors \(sentence-transformers\)\s+133 MB/m);
		expect(r.stdout).toMatch(/^Recommended: safetensors \(sentence-transformers\) \(\*\)\.$/m);
	});

	it("labels a checkpoint by the model's library and says what its figure means", async () => {
		const r = await hubkit(["fit", "black-forest-labs/FLUX.1-dev", "--device", "rtx-4090"]);
		expect(r.stdout).toMatch(/^black-forest-labs\/FLUX\.1-dev on NVIDIA GeForce RTX 4090 24 GB$/m);
		expect(r.stdout).toContain("safetensors (diffusers)");
		expect(r.stdout).not.toContain("transformers");
		expect(r.stdout).toContain("Memory to load the weights; per-image time not estimated.");
	});

	it("--ram changes the offload figures and says which RAM it assumed", async () => {
		const at = (ram?: string) =>
			hubkit(["fit", GGUF, "--device", "rtx-4060", "--context", "65536", ...(ram ? ["--ram", ram] : [])]);
		const small = await at("8");
		const byDefault = await at();
		expect(small.stdout).toContain("Partial offload assumes 8 GiB of system RAM.");
		expect(byDefault.stdout).toContain("Partial offload assumes 32 GiB of system RAM (--ram GB to change).");
		expect(small.stdout.match(/does not fit/g)?.length ?? 0).toBeGreaterThan(
			byDefault.stdout.match(/does not fit/g)?.length ?? 0,
		);
		const bad = await hubkit(["fit", GGUF, "--ram", "0"]);
		expect(bad.code).toBe(2);
		expect(bad.stderr).toBe("hubkit: --ram must be a whole number of GB from 1 to 4096\n");
	});

	it("marks a fit with no headroom on a consumer card tight and recommends one with room", async () => {
		const r = await hubkit(["fit", GGUF, "--device", "rtx-4060", "--context", "16384"]);
		const tight = r.stdout.split("\n").filter((l) => /fits, tight/.test(l));
		expect(tight.length).toBeGreaterThan(0);
		// Each says how much of the card it leaves free.
		for (const line of tight) expect(line).toMatch(/fits, tight: leaves \d+(\.\d)? MB free/);
		for (const line of tight) expect(line.startsWith("*")).toBe(false);
		expect(r.stdout.split("\n").find((l) => l.startsWith("*"))).toMatch(/ fits /);
		expect(r.stdout).toMatch(/^"Tight": whole on the card with less than 5 % of its memory free/m);
	});

	it("writes sizes in decimal GB, as the web page does", async () => {
		// Q4_K_M is 4,920,734,016 bytes: 4.9 GB (it is 4.6 GiB).
		const r = await hubkit(["fit", GGUF, "--device", "rtx-4090"]);
		expect(r.stdout).toMatch(/Q4_K_M\s+gguf\s+4\.9 GB/);
		expect(r.stdout).toContain("Sizes in decimal GB (10^9 bytes)");
	});

	it("has help", async () => {
		const r = await hubkit(["fit", "--help"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/--device ID/);
		expect((await hubkit(["--help"])).stdout).toMatch(/hubkit fit <model>/);
	});
});
