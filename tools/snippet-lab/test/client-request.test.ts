/**
 * getClientRequest: what each client sends when it differs from call.request. The JS side is
 * executed in js-executed.test.ts; the Python SDK differences below were read off
 * huggingface_hub 2.0 and checked by running its snippets with a recording transport.
 */

import { getInferenceCall, getInferenceSnippets } from "@hubkit/inference-snippets";
import { describe, expect, it } from "vitest";
import { CHAT_MODEL, TAG_MODELS } from "../../../packages/inference-snippets/test/fixtures/models.js";
import { getClientRequest } from "../src/client-request.js";

const mapping = (provider: string, providerId: string, hfModelId: string, task: string) => ({
	provider,
	providerId,
	hfModelId,
	task,
});

describe("getClientRequest", () => {
	it("raw clients and the openai SDKs send call.request", () => {
		const call = getInferenceCall(CHAT_MODEL, "together");
		for (const client of ["fetch", "requests", "curl", "openai"] as const) {
			expect(getClientRequest(call, client)).toEqual({ request: call.request });
		}
	});

	it("hub SDKs call the provider's chat route with its model id, after a hub lookup", () => {
		const m = mapping("together", "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", CHAT_MODEL.id, "conversational");
		const call = getInferenceCall(CHAT_MODEL, "together", m);
		const js = getClientRequest(call, "huggingface.js");
		expect(js.request.url).toBe("https://router.huggingface.co/together/v1/chat/completions");
		expect(js.request.body).toEqual({
			type: "json",
			value: { model: m.providerId, messages: [{ role: "user", content: "What is the capital of France?" }] },
		});
		expect(js.mappingLookup).toEqual({
			url: `https://huggingface.co/api/models/${CHAT_MODEL.id}?expand[]=inferenceProviderMapping`,
			provider: "together",
			providerId: m.providerId,
			task: "conversational",
		});
		const py = getClientRequest(call, "huggingface_hub");
		expect(py.request.body.type === "json" && py.request.body.value.stream).toBe(false);
	});

	it("the auto router needs no lookup for chat; a non-chat task follows the first listed provider", () => {
		expect(getClientRequest(getInferenceCall(CHAT_MODEL, "auto"), "huggingface.js").mappingLookup).toBeUndefined();
		const lookup = getClientRequest(
			getInferenceCall(TAG_MODELS["text-classification"]!, "auto"),
			"huggingface_hub",
		).mappingLookup;
		expect(lookup?.provider).toBe("hf-inference");
	});

	it("huggingface_hub: fal text-to-image on the synchronous route, parameters {} on the hub task API", () => {
		const t2i = TAG_MODELS["text-to-image"]!;
		const fal = getInferenceCall(t2i, "fal-ai", mapping("fal-ai", "fal-ai/flux/dev", t2i.id, "text-to-image"));
		expect(getClientRequest(fal, "huggingface_hub").request.url).toBe(
			"https://router.huggingface.co/fal-ai/fal-ai/flux/dev",
		);
		expect(getClientRequest(fal, "huggingface.js").request.url).toBe(
			"https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue",
		);
		const tc = getInferenceCall(TAG_MODELS["text-classification"]!, "hf-inference");
		expect(getClientRequest(tc, "huggingface_hub").request.body).toEqual({
			type: "json",
			value: { inputs: "What a lovely surprise, thank you!", parameters: {} },
		});
		const fe = getInferenceCall(TAG_MODELS["feature-extraction"]!, "hf-inference");
		expect(getClientRequest(fe, "huggingface_hub").request.body).toEqual(fe.request.body);
	});

	it("huggingface.js sends text generation on hf-inference to the completions route", () => {
		const m = TAG_MODELS["text-generation"]!;
		const r = getClientRequest(getInferenceCall(m, "hf-inference"), "huggingface.js").request;
		expect(r.url).toBe(`https://router.huggingface.co/hf-inference/models/${m.id}/v1/completions`);
		expect(r.body).toEqual({
			type: "json",
			value: { model: m.id, prompt: "Explain in a few sentences how a rainbow forms." },
		});
	});

	it("huggingface.js: auto text generation follows hf-inference to the completions route", () => {
		const m = TAG_MODELS["text-generation"]!;
		const r = getClientRequest(getInferenceCall(m, "auto"), "huggingface.js").request;
		expect(r.url).toBe(`https://router.huggingface.co/hf-inference/models/${m.id}/v1/completions`);
		expect(r.body).toEqual({
			type: "json",
			value: { model: m.id, prompt: "Explain in a few sentences how a rainbow forms." },
		});
	});

	it("huggingface.js: text generation on an endpoint names the hub id (the snippet passes it), max_new_tokens as max_tokens", () => {
		const m = TAG_MODELS["text-generation"]!;
		const fm = mapping("featherless-ai", "meta-llama/Meta-Llama-3.1-8B", m.id, "text-generation");
		const options = { endpointUrl: "https://my-endpoint.example.com", parameters: { max_new_tokens: 20 } };
		const call = getInferenceCall(m, "featherless-ai", fm, options);
		const r = getClientRequest(call, "huggingface.js").request;
		expect(r.url).toBe("https://my-endpoint.example.com/v1/completions");
		expect(r.body).toEqual({
			type: "json",
			value: { model: m.id, max_tokens: 20, prompt: "Explain in a few sentences how a rainbow forms." },
		});
		const snippet = getInferenceSnippets(m, "featherless-ai", fm, options).find((s) => s.client === "huggingface.js");
		expect(snippet?.content).toContain(`    endpointUrl: "https://my-endpoint.example.com",\n    model: "${m.id}",\n`);
	});

	it("Together speech with Kokoro: the computed call sends Kokoro's default voice, and every client agrees", () => {
		const m = TAG_MODELS["text-to-speech"]!;
		const tm = mapping("together", m.id, m.id, "text-to-speech");
		const call = (options = {}) => getInferenceCall(m, "together", tm, options);
		expect(call().request.body).toEqual({
			type: "json",
			value: { input: "Good morning, and welcome to the show.", model: m.id, voice: "af_alloy" },
		});
		for (const client of ["huggingface.js", "huggingface_hub"] as const)
			expect(getClientRequest(call(), client).request.body).toEqual(call().request.body);
		expect(call({ parameters: { voice: "af_bella" } }).request.body).toMatchObject({ value: { voice: "af_bella" } });
		const snippets = getInferenceSnippets(m, "together", tm);
		const hub = snippets.find((s) => s.client === "huggingface_hub")?.content;
		expect(hub).toContain('    extra_body={\n        "voice": "af_alloy",\n    },\n');
		for (const client of ["fetch", "requests"])
			expect(snippets.find((s) => s.client === client)?.content).toContain("af_alloy");
		// Voices are model-specific: other models get none by default.
		const other = mapping("together", "canopylabs/orpheus-3b-0.1-ft", m.id, "text-to-speech");
		const orpheus = getInferenceCall(m, "together", other);
		expect(orpheus.request.body).toEqual({
			type: "json",
			value: { input: "Good morning, and welcome to the show.", model: "canopylabs/orpheus-3b-0.1-ft" },
		});
		expect(getClientRequest(orpheus, "huggingface.js").request.body).toEqual(orpheus.request.body);
		expect(getClientRequest(orpheus, "huggingface_hub").request.body).toEqual(orpheus.request.body);
	});

	it("fal-ai queue tasks: the SDKs submit to the queue, the computed call takes the synchronous route", () => {
		const m = TAG_MODELS["text-to-video"]!;
		const fm = mapping("fal-ai", "fal-ai/ltx-video", m.id, "text-to-video");
		const routed = getInferenceCall(m, "fal-ai", fm);
		expect(routed.request.url).toBe("https://router.huggingface.co/fal-ai/fal-ai/ltx-video");
		for (const client of ["huggingface.js", "huggingface_hub"] as const)
			expect(getClientRequest(routed, client).request.url).toBe(
				"https://router.huggingface.co/fal-ai/fal-ai/ltx-video?_subdomain=queue",
			);
		expect(getClientRequest(routed, "fetch").request.url).toBe(routed.request.url);
		const direct = getInferenceCall(m, "fal-ai", fm, { directRequest: true });
		expect(direct.request.url).toBe("https://fal.run/fal-ai/ltx-video");
		expect(getClientRequest(direct, "huggingface.js").request.url).toBe("https://queue.fal.run/fal-ai/ltx-video");
	});

	it("huggingface_hub: auto table question answering follows hf-inference (model among the parameters)", () => {
		const m = TAG_MODELS["table-question-answering"]!;
		const call = getInferenceCall(m, "auto");
		const body = getClientRequest(call, "huggingface_hub").request.body;
		expect(body.type === "json" && body.value.parameters).toEqual({ model: m.id });
		expect(body.type === "json" && body.value.inputs).toEqual(
			call.request.body.type === "json" && call.request.body.value.inputs,
		);
	});
});
