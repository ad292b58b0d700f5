/**
 * Every written task page, by pipeline tag. Add a page here after writing `<task-id>/data.ts`;
 * a tag without an entry gets the placeholder page.
 */
import type { PipelineType } from "../pipelines.js";
import { taskData as anyToAny } from "./any-to-any/data.js";
import { taskData as audioClassification } from "./audio-classification/data.js";
import { taskData as audioTextToText } from "./audio-text-to-text/data.js";
import { taskData as audioToAudio } from "./audio-to-audio/data.js";
import { taskData as automaticSpeechRecognition } from "./automatic-speech-recognition/data.js";
import { taskData as depthEstimation } from "./depth-estimation/data.js";
import { taskData as documentQuestionAnswering } from "./document-question-answering/data.js";
import { taskData as featureExtraction } from "./feature-extraction/data.js";
import { taskData as fillMask } from "./fill-mask/data.js";
import { taskData as imageClassification } from "./image-classification/data.js";
import { taskData as imageFeatureExtraction } from "./image-feature-extraction/data.js";
import { taskData as imageSegmentation } from "./image-segmentation/data.js";
import { taskData as imageTextToImage } from "./image-text-to-image/data.js";
import { taskData as imageTextToText } from "./image-text-to-text/data.js";
import { taskData as imageTextToVideo } from "./image-text-to-video/data.js";
import { taskData as imageTo3d } from "./image-to-3d/data.js";
import { taskData as imageToImage } from "./image-to-image/data.js";
import { taskData as imageToText } from "./image-to-text/data.js";
import { taskData as imageToVideo } from "./image-to-video/data.js";
import { taskData as keypointDetection } from "./keypoint-detection/data.js";
import { taskData as maskGeneration } from "./mask-generation/data.js";
import { taskData as objectDetection } from "./object-detection/data.js";
import { taskData as questionAnswering } from "./question-answering/data.js";
import { taskData as reinforcementLearning } from "./reinforcement-learning/data.js";
import { taskData as robotics } from "./robotics/data.js";
import { taskData as sentenceSimilarity } from "./sentence-similarity/data.js";
import { taskData as summarization } from "./summarization/data.js";
import { taskData as tableQuestionAnswering } from "./table-question-answering/data.js";
import { taskData as tabularClassification } from "./tabular-classification/data.js";
import { taskData as tabularRegression } from "./tabular-regression/data.js";
import { taskData as textClassification } from "./text-classification/data.js";
import { taskData as textGeneration } from "./text-generation/data.js";
import { taskData as textRanking } from "./text-ranking/data.js";
import { taskData as textTo3d } from "./text-to-3d/data.js";
import { taskData as textToAudio } from "./text-to-audio/data.js";
import { taskData as textToImage } from "./text-to-image/data.js";
import { taskData as textToSpeech } from "./text-to-speech/data.js";
import { taskData as textToVideo } from "./text-to-video/data.js";
import { taskData as timeSeriesForecasting } from "./time-series-forecasting/data.js";
import { taskData as tokenClassification } from "./token-classification/data.js";
import { taskData as translation } from "./translation/data.js";
import type { TaskDataCustom } from "./types.js";
import { taskData as unconditionalImageGeneration } from "./unconditional-image-generation/data.js";
import { taskData as videoClassification } from "./video-classification/data.js";
import { taskData as videoTextToText } from "./video-text-to-text/data.js";
import { taskData as videoToVideo } from "./video-to-video/data.js";
import { taskData as visualDocumentRetrieval } from "./visual-document-retrieval/data.js";
import { taskData as visualQuestionAnswering } from "./visual-question-answering/data.js";
import { taskData as voiceActivityDetection } from "./voice-activity-detection/data.js";
import { taskData as zeroShotClassification } from "./zero-shot-classification/data.js";
import { taskData as zeroShotImageClassification } from "./zero-shot-image-classification/data.js";
import { taskData as zeroShotObjectDetection } from "./zero-shot-object-detection/data.js";

export const WRITTEN_TASKS: Partial<Record<PipelineType, TaskDataCustom>> = {
	"any-to-any": anyToAny,
	"audio-classification": audioClassification,
	"audio-text-to-text": audioTextToText,
	"audio-to-audio": audioToAudio,
	"automatic-speech-recognition": automaticSpeechRecognition,
	"depth-estimation": depthEstimation,
	"document-question-answering": documentQuestionAnswering,
	"feature-extraction": featureExtraction,
	"fill-mask": fillMask,
	"image-classification": imageClassification,
	"image-feature-extraction": imageFeatureExtraction,
	"image-segmentation": imageSegmentation,
	"image-text-to-image": imageTextToImage,
	"image-text-to-text": imageTextToText,
	"image-text-to-video": imageTextToVideo,
	"image-to-3d": imageTo3d,
	"image-to-image": imageToImage,
	"image-to-text": imageToText,
	"image-to-video": imageToVideo,
	"keypoint-detection": keypointDetection,
	"mask-generation": maskGeneration,
	"object-detection": objectDetection,
	"question-answering": questionAnswering,
	"reinforcement-learning": reinforcementLearning,
	robotics: robotics,
	"sentence-similarity": sentenceSimilarity,
	summarization: summarization,
	"table-question-answering": tableQuestionAnswering,
	"tabular-classification": tabularClassification,
	"tabular-regression": tabularRegression,
	"text-classification": textClassification,
	"text-generation": textGeneration,
	"text-ranking": textRanking,
	"text-to-3d": textTo3d,
	"text-to-audio": textToAudio,
	"text-to-image": textToImage,
	"text-to-speech": textToSpeech,
	"text-to-video": textToVideo,
	"time-series-forecasting": timeSeriesForecasting,
	"token-classification": tokenClassification,
	translation: translation,
	"unconditional-image-generation": unconditionalImageGeneration,
	"video-classification": videoClassification,
	"video-text-to-text": videoTextToText,
	"video-to-video": videoToVideo,
	"visual-document-retrieval": visualDocumentRetrieval,
	"visual-question-answering": visualQuestionAnswering,
	"voice-activity-detection": voiceActivityDetection,
	"zero-shot-classification": zeroShotClassification,
	"zero-shot-image-classification": zeroShotImageClassification,
	"zero-shot-object-detection": zeroShotObjectDetection,
};
