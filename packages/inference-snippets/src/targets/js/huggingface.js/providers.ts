/**
 * The providers @huggingface/inference 4.13 knows (its provider helper table): with another id
 * its InferenceClient throws "Provider '…' not supported" and its types refuse the name, so such a
 * provider gets no huggingface.js example. A provider the client does not know yet has no entry.
 */
import type { InferenceProvider } from "../../../providers.js";

export const HUGGINGFACE_JS_PROVIDERS: ReadonlySet<InferenceProvider> = new Set<InferenceProvider>([
	"baseten",
	"cerebras",
	"cohere",
	"deepinfra",
	"fal-ai",
	"featherless-ai",
	"fireworks-ai",
	"groq",
	"hf-inference",
	"novita",
	"nscale",
	"openai",
	"ovhcloud",
	"publicai",
	"replicate",
	"scaleway",
	"together",
	"wavespeed",
	"zai-org",
]);
