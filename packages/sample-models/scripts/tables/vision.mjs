// Computer vision: transformers image tasks, timm, open_clip, YOLO (ultralytics, yolov10),
// segmentation and depth libraries, feature extraction, zero-shot and keypoint models, 3D generation,
// unconditional generation, video classification.
import { st } from "../architectures.mjs";
import { day, files, rec, serve, tf, withFacts } from "../lib.mjs";

const IC = "image-classification";
const OD = "object-detection";
const SEG = "image-segmentation";
const DE = "depth-estimation";
const ZSIC = "zero-shot-image-classification";
const IFE = "image-feature-extraction";
const hf = (id, task, status = "live") => serve(["hf-inference", id, task, status]);
const PT = ["pytorch", "safetensors"];

const timm = (id, pipeline_tag, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "timm",
		formats: ["pytorch", "safetensors"],
		tags: ["transformers", ...(o.tags ?? [])],
		license: o.license ?? "apache-2.0",
		...(o.rest ?? {}),
		weight: o.weight ?? 5,
	});

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
		safetensors: st(total, "F32"),
		weight: 1,
	});

const ZSOD = "zero-shot-object-detection";

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
		safetensors: st(total, "F32"),
		weight: 0.5,
	});

const UIG = "unconditional-image-generation";

/** A timm ImageNet classifier whose card gives its own licence and config. */
const timmClassifier = (id, o) =>
	rec(id, {
		pipeline_tag: IC,
		library_name: "timm",
		formats: ["pytorch", "safetensors"],
		tags: ["transformers", IC],
		...o,
	});

export default [
	// image-classification
	withFacts(
		tf("google/vit-base-patch16-224", IC, "ViTForImageClassification", "vit", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "jax", "safetensors"],
			tags: ["vision"],
			weight: 40,
			widgetData: [
				{ src: "https://huggingface.co/datasets/mishig/sample_images/resolve/main/tiger.jpg", example_title: "Tiger" },
			],
			inferenceProviderMapping: hf("google/vit-base-patch16-224", IC),
		}),
		{
			decision: {
				created: "2022-03-02",
				released: "2020-10-22",
				releasedSource: "https://arxiv.org/abs/2010.11929",
				params: 86_600_000,
				dtype: "F32",
				config: { image_size: 224, num_labels: 1000 },
			},
		},
	),
	withFacts(
		tf("facebook/deit-base-distilled-patch16-224", IC, "DeiTForImageClassificationWithTeacher", "deit", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["vision"],
			weight: 3,
		}),
		{
			hardware: {
				params: 87_000_000,
				dtype: "F32",
				source: {
					url: "https://arxiv.org/abs/2012.12877",
					checked: "2026-11-27",
					note: "DeiT-B distilled at 224 px, the paper's ImageNet table",
				},
			},
		},
	),
	withFacts(
		tf("facebook/convnext-large-224", IC, "ConvNextForImageClassification", "convnext", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["vision"],
			weight: 2,
		}),
		{
			hardware: {
				params: 198_000_000,
				dtype: "F32",
				source: {
					url: "https://arxiv.org/abs/2201.03545",
					checked: "2026-11-27",
					note: "ConvNeXt-L at 224 px, the paper's ImageNet table",
				},
			},
		},
	),
	withFacts(
		tf("microsoft/resnet-50", IC, "ResNetForImageClassification", "resnet", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "jax", "safetensors"],
			tags: ["vision"],
			weight: 40,
			inferenceProviderMapping: hf("microsoft/resnet-50", IC),
		}),
		{
			hardware: {
				params: 25_600_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/timm/resnet50.a1_in1k",
					checked: "2026-11-27",
					note: "ResNet-50's parameter count, as timm's card of the same architecture gives it",
				},
			},
		},
	),
	withFacts(
		tf("Falconsai/nsfw_image_detection", IC, "ViTForImageClassification", "vit", {
			license: "apache-2.0",
			formats: PT,
			weight: 50,
			inferenceProviderMapping: hf("Falconsai/nsfw_image_detection", IC),
		}),
		{
			hardware: {
				files: { "model.safetensors": 343_000_000 },
				source: {
					url: "https://huggingface.co/Falconsai/nsfw_image_detection/tree/4ea924a80cd71a53597a14eead839aff6942f2c9",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 343 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(timm("timm/resnet50.a1_in1k", IC, { tags: ["image-classification"], weight: 30 }), {
		hardware: {
			params: 25_600_000,
			dtype: "F32",
			source: { url: "https://huggingface.co/timm/resnet50.a1_in1k", checked: "2026-11-27" },
		},
	}),
	withFacts(timm("timm/mobilenetv3_large_100.ra_in1k", IC, { tags: ["image-classification"], weight: 20 }), {
		decision: {
			created: "2022-12-16",
			params: 5_500_000,
			dtype: "F32",
			config: {
				architecture: "mobilenetv3_large_100",
				num_classes: 1000,
				pretrained_cfg: { input_size: [3, 224, 224] },
			},
		},
		evals: [
			{
				dataset: "ILSVRC/imagenet-1k",
				split: "validation",
				metric: "top_1_accuracy",
				value: 75.784,
				url: "https://github.com/huggingface/pytorch-image-models/blob/aa4b5850c1543fa488abf260f18390eda46cf85d/results/results-imagenet.csv",
				checked: "2026-11-27",
				notes: "timm's results-imagenet.csv, evaluated at 224x224",
			},
		],
	}),
	withFacts(timm("timm/vit_large_patch14_dinov2.lvd142m", IFE, { tags: ["image-feature-extraction"], weight: 5 }), {
		decision: { created: "2023-05-09", params: 304_400_000, dtype: "F32" },
		evals: [
			{
				dataset: "ILSVRC/imagenet-1k",
				config: "linear-probe",
				split: "validation",
				metric: "top_1_accuracy",
				metricName: "linear probe on frozen features, top-1 %",
				value: 86.3,
				url: "https://github.com/facebookresearch/dinov2/blob/b8931f7bf91576930313be2c6d6af376033b35f0/README.md",
				checked: "2026-11-28",
				notes:
					"DINOv2 README, Pretrained models table, row ViT-L/14 distilled without registers (the weights timm converts), column ImageNet linear",
			},
		],
	}),
	withFacts(timm("timm/convnext_base.fb_in22k_ft_in1k", IC, { weight: 3 }), {
		decision: {
			created: "2022-12-13",
			params: 88_600_000,
			dtype: "F32",
			config: { architecture: "convnext_base", num_classes: 1000, pretrained_cfg: { input_size: [3, 224, 224] } },
		},
		evals: [
			{
				dataset: "ILSVRC/imagenet-1k",
				split: "validation",
				metric: "top_1_accuracy",
				value: 85.814,
				url: "https://github.com/huggingface/pytorch-image-models/blob/aa4b5850c1543fa488abf260f18390eda46cf85d/results/results-imagenet.csv",
				checked: "2026-11-27",
				notes: "timm's results-imagenet.csv, evaluated at 224x224",
			},
		],
	}),
	rec("keras-io/image-classification-with-vision-transformer", {
		pipeline_tag: IC,
		library_name: "tf-keras",
		tags: ["keras", "vision"],
		weight: 0.05,
	}),
	// object-detection
	withFacts(
		tf("facebook/detr-resnet-50", OD, "DetrForObjectDetection", "detr", {
			license: "apache-2.0",
			formats: PT,
			tags: ["vision"],
			weight: 30,
			widgetData: [
				{
					src: "https://huggingface.co/datasets/mishig/sample_images/resolve/main/savanna.jpg",
					example_title: "Savanna",
				},
			],
			inferenceProviderMapping: hf("facebook/detr-resnet-50", OD),
		}),
		{
			decision: {
				created: "2022-03-02",
				released: "2020-05-26",
				releasedSource: "https://arxiv.org/abs/2005.12872",
				params: 41_600_000,
				dtype: "F32",
			},
			evals: [
				{
					dataset: "detection-datasets/coco",
					config: "2017",
					split: "val",
					metric: "map",
					value: 42.0,
					url: "https://github.com/facebookresearch/detr/blob/29901c51d7fe8712168b8d0d64351170bc0f83e0/README.md",
					checked: "2026-11-27",
					notes: "COCO val2017 box AP (AP50:95) as the authors' table states it; row DETR R50, 500 epochs",
				},
			],
		},
	),
	withFacts(
		tf("IDEA-Research/dab-detr-resnet-50", OD, "DabDetrForObjectDetection", "dab-detr", {
			license: "apache-2.0",
			tags: ["vision"],
			weight: 0.2,
		}),
		{
			hardware: {
				files: { "model.safetensors": 175_000_000 },
				source: {
					url: "https://huggingface.co/IDEA-Research/dab-detr-resnet-50/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 175 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		tf("PekingU/rtdetr_v2_r50vd", OD, "RTDetrV2ForObjectDetection", "rt_detr_v2", {
			license: "apache-2.0",
			tags: ["vision"],
			weight: 2,
		}),
		{
			decision: { created: "2024-10-17", params: 43_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "detection-datasets/coco",
					config: "2017",
					split: "val",
					metric: "map",
					value: 53.4,
					url: "https://github.com/lyuwenyu/RT-DETR/blob/068dfde65f2667ad6555883c69d73de886518cad/rtdetrv2_pytorch/README.md",
					checked: "2026-11-27",
					notes:
						"COCO val2017 box AP (AP50:95) as the authors' table states it; row RT-DETRv2-L, config rtdetrv2_r50vd_6x_coco (ResNet-50-vd, COCO)",
				},
			],
		},
	),
	withFacts(
		tf("hustvl/yolos-tiny", OD, "YolosForObjectDetection", "yolos", {
			license: "apache-2.0",
			formats: PT,
			tags: ["vision"],
			weight: 5,
		}),
		{
			hardware: {
				files: { "model.safetensors": 26_000_000 },
				source: {
					url: "https://huggingface.co/hustvl/yolos-tiny/tree/95a90f3c189fbfca3bcfc6d7315b9e84d95dc2de",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 26 MB, as the page rounds it",
				},
			},
		},
	),
	// ultralytics and yolov10 (YOLO snippets need a yolov<N> tag)
	withFacts(
		rec("Ultralytics/YOLOv8", {
			pipeline_tag: OD,
			library_name: "ultralytics",
			tags: ["ultralytics", "yolov8", "tracking", "instance-segmentation", "image-classification", "pose-estimation"],
			license: "agpl-3.0",
			siblings: files("yolov8n.pt", "yolov8s.pt", "yolov8m.pt", "README.md"),
			weight: 5,
		}),
		{
			hardware: {
				sizes: { "yolov8n.pt": 6_534_387, "yolov8s.pt": 22_573_363, "yolov8m.pt": 52_117_635 },
				source: {
					url: "https://huggingface.co/Ultralytics/YOLOv8/commit/8a9e1a55f987a77f9966c2ac3f80aa8aa37b3c1a",
					checked: "2026-11-28",
					note: "the byte sizes in the LFS pointers of the commit that uploaded the checkpoints",
				},
			},
		},
	),
	withFacts(
		rec("Ultralytics/YOLO11", {
			pipeline_tag: OD,
			library_name: "ultralytics",
			tags: ["ultralytics", "yolo", "yolo11", "tracking", "pose-estimation"],
			license: "agpl-3.0",
			siblings: files("yolo11n.pt", "yolo11s.pt", "README.md"),
			weight: 3,
		}),
		{
			decision: { created: "2024-09-30" },
			hardware: {
				sizes: { "yolo11n.pt": 5_610_000, "yolo11s.pt": 19_313_732 },
				source: {
					url: "https://huggingface.co/Ultralytics/YOLO11/commit/064ec9688a5e013cb9ebf0cf52617901647bbe87",
					checked: "2026-11-28",
					note: "yolo11s.pt: the byte size in this commit's LFS pointer; yolo11n.pt: 5.61 MB, as its file page (huggingface.co/Ultralytics/YOLO11/blob/refs%2Fpr%2F1/yolo11n.pt) rounds it",
				},
			},
		},
	),
	withFacts(
		rec("keremberke/yolov8m-table-extraction", {
			pipeline_tag: OD,
			library_name: "ultralytics",
			tags: ["ultralyticsplus", "yolov8", "ultralytics", "yolo", "vision", "pytorch", "awesome-yolov8-models"],
			siblings: files("best.pt", "README.md"),
			weight: 1,
		}),
		{
			hardware: {
				sizes: { "best.pt": 52_002_656 },
				source: {
					url: "https://huggingface.co/keremberke/yolov8m-table-extraction/commit/e6e0b5c613c086dfe59756b99ef5814d1fd80a6a",
					checked: "2026-11-28",
					note: "the byte size in the LFS pointer of the commit that uploaded best.pt",
				},
			},
		},
	),
	rec("arnabdhar/YOLOv8-Face-Detection", {
		pipeline_tag: OD,
		library_name: "ultralytics",
		tags: ["ultralytics", "face-detection", "pytorch"],
		license: "agpl-3.0",
		siblings: files("model.pt", "README.md"),
		weight: 2,
	}),
	withFacts(
		rec("jameslahm/yolov10n", {
			pipeline_tag: OD,
			library_name: "yolov10",
			formats: ["safetensors"],
			tags: ["model_hub_mixin", "pytorch_model_hub_mixin", "vision"],
			license: "agpl-3.0",
			weight: 1,
		}),
		{
			hardware: {
				params: 2_300_000,
				dtype: "F32",
				source: {
					url: "https://roboflow.com/model/yolov10",
					checked: "2026-11-27",
					note: "the YOLOv10 authors' COCO table (THU-MIG/yolov10), as reproduced there: YOLOv10-N, 2.3M parameters",
				},
			},
		},
	),
	withFacts(
		rec("jameslahm/yolov10x", {
			pipeline_tag: OD,
			library_name: "yolov10",
			formats: ["safetensors"],
			tags: ["model_hub_mixin", "pytorch_model_hub_mixin", "vision"],
			license: "agpl-3.0",
			weight: 0.5,
		}),
		{
			hardware: {
				params: 29_500_000,
				dtype: "F32",
				source: {
					url: "https://roboflow.com/model/yolov10",
					checked: "2026-11-27",
					note: "the YOLOv10 authors' COCO table (THU-MIG/yolov10), as reproduced there: YOLOv10-X, 29.5M parameters",
				},
			},
		},
	),
	rec("StephanST/WALDO30", {
		pipeline_tag: OD,
		library_name: "ultralytics",
		tags: ["yolov8", "aerial", "drone"],
		license: "mit",
		weight: 0.2,
	}),
	// image-segmentation
	withFacts(
		tf("nvidia/segformer-b0-finetuned-ade-512-512", SEG, "SegformerForSemanticSegmentation", "segformer", {
			license: "other",
			formats: ["pytorch", "tf"],
			tags: ["vision"],
			weight: 15,
			inferenceProviderMapping: hf("nvidia/segformer-b0-finetuned-ade-512-512", SEG),
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 3_750_000,
				dtype: "F32",
				config: { image_size: 512, num_labels: 150 },
			},
			evals: [
				{
					dataset: "zhoubolei/scene_parse_150",
					config: "single-scale",
					split: "validation",
					metric: "mean_iou",
					metricName: "ADE20K val mIoU %, single-scale",
					value: 37.4,
					url: "https://arxiv.org/abs/2105.15203",
					checked: "2026-11-28",
					notes:
						"SegFormer paper, Table 1a (accuracy as a function of model size), row MiT-B0, column ADE20K mIoU(SS/MS): 37.4 single-scale (38.0 multi-scale); 512×512 crop, 160K iterations",
				},
			],
		},
	),
	// SegFormer B5 fine-tuned on ADE20K at 640×640: the hub repository's first commit is Oct 15, 2021 (before the
	// hub's March 2022 migration, so createdAt is the migration's day); 84.7M parameters per the paper's Table 2
	// (MiT-B5 row; Table 1a: 81.4M encoder + 3.3M decoder); PyTorch and TensorFlow weights, licence "other".
	withFacts(
		tf("nvidia/segformer-b5-finetuned-ade-640-640", SEG, "SegformerForSemanticSegmentation", "segformer", {
			license: "other",
			formats: ["pytorch", "tf"],
			tags: ["vision"],
			weight: 3,
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 84_700_000,
				dtype: "F32",
				config: { image_size: 640, num_labels: 150 },
				released: "2021-10-15",
				releasedSource:
					"https://huggingface.co/nvidia/segformer-b5-finetuned-ade-640-640/commits/f9c3b1ce7ea1e7795e36d28aa2220654f8de78a4",
			},
			evals: [
				{
					dataset: "zhoubolei/scene_parse_150",
					config: "single-scale",
					split: "validation",
					metric: "mean_iou",
					metricName: "ADE20K val mIoU %, single-scale",
					value: 51.0,
					url: "https://arxiv.org/abs/2105.15203",
					checked: "2026-11-28",
					notes:
						"SegFormer paper, Table 1a (accuracy as a function of model size), row MiT-B5, column ADE20K mIoU(SS/MS): 51.0 single-scale (51.8 multi-scale, the figure Table 2 shows); 640×640 crop, 160K iterations",
				},
			],
		},
	),
	withFacts(
		tf("facebook/mask2former-swin-large-coco-panoptic", SEG, "Mask2FormerForUniversalSegmentation", "mask2former", {
			license: "other",
			formats: PT,
			tags: ["vision"],
			auto: "AutoModelForUniversalSegmentation",
			weight: 3,
		}),
		{ decision: { created: "2023-01-02", params: 216_000_000, dtype: "F32" } },
	),
	withFacts(
		tf("tue-mps/coco_panoptic_eomt_large_640", SEG, "EomtForUniversalSegmentation", "eomt", {
			license: "mit",
			tags: ["vision"],
			weight: 0.2,
		}),
		{ decision: { created: "2025-04-01", params: 316_000_000, dtype: "F32", config: { image_size: 640 } } },
	),
	withFacts(
		tf("briaai/RMBG-1.4", SEG, "BriaRMBG", "SegformerForSemanticSegmentation", {
			license: "other",
			cardData: {
				license_name: "bria-rmbg-1.4",
				license_link: "https://bria.ai/bria-huggingface-model-license-agreement/",
			},
			formats: ["pytorch", "onnx", "safetensors"],
			tags: ["custom_code", "remove background", "background", "background-removal", "transformers.js"],
			noInfo: true,
			weight: 20,
			inferenceProviderMapping: serve(["fal-ai", "fal-ai/imageutils/rembg", SEG]),
		}),
		{
			hardware: {
				files: { "model.safetensors": 176000000 },
				source: {
					url: "https://huggingface.co/briaai/RMBG-1.4/tree/184e3b6e6c49e7549b4638aa42a3d44c873357ff",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 176 MB (model.pth, 177 MB, and the onnx folder hold the same weights), as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("ZhengPeng7/BiRefNet", {
			pipeline_tag: SEG,
			library_name: "birefnet",
			formats: ["safetensors"],
			tags: ["transformers", "background-removal", "mask-generation", "Dichotomous Image Segmentation", "custom_code"],
			license: "mit",
			weight: 20,
			inferenceProviderMapping: serve(["fal-ai", "fal-ai/birefnet/v2", SEG]),
		}),
		{ decision: { created: "2024-07-19", params: 220_000_000, dtype: "F32" } },
	),
	withFacts(
		rec("PramaLLC/BEN2", {
			pipeline_tag: SEG,
			library_name: "ben2",
			formats: ["onnx", "safetensors"],
			tags: [
				"BEN2",
				"background-remove",
				"mask-generation",
				"Dichotomous image segmentation",
				"background remove",
				"pytorch_model_hub_mixin",
			],
			license: "mit",
			weight: 1,
		}),
		{
			hardware: {
				params: 94_000_000,
				dtype: "F32",
				source: {
					url: "https://ai.gitcode.com/gcw_AVRCax4T/BEN2",
					checked: "2026-11-28",
					note: "a BEN2 port's README: Base model 94M parameters (the BEN card says the same of BEN_Base: 94 million parameters); stored float32: PramaLLC/BEN2 config.json torch_dtype float32 (blob 5ad69f0)",
				},
			},
		},
	),
	rec("feyninc/nobg", {
		pipeline_tag: SEG,
		library_name: "nobg",
		tags: ["background-removal"],
		license: "apache-2.0",
		weight: 0.1,
	}),
	withFacts(
		rec("facebook/sapiens-seg-1b", {
			pipeline_tag: SEG,
			library_name: "sapiens",
			tags: ["sapiens"],
			license: "cc-by-nc-4.0",
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "sapiens_1b_goliath_best_goliath_mIoU_7994_epoch_151.pth": 4_715_058_610 },
				source: {
					url: "https://huggingface.co/facebook/sapiens-seg-1b/commit/96fdb8a0a1829b88bff0315dac1b1652fd4ea67e",
					checked: "2026-11-28",
					note: "the commit that uploads the original 1B model, Git LFS pointer size 4715058610; the file main lists (4.72 GB, float32 pickle)",
				},
			},
		},
	),
	// depth-estimation
	withFacts(
		tf("depth-anything/Depth-Anything-V2-Small-hf", DE, "DepthAnythingForDepthEstimation", "depth_anything", {
			license: "apache-2.0",
			tags: ["depth", "relative depth"],
			weight: 10,
		}),
		{
			decision: { created: "2024-06-20", params: 24_800_000, dtype: "F32", config: { image_size: 518 } },
			evals: [
				{
					dataset: "depth-anything/DA-2K",
					metric: "accuracy",
					metricName: "DA-2K relative-depth accuracy %",
					value: 95.3,
					url: "https://arxiv.org/html/2406.09414v2",
					checked: "2026-11-28",
					notes:
						"Depth Anything V2 paper, Table 3 (performance on DA-2K), column Depth Anything V2 ViT-S, row Accuracy (%); the row is the ViT-S model this repository holds converted to transformers",
				},
			],
		},
	),
	// The hub's transformers port of the Base model: README.md history shows its upload on Jun 20 (2024)
	// (https://huggingface.co/depth-anything/Depth-Anything-V2-Base-hf/commits/refs%2Fpr%2F1/README.md); 97.5M
	// parameters per the authors' Pre-trained Models table (github.com/DepthAnything/Depth-Anything-V2 README at a561b84).
	withFacts(
		tf("depth-anything/Depth-Anything-V2-Base-hf", DE, "DepthAnythingForDepthEstimation", "depth_anything", {
			license: "cc-by-nc-4.0",
			tags: ["depth", "relative depth"],
			weight: 3,
		}),
		{
			decision: { created: "2024-06-20", params: 97_500_000, dtype: "F32", config: { image_size: 518 } },
			evals: [
				{
					dataset: "depth-anything/DA-2K",
					metric: "accuracy",
					metricName: "DA-2K relative-depth accuracy %",
					value: 97.0,
					url: "https://arxiv.org/html/2406.09414v2",
					checked: "2026-11-28",
					notes:
						"Depth Anything V2 paper, Table 3 (performance on DA-2K), column Depth Anything V2 ViT-B, row Accuracy (%); the row is the ViT-B model this repository holds converted to transformers",
				},
			],
		},
	),
	withFacts(
		rec("depth-anything/Depth-Anything-V2-Large", {
			pipeline_tag: DE,
			library_name: "depth-anything-v2",
			tags: ["depth", "relative depth"],
			license: "cc-by-nc-4.0",
			languages: ["en"],
			weight: 5,
		}),
		{
			decision: { created: "2024-06-13", params: 335_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "depth-anything/DA-2K",
					metric: "accuracy",
					metricName: "DA-2K relative-depth accuracy %",
					value: 97.1,
					url: "https://arxiv.org/html/2406.09414v2",
					checked: "2026-11-28",
					notes:
						"Depth Anything V2 paper, Table 3 (performance on DA-2K), column Depth Anything V2 ViT-L, row Accuracy (%); the row is the ViT-L model this repository holds",
				},
			],
		},
	),
	withFacts(
		rec("apple/DepthPro", {
			pipeline_tag: DE,
			library_name: "depth-pro",
			tags: ["depth", "metric-depth"],
			license: "apple-amlr",
			weight: 2,
		}),
		{
			hardware: {
				files: { "depth_pro.pt": 1_904_446_787 },
				source: {
					url: "https://huggingface.co/apple/DepthPro/blame/c5840accc0e82df40c560f263ba64ed1f6b91ced/depth_pro.pt",
					checked: "2026-11-28",
					note: "the Git LFS pointer of depth_pro.pt: size 1904446787 (1.9 GB, float16 pickle on the tree page)",
				},
			},
		},
	),
	withFacts(
		tf("apple/DepthPro-hf", DE, "DepthProForDepthEstimation", "depth_pro", {
			license: "apple-amlr",
			tags: ["vision"],
			weight: 1,
		}),
		{ decision: { created: "2025-02-10", params: 952_000_000, dtype: "F32", config: { image_size: 1536 } } },
	),
	withFacts(
		tf("Intel/dpt-large", DE, "DPTForDepthEstimation", "dpt", {
			license: "apache-2.0",
			formats: PT,
			tags: ["vision"],
			weight: 10,
		}),
		{ decision: { created: "2022-03-02", params: 343_000_000, dtype: "F32", config: { image_size: 384 } } },
	),
	withFacts(
		rec("tencent/DepthCrafter", {
			pipeline_tag: DE,
			library_name: "diffusers",
			tags: ["depth", "video"],
			license: "other",
			weight: 0.3,
		}),
		{
			decision: {
				created: "2024-09-10",
				params: 1_500_000_000,
				dtype: "F16",
				licenseText: {
					id: "depthcrafter-license",
					url: "https://github.com/Tencent/DepthCrafter/blob/main/LICENSE",
					checked: "2026-11-28",
				},
			},
		},
	),
	// zero-shot-image-classification
	withFacts(
		tf("openai/clip-vit-large-patch14", ZSIC, "CLIPModel", "clip", {
			formats: ["pytorch", "tf", "jax", "safetensors"],
			tags: ["vision"],
			weight: 100,
			widgetData: [
				{
					src: "https://huggingface.co/datasets/mishig/sample_images/resolve/main/cat-dog-music.png",
					candidate_labels: "playing music, playing sports",
					example_title: "Cat & Dog",
				},
			],
			inferenceProviderMapping: hf("openai/clip-vit-large-patch14", ZSIC),
		}),
		{
			decision: { created: "2022-03-02", params: 428_000_000, dtype: "F32", license: "mit" },
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					config: "zero-shot",
					metric: "top_1_accuracy",
					value: 0.7554,
					url: "https://github.com/mlfoundations/open_clip/blob/89fb801f1e6087880e951fc8354b8a2077b79c6d/docs/openclip_results.csv",
					checked: "2026-11-27",
					notes: "open_clip's benchmark table, row ViT-L-14, openai, column 'ImageNet 1k'",
				},
			],
		},
	),
	withFacts(
		tf("openai/clip-vit-base-patch32", ZSIC, "CLIPModel", "clip", {
			formats: ["pytorch", "tf", "jax"],
			tags: ["vision"],
			weight: 60,
			inferenceProviderMapping: hf("openai/clip-vit-base-patch32", ZSIC),
		}),
		{
			decision: { created: "2022-03-02", params: 151_000_000, dtype: "F32", license: "mit" },
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					config: "zero-shot",
					metric: "top_1_accuracy",
					value: 0.6332,
					url: "https://github.com/mlfoundations/open_clip/blob/89fb801f1e6087880e951fc8354b8a2077b79c6d/docs/openclip_results.csv",
					checked: "2026-11-27",
					notes: "open_clip's benchmark table, row ViT-B-32, openai, column 'ImageNet 1k'",
				},
			],
		},
	),
	withFacts(
		tf("google/siglip2-base-patch16-224", ZSIC, "SiglipModel", "siglip", {
			license: "apache-2.0",
			tags: ["vision"],
			weight: 5,
		}),
		{
			decision: {
				created: "2025-02-17",
				params: 375_000_000,
				dtype: "F32",
				languages: ["multilingual"],
				config: { vision_config: { image_size: 224, patch_size: 16 }, text_config: { max_position_embeddings: 64 } },
			},
		},
	),
	withFacts(
		tf("google/siglip-so400m-patch14-384", ZSIC, "SiglipModel", "siglip", {
			license: "apache-2.0",
			tags: ["vision"],
			weight: 15,
		}),
		{
			decision: { created: "2024-01-08", params: 878_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					config: "zero-shot",
					metric: "top_1_accuracy",
					value: 0.8308,
					url: "https://github.com/mlfoundations/open_clip/blob/89fb801f1e6087880e951fc8354b8a2077b79c6d/docs/openclip_results.csv",
					checked: "2026-11-27",
					notes:
						"open_clip's benchmark table, row ViT-SO400M-14-SigLIP-384, webli (the same SigLIP checkpoint), column 'ImageNet 1k'",
				},
			],
		},
	),
	withFacts(
		rec("laion/CLIP-ViT-H-14-laion2B-s32B-b79K", {
			pipeline_tag: ZSIC,
			library_name: "open_clip",
			formats: ["pytorch", "safetensors"],
			tags: ["clip"],
			license: "mit",
			weight: 30,
		}),
		{
			decision: { created: "2022-09-14", params: 986_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					config: "zero-shot",
					metric: "top_1_accuracy",
					value: 0.7796,
					url: "https://github.com/mlfoundations/open_clip/blob/89fb801f1e6087880e951fc8354b8a2077b79c6d/docs/openclip_results.csv",
					checked: "2026-11-27",
					notes: "open_clip's benchmark table, row ViT-H-14, laion2b_s32b_b79k, column 'ImageNet 1k'",
				},
			],
		},
	),
	withFacts(
		rec("laion/CLIP-ViT-B-32-laion2B-s34B-b79K", {
			pipeline_tag: ZSIC,
			library_name: "open_clip",
			formats: ["pytorch", "safetensors"],
			tags: ["clip"],
			license: "mit",
			weight: 20,
		}),
		{
			hardware: {
				params: 151_280_000,
				dtype: "F32",
				source: {
					url: "https://github.com/mlfoundations/open_clip/blob/main/docs/model_profile.csv",
					checked: "2026-11-27",
					note: "ViT-B-32 in open_clip's model profile: 151.28 M parameters, image and text towers",
				},
			},
		},
	),
	withFacts(
		rec("microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224", {
			pipeline_tag: ZSIC,
			library_name: "open_clip",
			tags: ["clip", "biology", "medical"],
			license: "mit",
			languages: ["en"],
			weight: 2,
		}),
		{
			hardware: {
				files: { "open_clip_pytorch_model.bin": 784_000_000 },
				source: {
					url: "https://huggingface.co/microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224/tree/9f341de24bfb00180f1b847274256e9b65a3a32e",
					checked: "2026-11-28",
					note: "the repository's file list: open_clip_pytorch_model.bin, 784 MB, as the page rounds it",
				},
			},
		},
	),
	rec("Arabic-Clip/araclip", {
		pipeline_tag: ZSIC,
		library_name: "araclip",
		tags: ["clip", "pytorch_model_hub_mixin", "model_hub_mixin"],
		license: "mit",
		languages: ["ar"],
		weight: 0.05,
	}),
	// zero-shot-object-detection
	withFacts(
		tf(
			"IDEA-Research/grounding-dino-tiny",
			"zero-shot-object-detection",
			"GroundingDinoForObjectDetection",
			"grounding-dino",
			{
				license: "apache-2.0",
				tags: ["vision"],
				weight: 20,
			},
		),
		{
			decision: { created: "2024-04-11", params: 172_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "lvis",
					config: "rare",
					split: "val",
					metric: "map",
					metricName: "APr (AP on the rare categories)",
					value: 10.1,
					url: "https://github.com/open-mmlab/mmdetection/blob/220dca2659cd219d6b971fe8f554f5bef600d143/configs/mm_grounding_dino/README.md",
					checked: "2026-11-28",
					notes:
						"MMDetection's Grounding DINO README, LVIS Results, row GDINO-T (O365,GoldG,Cap4M: the released Swin-T weights), column Val1.0 APr; zero-shot",
				},
			],
		},
	),
	withFacts(
		tf("google/owlv2-base-patch16-ensemble", "zero-shot-object-detection", "Owlv2ForObjectDetection", "owlv2", {
			license: "apache-2.0",
			tags: ["vision"],
			weight: 5,
		}),
		{
			decision: { created: "2023-10-13", params: 155_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "lvis",
					config: "rare",
					split: "val",
					metric: "map",
					metricName: "APr (AP on the rare categories)",
					value: 40.5,
					url: "https://github.com/google-research/scenic/blob/e49339f2cfd76f67048edfbd068ddf402ae1cb0b/scenic/projects/owl_vit/README.md",
					checked: "2026-11-28",
					notes:
						"OWL-ViT README, Pretrained checkpoints table, row OWLv2 CLIP B/16 ST/FT ens, column LVIS APr (LVIS AP 43.9); fine-tuned on LVIS base classes, so the rare classes are the unseen ones",
				},
			],
		},
	),
	withFacts(
		tf(
			"openmmlab-community/mm_grounding_dino_large_all",
			"zero-shot-object-detection",
			"MMGroundingDinoForObjectDetection",
			"mm-grounding-dino",
			{
				license: "apache-2.0",
				weight: 0.2,
			},
		),
		{
			hardware: {
				params: 300_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://huggingface.co/openmmlab-community/models",
					checked: "2026-11-28",
					note: "the organisation's model list: mm_grounding_dino_large_all, Zero-Shot Object Detection, 0.3B (the hub's safetensors count rounded to one figure); the stored type is not shown there: float32 assumed",
				},
			},
		},
	),
	// mask-generation
	withFacts(
		tf("facebook/sam-vit-base", "mask-generation", "SamModel", "sam", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "safetensors"],
			weight: 20,
			auto: "AutoModelForMaskGeneration",
		}),
		{ decision: { created: "2023-04-19", params: 93_700_000, dtype: "F32" } },
	),
	withFacts(
		rec("facebook/sam2-hiera-large", {
			pipeline_tag: "mask-generation",
			library_name: "sam2",
			license: "apache-2.0",
			weight: 5,
		}),
		{
			// The README's SAM 2 table: "released on July 29, 2024", 224.4 M parameters.
			decision: { created: "2024-07-29", params: 224_400_000, dtype: "F32" },
			evals: [
				{
					dataset: "sa-v",
					split: "test",
					metric: "j&f",
					value: 76.0,
					url: "https://github.com/facebookresearch/sam2/blob/05d9e57fb3945b10c861046c1e6749e2bfc258e3/README.md",
					checked: "2026-11-28",
					notes: "SAM 2 README, SAM 2 checkpoints table (July 2024), row sam2_hiera_large, column SA-V test (J&F)",
				},
			],
			hardware: {
				files: { "sam2_hiera_large.pt": 898_000_000 },
				source: {
					url: "https://huggingface.co/facebook/sam2-hiera-large/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: sam2_hiera_large.pt, 898 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("facebook/sam2.1-hiera-small", {
			pipeline_tag: "mask-generation",
			library_name: "sam2",
			license: "apache-2.0",
			weight: 3,
		}),
		{
			decision: { created: "2024-09-29", params: 46_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "sa-v",
					split: "test",
					metric: "j&f",
					value: 76.6,
					url: "https://github.com/facebookresearch/sam2/blob/05d9e57fb3945b10c861046c1e6749e2bfc258e3/README.md",
					checked: "2026-11-28",
					notes: "SAM 2 README, SAM 2.1 checkpoints table, row sam2.1_hiera_small, column SA-V test (J&F)",
				},
			],
		},
	),
	withFacts(
		tf("Zigeng/SlimSAM-uniform-50", "mask-generation", "SamModel", "sam", {
			license: "apache-2.0",
			formats: ["pytorch", "safetensors"],
			tags: ["slimsam"],
			weight: 1,
		}),
		{
			hardware: {
				files: { "model.safetensors": 112_000_000 },
				source: {
					url: "https://huggingface.co/Zigeng/SlimSAM-uniform-50/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 112 MB, as the page rounds it",
				},
			},
		},
	),
	// image-feature-extraction
	withFacts(
		tf("facebook/dinov2-base", IFE, "Dinov2Model", "dinov2", {
			license: "apache-2.0",
			formats: PT,
			tags: ["dino", "vision"],
			weight: 30,
		}),
		{
			decision: { created: "2023-07-17", params: 86_600_000, dtype: "F32" },
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					config: "linear-probe",
					split: "validation",
					metric: "top_1_accuracy",
					metricName: "linear probe on frozen features, top-1 %",
					value: 84.5,
					url: "https://github.com/facebookresearch/dinov2/blob/b8931f7bf91576930313be2c6d6af376033b35f0/README.md",
					checked: "2026-11-28",
					notes:
						"DINOv2 README, Pretrained models table, row ViT-B/14 distilled without registers, column ImageNet linear",
				},
			],
		},
	),
	withFacts(
		tf("facebook/dino-vitb16", IFE, "ViTModel", "vit", {
			license: "apache-2.0",
			formats: ["pytorch", "tf", "safetensors"],
			tags: ["dino", "vision"],
			weight: 3,
		}),
		{
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					config: "linear-probe",
					split: "validation",
					metric: "top_1_accuracy",
					metricName: "linear probe on frozen features, top-1 %",
					value: 78.2,
					url: "https://github.com/facebookresearch/dino/blob/7c446df5b9f45747937fb0d72314eb9f7b66930a/README.md",
					checked: "2026-11-28",
					notes: "DINO README, Pretrained models table, row ViT-B/16, column linear (k-NN 76.1%)",
				},
			],
			hardware: {
				params: 85_000_000,
				dtype: "F32",
				source: {
					url: "https://arxiv.org/abs/2104.14294",
					checked: "2026-11-27",
					note: "ViT-B/16, the paper's parameter count",
				},
			},
		},
	),
	withFacts(
		tf("nvidia/MambaVision-T-1K", IFE, "MambaVisionModel", "mambavision", {
			license: "other",
			tags: ["custom_code"],
			weight: 1,
		}),
		{ decision: { created: "2024-07-11", params: 31_800_000, dtype: "F32", licenseName: "nvclv1" } },
	),
	withFacts(
		rec("facebook/PE-Core-L14-336", {
			pipeline_tag: ZSIC,
			library_name: "perception-encoder",
			tags: ["clip"],
			license: "apache-2.0",
			weight: 1,
		}),
		{
			decision: { created: "2025-04-17" },
			hardware: {
				params: 630_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				format: "pytorch",
				source: {
					url: "https://huggingface.co/facebook/PE-Core-L14-336",
					checked: "2026-11-28",
					note: "the card's configurations table: L/14 vision tower 0.32B and text tower 0.31B params; one .pt checkpoint, its stored type not stated: float32 assumed",
				},
			},
		},
	),
	withFacts(
		rec("mlx-vision/vit_base_patch16_224.augreg2_in21k_ft_in1k-mlxim", {
			pipeline_tag: IC,
			library_name: "mlx-image",
			formats: ["safetensors"],
			tags: ["mlx", "mlx-image", "vision"],
			license: "apache-2.0",
			weight: 0.05,
		}),
		{
			hardware: {
				params: 86_570_000,
				dtype: "F32",
				source: {
					url: "https://github.com/huggingface/pytorch-image-models/blob/aa4b5850c1543fa488abf260f18390eda46cf85d/results/results-imagenet.csv",
					checked: "2026-11-28",
					note: "timm's ImageNet results, row vit_base_patch16_224.augreg2_in21k_ft_in1k: param_count 86.57 (millions), the checkpoint this MLX port converts; float32 as mlx-vision/vit_base_patch16_224-mlxim's 346 MB model.safetensors shows",
				},
			},
		},
	),
	// keypoint-detection
	withFacts(
		tf("magic-leap-community/superpoint", "keypoint-detection", "SuperPointForKeypointDetection", "superpoint", {
			license: "other",
			formats: PT,
			tags: ["vision"],
			weight: 2,
		}),
		{
			decision: {
				created: "2024-03-19",
				params: 1_300_000,
				dtype: "F32",
				licenseText: {
					id: "superpoint-license",
					url: "https://github.com/magicleap/SuperPointPretrainedNetwork/blob/master/LICENSE",
					checked: "2026-11-28",
				},
			},
			evals: [
				{
					dataset: "megadepth-1500",
					split: "test",
					metric: "auc@5",
					metricName: "Relative pose AUC@5° %, RANSAC",
					value: 31.7,
					url: "https://arxiv.org/abs/2306.13643",
					checked: "2026-11-28",
					notes:
						"LightGlue paper, Table 2 (MegaDepth-1500, 2,048 SuperPoint points at 1,600 px), row SuperPoint NN+mutual, RANSAC AUC 5°: no learned matcher; row for the original weights, ported here",
				},
			],
		},
	),
	withFacts(
		tf("magic-leap-community/superglue_outdoor", "keypoint-detection", "SuperGlueForKeypointMatching", "superglue", {
			license: "other",
			tags: ["vision"],
			auto: "AutoModelForKeypointMatching",
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "model.safetensors": 53_400_000 },
				// The paper's count is SuperGlue's own; the Transformers checkpoint also holds the SuperPoint
				// detector (1.3M), which the 53.4 MB file (about 13.3M float32 weights) bears out.
				params: 12_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://arxiv.org/abs/1911.11763",
					checked: "2026-11-28",
					note: "SuperGlue paper, Implementation details: 'contains 12M parameters'; file size from the repository's file list at fc1f3bb: model.safetensors, 53.4 MB",
				},
			},
			evals: [
				{
					dataset: "megadepth-1500",
					split: "test",
					metric: "auc@5",
					metricName: "Relative pose AUC@5° %, RANSAC",
					value: 49.7,
					url: "https://arxiv.org/abs/2306.13643",
					checked: "2026-11-28",
					notes:
						"LightGlue paper, Table 2 (MegaDepth-1500, 2,048 SuperPoint points at 1,600 px), row SuperPoint SuperGlue, RANSAC AUC 5°: the official outdoor model, of which this is the port",
				},
			],
		},
	),
	withFacts(
		tf("ETH-CVG/lightglue_superpoint", "keypoint-detection", "LightGlueForKeypointMatching", "lightglue", {
			license: "other",
			tags: ["vision"],
			auto: "AutoModelForKeypointMatching",
			weight: 0.5,
		}),
		{
			decision: { created: "2025-06-17", params: 13_700_000, dtype: "F32" },
			evals: [
				{
					dataset: "megadepth-1500",
					split: "test",
					metric: "auc@5",
					metricName: "Relative pose AUC@5° %, RANSAC",
					value: 49.9,
					url: "https://arxiv.org/abs/2306.13643",
					checked: "2026-11-28",
					notes:
						"LightGlue paper, Table 2 (MegaDepth-1500, 2,048 SuperPoint points at 1,600 px), row SuperPoint LightGlue, RANSAC AUC 5° (adaptive: 49.4); released weights v0.1_arxiv, ported here",
				},
			],
		},
	),
	withFacts(
		tf("usyd-community/vitpose-base-simple", "keypoint-detection", "VitPoseForPoseEstimation", "vitpose", {
			license: "apache-2.0",
			tags: ["vision", "pose-estimation"],
			noInfo: true,
			weight: 1,
		}),
		{ decision: { created: "2025-01-08", params: 86_000_000, dtype: "F32" } },
	),
	// video-classification
	withFacts(
		tf(
			"MCG-NJU/videomae-base-finetuned-kinetics",
			"video-classification",
			"VideoMAEForVideoClassification",
			"videomae",
			{
				license: "cc-by-nc-4.0",
				formats: PT,
				tags: ["vision"],
				weight: 5,
			},
		),
		{
			decision: { created: "2022-08-02", params: 86_500_000, dtype: "F32" },
			evals: [
				{
					dataset: "kinetics400",
					split: "validation",
					metric: "top_1_accuracy",
					value: 81.5,
					url: "https://github.com/MCG-NJU/VideoMAE/blob/14ef8d856287c94ef1f985fe30f958eb4ec2c55d/MODEL_ZOO.md",
					checked: "2026-11-28",
					notes:
						"VideoMAE model zoo, Kinetics-400 table, row ViT-B, 1600 epochs (the pre-training the model card names), 16x5x3 views",
				},
			],
		},
	),
	withFacts(
		tf("google/vivit-b-16x2-kinetics400", "video-classification", "VivitForVideoClassification", "vivit", {
			license: "mit",
			formats: ["pytorch", "safetensors"],
			tags: ["vision"],
			weight: 1,
		}),
		{
			hardware: {
				params: 89_000_000,
				dtype: "F32",
				source: {
					url: "https://huggingface.co/google/vivit-b-16x2-kinetics400/tree/refs%2Fpr%2F3",
					checked: "2026-11-28",
					note: "the repository's one 356 MB F32 model.safetensors file, at 4 bytes a parameter",
				},
			},
			evals: [
				{
					dataset: "kinetics400",
					split: "validation",
					metric: "top_1_accuracy",
					value: 79.9,
					url: "https://github.com/google-research/scenic/blob/6aaa3948eda95aa9b7cb79c821fd8a2fca386a60/scenic/projects/vivit/README.md",
					checked: "2026-11-28",
					notes: "ViViT README, Model Zoo, row ViViT-B/16x2, Kinetics 400, 4x3 views",
				},
			],
		},
	),
	withFacts(
		tf("microsoft/xclip-base-patch32", "video-classification", "XCLIPModel", "xclip", {
			license: "mit",
			formats: ["pytorch", "safetensors"],
			tags: ["vision", "video-classification"],
			noInfo: true,
			weight: 1,
		}),
		{
			decision: { created: "2022-09-07", params: 197_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "kinetics400",
					split: "validation",
					metric: "top_1_accuracy",
					value: 80.4,
					url: "https://github.com/microsoft/VideoX/blob/1744b2159c3d11694f94dab4fcde8660c685e79a/X-CLIP/README.md",
					checked: "2026-11-28",
					notes:
						"X-CLIP README, fully-supervised Kinetics-400 table, row X-CLIP-B/32, 8x224 input; multi-view (4 clips x 3 crops) testing",
				},
			],
		},
	),
	withFacts(
		rec("google/videoprism-base-f16r288", {
			pipeline_tag: "video-classification",
			library_name: "videoprism",
			tags: ["video", "jax"],
			license: "apache-2.0",
			weight: 0.2,
		}),
		{
			hardware: {
				files: { "flax_base_f16r288_repeated.npz": 458_000_000 },
				source: {
					url: "https://github.com/google-deepmind/videoprism/blob/27851000cda87a6bbad6df031d4619c3d66ccad6/README.md",
					checked: "2026-11-28",
					note: "the README's released-models table: VideoPrism-B (videoprism_public_v1_base), 114M params, file size 458MB, checkpoint google/videoprism-base-f16r288; the file name is the one videoprism/models.py downloads from that repository",
				},
			},
		},
	),
	// image-to-image on transformers (super-resolution)
	withFacts(
		tf("caidas/swin2SR-classical-sr-x2-64", "image-to-image", "Swin2SRForImageSuperResolution", "swin2sr", {
			license: "apache-2.0",
			formats: PT,
			tags: ["vision"],
			weight: 2,
		}),
		{ decision: { created: "2022-12-16", params: 12_000_000, dtype: "F32" } },
	),
	// 3D
	withFacts(
		rec("openai/shap-e", {
			pipeline_tag: "text-to-3d",
			library_name: "diffusers",
			formats: ["safetensors"],
			tags: ["diffusers:ShapEPipeline", "text-to-image", "shap-e"],
			license: "mit",
			config: { diffusers: { _class_name: "ShapEPipeline" } },
			weight: 2,
		}),
		{
			hardware: {
				files: {
					"prior/diffusion_pytorch_model.bin": 1_260_000_000,
					"text_encoder/pytorch_model.bin": 495_000_000,
					"shap_e_renderer/diffusion_pytorch_model.bin": 905_000_000,
				},
				source: {
					url: "https://huggingface.co/openai/shap-e/tree/main/prior",
					checked: "2026-11-28",
					note: "the repository's file lists: prior/diffusion_pytorch_model.bin 1.26 GB, text_encoder/pytorch_model.bin 495 MB (tree cea4bf6), shap_e_renderer/diffusion_pytorch_model.bin 905 MB (tree 449e957), as the pages round them: the full-precision files ShapEPipeline loads without a variant; the fp16 safetensors variants (631 MB, 247 MB) and the older renderer/ folder are left out",
				},
			},
			evals: [
				{
					dataset: "toys4k",
					config: "text-to-3d",
					metric: "fd_point",
					metricName: "FD_point (PointNet++ Fréchet distance to Toys4k shapes)",
					value: 6.58,
					url: "https://github.com/deep-diver/ai-paper-reviewer/blob/4799e7e60755ba7d996b44a3cf895af13e1a9cd4/content/paper-reviews/2412.01506/tables.json",
					checked: "2026-11-28",
					notes:
						"TRELLIS paper (Xiang et al., arXiv:2412.01506) Table 2, Quantitative comparisons using Toys4k, Text-to-3D half, row 'Shap-E', column FD_point; read in a third-party transcription of the paper's tables (ai-paper-reviewer's tables.json, with the paper's caption), since the arXiv page could not be read past its opening here; the text-conditioned Shap-E, which this record is",
				},
			],
		},
	),
	withFacts(
		rec("ashawkey/LGM", {
			pipeline_tag: "text-to-3d",
			library_name: "diffusers",
			tags: ["image-to-3d"],
			license: "mit",
			weight: 0.5,
		}),
		{
			decision: { created: "2024-02-07" },
			hardware: {
				files: { "model_fp16.safetensors": 830_126_160 },
				source: {
					url: "https://huggingface.co/ashawkey/LGM/commit/4ab436a0f90ac59767ae6245414f5a72bde30c3f",
					checked: "2026-11-28",
					note: "the Git LFS pointer of model_fp16.safetensors: size 830126160, the file the LGM README downloads for inference; the float32 model.safetensors (1.66 GB) and the fixrot variants are left out",
				},
			},
			evals: [
				{
					dataset: "toys4k",
					config: "text-to-3d",
					metric: "fd_point",
					metricName: "FD_point (PointNet++ Fréchet distance to Toys4k shapes)",
					value: 24.73,
					url: "https://github.com/deep-diver/ai-paper-reviewer/blob/4799e7e60755ba7d996b44a3cf895af13e1a9cd4/content/paper-reviews/2412.01506/tables.json",
					checked: "2026-11-28",
					notes:
						"TRELLIS paper (Xiang et al., arXiv:2412.01506) Table 2, Quantitative comparisons using Toys4k, Text-to-3D half, row 'LGM', column FD_point; read in a third-party transcription of the paper's tables (ai-paper-reviewer's tables.json, with the paper's caption), since the arXiv page could not be read past its opening here",
				},
			],
		},
	),
	withFacts(
		rec("ashawkey/mvdream-sd2.1-diffusers", {
			pipeline_tag: "text-to-3d",
			library_name: "diffusers",
			formats: ["safetensors"],
			tags: ["mvdream", "multi-view"],
			license: "openrail",
			weight: 0.2,
		}),
		{ decision: { created: "2024-02-07", params: 867_000_000, dtype: "F16" } },
	),
	withFacts(
		rec("tencent/Hunyuan3D-1", {
			pipeline_tag: "text-to-3d",
			tags: ["image-to-3d", "3d", "hunyuan3d"],
			license: "other",
			languages: ["en", "zh"],
			weight: 1,
		}),
		{
			decision: { created: "2024-11-05", licenseName: "tencent-hunyuan-community" },
			hardware: {
				files: {
					"mvd_std/unet/diffusion_pytorch_model.safetensors": 5_140_000_000,
					"mvd_std/vae/diffusion_pytorch_model.safetensors": 167_000_000,
					"mvd_std/vision_encoder/model.safetensors": 608_000_000,
					"mvd_std/vision_encoder_2/model.safetensors": 3_690_000_000,
					"svrm/svrm.safetensors": 917_000_000,
				},
				source: {
					url: "https://huggingface.co/tencent/Hunyuan3D-1/tree/main/mvd_std/unet",
					checked: "2026-11-28",
					note: "the repository's file lists (initial commit 338b330), as the pages round them: mvd_std unet 5.14 GB, vae 167 MB, vision_encoder 608 MB, vision_encoder_2 3.69 GB, svrm/svrm.safetensors 917 MB: the standard multi-view model and the reconstruction model; the lite multi-view model (mvd_lite, 5.58 GB) is the alternative left out",
				},
			},
		},
	),
	withFacts(
		rec("tencent/Hunyuan3D-2", {
			pipeline_tag: "image-to-3d",
			library_name: "hunyuan3d-2",
			tags: ["text-to-3d", "3d", "hunyuan3d", "shape"],
			license: "other",
			languages: ["en", "zh"],
			weight: 10,
		}),
		{
			decision: { created: "2025-01-21", licenseName: "tencent-hunyuan-community" },
			hardware: {
				files: { "hunyuan3d-dit-v2-0/model.fp16.safetensors": 4_930_000_000 },
				source: {
					url: "https://huggingface.co/tencent/Hunyuan3D-2/tree/refs%2Fpr%2F30/hunyuan3d-dit-v2-0",
					checked: "2026-11-28",
					note: "hunyuan3d-dit-v2-0/model.fp16.safetensors 4.93 GB, as the page rounds it (uploaded on main in ca77459): the shape model hy3dgen's Hunyuan3DDiTFlowMatchingPipeline.from_pretrained loads by default (use_safetensors, variant fp16); the texture model (Hunyuan3D-Paint) is left out",
				},
			},
		},
	),
	withFacts(
		rec("stabilityai/stable-point-aware-3d", {
			pipeline_tag: "image-to-3d",
			library_name: "spar3d",
			gated: "auto",
			tags: ["image-to-3d", "3d"],
			license: "other",
			weight: 1,
		}),
		{
			decision: { created: "2025-01-08", licenseName: "stabilityai-ai-community" },
			hardware: {
				files: { "model.safetensors": 7_330_000_000 },
				source: {
					url: "https://huggingface.co/stabilityai/stable-point-aware-3d/tree/ba30f60962cd596a66d2d6dd7e4d766e0bfb587d",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors 7.33 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("TencentARC/InstantMesh", {
			pipeline_tag: "image-to-3d",
			library_name: "diffusers",
			tags: ["image-to-3d"],
			license: "apache-2.0",
			weight: 1,
		}),
		{
			decision: { created: "2024-04-10" },
			hardware: {
				files: { "diffusion_pytorch_model.bin": 1_732_056_502, "instant_mesh_large.ckpt": 1_514_818_077 },
				source: {
					url: "https://huggingface.co/TencentARC/InstantMesh/commit/478476440a2fcd64a2db9fcddc7a358fa443b295",
					checked: "2026-11-28",
					note: "the upload commit's Git LFS pointers: diffusion_pytorch_model.bin (the multi-view UNet) size 1732056502, instant_mesh_large.ckpt size 1514818077 (the large mesh model, the demo's default); the base, NeRF variants (1253574354, 1253151890, 1514088389) are left out",
				},
			},
			evals: [
				{
					dataset: "toys4k",
					config: "image-to-3d",
					metric: "fd_point",
					metricName: "FD_point (PointNet++ Fréchet distance to Toys4k shapes)",
					value: 9.63,
					url: "https://github.com/deep-diver/ai-paper-reviewer/blob/4799e7e60755ba7d996b44a3cf895af13e1a9cd4/content/paper-reviews/2412.01506/tables.json",
					checked: "2026-11-28",
					notes:
						"TRELLIS paper (Xiang et al., arXiv:2412.01506) Table 2, Quantitative comparisons using Toys4k, Image-to-3D half, row 'InstantMesh', column FD_point; read in a third-party transcription of the paper's tables (ai-paper-reviewer's tables.json, with the paper's caption), since the arXiv page could not be read past its opening here",
				},
			],
		},
	),
	withFacts(
		rec("facebook/sam-3d-objects", {
			pipeline_tag: "image-to-3d",
			library_name: "sam-3d-objects",
			gated: "manual",
			tags: ["3d", "sam"],
			license: "other",
			weight: 1,
		}),
		{ decision: { created: "2025-11-19", licenseName: "sam-license" } },
	),
	withFacts(
		rec("facebook/sam-3d-body-dinov3", {
			pipeline_tag: "image-to-3d",
			library_name: "sam-3d-body",
			gated: "manual",
			tags: ["3d", "human-mesh-recovery"],
			license: "other",
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "model.ckpt": 2_110_000_000 },
				source: {
					url: "https://huggingface.co/cristianAdi13/maccap-model",
					checked: "2026-11-28",
					note: "the repository is gated: the size from a mirror that states it redistributes the weights unmodified, with SHA-256: model.ckpt 2.11 GB; the body model beside it (assets/mhr_model.pt, 696 MB) is left out, since the fit would read that .pt instead of the checkpoint",
				},
			},
		},
	),
	withFacts(
		rec("microsoft/renderformer-v1.1-swin-large", {
			pipeline_tag: "image-to-image",
			library_name: "renderformer",
			formats: ["safetensors"],
			tags: ["rendering", "3d"],
			license: "mit",
			weight: 0.1,
		}),
		{
			hardware: {
				params: 483_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://github.com/microsoft/renderformer/blob/1e1cbdaba520123d6a415595032d9565f0739930/README.md",
					checked: "2026-11-28",
					note: "RenderFormer README, pretrained models: RenderFormer-V1.1-Large, Params 483M, model ID microsoft/renderformer-v1.1-swin-large; the repository's weights are safetensors, their stored type is not stated: F32 assumed (inference casts to fp16 by default)",
				},
			},
		},
	),
	withFacts(
		rec("FrozenBurning/3DTopia-XL", {
			pipeline_tag: "image-to-3d",
			library_name: "3dtopia-xl",
			tags: ["3d", "text-to-3d"],
			license: "apache-2.0",
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "model_sview_dit_fp16.pt": 1_820_000_000 },
				source: {
					url: "https://huggingface.co/FrozenBurning/3DTopia-XL/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model_sview_dit_fp16.pt 1.82 GB (float16 pickle), as the page rounds it; the VAE beside it (model_vae_fp16.pt, 56.7 MB) is left out, since the fit would read a second .pt as a model to choose instead",
				},
			},
			evals: [
				{
					dataset: "toys4k",
					config: "image-to-3d",
					metric: "fd_point",
					metricName: "FD_point (PointNet++ Fréchet distance to Toys4k shapes)",
					value: 18.21,
					url: "https://github.com/deep-diver/ai-paper-reviewer/blob/4799e7e60755ba7d996b44a3cf895af13e1a9cd4/content/paper-reviews/2412.01506/tables.json",
					checked: "2026-11-28",
					notes:
						"TRELLIS paper (Xiang et al., arXiv:2412.01506) Table 2, Quantitative comparisons using Toys4k, Image-to-3D half, row '3DTopia-XL', column FD_point; read in a third-party transcription of the paper's tables (ai-paper-reviewer's tables.json, with the paper's caption), since the arXiv page could not be read past its opening here; the table's dagger (appearance scored on shaded PBR renders) marks 3DTopia-XL's appearance columns, not this geometry column",
				},
			],
		},
	),
	withFacts(
		rec("Yiwen-ntu/MeshAnythingV2", {
			pipeline_tag: "image-to-3d",
			library_name: "mesh-anything",
			tags: ["mesh", "pytorch_model_hub_mixin", "model_hub_mixin"],
			license: "other",
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "model.safetensors": 2_000_000_000 },
				source: {
					url: "https://huggingface.co/dylanebert/MeshAnythingV2/blob/main/model.safetensors",
					checked: "2026-11-28",
					note: "model.safetensors 2 GB, as the page rounds it, in dylanebert/MeshAnythingV2, a duplicate of Yiwen-ntu/MeshAnythingV2 (commit 63e9acd: Duplicate from Yiwen-ntu/MeshAnythingV2)",
				},
			},
		},
	),
	// unconditional image generation
	// DDPM parameter counts: the DDPM paper's.
	withFacts(
		rec("google/ddpm-cifar10-32", {
			pipeline_tag: "unconditional-image-generation",
			library_name: "diffusers",
			formats: ["pytorch", "safetensors"],
			tags: ["diffusers:DDPMPipeline"],
			license: "apache-2.0",
			config: { diffusers: { _class_name: "DDPMPipeline" } },
			weight: 2,
		}),
		{ decision: { created: "2022-07-21", params: 35_700_000, dtype: "F32" } },
	),
	withFacts(
		rec("google/ddpm-celebahq-256", {
			pipeline_tag: "unconditional-image-generation",
			library_name: "diffusers",
			formats: ["pytorch", "safetensors"],
			tags: ["diffusers:DDPMPipeline"],
			license: "apache-2.0",
			config: { diffusers: { _class_name: "DDPMPipeline" } },
			weight: 1,
		}),
		{ decision: { created: "2022-07-21", params: 114_000_000, dtype: "F32" } },
	),
	withFacts(
		rec("CompVis/ldm-celebahq-256", {
			pipeline_tag: "unconditional-image-generation",
			library_name: "diffusers",
			formats: ["pytorch", "safetensors"],
			tags: ["diffusers:LDMPipeline"],
			license: "apache-2.0",
			config: { diffusers: { _class_name: "LDMPipeline" } },
			weight: 0.5,
		}),
		{
			hardware: {
				files: {
					"unet/diffusion_pytorch_model.bin": 1_100_000_000,
					"vqvae/diffusion_pytorch_model.bin": 221_000_000,
				},
				source: {
					url: "https://huggingface.co/CompVis/ldm-celebahq-256/tree/f02a06614b65f926d42d57928a0e328313d241a9/vqvae",
					checked: "2026-11-28",
					note: "the repository's file lists at main (f02a066), as the pages round them: vqvae/diffusion_pytorch_model.bin 221 MB; unet/diffusion_pytorch_model.bin 1.1 GB (commit convert weights, tree refs/pr/7/unet); main has no safetensors files (they are only in PR #7)",
				},
			},
		},
	),
	// image-classification
	withFacts(
		timmClassifier("timm/eva02_large_patch14_448.mim_m38m_ft_in22k_in1k", {
			license: "mit",
			config: {
				architecture: "eva02_large_patch14_448",
				num_classes: 1000,
				pretrained_cfg: { input_size: [3, 448, 448] },
			},
			createdAt: day("2023-03-31"),
			safetensors: st(305_100_000, "F32"),
			weight: 2,
		}),
		{
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					split: "validation",
					metric: "top_1_accuracy",
					value: 90.056,
					url: "https://github.com/huggingface/pytorch-image-models/blob/aa4b5850c1543fa488abf260f18390eda46cf85d/results/results-imagenet.csv",
					checked: "2026-11-27",
					notes: "timm's results-imagenet.csv, evaluated at 448x448",
				},
			],
		},
	),
	withFacts(
		timmClassifier("timm/mobilenetv4_conv_small.e2400_r224_in1k", {
			license: "apache-2.0",
			config: {
				architecture: "mobilenetv4_conv_small",
				num_classes: 1000,
				pretrained_cfg: { input_size: [3, 224, 224] },
			},
			createdAt: day("2024-06-11"),
			safetensors: st(3_800_000, "F32"),
			weight: 3,
		}),
		{
			evals: [
				{
					dataset: "ILSVRC/imagenet-1k",
					split: "validation",
					metric: "top_1_accuracy",
					value: 73.756,
					url: "https://github.com/huggingface/pytorch-image-models/blob/aa4b5850c1543fa488abf260f18390eda46cf85d/results/results-imagenet.csv",
					checked: "2026-11-27",
					notes: "timm's results-imagenet.csv, evaluated at 224x224",
				},
			],
		},
	),
	// object-detection
	withFacts(
		tf("ustc-community/dfine-xlarge-obj2coco", OD, "DFineForObjectDetection", "d_fine", {
			license: "apache-2.0",
			tags: ["vision"],
			createdAt: day("2025-03-06"),
			safetensors: st(62_700_000, "F32"),
			weight: 1,
		}),
		{
			evals: [
				{
					dataset: "detection-datasets/coco",
					config: "2017",
					split: "val",
					metric: "map",
					value: 59.3,
					url: "https://github.com/Peterande/D-FINE/blob/4a1f73a8bcfac736a88abde9596d87f116d780a7/README.md",
					checked: "2026-11-27",
					notes: "COCO val2017 box AP (AP50:95) as the authors' table states it; row D-FINE-X, Objects365+COCO",
				},
			],
		},
	),
	withFacts(
		tf("ustc-community/dfine-small-coco", OD, "DFineForObjectDetection", "d_fine", {
			license: "apache-2.0",
			tags: ["vision"],
			createdAt: day("2025-03-06"),
			safetensors: st(10_300_000, "F32"),
			weight: 1,
		}),
		{
			evals: [
				{
					dataset: "detection-datasets/coco",
					config: "2017",
					split: "val",
					metric: "map",
					value: 48.5,
					url: "https://github.com/Peterande/D-FINE/blob/4a1f73a8bcfac736a88abde9596d87f116d780a7/README.md",
					checked: "2026-11-27",
					notes: "COCO val2017 box AP (AP50:95) as the authors' table states it; row D-FINE-S, COCO",
				},
			],
		},
	),
	// image-segmentation
	tf("facebook/sam3", "mask-generation", "Sam3Model", "sam3", {
		license: "other",
		cardData: { license_name: "sam-license" },
		gated: "manual",
		tags: ["sam3", "vision", "image-segmentation", "video"],
		createdAt: day("2025-11-19"),
		safetensors: st(848_000_000, "F32"),
		weight: 3,
	}),
	withFacts(
		tf("facebook/mask2former-swin-large-ade-semantic", SEG, "Mask2FormerForUniversalSegmentation", "mask2former", {
			license: "other",
			tags: ["vision"],
			createdAt: day("2023-01-05"),
			safetensors: st(216_000_000, "F32"),
			config: { num_labels: 150 },
			weight: 1,
		}),
		{
			evals: [
				{
					dataset: "zhoubolei/scene_parse_150",
					config: "single-scale",
					split: "validation",
					metric: "mean_iou",
					metricName: "ADE20K val mIoU %, single-scale",
					value: 56.1,
					url: "https://github.com/facebookresearch/Mask2Former/blob/9b0651c6c1d5b3af2e6da0589b719c514ec0d69a/MODEL_ZOO.md",
					checked: "2026-11-28",
					notes:
						"Mask2Former MODEL_ZOO.md, ADE20K Model Zoo, Semantic Segmentation table, row maskformer2_swin_large_IN21k_384_bs16_160k_res640 (Swin-L (IN21k), 160k), column mIoU: 56.1 single-scale (57.3 with ms+flip); the row is the original detectron2 checkpoint, the only Swin-L ADE20K semantic model in the zoo, which this hub repository's transformers weights are taken to convert",
				},
			],
		},
	),
	// depth-estimation
	rec("depth-anything/DA3METRIC-LARGE", {
		pipeline_tag: "depth-estimation",
		library_name: "depth-anything-3",
		formats: ["safetensors"],
		tags: ["depth", "metric depth", "model_hub_mixin", "pytorch_model_hub_mixin"],
		license: "apache-2.0",
		createdAt: day("2025-11-14"),
		safetensors: st(350_000_000, "F32"),
		weight: 2,
	}),
	// video-classification: V-JEPA 2 with its attentive-probe classifiers
	tf("facebook/vjepa2-vitg-fpc64-384-ssv2", "video-classification", "VJEPA2ForVideoClassification", "vjepa2", {
		license: "apache-2.0",
		tags: ["video"],
		createdAt: day("2025-06-11"),
		safetensors: st(1_040_000_000, "F32"),
		config: { num_labels: 174, frames_per_clip: 64, crop_size: 384 },
		weight: 1,
	}),
	tf("facebook/vjepa2-vitl-fpc16-256-ssv2", "video-classification", "VJEPA2ForVideoClassification", "vjepa2", {
		license: "mit",
		tags: ["video"],
		createdAt: day("2025-06-11"),
		safetensors: st(375_000_000, "F32"),
		config: { num_labels: 174, frames_per_clip: 16, crop_size: 256 },
		weight: 2,
	}),
	tf("facebook/vjepa2-vitl-fpc32-256-diving48", "video-classification", "VJEPA2ForVideoClassification", "vjepa2", {
		license: "mit",
		tags: ["video"],
		createdAt: day("2025-06-11"),
		safetensors: st(375_000_000, "F32"),
		config: { num_labels: 48, frames_per_clip: 32, crop_size: 256 },
		weight: 1,
	}),
	// image-feature-extraction: the smallest and the largest DINOv3 backbones
	dinov3("facebook/dinov3-vits16-pretrain-lvd1689m", 21_600_000),
	dinov3("facebook/dinov3-vit7b16-pretrain-lvd1689m", 6_720_000_000),
	// zero-shot-image-classification
	tf("google/siglip2-so400m-patch14-384", ZSIC, "SiglipModel", "siglip", {
		license: "apache-2.0",
		tags: ["vision"],
		createdAt: day("2025-02-17"),
		safetensors: st(1_140_000_000, "F32"),
		weight: 3,
	}),
	// zero-shot-object-detection
	tf("IDEA-Research/grounding-dino-base", ZSOD, "GroundingDinoForObjectDetection", "grounding-dino", {
		license: "apache-2.0",
		tags: ["vision"],
		createdAt: day("2024-04-11"),
		safetensors: st(233_000_000, "F32"),
		weight: 5,
	}),
	withFacts(
		tf("google/owlv2-large-patch14-ensemble", ZSOD, "Owlv2ForObjectDetection", "owlv2", {
			license: "apache-2.0",
			tags: ["vision"],
			createdAt: day("2023-10-13"),
			safetensors: st(438_000_000, "F32"),
			weight: 2,
		}),
		{
			evals: [
				{
					dataset: "lvis",
					config: "rare",
					split: "val",
					metric: "map",
					metricName: "APr (AP on the rare categories)",
					value: 42.6,
					url: "https://github.com/google-research/scenic/blob/e49339f2cfd76f67048edfbd068ddf402ae1cb0b/scenic/projects/owl_vit/README.md",
					checked: "2026-11-28",
					notes:
						"OWL-ViT README, Pretrained checkpoints table, row OWLv2 CLIP L/14 ST/FT ens, column LVIS APr (LVIS AP 44.6); fine-tuned on LVIS base classes, so the rare classes are the unseen ones",
				},
			],
		},
	),
	// keypoint-detection
	withFacts(
		rec("facebook/sapiens-pose-1b", {
			pipeline_tag: "keypoint-detection",
			library_name: "sapiens",
			tags: ["sapiens", "pose-estimation"],
			license: "cc-by-nc-4.0",
			createdAt: day("2024-08-22"),
			weight: 0.1,
		}),
		{
			hardware: {
				files: { "sapiens_1b_goliath_best_goliath_AP_639.pth": 4_680_000_000 },
				source: {
					url: "https://huggingface.co/facebook/sapiens-pose-1b/blob/main/sapiens_1b_goliath_best_goliath_AP_639.pth",
					checked: "2026-11-28",
					note: "sapiens_1b_goliath_best_goliath_AP_639.pth on main: 4.68 GB, as the page rounds it",
				},
			},
		},
	),
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
		safetensors: st(400_000_000, "F32"),
		weight: 0.2,
	}),
	// Qualcomm's on-device export of RTMPose-m whole-body (133 keypoints); the date is RTMPose's release.
	withFacts(
		rec("qualcomm/RTMPose-Body2d", {
			pipeline_tag: "keypoint-detection",
			tags: ["android", "real_time", "pose-estimation"],
			license: "other",
			createdAt: day("2023-03-13"),
			weight: 0.2,
		}),
		{
			hardware: {
				params: 17_900_000,
				dtype: "F32",
				format: "onnx",
				source: {
					url: "https://huggingface.co/qualcomm/RTMPose-Body2d",
					checked: "2026-11-28",
					note: "the card's model stats: Number of parameters 17.9M, Model size (float) 68.5 MB; the float exports (ONNX, TFLite, QNN) are downloads linked from the card",
				},
			},
		},
	),
	// image-to-3d and text-to-3d
	withFacts(
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
		{
			hardware: {
				params: 3_300_000_000,
				dtype: "F16",
				format: "pytorch",
				source: {
					url: "https://github.com/Tencent-Hunyuan/Hunyuan3D-2.1/blob/5e3ec6def57591d22ff44722cfe9bea1266084b0/README.md",
					checked: "2026-11-28",
					note: "the README's model table: Hunyuan3D-Shape-v2-1, Image to Shape Model, 3.3B; hy3dshape's from_pretrained loads hunyuan3d-dit-v2-1/model.fp16.ckpt by default (use_safetensors=False, variant fp16); the texture model (2B) is left out",
				},
			},
		},
	),
	withFacts(
		rec("microsoft/TRELLIS-image-large", {
			pipeline_tag: "image-to-3d",
			tags: ["3d", "trellis"],
			license: "mit",
			createdAt: day("2024-12-02"),
			weight: 3,
		}),
		{
			hardware: {
				files: {
					"ckpts/ss_dec_conv3d_16l8_fp16.safetensors": 148_000_000,
					"ckpts/ss_flow_img_dit_L_16l8_fp16.safetensors": 1_130_000_000,
					"ckpts/slat_dec_gs_swin8_B_64l8gs32_fp16.safetensors": 171_000_000,
					"ckpts/slat_dec_rf_swin8_B_64l8r16_fp16.safetensors": 171_000_000,
					"ckpts/slat_dec_mesh_swin8_B_64l8m256c_fp16.safetensors": 182_000_000,
					"ckpts/slat_flow_img_dit_L_64l8p2_fp16.safetensors": 1_200_000_000,
				},
				source: {
					url: "https://huggingface.co/JeffreyXiang/TRELLIS-image-large/blob/main/pipeline.json",
					checked: "2026-11-28",
					note: "pipeline.json names six checkpoints; their pages (upload 2476b8d, the repository's former name) give 148 MB, 1.13 GB, 171 MB, 171 MB, 182 MB and 1.2 GB, as they round them; the encoders (ss_enc, slat_enc) are not in the pipeline, and the DINOv2 image encoder comes from torch hub",
				},
			},
			evals: [
				{
					dataset: "toys4k",
					config: "image-to-3d",
					metric: "fd_point",
					metricName: "FD_point (PointNet++ Fréchet distance to Toys4k shapes)",
					value: 2.03,
					url: "https://github.com/deep-diver/ai-paper-reviewer/blob/4799e7e60755ba7d996b44a3cf895af13e1a9cd4/content/paper-reviews/2412.01506/tables.json",
					checked: "2026-11-28",
					notes:
						"TRELLIS paper (Xiang et al., arXiv:2412.01506) Table 2, Quantitative comparisons using Toys4k, Image-to-3D half, row 'Ours L', column FD_point; read in a third-party transcription of the paper's tables (ai-paper-reviewer's tables.json, with the paper's caption), since the arXiv page could not be read past its opening here; TRELLIS-L, the image model this record is",
				},
			],
		},
	),
	withFacts(
		rec("microsoft/TRELLIS-text-large", {
			pipeline_tag: "text-to-3d",
			formats: ["safetensors"],
			tags: ["3d", "trellis"],
			license: "mit",
			languages: ["en"],
			createdAt: day("2024-12-02"),
			weight: 1,
		}),
		{
			hardware: {
				params: 1_100_000_000,
				dtype: "F16",
				source: {
					url: "https://github.com/microsoft/TRELLIS/blob/016c702965c5a045f6d6ffa8cca68c979f6312c6/README.md",
					checked: "2026-11-28",
					note: "TRELLIS README, pretrained models: TRELLIS-text-large, Large text-to-3D model, #Params 1.1B; its denoisers are ckpts/ss_flow_txt_dit_L_16l8_fp16.safetensors and ckpts/slat_flow_txt_dit_L_64l8p2_fp16.safetensors (F16 by their names); the VAEs live in TRELLIS-image-large",
				},
			},
			evals: [
				{
					dataset: "toys4k",
					config: "text-to-3d",
					metric: "fd_point",
					metricName: "FD_point (PointNet++ Fréchet distance to Toys4k shapes)",
					value: 5.24,
					url: "https://github.com/deep-diver/ai-paper-reviewer/blob/4799e7e60755ba7d996b44a3cf895af13e1a9cd4/content/paper-reviews/2412.01506/tables.json",
					checked: "2026-11-28",
					notes:
						"TRELLIS paper (Xiang et al., arXiv:2412.01506) Table 2, Quantitative comparisons using Toys4k, Text-to-3D half, row 'Ours L', column FD_point; read in a third-party transcription of the paper's tables (ai-paper-reviewer's tables.json, with the paper's caption), since the arXiv page could not be read past its opening here; TRELLIS-L, the text model this record is (XL scores 5.21)",
				},
			],
		},
	),
	// unconditional-image-generation: the LSUN DDPM checkpoints (the paper gives 114M for its 256-pixel UNets)
	ddpm("google/ddpm-church-256", 114_000_000),
	ddpm("google/ddpm-bedroom-256", 114_000_000),
	ddpm("google/ddpm-cat-256", 114_000_000),
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
];
