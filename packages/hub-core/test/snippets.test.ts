import { getLibrary, LOCAL_APPS, type ModelRecord, SNIPPET_VERIFICATION } from "@hubkit/catalog";
import { isChat, providerSupports } from "@hubkit/inference-snippets";
import { getSampleModel } from "@hubkit/sample-models";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inferenceTask, isChatModel, NO_PROVIDER_NOTE, providersFor, unservedNote } from "../src/inference.js";
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
	it("answers { libraries, localApps, inference, chat, providers, notes, errors } for a record", () => {
		const view = buildSnippets(CHAT, { provider: "together", options: { directRequest: true } });
		expect(Object.keys(view).sort()).toEqual([
			"chat",
			"errors",
			"inference",
			"libraries",
			"localApps",
			"notes",
			"providers",
		]);
		expect(view.chat).toBe(true);
		expect(view.notes).toEqual([]);
		expect(view.errors).toEqual([]);
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
			chat: false,
			providers: [{ id: "auto", serves: false }],
			notes: [],
			errors: [],
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

describe("inference rules", () => {
	it("asks chat models' providers for `conversational`, the generator's own rule", () => {
		expect(isChatModel).toBe(isChat);
		expect(inferenceTask(CHAT)).toBe("conversational");
		expect(inferenceTask({ ...CHAT, tags: [] })).toBe("text-generation");
		expect(inferenceTask({ id: "a/b", pipeline_tag: "image-text-to-text" })).toBe("conversational");
	});

	it("offers auto, then only providers serving the task, marking those the record maps", () => {
		const providers = providersFor(CHAT);
		expect(providers[0]).toEqual({ id: "auto", serves: false });
		expect(providers.find((p) => p.id === "together")).toEqual({ id: "together", serves: true });
		for (const p of providers.slice(1)) expect(providerSupports(p.id as "together", "conversational")).toBe(true);
		expect(providers.some((p) => p.id === "fal-ai")).toBe(false);
	});

	it("notes a model no provider serves, or a provider that does not serve it, unless the endpoint is the reader's", () => {
		const unmapped = { ...CHAT, inferenceProviderMapping: undefined };
		expect(buildSnippets(unmapped, { provider: "auto", options: {} }).notes).toEqual([NO_PROVIDER_NOTE]);
		expect(buildSnippets(CHAT, { provider: "groq", options: {} }).notes).toEqual([unservedNote("groq", ["together"])]);
		expect(unservedNote("groq", ["together"])).toContain("try together or auto.");
		expect(buildSnippets(CHAT, { provider: "auto", options: {} }).notes).toEqual([]);
		const own = buildSnippets(CHAT, { provider: "groq", options: { endpointUrl: "https://my.example.com" } });
		expect(own.notes).toEqual([]);
	});

	it("notes a provider that does not serve the task in the answer, not on the console", () => {
		const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => {});
		const classifier: ModelRecord = { id: "acme/sentiment", pipeline_tag: "text-classification" };
		const view = buildSnippets(classifier, { provider: "together", options: {} });
		expect(view.inference).toEqual([]);
		expect(view.notes).toEqual([
			"no snippet for together: it does not serve text-classification; try hf-inference or auto",
		]);
		const video: ModelRecord = { id: "acme/video", pipeline_tag: "text-to-video" };
		expect(buildSnippets(video, { provider: "auto", options: {} }).notes[0]).toMatch(
			/^no snippet for auto: it does not cover text-to-video; pick fal-ai, /,
		);
		expect(console).not.toHaveBeenCalled();
		console.mockRestore();
	});

	it("returns the generator's refusal as an error, not an empty answer", () => {
		const image: ModelRecord = {
			id: "acme/image",
			pipeline_tag: "text-to-image",
			inferenceProviderMapping: [{ provider: "fal-ai", providerId: "no-slash", task: "text-to-image", status: "live" }],
		};
		const view = buildSnippets(image, { provider: "fal-ai", options: {} });
		expect(view.inference).toEqual([]);
		expect(view.errors).toEqual(["Invalid app id: no-slash. Must be in the format <appOwner>/<appId>"]);
	});
});

describe("generators that throw", () => {
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("note the library or local app that gave no snippet, and why", () => {
		const library = getLibrary("transformers");
		if (!library?.snippets) throw new Error("transformers has a generator");
		vi.spyOn(library, "snippets").mockImplementation(() => {
			throw new Error("a config it cannot read");
		});
		const app = LOCAL_APPS["llama.cpp"];
		if (!app?.snippet) throw new Error("llama.cpp prints commands");
		vi.spyOn(app, "snippet").mockImplementation(() => {
			throw new Error("no file to run");
		});
		const view = buildSnippets(GGUF, { provider: "auto", options: {}, libraries: ["transformers"] });
		expect(view.libraries.map((l) => l.library)).not.toContain("transformers");
		expect(view.notes).toContain("no snippet for transformers: a config it cannot read");
		expect(view.notes).toContain("no snippet for llama.cpp: no file to run");
	});
});

describe("other libraries and files", () => {
	it("adds the snippets of other libraries asked for, as if the record named them", () => {
		const model: ModelRecord = {
			id: "Xenova/bert-base-NER",
			pipeline_tag: "token-classification",
			library_name: "transformers",
			tags: ["transformers", "transformers.js", "onnx", "not-a-library"],
		};
		const views = librarySnippets(model, ["transformers.js", "transformers"]);
		expect(views.map((v) => v.library)).toEqual(["transformers", "transformers.js"]);
		expect(views.find((v) => v.library === "transformers.js")?.language).toBe("js");
		expect(librarySnippets(model, ["no-such-library"]).map((v) => v.library)).toEqual(["transformers"]);
	});

	it("names the chosen file in local apps' commands", () => {
		const model = { ...GGUF, siblings: [...(GGUF.siblings ?? []), { rfilename: "chat-7b.Q8_0.gguf" }] };
		const text = (file?: string) => JSON.stringify(localApps(model, file).find((a) => a.app === "llama.cpp"));
		expect(text()).not.toContain("Q8_0");
		expect(text("chat-7b.Q8_0.gguf")).toContain("Q8_0");
		expect(buildSnippets(model, { provider: "auto", options: {}, file: "chat-7b.Q8_0.gguf" }).localApps).toEqual(
			localApps(model, "chat-7b.Q8_0.gguf"),
		);
	});
});

describe("verification of library snippets", () => {
	const RAN = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

	it("says which snippets ran, and against which library version, parallel to the snippets", () => {
		const model = getSampleModel(RAN);
		if (!model) throw new Error(`${RAN} left the sample catalogue`);
		const [view] = librarySnippets(model);
		expect(view?.library).toBe("transformers");
		expect(view?.verification).toHaveLength(view?.snippets.length ?? -1);
		const version = SNIPPET_VERIFICATION.libraries.transformers?.version;
		expect(version).toMatch(/^\d+\.\d+/);
		for (const v of view?.verification ?? []) expect(v).toEqual({ level: "ran", library: "transformers", version });
	});

	it("says parsed for a snippet the lab did not run (another model, a library it cannot install)", () => {
		const views = librarySnippets(CHAT, ["diffusers"]);
		expect(views.length).toBeGreaterThan(0);
		for (const view of views) {
			expect(view.verification).toHaveLength(view.snippets.length);
			for (const v of view.verification) expect(v).toEqual({ level: "parsed" });
		}
	});

	it("is part of the whole answer", () => {
		const model = getSampleModel(RAN);
		if (!model) throw new Error(`${RAN} left the sample catalogue`);
		const view = buildSnippets(model, { provider: "auto", options: {} });
		expect(view.libraries[0]?.verification[0]?.level).toBe("ran");
	});
});
