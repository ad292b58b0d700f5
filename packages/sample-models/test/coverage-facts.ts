/**
 * Coverage targets the catalogue cannot state itself: the libraries the product names, the rare
 * pipeline tags, the provider tasks the brief asks examples of. Which libraries have a snippet
 * generator is never copied here: the tests read it from the library catalogue.
 */

/** Libraries the product names explicitly: at least two records each. */
export const LIBRARIES_NEEDING_TWO = [
	"transformers",
	"diffusers",
	"sentence-transformers",
	"peft",
	"keras",
	"keras-hub",
	"sklearn",
	"speechbrain",
	"espnet",
	"nemo",
	"audiocraft",
	"ultralytics",
	"transformers.js",
	"llama-cpp-python",
	"mlx",
] as const;

/**
 * Pipeline tags with fewer than three public models the catalogue could name with confidence;
 * every other tag needs three records.
 */
export const PIPELINE_MINIMUM_EXCEPTIONS: Readonly<Record<string, number>> = {
	"table-to-text": 1,
	"tabular-to-text": 1,
};

/** Tasks each inference provider serves (provider → task ids). */
export const PROVIDER_TASKS: Readonly<Record<string, readonly string[]>> = {
	baseten: ["conversational"],
	cerebras: ["conversational"],
	cohere: ["conversational"],
	deepinfra: [
		"automatic-speech-recognition",
		"conversational",
		"feature-extraction",
		"text-generation",
		"text-to-speech",
	],
	"fal-ai": [
		"audio-to-audio",
		"automatic-speech-recognition",
		"image-text-to-image",
		"image-text-to-video",
		"image-to-image",
		"image-segmentation",
		"image-to-video",
		"text-to-audio",
		"text-to-image",
		"text-to-speech",
		"text-to-video",
	],
	"featherless-ai": ["conversational", "text-generation"],
	"hf-inference": [
		"text-to-image",
		"conversational",
		"text-generation",
		"text-classification",
		"question-answering",
		"audio-classification",
		"automatic-speech-recognition",
		"fill-mask",
		"feature-extraction",
		"image-classification",
		"image-segmentation",
		"document-question-answering",
		"image-to-text",
		"object-detection",
		"audio-to-audio",
		"zero-shot-image-classification",
		"zero-shot-classification",
		"image-to-image",
		"sentence-similarity",
		"table-question-answering",
		"tabular-classification",
		"text-to-speech",
		"token-classification",
		"translation",
		"summarization",
		"visual-question-answering",
		"tabular-regression",
		"text-to-audio",
	],
	"fireworks-ai": ["conversational"],
	groq: ["conversational", "text-generation"],
	novita: ["conversational", "text-generation", "text-to-video"],
	nscale: ["text-to-image", "conversational"],
	openai: ["conversational"],
	ovhcloud: ["conversational", "text-generation"],
	publicai: ["conversational"],
	replicate: ["text-to-image", "text-to-speech", "text-to-video", "image-to-image", "automatic-speech-recognition"],
	scaleway: ["conversational", "text-generation", "feature-extraction"],
	together: [
		"text-to-image",
		"image-to-image",
		"text-to-video",
		"image-to-video",
		"conversational",
		"text-generation",
		"feature-extraction",
		"text-to-speech",
		"automatic-speech-recognition",
	],
	wavespeed: [
		"text-to-image",
		"text-to-video",
		"image-to-image",
		"image-to-video",
		"image-text-to-image",
		"image-text-to-video",
	],
	"zai-org": ["conversational", "text-to-image", "image-to-text"],
};

/** Provider tasks the brief asks examples of, beyond "at least one task". */
export const REQUIRED_PROVIDER_TASKS: Readonly<Record<string, readonly string[]>> = {
	"fal-ai": [
		"text-to-image",
		"text-to-video",
		"image-to-image",
		"image-to-video",
		"automatic-speech-recognition",
		"text-to-speech",
	],
	replicate: ["text-to-image", "text-to-video", "image-to-image", "automatic-speech-recognition", "text-to-speech"],
	"hf-inference": [
		"conversational",
		"text-classification",
		"token-classification",
		"question-answering",
		"zero-shot-classification",
		"translation",
		"summarization",
		"fill-mask",
		"feature-extraction",
		"sentence-similarity",
		"table-question-answering",
		"image-classification",
		"object-detection",
		"image-segmentation",
		"image-to-text",
		"zero-shot-image-classification",
		"automatic-speech-recognition",
		"audio-classification",
		"text-to-speech",
		"text-to-audio",
		"text-to-image",
		"document-question-answering",
		"visual-question-answering",
		"tabular-classification",
		"tabular-regression",
	],
};

/** Models the brief names as served by providers. */
export const SERVED_MODELS = [
	"meta-llama/Llama-3.1-8B-Instruct",
	"deepseek-ai/DeepSeek-R1",
	"Qwen/Qwen2.5-VL-7B-Instruct",
	"black-forest-labs/FLUX.1-dev",
	"openai/whisper-large-v3",
] as const;

/** PEFT task types that map to a transformers auto class. */
export const PEFT_TASK_TYPES = [
	"CAUSAL_LM",
	"SEQ_2_SEQ_LM",
	"SEQ_CLS",
	"TOKEN_CLS",
	"QUESTION_ANS",
	"FEATURE_EXTRACTION",
] as const;

/** speechbrain interfaces the snippets know. */
export const SPEECHBRAIN_INTERFACES = [
	"EncoderClassifier",
	"EncoderDecoderASR",
	"EncoderASR",
	"WhisperASR",
	"SpectralMaskEnhancement",
	"WaveformEnhancement",
	"SepformerSeparation",
] as const;
