/**
 * Coverage targets the catalogue cannot state itself: the libraries the product names, the rare
 * pipeline tags, the provider tasks the brief asks examples of. What the catalogues already
 * state is never copied here: the tests read which libraries have a snippet generator from the
 * library catalogue, and which tasks each provider serves from @hubkit/inference-snippets.
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
