// Audio: transformers speech models, speechbrain (every interface), ESPnet, NeMo, audiocraft,
// pyannote, voice activity detection, and the TTS, alignment and speaker libraries with their own snippets.
import { st } from "../architectures.mjs";
import { day, rec, serve, tf, withFacts } from "../lib.mjs";

const ASR = "automatic-speech-recognition";
const TTS = "text-to-speech";
const TTA = "text-to-audio";
const A2A = "audio-to-audio";
const AC = "audio-classification";
const VAD = "voice-activity-detection";

/** One word-error-rate result of a speech recogniser's model-index, in the shape cards write it. */
const asrResult = (name, type, config, language, wer) => ({
	task: { type: ASR, name: "Automatic Speech Recognition" },
	dataset: { name, type, config, split: "test", args: { language } },
	metrics: [{ name: "Test WER", type: "wer", value: wer }],
});

const sb = (id, pipeline_tag, iface, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "speechbrain",
		tags: ["speechbrain", ...(o.tags ?? [])],
		license: o.license ?? "apache-2.0",
		languages: o.languages ?? "en",
		config: { speechbrain: iface === undefined ? {} : { speechbrain_interface: iface, ...(o.extra ?? {}) } },
		weight: o.weight ?? 1,
	});

const espnet = (id, pipeline_tag, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "espnet",
		tags: ["espnet", "audio", ...(o.tags ?? [])],
		license: o.license ?? "cc-by-4.0",
		languages: o.languages ?? "en",
		weight: o.weight ?? 0.5,
	});

const nemo = (id, pipeline_tag, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "nemo",
		formats: ["nemo"],
		tags: ["NeMo", "pytorch", ...(o.tags ?? [])],
		license: o.license ?? "cc-by-4.0",
		languages: o.languages ?? "en",
		siblings: o.siblings,
		inferenceProviderMapping: o.inferenceProviderMapping,
		weight: o.weight ?? 2,
	});

const audiocraft = (id, pipeline_tag, tags, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "audiocraft",
		tags: ["audiocraft", ...tags],
		license: "cc-by-nc-4.0",
		weight: o.weight ?? 0.5,
	});

/** A speech library whose own package loads the checkpoint (no transformers config). */
const lib = (id, pipeline_tag, library_name, o = {}) => rec(id, { pipeline_tag, library_name, weight: 1, ...o });

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
	// automatic-speech-recognition, transformers
	withFacts(
		tf("openai/whisper-large-v3", ASR, "WhisperForConditionalGeneration", "whisper", {
			license: "apache-2.0",
			languages: ["en", "zh", "de", "es", "ru", "ko", "fr", "ja", "pt", "tr", "pl"],
			formats: ["pytorch", "jax", "safetensors"],
			tags: ["audio", "hf-asr-leaderboard"],
			weight: 80,
			widgetData: [
				{ example_title: "Librispeech sample 1", src: "https://cdn-media.huggingface.co/speech_samples/sample1.flac" },
			],
			inferenceProviderMapping: serve(
				["hf-inference", "openai/whisper-large-v3", ASR],
				["fal-ai", "fal-ai/whisper", ASR],
				["replicate", "openai/whisper:8099696689d249cf8b122d833c36ac3f75505c666a395ca40ef26f68e7d3d16e", ASR],
				["together", "openai/whisper-large-v3", ASR],
				["deepinfra", "openai/whisper-large-v3", ASR],
			),
		}),
		{
			decision: { created: "2023-11-07", params: 1_543_490_560, dtype: "F16" },
			evals: [
				{
					dataset: "hf-audio/open-asr-leaderboard",
					config: "librispeech",
					split: "test.clean",
					metric: "wer",
					value: 2.01,
					url: "https://github.com/huggingface/open_asr_leaderboard/blob/d1e99b25524814332d6868a5645e568670834cfb/scripts/data/en_shortform.csv",
					checked: "2026-11-27",
					notes: "Open ASR Leaderboard data, row openai/whisper-large-v3, column 'LS Clean WER'",
				},
			],
		},
	),
	withFacts(
		tf("openai/whisper-large-v3-turbo", ASR, "WhisperForConditionalGeneration", "whisper", {
			license: "mit",
			languages: ["en", "zh", "de", "es", "ru", "ko", "fr", "ja", "pt", "tr", "pl"],
			tags: ["audio"],
			base: { id: "openai/whisper-large-v3" },
			weight: 60,
			inferenceProviderMapping: serve(
				["hf-inference", "openai/whisper-large-v3-turbo", ASR],
				["deepinfra", "openai/whisper-large-v3-turbo", ASR],
			),
		}),
		{
			decision: { created: "2024-10-01", params: 808_878_080, dtype: "F16" },
			evals: [
				{
					dataset: "hf-audio/open-asr-leaderboard",
					config: "librispeech",
					split: "test.clean",
					metric: "wer",
					value: 2.1,
					url: "https://github.com/huggingface/open_asr_leaderboard/blob/d1e99b25524814332d6868a5645e568670834cfb/scripts/data/en_shortform.csv",
					checked: "2026-11-27",
					notes: "Open ASR Leaderboard data, row openai/whisper-large-v3-turbo, column 'LS Clean WER'",
				},
			],
		},
	),
	withFacts(
		tf("openai/whisper-small", ASR, "WhisperForConditionalGeneration", "whisper", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "jax", "safetensors"],
			tags: ["audio", "hf-asr-leaderboard"],
			weight: 30,
			// The card's model-index as written (https://huggingface.co/openai/whisper-small, checked 2026-11-27):
			// zero-shot word error rates, the paper's (arXiv:2212.04356) evaluation.
			cardData: {
				"model-index": [
					{
						name: "whisper-small",
						results: [
							asrResult("LibriSpeech (clean)", "librispeech_asr", "clean", "en", 3.432),
							asrResult("LibriSpeech (other)", "librispeech_asr", "other", "en", 7.628),
							asrResult("Common Voice 11.0", "mozilla-foundation/common_voice_11_0", "hi", "hi", 87.3),
						],
					},
				],
			},
		}),
		{
			hardware: {
				params: 244_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/openai/whisper-small", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		tf("distil-whisper/distil-large-v3", ASR, "WhisperForConditionalGeneration", "whisper", {
			license: "mit",
			languages: ["en"],
			formats: ["pytorch", "jax", "tensorboard", "onnx", "safetensors"],
			tags: ["audio"],
			weight: 10,
		}),
		{
			decision: { created: "2024-03-21", params: 756_220_160, dtype: "F16" },
			evals: [
				{
					dataset: "hf-audio/open-asr-leaderboard",
					config: "librispeech",
					split: "test.clean",
					metric: "wer",
					value: 2.54,
					url: "https://github.com/huggingface/open_asr_leaderboard/blob/d1e99b25524814332d6868a5645e568670834cfb/scripts/data/en_shortform.csv",
					checked: "2026-11-27",
					notes: "Open ASR Leaderboard data, row distil-whisper/distil-large-v3, column 'LS Clean WER'",
				},
			],
		},
	),
	withFacts(
		tf("facebook/wav2vec2-base-960h", ASR, "Wav2Vec2ForCTC", "wav2vec2", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["audio", "hf-asr-leaderboard"],
			auto: "AutoModelForCTC",
			weight: 20,
		}),
		{
			hardware: {
				params: 95_000_000,
				dtype: "F32",
				source: {
					url: "https://arxiv.org/abs/2006.11477",
					checked: "2026-11-27",
					note: "wav2vec 2.0 BASE, the paper's parameter count",
				},
			},
		},
	),
	withFacts(
		tf("facebook/w2v-bert-2.0", "feature-extraction", "Wav2Vec2BertModel", "wav2vec2-bert", {
			license: "mit",
			processor: "AutoFeatureExtractor",
			weight: 3,
		}),
		{
			hardware: {
				params: 600_000_000,
				dtype: "F32",
				source: { url: "https://huggingface.co/facebook/w2v-bert-2.0", checked: "2026-11-27" },
			},
		},
	),
	withFacts(
		tf("facebook/seamless-m4t-v2-large", ASR, "SeamlessM4Tv2Model", "seamless_m4t_v2", {
			license: "cc-by-nc-4.0",
			formats: ["pytorch", "safetensors"],
			tags: ["audio-to-audio", "text-to-speech", "seamless_communication"],
			noInfo: true,
			weight: 3,
		}),
		{
			hardware: {
				params: 2_300_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/facebook/seamless-m4t-v2-large/commit/16579d41e2fd5ca128e348506767162142666271",
					checked: "2026-11-27",
					note: "the model card's table of models: SeamlessM4T-Large v2, 2.3B parameters",
				},
			},
		},
	),
	// text-to-speech and text-to-audio, transformers
	withFacts(
		tf("suno/bark", TTS, "BarkModel", "bark", {
			license: "mit",
			languages: ["en", "de", "es", "fr", "hi", "it", "ja", "ko", "pl", "pt", "ru", "tr", "zh"],
			formats: ["pytorch"],
			tags: ["audio", "text-to-speech"],
			auto: "AutoModel",
			weight: 5,
			widgetData: [{ text: "Hello, my dog is cooler than you!" }],
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 4490000000 },
				source: {
					url: "https://huggingface.co/suno/bark/tree/7e985d10cd88e7900b88c41408b194835826cf4b",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin (the transformers checkpoint), 4.49 GB, as the page rounds it; the suno library's own .pt checkpoints in the same repository are left out",
				},
			},
		},
	),
	withFacts(
		tf("facebook/mms-tts-eng", TTS, "VitsModel", "vits", {
			license: "cc-by-nc-4.0",
			formats: PT(),
			tags: ["mms"],
			auto: "AutoModelForTextToWaveform",
			processor: "AutoTokenizer",
			weight: 10,
			inferenceProviderMapping: serve(["hf-inference", "facebook/mms-tts-eng", TTS]),
		}),
		{
			hardware: {
				files: { "model.safetensors": 145_000_000 },
				source: {
					url: "https://huggingface.co/facebook/mms-tts-eng/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 145 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("microsoft/speecht5_tts", TTS, "SpeechT5ForTextToSpeech", "speecht5", {
			license: "mit",
			formats: PT(),
			tags: ["audio"],
			auto: "AutoModelForTextToSpectrogram",
			weight: 10,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 585_000_000 },
				source: {
					url: "https://huggingface.co/microsoft/speecht5_tts/tree/1e7b8f56602ea9f0bf6878666e075115e627c88b",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 585 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("facebook/musicgen-small", TTA, "MusicgenForConditionalGeneration", "musicgen", {
			license: "cc-by-nc-4.0",
			formats: PT(),
			tags: ["music"],
			weight: 10,
			widgetData: [{ text: "a funky house with 80s hip hop vibes", example_title: "Prompt 1" }],
			inferenceProviderMapping: serve(["hf-inference", "facebook/musicgen-small", TTA]),
		}),
		{
			decision: { created: "2023-06-08", params: 300_000_000, dtype: "F32", languages: ["en"] },
			evals: [
				{
					dataset: "google/MusicCaps",
					metric: "fad",
					metricName: "FAD (VGGish)",
					value: 4.88,
					url: "https://github.com/facebookresearch/audiocraft/blob/1b4012ab249bdc3ae1897e4548603126fea0a750/model_cards/MUSICGEN_MODEL_CARD.md",
					checked: "2026-11-28",
					notes:
						"MusicGen model card, Evaluation results table (released models, MusicCaps), row facebook/musicgen-small, column Frechet Audio Distance: 4.88",
				},
			],
		},
	),
	withFacts(
		tf("facebook/musicgen-medium", TTA, "MusicgenForConditionalGeneration", "musicgen", {
			license: "cc-by-nc-4.0",
			formats: PT(),
			tags: ["music"],
			weight: 3,
		}),
		{
			decision: { created: "2023-06-08", params: 1_500_000_000, dtype: "F32", languages: ["en"] },
			evals: [
				{
					dataset: "google/MusicCaps",
					metric: "fad",
					metricName: "FAD (VGGish)",
					value: 5.14,
					url: "https://github.com/facebookresearch/audiocraft/blob/1b4012ab249bdc3ae1897e4548603126fea0a750/model_cards/MUSICGEN_MODEL_CARD.md",
					checked: "2026-11-28",
					notes:
						"MusicGen model card, Evaluation results table (released models, MusicCaps), row facebook/musicgen-medium, column Frechet Audio Distance: 5.14",
				},
			],
		},
	),
	withFacts(
		rec("hexgrad/Kokoro-82M", {
			pipeline_tag: TTS,
			license: "apache-2.0",
			languages: "en",
			base: { id: "yl4579/StyleTTS2-LJSpeech" },
			weight: 40,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/kokoro/american-english", TTS],
				["replicate", "jaaari/kokoro-82m:f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13", TTS],
				["together", "hexgrad/Kokoro-82M", TTS],
				["deepinfra", "hexgrad/Kokoro-82M", TTS],
			),
		}),
		{
			decision: { created: "2024-12-25" },
			hardware: {
				files: { "kokoro-v1_0.pth": 327_000_000 },
				source: {
					url: "https://huggingface.co/hexgrad/Kokoro-82M/tree/daac3db495c69c99500fae6bca0d071ddaa2adee",
					checked: "2026-11-28",
					note: "the repository's file list: kokoro-v1_0.pth, 327 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("canopylabs/orpheus-3b-0.1-ft", {
			pipeline_tag: TTS,
			library_name: "transformers",
			formats: ["safetensors"],
			tags: ["llama", "text-generation-inference"],
			license: "apache-2.0",
			languages: "en",
			weight: 3,
			inferenceProviderMapping: serve(["deepinfra", "canopylabs/orpheus-3b-0.1-ft", TTS, "staging"]),
		}),
		{
			hardware: {
				params: 3_000_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://github.com/Hobie1Kenobi/OWL_Agency_Website/blob/cbd8654cbfffa3e80893361cb372b6716b9779c7/js/models/orpheus-3b-0.1-ft/README.md",
					checked: "2026-11-28",
					note: "a verbatim copy of this repository's model card: 'We are releasing our 3B Orpheus TTS model' (base meta-llama/Llama-3.2-3B-Instruct), one figure; the stored type is not stated: F32 assumed, as canopyai/Orpheus-TTS issue #83 asks why the 3B model's files come to almost 15GB",
				},
			},
		},
	),
	withFacts(
		rec("stabilityai/stable-audio-open-1.0", {
			pipeline_tag: TTA,
			library_name: "stable-audio-tools",
			formats: ["safetensors"],
			tags: ["diffusers", "diffusers:StableAudioPipeline"],
			gated: "auto",
			license: "other",
			languages: "en",
			weight: 5,
			inferenceProviderMapping: serve(["fal-ai", "fal-ai/stable-audio", TTA]),
		}),
		{
			decision: { created: "2024-06-05", params: 1_060_000_000, dtype: "F32", licenseName: "stabilityai-ai-community" },
		},
	),
	withFacts(
		rec("cvssp/audioldm2", {
			pipeline_tag: TTA,
			library_name: "diffusers",
			tags: ["diffusers:AudioLDM2Pipeline"],
			license: "cc-by-nc-sa-4.0",
			config: { diffusers: { _class_name: "AudioLDM2Pipeline" } },
			weight: 1,
		}),
		{
			decision: { created: "2023-08-21" },
			hardware: {
				files: {
					"unet/diffusion_pytorch_model.safetensors": 1_387_964_784,
					"text_encoder/model.safetensors": 776_327_432,
					"text_encoder_2/model.safetensors": 1_364_951_064,
					"language_model/model.safetensors": 497_772_432,
					"projection_model/diffusion_pytorch_model.safetensors": 4_740_000,
					"vae/diffusion_pytorch_model.safetensors": 221_530_308,
					"vocoder/model.safetensors": 221_079_092,
				},
				source: {
					url: "https://huggingface.co/JackIsNotInTheBox/Generate_Audio_for_Video_Checkpoints/commit/701c7cce48ce0bfb488d85bb68d16fbb875504b2",
					checked: "2026-11-28",
					note: "the Git LFS pointers of a copy whose commits each say 'Mirror <file> from cvssp/audioldm2@c8e7e189' (main's newest commit): unet 1387964784 bytes (its sha256 359a5ffb… is the one huggingface.co/cvssp/audioldm2/blob/main/unet/diffusion_pytorch_model.safetensors shows, 1.39 GB), text_encoder 776327432 (commit 6794afc), text_encoder_2 1364951064 (a5dd97e), language_model 497772432 (ffdae32), vae 221530308 (8bbbee0), vocoder 221079092 (5ce6bb9, 221 MB on tree/main/vocoder); projection_model 4.74 MB from tree/main/projection_model, as the page rounds it. The pytorch_model.bin copies are left out",
				},
			},
		},
	),
	withFacts(
		rec("ResembleAI/chatterbox", {
			pipeline_tag: TTS,
			library_name: "chatterbox",
			tags: ["voice-cloning"],
			license: "mit",
			languages: "en",
			weight: 10,
			inferenceProviderMapping: serve(
				["fal-ai", "fal-ai/chatterbox/text-to-speech", TTS],
				["replicate", "resemble-ai/chatterbox", TTS],
			),
		}),
		{ decision: { created: "2025-05-28", params: 500_000_000, dtype: "F32" } },
	),
	withFacts(
		rec("KittenML/kitten-tts-nano-0.1", {
			pipeline_tag: TTS,
			library_name: "kittentts",
			formats: ["onnx"],
			license: "apache-2.0",
			languages: "en",
			weight: 2,
		}),
		{
			decision: { created: "2025-08-04" },
			hardware: {
				files: { "kitten_tts_nano_v0_1.onnx": 23_800_000 },
				source: {
					url: "https://huggingface.co/KittenML/kitten-tts-nano-0.1/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: kitten_tts_nano_v0_1.onnx, 23.8 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(lib("2Noise/ChatTTS", TTS, "chat_tts", { license: "cc-by-nc-4.0", tags: ["audio"], weight: 2 }), {
		hardware: {
			files: {
				"asset/gpt/model.safetensors": 853_000_000,
				"asset/Embed.safetensors": 146_000_000,
				"asset/Decoder.safetensors": 104_000_000,
				"asset/DVAE.safetensors": 60_400_000,
				"asset/Vocos.safetensors": 54_300_000,
			},
			source: {
				url: "https://huggingface.co/2Noise/ChatTTS/tree/main/asset",
				checked: "2026-11-28",
				note: "the asset folder's file list (1a3c04a 'feat: add more safetensors'): DVAE.safetensors 60.4 MB, Decoder.safetensors 104 MB, Embed.safetensors 146 MB; tree/main/asset/gpt: model.safetensors 853 MB; blob/main/asset/Vocos.safetensors: 54.3 MB, as the pages round them; the older .pt copies are left out",
			},
		},
	}),
	withFacts(
		lib("nari-labs/Dia-1.6B", TTS, "dia-tts", {
			license: "apache-2.0",
			languages: "en",
			formats: ["safetensors"],
			tags: ["model_hub_mixin", "pytorch_model_hub_mixin"],
			weight: 3,
		}),
		{ decision: { created: "2025-04-21", params: 1_610_000_000, dtype: "F32" } },
	),
	lib("nari-labs/Dia2-2B", TTS, "dia2", { license: "apache-2.0", languages: "en", weight: 0.5 }),
	withFacts(lib("facebook/fastspeech2-en-ljspeech", TTS, "fairseq", { languages: "en", tags: ["audio"], weight: 1 }), {
		hardware: {
			files: { "pytorch_model.pt": 495_000_000 },
			source: {
				url: "https://huggingface.co/facebook/fastspeech2-en-ljspeech/tree/f26cc0a57add9b3d83bc3f8914f18a8c829f744d",
				checked: "2026-11-28",
				note: "the repository's file list at its newest commit seen (f26cc0a, 13 commits): pytorch_model.pt, 495 MB, as the page rounds it",
			},
		},
	}),
	withFacts(
		lib("facebook/xm_transformer_s2ut_en-hk", A2A, "fairseq", {
			license: "cc-by-nc-4.0",
			tags: ["audio", "speech-to-speech-translation"],
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "model.pt": 8_780_000_000 },
				source: {
					url: "https://huggingface.co/facebook/xm_transformer_s2ut_en-hk/tree/2439bf749a10a2eb8314f667c73a8037746f966e",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit seen (2439bf7 'Update config.yaml', 10 commits): model.pt, 8.78 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(lib("IndexTeam/IndexTTS-2", TTS, "index-tts", { license: "other", languages: ["en", "zh"], weight: 2 }), {
		evals: [
			{
				dataset: "BytedanceSpeech/seed-tts-eval",
				config: "test-en",
				metric: "wer",
				value: 2.23,
				url: "https://github.com/OpenBMB/VoxCPM/blob/006cb389d2c338ed1fad8b18ff171665b39be4d3/README.md",
				checked: "2026-11-28",
				notes: "VoxCPM README, table Seed-TTS-eval, row IndexTTS2 (1.5B), column test-EN WER/%",
			},
		],
		hardware: {
			params: 1_500_000_000,
			dtype: "F32",
			dtypeAssumed: true,
			format: "pytorch",
			source: {
				url: "https://github.com/OpenBMB/VoxCPM/blob/006cb389d2c338ed1fad8b18ff171665b39be4d3/README.md",
				checked: "2026-11-28",
				note: "the VoxCPM README's Seed-TTS-eval table, row IndexTTS2, Parameters 1.5B (a comparison by another lab; IndexTeam's card states none); the checkpoints are PyTorch files (gpt.pth, s2mel.pth); their stored type is not stated: F32 assumed",
			},
		},
	}),
	withFacts(lib("CAMB-AI/MARS5-TTS", TTS, "mars5-tts", { license: "agpl-3.0", languages: "en", weight: 0.2 }), {
		hardware: {
			files: { "mars5_ar.safetensors": 1_530_000_000, "mars5_nar.safetensors": 905_000_000 },
			source: {
				url: "https://huggingface.co/CAMB-AI/MARS5-TTS/tree/main",
				checked: "2026-11-28",
				note: "the repository's file list (010cda8, 21 commits): mars5_ar.safetensors 1.53 GB, mars5_nar.safetensors 905 MB, as the page rounds them; the AR and NAR models run together",
			},
		},
	}),
	lib("OuteAI/Llama-OuteTTS-1.0-1B", TTS, "outetts", {
		license: "cc-by-nc-sa-4.0",
		languages: ["en", "zh", "ja", "ko"],
		weight: 1,
	}),
	withFacts(
		lib("kyutai/pocket-tts", TTS, "pocket-tts", {
			formats: ["safetensors"],
			license: "cc-by-4.0",
			languages: "en",
			weight: 0.5,
		}),
		{
			hardware: {
				params: 100_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://github.com/kyutai-labs/pocket-tts",
					checked: "2026-11-28",
					note: "the Pocket TTS README, main takeaways: 'Small model size, 100M parameters'; the library loads hf://kyutai/pocket-tts/…safetensors weights; their stored type is not stated: F32 assumed from the library's configs (flow_lm and mimi dtype float32)",
				},
			},
		},
	),
	withFacts(
		lib("Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice", TTS, "qwen3_tts", {
			formats: ["safetensors"],
			license: "apache-2.0",
			languages: ["en", "zh"],
			weight: 1,
		}),
		{
			hardware: {
				params: 2_000_000_000,
				dtype: "BF16",
				source: {
					url: "https://huggingface.co/memescreamer/Qwen3-TTS-12Hz-1.7B-CustomVoice",
					checked: "2026-11-28",
					note: "a pinned mirror of this repository at its revision 0c0e3051: the hub's safetensors summary 'Model size 2B params, Tensor type BF16', rounded to one figure (the hub lists this repository itself as 2B too)",
				},
			},
		},
	),
	withFacts(
		lib("Supertone/supertonic", TTS, "supertonic", {
			license: "openrail",
			formats: ["onnx"],
			languages: "en",
			weight: 0.5,
		}),
		{
			hardware: {
				files: {
					"onnx/duration_predictor.onnx": 1_500_000,
					"onnx/text_encoder.onnx": 27_300_000,
					"onnx/vector_estimator.onnx": 132_000_000,
					"onnx/vocoder.onnx": 101_000_000,
				},
				source: {
					url: "https://huggingface.co/Supertone/supertonic/tree/main/onnx",
					checked: "2026-11-28",
					note: "the onnx folder's file list (34deec9 'onnx slim'): duration_predictor.onnx 1.5 MB, text_encoder.onnx 27.3 MB, vector_estimator.onnx 132 MB, vocoder.onnx 101 MB, as the page rounds them; the four graphs run together",
				},
			},
		},
	),
	withFacts(
		lib("tensorspeech/tts-tacotron2-ljspeech-en", TTS, "tensorflowtts", {
			license: "apache-2.0",
			languages: "en",
			tags: ["tensorflowtts", "audio"],
			weight: 0.2,
		}),
		{
			hardware: {
				files: { "model.h5": 128_000_000 },
				source: {
					url: "https://huggingface.co/tensorspeech/tts-tacotron2-ljspeech-en/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (6b1d2d7): model.h5, 128 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		lib("tensorspeech/tts-fastspeech2-ljspeech-en", TTS, "tensorflowtts", {
			license: "apache-2.0",
			languages: "en",
			tags: ["tensorflowtts", "audio"],
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "model.h5": 125_000_000 },
				source: {
					url: "https://huggingface.co/tensorspeech/tts-fastspeech2-ljspeech-en/tree/187216f3596f3638b845333dd9e0e81051270af5",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit seen (187216f): model.h5, 125 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		lib("pyp1/VoiceCraft_830M_TTSEnhanced", TTS, "voicecraft", {
			license: "cc-by-nc-sa-4.0",
			tags: ["pytorch_model_hub_mixin", "model_hub_mixin"],
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "model.safetensors": 3_360_000_000 },
				source: {
					url: "https://huggingface.co/pyp1/VoiceCraft_830M_TTSEnhanced/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (15ff819 'Push model using huggingface_hub.', 2 commits): model.safetensors, 3.36 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(lib("openbmb/VoxCPM-0.5B", TTS, "voxcpm", { license: "apache-2.0", languages: ["en", "zh"], weight: 1 }), {
		evals: [
			{
				dataset: "BytedanceSpeech/seed-tts-eval",
				config: "test-en",
				metric: "wer",
				value: 1.85,
				url: "https://github.com/OpenBMB/VoxCPM/blob/006cb389d2c338ed1fad8b18ff171665b39be4d3/README.md",
				checked: "2026-11-28",
				notes: "VoxCPM README, table Seed-TTS-eval, row VoxCPM-0.5B, column test-EN WER/%",
			},
		],
		hardware: {
			params: 600_000_000,
			dtype: "BF16",
			dtypeAssumed: true,
			format: "pytorch",
			source: {
				url: "https://github.com/a710128/voxcpm-docs/blob/11337ecd478d032e9a80aac9570f12a5aa5cbedb/docs/models/voxcpm1.rst",
				checked: "2026-11-28",
				note: "VoxCPM documentation, VoxCPM 1.0 (openbmb/VoxCPM-0.5B): 'Parameter Size: 600M' (the VoxCPM README's Seed-TTS-eval table gives VoxCPM-0.5B 0.6B too); its checkpoint is PyTorch (pytorch_model.bin, with audiovae.pth); the stored type is not stated: BF16 assumed",
			},
		},
	}),
	lib("fluxions/vui", TTS, "vui", { license: "mit", languages: "en", weight: 0.1 }),
	withFacts(
		lib("microsoft/VibeVoice-1.5B", TTS, "vibevoice", {
			license: "mit",
			languages: ["en", "zh"],
			tags: ["podcast"],
			weight: 3,
		}),
		{
			decision: { created: "2025-08-25", params: 2_700_000_000 },
			evals: [
				{
					dataset: "BytedanceSpeech/seed-tts-eval",
					config: "test-en",
					metric: "wer",
					value: 3.04,
					url: "https://github.com/OpenBMB/VoxCPM/blob/006cb389d2c338ed1fad8b18ff171665b39be4d3/README.md",
					checked: "2026-11-28",
					notes: "VoxCPM README, table Seed-TTS-eval, row VibeVoice (1.5B), column test-EN WER/%",
				},
			],
		},
	),
	withFacts(
		lib("Zyphra/Zonos-v0.1-transformer", TTS, "zonos", { license: "apache-2.0", languages: "en", weight: 0.5 }),
		{
			decision: {
				created: "2025-02-10",
				params: 1_600_000_000,
				dtype: "F32",
				languages: ["en", "ja", "zh", "fr", "de"],
			},
		},
	),
	// speechbrain: every interface the snippets know, one unknown and one missing
	withFacts(
		sb("speechbrain/google_speech_command_xvector", AC, "EncoderClassifier", {
			tags: ["embeddings", "Commands", "Keywords", "Keyword Spotting", "pytorch", "xvectors", "TDNN"],
			weight: 1,
		}),
		{
			hardware: {
				files: { "embedding_model.ckpt": 16_900_000 },
				source: {
					url: "https://huggingface.co/speechbrain/google_speech_command_xvector/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (b0cec0f): embedding_model.ckpt, 16.9 MB, as the page rounds it; the 1.1 MB classifier.ckpt loaded beside it is left out, since the fit reads each .ckpt file as a model of its own",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/lang-id-voxlingua107-ecapa", AC, "EncoderClassifier", {
			tags: ["audio-classification", "embeddings", "Language", "Identification", "pytorch", "ECAPA-TDNN"],
			languages: "multilingual",
			weight: 3,
		}),
		{
			decision: { created: "2022-03-02" },
			hardware: {
				files: { "embedding_model.ckpt": 84_500_000 },
				source: {
					url: "https://huggingface.co/speechbrain/lang-id-voxlingua107-ecapa/tree/0253049ae131d6a4be1c4f0d8b0ff483a0f8c8e9",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit (0253049): embedding_model.ckpt, 84.5 MB, as the page rounds it; the 763 kB classifier.ckpt loaded beside it is left out, since the fit reads each .ckpt file as a model of its own",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/asr-crdnn-rnnlm-librispeech", ASR, "EncoderDecoderASR", {
			tags: ["CTC", "Attention", "pytorch"],
			weight: 1,
		}),
		{
			hardware: {
				files: { "asr.ckpt": 480_000_000 },
				source: {
					url: "https://huggingface.co/speechbrain/asr-crdnn-rnnlm-librispeech/tree/0e7fdb936a05d8cdd3fd6c410445f3b7ebdc116f",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit seen (0e7fdb9, 37 commits): asr.ckpt, 480 MB, as the page rounds it; the RNN language model lm.ckpt (212 MB) the decoder also loads is left out, since the fit reads each .ckpt file as a model of its own",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/asr-wav2vec2-commonvoice-en", ASR, "EncoderASR", {
			tags: ["CTC", "pytorch", "Transformer", "hf-asr-leaderboard"],
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "wav2vec2.ckpt": 1_260_000_000 },
				source: {
					url: "https://huggingface.co/speechbrain/asr-wav2vec2-commonvoice-en/tree/d9579c11ddc00bd96c757508283ae2c271a02e68",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit seen (d9579c1, 26 commits): wav2vec2.ckpt, 1.26 GB, as the page rounds it; the 64.9 MB asr.ckpt head loaded beside it is left out, since the fit reads each .ckpt file as a model of its own",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/asr-whisper-large-v2-commonvoice-fr", ASR, "WhisperASR", {
			tags: ["whisper", "pytorch", "Transformer", "hf-asr-leaderboard"],
			languages: "fr",
			weight: 0.2,
		}),
		{
			hardware: {
				files: { "whisper.ckpt": 6_170_000_000 },
				source: {
					url: "https://huggingface.co/speechbrain/asr-whisper-large-v2-commonvoice-fr/tree/dd09dd28375436c14f8433d1fb4dfa68d38778c9",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit (dd09dd2): whisper.ckpt, 6.17 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/metricgan-plus-voicebank", A2A, "SpectralMaskEnhancement", {
			tags: ["speech-enhancement", "PyTorch"],
			weight: 1,
		}),
		{
			decision: { created: "2022-03-02" },
			hardware: {
				files: { "enhance_model.ckpt": 7_590_000 },
				source: {
					url: "https://huggingface.co/speechbrain/metricgan-plus-voicebank/blob/0c6c93f45677df73180b21d40bd010bcfbcabcbb/enhance_model.ckpt",
					checked: "2026-11-28",
					note: "the file's page at its last change (0c6c93f, 'Update enhance_model checkpoint to latest version'; later commits change the README and config.json only): enhance_model.ckpt, 7.59 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/mtl-mimic-voicebank", A2A, "WaveformEnhancement", {
			tags: ["speech-enhancement", "PyTorch"],
			weight: 0.3,
		}),
		{
			hardware: {
				files: { "enhance_model.ckpt": 89_200_000 },
				source: {
					url: "https://huggingface.co/speechbrain/mtl-mimic-voicebank/tree/6ae5004134e3064bf0eb2f2f4d1d48a554c10fc6",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit seen (6ae5004, 38 commits): enhance_model.ckpt, 89.2 MB, as the page rounds it; perceptual.ckpt (211 MB), the training-time perceptual model, is left out",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/sepformer-wham", A2A, "SepformerSeparation", {
			tags: [
				"Source Separation",
				"Speech Separation",
				"Audio Source Separation",
				"WHAM!",
				"SepFormer",
				"Transformer",
				"pytorch",
			],
			weight: 1,
		}),
		{
			decision: { created: "2022-03-02" },
			hardware: {
				files: { "masknet.ckpt": 113_000_000 },
				source: {
					url: "https://huggingface.co/speechbrain/sepformer-wham/blob/acceaa27dd3248ccbcf0b795fc29251f452bd899/masknet.ckpt",
					checked: "2026-11-28",
					note: "the file's page: masknet.ckpt, 113 MB, as the page rounds it, unchanged since 'adding sepformer for wham' (3bde974); the encoder.ckpt and decoder.ckpt loaded beside it (17.3 kB each on tree/main) are left out, since the fit reads each .ckpt file as a model of its own",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/tts-tacotron2-ljspeech", TTS, "Tacotron2", {
			tags: ["Text-to-Speech", "TTS", "speech-synthesis", "Tacotron2"],
			extra: { vocoder_interface: "HIFIGAN", vocoder_model_id: "speechbrain/tts-hifigan-ljspeech" },
			weight: 1,
		}),
		{
			hardware: {
				files: { "model.ckpt": 112_830_206 },
				source: {
					url: "https://huggingface.co/speechbrain/tts-tacotron2-ljspeech/commit/0e1124b8de02022e84b8f25d872709e260331bca",
					checked: "2026-11-28",
					note: "the LFS pointer of model.ckpt in its last change ('update with tacotron2 750 epochs'): size 112830206 bytes; tree/main shows model.ckpt at 113 MB",
				},
			},
		},
	),
	withFacts(
		sb("speechbrain/vad-crdnn-libriparty", VAD, undefined, {
			tags: [
				"VAD",
				"SAD",
				"Voice Activity Detection",
				"Speech Activity Detection",
				"Speaker Diarization",
				"pytorch",
				"CRDNN",
				"LibriSpeech",
				"LibryParty",
			],
			weight: 0.5,
		}),
		{
			decision: { created: "2022-03-02" },
			hardware: {
				files: { "model.ckpt": 453_000 },
				source: {
					url: "https://huggingface.co/speechbrain/vad-crdnn-libriparty/blob/69776e3cb019983cb01f07250de638d523944e9e/model.ckpt",
					checked: "2026-11-28",
					note: "the file's page (last changed in 'update new models'): model.ckpt, 453 kB, as the page rounds it; the 1.06 kB mean_var_norm.ckpt is left out",
				},
			},
		},
	),
	// ESPnet: TTS, ASR, and an enhancement model (a type the snippets do not cover)
	withFacts(espnet("espnet/kan-bayashi_ljspeech_vits", TTS, { tags: ["text-to-speech"], weight: 1 }), {
		hardware: {
			files: { "exp/tts_train_vits_raw_phn_tacotron_g2p_en_no_space/train.total_count.ave_10best.pth": 373_000_000 },
			source: {
				url: "https://huggingface.co/espnet/kan-bayashi_ljspeech_vits/tree/refs%2Fpr%2F7/exp/tts_train_vits_raw_phn_tacotron_g2p_en_no_space",
				checked: "2026-11-28",
				note: "the folder's file list ('import from zenodo' d6a4ffc, the file main holds; meta.yaml names it as model_file): train.total_count.ave_10best.pth, 373 MB, as the page rounds it",
			},
		},
	}),
	espnet("espnet/simpleoier_librispeech_asr_train_asr_conformer7_wavlm_large_raw_en_bpe5000_sp", ASR, {
		tags: ["automatic-speech-recognition"],
	}),
	withFacts(
		espnet("espnet/owsm_v3.1_ebf", ASR, {
			tags: ["automatic-speech-recognition", "speech-translation"],
			languages: "multilingual",
			weight: 0.5,
		}),
		{
			hardware: {
				params: 1_020_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				format: "pytorch",
				source: {
					url: "https://huggingface.co/espnet/owsm_v3.1_ebf",
					checked: "2026-11-28",
					note: "the model card: 'OWSM v3.1 has 1.02B parameters in total'; the stored type is assumed: the card and meta.yaml (a .pth checkpoint, torch 1.13.1) do not state it, F32 as ESPnet's training checkpoints are saved",
				},
			},
		},
	),
	withFacts(
		espnet("espnet/Wangyou_Zhang_chime4_enh_train_enh_conv_tasnet_raw", A2A, { tags: ["audio-to-audio"], weight: 0.1 }),
		{
			hardware: {
				files: { "exp/enh_train_enh_conv_tasnet_raw/5epoch.pth": 34_700_000 },
				source: {
					url: "https://huggingface.co/espnet/Wangyou_Zhang_chime4_enh_train_enh_conv_tasnet_raw/tree/main/exp/enh_train_enh_conv_tasnet_raw",
					checked: "2026-11-28",
					note: "the folder's file list: 5epoch.pth, 34.7 MB, as the page rounds it (valid.loss.best.pth beside it is a 10-byte link to it)",
				},
			},
		},
	),
	// NeMo: a domain tag the snippets resolve (ASR) and models without one
	withFacts(
		nemo("nvidia/parakeet-tdt-0.6b-v2", ASR, {
			tags: [
				"automatic-speech-recognition",
				"speech",
				"audio",
				"Transducer",
				"TDT",
				"FastConformer",
				"Conformer",
				"hf-asr-leaderboard",
			],
			siblings: [{ rfilename: "parakeet-tdt-0.6b-v2.nemo" }, { rfilename: "README.md" }],
			weight: 20,
		}),
		{
			decision: { created: "2025-04-30" },
			hardware: {
				params: 600_000_000,
				dtype: "F32",
				format: "nemo",
				source: {
					url: "https://huggingface.co/nvidia/parakeet-tdt-0.6b-v2",
					checked: "2026-11-28",
					note: "the model card's description: a 600-million-parameter ASR model (Params 0.6B badge); stored as float32, NeMo's default",
				},
			},
			evals: [
				{
					dataset: "hf-audio/open-asr-leaderboard",
					config: "librispeech",
					split: "test.clean",
					metric: "wer",
					value: 1.69,
					url: "https://github.com/huggingface/open_asr_leaderboard/blob/d1e99b25524814332d6868a5645e568670834cfb/scripts/data/en_shortform.csv",
					checked: "2026-11-27",
					notes: "Open ASR Leaderboard data, row nvidia/parakeet-tdt-0.6b-v2, column 'LS Clean WER'",
				},
			],
		},
	),
	withFacts(
		nemo("nvidia/canary-1b", ASR, {
			tags: [
				"automatic-speech-recognition",
				"automatic-speech-translation",
				"speech",
				"audio",
				"Transformer",
				"FastConformer",
				"Conformer",
				"hf-asr-leaderboard",
			],
			license: "cc-by-nc-4.0",
			languages: ["en", "de", "es", "fr"],
			siblings: [{ rfilename: "canary-1b.nemo" }, { rfilename: "README.md" }],
			weight: 3,
		}),
		{
			decision: { created: "2024-02-07" },
			hardware: {
				params: 1_000_000_000,
				dtype: "F32",
				format: "nemo",
				source: {
					url: "https://huggingface.co/nvidia/canary-1b",
					checked: "2026-11-28",
					note: 'the model card: "With 1 billion parameters, Canary-1B supports…"; stored as float32, NeMo\'s default',
				},
			},
			evals: [
				{
					dataset: "hf-audio/open-asr-leaderboard",
					config: "librispeech",
					split: "test.clean",
					metric: "wer",
					value: 1.48,
					url: "https://github.com/huggingface/open_asr_leaderboard/blob/d1e99b25524814332d6868a5645e568670834cfb/scripts/data/en_shortform.csv",
					checked: "2026-11-27",
					notes: "Open ASR Leaderboard data, row nvidia/canary-1b, column 'LS Clean WER'",
				},
			],
		},
	),
	withFacts(
		nemo("nvidia/stt_en_conformer_ctc_large", ASR, {
			tags: [
				"automatic-speech-recognition",
				"speech",
				"audio",
				"CTC",
				"Conformer",
				"Transformer",
				"hf-asr-leaderboard",
			],
			siblings: [{ rfilename: "stt_en_conformer_ctc_large.nemo" }],
			weight: 1,
		}),
		{
			hardware: {
				sizes: { "stt_en_conformer_ctc_large.nemo": 451_000_000 },
				source: {
					url: "https://huggingface.co/nvidia/stt_en_conformer_ctc_large/tree/2c8326e4e43ae5b994612cfea3f3029818fb23c6",
					checked: "2026-11-28",
					note: "the repository's file list at its newest commit seen (2c8326e, 47 commits): stt_en_conformer_ctc_large.nemo, 451 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		nemo("nvidia/tts_en_fastpitch", TTS, {
			tags: ["text-to-speech", "speech", "audio", "Transformer", "FastPitch"],
			siblings: [{ rfilename: "tts_en_fastpitch.nemo" }],
			weight: 1,
		}),
		{
			hardware: {
				sizes: { "tts_en_fastpitch.nemo": 187_000_000 },
				source: {
					url: "https://huggingface.co/nvidia/tts_en_fastpitch/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (2c8305b): tts_en_fastpitch.nemo, 187 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		nemo("nvidia/speakerverification_en_titanet_large", AC, {
			tags: [
				"speaker",
				"speech",
				"audio",
				"speaker-verification",
				"speaker-recognition",
				"speaker-diarization",
				"titanet",
			],
			siblings: [{ rfilename: "speakerverification_en_titanet_large.nemo" }],
			weight: 3,
		}),
		{
			hardware: {
				params: 25_300_000,
				dtype: "F32",
				format: "nemo",
				source: {
					url: "https://catalog.ngc.nvidia.com/orgs/nvidia/teams/nemo/models/titanet_large",
					checked: "2026-11-28",
					note: "NVIDIA's model card for TitaNet-L, the model this repository holds: 25.3M parameters (a 96.91 MB download, float32)",
				},
			},
		},
	),
	// audiocraft: musicgen, audiogen, magnet, and a model family the snippets do not know
	withFacts(audiocraft("facebook/musicgen-stereo-melody-large", TTA, ["musicgen", "music"]), {
		hardware: {
			params: 3_300_000_000,
			dtype: "F16",
			format: "pytorch",
			source: {
				url: "https://github.com/facebookresearch/audiocraft/blob/1c570cdc945754b418206523e11d40f725b201e0/docs/MUSICGEN.md",
				checked: "2026-11-28",
				note: "AudioCraft's MusicGen docs: 'facebook/musicgen-melody-large: 3.3B model' and 'facebook/musicgen-stereo-*: All the previous models fine tuned for stereo generation' (melody large among them); the repository's state_dict.bin, which audiocraft loads, holds torch.HalfStorage (huggingface.co/facebook/musicgen-stereo-melody-large/tree/refs%2Fpr%2F2)",
			},
		},
	}),
	withFacts(audiocraft("facebook/audiogen-medium", TTA, ["audiogen"]), {
		decision: { created: "2023-08-02" },
		hardware: {
			params: 1_500_000_000,
			dtype: "F16",
			format: "pytorch",
			source: {
				url: "https://github.com/facebookresearch/audiocraft/blob/7a5a4b38d536d13a31708bd865554c9b1bff11e2/model_cards/AUDIOGEN_MODEL_CARD.md",
				checked: "2026-11-28",
				note: "AudioGen model card: 'The released model has 1.5B parameters'; the repository's state_dict.bin (3.68 GB on huggingface.co/facebook/audiogen-medium/tree/main) holds torch.HalfStorage",
			},
		},
	}),
	withFacts(audiocraft("facebook/magnet-small-10secs", TTA, ["magnet", "music"]), {
		hardware: {
			params: 300_000_000,
			dtype: "F16",
			dtypeAssumed: true,
			format: "pytorch",
			source: {
				url: "https://huggingface.co/facebook/magnet-small-10secs/commit/d588d66b8ed2c3ab6e3b8b07007a202ca8c85bd3",
				checked: "2026-11-28",
				note: "the model card's title: 'MAGNeT - Small - 300M - 10secs' (audiocraft's MAGNeT docstring: 'facebook/magnet-small-10secs (300M)'); the stored type is assumed: no page read states it for this repository, F16 as the state_dict.bin of AudioCraft's other releases holds (torch.HalfStorage)",
			},
		},
	}),
	audiocraft("facebook/jasco-chords-drums-melody-1B", TTA, ["jasco", "music"], { weight: 0.1 }),
	// audio-to-audio
	rec("JorisCos/ConvTasNet_Libri2Mix_sepclean_8k", {
		pipeline_tag: A2A,
		library_name: "asteroid",
		formats: ["pytorch"],
		tags: ["audio", "ConvTasNet", "audio-to-audio"],
		license: "cc-by-sa-4.0",
		weight: 0.5,
	}),
	withFacts(
		rec("ResembleAI/resemble-enhance", {
			pipeline_tag: A2A,
			tags: ["audio", "speech", "speech-enhancement"],
			license: "mit",
			languages: "en",
			weight: 0.5,
		}),
		{ decision: { created: "2023-12-05" } },
	),
	withFacts(
		tf("microsoft/speecht5_vc", A2A, "SpeechT5ForSpeechToSpeech", "speecht5", {
			license: "mit",
			formats: PT(),
			tags: ["audio"],
			auto: "AutoModelForSpeechSeq2Seq",
			weight: 1,
			inferenceProviderMapping: serve(["hf-inference", "microsoft/speecht5_vc", A2A, "staging"]),
		}),
		{ decision: { created: "2023-02-03", params: 155_000_000, dtype: "F32" } },
	),
	withFacts(
		rec("facebook/audioseal", {
			pipeline_tag: A2A,
			library_name: "audioseal",
			tags: ["watermarking", "audio"],
			license: "mit",
			weight: 0.2,
		}),
		{
			decision: { created: "2024-01-17" },
			hardware: {
				files: { "generator_base.pth": 58_800_000, "detector_base.pth": 34_700_000 },
				source: {
					url: "https://huggingface.co/facebook/audioseal/tree/199c1793b46a37b682fb3367b8b2dcb443de9d72",
					checked: "2026-11-28",
					note: "the repository's file list (199c179): generator_base.pth 58.8 MB (the watermarker) and detector_base.pth 34.7 MB (the detector), as the page rounds them; main since adds only audioseal_encodec_32khz.th",
				},
			},
		},
	),
	// audio-classification
	withFacts(
		tf("MIT/ast-finetuned-audioset-10-10-0.4593", AC, "ASTForAudioClassification", "audio-spectrogram-transformer", {
			license: "bsd-3-clause",
			formats: PT(),
			weight: 30,
			inferenceProviderMapping: serve(["hf-inference", "MIT/ast-finetuned-audioset-10-10-0.4593", AC]),
		}),
		{ decision: { created: "2022-11-14", params: 86_600_000, dtype: "F32" } },
	),
	withFacts(
		tf(
			"ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
			AC,
			"Wav2Vec2ForSequenceClassification",
			"wav2vec2",
			{
				license: "apache-2.0",
				formats: ["pytorch", "tensorboard", "safetensors"],
				tags: ["generated_from_trainer"],
				weight: 10,
			},
		),
		{ decision: { created: "2022-03-02", params: 316_000_000, dtype: "F32", languages: ["en"] } },
	),
	withFacts(
		tf("facebook/mms-lid-126", AC, "Wav2Vec2ForSequenceClassification", "wav2vec2", {
			license: "cc-by-nc-4.0",
			formats: PT(),
			tags: ["mms"],
			weight: 2,
		}),
		{ decision: { created: "2023-05-22", params: 965_000_000, dtype: "F32", languages: ["multilingual"] } },
	),
	withFacts(
		tf("superb/hubert-large-superb-er", AC, "HubertForSequenceClassification", "hubert", {
			license: "apache-2.0",
			languages: "en",
			formats: ["pytorch"],
			tags: ["audio", "speech"],
			weight: 2,
		}),
		{
			decision: { created: "2022-03-02" },
			hardware: {
				files: { "pytorch_model.bin": 1_260_000_000 },
				source: {
					url: "https://huggingface.co/superb/hubert-large-superb-er/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 1.26 GB, as the page rounds it",
				},
			},
		},
	),
	// voice-activity-detection, diarization
	rec("pyannote/speaker-diarization-3.1", {
		pipeline_tag: ASR,
		library_name: "pyannote-audio",
		gated: "auto",
		tags: [
			"pyannote",
			"pyannote-audio-pipeline",
			"audio",
			"voice",
			"speech",
			"speaker",
			"speaker-diarization",
			"speaker-change-detection",
			"voice-activity-detection",
			"overlapped-speech-detection",
		],
		license: "mit",
		weight: 30,
	}),
	withFacts(
		rec("pyannote/segmentation-3.0", {
			pipeline_tag: VAD,
			library_name: "pyannote-audio",
			gated: "auto",
			tags: [
				"pyannote",
				"pyannote-audio-model",
				"audio",
				"voice",
				"speech",
				"speaker",
				"speaker-diarization",
				"speaker-change-detection",
				"speaker-segmentation",
				"voice-activity-detection",
				"overlapped-speech-detection",
				"resegmentation",
			],
			license: "mit",
			weight: 20,
		}),
		{
			decision: { created: "2023-09-22" },
			hardware: {
				files: { "pytorch_model.bin": 5_910_000 },
				source: {
					url: "https://huggingface.co/fatymatariq/segmentation-3.0/tree/main",
					checked: "2026-11-28",
					note: "the file list of a clone of the gated repository ('Initial clone of pyannote/segmentation-3.0'): pytorch_model.bin, 5.91 MB",
				},
			},
		},
	),
	withFacts(
		rec("pyannote/voice-activity-detection", {
			pipeline_tag: VAD,
			library_name: "pyannote-audio",
			gated: "auto",
			tags: ["pyannote", "pyannote-audio-pipeline", "audio", "voice", "speech", "speaker", "voice-activity-detection"],
			license: "mit",
			weight: 2,
		}),
		{ decision: { created: "2022-03-02" } },
	),
	rec("snakers4/silero-vad", {
		pipeline_tag: VAD,
		tags: ["onnx", "silero", "vad"],
		license: "mit",
		weight: 1,
	}),
	// speech libraries with their own snippets
	rec("argmaxinc/whisperkit-coreml", {
		pipeline_tag: ASR,
		library_name: "whisperkit",
		tags: ["whisper", "coreml", "asr", "quantized"],
		license: "mit",
		weight: 5,
	}),
	withFacts(
		rec("moonshotai/Kimi-Audio-7B-Instruct", {
			pipeline_tag: "audio-text-to-text",
			library_name: "kimi-audio",
			tags: ["audio", "speech-recognition", "audio-understanding", "audio-generation", "chat", "kimi-audio"],
			license: "mit",
			languages: ["en", "zh"],
			weight: 1,
		}),
		{
			decision: { created: "2025-04-25" },
			evals: [
				{
					dataset: "hlt-lab/voicebench",
					metric: "voicebench_overall",
					value: 76.93,
					url: "https://github.com/MoonshotAI/Kimi-Audio/blob/0260b0b79488a5dbfa984c7667c5e4c90a0b11b5/README.md",
					checked: "2026-11-28",
					notes: "Kimi-Audio README, table Audio-to-Text Chat, VoiceBench rows, model Kimi-Audio, column Avg",
				},
			],
		},
	),
	withFacts(
		rec("kyutai/moshiko-pytorch-bf16", {
			pipeline_tag: A2A,
			library_name: "moshi",
			formats: ["safetensors"],
			license: "cc-by-4.0",
			languages: "en",
			weight: 0.5,
		}),
		{ decision: { created: "2024-09-18", params: 7_690_000_000 } },
	),
	withFacts(
		rec("cartesia-ai/Rene-v0.1-1.3b-4bit-mlx", {
			pipeline_tag: "text-generation",
			library_name: "cartesia_mlx",
			tags: ["mlx", "rene", "mamba", "cartesia"],
			license: "apache-2.0",
			weight: 0.05,
		}),
		{
			hardware: {
				files: { "Rene-v0.1-1.3b-4bit-mlx.safetensors": 1_250_000_000 },
				source: {
					url: "https://huggingface.co/cartesia-ai/Rene-v0.1-1.3b-4bit-mlx/tree/refs%2Fpr%2F1",
					checked: "2026-11-28",
					note: "the file list of the repository's pull request 1 (68b28cd, which changes only README.md): Rene-v0.1-1.3b-4bit-mlx.safetensors, 1.25 GB, as the page rounds it; the file's history (commits/8695fc1…/Rene-v0.1-1.3b-4bit-mlx.safetensors) shows one upload, 8239221",
				},
			},
		},
	),
	withFacts(
		rec("cartesia-ai/Rene-v0.1-1.3b-pytorch", {
			pipeline_tag: "text-generation",
			library_name: "cartesia_pytorch",
			formats: ["safetensors"],
			tags: ["rene", "mamba", "cartesia"],
			license: "apache-2.0",
			languages: "en",
			weight: 0.05,
		}),
		{
			hardware: {
				files: { "model.safetensors": 2870000000 },
				source: {
					url: "https://huggingface.co/cartesia-ai/Rene-v0.1-1.3b-pytorch/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 2.87 GB, as the page rounds it",
				},
			},
		},
	),
	rec("QuintinShaw/qwen3-asr-0.6b", {
		pipeline_tag: ASR,
		library_name: "openasr",
		tags: ["asr", "audio"],
		license: "apache-2.0",
		languages: "en",
		siblings: [{ rfilename: "model.oasr" }, { rfilename: "README.md" }],
		weight: 0.01,
	}),
	withFacts(
		rec("nvidia/parakeet-tdt-0.6b-v3", {
			pipeline_tag: ASR,
			library_name: "nemo",
			license: "cc-by-4.0",
			languages: PARAKEET_V3_LANGUAGES,
			tags: ["NeMo", "pytorch", "speech", "audio", "Transducer", "TDT", "FastConformer", "hf-asr-leaderboard"],
			weight: 8,
		}),
		{
			decision: { created: "2025-08-14" },
			hardware: {
				params: 600_000_000,
				dtype: "F32",
				format: "nemo",
				source: {
					url: "https://arxiv.org/abs/2509.14128",
					checked: "2026-11-28",
					note: "the Canary-1B-v2 report's abstract: Parakeet-TDT-0.6B-v3 has 600M parameters; a NeMo checkpoint, float32 (NeMo's default)",
				},
			},
			evals: [
				{
					dataset: "hf-audio/open-asr-leaderboard",
					config: "librispeech",
					split: "test.clean",
					metric: "wer",
					value: 1.92,
					url: "https://github.com/huggingface/open_asr_leaderboard/blob/d1e99b25524814332d6868a5645e568670834cfb/scripts/data/en_shortform.csv",
					checked: "2026-11-27",
					notes: "Open ASR Leaderboard data, row nvidia/parakeet-tdt-0.6b-v3, column 'LS Clean WER'",
				},
			],
		},
	),
	withFacts(
		tf("UsefulSensors/moonshine-tiny", ASR, "MoonshineForConditionalGeneration", "moonshine", {
			license: "mit",
			languages: ["en"],
			weight: 2,
		}),
		{
			decision: { created: "2024-10-21", params: 27_092_736, dtype: "F32" },
			evals: [
				{
					dataset: "hf-audio/open-asr-leaderboard",
					config: "librispeech",
					split: "test.clean",
					metric: "wer",
					value: 4.55,
					url: "https://github.com/huggingface/open_asr_leaderboard/blob/d1e99b25524814332d6868a5645e568670834cfb/scripts/data/en_shortform.csv",
					checked: "2026-11-27",
					notes: "Open ASR Leaderboard data, row usefulsensors/moonshine-tiny, column 'LS Clean WER'",
				},
			],
		},
	),
	withFacts(
		rec("onnx-community/silero-vad", {
			pipeline_tag: "voice-activity-detection",
			formats: ["onnx"],
			license: "mit",
			weight: 3,
		}),
		{
			decision: { created: "2024-07-02" },
			hardware: {
				files: { "onnx/model.onnx": 2_240_000 },
				source: {
					url: "https://huggingface.co/onnx-community/silero-vad/tree/main/onnx",
					checked: "2026-11-28",
					note: "the onnx folder's file list (ddc9a7e): model.onnx, 2.24 MB, as the page rounds it; its quantized variants (fp16, int8, q4…) are left out",
				},
			},
		},
	),
	// The month of the FireRedASR2S paper that introduced it (arXiv 2603.10420); the day is not checked.
	withFacts(
		rec("FireRedTeam/FireRedVAD", {
			pipeline_tag: "voice-activity-detection",
			tags: ["vad", "aed", "streaming", "asr"],
			license: "apache-2.0",
			weight: 1,
		}),
		{ decision: { created: "2026-03-01" } },
	),
	// audio-classification: the Speech Commands model that matches the page's spoken-command demo
	tf(
		"MIT/ast-finetuned-speech-commands-v2",
		"audio-classification",
		"ASTForAudioClassification",
		"audio-spectrogram-transformer",
		{
			license: "bsd-3-clause",
			languages: ["en"],
			createdAt: day("2022-11-14"),
			safetensors: st(85_400_000, "F32"),
			config: { num_labels: 35 },
			weight: 3,
		},
	),
	// text-to-audio
	rec("stabilityai/stable-audio-open-small", {
		pipeline_tag: "text-to-audio",
		library_name: "stable-audio-tools",
		formats: ["safetensors"],
		license: "other",
		cardData: { license_name: "stabilityai-ai-community" },
		languages: ["en"],
		gated: "auto",
		createdAt: day("2025-05-14"),
		safetensors: st(341_000_000, "F32"),
		weight: 2,
	}),
	rec("ACE-Step/ACE-Step-v1-3.5B", {
		pipeline_tag: "text-to-audio",
		formats: ["safetensors"],
		tags: ["music", "song-generation"],
		license: "apache-2.0",
		createdAt: day("2025-05-06"),
		safetensors: st(3_500_000_000, "F32"),
		weight: 3,
	}),
	withFacts(
		rec("rhasspy/piper-voices", {
			pipeline_tag: "text-to-speech",
			library_name: "piper",
			formats: ["onnx"],
			license: "mit",
			languages: "en",
			siblings: [
				{ rfilename: "README.md" },
				{ rfilename: "en/en_US/lessac/medium/en_US-lessac-medium.onnx" },
				{ rfilename: "en/en_US/lessac/medium/en_US-lessac-medium.onnx.json" },
				{ rfilename: "voices.json" },
			],
			weight: 3,
		}),
		{
			hardware: {
				sizes: { "en/en_US/lessac/medium/en_US-lessac-medium.onnx": 63_200_000 },
				source: {
					url: "https://huggingface.co/rhasspy/piper-voices/tree/main/en/en_US/lessac/medium",
					checked: "2026-11-28",
					note: "the folder's file list (c3bf31a): en_US-lessac-medium.onnx, 63.2 MB, as the page rounds it",
				},
			},
		},
	),
	rec("MontrealCorpusTools/english_mfa", {
		library_name: "montreal-forced-aligner",
		license: "cc-by-4.0",
		languages: "en",
		tags: ["forced-alignment"],
		weight: 0.5,
	}),
	// MECT speaker-verification checkpoints, as the AntSpeaker README lists them.
	rec("AntResearch/AntSpeaker", {
		library_name: "mect",
		license: "cc-by-nc-sa-4.0",
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "mect_a1_vc2.pt" },
			{ rfilename: "mect_a2_vc2.pt" },
			{ rfilename: "mect_b1_vc2.pt" },
			{ rfilename: "mect_b2_vc2.pt" },
			{ rfilename: "mect_b2_vb2.pt" },
			{ rfilename: "mect_b2_vc2_streaming.pt" },
		],
		weight: 0.2,
	}),
];

function PT() {
	return ["pytorch", "safetensors"];
}
