/**
 * The JS snippets (huggingface.js, openai, fetch), executed: the text runs unmodified against the real
 * clients (@huggingface/inference, openai, Node fetch) with `fetch` replaced by a recorder (nothing leaves the process).
 * What the client sends must equal getClientRequest(call, "huggingface.js"); the hub lookup
 * it makes first is answered with the call's mapping.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ModelRecord } from "@hubkit/catalog";
import {
	bodyToJson,
	type FileRef,
	getInferenceCall,
	getInferenceSnippets,
	getTarget,
	INFERENCE_PROVIDERS,
	type InferenceProviderMapping,
	type InferenceSnippetOptions,
	providerSupports,
	requestHeaders,
	TASK_SNIPPETS,
} from "@hubkit/inference-snippets";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getClientRequest } from "../src/client-request.js";

interface Recorded {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: unknown;
}

/** Stand-in sample files (the snippets read cats.jpg / sample1.flac from the working directory). */
const SAMPLE_BYTES = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
const ENV = {
	HF_TOKEN: "hf_testtoken",
	GROQ_API_KEY: "gsk_test",
	OPENAI_API_KEY: "sk-test",
	API_TOKEN: "endpoint_token",
};
const dir = mkdtempSync(join(import.meta.dirname, ".run-"));
const realFetch = globalThis.fetch;
let recorded: Recorded[] = [];
let mapping: InferenceProviderMapping | undefined;

function answerFor(url: string): unknown | Blob {
	if (url.endsWith("/models/stabilityai/sdxl-test"))
		return new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
	if (url.endsWith("/v1/embeddings")) return { data: [{ embedding: [0.1, 0.2] }] };
	if (url.includes("/models/openai/whisper-test")) return { text: "hello" };
	if (url.includes("/models/google/vit-test")) return [{ label: "tabby cat", score: 0.9 }];
	if (url.includes("/chat/completions")) {
		return {
			id: "x",
			created: 1,
			model: "m",
			object: "chat.completion",
			choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Paris" } }],
			usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
		};
	}
	if (url.endsWith("/completions") && !url.includes("/chat/")) return { choices: [{ text: "a rainbow" }] };
	// Text classification answers one list of labels per input.
	return [[{ label: "POSITIVE", score: 0.99 }]];
}

const cwd = process.cwd();
beforeAll(() => {
	Object.assign(process.env, ENV);
	// The snippets read and write files relative to the working directory, as a user's would.
	process.chdir(dir);
	writeFileSync(join(dir, "cats.jpg"), SAMPLE_BYTES);
	writeFileSync(join(dir, "sample1.flac"), SAMPLE_BYTES);
	writeFileSync(join(dir, "cat.png"), SAMPLE_BYTES);
	vi.spyOn(console, "log").mockImplementation(() => {});
	globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
		const url = String(input);
		if (url.startsWith("https://huggingface.co/api/models/")) {
			const m = mapping;
			const body = m
				? { inferenceProviderMapping: { [m.provider]: { providerId: m.providerId, status: "live", task: m.task } } }
				: {};
			return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
		}
		const headers: Record<string, string> = {};
		new Headers(init?.headers).forEach((v, k) => {
			headers[k] = v;
		});
		const raw = init?.body;
		const body =
			typeof raw === "string"
				? JSON.parse(raw)
				: raw instanceof Blob
					? { blobType: raw.type, size: raw.size }
					: raw instanceof Uint8Array
						? { bytes: raw.length }
						: raw instanceof FormData
							? { form: [...raw.keys()] }
							: raw;
		// fetch sends a Blob body with the Blob's type as Content-Type.
		if (raw instanceof Blob && raw.type && !headers["content-type"]) headers["content-type"] = raw.type;
		recorded.push({ url, method: init?.method ?? "GET", headers, body });
		const answer = answerFor(url);
		if (answer instanceof Blob) return new Response(answer, { headers: { "Content-Type": answer.type } });
		return new Response(JSON.stringify(answer), { headers: { "Content-Type": "application/json" } });
	}) as typeof fetch;
});

afterAll(() => {
	process.chdir(cwd);
	globalThis.fetch = realFetch;
	vi.restoreAllMocks();
	rmSync(dir, { recursive: true, force: true });
});

let n = 0;
async function run(
	model: ModelRecord,
	provider: string,
	m: InferenceProviderMapping | undefined,
	options: InferenceSnippetOptions,
	client: "huggingface.js" | "fetch" | "openai" = "huggingface.js",
) {
	const snippet = getInferenceSnippets(model, provider, m, options).find(
		(s) => s.language === "js" && s.client === client,
	);
	if (!snippet) throw new Error(`no ${client} snippet`);
	const file = join(dir, `s${n++}.mjs`);
	writeFileSync(file, snippet.content);
	recorded = [];
	const call = getInferenceCall(model, provider, m, options);
	const clientRequest = getClientRequest(call, client);
	// The hub lookup is answered with the mapping getClientRequest names (the call's, or hf-inference for auto).
	const lookup = clientRequest.mappingLookup;
	mapping = lookup ? { ...lookup, hfModelId: model.id } : undefined;
	try {
		await import(pathToFileURL(file).href);
	} catch (e) {
		// Our canned answers are minimal; the client may reject one after sending. The request is what we check.
		if (recorded.length === 0) throw e;
	}
	const expected = clientRequest.request;
	expect(recorded.length).toBeGreaterThanOrEqual(1);
	const got = recorded[0]!;
	expect(got.method).toBe(expected.method);
	expect(got.url).toBe(expected.url);
	const b64 = Buffer.from(SAMPLE_BYTES).toString("base64");
	const fileText = (f: FileRef) => (f.encoding === "base64" ? b64 : `data:${f.contentType};base64,${b64}`);
	if (expected.body.type === "json") expect(got.body).toEqual(bodyToJson(expected.body.value, fileText));
	else if (expected.body.type === "bytes")
		expect(got.body).toEqual(
			client === "fetch"
				? { bytes: SAMPLE_BYTES.length }
				: { blobType: expected.body.contentType, size: SAMPLE_BYTES.length },
		);
	else expect(got.body).toEqual({ form: [expected.body.fileField, ...Object.keys(expected.body.fields)] });
	const want = requestHeaders(call, ENV);
	for (const [k, v] of Object.entries({ ...want, ...expected.headers }))
		expect(got.headers[k.toLowerCase()], k).toBe(v);
}

/** Every tag × every provider serving it where huggingface.js gets an example (its target says), default options. */
export function jsMatrix(): [ModelRecord, string, InferenceProviderMapping][] {
	const hfJs = getTarget("js", "huggingface.js");
	const out: [ModelRecord, string, InferenceProviderMapping][] = [];
	for (const tag of Object.keys(TASK_SNIPPETS)) {
		for (const provider of INFERENCE_PROVIDERS.filter((p) => providerSupports(p, tag))) {
			const model = { id: `org/${tag}-${provider}`, pipeline_tag: tag };
			const providerId = provider === "fal-ai" ? `fal-ai/${tag}` : `${provider}/${tag}`;
			const mapping = { provider, providerId, hfModelId: model.id, task: tag };
			if (hfJs.supports(getInferenceCall(model, provider, mapping))) out.push([model, provider, mapping]);
		}
	}
	return out;
}

// Distinct ids per case: the client caches hub lookups per model id.
const chat = (id: string): ModelRecord => ({ id, pipeline_tag: "text-generation", tags: ["conversational"] });

describe("JS snippets, executed, send what getClientRequest says", () => {
	it("chat on a named provider goes to the provider's route with its model id", async () => {
		const model = chat("meta-llama/Llama-3.1-8B-Instruct");
		await run(
			model,
			"together",
			{
				provider: "together",
				providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
				hfModelId: model.id,
				task: "conversational",
			},
			{ billTo: "huggingface", temperature: 0.5, max_tokens: 64 },
		);
	});

	it("chat on hf-inference goes to models/<id>/v1/chat/completions", async () => {
		const model = chat("Qwen/Qwen2.5-7B-Instruct");
		await run(
			model,
			"hf-inference",
			{ provider: "hf-inference", providerId: model.id, hfModelId: model.id, task: "conversational" },
			{},
		);
	});

	it("a direct request uses the provider's key and URL", async () => {
		const model = chat("openai/gpt-oss-20b");
		await run(
			model,
			"groq",
			{ provider: "groq", providerId: "openai/gpt-oss-20b", hfModelId: model.id, task: "conversational" },
			{ directRequest: true },
		);
	});

	it("a custom endpoint gets the model id and API_TOKEN", async () => {
		await run(chat("HuggingFaceTB/SmolLM3-3B"), "hf-inference", undefined, { endpointUrl: "http://127.0.0.1:8080/v1" });
	});

	it("with auto on a non-chat task, the client follows the hub's first provider", async () => {
		await run({ id: "distilbert/sst2-auto", pipeline_tag: "text-classification" }, "auto", undefined, {});
	});

	it("with auto on chat, the client uses the router's own endpoint", async () => {
		await run(chat("org/chat-auto"), "auto", undefined, { billTo: "acme" });
	});

	it("text classification posts {inputs} to the hub task route", async () => {
		const model = { id: "distilbert/sst2-test", pipeline_tag: "text-classification" };
		await run(
			model,
			"hf-inference",
			{ provider: "hf-inference", providerId: model.id, hfModelId: model.id, task: "text-classification" },
			{ billTo: "acme" },
		);
	});

	it("image classification sends the image as a Blob with its content type", async () => {
		const model = { id: "google/vit-test", pipeline_tag: "image-classification" };
		await run(
			model,
			"hf-inference",
			{ provider: "hf-inference", providerId: model.id, hfModelId: model.id, task: "image-classification" },
			{},
		);
	});

	it("speech recognition sends the audio as a Blob", async () => {
		const model = { id: "openai/whisper-test", pipeline_tag: "automatic-speech-recognition" };
		await run(
			model,
			"hf-inference",
			{ provider: "hf-inference", providerId: model.id, hfModelId: model.id, task: "automatic-speech-recognition" },
			{},
		);
	});

	it("text-to-image saves the Blob it gets back", async () => {
		const model = { id: "stabilityai/sdxl-test", pipeline_tag: "text-to-image" };
		await run(
			model,
			"hf-inference",
			{ provider: "hf-inference", providerId: model.id, hfModelId: model.id, task: "text-to-image" },
			{},
		);
		expect(readFileSync(join(dir, "output.png"))).toEqual(Buffer.from([137, 80, 78, 71]));
	});

	it("feature extraction on together posts {input, model} to the embeddings route", async () => {
		const model = { id: "intfloat/e5-test", pipeline_tag: "feature-extraction" };
		await run(
			model,
			"together",
			{ provider: "together", providerId: "intfloat/e5-large", hfModelId: model.id, task: "feature-extraction" },
			{},
		);
	});

	for (const provider of ["together", "featherless-ai", "deepinfra", "scaleway", "ovhcloud", "groq", "novita"]) {
		it(`plain text generation on ${provider}`, async () => {
			const model = { id: `org/${provider}-base`, pipeline_tag: "text-generation" };
			await run(
				model,
				provider,
				{ provider, providerId: `${provider}/base`, hfModelId: model.id, task: "text-generation" },
				{},
			);
		});
	}

	it("plain text generation on hf-inference uses the completions route", async () => {
		const model = { id: "openai-community/gpt2-test", pipeline_tag: "text-generation" };
		await run(
			model,
			"hf-inference",
			{ provider: "hf-inference", providerId: model.id, hfModelId: model.id, task: "text-generation" },
			{},
		);
	});

	it("gives no huggingface.js example where the client refuses the sample (FLAC audio for fal-ai)", () => {
		const model = { id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition" };
		const mapping = { provider: "fal-ai", providerId: "fal-ai/whisper", hfModelId: model.id, task: model.pipeline_tag };
		expect(getInferenceSnippets(model, "fal-ai", mapping).map((s) => s.client)).not.toContain("huggingface.js");
		const mp3 = getInferenceSnippets(model, "fal-ai", mapping, { inputs: "speech.mp3" });
		expect(mp3.map((s) => s.client)).toContain("huggingface.js");
	});

	for (const [model, provider, mapping] of jsMatrix()) {
		it(`matrix: ${model.pipeline_tag} on ${provider}`, async () => {
			await run(model, provider, mapping, {});
		});
	}

	// The raw fetch and openai snippets send call.request itself.
	for (const [model, provider, mapping] of jsMatrix()) {
		if (!getInferenceSnippets(model, provider, mapping).some((s) => s.client === "fetch")) continue;
		it(`fetch: ${model.pipeline_tag} on ${provider}`, async () => {
			await run(model, provider, mapping, { billTo: "acme" }, "fetch");
		});
	}
	for (const provider of INFERENCE_PROVIDERS.filter((p) => providerSupports(p, "conversational"))) {
		for (const client of ["fetch", "openai"] as const) {
			it(`${client}: chat on ${provider}`, async () => {
				const model = chat(`org/chat-${provider}-${client}`);
				await run(
					model,
					provider,
					{ provider, providerId: `${provider}/chat`, hfModelId: model.id, task: "conversational" },
					{ max_tokens: 32 },
					client,
				);
			});
		}
	}
});
