/**
 * What the recording server answers: like the router and the providers would, in the shape
 * each client reads (chat completions, server-sent-event streams, task JSON, image / audio /
 * video bytes, hub model info for provider mappings, fal queue status, Replicate
 * predictions). Shapes follow the providers' public APIs.
 */
import type { InferenceCall } from "@hubkit/inference-snippets";

export interface Answer {
	status: number;
	headers: Record<string, string>;
	body: Buffer | string;
	/** Server-sent events written one by one. */
	events?: string[];
}

/** A valid 1×1 PNG (huggingface_hub decodes images with Pillow). */
export const PNG = Buffer.from(
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
	"base64",
);
/** Bytes standing in for audio and video answers (clients save them without decoding). */
export const FLAC = Buffer.concat([Buffer.from("fLaC"), Buffer.alloc(60, 1)]);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypmp42"), Buffer.alloc(60, 2)]);

/** The URL the server hands out for generated media (then downloaded by the SDKs). */
export const MEDIA_HOST = "https://lab-media.example.com";

const json = (value: unknown, status = 200): Answer => ({
	status,
	headers: { "Content-Type": "application/json" },
	body: JSON.stringify(value),
});

const bytes = (body: Buffer, type: string): Answer => ({ status: 200, headers: { "Content-Type": type }, body });

function mediaFor(tag: string): { data: Buffer; type: string; ext: string } {
	if (tag.endsWith("-to-video")) return { data: MP4, type: "video/mp4", ext: "mp4" };
	if (tag === "text-to-speech" || tag === "text-to-audio" || tag === "audio-to-audio") {
		return { data: FLAC, type: "audio/flac", ext: "flac" };
	}
	return { data: PNG, type: "image/png", ext: "png" };
}

const CHAT_TEXT = "Paris is the capital of France.";

function chatCompletion(model: string): unknown {
	return {
		id: "chatcmpl-lab",
		object: "chat.completion",
		created: 1_700_000_000,
		model,
		system_fingerprint: "lab",
		choices: [{ index: 0, message: { role: "assistant", content: CHAT_TEXT }, finish_reason: "stop", logprobs: null }],
		usage: { prompt_tokens: 9, completion_tokens: 7, total_tokens: 16 },
	};
}

function chatChunks(model: string): string[] {
	const chunk = (delta: object, finish: string | null) =>
		JSON.stringify({
			id: "chatcmpl-lab",
			object: "chat.completion.chunk",
			created: 1_700_000_000,
			model,
			system_fingerprint: "lab",
			choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
		});
	return [
		chunk({ role: "assistant", content: "Paris is " }, null),
		chunk({ content: "the capital of France." }, null),
		chunk({}, "stop"),
		"[DONE]",
	];
}

/** Task JSON answers of the hub task API (hf-inference and custom endpoints). */
const HUB_TASK_JSON: Record<string, unknown> = {
	"text-classification": [[{ label: "POSITIVE", score: 0.98 }]],
	"token-classification": [{ entity_group: "LOC", score: 0.99, word: "Paris", start: 0, end: 5 }],
	translation: [{ translation_text: "Bonjour le monde" }],
	summarization: [{ summary_text: "The Eiffel Tower is a wrought-iron tower in Paris." }],
	"text-generation": [{ generated_text: "A rainbow forms when sunlight is refracted in raindrops." }],
	"feature-extraction": [0.12, -0.03, 0.5],
	"fill-mask": [{ score: 0.9, token: 42, token_str: "love", sequence: "the answer is love." }],
	"sentence-similarity": [0.81, 0.12, 0.05],
	"automatic-speech-recognition": { text: "Hello from the lab." },
	"audio-classification": [{ label: "speech", score: 0.93 }],
	"audio-to-audio": [{ label: "speech", "content-type": "audio/flac", blob: FLAC.toString("base64") }],
	"image-classification": [{ label: "tabby cat", score: 0.87 }],
	"object-detection": [{ label: "cat", score: 0.97, box: { xmin: 1, ymin: 2, xmax: 30, ymax: 40 } }],
	"image-segmentation": [{ label: "cat", score: 0.95, mask: PNG.toString("base64") }],
	"image-to-text": [{ generated_text: "Two cats lying on a couch." }],
	"question-answering": { answer: "Lisbon", score: 0.96, start: 38, end: 44 },
	"table-question-answering": {
		answer: "20000",
		coordinates: [[1, 1]],
		cells: ["20000"],
		aggregator: "NONE",
	},
	"document-question-answering": [{ answer: "a cat", score: 0.9, start: 0, end: 1 }],
	"zero-shot-classification": { sequence: "x", labels: ["refund", "legal", "faq"], scores: [0.8, 0.15, 0.05] },
	"zero-shot-image-classification": [{ label: "cat", score: 0.9 }],
	"tabular-classification": [1, 0],
	"tabular-regression": [3.5, 4.25],
};

/** Everything the server needs to answer one snippet run. */
export interface RunContext {
	call: InferenceCall;
	/** The hub's inferenceProviderMapping for the model (the SDKs look it up). */
	mapping: { provider: string; providerId: string; task: string; status: string; hfModelId: string }[];
	/** Base of this run's URLs on the server (for queue status / result URLs). */
	origin: string;
}

export interface IncomingCall {
	method: string;
	/** The original URL (https://host/path?query). */
	url: string;
	headers: Record<string, string>;
	body: Buffer;
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
	try {
		const v: unknown = JSON.parse(body.toString());
		return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
	} catch {
		return undefined;
	}
}

/** The answer to one request of a run. */
export function answer(req: IncomingCall, ctx: RunContext): Answer {
	const url = new URL(req.url);
	const { call } = ctx;
	const tag = call.pipelineTag;
	const media = mediaFor(tag);

	// The hub API: model info with the provider mapping (SDKs resolve provider ids with it).
	if (req.method === "GET" && url.hostname === "huggingface.co" && url.pathname.startsWith("/api/models/")) {
		return json({ _id: "lab", id: call.modelId, pipeline_tag: tag, inferenceProviderMapping: ctx.mapping });
	}
	// Generated media handed out as URLs.
	if (req.method === "GET" && url.origin === MEDIA_HOST) return bytes(media.data, media.type);

	const body = parseJson(req.body);
	if (url.pathname.endsWith("/chat/completions") && req.method === "POST") {
		const model = typeof body?.model === "string" ? body.model : call.modelId;
		if (body?.stream === true) {
			return { status: 200, headers: { "Content-Type": "text/event-stream" }, body: "", events: chatChunks(model) };
		}
		return json(chatCompletion(model));
	}
	return providerAnswer(req, url, body, ctx, media);
}

function providerAnswer(
	req: IncomingCall,
	url: URL,
	body: Record<string, unknown> | undefined,
	ctx: RunContext,
	media: { data: Buffer; type: string; ext: string },
): Answer {
	const { call } = ctx;
	const tag = call.pipelineTag;
	const provider = call.via === "endpoint" ? "endpoint" : call.provider === "auto" ? "hf-inference" : call.provider;
	const mediaUrl = `${MEDIA_HOST}/output.${media.ext}`;

	switch (provider) {
		case "fal-ai":
			return falAnswer(req, url, ctx, mediaUrl);
		case "replicate":
			return json({
				id: "lab-prediction",
				status: "succeeded",
				output: tag === "automatic-speech-recognition" ? { transcription: "Hello from the lab." } : mediaUrl,
			});
		case "wavespeed":
			if (req.method === "GET")
				return json({ code: 200, data: { id: "lab-task", status: "completed", outputs: [mediaUrl] } });
			return json({
				code: 200,
				data: { id: "lab-task", status: "created", urls: { get: `${url.origin}/api/v3/predictions/lab-task/result` } },
			});
		case "novita":
			if (tag === "text-to-video") {
				if (req.method === "GET")
					return json({ task: { task_id: "lab", status: "TASK_STATUS_SUCCEED" }, videos: [{ video_url: mediaUrl }] });
				// The async route answers a task id (polled); huggingface_hub's route answers the video.
				return json({ task_id: "lab", video: { video_url: mediaUrl } });
			}
			break;
		case "zai-org":
			if (tag === "text-to-image") {
				if (req.method === "GET") return json({ task_status: "SUCCESS", image_result: [{ url: mediaUrl }] });
				return json({ id: "lab", task_status: "PROCESSING" });
			}
			if (tag === "image-to-text") return json({ md_results: "# Two cats", layout_details: [] });
			break;
		default:
			break;
	}
	// OpenAI-compatible routes of the providers.
	// Together's video jobs: POST /v2/videos queues, GET /v2/videos/<id> reports the result.
	if (req.method === "GET" && /\/videos\/[^/]+$/.test(url.pathname)) {
		return json({ id: "lab", status: "completed", outputs: { video_url: mediaUrl } });
	}
	if (url.pathname.endsWith("/images/generations") || url.pathname.endsWith("/videos")) {
		if (req.method === "GET") return json({ id: "lab", status: "completed", outputs: { video_url: mediaUrl } });
		if (tag.endsWith("-to-video")) return json({ id: "lab", status: "queued" });
		return json({ created: 1_700_000_000, data: [{ b64_json: PNG.toString("base64") }] });
	}
	if (url.pathname.endsWith("/embeddings"))
		return json({
			object: "list",
			data: [{ object: "embedding", index: 0, embedding: [0.1, 0.2, 0.3] }],
			model: body?.model ?? "",
		});
	if (url.pathname.endsWith("/completions")) {
		return json({
			id: "cmpl-lab",
			object: "text_completion",
			created: 1_700_000_000,
			model: body?.model ?? "",
			choices: [{ index: 0, text: " A rainbow forms when light refracts.", finish_reason: "stop", logprobs: null }],
		});
	}
	if (url.pathname.endsWith("/audio/transcriptions")) return json({ text: "Hello from the lab." });
	if (url.pathname.endsWith("/audio/speech")) return bytes(FLAC, "audio/flac");

	// The hub task API (hf-inference, the auto policy, custom endpoints).
	if (call.answer === "bytes") return bytes(media.data, media.type);
	return json(HUB_TASK_JSON[tag] ?? { result: "ok" });
}

/** fal: the queue (submit → status → result) and the synchronous routes. */
function falAnswer(req: IncomingCall, url: URL, ctx: RunContext, mediaUrl: string): Answer {
	const tag = ctx.call.pipelineTag;
	const result = (): Answer => {
		if (tag === "automatic-speech-recognition") return json({ text: "Hello from the lab." });
		if (tag.endsWith("-to-video")) return json({ video: { url: mediaUrl } });
		if (tag === "text-to-speech" || tag === "text-to-audio" || tag === "audio-to-audio")
			return json({ audio: { url: mediaUrl } });
		if (tag === "image-segmentation") return json({ image: { url: mediaUrl } });
		return json({ images: [{ url: mediaUrl, content_type: "image/png" }] });
	};
	if (req.method === "GET") {
		if (url.pathname.endsWith("/status")) return json({ status: "COMPLETED", request_id: "lab" });
		return result();
	}
	const queued = url.searchParams.get("_subdomain") === "queue" || url.hostname === "queue.fal.run";
	if (!queued) return result();
	const base = `${url.origin}${url.pathname.replace(/\/$/, "")}/requests/lab`;
	return json({ request_id: "lab", status: "IN_QUEUE", status_url: `${base}/status`, response_url: base });
}
