// The example models of the task pages reviewed by the first page writer (text generation, image-text-to-text,
// feature extraction, sentence similarity, speech recognition, robotics, voice activity detection).
// It holds the picks no other table had; the decision facts of picks whose records live in other tables
// (release date, parameter count, context length, languages) are in ../decision-facts.mjs.
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
