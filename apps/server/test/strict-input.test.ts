/**
 * The API reads what a request sends strictly: integers (context too) are plain decimals, a query
 * parameter is one the route takes and is given once, a body is UTF-8 JSON sent as
 * application/json, and model ids follow hub-core's rule.
 * Each refusal is a 4xx `{ error, field }` naming what to fix.
 */
import { modelIdProblem } from "@hubkit/hub-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../src/routes.js";
import { type RunningServer, startServer } from "../src/server.js";
import { FIXTURE_MODELS } from "./fixtures.js";

let server: RunningServer;
beforeAll(async () => {
	server = await startServer({ port: 0, models: FIXTURE_MODELS, webDir: "/nonexistent-hubkit-web" });
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

async function refused(res: Response, status: number, field: string): Promise<string> {
	expect(res.status).toBe(status);
	const body = (await res.json()) as { error: string; field?: string };
	expect(body.field).toBe(field);
	expect(body.error.length).toBeGreaterThan(0);
	return body.error;
}

const SNIPPETS = "/api/models/acme/chat-7b/snippets";

describe("integer query parameters", () => {
	for (const field of ["limit", "offset"]) {
		for (const raw of [
			"0x10",
			"1e2",
			"%205",
			"5%20",
			"-0",
			"+5",
			"05",
			"1.0",
			"1_0",
			"",
			"Infinity",
			"9".repeat(400),
		]) {
			it(`refuses ${field}=${raw.slice(0, 12)}`, async () => {
				const error = await refused(await get(`/api/models?${field}=${raw}`), 400, field);
				expect(error).toContain(field);
			});
		}
	}

	// `context` (of `fits` and of a fit) follows the same rule; `+8192` is a space once decoded.
	const FIT = "/api/models/acme/chat-7b/fit";
	for (const path of ["/api/models?fits=rtx-4090&", `${FIT}?device=rtx-4090&`]) {
		for (const raw of ["0x10", "1e4", "%208192", "8192%20", "+8192", "%2B8192", "08192", "8192.0", "-1", ""]) {
			it(`refuses ${path.split("?")[0]} context=${raw}`, async () => {
				const error = await refused(await get(`${path}context=${raw}`), 400, "context");
				expect(error).toContain("context");
			});
		}
		it(`reads ${path.split("?")[0]} context=4096`, async () => {
			expect((await get(`${path}context=4096`)).status).toBe(200);
		});
	}

	it("documents context as digits with an optional k or M, and what they mean", async () => {
		const doc = (await (await get("/api/openapi.json")).json()) as {
			paths: Record<
				string,
				{ get: { parameters: { name: string; description?: string; schema: Record<string, unknown> }[] } }
			>;
		};
		for (const path of ["/api/models", "/api/models/{owner}/{name}/fit"]) {
			const context = doc.paths[path]?.get.parameters.find((p) => p.name === "context");
			expect(context?.schema).toMatchObject({ type: "string" });
			const pattern = new RegExp(String(context?.schema.pattern));
			for (const text of ["8192", "8k", "32K", "1M"]) expect(pattern.test(text), text).toBe(true);
			for (const text of ["8.5k", "k", "-8k", "8kb", "08192"]) expect(pattern.test(text), text).toBe(false);
			expect(context?.description).toContain("k = 1024, M = 1024²");
		}
	});

	// k = 1024 tokens and M = 1024², as context lengths are written; the same check as the CLI's.
	for (const path of ["/api/models?fits=rtx-4090&", `${FIT}?device=rtx-4090&`]) {
		for (const raw of ["8.5k", "k", "-8k", "8kb", "08k", "11M"]) {
			it(`refuses ${path.split("?")[0]} context=${raw}, naming the accepted forms`, async () => {
				const error = await refused(await get(`${path}context=${raw}`), 400, "context");
				expect(error).toBe(
					"context must be a whole number of tokens from 1 to 10485760, in digits or with k or M (8k = 8192, 1M = 1048576)",
				);
			});
		}
	}
	it("reads context=8k as 8192 and 32K as 32768 in a fit", async () => {
		for (const [raw, tokens] of [
			["8k", 8192],
			["32K", 32_768],
			["1M", 1_048_576],
		] as const) {
			const res = await get(`${FIT}?device=rtx-4090&context=${raw}`);
			expect(res.status).toBe(200);
			expect(((await res.json()) as { context: number }).context).toBe(tokens);
		}
	});
	it("answers fits=…&context=8k as fits at 8192", async () => {
		const ids = async (query: string) =>
			((await (await get(`/api/models?${query}`)).json()) as { models: { id: string }[] }).models.map((m) => m.id);
		expect(await ids("fits=rtx-4060&context=8k")).toEqual(await ids("fits=rtx-4060&context=8192"));
	});

	it("reads plain decimals, and keeps the defaults when absent", async () => {
		const page = async (query: string) =>
			((await (await get(`/api/models${query}`)).json()) as { models: unknown[] }).models;
		const all = await page("");
		expect(all.length).toBeGreaterThan(2);
		expect(await page("?limit=2")).toEqual(all.slice(0, 2));
		expect(await page("?limit=2&offset=1")).toEqual(all.slice(1, 3));
		expect(await page("?offset=0")).toEqual(all);
	});

	it("documents them as integers with their range", async () => {
		const doc = (await (await get("/api/openapi.json")).json()) as {
			paths: Record<string, { get: { parameters: { name: string; schema: Record<string, unknown> }[] } }>;
		};
		const limit = doc.paths["/api/models"]?.get.parameters.find((p) => p.name === "limit");
		expect(limit?.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
	});
});

describe("the model list's context", () => {
	it("is refused without fits, rather than ignored (the list would not be the one meant)", async () => {
		expect(await refused(await get("/api/models?context=4096"), 400, "context")).toBe("context needs fits");
		expect((await get("/api/models?context=4096&fits=rtx-4090")).status).toBe(200);
	});
});

describe("the upstream cursor", () => {
	// The hub's own opaque token: only what cannot be one is refused.
	for (const [raw, says] of [
		["", "empty"],
		["a%0Ab", "control characters"],
		["a%00b", "control characters"],
		["%1B%5B2J", "control characters"],
		["x".repeat(1001), "longer than 1000"],
	] as const) {
		it(`refuses cursor=${raw.slice(0, 12)}`, async () => {
			const error = await refused(await get(`/api/models?cursor=${raw}`), 400, "cursor");
			expect(error).toContain(says);
		});
	}

	it("takes a token as a hub sends it", async () => {
		expect((await get("/api/models?cursor=eyJfaWQiOnsiJGd0IjoiNjY0In19")).status).toBe(200);
	});
});

describe("single-valued query parameters", () => {
	const cases: [string, string, string][] = [
		["/api/models", "limit=1&limit=2", "limit"],
		["/api/models", "search=a&search=b", "search"],
		["/api/models", "sort=id&pipeline_tag=fill-mask&sort=likes", "sort"],
		[SNIPPETS, "provider=together&provider=groq", "provider"],
		[SNIPPETS, "provider=together&provider=together", "provider"],
		[SNIPPETS, "libraries=peft&libraries=diffusers", "libraries"],
		[SNIPPETS, "endpointUrl=https%3A%2F%2Fa.example&endpointUrl=https%3A%2F%2Fb.example", "endpointUrl"],
		["/api/tasks", "x=1&x=2", "x"],
	];
	for (const [path, query, field] of cases) {
		it(`refuses ${path}?${query}, naming ${field}`, async () => {
			const error = await refused(await get(`${path}?${query}`), 400, field);
			expect(error).toContain(`${field} is given more than once`);
		});
	}

	it("takes a list of libraries as one comma-separated value", async () => {
		expect((await get(`${SNIPPETS}?libraries=peft,diffusers`)).status).toBe(200);
		const error = await refused(await get(`${SNIPPETS}?libraries=peft&libraries=diffusers`), 400, "libraries");
		expect(error).toContain("comma-separated");
	});

	it("still answers a query with distinct parameters", async () => {
		expect((await get(`${SNIPPETS}?provider=together&language=python&client=openai`)).status).toBe(200);
	});
});

describe("query parameters a route does not take", () => {
	const FIT = "/api/models/acme/chat-7b/fit";
	const cases: [string, string, string][] = [
		["/api/models", "task=fill-mask", "task"],
		["/api/models", "serach=chat", "serach"],
		["/api/models", "search=chat&author=acme", "author"],
		[FIT, "device=rtx-4090&ctx=4096", "ctx"],
		[SNIPPETS, "lang=python", "lang"],
	];
	for (const [path, query, field] of cases) {
		it(`refuses ${path}?${query}, naming ${field} and the route's parameters`, async () => {
			const error = await refused(await get(`${path}?${query}`), 400, field);
			expect(error).toContain(`unknown parameter ${field}`);
			expect(error).toMatch(/takes \w+, /);
		});
	}

	// Every route, read from the routes' own declarations: a new route is covered when it is added.
	const concrete = (path: string) =>
		path
			.replace("{owner}/{name}", "acme/chat-7b")
			.replace("/tasks/{id}", "/tasks/text-generation")
			.replace("/libraries/{id}", "/libraries/transformers")
			// A route with a required parameter gets it, so that only the unknown one is wrong.
			.replace(/^\/api\/compare$/, "/api/compare?models=acme/chat-7b,acme/bert-tiny")
			.replace(/^\/api\/leaderboard$/, "/api/leaderboard?dataset=Idavidrein/gpqa&metric=accuracy");
	const routes = [
		...Object.values(ROUTES).map((r) => ({ method: r.method.toUpperCase(), path: concrete(r.path) })),
		{ method: "GET", path: "/api/openapi.json" },
	];
	for (const { method, path } of routes) {
		it(`refuses ${method} ${path}?unknown=1, naming it`, async () => {
			const body = method === "POST" ? JSON.stringify({ model: { id: "someone/new-model" } }) : undefined;
			const res = await get(`${path}${path.includes("?") ? "&" : "?"}unknown=1`, {
				method,
				body,
				headers: { "content-type": "application/json" },
			});
			const error = await refused(res, 400, "unknown");
			expect(error).toContain("unknown parameter unknown; this route takes ");
			// And without it, the route answers.
			const plain = await get(path, { method, body, headers: { "content-type": "application/json" } });
			expect(plain.status).toBe(200);
		});
	}

	it("names the filter meant by the web page's word for it", async () => {
		const error = await refused(await get("/api/models?task=fill-mask"), 400, "task");
		expect(error).toContain("use pipeline_tag");
		const res = await get("/api/models?pipeline_tag=fill-mask");
		expect(res.status).toBe(200);
		const page = (await res.json()) as { models: { pipeline_tag?: string }[] };
		expect(page.models.length).toBeGreaterThan(0);
		for (const m of page.models) expect(m.pipeline_tag).toBe("fill-mask");
	});
});

describe("POST /api/snippets body", () => {
	const record = JSON.stringify({ model: { id: "someone/new-model", pipeline_tag: "fill-mask" } });
	const post = (body: string | Uint8Array, type?: string) =>
		get("/api/snippets", { method: "POST", body, headers: type === undefined ? {} : { "content-type": type } });

	for (const type of [
		"application/json",
		"application/json; charset=utf-8",
		"application/json;charset=UTF-8",
		'application/json; charset="utf-8"',
		"application/vnd.hubkit+json",
	]) {
		it(`reads ${type}`, async () => {
			expect((await post(record, type)).status).toBe(200);
		});
	}

	for (const type of [
		"application/json-seq",
		"application/jsonl",
		"application/json5",
		"text/json",
		"application/x-ndjson",
		"application/json; charset=utf-16",
		"application/json; charset=iso-8859-1",
		"application/json; boundary=x",
		"application/json; charset=utf-8; x=y",
		"",
	]) {
		it(`refuses the type ${JSON.stringify(type)} with 415`, async () => {
			await refused(await post(record, type), 415, "body");
		});
	}

	it("refuses a UTF-16 body with 415, with or without its byte order mark", async () => {
		const utf16le = (text: string, mark: boolean) => {
			const bytes = Buffer.from(text, "utf16le");
			return new Uint8Array(mark ? Buffer.concat([Buffer.from([0xff, 0xfe]), bytes]) : bytes);
		};
		const utf16be = (text: string) => {
			const le = Buffer.from(text, "utf16le");
			const be = Buffer.alloc(le.length + 2);
			be[0] = 0xfe;
			be[1] = 0xff;
			for (let i = 0; i < le.length; i += 2) {
				be[i + 2] = le[i + 1] ?? 0;
				be[i + 3] = le[i] ?? 0;
			}
			return new Uint8Array(be);
		};
		for (const body of [utf16le(record, true), utf16le(record, false), utf16be(record)]) {
			const error = await refused(await post(body, "application/json"), 415, "body");
			expect(error).toContain("UTF-8");
		}
	});

	it("refuses bytes that are not UTF-8 with 415, and reads a UTF-8 byte order mark", async () => {
		const latin1 = new Uint8Array(Buffer.from(record.replace("new-model", "caf\u00e9"), "latin1"));
		await refused(await post(latin1, "application/json"), 415, "body");
		const marked = new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(record)]));
		expect((await post(marked, "application/json")).status).toBe(200);
	});

	it("still answers malformed JSON with 400", async () => {
		await refused(await post("{", "application/json"), 400, "body");
	});
});

describe("model ids in paths follow hub-core's rule", () => {
	// "." and ".." (even encoded) are resolved by the client before sending: they never reach a route.
	const paths = ["acme/chat-7b", "-x/y", "_x/y", "x/a%3Fb", "ok/a%20b", `x/${"n".repeat(97)}`, "a%2Fb/c"];
	for (const path of paths) {
		it(`answers /api/models/${path.slice(0, 20)} as hub-core judges the id`, async () => {
			const res = await get(`/api/models/${path}`);
			const id = decodeURIComponent(path);
			const problem = modelIdProblem(id);
			if (!problem) {
				expect(res.status).toBe(200);
				return;
			}
			// An encoded '/' in the owner segment makes it the field to fix.
			const owner = path.split("/")[0] ?? "";
			const field = decodeURIComponent(owner).includes("/") ? "owner" : problem.field;
			expect(await refused(res, 400, field)).toBe(problem.error);
		});
	}
});
