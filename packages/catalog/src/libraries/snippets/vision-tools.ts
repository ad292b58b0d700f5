/**
 * Imaging and rendering tools with their own loaders: FleXray (anatomy segmentation of X-rays,
 * through its `flexify` command) and GaussianFormer (a transformer that renders 3D Gaussian
 * splats). Each generator follows the library's README.
 */
import { lines } from "../../code/lines.js";
import { IMAGE_PLACEHOLDER } from "../../code/placeholders.js";
import * as sh from "../../code/sh.js";
import type { LibrarySnippets } from "../types.js";
import { pip, program, pyId } from "./helpers.js";

const flexray: LibrarySnippets = (model) => [
	lines()
		.add(pip("flexray"))
		.add("# an X-ray as PNG, JPEG, TIFF or BMP (DICOM with flexray[dicom]), or a folder of them")
		.add(`flexify --model-id ${sh.str(String(model.id))} --input ${sh.str(IMAGE_PLACEHOLDER)} --output-dir predictions`)
		.add("# predictions/ gets <image>_masks.npy, <image>_probabilities.npy, <image>_logits.npy and label_names.json")
		.toString(),
];

const gaussianformer: LibrarySnippets = (model) => [
	program(`
# Linux with an NVIDIA GPU and Python 3.12; the windowed attention also needs a flash-attn wheel
${pip('"gaussianformer @ git+https://github.com/SVLwoof/gaussianformer"')}
import torch
from gaussianformer import GaussianFormerRenderingPipeline, load_ply
from gaussianformer.utils.cameras import orbit

pipeline = GaussianFormerRenderingPipeline.from_pretrained(${pyId(model)}).to("cuda")

# a 3D Gaussian Splatting PLY as written by 3DGS trainers; up is the file's up axis
gaussians = load_ply("object.ply", up="z")
cameras = torch.from_numpy(orbit(8, 1.7))  # 8 views around the object, 1.7 units away
images = pipeline(gaussians, cameras, fov=45.0)
print(images.shape)  # one 512x512 RGB image per view
`),
];

export const VISION_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	flexray,
	gaussianformer,
};
