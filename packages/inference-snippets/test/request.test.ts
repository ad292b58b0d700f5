/**
 * Exact requests of representative calls: method, URL, Authorization, Content-Type,
 * X-HF-Bill-To and body, as the call computes them and as the raw clients print them.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { isChat as catalogIsChat, getModelInput } from "@hubkit/catalog/inputs";
import { describe, expect, it } from "vitest";
import {
	FileRef,
	getInferenceCall,
	getInferenceSnippets,
	type InferenceCall,
	isChat,
	providerTask,
	requestHeaders,
} from "../src/index.js";
import { CHAT_MODEL, TAG_MODELS } from "./fixtures/models.js";

const ENV = { HF_TOKEN: "hf_test", TOGETHER_API_KEY: "tg_test", FAL_AI_API_KEY: "fal_test", API_TOKEN: "tok" };

function snippet(call: Parameters<typeof getInferenceSnippets>, client: string): string {
	const s = getInferenceSnippets(...call).find((x) => `${x.language}/${x.client}` === client);
	if (!s) throw new Error(`no ${client} snippet`);
	return s.content;
}

function jsonBody(call: InferenceCall): unknown {
	expect(call.request.body.type).toBe("json");
	return call.request.body.type === "json" ? call.request.body.value : undefined;
}

describe("the chat rule", () => {
	it("is the catalog's one rule: a chat sends a conversation and asks the provider for conversational", () => {
		expect(isChat).toBe(catalogIsChat);
		// Image-text-to-text is a chat with or without the conversational tag.
		const plainVision: ModelRecord = { id: "org/plain-vision", pipeline_tag: "image-text-to-text" };
		for (const model of [...Object.values(TAG_MODELS), CHAT_MODEL, plainVision]) {
			const chat = isChat(model);
			expect(getModelInput(model).kind === "messages", model.id).toBe(chat);
			expect(providerTask(model), model.id).toBe(chat ? "conversational" : model.pipeline_tag);
		}
		expect(isChat(plainVision)).toBe(true);
		expect(isChat(TAG_MODELS["text-generation"] as ModelRecord)).toBe(false);
		expect(isChat(CHAT_MODEL)).toBe(true);
	});
});

describe("chat through the router", () => {
	const call = getInferenceCall(CHAT_MODEL, "together", undefined, {
		billTo: "huggingface",
		temperature: 0.5,
		max_tokens: 512,
	});

	it("posts to the router's OpenAI-compatible route with model <id>:<provider>", () => {
		expect(call.request.method).toBe("POST");
		expect(call.request.url).toBe("https://router.huggingface.co/v1/chat/completions");
		expect(requestHeaders(call, ENV)).toEqual({
			Authorization: "Bearer hf_test",
			"Content-Type": "application/json",
			"X-HF-Bill-To": "huggingface",
		});
		expect(jsonBody(call)).toEqual({
			model: "meta-llama/Llama-3.1-8B-Instruct:together",
			messages: [{ role: "user", content: "What is the capital of France?" }],
			temperature: 0.5,
			max_tokens: 512,
		});
		expect(call.answer).toBe("chat");
		expect(call.chatBaseUrl).toBe("https://router.huggingface.co/v1");
	});

	it("adds stream: true and reads chunks when streaming", () => {
		const s = getInferenceCall(CHAT_MODEL, "groq", undefined, { streaming: true });
		expect(jsonBody(s)).toMatchObject({ stream: true, model: "meta-llama/Llama-3.1-8B-Instruct:groq" });
		expect(s.answer).toBe("chat-stream");
		expect(s.kind).toBe("conversationalStream");
	});

	it("uses the bare model id for the auto policy", () => {
		expect(jsonBody(getInferenceCall(CHAT_MODEL, "auto"))).toMatchObject({ model: "meta-llama/Llama-3.1-8B-Instruct" });
	});

	it("calls the provider's own URL with its key on a direct request", () => {
		const d = getInferenceCall(
			CHAT_MODEL,
			"together",
			{
				provider: "together",
				providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
				hfModelId: CHAT_MODEL.id,
				task: "conversational",
			},
			{ directRequest: true },
		);
		expect(d.request.url).toBe("https://api.together.xyz/v1/chat/completions");
		expect(requestHeaders(d, ENV).Authorization).toBe("Bearer tg_test");
		expect(jsonBody(d)).toMatchObject({ model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo" });
		expect(d.auth.token).toEqual({ kind: "env", name: "TOGETHER_API_KEY" });
	});

	it("calls a custom endpoint with API_TOKEN", () => {
		const e = getInferenceCall(CHAT_MODEL, "hf-inference", undefined, { endpointUrl: "http://localhost:8080/v1" });
		expect(e.request.url).toBe("http://localhost:8080/v1/chat/completions");
		expect(e.auth.token).toEqual({ kind: "env", name: "API_TOKEN" });
		expect(e.chatBaseUrl).toBe("http://localhost:8080/v1");
	});

	it("sends image content parts for vision models", () => {
		const v = getInferenceCall(TAG_MODELS["image-text-to-text"]!, "hf-inference");
		const body = jsonBody(v) as { messages: { content: { type: string }[] }[] };
		expect(body.messages[0]?.content.map((p) => p.type)).toEqual(["text", "image_url"]);
	});

	it("prints the request in curl, requests and fetch", () => {
		const args: Parameters<typeof getInferenceSnippets> = [
			CHAT_MODEL,
			"together",
			undefined,
			{ billTo: "huggingface" },
		];
		const curl = snippet(args, "sh/curl");
		expect(curl).toContain("curl 'https://router.huggingface.co/v1/chat/completions'");
		expect(curl).toContain('-H "Authorization: Bearer $HF_TOKEN"');
		expect(curl).toContain("-H 'X-HF-Bill-To: huggingface'");
		const requests = snippet(args, "python/requests");
		expect(requests).toContain('"X-HF-Bill-To": "huggingface",');
		expect(requests).toContain('print(response.json()["choices"][0]["message"])');
		const fetch = snippet(args, "js/fetch");
		expect(fetch).toContain("Authorization: `Bearer ${process.env.HF_TOKEN}`,");
		expect(fetch).toContain("console.log(completion.choices[0]?.message);");
	});
});

describe("task requests", () => {
	it("hf-inference text tasks post {inputs} to models/<id>", () => {
		const call = getInferenceCall(TAG_MODELS["text-classification"]!, "hf-inference", undefined, { billTo: "acme" });
		expect(call.request.url).toBe(
			"https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		);
		expect(requestHeaders(call, ENV)).toEqual({
			Authorization: "Bearer hf_test",
			"Content-Type": "application/json",
			"X-HF-Bill-To": "acme",
		});
		expect(jsonBody(call)).toEqual({ inputs: "What a lovely surprise, thank you!" });
	});

	it("feature extraction on hf-inference uses the pipeline route", () => {
		const call = getInferenceCall(TAG_MODELS["feature-extraction"]!, "hf-inference");
		expect(call.request.url).toBe(
			"https://router.huggingface.co/hf-inference/models/intfloat/multilingual-e5-large/pipeline/feature-extraction",
		);
	});

	it("image and audio tasks post the raw file with its content type", () => {
		const img = getInferenceCall(TAG_MODELS["image-classification"]!, "hf-inference");
		expect(img.request.body).toEqual({ type: "bytes", file: "cats.jpg", contentType: "image/jpeg" });
		expect(img.request.headers["Content-Type"]).toBe("image/jpeg");
		const audio = getInferenceCall(TAG_MODELS["automatic-speech-recognition"]!, "hf-inference");
		expect(audio.request.body).toEqual({ type: "bytes", file: "sample1.flac", contentType: "audio/flac" });
		expect(snippet([TAG_MODELS["image-classification"]!, "hf-inference"], "sh/curl")).toContain(
			"--data-binary '@cats.jpg'",
		);
		expect(snippet([TAG_MODELS["image-classification"]!, "hf-inference"], "python/requests")).toContain(
			"response = requests.post(API_URL, headers=headers, data=data)",
		);
	});

	it("zero-shot classification sends the candidate labels", () => {
		const call = getInferenceCall(TAG_MODELS["zero-shot-classification"]!, "hf-inference");
		expect(jsonBody(call)).toMatchObject({ parameters: { candidate_labels: ["refund", "legal", "faq"] } });
	});

	it("text-to-image answers bytes on hf-inference, saved to a file", () => {
		const call = getInferenceCall(TAG_MODELS["text-to-image"]!, "hf-inference");
		expect(call.answer).toBe("bytes");
		expect(jsonBody(call)).toEqual({ inputs: "Astronaut riding a horse" });
		const requests = snippet([TAG_MODELS["text-to-image"]!, "hf-inference"], "python/requests");
		expect(requests).toContain('with open("output.png", "wb") as f:');
	});

	it("fal-ai queue tasks take fal's synchronous route (no ?_subdomain=queue) and `prompt`; raw clients download the media", () => {
		const m = TAG_MODELS["text-to-image"]!;
		const mapping = { provider: "fal-ai", providerId: "fal-ai/flux/dev", hfModelId: m.id, task: "text-to-image" };
		const call = getInferenceCall(m, "fal-ai", mapping);
		expect(call.request.url).toBe("https://router.huggingface.co/fal-ai/fal-ai/flux/dev");
		expect(call.answer).toBe("media-url");
		expect(jsonBody(call)).toEqual({ prompt: "Astronaut riding a horse" });
		const args: Parameters<typeof getInferenceSnippets> = [m, "fal-ai", mapping];
		expect(snippet(args, "js/fetch")).toContain(
			'const media = await fetch(result.images[0].url);\nif (!media.ok) {\n    throw new Error(`Download failed with status ${media.status}`);\n}\nfs.writeFileSync("output.png", Buffer.from(await media.arrayBuffer()));\n',
		);
		const im = TAG_MODELS["image-to-image"]!;
		const imm = { provider: "fal-ai", providerId: "fal-ai/flux-kontext/dev", hfModelId: im.id, task: "image-to-image" };
		expect(snippet([im, "fal-ai", imm], "python/requests")).toContain(
			'result = response.json()\nmedia = requests.get(result["images"][0]["url"])\nmedia.raise_for_status()\nwith open("output.png", "wb") as f:\n    f.write(media.content)\n',
		);
		const sm = TAG_MODELS["image-segmentation"]!;
		const smm = { provider: "fal-ai", providerId: "fal-ai/birefnet", hfModelId: sm.id, task: "image-segmentation" };
		expect(snippet([sm, "fal-ai", smm], "sh/curl")).toContain(
			"    -o response.json\ncurl \"$(jq -r '.image.url' response.json)\" -o 'output.png'\n",
		);
		const v = TAG_MODELS["text-to-video"]!;
		const vm = { provider: "fal-ai", providerId: "fal-ai/ltx-video", hfModelId: v.id, task: "text-to-video" };
		const video = getInferenceCall(v, "fal-ai", vm);
		expect(video.answer).toBe("media-url");
		expect(video.outputFile).toBe("output.mp4");
		const direct = getInferenceCall(m, "fal-ai", mapping, { directRequest: true });
		expect(direct.request.url).toBe("https://fal.run/fal-ai/flux/dev");
		expect(requestHeaders(direct, ENV).Authorization).toBe("Key fal_test");
	});

	it("LoRA mappings pass the adapter weights on fal-ai", () => {
		const m = { id: "alice/flux-lora-watercolor", pipeline_tag: "text-to-image" };
		const call = getInferenceCall(m, "fal-ai", {
			provider: "fal-ai",
			providerId: "fal-ai/flux-lora",
			hfModelId: m.id,
			task: "text-to-image",
			adapter: "lora",
			adapterWeightsPath: "watercolor.safetensors",
		});
		expect(jsonBody(call)).toEqual({
			prompt: "Astronaut riding a horse",
			loras: [
				{ path: "https://huggingface.co/alice/flux-lora-watercolor/resolve/main/watercolor.safetensors", scale: 1 },
			],
		});
	});

	it("Replicate wraps inputs in `input` and waits for the prediction", () => {
		const m = TAG_MODELS["text-to-image"]!;
		const call = getInferenceCall(m, "replicate", {
			provider: "replicate",
			providerId: "black-forest-labs/flux-dev",
			hfModelId: m.id,
			task: "text-to-image",
		});
		expect(call.request.url).toBe(
			"https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions",
		);
		expect(call.request.headers.Prefer).toBe("wait");
		expect(jsonBody(call)).toEqual({ input: { prompt: "Astronaut riding a horse" } });
		const pinned = getInferenceCall(m, "replicate", {
			provider: "replicate",
			providerId: "owner/model:abc123",
			hfModelId: m.id,
			task: "text-to-image",
		});
		expect(pinned.request.url).toBe("https://router.huggingface.co/replicate/v1/predictions");
		expect(jsonBody(pinned)).toEqual({ input: { prompt: "Astronaut riding a horse" }, version: "abc123" });
	});

	it("image editing embeds the image as a data URL for fal-ai", () => {
		const m = TAG_MODELS["image-to-image"]!;
		const call = getInferenceCall(m, "fal-ai", {
			provider: "fal-ai",
			providerId: "fal-ai/flux-kontext/dev",
			hfModelId: m.id,
			task: "image-to-image",
		});
		const body = jsonBody(call) as Record<string, unknown>;
		expect(body.prompt).toBe("Turn the cat into a tiger.");
		expect(body.image_url).toEqual(new FileRef("cat.png", "image/png", "dataUrl"));
	});

	it("an accessToken is written into the snippet instead of an environment variable", () => {
		const args: Parameters<typeof getInferenceSnippets> = [
			CHAT_MODEL,
			"together",
			undefined,
			{ accessToken: "hf_secret" },
		];
		expect(snippet(args, "python/openai")).toContain('api_key="hf_secret",');
		expect(snippet(args, "python/openai")).not.toContain("import os");
		expect(snippet(args, "js/openai")).toContain('apiKey: "hf_secret",');
		expect(snippet(args, "sh/curl")).toContain("-H 'Authorization: Bearer hf_secret'");
	});
});

describe("the router's routing policies", () => {
	it("write the model as <id>:fastest on the router's chat endpoint, in every client that sends it as written", () => {
		const call = getInferenceCall(CHAT_MODEL, "auto", undefined, { routing: "fastest" });
		expect(call.routing).toBe("fastest");
		expect(call.request.url).toBe("https://router.huggingface.co/v1/chat/completions");
		expect(jsonBody(call)).toMatchObject({ model: `${CHAT_MODEL.id}:fastest` });
		const snippets = getInferenceSnippets(CHAT_MODEL, "auto", undefined, { routing: "cheapest" });
		expect(snippets.map((s) => `${s.language}/${s.client}`).sort()).toEqual(
			["js/fetch", "js/openai", "python/openai", "python/requests", "sh/curl"].sort(),
		);
		for (const s of snippets) expect(s.content, `${s.language}/${s.client}`).toContain(`${CHAT_MODEL.id}:cheapest`);
	});

	it("is ignored where the router does not pick: a named provider", () => {
		const call = getInferenceCall(CHAT_MODEL, "together", undefined, { routing: "fastest" });
		expect(call.routing).toBeUndefined();
		expect(jsonBody(call)).toMatchObject({ model: `${CHAT_MODEL.id}:together` });
	});
});
