import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli as hubkit } from "./run-cli.js";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GGUF = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";

describe("hubkit tree", () => {
	it("prints the base models, the derivatives by relation and the best local option", async () => {
		const r = await hubkit(["tree", LLAMA, "--device", "rtx-4060", "--context", "8192"]);
		expect(r.code).toBe(0);
		expect(r.stderr).toBe("");
		expect(r.stdout).toContain("Made from: meta-llama/Llama-3.1-8B (finetune)");
		expect(r.stdout).toMatch(new RegExp(`quantized\\s+\\d+\\s+${GGUF} \\(1818280 downloads\\)`));
		expect(r.stdout).toMatch(
			new RegExp(`Run it locally: ${GGUF} \\S+ fits whole on your NVIDIA GeForce RTX 4060 8 GB at 8K\\n`),
		);
	});

	it("--json prints the API's /tree answer", async () => {
		const r = await hubkit(["tree", LLAMA, "--device", "rtx-4060", "--json"]);
		expect(r.code).toBe(0);
		const body = JSON.parse(r.stdout) as {
			id: string;
			parents: unknown[];
			children: Record<string, { total: number }>;
			bestLocal: { id: string; fits: string };
		};
		expect(body.id).toBe(LLAMA);
		expect(Object.keys(body.children).sort()).toEqual(["adapter", "finetune", "merge", "quantized"]);
		expect(body.bestLocal).toMatchObject({ id: GGUF, fits: "gpu" });
	});

	it("reads the tree of a catalogue of one's own, with its ids escaped", async () => {
		const dir = mkdtempSync(join(tmpdir(), "hubkit-tree-cli-"));
		afterAll(() => rmSync(dir, { recursive: true, force: true }));
		const file = join(dir, "mine.jsonl");
		const records = [
			{ id: "me/base" },
			{ id: "me/tuned", tags: ["base_model:finetune:me/base"], downloads: 7 },
			{ id: "me/evil", tags: ["base_model:adapter:me/base\u001b[31m", "base_model:merge:me/base"], downloads: 1 },
		];
		writeFileSync(file, records.map((m) => JSON.stringify(m)).join("\n"));
		const r = await hubkit(["tree", "me/base", "--models", file]);
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/finetune\s+1\s+me\/tuned \(7 downloads\)/);
		expect(r.stdout).toMatch(/merge\s+1\s+me\/evil/);
		expect(r.stdout).toMatch(/adapter\s+0\s+-/);
		expect(r.stdout).not.toContain("\u001b");
	});

	it("exits 2 with one line on a bad argument, 1 for an unknown model", async () => {
		for (const args of [
			["tree"],
			["tree", LLAMA, GGUF],
			["tree", "a/../b"],
			["tree", LLAMA, "--device", "gtx-9999"],
			["tree", LLAMA, "--device", "rtx-4060", "--context", "0"],
			["tree", LLAMA, "--context", "4096"],
			["tree", LLAMA, "--hub", "https://huggingface.co"],
		]) {
			const r = await hubkit(args);
			expect(r.code, args.join(" ")).toBe(2);
			expect(r.stdout).toBe("");
			expect(r.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
		}
		expect((await hubkit(["tree", LLAMA, "--device", "nope"])).stderr).toMatch(/--device: unknown device: nope/);
		const missing = await hubkit(["tree", "nobody/nothing"]);
		expect(missing.code).toBe(1);
		expect(missing.stderr).toBe("hubkit: model not found in the catalogue: nobody/nothing\n");
	});

	it("has help", async () => {
		expect((await hubkit(["tree", "--help"])).stdout).toMatch(/Usage: hubkit tree <id>/);
		expect((await hubkit(["--help"])).stdout).toMatch(/hubkit tree <id>/);
	});
});
