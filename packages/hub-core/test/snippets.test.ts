import { LOCAL_APPS, type ModelRecord } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { buildSnippets, librarySnippets, localApps } from "../src/snippets.js";

const CHAT: ModelRecord = {
	id: "acme/chat-7b",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "conversational", "text-generation"],
	inferenceProviderMapping: [
		{ provider: "together", providerId: "acme/chat-7b-t", task: "conversational", status: "live" },
	],
};

const GGUF: ModelRecord = {
	id: "acme/chat-7b-GGUF",
	pipeline_tag: "text-generation",
	library_name: "gguf",
	tags: ["gguf", "conversational"],
	siblings: [{ rfilename: "chat-7b.Q4_K_M.gguf" }],
	gguf: { total: 7_000_000_000, architecture: "llama", context_length: 4096 },
};

describe("buildSnippets", () => {
	it("answers { libraries, localApps, inference } for a record", () => {
		const view = buildSnippets(CHAT, { provider: "together", options: { directRequest: true } });
		expect(Object.keys(view).sort()).toEqual(["inference", "libraries", "localApps"]);
		for (const l of view.libraries) {
			expect(l.library).toBe("transformers");
			expect(l.snippets.length).toBeGreaterThan(0);
		}
		expect(view.inference.length).toBeGreaterThan(0);
		// The record's own mapping is used: a direct call names the provider's model id.
		expect(view.inference.some((s) => s.content.includes("acme/chat-7b-t"))).toBe(true);
	});

	it("filters inference snippets by language and client", () => {
		const view = buildSnippets(CHAT, { provider: "together", language: "python", client: "requests", options: {} });
		expect(view.inference.length).toBeGreaterThan(0);
		for (const s of view.inference) expect([s.language, s.client]).toEqual(["python", "requests"]);
	});

	it("prefers a caller's mapping over the record's", () => {
		const view = buildSnippets(CHAT, {
			provider: "together",
			providerMapping: { provider: "together", providerId: "other/model-id", task: "conversational", status: "live" },
			options: { directRequest: true },
		});
		expect(view.inference.some((s) => s.content.includes("other/model-id"))).toBe(true);
		expect(view.inference.some((s) => s.content.includes("acme/chat-7b-t"))).toBe(false);
	});

	it("gives empty lists, not an error, for a bare record", () => {
		expect(buildSnippets({ id: "a/b" }, { provider: "auto", options: {} })).toEqual({
			libraries: [],
			localApps: [],
			inference: [],
		});
		expect(librarySnippets({ id: "a/b", library_name: "no-such-library" })).toEqual([]);
	});
});

describe("localApps", () => {
	it("lists apps that show on the page and have commands or a link", () => {
		const apps = localApps(GGUF);
		expect(apps.map((a) => a.app)).toContain("llama.cpp");
		for (const app of apps) {
			expect(Object.hasOwn(LOCAL_APPS, app.app)).toBe(true);
			expect(app.prettyLabel).toBe(LOCAL_APPS[app.app]?.prettyLabel);
			expect(app.snippets !== undefined || app.deeplink !== undefined).toBe(true);
		}
		expect(localApps({ id: "a/b", tags: [] })).toEqual([]);
	});
});
