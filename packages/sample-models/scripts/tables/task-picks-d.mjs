// Task-page picks (writer D): example models of the vision, video and 3D task pages (image feature
// extraction to unconditional generation) that no other table had. Facts follow the model cards and
// release announcements; release dates are exact to the month. Decision facts for page models that
// other tables own are in ../decision-facts.mjs (section "task pages, writer D").
import { rec, tf } from "../lib.mjs";

/** ISO timestamp of a publication day. */
const day = (d) => `${d}T00:00:00.000Z`;

/** The hub's safetensors summary for a model of `total` parameters stored in one dtype. */
const weights = (total, dtype = "BF16") => ({ parameters: { [dtype]: total }, total });

const IFE = "image-feature-extraction";
const ZSIC = "zero-shot-image-classification";
const ZSOD = "zero-shot-object-detection";
const UIG = "unconditional-image-generation";

const dinov3 = (id, total) =>
	rec(id, {
		pipeline_tag: IFE,
		library_name: "transformers",
		gated: "manual",
		formats: ["safetensors"],
		tags: ["dinov3_vit"],
		license: "other",
		cardData: { license_name: "dinov3-license" },
		config: { architectures: ["DINOv3ViTModel"], model_type: "dinov3_vit" },
		createdAt: day("2025-08-14"),
		safetensors: weights(total, "F32"),
		weight: 1,
	});

/** A DDPM checkpoint of the diffusers launch (one UNet, no conditioning). */
const ddpm = (id, total) =>
	rec(id, {
		pipeline_tag: UIG,
		library_name: "diffusers",
		formats: ["safetensors"],
		tags: ["diffusers:DDPMPipeline"],
		license: "apache-2.0",
		config: { diffusers: { _class_name: "DDPMPipeline" } },
		createdAt: day("2022-07-21"),
		safetensors: weights(total, "F32"),
		weight: 0.5,
	});

export default [
	// image-feature-extraction: the smallest and the largest DINOv3 backbones
	dinov3("facebook/dinov3-vits16-pretrain-lvd1689m", 21_600_000),
	dinov3("facebook/dinov3-vit7b16-pretrain-lvd1689m", 6_720_000_000),

	// zero-shot-image-classification
	tf("google/siglip2-so400m-patch14-384", ZSIC, "SiglipModel", "siglip", {
		license: "apache-2.0",
		tags: ["vision"],
		createdAt: day("2025-02-17"),
		safetensors: weights(1_140_000_000, "F32"),
		weight: 3,
	}),

	// zero-shot-object-detection
	tf("IDEA-Research/grounding-dino-base", ZSOD, "GroundingDinoForObjectDetection", "grounding-dino", {
		license: "apache-2.0",
		tags: ["vision"],
		createdAt: day("2024-04-11"),
		safetensors: weights(233_000_000, "F32"),
		weight: 5,
	}),
	tf("google/owlv2-large-patch14-ensemble", ZSOD, "Owlv2ForObjectDetection", "owlv2", {
		license: "apache-2.0",
		tags: ["vision"],
		createdAt: day("2023-10-13"),
		safetensors: weights(438_000_000, "F32"),
		weight: 2,
	}),

	// keypoint-detection
	rec("facebook/sapiens-pose-1b", {
		pipeline_tag: "keypoint-detection",
		library_name: "sapiens",
		tags: ["sapiens", "pose-estimation"],
		license: "cc-by-nc-4.0",
		createdAt: day("2024-08-22"),
		weight: 0.1,
	}),
	// Sapiens2 pose, 0.4B: Meta's 2026 successor (ICLR 2026, arXiv 2604.21681; first released 2026-04-24 per the
	// sapiens2 repository's news), 308 keypoints top-down, one safetensors file, custom Sapiens2 licence. The
	// parameter count is the published 0.4B size (the backbone table gives 0.398B); the stored dtype was not
	// checked, so the summary says F32, the wider case (0.4B fits an 8 GB laptop either way).
	rec("facebook/sapiens2-pose-0.4b", {
		pipeline_tag: "keypoint-detection",
		library_name: "sapiens",
		formats: ["safetensors"],
		tags: ["sapiens", "sapiens2", "human-centric", "pose"],
		license: "other",
		cardData: { license_name: "sapiens2-license" },
		base: { id: "facebook/sapiens2-pretrain-0.4b", rel: "finetune" },
		createdAt: day("2026-04-24"),
		safetensors: weights(400_000_000, "F32"),
		weight: 0.2,
	}),
	// Qualcomm's on-device export of RTMPose-m whole-body (133 keypoints); the date is RTMPose's release.
	rec("qualcomm/RTMPose-Body2d", {
		pipeline_tag: "keypoint-detection",
		tags: ["android", "real_time", "pose-estimation"],
		license: "other",
		createdAt: day("2023-03-13"),
		weight: 0.2,
	}),

	// image-to-video
	rec("Wan-AI/Wan2.2-I2V-A14B-Diffusers", {
		pipeline_tag: "image-to-video",
		library_name: "diffusers",
		formats: ["safetensors"],
		tags: ["diffusers:WanImageToVideoPipeline"],
		license: "apache-2.0",
		languages: ["en", "zh"],
		config: { diffusers: { _class_name: "WanImageToVideoPipeline" } },
		// Two 14B experts (high-noise and low-noise); one of them runs at each denoising step.
		createdAt: day("2025-07-28"),
		safetensors: weights(27_000_000_000),
		weight: 3,
	}),

	// video-to-video
	rec("ByteDance-Seed/SeedVR2-3B", {
		pipeline_tag: "video-to-video",
		tags: ["video-restoration", "video-upscaling"],
		license: "apache-2.0",
		createdAt: day("2025-06-05"),
		weight: 0.5,
	}),

	// image-to-3d and text-to-3d
	rec("tencent/Hunyuan3D-2.1", {
		pipeline_tag: "image-to-3d",
		library_name: "hunyuan3d-2",
		tags: ["3d", "hunyuan3d", "shape", "pbr"],
		license: "other",
		cardData: { license_name: "tencent-hunyuan-community" },
		languages: ["en", "zh"],
		createdAt: day("2025-06-13"),
		weight: 3,
	}),
	rec("microsoft/TRELLIS-image-large", {
		pipeline_tag: "image-to-3d",
		tags: ["3d", "trellis"],
		license: "mit",
		createdAt: day("2024-12-02"),
		weight: 3,
	}),
	rec("microsoft/TRELLIS-text-large", {
		pipeline_tag: "text-to-3d",
		tags: ["3d", "trellis"],
		license: "mit",
		languages: ["en"],
		createdAt: day("2024-12-02"),
		weight: 1,
	}),

	// unconditional-image-generation: the LSUN DDPM checkpoints (the paper gives 114M for its 256-pixel UNets)
	ddpm("google/ddpm-church-256", 114_000_000),
	ddpm("google/ddpm-bedroom-256", 114_000_000),
	ddpm("google/ddpm-cat-256", 114_000_000),
];
