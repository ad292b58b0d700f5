/**
 * The GGUF header of an upstream repository, read from a fake hub on 127.0.0.1 whose files behave
 * each in their own way: a good header answered as a range, a truncated one, a hostile array, a
 * wrong magic, a server that ignores the range and streams 1 GB, one that never finishes, one that fails.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ModelRecord } from "@hubkit/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ggufHeaderBytes, llamaHeader } from "../../catalog/test/helpers/gguf-bytes.js";
import { CircuitBreaker } from "../src/breaker.js";
import { withUpstreamFacts } from "../src/upstream-facts.js";
import { fetchGgufHeaderFacts, GGUF_HEADER_BYTES, headerFile } from "../src/upstream-gguf.js";

const HEADER = llamaHeader();
const GIGABYTE = 1024 ** 3;
const hits = new Map<string, number>();
const ranges: (string | undefined)[] = [];
let streamed = 0;
let server: Server;
let hub: string;
const noWait = { sleep: async () => {}, random: () => 0.5, timeoutMs: 2000 };

type Serve = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers a Range request as a hub's file server does: 206 with the asked bytes. */
const asRange =
	(bytes: Uint8Array): Serve =>
	(req, res) => {
		const m = /^bytes=0-(\d+)$/.exec(req.headers.range ?? "");
		const body = m ? bytes.subarray(0, Number(m[1]) + 1) : bytes;
		res.writeHead(m ? 206 : 200, { "content-type": "application/octet-stream", "content-length": body.length });
		res.end(body);
	};

/** Ignores the range: 200 and a 1 GB body, the header first, written as fast as the client reads. */
const wholeGigabyte: Serve = (_req, res) => {
	res.writeHead(200, { "content-type": "application/octet-stream", "content-length": GIGABYTE });
	const zeros = new Uint8Array(64 * 1024);
	let sent = 0;
	let closed = false;
	res.on("close", () => {
		closed = true;
	});
	const pump = () => {
		while (!closed && sent < GIGABYTE) {
			const chunk = sent === 0 ? HEADER : zeros;
			sent += chunk.length;
			streamed += chunk.length;
			if (!res.write(chunk)) return void res.once("drain", pump);
		}
		if (!closed) res.end();
	};
	pump();
};

const FILES: Record<string, Serve> = {
	"/good/gguf/resolve/main/m-Q4_K_M.gguf": asRange(HEADER),
	"/cut/gguf/resolve/main/m-Q4_K_M.gguf": asRange(HEADER.subarray(0, 40)),
	"/hostile/gguf/resolve/main/m-Q4_K_M.gguf": asRange(
		ggufHeaderBytes({
			"general.architecture": { str: "llama" },
			"llama.block_count": { u32: 32 },
			"tokenizer.ggml.tokens": { arr: "str", values: ["a"], length: 2n ** 62n },
		}),
	),
	"/magic/gguf/resolve/main/m-Q4_K_M.gguf": asRange(new Uint8Array([...Buffer.from("GGML"), ...HEADER.subarray(4)])),
	"/whole/gguf/resolve/main/m-Q4_K_M.gguf": wholeGigabyte,
	// Headers sent, then nothing: the body never ends.
	"/slow/gguf/resolve/main/m-Q4_K_M.gguf": (_req, res) => {
		res.writeHead(206, { "content-type": "application/octet-stream" });
		res.write(HEADER.subarray(0, 8));
	},
	"/failing/gguf/resolve/main/m-Q4_K_M.gguf": (_req, res) => {
		res.writeHead(500);
		res.end("oops");
	},
};

beforeAll(async () => {
	server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
		hits.set(path, (hits.get(path) ?? 0) + 1);
		if (path.endsWith(".gguf")) ranges.push(req.headers.range);
		const serve = FILES[path];
		if (serve) return serve(req, res);
		res.writeHead(404, { "content-type": "application/json" });
		res.end('{"error":"Entry not found"}');
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	hub = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

/** A GGUF repository as a hub's model API answers it: a summary without layer or head counts. */
const repo = (id: string): ModelRecord => ({
	id,
	tags: ["gguf"],
	gguf: { total: 8_030_261_248, architecture: "llama", context_length: 131072 },
	siblings: [{ rfilename: "m-Q4_K_M.gguf", size: 4_920_734_016 }],
});

describe("the GGUF header of an upstream repository", () => {
	it("reads one file's header with a bounded range request and merges its numbers, with their source", async () => {
		const model = await withUpstreamFacts(hub, repo("good/gguf"), noWait);
		expect(model.gguf).toEqual({
			total: 8_030_261_248,
			architecture: "llama",
			context_length: 131072,
			block_count: 32,
			embedding_length: 4096,
			feed_forward_length: 14336,
			head_count: 32,
			head_count_kv: 8,
			vocab_size: 300,
			source: "GGUF header of m-Q4_K_M.gguf",
		});
		expect(ranges).toContain(`bytes=0-${GGUF_HEADER_BYTES - 1}`);
	});

	it("leaves the record as it was for a truncated header, a huge array length or a wrong magic", async () => {
		for (const id of ["cut/gguf", "hostile/gguf", "magic/gguf"]) {
			const asked = repo(id);
			const model = await withUpstreamFacts(hub, asked, noWait);
			expect(model.gguf, id).toEqual(asked.gguf);
			expect(hits.get(`/${id}/resolve/main/m-Q4_K_M.gguf`), id).toBe(1);
		}
	});

	it("stops reading a server that ignores the range and sends 1 GB at the bound, and still reads the header", async () => {
		const model = await withUpstreamFacts(hub, repo("whole/gguf"), noWait);
		expect(model.gguf?.block_count).toBe(32);
		// What the server could write before the client's cancel reached it: the bound and the socket buffers.
		expect(streamed).toBeLessThan(GGUF_HEADER_BYTES + 64 * 1024 * 1024);
	});

	it("gives up on a body that never ends at the time-out, and answers the record as it was", async () => {
		const asked = repo("slow/gguf");
		const model = await withUpstreamFacts(hub, asked, { ...noWait, timeoutMs: 200 });
		expect(model).toBe(asked);
	});

	it("counts a failing file server against the shared breaker, and asks nothing while it is open", async () => {
		const breaker = new CircuitBreaker({ threshold: 1, coolDownMs: 60_000 });
		const asked = repo("failing/gguf");
		expect(await fetchGgufHeaderFacts(hub, asked, { ...noWait, breaker })).toBeUndefined();
		expect(breaker.state).toBe("open");
		expect(await withUpstreamFacts(hub, asked, { ...noWait, breaker })).toBe(asked);
		expect(hits.get("/failing/gguf/resolve/main/m-Q4_K_M.gguf")).toBe(1);
	});

	it("asks nothing for a record whose summary or config.json already has the layer count", async () => {
		const known = { ...repo("known/gguf"), gguf: { ...repo("known/gguf").gguf, block_count: 32 } };
		await withUpstreamFacts(hub, known, noWait);
		expect(hits.get("/known/gguf/resolve/main/m-Q4_K_M.gguf")).toBeUndefined();
	});
});

describe("headerFile", () => {
	it("reads a model file: not a projector, not a later shard; the smallest when sizes are known", () => {
		const model = (siblings: { rfilename: string; size?: number }[]): ModelRecord => ({ id: "a/b", siblings });
		expect(
			headerFile(
				model([
					{ rfilename: "mmproj-F16.gguf", size: 1 },
					{ rfilename: "Q8_0/m-Q8_0-00002-of-00002.gguf", size: 2 },
					{ rfilename: "Q8_0/m-Q8_0-00001-of-00002.gguf", size: 9 },
					{ rfilename: "m-Q4_K_M.gguf", size: 5 },
				]),
			),
		).toBe("m-Q4_K_M.gguf");
		expect(headerFile(model([{ rfilename: "b.gguf" }, { rfilename: "a.gguf" }]))).toBe("a.gguf");
		expect(headerFile(model([{ rfilename: "model.safetensors" }]))).toBeUndefined();
	});
});
