// Libraries the reference catalogue added in 0.21.54: one real public model each (ids from the
// projects' own READMEs and model cards). Only the files the projects document are listed as
// siblings.
import { rec } from "../lib.mjs";

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
	// Laya has no generator here yet (its Python API was not checked against its source), but its
	// page and this record show the library.
	rec("convaiinnovations/laya", {
		pipeline_tag: "text-classification",
		library_name: "laya",
		formats: ["safetensors"],
		weight: 0.5,
	}),
];
