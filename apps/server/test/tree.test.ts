import { upstreamStore } from "@hubkit/hub-core/upstream";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

const app = createApp({ models: SAMPLE_MODELS });
const get = (path: string) => app.request(path);

interface TreeBody {
	id: string;
	parents: { id: string; relation: string }[];
	children?: Record<string, { total: number; models: { id: string; downloads: number }[] }>;
	device?: string;
	context?: number;
	bestLocal?: { id: string; option: string; fits: string };
}

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";

async function expect400(path: string, field: string): Promise<string> {
	const res = await get(path);
	expect(res.status, path).toBe(400);
	const body = (await res.json()) as { error: string; field?: string };
	expect(body.field, path).toBe(field);
	return body.error;
}

describe("GET /api/models/{owner}/{name}/tree", () => {
	it("answers a base model's parents and its derivatives by relation, most downloaded first", async () => {
		const res = await get(`/api/models/${LLAMA}/tree`);
		expect(res.status).toBe(200);
		const body = (await res.json()) as TreeBody;
		expect(body.id).toBe(LLAMA);
		expect(body.parents).toEqual([{ id: "meta-llama/Llama-3.1-8B", relation: "finetune" }]);
		expect(Object.keys(body.children ?? {}).sort()).toEqual(["adapter", "finetune", "merge", "quantized"]);
		const quantized = body.children?.quantized;
		expect(quantized?.models[0]?.id).toBe("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF");
		expect(quantized?.total).toBe(quantized?.models.length);
		const downloads = quantized?.models.map((m) => m.downloads) ?? [];
		expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
		expect(body.bestLocal).toBeUndefined();
	});

	it("with a device, offers the best local option across the quantized derivatives", async () => {
		const body = (await (await get(`/api/models/${LLAMA}/tree?device=rtx-4060&context=8192`)).json()) as TreeBody;
		expect(body).toMatchObject({ device: "rtx-4060", context: 8192 });
		expect(body.bestLocal).toMatchObject({ id: "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF", fits: "gpu" });
		// The option is the one the derivative's own fit recommends.
		const fit = (await (
			await get("/api/models/bartowski/Meta-Llama-3.1-8B-Instruct-GGUF/fit?device=rtx-4060&context=8192")
		).json()) as { recommended?: string };
		expect(body.bestLocal?.option).toBe(fit.recommended);
	});

	it("refuses bad parameters in the fit's words, and says when the model is unknown", async () => {
		expect(await expect400(`/api/models/${LLAMA}/tree?device=gtx-9999`, "device")).toMatch(/unknown device: gtx-9999/);
		expect(await expect400(`/api/models/${LLAMA}/tree?device=rtx-4060&context=0`, "context")).toMatch(
			/context must be a whole number/,
		);
		expect(await expect400(`/api/models/${LLAMA}/tree?depth=3`, "depth")).toMatch(/depth/);
		const res = await get("/api/models/nobody/nothing/tree");
		expect(res.status).toBe(404);
		expect(((await res.json()) as { error: string }).error).toBe("model not found: nobody/nothing");
	});

	it("is in the OpenAPI document", async () => {
		const doc = (await (await get("/api/openapi.json")).json()) as {
			paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
			components: { schemas: Record<string, unknown> };
		};
		const tree = doc.paths["/api/models/{owner}/{name}/tree"]?.get;
		expect(tree?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(["device", "context"]));
		expect(Object.keys(doc.components.schemas)).toContain("ModelTree");
	});
});

describe("the tree from an upstream hub", () => {
	it("answers the record's parents and its own best option, without derivatives (the hub's list gives no totals)", async () => {
		const asked: string[] = [];
		// A hub answering the record of the GGUF repository, and nothing else.
		const fetch: typeof globalThis.fetch = async (input) => {
			const url = new URL(String(input));
			asked.push(url.pathname);
			const id = decodeURIComponent(url.pathname.replace(/^\/api\/models\//, ""));
			const record = url.pathname.startsWith("/api/models/") ? getSampleModel(id) : undefined;
			return record ? Response.json(record) : Response.json({ error: "Entry not found" }, { status: 404 });
		};
		const upstream = createApp({ store: upstreamStore({ hubUrl: "http://hub.test", fetch }) });
		const res = await upstream.request("/api/models/bartowski/Meta-Llama-3.1-8B-Instruct-GGUF/tree?device=rtx-4060");
		expect(res.status).toBe(200);
		const body = (await res.json()) as TreeBody;
		expect(body.parents).toEqual([{ id: LLAMA, relation: "quantized" }]);
		expect(body.children).toBeUndefined();
		expect(body.bestLocal).toMatchObject({ id: "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF", fits: "gpu" });
		// No list request: the tree asks the hub for the record only.
		expect(asked.every((path) => !/^\/api\/models\/?$/.test(path))).toBe(true);
	});
});
