/**
 * Video and 3D research models (VideoPrism, VFIMamba, Phantom, UniWorld, SEED-Story,
 * RenderFormer, MeshAnything, 3DTopia-XL). Several are used from a clone of their repository;
 * the programs say so, fetch the weights from the hub and make the repository's own call.
 */

import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { filesEnding, program, pyId } from "./helpers.js";

// ---- video ------------------------------------------------------------------------------

/** VideoPrism loads by configuration name; the hub ids map onto them. */
export function videoprismName(model: ModelRecord): string {
	const id = String(model.id).toLowerCase();
	const size = id.includes("large") ? "large" : "base";
	return id.includes("lvt") ? `videoprism_lvt_public_v1_${size}` : `videoprism_public_v1_${size}`;
}

const videoprism: LibrarySnippets = (model) => {
	// video-text (LVT) models also take text ids and paddings, and return three values
	const lvt = videoprismName(model).includes("_lvt_");
	return [
		program(`
# pip install git+https://github.com/google-deepmind/videoprism.git
import jax
import numpy as np
from videoprism import models as vp

# the configuration matching ${py.comment(String(model.id))}
model_name = ${py.str(videoprismName(model))}
flax_model = vp.get_model(model_name)
state = vp.load_pretrained_weights(model_name)
frames = np.zeros((1, 16, 288, 288, 3), dtype=np.float32)  # batch, frames, height, width, RGB in [0, 1]
${lvt ? "embeddings, _, _ = jax.jit(lambda x: flax_model.apply(state, x, None, None, train=False))(frames)" : "embeddings, _ = jax.jit(lambda x: flax_model.apply(state, x, train=False))(frames)"}
print(embeddings.shape)
`),
	];
};

const vfiMamba: LibrarySnippets = (model) => {
	const checkpoint = filesEnding(model, ".pkl")[0] ?? "VFIMamba.pkl";
	const name = (checkpoint.split("/").pop() ?? checkpoint).replace(/\.pkl$/i, "");
	// the small model is the repository's default configuration; the full one sets its own
	const small = /_s$/i.test(name);
	const configure = small
		? ""
		: `cfg.MODEL_CONFIG["LOGNAME"] = ${py.str(name)}
cfg.MODEL_CONFIG["MODEL_ARCH"] = cfg.init_model_config(F=32, depth=[2, 2, 2, 3, 3])
`;
	return [
		program(`
# git clone https://github.com/MCG-NJU/VFIMamba and run from its folder
${small ? "" : "import config as cfg\n"}import cv2
import torch
from huggingface_hub import hf_hub_download

${configure}from benchmark.utils.padder import InputPadder
from Trainer_finetune import Model

# load_model() reads ckpt/<LOGNAME>.pkl
hf_hub_download(${pyId(model)}, ${py.str(checkpoint)}, local_dir="ckpt")
model = Model(-1)
model.load_model()
model.eval()
model.device()

frame0 = (torch.tensor(cv2.imread("path/to/frame0.png").transpose(2, 0, 1)).cuda() / 255.0).unsqueeze(0)
frame1 = (torch.tensor(cv2.imread("path/to/frame1.png").transpose(2, 0, 1)).cuda() / 255.0).unsqueeze(0)
padder = InputPadder(frame0.shape, divisor=32)
frame0, frame1 = padder.pad(frame0, frame1)
middle = padder.unpad(model.inference(frame0, frame1, True, TTA=${small ? "False" : "True"}, fast_TTA=${small ? "False" : "True"}, scale=0.0))[0]
cv2.imwrite("middle.png", (middle.detach().cpu().numpy().transpose(1, 2, 0) * 255.0).astype("uint8"))
`),
	];
};

const phantomWan: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/Phantom-video/Phantom and run from its folder
from huggingface_hub import snapshot_download

checkpoint_dir = snapshot_download(${pyId(model)})
# generate a video in which the reference subjects appear, e.g. on one GPU:
#   python generate.py --task s2v-1.3B --size 832*480 --ckpt_dir Wan2.1-T2V-1.3B \\
#       --phantom_ckpt <checkpoint_dir>/Phantom-Wan-1.3B.pth --ref_image "ref1.png,ref2.png" \\
#       --prompt "A woman walks a small dog along a beach at sunset."
print(checkpoint_dir)
`),
];

const univa: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/PKU-YuanGroup/UniWorld-V1 and install it (pip install -e .)
import torch
from transformers import AutoProcessor
from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained(${pyId(model)}, torch_dtype=torch.bfloat16).to("cuda")
processor = AutoProcessor.from_pretrained(${pyId(model)}, min_pixels=448 * 448, max_pixels=448 * 448)
messages = [{"role": "user", "content": [{"type": "text", "text": "A quiet harbour town at dawn, watercolor."}]}]
text = processor.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = processor(text=[text], padding=True, return_tensors="pt").to("cuda")
# the repository's scripts pass these inputs to the model, whose output conditions a FLUX pipeline
print(inputs.input_ids.shape)
`),
];

const seedStory: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/TencentARC/SEED-Story and run from its folder
from huggingface_hub import snapshot_download

checkpoint_dir = snapshot_download(${pyId(model)}, local_dir="pretrained")
# the story generation scripts read their weights from ./pretrained, e.g.:
#   python3 src/inference/gen_george.py
print(checkpoint_dir)
`),
];

// ---- 3D -----------------------------------------------------------------------------------

const renderformer: LibrarySnippets = (model) => [
	program(`
# pip install git+https://github.com/microsoft/renderformer.git
import h5py
import torch
from renderformer import RenderFormerRenderingPipeline

pipeline = RenderFormerRenderingPipeline.from_pretrained(${pyId(model)})
pipeline.to("cuda")
# a scene converted to HDF5 by the repository's scene_processor scripts
with h5py.File("path/to/scene.h5", "r") as f:
    scene = {key: torch.from_numpy(f[key][:].astype("float32")) for key in ["triangles", "texture", "vn", "c2w", "fov"]}
images = pipeline(
    triangles=scene["triangles"].unsqueeze(0).cuda(),
    texture=scene["texture"].unsqueeze(0).cuda(),
    mask=torch.ones(1, scene["triangles"].shape[0], dtype=torch.bool, device="cuda"),
    vn=scene["vn"].unsqueeze(0).cuda(),
    c2w=scene["c2w"].unsqueeze(0).cuda(),
    fov=scene["fov"].unsqueeze(0).unsqueeze(-1).cuda(),
    resolution=512,
    torch_dtype=torch.float16,
)
print(images.shape)  # batch, views, height, width, RGB (linear HDR)
`),
];

const meshAnything: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/buaacyw/MeshAnythingV2 and run from its folder
from MeshAnything.models.meshanything_v2 import MeshAnythingV2

model = MeshAnythingV2.from_pretrained(${pyId(model)})
# turn a point cloud or a dense mesh into an artist-style mesh:
#   python main.py --input_path examples/wand.obj --out_dir mesh_output --input_type mesh
print(sum(p.numel() for p in model.parameters()))
`),
];

const threedtopiaXl: LibrarySnippets = (model) => [
	program(`
# git clone https://github.com/3DTopia/3DTopia-XL, install it (pip install -r requirements.txt; bash install.sh)
# and run from its folder
import subprocess

from huggingface_hub import hf_hub_download

# the single-image DiT and its VAE, where configs/inference_dit.yml expects them
for filename in ["model_sview_dit_fp16.pt", "model_vae_fp16.pt"]:
    hf_hub_download(${pyId(model)}, filename, local_dir="pretrained")

# generates a textured GLB for every image in the input_dir named in the config
subprocess.run(["python", "inference.py", "./configs/inference_dit.yml"], check=True)
`),
];

export const VIDEO_3D_SNIPPETS: Record<string, LibrarySnippets> = {
	videoprism,
	"vfi-mamba": vfiMamba,
	"phantom-wan": phantomWan,
	univa,
	"seed-story": seedStory,
	renderformer,
	"mesh-anything": meshAnything,
	"3dtopia-xl": threedtopiaXl,
};
