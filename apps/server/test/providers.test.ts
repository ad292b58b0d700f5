/**
 * `GET /api/models/{id}/providers` and `hubkit providers`: the same rows from the same record,
 * cheapest first; 404 for an unknown model, 400 naming `sort` for a sort it does not know.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ModelRecord } from "@hubkit/catalog";
import type { ProviderComparison } from "@hubkit/hub-core";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../cli/test/run-cli.js";
import { createApp } from "../src/app.js";

const today = new Date().toISOString().slice(0, 10);
const ROUTER = { kind: "router", url: "https://router.huggingface.co/v1/models" } as const;

const RECORD: ModelRecord = {
	id: "acme/chat-70b",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
	inferenceProviderMapping: [
		{
			provider: "together",
			providerId: "acme/chat-70b",
			task: "conversational",
			status: "live",
			contextLength: 131072,
			source: ROUTER,
			asOf: today,
		},
		{
			provider: "groq",
			providerId: "chat-70b",
			task: "conversational",
			status: "live",
			pricing: { input: 0.59, output: 0.79 },
			contextLength: 131072,
			tools: true,
			source: ROUTER,
			asOf: today,
		},
		{
			provider: "cerebras",
			providerId: "chat-70b",
			task: "conversational",
			status: "live",
			pricing: { input: 0.85, output: 1.2 },
			contextLength: 65536,
			performance: { firstTokenLatencyMs: 180, throughput: 2100 },
			source: ROUTER,
			asOf: today,
		},
	],
};

const dir = mkdtempSync(join(tmpdir(), "hubkit-providers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, "record.json");
writeFileSync(file, JSON.stringify(RECORD));

const app = createApp({ models: [RECORD] });

async function api(path: string): Promise<{ status: number; body: unknown }> {
	const res = await app.request(path);
	return { status: res.status, body: await res.json() };
}

describe("providers of a model", () => {
	it("answers the rows cheapest first, the unpriced provider last, with the cost line", async () => {
		const { status, body } = await api("/api/models/acme/chat-70b/providers");
		expect(status).toBe(200);
		const view = body as ProviderComparison;
		expect(view.providers.map((p) => p.provider)).toEqual(["groq", "cerebras", "together"]);
		expect(view.providers[2]?.pricing).toBeUndefined();
		expect(view.costLine).toBe("1,000 requests of 1,000 in + 500 out tokens ≈ $0.985 at groq");
		expect(view.asOf).toBe(today);
	});

	it("gives the CLI and the API the same rows, in every order", async () => {
		for (const sort of ["price", "context", "latency"]) {
			const cli = await runCli(["providers", file, "--sort", sort, "--json"]);
			expect(cli.stderr).toBe("");
			expect(cli.code).toBe(0);
			const { body } = await api(`/api/models/acme/chat-70b/providers?sort=${sort}`);
			expect(JSON.parse(cli.stdout)).toEqual(body);
		}
	});

	it("prints what the reader needs in text: prices, the unknown one named, marks, the cost line and the sources", async () => {
		const { code, stdout } = await runCli(["providers", file]);
		expect(code).toBe(0);
		expect(stdout).toMatch(/groq\s+live\s+\$0\.59 in \/ \$0\.79 out per M tokens/);
		expect(stdout).toMatch(/together\s+live\s+price not published/);
		expect(stdout).toContain("cheapest");
		expect(stdout).toContain("≈ $0.985 at groq");
		expect(stdout).toContain(`together: router https://router.huggingface.co/v1/models (read ${today})`);
	});

	it("refuses an unknown model (404) and a sort it does not know (400 naming sort), in the API and the CLI", async () => {
		expect(await api("/api/models/acme/nothing/providers")).toMatchObject({ status: 404, body: { field: "model" } });
		const bad = await api("/api/models/acme/chat-70b/providers?sort=speed");
		expect(bad.status).toBe(400);
		expect(bad.body).toEqual({ error: 'sort must be price, context, latency, not "speed"', field: "sort" });
		const cli = await runCli(["providers", file, "--sort", "speed"]);
		expect(cli.code).toBe(2);
		expect(cli.stderr).toContain('--sort must be price, context, latency, not "speed"');
	});
});

describe("the model list by provider, price and tool calling", () => {
	it("lists a model when one provider passes every filter, and counts the provider facets", async () => {
		const ids = async (query: string) => {
			const { status, body } = await api(`/api/models?${query}`);
			expect(status, JSON.stringify(body)).toBe(200);
			return (body as { models: { id: string }[] }).models.map((m) => m.id);
		};
		// groq: blended (3 × 0.59 + 0.79) / 4 = 0.64, with tools; cerebras: 0.9375, no tools.
		expect(await ids("provider=groq&maxPrice=1&tools=true")).toEqual(["acme/chat-70b"]);
		expect(await ids("provider=cerebras&tools=true")).toEqual([]);
		expect(await ids("maxPrice=0.6")).toEqual([]);
		const { body } = await api("/api/models?maxPrice=1&facets=true");
		const facets = (body as { facets: Record<string, { value: string; count: number }[]> }).facets;
		expect(facets.provider).toEqual([
			{ value: "cerebras", count: 1 },
			{ value: "groq", count: 1 },
		]);
		expect(facets.tools).toEqual([{ value: "true", count: 1 }]);
	});

	it("refuses a bad price or flag with a 400 naming the field", async () => {
		expect(await api("/api/models?maxPrice=free")).toMatchObject({ status: 400, body: { field: "maxPrice" } });
		expect(await api("/api/models?maxPrice=0")).toMatchObject({ status: 400, body: { field: "maxPrice" } });
		expect(await api("/api/models?tools=yes")).toMatchObject({
			status: 400,
			body: {
				field: "tools",
				error: "tools takes only true (leave it out to list models with or without tool calling)",
			},
		});
	});
});

describe("letting the router pick: the :cheapest / :fastest policies", () => {
	it("writes the snippets for the router with the suffixed model, and the CLI offers both", async () => {
		const fastest = await api("/api/models/acme/chat-70b/snippets?routing=fastest");
		expect(fastest.status).toBe(200);
		expect(JSON.stringify(fastest.body)).toContain("acme/chat-70b:fastest");
		expect(JSON.stringify(fastest.body)).not.toContain("acme/chat-70b:cheapest");
		const { stdout } = await runCli(["providers", file]);
		expect(stdout).toContain("--routing cheapest (model acme/chat-70b:cheapest) or --routing fastest");
		const cli = await runCli(["snippets", file, "--routing", "cheapest", "--language", "sh"]);
		expect(cli.code, cli.stderr).toBe(0);
		expect(cli.stdout).toContain('"model": "acme/chat-70b:cheapest"');
	});

	it("refuses a policy it does not know, or one beside a named provider, naming routing", async () => {
		expect(await api("/api/models/acme/chat-70b/snippets?routing=slowest")).toMatchObject({
			status: 400,
			body: { field: "routing", error: "routing must be cheapest or fastest" },
		});
		expect(await api("/api/models/acme/chat-70b/snippets?routing=fastest&provider=groq")).toMatchObject({
			status: 400,
			body: { field: "routing" },
		});
	});
});
