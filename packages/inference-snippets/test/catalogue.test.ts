/**
 * The error catalogue (exact texts), the provider table, the client order and the rules of
 * which clients get an example.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
	CLIENTS,
	formatBody,
	getInferenceSnippets,
	getTarget,
	INFERENCE_PROVIDERS,
	InvalidAppIdError,
	PROVIDERS,
	providerKeyEnv,
	providerTasks,
	setLogger,
	TemplateNotFoundError,
	UnsupportedFormatError,
} from "../src/index.js";
import { CHAT_MODEL, TAG_MODELS } from "./fixtures/models.js";

const logged: string[] = [];
setLogger({ error: (m) => logged.push(m) });
afterEach(() => {
	logged.length = 0;
});

const clientsOf = (...args: Parameters<typeof getInferenceSnippets>) =>
	getInferenceSnippets(...args).map((s) => `${s.language}/${s.client}`);

describe("error catalogue", () => {
	it("an unknown (language, client, kind) is 'Template not found: …'", () => {
		expect(() => getTarget("python", "requests", "textToVideo")).toThrow(
			new TemplateNotFoundError("python", "requests", "textToVideo"),
		);
		expect(() => getTarget("ruby", "net-http", "basic")).toThrow("Template not found: ruby/net-http/basic");
		expect(getTarget("sh", "curl", "conversational").label).toBe("curl");
	});

	it("a provider without the task logs 'Failed to get provider helper for …' and gives []", () => {
		expect(getInferenceSnippets(TAG_MODELS["text-classification"]!, "groq")).toEqual([]);
		expect(logged).toEqual(["Failed to get provider helper for groq (text-classification)"]);
		logged.length = 0;
		expect(getInferenceSnippets(CHAT_MODEL, "fal-ai")).toEqual([]);
		expect(logged).toEqual(["Failed to get provider helper for fal-ai (conversational)"]);
		logged.length = 0;
		expect(getInferenceSnippets(CHAT_MODEL, "no-such-provider")).toEqual([]);
		expect(logged).toEqual(["Failed to get provider helper for no-such-provider (conversational)"]);
	});

	it("logs to the call's own logger when it has one, not to the default", () => {
		const own: string[] = [];
		const logger = { error: (m: string) => own.push(m) };
		expect(getInferenceSnippets(TAG_MODELS["text-classification"]!, "groq", undefined, { logger })).toEqual([]);
		getInferenceSnippets(TAG_MODELS["question-answering"]!, "hf-inference", undefined, { inputs: "{", logger });
		expect(own).toEqual([
			"Failed to get provider helper for groq (text-classification)",
			"Failed to parse body as JSON",
		]);
		expect(logged).toEqual([]);
	});

	it("structured inputs that are not JSON log 'Failed to parse body as JSON' and go as text", () => {
		const snippets = getInferenceSnippets(TAG_MODELS["question-answering"]!, "hf-inference", undefined, {
			inputs: "{not json",
		});
		expect(logged).toEqual(["Failed to parse body as JSON"]);
		expect(snippets.map((s) => s.client)).toEqual(["huggingface_hub"]);
		const parsed = getInferenceSnippets(TAG_MODELS["question-answering"]!, "hf-inference", undefined, {
			inputs: '{"question": "Who?", "context": "Ann wrote it."}',
		});
		expect(parsed[0]?.content).toContain('question="Who?",');
	});

	it("an unknown body format is an unsupported-format error", () => {
		expect(() => formatBody({ a: 1 }, "yaml")).toThrow(new UnsupportedFormatError("yaml"));
		expect(() => formatBody({ a: 1 }, "yaml")).toThrow("Unsupported format: yaml");
		expect(formatBody({ a: 1 }, "python")).toBe('{\n    "a": 1,\n}');
		expect(formatBody({ a: "it's" }, "curl")).toBe("'{\n    \"a\": \"it'\\''s\"\n}'");
	});

	it("options JSON cannot write (BigInt parameters) still give snippets", () => {
		const snippets = getInferenceSnippets(TAG_MODELS["text-to-image"]!, "hf-inference", undefined, {
			parameters: { seed: 42n as unknown as number },
		});
		expect(snippets.find((s) => s.client === "huggingface_hub")?.content).toContain("seed=42,");
		const curl = getInferenceSnippets(TAG_MODELS["zero-shot-classification"]!, "hf-inference", undefined, {
			parameters: { multi_label: true, top: 2n as unknown as number },
		}).find((s) => s.client === "curl");
		expect(curl?.content).toContain('"top": 2');
	});

	it("a fal endpoint id that is neither owner/name nor <number>-<name> is 'Invalid app id …'", () => {
		const m = TAG_MODELS["text-to-image"]!;
		const mapping = { provider: "fal-ai", providerId: "flux", hfModelId: m.id, task: "text-to-image" };
		expect(() => getInferenceSnippets(m, "fal-ai", mapping)).toThrow(new InvalidAppIdError("flux"));
		expect(() => getInferenceSnippets(m, "fal-ai", mapping)).toThrow(
			"Invalid app id: flux. Must be in the format <appOwner>/<appId>",
		);
		expect(getInferenceSnippets(m, "fal-ai", { ...mapping, providerId: "12345-flux" }).length).toBeGreaterThan(0);
		// With a custom endpoint fal is not called: no check, and no fal_client example.
		const viaEndpoint = getInferenceSnippets(m, "fal-ai", mapping, { endpointUrl: "http://127.0.0.1:8080" });
		expect(viaEndpoint.map((s) => s.client)).not.toContain("fal_client");
		expect(viaEndpoint.length).toBeGreaterThan(0);
	});

	it("tags without a snippet generator give no snippets (and no error)", () => {
		// visual-question-answering has no snippet kind: no snippets, no error.
		expect(getInferenceSnippets({ id: "a/b", pipeline_tag: "visual-question-answering" }, "hf-inference")).toEqual([]);
		expect(getInferenceSnippets({ id: "a/b", pipeline_tag: "robotics" }, "hf-inference")).toEqual([]);
		expect(getInferenceSnippets({ id: "a/b" }, "hf-inference")).toEqual([]);
	});
});

describe("providers", () => {
	it("has one table entry per provider id, each serving some task; `auto` is a policy, not a provider", () => {
		expect(Object.keys(PROVIDERS)).toEqual([...INFERENCE_PROVIDERS]);
		for (const p of INFERENCE_PROVIDERS) expect(providerTasks(p).length, p).toBeGreaterThan(0);
		expect(INFERENCE_PROVIDERS).not.toContain("auto");
	});

	it("routes through https://router.huggingface.co/<provider> and names the provider key env var", () => {
		expect(providerKeyEnv("fal-ai")).toBe("FAL_AI_API_KEY");
		expect(providerKeyEnv("together")).toBe("TOGETHER_API_KEY");
		expect(PROVIDERS["fal-ai"].directAuthScheme).toBe("Key");
		expect(PROVIDERS.together.directAuthScheme).toBe("Bearer");
		expect(PROVIDERS.openai.clientSideRoutingOnly).toBe(true);
	});
});

describe("clients", () => {
	it("are listed per language in the product's order", () => {
		expect(CLIENTS).toEqual({
			js: ["openai", "huggingface.js", "fetch"],
			python: ["openai", "huggingface_hub", "fal_client", "requests"],
			sh: ["curl"],
		});
	});

	it("chat examples use every chat client; streaming drops fetch", () => {
		expect(clientsOf(CHAT_MODEL, "together")).toEqual([
			"js/openai",
			"js/huggingface.js",
			"js/fetch",
			"python/openai",
			"python/huggingface_hub",
			"python/requests",
			"sh/curl",
		]);
		expect(clientsOf(CHAT_MODEL, "together", undefined, { streaming: true })).not.toContain("js/fetch");
	});

	it("the auto policy on a non-chat task offers only huggingface.js and huggingface_hub", () => {
		expect(clientsOf(TAG_MODELS["text-classification"]!, "auto")).toEqual([
			"js/huggingface.js",
			"python/huggingface_hub",
		]);
		expect(clientsOf(TAG_MODELS["object-detection"]!, "auto")).toEqual(["python/huggingface_hub"]);
		expect(clientsOf(CHAT_MODEL, "auto")).toHaveLength(7);
	});

	it("helper-method examples only where the SDK has a method", () => {
		// huggingface.js has no objectDetection helper in the hub's list; huggingface_hub has object_detection.
		expect(clientsOf(TAG_MODELS["object-detection"]!, "hf-inference")).toEqual([
			"js/fetch",
			"python/huggingface_hub",
			"python/requests",
			"sh/curl",
		]);
		expect(clientsOf(TAG_MODELS["zero-shot-classification"]!, "hf-inference")).toEqual([
			"js/fetch",
			"python/requests",
			"sh/curl",
		]);
	});

	it("fal_client writes a given key only on direct requests (through the router it is a hub token)", () => {
		const m = TAG_MODELS["text-to-image"]!;
		const fal = { provider: "fal-ai", providerId: "fal-ai/flux/dev", hfModelId: m.id, task: "text-to-image" };
		const routed = getInferenceSnippets(m, "fal-ai", fal, { accessToken: "hf_secret" }).find(
			(s) => s.client === "fal_client",
		);
		expect(routed?.content).not.toContain("hf_secret");
		expect(routed?.content).toContain("FAL_KEY");
		const direct = getInferenceSnippets(m, "fal-ai", fal, { accessToken: "fal-key", directRequest: true }).find(
			(s) => s.client === "fal_client",
		);
		expect(direct?.content).toContain('client = fal_client.SyncClient(key="fal-key")');
		expect(direct?.content).toContain("result = client.subscribe(");
	});

	it("fal_client only for fal-ai, requests for text-to-image only on hf-inference", () => {
		const m = TAG_MODELS["text-to-image"]!;
		const fal = { provider: "fal-ai", providerId: "fal-ai/flux/dev", hfModelId: m.id, task: "text-to-image" };
		expect(clientsOf(m, "fal-ai", fal)).toEqual([
			"js/huggingface.js",
			"js/fetch",
			"python/huggingface_hub",
			"python/fal_client",
		]);
		expect(clientsOf(m, "hf-inference")).toEqual([
			"js/huggingface.js",
			"js/fetch",
			"python/huggingface_hub",
			"python/requests",
		]);
		expect(clientsOf(m, "together")).toEqual(["js/huggingface.js", "js/fetch", "python/huggingface_hub"]);
	});
});
