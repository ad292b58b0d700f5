// Loaded with `node --import` before each transformers.js snippet the lab runs: points the
// library's singleton `env` at the ONNX fixtures (ml/fixtures_onnx.py) and forbids the Hub, so
// the unmodified `pipeline(task, "owner/name")` loads <SNIPPET_LAB_JS_MODELS>/owner/name/.
// Any other URL (the snippets' example images) is answered with a small local file of the kind
// the URL names, like ml/site/sitecustomize.py does for Python; nothing leaves the machine.
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { env } from "@huggingface/transformers";

const models = process.env.SNIPPET_LAB_JS_MODELS;
const media = process.env.SNIPPET_LAB_MEDIA;
if (!models || !media) throw new Error("SNIPPET_LAB_JS_MODELS and SNIPPET_LAB_MEDIA must be set");

env.allowRemoteModels = false;
env.allowLocalModels = true;
env.localModelPath = models;
env.useFSCache = false;
env.cacheDir = join(models, "..", "cache");

const KINDS = {
	".png": ["image.png", "image/png"],
	".jpg": ["image.jpg", "image/jpeg"],
	".jpeg": ["image.jpg", "image/jpeg"],
	// The SpeechT5 snippet's speaker embeddings (float32 x-vector).
	".bin": ["speaker_embeddings.bin", "application/octet-stream"],
};

/** The local stand-in for a URL, or a 404 (the lab has no such media). */
function answer(url) {
	const path = new URL(url).pathname;
	const kind = KINDS[extname(path).toLowerCase()];
	if (!kind) return new Response("not available in the snippet lab", { status: 404 });
	return new Response(readFileSync(join(media, kind[0])), { status: 200, headers: { "content-type": kind[1] } });
}

const localFetch = async (input) => {
	const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
	return answer(url);
};
globalThis.fetch = localFetch;
env.fetch = localFetch;
