/**
 * The model record: what every generator reads. It mirrors the fields a hub's model API
 * returns; all but `id` are optional because real records are often sparse.
 */

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

export interface ModelConfig {
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
	[key: string]: unknown;
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
	siblings?: Sibling[];
	inferenceProviderMapping?: InferenceProviderMappingEntry[];
	/** Download and like counts of sample records are illustrative values, not live figures. */
	sample?: { downloads?: number; likes?: number };
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

/** The first widget example, if the record has one. */
export function firstWidget(model: Pick<ModelRecord, "widgetData">): WidgetExample | undefined {
	return model.widgetData?.[0];
}
