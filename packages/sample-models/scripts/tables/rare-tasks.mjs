// Pipeline tags with few public models (table-to-text, tabular-to-text, other) and records of
// models the hub lists without a library or a task.
import { rec, tf, withFacts } from "../lib.mjs";

export default [
	withFacts(
		tf("Narrativa/t5-base-finetuned-totto-table-to-text", "table-to-text", "T5ForConditionalGeneration", "t5", {
			formats: ["pytorch"],
			auto: "AutoModelForSeq2SeqLM",
			languages: ["en"],
			tags: ["table-to-text", "totto"],
			weight: 0.01,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 892_000_000 },
				source: {
					url: "https://huggingface.co/Narrativa/t5-base-finetuned-totto-table-to-text/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 892 MB, as the page rounds it",
				},
			},
		},
	),
	rec("kolinko/tabular-to-text-flan-t5", {
		pipeline_tag: "tabular-to-text",
		library_name: "transformers",
		tags: ["t5", "tabular", "data-to-text"],
		weight: 0.005,
	}),
	withFacts(
		rec("facebook/dinov3-vitl16-pretrain-lvd1689m", {
			pipeline_tag: "image-feature-extraction",
			library_name: "transformers",
			gated: "manual",
			formats: ["safetensors"],
			tags: ["dinov3_vit"],
			license: "other",
			config: { architectures: ["DINOv3ViTModel"], model_type: "dinov3_vit" },
			weight: 5,
		}),
		{
			decision: {
				created: "2025-08-14",
				params: 300_000_000,
				dtype: "F32",
				licenseName: "dinov3-license",
				config: { image_size: 224, patch_size: 16 },
			},
		},
	),
	rec("nvidia/Llama-3.1-Nemotron-Nano-VL-8B-V1", {
		pipeline_tag: "other",
		library_name: "transformers",
		tags: ["custom_code", "nvidia"],
		license: "other",
		weight: 0.2,
	}),
	withFacts(
		rec("city96/FLUX.1-dev-gguf", {
			pipeline_tag: "text-to-image",
			library_name: "gguf",
			formats: ["gguf"],
			tags: ["image-generation", "flux"],
			base: { id: "black-forest-labs/FLUX.1-dev", rel: "quantized" },
			license: "other",
			siblings: [{ rfilename: "flux1-dev-Q4_K_S.gguf" }, { rfilename: "flux1-dev-Q8_0.gguf" }],
			weight: 3,
		}),
		{
			hardware: {
				gguf: { total: 12_000_000_000 },
				source: {
					url: "https://huggingface.co/black-forest-labs/FLUX.1-dev",
					checked: "2026-11-27",
					note: "the FLUX.1 [dev] transformer these files quantize",
				},
			},
		},
	),
	rec("lllyasviel/Annotators", {
		pipeline_tag: "other",
		tags: ["controlnet-annotators"],
		license: "other",
		weight: 2,
	}),
];
