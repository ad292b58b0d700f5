/**
 * Vision libraries: detection (YOLO), face recognition, matting, depth, segmentation,
 * embeddings, OCR, geospatial; video and 3D models live in video-3d.ts. Each generator
 * returns complete Python programs from the library's current public API; record values
 * enter only through the encoders.
 */
import { IMAGE_PLACEHOLDER } from "../../code/placeholders.js";
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { VIDEO_3D_SNIPPETS } from "./video-3d.js";

export { videoprismName } from "./video-3d.js";

import { DEFAULT_IMAGE_URL, filesEnding, pip, program, pyId, repoName, tagsOf, tasksOf } from "./helpers.js";

const IMAGE = py.str(IMAGE_PLACEHOLDER);
const IMAGE_URL = py.str(DEFAULT_IMAGE_URL);

// ---- YOLO (ultralytics, yolov10) -------------------------------------------------------

/** The install line of THU-MIG's YOLOv10 fork of ultralytics, the package whose YOLOv10 class has `from_pretrained`. */
export const YOLOV10_INSTALL = "# pip install git+https://github.com/THU-MIG/yolov10.git";

/** The YOLO class named by the first `yolov<digits>` tag (`yolov10` → `YOLOv10`). */
export function yoloClass(model: ModelRecord): string | undefined {
	for (const tag of tagsOf(model)) {
		const m = /^yolov(\d+)$/.exec(tag);
		if (m) return `YOLOv${m[1]}`;
	}
	return undefined;
}

/**
 * THU-MIG's fork: its YOLOv10 class mixes in the hub's `from_pretrained`. (Released ultralytics
 * exports YOLO, YOLOE, YOLOWorld, RTDETR, SAM, FastSAM and NAS: no per-version classes.)
 */
function yolov10ClassSnippet(model: ModelRecord): string {
	return program(`
${YOLOV10_INSTALL}
from ultralytics import YOLOv10

model = YOLOv10.from_pretrained(${pyId(model)})
results = model.predict(source=${IMAGE_URL}, save=True)
print(results[0].boxes)
`);
}

/**
 * Any ultralytics checkpoint (YOLOv3 to YOLO11 and later) loads with the generic YOLO class:
 * the repository's `.pt` file when the record lists one, otherwise the first one found at run time.
 */
function yoloWeightsSnippet(model: ModelRecord): string {
	const weights = filesEnding(model, ".pt")[0];
	const cls = yoloClass(model);
	const about = cls ? `# a ${cls} checkpoint: ultralytics loads every YOLO version with its YOLO class\n` : "";
	const fetch = weights
		? `model = YOLO(hf_hub_download(${pyId(model)}, ${py.str(weights)}))`
		: `# the repository's PyTorch checkpoint
weights = next(name for name in list_repo_files(${pyId(model)}) if name.endswith(".pt"))
model = YOLO(hf_hub_download(${pyId(model)}, weights))`;
	return program(`
${pip("ultralytics")}
${about}from huggingface_hub import hf_hub_download${weights ? "" : ", list_repo_files"}
from ultralytics import YOLO

${fetch}
results = model(${IMAGE_URL})
results[0].save(filename="result.jpg")
print(results[0].summary())
`);
}

/**
 * ultralytics itself has no version classes and no `from_pretrained`: every checkpoint loads with
 * YOLO from its `.pt` file. Only the YOLOv10 fork has a class loading from the hub, so a record
 * tagged yolov10 also gets that program.
 */
const ultralytics: LibrarySnippets = (model) => {
	const out = [yoloWeightsSnippet(model)];
	if (yoloClass(model) === "YOLOv10") out.push(yolov10ClassSnippet(model));
	return out;
};

/** The yolov10 library is the fork: its class loads from the hub; a listed checkpoint also loads with YOLO. */
const yolov10: LibrarySnippets = (model) => {
	const out = [yolov10ClassSnippet(model)];
	if (filesEnding(model, ".pt").length > 0) out.push(yoloWeightsSnippet(model));
	return out;
};

// ---- LVFace ---------------------------------------------------------------------------

/** LVFace: seconds the download of the ONNX weights may wait for the hub. */
export const LVFACE_TIMEOUT = 300;
const LVFACE_DEFAULT_FILE = "LVFace-B_Glint360K/LVFace-B_Glint360K.onnx";

const lvface: LibrarySnippets = (model) => {
	const onnx = filesEnding(model, ".onnx")[0] ?? LVFACE_DEFAULT_FILE;
	return [
		program(`
# git clone https://github.com/bytedance/LVFace and run from its folder (provides inference_onnx.py)
${pip("huggingface_hub", "onnxruntime", "opencv-python", "requests")}
from huggingface_hub import hf_hub_download
from inference_onnx import LVFaceONNXInferencer

model_path = hf_hub_download(${pyId(model)}, ${py.str(onnx)}, etag_timeout=${LVFACE_TIMEOUT})
inferencer = LVFaceONNXInferencer(model_path, use_gpu=True)
first = inferencer.infer_from_image("path/to/face1.jpg")
second = inferencer.infer_from_image("path/to/face2.jpg")
print("cosine similarity:", inferencer.calculate_similarity(first, second))
`),
	];
};

// ---- background removal and matting ------------------------------------------------------

const birefnet: LibrarySnippets = (model) => [
	program(`
${pip("transformers", "torchvision", "timm", "kornia", "einops")}
import torch
from PIL import Image
from torchvision import transforms
from transformers import AutoModelForImageSegmentation

model = AutoModelForImageSegmentation.from_pretrained(${pyId(model)}, trust_remote_code=True)
model.eval()
transform = transforms.Compose([
    transforms.Resize((1024, 1024)),
    transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])
image = Image.open(${IMAGE}).convert("RGB")
with torch.no_grad():
    mask = model(transform(image).unsqueeze(0))[-1].sigmoid()[0].squeeze()
image.putalpha(transforms.ToPILImage()(mask).resize(image.size))
image.save("no_background.png")
`),
];

const ben2: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/PramaLLC/BEN2.git
import torch
from ben2 import BEN_Base
from PIL import Image

device = "cuda" if torch.cuda.is_available() else "cpu"
model = BEN_Base.from_pretrained(${pyId(model)}).to(device).eval()
image = Image.open(${IMAGE}).convert("RGB")
foreground = model.inference(image)
foreground.save("foreground.png")
`),
];

const nobg: LibrarySnippets = (model) => [
	program(`
${pip("nobg", "loadimg")}
import torch
from loadimg import load_img
from nobg import AutoModel, AutoProcessor

model = AutoModel.from_pretrained(${pyId(model)}).eval()
processor = AutoProcessor.from_pretrained(${pyId(model)})
image = load_img(${IMAGE}).convert("RGB")
inputs = processor(image, return_tensors="pt")
with torch.no_grad():
    outputs = model(pixel_values=inputs["pixel_values"])
alpha = processor.post_process_alpha_matting(outputs, target_sizes=[(image.height, image.width)])[0]
processor.cutout(image, alpha).save("cutout.png")
`),
];

const matanyone: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/pq-yang/MatAnyone.git
from matanyone import InferenceCore

processor = InferenceCore(${pyId(model)})
# a video and a mask of the person in its first frame
foreground_path, alpha_path = processor.process_video(
    input_path="path/to/video.mp4",
    mask_path="path/to/first_frame_mask.png",
    output_path="outputs",
)
print(foreground_path, alpha_path)
`),
];

// ---- depth ------------------------------------------------------------------------------

/** Depth Anything V2 encoders: size word in the id → (encoder, features, out_channels). */
const DEPTH_ANYTHING_V2 = [
	["small", "vits", 64, [48, 96, 192, 384]],
	["base", "vitb", 128, [96, 192, 384, 768]],
	["giant", "vitg", 384, [1536, 1536, 1536, 1536]],
	["large", "vitl", 256, [256, 512, 1024, 1024]],
] as const;

const depthAnythingV2: LibrarySnippets = (model) => {
	const id = String(model.id).toLowerCase();
	const [, encoder, features, channels] = DEPTH_ANYTHING_V2.find(([word]) => id.includes(word)) ?? DEPTH_ANYTHING_V2[3];
	const checkpoint = filesEnding(model, ".pth")[0] ?? `depth_anything_v2_${encoder}.pth`;
	return [
		program(`
# git clone https://github.com/DepthAnything/Depth-Anything-V2 and run from its folder
import cv2
import torch
from depth_anything_v2.dpt import DepthAnythingV2
from huggingface_hub import hf_hub_download

model = DepthAnythingV2(encoder="${encoder}", features=${features}, out_channels=[${channels.join(", ")}])
checkpoint = hf_hub_download(${pyId(model)}, ${py.str(checkpoint)})
model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
model.eval()
depth = model.infer_image(cv2.imread(${IMAGE}))  # HxW depth map as a numpy array
print(depth.shape)
`),
	];
};

const depthPro: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/apple/ml-depth-pro.git
import depth_pro
from huggingface_hub import hf_hub_download

# create_model_and_transforms reads ./checkpoints/depth_pro.pt
hf_hub_download(${pyId(model)}, "depth_pro.pt", local_dir="checkpoints")
model, transform = depth_pro.create_model_and_transforms()
model.eval()
image, _, f_px = depth_pro.load_rgb(${IMAGE})
prediction = model.infer(transform(image), f_px=f_px)
print(prediction["depth"].shape, prediction["focallength_px"])
`),
];

// ---- segmentation -----------------------------------------------------------------------

const sam2: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/facebookresearch/sam2.git
import numpy as np
import torch
from PIL import Image
from sam2.sam2_image_predictor import SAM2ImagePredictor

predictor = SAM2ImagePredictor.from_pretrained(${pyId(model)})
image = np.array(Image.open(${IMAGE}).convert("RGB"))
with torch.inference_mode():
    predictor.set_image(image)
    masks, scores, _ = predictor.predict(point_coords=np.array([[500, 375]]), point_labels=np.array([1]))
print(masks.shape, scores)
`),
	program(`
# pip install git+https://github.com/facebookresearch/sam2.git
import numpy as np
import torch
from sam2.sam2_video_predictor import SAM2VideoPredictor

predictor = SAM2VideoPredictor.from_pretrained(${pyId(model)})
with torch.inference_mode():
    state = predictor.init_state("path/to/video_frames")
    predictor.add_new_points_or_box(state, frame_idx=0, obj_id=1, points=np.array([[210, 350]], dtype=np.float32), labels=np.array([1], dtype=np.int32))
    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
        print(frame_idx, object_ids, masks.shape)
`),
];

const sam3dBody: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/facebookresearch/sam-3d-body and install it (pip install -e .)
from sam_3d_body import SAM3DBodyEstimator, load_sam_3d_body_hf

body_model, model_cfg = load_sam_3d_body_hf(${pyId(model)})
estimator = SAM3DBodyEstimator(sam_3d_body_model=body_model, model_cfg=model_cfg)
outputs = estimator.process_one_image(${IMAGE})
print(len(outputs), "people found")
`),
];

const sam3dObjects: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/facebookresearch/sam-3d-objects and run from its notebook folder
import sys

from huggingface_hub import snapshot_download

sys.path.append("notebook")
from inference import Inference, load_image, load_single_mask

checkpoint_dir = snapshot_download(${pyId(model)})
inference = Inference(f"{checkpoint_dir}/checkpoints/pipeline.yaml", compile=False)
image = load_image(${IMAGE})
mask = load_single_mask("path/to/masks", index=0)
output = inference(image, mask, seed=42)
output["gs"].save_ply("object.ply")
`),
];

// ---- embeddings and captions --------------------------------------------------------------

/** Perception Encoder: the config name is the repository name (PE-Core-L14-336, PE-Spatial-G14-448, …). */
const perceptionEncoder: LibrarySnippets = (model) => {
	const name = py.str(repoName(model));
	if (/^pe-core/i.test(repoName(model))) {
		return [
			program(`
# git clone https://github.com/facebookresearch/perception_models and install it (pip install -e .)
import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms
import torch
from PIL import Image

model = pe.CLIP.from_config(${name}, pretrained=True).eval()
preprocess = transforms.get_image_transform(model.image_size)
tokenizer = transforms.get_text_tokenizer(model.context_length)
image = preprocess(Image.open(${IMAGE})).unsqueeze(0)
text = tokenizer(["a diagram", "a dog", "a cat"])
with torch.no_grad():
    image_features, text_features, logit_scale = model(image, text)
    probs = (logit_scale * image_features @ text_features.T).softmax(dim=-1)
print(probs)
`),
		];
	}
	return [
		program(`
# git clone https://github.com/facebookresearch/perception_models and install it (pip install -e .)
import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms
import torch
from PIL import Image

model = pe.VisionTransformer.from_config(${name}, pretrained=True).eval()
preprocess = transforms.get_image_transform(model.image_size)
with torch.no_grad():
    features = model(preprocess(Image.open(${IMAGE})).unsqueeze(0))
print(features.shape)
`),
	];
};

const araclip: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/Arabic-Clip/Araclip.git
import numpy as np
from araclip import AraClip
from PIL import Image

model = AraClip.from_pretrained(${pyId(model)})
labels = ["قطة جالسة", "قطة تقفز", "كلب", "حصان"]
image_features = model.embed(image=Image.open(${IMAGE}))
text_features = np.stack([model.embed(text=label) for label in labels])
print(labels[np.argmax(text_features @ image_features)])
`),
];

const colipri: LibrarySnippets = (model) => [
	program(`
${pip("colipri")}
from colipri import ZeroShotImageClassificationPipeline, get_model, get_processor, load_sample_ct

# get_model() fetches the published weights of ${py.comment(String(model.id))}
model = get_model().cuda()
processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline(model, processor)
image = load_sample_ct()  # a chest CT volume; pass your own NIfTI path instead
print(pipeline(image, ["No lung nodules", "Lung nodules"]))
`),
];

const collectorvision: LibrarySnippets = (model) => [
	program(`
${pip("collectorvision", "opencv-python")}
import collector_vision as cvg
import cv2

catalog = cvg.Catalog.load(${py.str(`hf://${String(model.id)}/scryfall-mtg`)})
image = cv2.imread("path/to/card_photo.jpg")
detection = cvg.NeuralCornerDetector().detect(image)
crop = detection.dewarp(image)
hits = catalog.search(catalog.embedder.embed(crop), top_k=5)
score, card_id = hits[0]
print(card_id, score)
`),
];

const describeAnything: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/NVlabs/describe-anything.git
import numpy as np
from dam import DescribeAnythingModel, disable_torch_init
from PIL import Image

disable_torch_init()
dam = DescribeAnythingModel(model_path=${pyId(model)}, conv_mode="v1", prompt_mode="full+focal_crop")
image = Image.open(${IMAGE}).convert("RGB")
mask = Image.fromarray((np.array(Image.open("path/to/mask.png").convert("L")) > 0).astype(np.uint8) * 255)
query = "<image>\\nDescribe the masked region in detail."
print(dam.get_description(image, mask, query, streaming=False, temperature=0.2, top_p=0.5, num_beams=1, max_new_tokens=512))
`),
];

// ---- documents and OCR ------------------------------------------------------------------

/** HTRflow's documented line models, used for the step the record itself does not provide. */
export const HTRFLOW_DEFAULTS = {
	lineSegmentation: "Riksarkivet/yolov9-lines-within-regions-1",
	textRecognition: "Riksarkivet/trocr-base-handwritten-hist-swe-2",
} as const;

const htrflow: LibrarySnippets = (model) => {
	const tasks = tasksOf(model);
	const id = String(model.id);
	// A detection model segments the page into lines; any other model transcribes the lines.
	const segments = tasks.includes("object-detection") || tasks.includes("image-segmentation");
	const config = {
		steps: [
			{
				step: "Segmentation",
				settings: { model: "yolo", model_settings: { model: segments ? id : HTRFLOW_DEFAULTS.lineSegmentation } },
			},
			{
				step: "TextRecognition",
				settings: { model: "TrOCR", model_settings: { model: segments ? HTRFLOW_DEFAULTS.textRecognition : id } },
			},
			{ step: "OrderLines" },
			{ step: "Export", settings: { format: "txt", dest: "outputs" } },
		],
	};
	return [
		program(`
${pip("htrflow")}
from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

# the same steps as an HTRflow pipeline.yaml (run it with: htrflow pipeline pipeline.yaml <images>)
config = ${py.value(config)}
pipeline = Pipeline.from_config(config)
collection = Collection.from_directory("path/to/scanned_pages")
pipeline.run(collection)  # writes one .txt transcription per page into ./outputs
`),
	];
};

/** PaddleOCR 3 module classes by a word in the model name; whole pipelines otherwise. */
const PADDLE_MODULES: readonly (readonly [RegExp, string])[] = [
	[/textline_ori/i, "TextLineOrientationClassification"],
	[/doc_ori/i, "DocImgOrientationClassification"],
	[/uvdoc/i, "TextImageUnwarping"],
	[/layout/i, "LayoutDetection"],
	[/_det$/i, "TextDetection"],
	[/_rec$/i, "TextRecognition"],
];

/**
 * The PaddleOCRVL pipeline version a repository holds: `PaddleOCR-VL` is v1, `PaddleOCR-VL-1.5` is
 * v1.5. PaddleOCRVL() loads its newest version's model by default, whatever repository the page
 * shows, so the snippet names the version (the argument arrived in PaddleOCR 3.4, with v1.5);
 * undefined for other names.
 */
export function paddleOcrVlVersion(model: ModelRecord): string | undefined {
	const m = /^paddleocr-vl(?:-(\d+(?:\.\d+)?))?(?:$|-)/i.exec(repoName(model));
	if (!m) return undefined;
	return `v${m[1] ?? "1"}`;
}

const paddleocr: LibrarySnippets = (model) => {
	const name = repoName(model);
	const vlVersion = paddleOcrVlVersion(model);
	if (vlVersion) {
		return [
			program(`
${pip('"paddleocr[doc-parser]>=3.4"')}
from paddleocr import PaddleOCRVL

pipeline = PaddleOCRVL(pipeline_version=${py.str(vlVersion)})
for result in pipeline.predict(${IMAGE}):
    result.print()
    result.save_to_markdown(save_path="output")
`),
		];
	}
	const module = PADDLE_MODULES.find(([re]) => re.test(name))?.[1];
	if (module) {
		return [
			program(`
${pip("paddleocr")}
from paddleocr import ${module}

model = ${module}(model_name=${py.str(name)})
for result in model.predict(${IMAGE}, batch_size=1):
    result.print()
    result.save_to_json(save_path="output/result.json")
`),
		];
	}
	return [
		program(`
${pip("paddleocr")}
from paddleocr import PaddleOCR

ocr = PaddleOCR(use_doc_orientation_classify=False, use_doc_unwarping=False, use_textline_orientation=False)
for result in ocr.predict(${IMAGE}):
    result.print()
    result.save_to_img("output")
`),
	];
};

// ---- geospatial and generative models ----------------------------------------------------

/** TerraTorch registers backbones under lower-case names: `Prithvi-EO-2.0-300M` → `prithvi_eo_v2_300`. */
export function terratorchBackbone(model: ModelRecord): string {
	const name = repoName(model).toLowerCase();
	const prithvi = /^prithvi-eo-(\d)\.0-(\d+)m(-tl)?/.exec(name);
	if (prithvi) return `prithvi_eo_v${prithvi[1]}_${prithvi[2]}${prithvi[3] ? "_tl" : ""}`;
	return name.replace(/[^a-z0-9]+/g, "_");
}

const terratorch: LibrarySnippets = (model) => {
	const config = filesEnding(model, ".yaml", ".yml")[0];
	const checkpoint = filesEnding(model, ".ckpt", ".pt", ".pth")[0];
	// A fine-tuned model ships its TerraTorch config and checkpoint; a foundation model is a registered backbone.
	if (config && checkpoint) {
		return [
			program(`
${pip("terratorch")}
from huggingface_hub import hf_hub_download
from terratorch.cli_tools import LightningInferenceModel

config_path = hf_hub_download(${pyId(model)}, ${py.str(config)})
checkpoint_path = hf_hub_download(${pyId(model)}, ${py.str(checkpoint)})
model = LightningInferenceModel.from_config(config_path, checkpoint_path)
# a folder of GeoTIFF tiles with the bands the config lists
predictions, file_names = model.inference_on_dir("path/to/tiles")
print(file_names)
`),
		];
	}
	return [
		program(`
${pip("terratorch")}
import torch
from terratorch.registry import BACKBONE_REGISTRY

# the backbone published as ${py.comment(String(model.id))}
model = BACKBONE_REGISTRY.build(${py.str(terratorchBackbone(model))}, pretrained=True)
model.eval()
scene = torch.randn(1, 6, 224, 224)  # six spectral bands of a 224x224 satellite tile
with torch.no_grad():
    features = model(scene)
print([f.shape for f in features])
`),
	];
};

const pythae: LibrarySnippets = (model) => [
	program(`
${pip("pythae")}
from pythae.models import AutoModel
from pythae.samplers import NormalSampler

model = AutoModel.load_from_hf_hub(${pyId(model)})
sampler = NormalSampler(model=model)
generated = sampler.sample(num_samples=4)
print(generated.shape)
`),
];

export const VISION_SNIPPETS: Record<string, LibrarySnippets> = {
	ultralytics,
	yolov10,
	lvface,
	birefnet,
	ben2,
	"depth-anything-v2": depthAnythingV2,
	"depth-pro": depthPro,
	sam2,
	"sam-3d-body": sam3dBody,
	"sam-3d-objects": sam3dObjects,
	"perception-encoder": perceptionEncoder,
	araclip,
	colipri,
	collectorvision,
	"describe-anything": describeAnything,
	htrflow,
	matanyone,
	nobg,
	PaddleOCR: paddleocr,
	terratorch,
	pythae,
	...VIDEO_3D_SNIPPETS,
};
