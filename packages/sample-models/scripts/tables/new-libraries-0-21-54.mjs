// Libraries the reference catalogue added in 0.21.54: one real public model each (ids from the
// projects' own READMEs and model cards). Only the files the projects document are listed as
// siblings.
import { rec, TPL } from "../lib.mjs";

export default [
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
	rec("MontrealCorpusTools/english_mfa", {
		library_name: "montreal-forced-aligner",
		license: "cc-by-4.0",
		languages: "en",
		tags: ["forced-alignment"],
		weight: 0.5,
	}),
	rec("knowledgator/gliformer-base-v1", {
		pipeline_tag: "token-classification",
		library_name: "gliformer",
		languages: "en",
		weight: 0.5,
	}),
	rec("chaoliangUNSW/Jev-Style-0.8B-Decision-v3", {
		pipeline_tag: "text-classification",
		library_name: "jev-style",
		formats: ["safetensors"],
		languages: "en",
		weight: 0.3,
	}),
	rec("zeromodels/clip_vit_base_16", {
		pipeline_tag: "zero-shot-image-classification",
		library_name: "zeromodels",
		tags: ["keras"],
		siblings: [{ rfilename: "zm_config.json" }],
		weight: 0.2,
	}),
	rec("shahafvl/gaussianformer", {
		pipeline_tag: "image-to-3d",
		library_name: "gaussianformer",
		license: "cc-by-nc-4.0",
		siblings: [{ rfilename: "config.json" }],
		weight: 0.2,
	}),
	rec("VictorButoi/flexray", {
		pipeline_tag: "image-segmentation",
		library_name: "flexray",
		license: "cc-by-nc-4.0",
		tags: ["medical", "x-ray"],
		siblings: [{ rfilename: "ensemble.json" }],
		weight: 0.3,
	}),
	rec("aurekaresearch/OpenDDE", {
		library_name: "opendde",
		tags: ["biology", "protein-structure"],
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "opendde.pt" },
			{ rfilename: "opendde_abag.pt" },
			{ rfilename: "docs/inference_instructions.md" },
		],
		weight: 0.3,
	}),
	rec("infosave/Bonsai-1.7Bcmf", {
		pipeline_tag: "text-generation",
		library_name: "cortiq",
		weight: 0.2,
	}),
	rec("nums-ai/causilo", {
		pipeline_tag: "tabular-classification",
		library_name: "causilo",
		formats: ["safetensors"],
		siblings: [
			{ rfilename: "classifier/config.json" },
			{ rfilename: "classifier/model.safetensors" },
			{ rfilename: "regressor/config.json" },
			{ rfilename: "regressor/model.safetensors" },
		],
		weight: 0.3,
	}),
	rec("pollen-robotics/microduck-sprint-2m-reference", {
		pipeline_tag: "reinforcement-learning",
		library_name: "microduck",
		formats: ["onnx"],
		tags: ["robotics", "microduck-slot:walk"],
		siblings: [{ rfilename: "manifest.json" }, { rfilename: "policy.onnx" }],
		weight: 0.2,
	}),
	// Laya's English checkpoint sits at the root; laya.load(id, subfolder=...) reads the
	// multilingual and typed-decisions ones (README "Single-Model Mode").
	rec("convaiinnovations/laya", {
		pipeline_tag: "text-classification",
		library_name: "laya",
		formats: ["safetensors"],
		license: "apache-2.0",
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "model.safetensors" },
			{ rfilename: "rl_agent_config.json" },
			{ rfilename: "multilingual/model.safetensors" },
			{ rfilename: "multilingual/rl_agent_config.json" },
			{ rfilename: "typed-decisions/model.safetensors" },
			{ rfilename: "typed-decisions/rl_agent_config.json" },
		],
		weight: 0.5,
	}),
	// ANEForge's organisation mirrors transformers checkpoints, byte-identical, tagged for the
	// library's load-by-id loaders (af.load for encoders, af.load_llm for decoders).
	rec("aneforge/bge-small-en-v1.5", {
		pipeline_tag: "feature-extraction",
		library_name: "aneforge",
		formats: ["safetensors"],
		license: "mit",
		languages: "en",
		siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }, { rfilename: "tokenizer.json" }],
		weight: 0.2,
	}),
	rec("aneforge/TinyLlama-1.1B-Chat-v1.0", {
		pipeline_tag: "text-generation",
		library_name: "aneforge",
		formats: ["safetensors"],
		license: "apache-2.0",
		languages: "en",
		chat: TPL.zephyr,
		siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }, { rfilename: "tokenizer.json" }],
		weight: 0.2,
	}),
	// The model library behind routee.powertrain's default registry: v2/<make>/<vehicle>/<year>/
	// <config>/v<N>/ folders of metadata.json and the estimator file, with an index at v2/.
	rec("NatLabRockies/routee-powertrain-model-library", {
		library_name: "routee-powertrain",
		formats: ["onnx"],
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "v2/index.json" },
			{ rfilename: "v2/chevrolet/bolt_bev/2017/rf_base_67ae9982/v1/metadata.json" },
			{ rfilename: "v2/chevrolet/bolt_bev/2017/rf_base_67ae9982/v1/model.onnx" },
		],
		weight: 0.2,
	}),
	// An NVFP4 safetensors checkpoint whose card names memra as the engine that runs it.
	rec("Avifenesh/GLM-5.3-Flash-NVFP4", {
		pipeline_tag: "text-generation",
		library_name: "memra",
		formats: ["safetensors"],
		license: "mit",
		languages: ["en", "zh"],
		base: { id: "zai-org/GLM-5.3-Flash", rel: "quantized" },
		chat: TPL.glm,
		tags: ["nvfp4", "modelopt", "quantized", "memra", "moe", "blackwell", "tool-calling"],
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "chat_template.jinja" },
			{ rfilename: "config.json" },
			{ rfilename: "generation_config.json" },
			{ rfilename: "hf_quant_config.json" },
			{ rfilename: "model.safetensors.index.json" },
			{ rfilename: "tokenizer.json" },
			{ rfilename: "tokenizer_config.json" },
		],
		weight: 0.1,
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
