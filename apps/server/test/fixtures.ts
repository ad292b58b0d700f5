import type { ModelRecord } from "@hubkit/catalog";

/** A small fixed catalogue, so the API tests do not depend on the sample catalogue's contents. */
export const FIXTURE_MODELS: ModelRecord[] = [
	{
		id: "acme/chat-7b",
		author: "acme",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "conversational", "text-generation"],
		transformersInfo: {
			auto_model: "AutoModelForCausalLM",
			pipeline_tag: "text-generation",
			processor: "AutoTokenizer",
		},
		config: {
			architectures: ["LlamaForCausalLM"],
			model_type: "llama",
			tokenizer_config: { chat_template: "{{ messages }}" },
		},
		inferenceProviderMapping: [
			{ provider: "together", providerId: "acme/chat-7b-together", task: "conversational", status: "live" },
			{ provider: "hf-inference", providerId: "acme/chat-7b", task: "conversational", status: "live" },
		],
		sample: { downloads: 500, likes: 40 },
		lastModified: "2025-03-01T00:00:00.000Z",
	},
	{
		id: "acme/bert-tiny",
		pipeline_tag: "fill-mask",
		library_name: "transformers",
		tags: ["transformers", "fill-mask"],
		mask_token: "[MASK]",
		transformersInfo: { auto_model: "AutoModelForMaskedLM" },
		sample: { downloads: 1000, likes: 5 },
		lastModified: "2024-01-01T00:00:00.000Z",
	},
	{
		id: "pixels/sd-mini",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-image"],
		sample: { downloads: 200, likes: 90 },
		lastModified: "2025-06-01T00:00:00.000Z",
	},
	{
		id: "quant/chat-7b-GGUF",
		pipeline_tag: "text-generation",
		library_name: "gguf",
		tags: ["gguf", "conversational", "text-generation"],
		gguf: { total: 7_000_000_000, context_length: 4096, architecture: "llama" },
		siblings: [{ rfilename: "chat-7b.Q4_K_M.gguf" }, { rfilename: "chat-7b.Q8_0.gguf" }],
		sample: { downloads: 300, likes: 1 },
	},
	{
		id: "lab/weird.name_v2",
		tags: [],
		// A benchmark figure, so that GET /api/leaderboard has one to answer.
		cardData: {
			"model-index": [
				{ results: [{ dataset: { type: "Idavidrein/gpqa" }, metrics: [{ type: "accuracy", value: 0.5 }] }] },
			],
		},
		sample: { downloads: 0, likes: 0 },
	},
];
