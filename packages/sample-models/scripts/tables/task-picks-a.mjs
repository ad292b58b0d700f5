// The example models of the task pages reviewed by the first page writer (text generation, image-text-to-text,
// feature extraction, sentence similarity, speech recognition, robotics, voice activity detection).
// `default` holds the picks no other table had; `facts` states the decision facts the pages compare
// (release date, parameter count, context length, languages) of every pick, wherever its record lives:
// build-data.mjs writes them into that record.
//
// Sources: each repository's model card and config.json (parameter totals as the hub's safetensors
// summary reports them, rounded where the card only states a rounded size; context length as the config's
// max_position_embeddings or the card's stated window; languages as the card lists them, or "multilingual"
// where the card describes many languages without a list). Parameter counts are given only for repositories
// that publish safetensors weights, as the hub's own API does.
import { applyFacts, rec, TPL, tf } from "../lib.mjs";

const ASR = "automatic-speech-recognition";

/** The 25 European languages of Parakeet TDT 0.6B v3 (its card's list). */
const PARAKEET_V3_LANGUAGES = [
	"bg",
	"hr",
	"cs",
	"da",
	"nl",
	"en",
	"et",
	"fi",
	"fr",
	"de",
	"el",
	"hu",
	"it",
	"lv",
	"lt",
	"mt",
	"pl",
	"pt",
	"ro",
	"sk",
	"sl",
	"es",
	"sv",
	"ru",
	"uk",
];

export default [
	applyFacts(
		tf("Qwen/Qwen3-VL-8B-Instruct", "image-text-to-text", "Qwen3VLForConditionalGeneration", "qwen3_vl", {
			license: "apache-2.0",
			chat: TPL.vision,
			weight: 20,
		}),
		{ created: "2025-10-14", params: 8_767_123_696, context: 262_144 },
	),
	applyFacts(
		rec("nvidia/parakeet-tdt-0.6b-v3", {
			pipeline_tag: ASR,
			library_name: "nemo",
			license: "cc-by-4.0",
			languages: PARAKEET_V3_LANGUAGES,
			tags: ["NeMo", "pytorch", "speech", "audio", "Transducer", "TDT", "FastConformer", "hf-asr-leaderboard"],
			weight: 8,
		}),
		{ created: "2025-08-14" },
	),
	applyFacts(
		tf("UsefulSensors/moonshine-tiny", ASR, "MoonshineForConditionalGeneration", "moonshine", {
			license: "mit",
			languages: ["en"],
			weight: 2,
		}),
		{ created: "2024-10-21", params: 27_092_736, dtype: "F32" },
	),
	applyFacts(
		rec("onnx-community/silero-vad", {
			pipeline_tag: "voice-activity-detection",
			formats: ["onnx"],
			license: "mit",
			weight: 3,
		}),
		{ created: "2024-07-02" },
	),
	// The month of the FireRedASR2S paper that introduced it (arXiv 2603.10420); the day is not checked.
	applyFacts(
		rec("FireRedTeam/FireRedVAD", {
			pipeline_tag: "voice-activity-detection",
			tags: ["vad", "aed", "streaming", "asr"],
			license: "apache-2.0",
			weight: 1,
		}),
		{ created: "2026-03-01" },
	),
	applyFacts(
		tf("openvla/openvla-7b", "robotics", "OpenVLAForActionPrediction", "openvla", {
			license: "mit",
			languages: ["en"],
			noInfo: true,
			tags: ["custom_code", "vla", "image-text-to-text"],
			weight: 2,
		}),
		{ created: "2024-06-10", params: 7_541_237_184 },
	),
];

/** For multilingual models whose card names no language list: the hub's own tag for them. */
const ML = ["multilingual"];

/** Decision facts of the picks whose records live in other tables. */
export const facts = {
	// text generation
	"openai/gpt-oss-120b": { created: "2025-08-05", params: 116_829_156_672, context: 131_072 },
	"openai/gpt-oss-20b": { created: "2025-08-05", params: 21_511_953_984, context: 131_072 },
	"Qwen/Qwen3-235B-A22B-Instruct-2507": { created: "2025-07-21", params: 235_093_634_560, context: 262_144 },
	"zai-org/GLM-4.6": { created: "2025-09-30", params: 356_785_898_496, context: 202_752 },
	"deepseek-ai/DeepSeek-R1": { created: "2025-01-20", params: 684_531_386_000, context: 163_840 },
	"moonshotai/Kimi-K2-Instruct": { created: "2025-07-11", params: 1_026_408_232_448, context: 131_072 },
	"Qwen/Qwen3-8B": { created: "2025-04-28", params: 8_190_735_360, context: 32_768 },
	"HuggingFaceTB/SmolLM3-3B": {
		created: "2025-07-08",
		params: 3_075_098_624,
		context: 65_536,
		languages: ["en", "fr", "es", "it", "pt", "de"],
	},
	"swiss-ai/Apertus-8B-Instruct-2509": { created: "2025-09-02", params: 8_053_338_176, context: 65_536 },
	// image-text-to-text
	"Qwen/Qwen2.5-VL-7B-Instruct": { created: "2025-01-26", params: 8_292_166_656, context: 128_000 },
	"google/gemma-3-27b-it": { created: "2025-03-01", params: 27_432_406_640, context: 131_072 },
	"google/gemma-3-4b-it": { created: "2025-02-20", params: 4_300_079_472, context: 131_072 },
	"HuggingFaceTB/SmolVLM2-2.2B-Instruct": { created: "2025-02-08", params: 2_246_784_880, context: 8_192 },
	"mistralai/Mistral-Small-3.1-24B-Instruct-2503": {
		created: "2025-03-11",
		params: 24_011_361_280,
		context: 131_072,
		languages: [
			"en",
			"fr",
			"de",
			"es",
			"pt",
			"it",
			"ja",
			"ko",
			"ru",
			"zh",
			"ar",
			"fa",
			"id",
			"ms",
			"ne",
			"pl",
			"ro",
			"sr",
			"sv",
			"tr",
			"uk",
			"vi",
			"hi",
			"bn",
		],
	},
	"zai-org/GLM-4.5V": { created: "2025-08-10", params: 107_710_933_120, context: 65_536 },
	"moonshotai/Kimi-VL-A3B-Instruct": { created: "2025-04-09", params: 16_407_657_472, context: 131_072 },
	// feature extraction
	"Qwen/Qwen3-Embedding-0.6B": { created: "2025-06-03", params: 595_776_512, context: 32_768, languages: ML },
	"Qwen/Qwen3-Embedding-8B": { created: "2025-06-03", params: 7_567_295_488, context: 32_768, languages: ML },
	"BAAI/bge-multilingual-gemma2": { created: "2024-07-25", params: 9_241_705_984, context: 8_192, languages: ML },
	"intfloat/multilingual-e5-large": { created: "2023-06-30", params: 559_890_432, context: 514 },
	"BAAI/bge-small-en-v1.5": { created: "2023-09-12", params: 33_360_000, context: 512 },
	"mixedbread-ai/mxbai-embed-large-v1": { created: "2024-03-07", params: 335_141_888, context: 512 },
	"jinaai/jina-embeddings-v3": { created: "2024-09-05", params: 572_310_396, context: 8_194, languages: ML },
	// sentence similarity
	"google/embeddinggemma-300m": { created: "2025-09-04", params: 307_581_696, context: 2_048, languages: ML },
	"BAAI/bge-m3": { created: "2024-01-27", params: 567_754_752, context: 8_194, languages: ML },
	"sentence-transformers/all-MiniLM-L6-v2": { created: "2022-03-02", params: 22_713_216, context: 512 },
	"sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2": {
		created: "2022-03-02",
		params: 117_653_760,
		context: 512,
	},
	"nomic-ai/nomic-embed-text-v1.5": { created: "2024-02-10", params: 136_731_648, context: 8_192 },
	"Alibaba-NLP/gte-Qwen2-7B-instruct": { created: "2024-06-15", params: 7_613_463_040, context: 32_768, languages: ML },
	// automatic speech recognition
	"openai/whisper-large-v3": { created: "2023-11-07", params: 1_543_490_560, dtype: "F16" },
	"openai/whisper-large-v3-turbo": { created: "2024-10-01", params: 808_878_080, dtype: "F16" },
	"distil-whisper/distil-large-v3": { created: "2024-03-21", params: 756_220_160, dtype: "F16" },
	"nvidia/parakeet-tdt-0.6b-v2": { created: "2025-04-30" },
	"nvidia/canary-1b": { created: "2024-02-07" },
	// robotics
	"lerobot/smolvla_base": { created: "2025-06-03", params: 450_046_212, dtype: "F32" },
	"lerobot/pi0": { created: "2025-02-04", params: 3_501_372_176, dtype: "F32" },
	"lerobot/diffusion_pusht": { created: "2024-03-21", params: 262_709_026, dtype: "F32" },
	"nvidia/GR00T-N1.5-3B": { created: "2025-06-09" },
	// voice activity detection
	"pyannote/segmentation-3.0": { created: "2023-09-22" },
	"pyannote/voice-activity-detection": { created: "2022-03-02" },
	"speechbrain/vad-crdnn-libriparty": { created: "2022-03-02" },
};
