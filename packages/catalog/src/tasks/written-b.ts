/** Task pages written for computer-vision and multimodal generation tasks (owned by one writer). */
import type { PipelineType } from "../pipelines.js";
import { taskData as depthEstimation } from "./depth-estimation/data.js";
import { taskData as imageClassification } from "./image-classification/data.js";
import { taskData as imageFeatureExtraction } from "./image-feature-extraction/data.js";
import { taskData as imageSegmentation } from "./image-segmentation/data.js";
import { taskData as imageTextToImage } from "./image-text-to-image/data.js";
import { taskData as imageTextToVideo } from "./image-text-to-video/data.js";
import { taskData as imageTo3d } from "./image-to-3d/data.js";
import { taskData as imageToImage } from "./image-to-image/data.js";
import { taskData as imageToText } from "./image-to-text/data.js";
import { taskData as imageToVideo } from "./image-to-video/data.js";
import { taskData as keypointDetection } from "./keypoint-detection/data.js";
import { taskData as maskGeneration } from "./mask-generation/data.js";
import { taskData as objectDetection } from "./object-detection/data.js";
import { taskData as textTo3d } from "./text-to-3d/data.js";
import { taskData as textToImage } from "./text-to-image/data.js";
import { taskData as textToVideo } from "./text-to-video/data.js";
import type { TaskDataCustom } from "./types.js";
import { taskData as unconditionalImageGeneration } from "./unconditional-image-generation/data.js";
import { taskData as videoClassification } from "./video-classification/data.js";
import { taskData as videoTextToText } from "./video-text-to-text/data.js";
import { taskData as videoToVideo } from "./video-to-video/data.js";
import { taskData as zeroShotImageClassification } from "./zero-shot-image-classification/data.js";
import { taskData as zeroShotObjectDetection } from "./zero-shot-object-detection/data.js";

export const WRITTEN_B: Partial<Record<PipelineType, TaskDataCustom>> = {
	"depth-estimation": depthEstimation,
	"image-classification": imageClassification,
	"image-feature-extraction": imageFeatureExtraction,
	"image-segmentation": imageSegmentation,
	"image-to-3d": imageTo3d,
	"image-to-image": imageToImage,
	"image-to-text": imageToText,
	"image-to-video": imageToVideo,
	"keypoint-detection": keypointDetection,
	"mask-generation": maskGeneration,
	"object-detection": objectDetection,
	"text-to-3d": textTo3d,
	"text-to-image": textToImage,
	"text-to-video": textToVideo,
	"unconditional-image-generation": unconditionalImageGeneration,
	"video-classification": videoClassification,
	"video-to-video": videoToVideo,
	"zero-shot-image-classification": zeroShotImageClassification,
	"zero-shot-object-detection": zeroShotObjectDetection,
	"image-text-to-image": imageTextToImage,
	"image-text-to-video": imageTextToVideo,
	"video-text-to-text": videoTextToText,
};
