import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { llamaHeader } from "../../../packages/catalog/test/helpers/gguf-bytes.js";
import { type RunningServer, startServer } from "../src/server.js";

/**
 * A fake upstream hub on 127.0.0.1 serving a GGUF repository as the real one does: a model API
 * summary without layer or head counts, no config.json, and files that answer Range requests.
 */
const HEADER = llamaHeader();
const Q4_BYTES = 4_920_734_016;
let hub: Server;
let app: RunningServer;

beforeAll(async () => {
	hub = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
		if (path === "/api/models/up/llama-gguf") {
			res.writeHead(200, { "content-type": "application/json" });
			return res.end(
				JSON.stringify({
					id: "up/llama-gguf",
					library_name: "gguf",
					pipeline_tag: "text-generation",
					tags: ["gguf", "text-generation"],
					gguf: { total: 8_030_261_248, architecture: "llama", context_length: 131072 },
					siblings: [{ rfilename: "llama-Q4_K_M.gguf" }],
				}),
			);
		}
		if (path === "/api/models/up/llama-gguf/tree/main") {
			res.writeHead(200, { "content-type": "application/json" });
			return res.end(JSON.stringify([{ type: "file", path: "llama-Q4_K_M.gguf", size: Q4_BYTES }]));
		}
		if (path === "/up/llama-gguf/resolve/main/llama-Q4_K_M.gguf") {
			const end = Number(/^bytes=0-(\d+)$/.exec(req.headers.range ?? "")?.[1] ?? HEADER.length - 1);
			const body = HEADER.subarray(0, end + 1);
			res.writeHead(206, { "content-type": "application/octet-stream", "content-length": body.length });
			return res.end(body);
		}
		res.writeHead(404, { "content-type": "application/json" });
		res.end('{"error":"Entry not found"}');
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

describe("fit with HUB_URL: an upstream GGUF repository's header", () => {
	it("sizes the KV cache and the longest context from the GGUF header's layers and KV heads", async () => {
		const res = await fetch(`${app.url}/api/models/up/llama-gguf/fit?device=rtx-4090&context=8192`);
		expect(res.status).toBe(200);
		const body = (await res.json()) as {
			model: Record<string, unknown>;
			options: { quant: string; kvCacheBytes: number; maxContext?: number; estimated: string[] }[];
		};
		expect(body.model).toMatchObject({ layers: 32, kvHeads: 8, headDim: 128, contextLength: 131072 });
		const q4 = body.options.find((o) => o.quant === "Q4_K_M");
		// 2 (K and V) × 32 layers × 8192 tokens × 8 KV heads × 128 dims × 2 bytes (f16).
		expect(q4?.kvCacheBytes).toBe(2 * 32 * 8192 * 8 * 128 * 2);
		expect(q4?.maxContext).toBeGreaterThan(8192);
		expect(q4?.estimated).toEqual([]);
		const record = (await (await fetch(`${app.url}/api/models/up/llama-gguf`)).json()) as {
			gguf: Record<string, unknown>;
		};
		expect(record.gguf).toMatchObject({ block_count: 32, source: "GGUF header of llama-Q4_K_M.gguf" });
	});
});
