import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LIBRARIES, LIBRARY_IDS, LOCAL_APPS, PIPELINE_TYPES, TASKS } from "@hubkit/catalog";
import { blockVerification, libraryVerification, PROVIDER_IDS, proofsOf, unservedNote } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";
import { FIXTURE_MODELS } from "./fixtures.js";

let server: RunningServer;
const logLines: string[] = [];
const emptyWebDir = mkdtempSync(join(tmpdir(), "hubkit-web-missing-"));

beforeAll(async () => {
	server = await startServer({ port: 0, models: FIXTURE_MODELS, webDir: emptyWebDir, log: (l) => logLines.push(l) });
});
afterAll(async () => {
	await server.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
async function getJson<T = unknown>(path: string, status = 200): Promise<T> {
	const res = await get(path);
	expect(res.status, `${path} → ${res.status}`).toBe(status);
	expect(res.headers.get("content-type")).toMatch(/^application\/json/);
	return (await res.json()) as T;
}
async function expectError(res: Response, status: number, field?: string) {
	expect(res.status).toBe(status);
	expect(res.headers.get("content-type")).toMatch(/^application\/json/);
	const body = (await res.json()) as { error: string; field?: string };
	expect(typeof body.error).toBe("string");
	expect(body.error.length).toBeGreaterThan(0);
	expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
	if (field !== undefined) expect(body.field).toBe(field);
	return body;
}

describe("server: health and OpenAPI", () => {
	it("answers /api/health", async () => {
		const body = await getJson<{ status: string; source: string; models: number }>("/api/health");
		expect(body).toMatchObject({ status: "ok", source: "embedded", models: FIXTURE_MODELS.length });
	});

	it("serves an OpenAPI 3.1 document describing every route", async () => {
		const doc = await getJson<{ openapi: string; paths: Record<string, Record<string, unknown>> }>("/api/openapi.json");
		expect(doc.openapi).toBe("3.1.0");
		for (const path of [
			"/api/health",
			"/api/tasks",
			"/api/tasks/{id}",
			"/api/libraries",
			"/api/libraries/{id}",
			"/api/local-apps",
			"/api/models",
			"/api/models/{owner}/{name}",
			"/api/models/{owner}/{name}/snippets",
		]) {
			expect(doc.paths[path]?.get, path).toBeDefined();
		}
		expect(doc.paths["/api/snippets"]?.post).toBeDefined();
		const schemas = Object.keys((doc as { components?: { schemas?: object } }).components?.schemas ?? {});
		for (const name of [
			"Error",
			"TaskSummary",
			"LibraryDetail",
			"LocalAppSummary",
			"ModelList",
			"Snippets",
			"SnippetsRequest",
		]) {
			expect(schemas, name).toContain(name);
		}
		const snippetsGet = doc.paths["/api/models/{owner}/{name}/snippets"]?.get as { parameters?: { name: string }[] };
		const snippetParams = snippetsGet?.parameters ?? [];
		expect(snippetParams.map((p) => p.name).sort()).toEqual(
			[
				"billTo",
				"client",
				"directRequest",
				"endpointUrl",
				"file",
				"language",
				"libraries",
				"name",
				"owner",
				"provider",
				"routing",
				"streaming",
			].sort(),
		);
	});

	it("gives every operation of the document a summary", async () => {
		const doc = await getJson<{ paths: Record<string, Record<string, { summary?: string }>> }>("/api/openapi.json");
		const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
			Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, summary: operation.summary })),
		);
		expect(operations.length).toBeGreaterThan(0);
		for (const { at, summary } of operations) expect(summary?.trim(), at).toBeTruthy();
	});

	it("answers GET /api with where the document is and every route of it", async () => {
		const index = await getJson<{ openapi: string; routes: { method: string; path: string; summary: string }[] }>(
			"/api",
		);
		expect(index.openapi).toBe("/api/openapi.json");
		expect((await get(index.openapi)).status).toBe(200);
		const doc = await getJson<{ paths: Record<string, Record<string, { summary?: string }>> }>(index.openapi);
		const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
			Object.entries(methods).map(([method, operation]) => ({
				method: method.toUpperCase(),
				path,
				summary: operation.summary,
			})),
		);
		const line = (r: { method: string; path: string; summary?: string }) => `${r.method} ${r.path}: ${r.summary}`;
		expect(index.routes.map(line).sort()).toEqual(documented.map(line).sort());
		for (const route of ["GET /api/models", "GET /api/tasks", "GET /api/models/{owner}/{name}/snippets"]) {
			expect(index.routes.map((r) => `${r.method} ${r.path}`)).toContain(route);
		}
	});
});

describe("server: catalogue routes", () => {
	it("lists every pipeline tag as a task with its model count", async () => {
		const tasks =
			await getJson<{ id: string; label: string; modality: string; isPlaceholder: boolean; modelCount: number }[]>(
				"/api/tasks",
			);
		expect(tasks.map((t) => t.id)).toEqual(PIPELINE_TYPES);
		const textGeneration = tasks.find((t) => t.id === "text-generation");
		expect(textGeneration).toMatchObject({ label: "Text Generation", modality: "nlp", modelCount: 2 });
		expect(typeof textGeneration?.isPlaceholder).toBe("boolean");
		expect(tasks.find((t) => t.id === "fill-mask")?.modelCount).toBe(1);
	});

	it("returns one task's data, and 404 JSON for an unknown task", async () => {
		const task = await getJson<{ id: string; label: string; libraries: string[] }>("/api/tasks/text-generation");
		expect(task.id).toBe("text-generation");
		expect(task.label).toBe(TASKS["text-generation"].label);
		expect(task.libraries).toEqual([...TASKS["text-generation"].libraries]);
		await expectError(await get("/api/tasks/not-a-task"), 404, "id");
		await expectError(await get("/api/tasks/..%2F..%2Fetc"), 400, "id");
		await expectError(await get("/api/libraries/%00"), 400, "id");
	});

	it("lists libraries without generator functions, with hasSnippets", async () => {
		const libraries = await getJson<Record<string, unknown>[]>("/api/libraries");
		expect(libraries.map((l) => l.id)).toEqual(LIBRARY_IDS);
		const transformers = libraries.find((l) => l.id === "transformers");
		expect(transformers).toMatchObject({ prettyLabel: "Transformers", hasSnippets: true, snippetLanguage: "python" });
		for (const l of libraries) expect(l).not.toHaveProperty("snippets");
	});

	it("returns one library with its tasks and the catalogue's models", async () => {
		const lib = await getJson<{ id: string; tasks: string[]; modelCount: number; models: { id: string }[] }>(
			"/api/libraries/transformers",
		);
		expect(lib.id).toBe("transformers");
		expect(lib.tasks).toContain("text-generation");
		expect(lib.modelCount).toBe(2);
		expect(lib.models.map((m) => m.id).sort()).toEqual(["acme/bert-tiny", "acme/chat-7b"]);
		await expectError(await get("/api/libraries/no-such-lib"), 404, "id");
	});

	it("lists local apps with their kind", async () => {
		const apps = await getJson<Record<string, unknown>[]>("/api/local-apps");
		expect(apps.map((a) => a.id)).toEqual(Object.keys(LOCAL_APPS));
		for (const app of apps) {
			const source = LOCAL_APPS[String(app.id)];
			expect(app.kind).toBe(source?.snippet ? "snippet" : "deeplink");
			expect(app.prettyLabel).toBe(source?.prettyLabel);
		}
		for (const app of apps) {
			expect(Object.keys(app).sort()).toEqual(["docsUrl", "id", "kind", "macOSOnly", "mainTask", "prettyLabel"]);
			expect(["snippet", "deeplink"]).toContain(app.kind);
			expect(typeof app.macOSOnly).toBe("boolean");
		}
	});
});

describe("server: models", () => {
	type List = { total: number; models: { id: string; downloads: number; likes: number; tags: string[] }[] };

	it("lists models by downloads with total, limit and offset", async () => {
		const all = await getJson<List>("/api/models");
		expect(all.total).toBe(FIXTURE_MODELS.length);
		expect(all.models.map((m) => m.id)).toEqual([
			"acme/bert-tiny",
			"acme/chat-7b",
			"quant/chat-7b-GGUF",
			"pixels/sd-mini",
			"lab/weird.name_v2",
		]);
		const page = await getJson<List>("/api/models?limit=2&offset=1");
		expect(page.total).toBe(FIXTURE_MODELS.length);
		expect(page.models.map((m) => m.id)).toEqual(["acme/chat-7b", "quant/chat-7b-GGUF"]);
		const beyond = await getJson<List>("/api/models?offset=50");
		expect(beyond).toEqual({ total: FIXTURE_MODELS.length, models: [] });
	});

	it("filters by search, pipeline_tag and library, and sorts", async () => {
		expect((await getJson<List>("/api/models?search=CHAT")).models.map((m) => m.id).sort()).toEqual([
			"acme/chat-7b",
			"quant/chat-7b-GGUF",
		]);
		// Words match separately, in any order: a search typed with spaces still finds the id.
		expect((await getJson<List>("/api/models?search=7b%20chat")).models.map((m) => m.id).sort()).toEqual([
			"acme/chat-7b",
			"quant/chat-7b-GGUF",
		]);
		expect((await getJson<List>("/api/models?search=%20gguf%20%20chat%20")).models.map((m) => m.id)).toEqual([
			"quant/chat-7b-GGUF",
		]);
		expect((await getJson<List>("/api/models?search=chat%20bert")).total).toBe(0);
		const tg = await getJson<List>("/api/models?pipeline_tag=text-generation&library=gguf");
		expect(tg.total).toBe(1);
		expect(tg.models[0]?.id).toBe("quant/chat-7b-GGUF");
		expect((await getJson<List>("/api/models?sort=likes&limit=1")).models[0]?.id).toBe("pixels/sd-mini");
		expect((await getJson<List>("/api/models?sort=id&limit=1")).models[0]?.id).toBe("acme/bert-tiny");
		expect((await getJson<List>("/api/models?library=keras")).total).toBe(0);
	});

	it("rejects bad list parameters with 400 naming the field", async () => {
		await expectError(await get("/api/models?limit=0"), 400, "limit");
		await expectError(await get("/api/models?limit=101"), 400, "limit");
		await expectError(await get("/api/models?limit=abc"), 400, "limit");
		await expectError(await get("/api/models?offset=-1"), 400, "offset");
		await expectError(await get("/api/models?pipeline_tag="), 400, "pipeline_tag");
		await expectError(await get("/api/models?sort=random"), 400, "sort");
		await expectError(await get("/api/models?library=a%0Ab"), 400, "library");
		await expectError(await get(`/api/models?license=${"x".repeat(201)}`), 400, "license");
	});

	it("returns a record, 404 for a missing model, 400 for a malformed id", async () => {
		const record = await getJson<{ id: string; pipeline_tag: string }>("/api/models/acme/chat-7b");
		expect(record).toMatchObject({ id: "acme/chat-7b", pipeline_tag: "text-generation" });
		expect((await getJson<{ id: string }>("/api/models/lab/weird.name_v2")).id).toBe("lab/weird.name_v2");
		await expectError(await get("/api/models/acme/missing"), 404, "model");
		await expectError(await get("/api/models/-acme/x"), 400, "owner");
		await expectError(await get("/api/models/acme/bad%20name"), 400, "name");
		await expectError(await get("/api/models/acme/%27%24(touch%20x)"), 400, "name");
		await expectError(await get(`/api/models/acme/${"a".repeat(97)}`), 400, "name");
	});
});

describe("server: snippets", () => {
	type Snippets = {
		libraries: { library: string; language: string; snippets: string[] }[];
		localApps: { app: string; prettyLabel: string; macOSOnly: boolean; snippets?: unknown[]; deeplink?: string }[];
		inference: { language: string; client: string; content: string }[];
		chat: boolean;
		providers: { id: string; serves: boolean }[];
		notes: string[];
		errors: string[];
	};
	const expectShape = (body: Snippets) => {
		expect(Object.keys(body).sort()).toEqual([
			"chat",
			"errors",
			"inference",
			"libraries",
			"localApps",
			"notes",
			"providers",
		]);
		for (const l of body.libraries) {
			expect(typeof l.library).toBe("string");
			expect(typeof l.language).toBe("string");
			for (const s of l.snippets) expect(typeof s).toBe("string");
		}
		for (const a of body.localApps) {
			expect(typeof a.prettyLabel).toBe("string");
			expect(a.snippets !== undefined || a.deeplink !== undefined).toBe(true);
		}
		for (const s of body.inference) expect(typeof s.content).toBe("string");
	};

	it("returns { libraries, localApps, inference } for a catalogue model", async () => {
		const body = await getJson<Snippets>("/api/models/acme/chat-7b/snippets");
		expectShape(body);
		const chat = FIXTURE_MODELS[0];
		if (!chat) throw new Error("fixture missing");
		const snippets = LIBRARIES.transformers.snippets?.(chat) ?? [];
		// The server proves a text no manifest lists by the same template on the sample catalogue.
		const proofs = proofsOf(SAMPLE_MODELS);
		const verification = snippets.map((text) => libraryVerification("transformers", chat, text, proofs));
		expect(body.libraries).toEqual([{ library: "transformers", language: "python", snippets, verification }]);
	});

	it("lists exactly the local apps that offer the model, with commands or a deeplink", async () => {
		const gguf = FIXTURE_MODELS.find((m) => m.id === "quant/chat-7b-GGUF");
		if (!gguf) throw new Error("fixture missing");
		const body = await getJson<Snippets>("/api/models/quant/chat-7b-GGUF/snippets");
		const expected = Object.entries(LOCAL_APPS)
			.filter(([, app]) => !app.comingSoon && app.displayOnModelPage(gguf))
			.map(([id]) => id);
		expect(expected.length).toBeGreaterThan(0);
		expect(body.localApps.map((a) => a.app)).toEqual(expected);
		for (const view of body.localApps) {
			const app = LOCAL_APPS[view.app];
			if (app?.deeplink) expect(view.deeplink).toBe(app.deeplink(gguf).toString());
			if (app?.snippet) {
				const proofs = proofsOf(SAMPLE_MODELS);
				const blocks = app
					.snippet(gguf)
					.map((b) => ({ ...b, verification: blockVerification(view.app, gguf, b, proofs) }));
				expect(view.snippets).toEqual(blocks);
			}
		}
	});

	it("filters inference snippets by language and client", async () => {
		const python = await getJson<Snippets>("/api/models/acme/chat-7b/snippets?provider=together&language=python");
		expectShape(python);
		for (const s of python.inference) expect(s.language).toBe("python");
		const curl = await getJson<Snippets>(
			"/api/models/acme/chat-7b/snippets?provider=together&language=sh&client=curl&streaming=true",
		);
		for (const s of curl.inference) expect(s.client).toBe("curl");
	});

	it("passes the provider mapping and options to the inference generator", async () => {
		const direct = await getJson<Snippets>(
			"/api/models/acme/chat-7b/snippets?provider=together&directRequest=true&language=python&client=requests",
		);
		expect(direct.inference.length).toBeGreaterThan(0);
		// A direct call names the model by its id at the provider (from the record's mapping).
		for (const s of direct.inference) expect(s.content).toContain("acme/chat-7b-together");
		const billed = await getJson<Snippets>(
			"/api/models/acme/chat-7b/snippets?provider=together&language=sh&billTo=my-org",
		);
		expect(billed.inference.length).toBeGreaterThan(0);
		for (const s of billed.inference) expect(s.content).toContain("my-org");
		const streamed = await getJson<Snippets>(
			"/api/models/acme/chat-7b/snippets?provider=together&language=python&streaming=true",
		);
		expect(streamed.inference.some((s) => s.content.includes("stream"))).toBe(true);
	});

	it("accepts every known provider and the boolean spellings", async () => {
		for (const provider of PROVIDER_IDS.slice(0, 4)) {
			expectShape(await getJson<Snippets>(`/api/models/acme/chat-7b/snippets?provider=${provider}`));
		}
		await getJson("/api/models/acme/chat-7b/snippets?streaming=1&directRequest=0");
	});

	it("adds the snippets of other libraries asked for, and names a chosen file in local apps' commands", async () => {
		const base = "/api/models/acme/chat-7b/snippets";
		const both = await getJson<Snippets>(`${base}?libraries=transformers.js`);
		expect(both.libraries.map((l) => l.library)).toEqual(["transformers", "transformers.js"]);
		expect(both.libraries[1]?.language).toBe("js");
		await expectError(await get(`${base}?libraries=transformers.js,no-such-lib`), 400, "libraries");
		const gguf = "/api/models/quant/chat-7b-GGUF/snippets";
		const chosen = await getJson<Snippets>(`${gguf}?file=chat-7b.Q8_0.gguf`);
		const llama = (body: Snippets) => JSON.stringify(body.localApps.find((a) => a.app === "llama.cpp"));
		expect(llama(chosen)).toContain("Q8_0");
		expect(llama(await getJson<Snippets>(gguf))).not.toContain("Q8_0");
		await expectError(await get(`${gguf}?file=other.gguf`), 400, "file");
	});

	it("answers the providers to pick from, the notes and the generator's errors", async () => {
		const base = "/api/models/acme/chat-7b/snippets";
		const body = await getJson<Snippets>(`${base}?provider=groq`);
		expect(body.chat).toBe(true);
		expect(body.providers[0]).toEqual({ id: "auto", serves: false });
		expect(body.providers.find((p) => p.id === "together")).toEqual({ id: "together", serves: true });
		expect(body.notes).toEqual([unservedNote("groq", ["hf-inference", "together"])]);
		expect((await getJson<Snippets>(`${base}?provider=together`)).notes).toEqual([]);
		const res = await get("/api/snippets", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({
				model: {
					id: "me/image",
					pipeline_tag: "text-to-image",
					inferenceProviderMapping: [
						{ provider: "fal-ai", providerId: "no-slash", task: "text-to-image", status: "live" },
					],
				},
				provider: "fal-ai",
			}),
		});
		const refused = (await res.json()) as Snippets;
		expect(refused.inference).toEqual([]);
		expect(refused.errors).toEqual(["Invalid app id: no-slash. Must be in the format <appOwner>/<appId>"]);
	});

	it("rejects every bad snippet option with 400 naming the field", async () => {
		const base = "/api/models/acme/chat-7b/snippets";
		await expectError(await get(`${base}?provider=nobody`), 400, "provider");
		await expectError(await get(`${base}?language=ruby`), 400, "language");
		await expectError(await get(`${base}?client=telnet`), 400, "client");
		await expectError(await get(`${base}?language=sh&client=requests`), 400, "client");
		await expectError(await get(`${base}?streaming=yes`), 400, "streaming");
		await expectError(await get(`${base}?directRequest=maybe`), 400, "directRequest");
		await expectError(await get(`${base}?endpointUrl=not-a-url`), 400, "endpointUrl");
		await expectError(
			await get(`${base}?endpointUrl=${encodeURIComponent("javascript:alert(1)")}`),
			400,
			"endpointUrl",
		);
		await expectError(
			await get(`${base}?endpointUrl=${encodeURIComponent("https://u:p@x.example")}`),
			400,
			"endpointUrl",
		);
		await expectError(await get(`${base}?billTo=${encodeURIComponent("org'; rm -rf ~")}`), 400, "billTo");
		await expectError(await get("/api/models/acme/nope/snippets"), 404, "model");
	});

	it("explains a bad option in the same words as hubkit (@hubkit/hub-core)", async () => {
		const base = "/api/models/acme/chat-7b/snippets";
		const cases: [string, string, string][] = [
			["provider=nobody", "provider", `unknown provider: nobody (one of ${PROVIDER_IDS.join(", ")})`],
			["language=sh&client=requests", "client", "unknown sh client: requests (one of curl)"],
			["billTo=a%20b", "billTo", "billTo must be a user or organisation name"],
			["endpointUrl=ftp%3A%2F%2Fx", "endpointUrl", "endpointUrl must be an http(s) URL"],
		];
		for (const [query, field, error] of cases) {
			expect(await expectError(await get(`${base}?${query}`), 400, field), query).toEqual({ error, field });
		}
	});

	it("POST /api/snippets renders a record that is not in the catalogue", async () => {
		const res = await get("/api/snippets", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({
				model: {
					id: "someone/new-model",
					pipeline_tag: "fill-mask",
					library_name: "transformers",
					mask_token: "[MASK]",
				},
				provider: "hf-inference",
				options: { language: "python", streaming: false },
			}),
		});
		expect(res.status).toBe(200);
		const body = (await res.json()) as Snippets;
		expectShape(body);
		for (const s of body.inference) expect(s.language).toBe("python");
	});

	it("POST /api/snippets: 4xx JSON for bad bodies, naming the field", async () => {
		const post = (body: string, type = "application/json") =>
			get("/api/snippets", { method: "POST", headers: { "content-type": type }, body });
		await expectError(await post("{not json"), 400, "body");
		await expectError(await post("{}", "text/plain"), 415, "body");
		await expectError(await post("[]"), 400, "body");
		await expectError(await post(JSON.stringify({ provider: "auto" })), 400, "model");
		await expectError(await post(JSON.stringify({ model: { id: "bad id with spaces" } })), 400, "model.id");
		await expectError(await post(JSON.stringify({ model: { id: "a/b", tags: "x" } })), 400, "model.tags");
		await expectError(await post(JSON.stringify({ model: { id: "a/b" }, provider: "nobody" })), 400, "provider");
		await expectError(
			await post(JSON.stringify({ model: { id: "a/b" }, options: { endpointUrl: "ftp://x" } })),
			400,
			"options.endpointUrl",
		);
		await expectError(
			await post(JSON.stringify({ model: { id: "a/b" }, options: { language: "sh", client: "openai" } })),
			400,
			"options.client",
		);
		await expectError(
			await post(JSON.stringify({ model: { id: "a/b", padding: "x".repeat(70 * 1024) } })),
			413,
			"body",
		);
	});
});

describe("server: headers, caching, logging, web app", () => {
	it("sets the security headers on API and page answers", async () => {
		for (const path of ["/api/tasks", "/"]) {
			const res = await get(path);
			const csp = res.headers.get("content-security-policy") ?? "";
			expect(csp).toContain("default-src 'self'");
			expect(csp).toContain("script-src 'self'");
			expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
			expect(csp).toContain("object-src 'none'");
			expect(res.headers.get("x-content-type-options")).toBe("nosniff");
			expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
		}
	});

	it("sends an ETag on catalogue answers and 304 when it matches", async () => {
		for (const path of [
			"/api/tasks",
			"/api/libraries/transformers",
			"/api/local-apps",
			"/api/models?limit=2",
			"/api/models/acme/chat-7b",
		]) {
			const first = await get(path);
			const etag = first.headers.get("etag");
			expect(etag, path).toMatch(/^(W\/)?"[\w-]+"$/);
			await first.arrayBuffer();
			const again = await get(path, { headers: { "if-none-match": etag ?? "" } });
			expect(again.status, path).toBe(304);
			expect(await again.text()).toBe("");
			const stale = await get(path, { headers: { "if-none-match": '"stale"' } });
			expect(stale.status).toBe(200);
			await stale.arrayBuffer();
		}
	});

	it("compresses large answers when the client accepts gzip", async () => {
		const res = await get("/api/libraries", { headers: { "accept-encoding": "gzip" } });
		expect(res.headers.get("content-encoding")).toBe("gzip");
		expect(((await res.json()) as unknown[]).length).toBe(LIBRARY_IDS.length); // fetch decodes it
	});

	it("answers unknown API routes with 404 JSON", async () => {
		await expectError(await get("/api/nothing-here"), 404);
		await expectError(await get("/api/tasks", { method: "DELETE" }), 404);
	});

	it("never logs bill-to values or tokens from query strings", async () => {
		await getJson("/api/models/acme/chat-7b/snippets?billTo=secret-org-4242&provider=together");
		await get("/api/models?search=x&accessToken=hf_supersecret123");
		const log = logLines.join("\n");
		expect(log).toContain("GET /api/models/acme/chat-7b/snippets 200");
		expect(log).not.toContain("secret-org-4242");
		expect(log).not.toContain("hf_supersecret123");
	});

	it("says the web app is not built when apps/web/dist is missing", async () => {
		const res = await get("/models/acme/chat-7b");
		expect(res.status).toBe(200);
		expect(res.headers.get("content-type")).toMatch(/^text\/html/);
		const html = await res.text();
		expect(html).toContain("The web app is not built yet");
		expect(html).not.toContain("<script");
	});
});

describe("server: the built web app", () => {
	let web: RunningServer;
	beforeAll(async () => {
		const dir = mkdtempSync(join(tmpdir(), "hubkit-web-"));
		mkdirSync(join(dir, "assets"));
		writeFileSync(
			join(dir, "index.html"),
			'<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
		);
		writeFileSync(join(dir, "assets/app.js"), "console.log('hubkit');\n".repeat(200));
		web = await startServer({ port: 0, models: FIXTURE_MODELS, webDir: dir });
	});
	afterAll(() => web.close());

	it("serves files, immutable assets, and index.html for client routes", async () => {
		const asset = await fetch(`${web.url}/assets/app.js`);
		expect(asset.status).toBe(200);
		expect(asset.headers.get("cache-control")).toContain("immutable");
		expect(await asset.text()).toContain("hubkit");
		for (const route of [
			"/",
			"/tasks/text-generation",
			"/models/acme/chat-7b",
			"/libraries/transformers.js",
			"/models/acme/chat-v1.5",
		]) {
			const page = await fetch(`${web.url}${route}`);
			expect(page.status, route).toBe(200);
			expect(await page.text()).toContain('<div id="root">');
		}
		expect((await fetch(`${web.url}/missing.png`)).status).toBe(404);
		expect((await fetch(`${web.url}/assets/missing.js`)).status).toBe(404);
		const gzipped = await fetch(`${web.url}/assets/app.js`, { headers: { "accept-encoding": "gzip" } });
		expect(gzipped.headers.get("content-encoding")).toBe("gzip");
		expect(gzipped.headers.get("content-security-policy")).toContain("script-src 'self'");
		expect(await gzipped.text()).toContain("hubkit");
		expect((await fetch(`${web.url}/api/tasks`)).status).toBe(200);
	});
});
