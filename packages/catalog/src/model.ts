/**
 * The model record: what every generator reads. It mirrors the fields a hub's model API
 * returns; all but `id` are optional because real records are often sparse.
 */
import { z } from "zod";

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
 * write null (Mistral v0.2's `sliding_window`).
 */
export interface ArchitectureConfig {
	num_hidden_layers?: number;
	num_attention_heads?: number;
	num_key_value_heads?: number;
	head_dim?: number;
	hidden_size?: number;
	intermediate_size?: number;
	vocab_size?: number;
	max_position_embeddings?: number;
	sliding_window?: number | null;
	/** Qwen2/3 configs carry a `sliding_window` they do not use unless this is true. */
	use_sliding_window?: boolean;
	/** Gemma 3 / Cohere 2: every n-th layer is global, the others use the sliding window. */
	sliding_window_pattern?: number;
	/** Per layer: `full_attention`, `sliding_attention`, `linear_attention`, … (newer configs). */
	layer_types?: string[];
	/** Mixture of experts: routed experts (name varies by family) and experts used per token. */
	num_experts?: number;
	num_local_experts?: number;
	n_routed_experts?: number;
	num_experts_per_tok?: number;
	moe_intermediate_size?: number;
	/** DeepSeek V3 family: the first k layers are dense. */
	first_k_dense_replace?: number;
	/** Multi-head latent attention (DeepSeek V3, Kimi K2): the cached latent and rope widths. */
	kv_lora_rank?: number;
	qk_rope_head_dim?: number;
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
	/** Layers that use the sliding window (Gemma 2/3, gpt-oss); absent: none. */
	sliding_window_layers?: number;
	expert_count?: number;
	expert_used_count?: number;
	/** Width of one expert's MLP (`<arch>.expert_feed_forward_length`). */
	expert_feed_forward_length?: number;
	/** DeepSeek-style mixtures: dense layers before the first expert layer. */
	leading_dense_block_count?: number;
	/** Parameters read per token (mixture-of-experts); absent: all of `total`. */
	active?: number;
	[key: string]: unknown;
}

/** The hub's safetensors summary: parameter counts per stored dtype, and their sum. */
export interface SafetensorsSummary {
	parameters: Record<string, number>;
	total: number;
}

export type ProviderMappingStatus = "live" | "staging" | "error" | (string & {});

/** One provider that serves the model, and the model's id there. */
export interface InferenceProviderMappingEntry {
	provider: string;
	providerId: string;
	task: string;
	status: ProviderMappingStatus;
	adapter?: string;
	adapterWeightsPath?: string;
}

export interface CardData {
	base_model?: string | string[];
	instance_prompt?: string | null;
	license?: string;
	language?: string | string[];
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
	/** Download and like counts of sample records are illustrative values, not live figures. */
	sample?: { downloads?: number; likes?: number };
	lastModified?: string;
	[key: string]: unknown;
}

// ---- validation -------------------------------------------------------------------------

const MODEL_ID = /^[A-Za-z0-9][\w.-]*(\/[\w.-]+)?$/;

const chatMessage = z.looseObject({
	role: z.string(),
	content: z.union([
		z.string(),
		z.array(
			z.union([
				z.looseObject({ type: z.literal("text"), text: z.string() }),
				z.looseObject({ type: z.literal("image_url"), image_url: z.looseObject({ url: z.string() }) }),
			]),
		),
	]),
});

const widgetExample = z.looseObject({
	text: z.string().optional(),
	source_sentence: z.string().optional(),
	sentences: z.array(z.string()).optional(),
	context: z.string().optional(),
	candidate_labels: z.string().optional(),
	src: z.string().optional(),
	example_title: z.string().optional(),
	messages: z.array(chatMessage).optional(),
	table: z.record(z.string(), z.array(z.string())).optional(),
});

const count = z.number().int().nonnegative();
const architectureShape = {
	num_hidden_layers: count.optional(),
	num_attention_heads: count.optional(),
	num_key_value_heads: count.optional(),
	head_dim: count.optional(),
	hidden_size: count.optional(),
	intermediate_size: count.optional(),
	vocab_size: count.optional(),
	max_position_embeddings: count.optional(),
	sliding_window: count.nullable().optional(),
	use_sliding_window: z.boolean().optional(),
	sliding_window_pattern: count.optional(),
	layer_types: z.array(z.string()).optional(),
	num_experts: count.nullable().optional(),
	num_local_experts: count.optional(),
	n_routed_experts: count.optional(),
	num_experts_per_tok: count.nullable().optional(),
	moe_intermediate_size: count.optional(),
	first_k_dense_replace: count.optional(),
	kv_lora_rank: count.optional(),
	qk_rope_head_dim: count.optional(),
	torch_dtype: z.string().optional(),
};

const configSchema = z.looseObject({
	...architectureShape,
	text_config: z.looseObject(architectureShape).optional(),
	architectures: z.array(z.string()).optional(),
	model_type: z.string().optional(),
	quantization_config: z.looseObject({ quant_method: z.string().optional(), bits: z.number().optional() }).optional(),
	tokenizer_config: z
		.looseObject({
			chat_template: z
				.union([z.string(), z.array(z.looseObject({ name: z.string(), template: z.string() }))])
				.optional(),
		})
		.optional(),
	processor_config: z.looseObject({ chat_template: z.string().optional() }).optional(),
	chat_template_jinja: z.string().optional(),
	adapter_transformers: z
		.looseObject({ model_name: z.string().optional(), model_class: z.string().optional() })
		.optional(),
	peft: z.looseObject({ base_model_name_or_path: z.string().optional(), task_type: z.string().optional() }).optional(),
	sklearn: z
		.looseObject({
			model: z.looseObject({ file: z.string().optional() }).optional(),
			model_format: z.string().optional(),
		})
		.optional(),
	speechbrain: z
		.looseObject({
			speechbrain_interface: z.string().optional(),
			vocoder_interface: z.string().optional(),
			vocoder_model_id: z.string().optional(),
		})
		.optional(),
	keras_hub: z.looseObject({ tasks: z.array(z.string()).optional() }).optional(),
	diffusers: z.looseObject({ _class_name: z.string().optional() }).optional(),
});

const providerMappingEntry = z.looseObject({
	provider: z.string().min(1),
	providerId: z.string().min(1),
	task: z.string().min(1),
	status: z.string(),
	adapter: z.string().optional(),
	adapterWeightsPath: z.string().optional(),
});

export const modelRecordSchema = z.looseObject({
	id: z
		.string()
		.min(1, "model id is empty")
		.max(200, "model id is longer than 200 characters")
		.regex(MODEL_ID, "model id must look like owner/name (letters, digits, '-', '_', '.')"),
	author: z.string().optional(),
	tags: z.array(z.string()).optional(),
	pipeline_tag: z.string().optional(),
	library_name: z.string().optional(),
	private: z.boolean().optional(),
	gated: z.union([z.boolean(), z.literal("auto"), z.literal("manual")]).optional(),
	cardData: z
		.looseObject({
			base_model: z.union([z.string(), z.array(z.string())]).optional(),
			instance_prompt: z.string().nullable().optional(),
			license: z.string().optional(),
			language: z.union([z.string(), z.array(z.string())]).optional(),
		})
		.optional(),
	widgetData: z.array(widgetExample).optional(),
	config: configSchema.optional(),
	transformersInfo: z
		.looseObject({
			auto_model: z.string(),
			processor: z.string().optional(),
			pipeline_tag: z.string().optional(),
			custom_class: z.string().optional(),
		})
		.optional(),
	mask_token: z.string().optional(),
	gguf: z
		.looseObject({
			context_length: z.number().optional(),
			chat_template: z.string().optional(),
			total: z.number().optional(),
			architecture: z.string().optional(),
			block_count: count.optional(),
			head_count: count.optional(),
			head_count_kv: count.optional(),
			embedding_length: count.optional(),
			key_length: count.optional(),
			vocab_size: count.optional(),
			sliding_window: count.optional(),
			sliding_window_layers: count.optional(),
			expert_count: count.optional(),
			expert_used_count: count.optional(),
			expert_feed_forward_length: count.optional(),
			leading_dense_block_count: count.optional(),
			active: count.optional(),
		})
		.optional(),
	safetensors: z.looseObject({ parameters: z.record(z.string(), count), total: count }).optional(),
	siblings: z.array(z.looseObject({ rfilename: z.string(), size: count.optional() })).optional(),
	inferenceProviderMapping: z.array(providerMappingEntry).optional(),
	sample: z.looseObject({ downloads: z.number().optional(), likes: z.number().optional() }).optional(),
	lastModified: z.string().optional(),
});

export interface RecordError {
	/** Dotted path of the offending field, e.g. `config.peft.task_type` or `tags.2`; `(root)` for the whole value. */
	path: string;
	message: string;
}

export type ParseResult = { ok: true; model: ModelRecord } | { ok: false; errors: RecordError[] };

/** Validates untrusted JSON as a model record. Never throws. */
export function parseModelRecord(json: unknown): ParseResult {
	try {
		const result = modelRecordSchema.safeParse(json);
		if (result.success) return { ok: true, model: result.data as ModelRecord };
		return {
			ok: false,
			errors: result.error.issues.map((issue) => ({
				path: issue.path.length ? issue.path.map(String).join(".") : "(root)",
				message: issue.message,
			})),
		};
	} catch (e) {
		// Defensive: exotic inputs (getters that throw, revoked proxies) still get an answer.
		return { ok: false, errors: [{ path: "(root)", message: e instanceof Error ? e.message : String(e) }] };
	}
}

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

/** The first widget example, if the record has one. */
export function firstWidget(model: Pick<ModelRecord, "widgetData">): WidgetExample | undefined {
	return model.widgetData?.[0];
}
