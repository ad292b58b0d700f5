import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli as hubkit } from "./run-cli.js";

/** A fake hub on 127.0.0.1 serving one GGUF repository: a record without sizes, its tree with them. */
const Q4_BYTES = 4_920_734_016;
/** A PEFT LoRA (50 MB of its own) of a 2 GB text model, both on the hub. */
const BASE = {
	id: "remote/base-1b",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "safetensors"],
	config: {
		model_type: "llama",
		num_hidden_layers: 16,
		hidden_size: 2048,
		num_attention_heads: 32,
		num_key_value_heads: 8,
		max_position_embeddings: 131072,
	},
	siblings: [{ rfilename: "model.safetensors", size: 2_000_000_000 }],
};
const LORA = {
	id: "remote/lora-1b",
	pipeline_tag: "text-generation",
	library_name: "peft",
	tags: ["peft", "safetensors", `base_model:${BASE.id}`, `base_model:adapter:${BASE.id}`],
	siblings: [
		{ rfilename: "adapter_config.json", size: 700 },
		{ rfilename: "adapter_model.safetensors", size: 50_000_000 },
	],
};
let hub: Server;
let url: string;
const paths: string[] = [];

beforeAll(async () => {
	hub = createServer((req, res) => {
		const path = new URL(req.url ?? "/", "http://x").pathname;
		paths.push(path);
		const send = (status: number, body: unknown) => {
			res.writeHead(status, { "content-type": "application/json" });
			res.end(JSON.stringify(body));
		};
		if (path === "/api/models/remote/gguf") {
			send(200, {
				id: "remote/gguf",
				tags: ["gguf"],
				gguf: { total: 8_030_261_248, architecture: "llama" },
				siblings: [{ rfilename: "m.Q4_K_M.gguf" }],
			});
		} else if (path === "/api/models/remote/unsized") {
			send(200, {
				id: "remote/unsized",
				tags: ["gguf"],
				gguf: { total: 8_030_261_248 },
				siblings: [{ rfilename: "m.Q4_K_M.gguf" }],
			});
		} else if (path === `/api/models/${LORA.id}`) {
			send(200, LORA);
		} else if (path === `/api/models/${BASE.id}`) {
			send(200, BASE);
		} else if (path === "/api/models/remote/gguf/tree/main") {
			send(200, [{ type: "file", path: "m.Q4_K_M.gguf", size: Q4_BYTES }]);
		} else if (path === "/remote/gguf/resolve/main/config.json") {
			send(200, { num_hidden_layers: 32, num_attention_heads: 32, num_key_value_heads: 8, hidden_size: 4096 });
		} else send(404, { error: "Repository not found" });
	});
	await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
	url = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => hub.close(resolve)));

describe("hubkit fit --hub", () => {
	it("reads the file sizes and architecture from the hub, not estimates", async () => {
		const r = await hubkit(["fit", "remote/gguf", "--hub", url, "--json"]);
		expect(r.stderr).toBe("");
		const body = JSON.parse(r.stdout) as {
			model: { layers: number | null; kvHeads: number | null };
			options: { quant: string; weightsBytes: number; estimated: string[] }[];
		};
		expect(body.model).toMatchObject({ layers: 32, kvHeads: 8 });
		expect(body.options.find((o) => o.quant === "Q4_K_M")).toMatchObject({ weightsBytes: Q4_BYTES, estimated: [] });
		const text = await hubkit(["fit", "remote/gguf", "--hub", url]);
		// Decimal GB, as the hub writes file sizes (4,920,734,016 bytes; 4.6 GiB).
		expect(text.stdout).toContain("4.9 GB");
		expect(text.stdout).not.toContain("≈");
	});

	it("marks estimated figures in the table when the hub gives no sizes", async () => {
		const r = await hubkit(["fit", "remote/unsized", "--hub", url]);
		expect(r.stdout).toMatch(/≈\d/);
		expect(r.stdout).toContain("≈ estimated");
	});

	it("sizes an adapter on its base from the same hub, and says so", async () => {
		const r = await hubkit(["fit", LORA.id, "--hub", url, "--device", "rtx-4060", "--json"]);
		expect(r.stderr).toBe("");
		const body = JSON.parse(r.stdout) as {
			model: { layers: number | null };
			options: { weightsBytes: number; base?: string }[];
		};
		expect(body.options).toEqual([expect.objectContaining({ weightsBytes: 2_050_000_000, base: BASE.id })]);
		expect(body.model.layers).toBe(16);
		const text = await hubkit(["fit", LORA.id, "--hub", url, "--device", "rtx-4060"]);
		expect(text.stdout).toContain("≈2.1 GB");
		expect(text.stdout).toContain(
			`${BASE.id}'s safetensors weights (the base model this adapter is loaded on) + this adapter's own files`,
		);
	});

	it("does not ask for them for other commands", async () => {
		paths.length = 0;
		await hubkit(["apps", "remote/gguf", "--hub", url]);
		expect(paths).toEqual(["/api/models/remote/gguf"]);
	});
});
