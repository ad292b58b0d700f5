import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { UPSTREAM_FACT_LIMITS } from "@hubkit/hub-core/upstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";

/**
 * A fake upstream hub on 127.0.0.1 whose model API answers like the real one (a `config` subset
 * without architecture numbers, siblings without sizes), with a config.json and a tree listing
 * per repository that each behave in their own way.
 */
const hits = new Map<string, number>();
let hub: Server;
let app: RunningServer;

const Q4_BYTES = 4_920_734_016;
const Q8_BYTES = 8_540_775_680;
const LLAMA_CONFIG = {
	architectures: ["LlamaForCausalLM"],
	model_type: "llama",
	num_hidden_layers: 32,
	num_attention_heads: 32,
	num_key_value_heads: 8,
	head_dim: 128,
	hidden_size: 4096,
	intermediate_size: 14336,
	vocab_size: 128256,
	max_position_embeddings: 131072,
	torch_dtype: "bfloat16",
};

const ggufRecord = (id: string) => ({
	id,
	library_name: "gguf",
	tags: ["gguf"],
	gguf: { total: 8_030_261_248, architecture: "llama", context_length: 131072 },
	siblings: [{ rfilename: `${id.split("/")[1]}.Q4_K_M.gguf` }, { rfilename: `${id.split("/")[1]}.Q8_0.gguf` }],
});
const safetensorsRecord = (id: string) => ({
	id,
	library_name: "transformers",
	tags: ["transformers", "safetensors"],
	// The model API's config: no layer or head numbers.
	config: { architectures: ["LlamaForCausalLM"], model_type: "llama" },
	safetensors: { parameters: { BF16: 8_030_261_248 }, total: 8_030_261_248 },
	siblings: [{ rfilename: "model-00001-of-00001.safetensors" }, { rfilename: "config.json" }],
});

type Answer = { status: number; body: string; headers?: Record<string, string> };
const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) });
const missing: Answer = json({ error: "Entry not found" }, 404);
const tree = (entries: unknown[]): Answer => json(entries);

/** Per repository: the model API record, config.json, the tree. */
const REPOS: Record<string, { record: unknown; config: Answer; tree: Answer }> = {
	"good/gguf": {
		record: ggufRecord("good/gguf"),
		config: missing,
		tree: tree([
			{ type: "file", path: ".gitattributes", size: 1570 },
			// The LFS size is the file's own; `size` may be the pointer's.
			{ type: "file", path: "gguf.Q4_K_M.gguf", size: 135, lfs: { oid: "a", size: Q4_BYTES, pointerSize: 135 } },
			{ type: "file", path: "gguf.Q8_0.gguf", size: Q8_BYTES },
			{ type: "directory", path: "extra", size: 0 },
		]),
	},
	"good/llama": {
		record: safetensorsRecord("good/llama"),
		config: json(LLAMA_CONFIG),
		tree: { status: 500, body: "oops" },
	},
	"broken/gguf": {
		record: ggufRecord("broken/gguf"),
		config: missing,
		tree: { status: 500, body: "oops" },
	},
	"huge/gguf": {
		record: ggufRecord("huge/gguf"),
		config: { status: 200, body: `{"pad":"${"x".repeat(UPSTREAM_FACT_LIMITS.configBytes)}","num_hidden_layers":32}` },
		tree: {
			status: 200,
			body: JSON.stringify([{ type: "file", path: "gguf.Q4_K_M.gguf", size: Q4_BYTES }]).padEnd(
				UPSTREAM_FACT_LIMITS.treeBytes + 10,
				" ",
			),
		},
	},
	"hostile/llama": {
		record: safetensorsRecord("hostile/llama"),
		config: json({
			model_type: "llama",
			num_hidden_layers: -32,
			num_attention_heads: "32",
			num_key_value_heads: 8.5,
			head_dim: 2 ** 60,
			hidden_size: { value: 4096 },
			max_position_embeddings: 1e300,
			layer_types: Array.from({ length: 5000 }, () => "full_attention"),
			torch_dtype: "<script>",
			text_config: { num_hidden_layers: null, num_key_value_heads: -1 },
		}),
		tree: json({ not: "a list" }),
	},
	"plain/model": {
		record: { id: "plain/model", pipeline_tag: "text-classification", tags: ["transformers"] },
		config: json(LLAMA_CONFIG),
		tree: tree([]),
	},
};

function answer(req: IncomingMessage): Answer {
	const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
	hits.set(path, (hits.get(path) ?? 0) + 1);
	for (const [id, repo] of Object.entries(REPOS)) {
		if (path === `/api/models/${id}`) return json(repo.record);
		if (path === `/${id}/resolve/main/config.json`) return repo.config;
		if (path === `/api/models/${id}/tree/main`) return repo.tree;
	}
	return json({ error: "Repository not found" }, 404);
}

beforeAll(async () => {
	hub = createServer((req, res) => {
		const { status, body } = answer(req);
		res.writeHead(status, { "content-type": "application/json" });
		res.end(body);
	});
	await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
	app = await startServer({
		port: 0,
		models: [],
		hubUrl: `http://127.0.0.1:${(hub.address() as AddressInfo).port}`,
		log: () => {},
		upstream: { sleep: async () => {}, random: () => 0.5, timeoutMs: 2000 },
	});
});
afterAll(async () => {
	await app.close();
	hub.closeAllConnections();
	await new Promise((resolve) => hub.close(resolve));
});

interface FitBody {
	model: { parameters: number | null; layers: number | null; kvHeads: number | null; headDim: number | null };
	options: { format: string; quant: string; weightsBytes: number; kvCacheBytes: number; estimated: string[] }[];
	recommended?: string;
}

async function fit(id: string): Promise<FitBody> {
	const res = await fetch(`${app.url}/api/models/${id}/fit?device=rtx-4090&context=8192`);
	expect(res.status, id).toBe(200);
	return (await res.json()) as FitBody;
}
const option = (body: FitBody, quant: string) => body.options.find((o) => o.quant === quant);

describe("fit with HUB_URL: facts from config.json and the tree", () => {
	it("sizes GGUF files from the tree listing (the LFS size), not from bits per weight", async () => {
		const body = await fit("good/gguf");
		expect(option(body, "Q4_K_M")).toMatchObject({ weightsBytes: Q4_BYTES });
		expect(option(body, "Q4_K_M")?.estimated).not.toContain("weights");
		expect(option(body, "Q8_0")).toMatchObject({ weightsBytes: Q8_BYTES });
		// The sizes are in the record the API serves too (the model page reads them).
		const record = (await (await fetch(`${app.url}/api/models/good/gguf`)).json()) as {
			siblings: { rfilename: string; size?: number }[];
		};
		expect(record.siblings.find((s) => s.rfilename === "gguf.Q4_K_M.gguf")?.size).toBe(Q4_BYTES);
	});

	it("computes the KV cache from config.json's layers and KV heads", async () => {
		const body = await fit("good/llama");
		expect(body.model).toMatchObject({ layers: 32, kvHeads: 8, headDim: 128 });
		const bf16 = option(body, "BF16");
		// 2 (K and V) × 32 layers × 8192 tokens × 8 KV heads × 128 dims × 2 bytes (f16).
		expect(bf16?.kvCacheBytes).toBe(2 * 32 * 8192 * 8 * 128 * 2);
		expect(bf16?.estimated).toEqual([]);
	});

	it("keeps the facts with the cached record: a second fit asks the hub nothing", async () => {
		await fit("good/llama");
		const before = new Map(hits);
		await fit("good/llama");
		await fetch(`${app.url}/api/models/good/llama`);
		expect(hits).toEqual(before);
	});

	it("answers with estimates, marked, when config.json is missing and the tree fails", async () => {
		const body = await fit("broken/gguf");
		const q4 = option(body, "Q4_K_M");
		expect(q4?.estimated).toEqual(["weights", "kvCache"]);
		// Parameters × Q4_K_M's bits per weight: near, not equal to, the real file.
		expect(q4?.weightsBytes).toBeGreaterThan(0);
		expect(q4?.weightsBytes).not.toBe(Q4_BYTES);
	});

	it("ignores an oversized config.json and tree listing", async () => {
		const body = await fit("huge/gguf");
		expect(body.model.layers).toBeNull();
		expect(option(body, "Q4_K_M")?.estimated).toEqual(["weights", "kvCache"]);
	});

	it("drops config values of the wrong kind and a tree that is not a list", async () => {
		const body = await fit("hostile/llama");
		expect(body.model).toMatchObject({ layers: null, kvHeads: null, headDim: null });
		expect(option(body, "BF16")?.estimated).toEqual(["kvCache"]);
		const record = (await (await fetch(`${app.url}/api/models/hostile/llama`)).json()) as {
			config: Record<string, unknown>;
		};
		expect(record.config).toEqual({ architectures: ["LlamaForCausalLM"], model_type: "llama" });
	});

	it("asks for no extra facts for a model without weights", async () => {
		const res = await fetch(`${app.url}/api/models/plain/model`);
		expect(res.status).toBe(200);
		expect(hits.get("/plain/model/resolve/main/config.json")).toBeUndefined();
		expect(hits.get("/api/models/plain/model/tree/main")).toBeUndefined();
	});
});
