/**
 * The model record: what every generator reads. It mirrors the fields a hub's model API
 * returns; all but `id` are optional because real records are often sparse.
 */
import type { ProviderFacts } from "./provider-facts.js";

/** A chat message as the OpenAI-compatible chat API takes it. */
export interface ChatContentText {
	type: "text";
	text: string;
}
export interface ChatContentImage {
	type: "image_url";
	image_url: { url: string };
}
export type ChatContentPart = ChatContentText | ChatContentImage;
export interface ChatMessage {
	role: "system" | "user" | "assistant" | "tool" | (string & {});
	content: string | ChatContentPart[];
}

export interface WidgetExample {
	text?: string;
	source_sentence?: string;
	sentences?: string[];
	context?: string;
	candidate_labels?: string;
	src?: string;
	example_title?: string;
	messages?: ChatMessage[];
	table?: Record<string, string[]>;
	structured_data?: Record<string, unknown[]>;
	[key: string]: unknown;
}

export interface ChatTemplateEntry {
	name: string;
	template: string;
}

export interface ModelConfig extends ArchitectureConfig {
	architectures?: string[];
	model_type?: string;
	quantization_config?: { quant_method?: string; bits?: number; [key: string]: unknown };
	tokenizer_config?: {
		chat_template?: string | ChatTemplateEntry[];
		bos_token?: unknown;
		eos_token?: unknown;
		[key: string]: unknown;
	};
	processor_config?: { chat_template?: string; [key: string]: unknown };
	chat_template_jinja?: string;
	adapter_transformers?: { model_name?: string; model_class?: string; [key: string]: unknown };
	peft?: { base_model_name_or_path?: string; task_type?: string; [key: string]: unknown };
	sklearn?: {
		model?: { file?: string; [key: string]: unknown };
		model_format?: string;
		[key: string]: unknown;
	};
	speechbrain?: {
		speechbrain_interface?: string;
		vocoder_interface?: string;
		vocoder_model_id?: string;
		[key: string]: unknown;
	};
	keras_hub?: { tasks?: string[]; [key: string]: unknown };
	diffusers?: { _class_name?: string; [key: string]: unknown };
	/** Vision-language and audio-language models nest the language model's numbers here. */
	text_config?: ArchitectureConfig;
	[key: string]: unknown;
}

/**
 * The architecture numbers of config.json that size a model in memory (the hardware fit
 * estimate reads them). Names and shapes as transformers writes them; `null` where configs
 * write null (Mistral v0.2's `sliding_window`, newer Mistral configs' `head_dim`).
 */
export interface ArchitectureConfig {
	num_hidden_layers?: number | null;
	num_attention_heads?: number | null;
	num_key_value_heads?: number | null;
	head_dim?: number | null;
	hidden_size?: number | null;
	intermediate_size?: number | null;
	vocab_size?: number | null;
	max_position_embeddings?: number | null;
	sliding_window?: number | null;
	/** Qwen2/3 configs carry a `sliding_window` they do not use unless this is true. */
	use_sliding_window?: boolean;
	/** Gemma 3 / Cohere 2: every n-th layer is global, the others use the sliding window. */
	sliding_window_pattern?: number | null;
	/** Per layer: `full_attention`, `sliding_attention`, `linear_attention`, … (newer configs). */
	layer_types?: string[];
	/** Mixture of experts: routed experts (name varies by family) and experts used per token. */
	num_experts?: number | null;
	num_local_experts?: number | null;
	n_routed_experts?: number | null;
	num_experts_per_tok?: number | null;
	moe_intermediate_size?: number | null;
	/** DeepSeek V3 family: the first k layers are dense. */
	first_k_dense_replace?: number | null;
	/** Multi-head latent attention (DeepSeek V3, Kimi K2): the cached latent and rope widths. */
	kv_lora_rank?: number | null;
	qk_rope_head_dim?: number | null;
	/** Gemma 3n, Gemma 4: the last n layers reuse the KV cache of earlier ones and keep none of their own. */
	num_kv_shared_layers?: number | null;
	torch_dtype?: string;
	[key: string]: unknown;
}

export interface TransformersInfo {
	auto_model: string;
	processor?: string;
	pipeline_tag?: string;
	custom_class?: string;
}

export interface GgufSummary {
	context_length?: number;
	chat_template?: string;
	total?: number;
	architecture?: string;
	/**
	 * Architecture numbers from the GGUF header (`<arch>.block_count`, `<arch>.attention.head_count_kv`, …,
	 * without the architecture prefix). GGUF repositories have no config.json, so the fit estimate reads these.
	 */
	block_count?: number;
	head_count?: number;
	head_count_kv?: number;
	embedding_length?: number;
	key_length?: number;
	vocab_size?: number;
	sliding_window?: number;
	/** Layers that use the sliding window (Gemma 2/3, gpt-oss), of those with a cache (kv_block_count); absent: none. */
	sliding_window_layers?: number;
	/** Layers with a KV cache of their own, when fewer than block_count (Gemma 3n's later layers reuse earlier ones'). */
	kv_block_count?: number;
	expert_count?: number;
	expert_used_count?: number;
	/** Width of one expert's MLP (`<arch>.expert_feed_forward_length`). */
	expert_feed_forward_length?: number;
	/** DeepSeek-style mixtures: dense layers before the first expert layer. */
	leading_dense_block_count?: number;
	/** Parameters read per token (mixture-of-experts); absent: all of `total`. */
	active?: number;
	/** Width of the dense feed-forward block (`<arch>.feed_forward_length`). */
	feed_forward_length?: number;
	/**
	 * Where Hubkit read these numbers when the record did not carry them: `GGUF header of <file>`
	 * (an upstream repository's header, read with a bounded range request).
	 */
	source?: string;
	[key: string]: unknown;
}

/** The hub's safetensors summary: parameter counts per stored dtype, and their sum. */
export interface SafetensorsSummary {
	parameters: Record<string, number>;
	total: number;
}

export type ProviderMappingStatus = "live" | "staging" | "error" | (string & {});

/**
 * One provider that serves the model, and the model's id there; with what the provider's listing
 * says of it (price, context, capabilities, speed, and their source and date: provider-facts.ts).
 */
export interface InferenceProviderMappingEntry extends ProviderFacts {
	provider: string;
	providerId: string;
	task: string;
	status: ProviderMappingStatus;
	adapter?: string;
	adapterWeightsPath?: string;
}

/** A model card's front matter; a key written with no value (`language:`) is null, as YAML reads it. */
export interface CardData {
	base_model?: string | string[] | null;
	instance_prompt?: string | null;
	license?: string | null;
	language?: string | string[] | null;
	[key: string]: unknown;
}

export interface Sibling {
	rfilename: string;
	size?: number;
}

export interface ModelRecord {
	id: string;
	author?: string;
	tags?: string[];
	pipeline_tag?: string;
	library_name?: string;
	private?: boolean;
	gated?: boolean | "auto" | "manual";
	cardData?: CardData;
	widgetData?: WidgetExample[];
	config?: ModelConfig;
	transformersInfo?: TransformersInfo;
	mask_token?: string;
	gguf?: GgufSummary;
	safetensors?: SafetensorsSummary;
	siblings?: Sibling[];
	inferenceProviderMapping?: InferenceProviderMappingEntry[];
	/** Download and like counts, as an upstream hub's model list gives them. */
	downloads?: number;
	likes?: number;
	/**
	 * Download and like counts of sample records are illustrative values, not live figures. `released` is a
	 * curated release day (YYYY-MM-DD) with the page that states it (model card, paper, announcement): the
	 * hub's `createdAt` is a repository's creation, and for repositories older than the hub's March 2022
	 * migration only that migration's day.
	 */
	sample?: {
		downloads?: number;
		likes?: number;
		released?: { date: string; url: string };
		/** Curated evaluation figures, each with the page it was read from and the day (evaluations.ts). */
		evals?: unknown[];
		/**
		 * A published parameter count of a repository without safetensors weights (whose count the hub
		 * does not give), with the format and stored type of the repository's weight files, so the fit
		 * names them truthfully: `{ total: 39_000_000, dtype: "F32", format: "pytorch" }`. Its source is
		 * `sizeSource` (https page and the day it was read).
		 */
		parameters?: { total: number; dtype: string; format: string; dtypeAssumed?: boolean };
		/**
		 * The record's `safetensors` summary is a published parameter count written in the hub's form, not the
		 * hub's own count: its size is an estimate, and `dtypeAssumed` when no page states the stored type.
		 */
		publishedSummary?: { dtypeAssumed?: boolean };
		/**
		 * An adapter's base's published parameter count, for an adapter whose base the catalogue does
		 * not hold: `{ total, dtype, format }` as `parameters` (format `safetensors` too). Its source is
		 * `sizeSource`. Read by statedAdapterBase.
		 */
		baseParameters?: { total: number; dtype: string; format: string; dtypeAssumed?: boolean };
		sizeSource?: { url: string; checked: string; note?: string };
		/**
		 * The licence of a repository whose card says only `license: other`, with no name: `id` is the
		 * licence table's key (licenses.ts) for the text read at `url` (the repository's licence file) on the
		 * day `checked`. Read only where the card names no licence itself.
		 */
		licence?: { id: string; url: string; checked: string };
	};
	lastModified?: string;
	[key: string]: unknown;
}

// ---- validation: validate.ts (`@hubkit/catalog/validate`), so that zod stays out of the generators' bundles.

// ---- readers ----------------------------------------------------------------------------

export function hasTag(model: Pick<ModelRecord, "tags">, tag: string): boolean {
	return Array.isArray(model.tags) && model.tags.includes(tag);
}

/** Conversational models carry the `conversational` tag (the hub adds it when a chat template exists). */
export function isConversational(model: Pick<ModelRecord, "tags">): boolean {
	return hasTag(model, "conversational");
}

export function hasRemoteCode(model: Pick<ModelRecord, "tags">): boolean {
	return hasTag(model, "custom_code");
}

/** The base models named in the card (`base_model` is a string or a list). */
export function baseModels(model: Pick<ModelRecord, "cardData">): string[] {
	const base = model.cardData?.base_model;
	if (typeof base === "string") return base.trim() ? [base] : [];
	if (Array.isArray(base)) return base.filter((b): b is string => typeof b === "string" && b.trim() !== "");
	return [];
}

/** The chat template, from the first place that has one: tokenizer, processor, standalone jinja file, GGUF metadata. */
export function chatTemplate(model: Pick<ModelRecord, "config" | "gguf">): string | undefined {
	const fromTokenizer = model.config?.tokenizer_config?.chat_template;
	if (typeof fromTokenizer === "string" && fromTokenizer) return fromTokenizer;
	if (Array.isArray(fromTokenizer) && fromTokenizer.length > 0) {
		return (fromTokenizer.find((t) => t.name === "default") ?? fromTokenizer[0])?.template;
	}
	return (
		model.config?.processor_config?.chat_template ||
		model.config?.chat_template_jinja ||
		model.gguf?.chat_template ||
		undefined
	);
}

/** File names in the repository (empty when the record does not list them). */
export function fileNames(model: Pick<ModelRecord, "siblings">): string[] {
	return (model.siblings ?? []).map((s) => s.rfilename);
}
