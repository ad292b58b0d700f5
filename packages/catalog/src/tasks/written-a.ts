/** Task pages written for NLP, audio, tabular, RL and document/visual QA tasks (owned by one writer). */
import type { PipelineType } from "../pipelines.js";
import { taskData as anyToAny } from "./any-to-any/data.js";
import { taskData as audioClassification } from "./audio-classification/data.js";
import { taskData as audioTextToText } from "./audio-text-to-text/data.js";
import { taskData as audioToAudio } from "./audio-to-audio/data.js";
import { taskData as automaticSpeechRecognition } from "./automatic-speech-recognition/data.js";
import { taskData as documentQuestionAnswering } from "./document-question-answering/data.js";
import { taskData as featureExtraction } from "./feature-extraction/data.js";
import { taskData as fillMask } from "./fill-mask/data.js";
import { taskData as imageTextToText } from "./image-text-to-text/data.js";
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
import { taskData as textToAudio } from "./text-to-audio/data.js";
import { taskData as textToSpeech } from "./text-to-speech/data.js";
import { taskData as timeSeriesForecasting } from "./time-series-forecasting/data.js";
import { taskData as tokenClassification } from "./token-classification/data.js";
import { taskData as translation } from "./translation/data.js";
import type { TaskDataCustom } from "./types.js";
import { taskData as visualDocumentRetrieval } from "./visual-document-retrieval/data.js";
import { taskData as visualQuestionAnswering } from "./visual-question-answering/data.js";
import { taskData as voiceActivityDetection } from "./voice-activity-detection/data.js";
import { taskData as zeroShotClassification } from "./zero-shot-classification/data.js";

export const WRITTEN_A: Partial<Record<PipelineType, TaskDataCustom>> = {
	"text-classification": textClassification,
	"token-classification": tokenClassification,
	"table-question-answering": tableQuestionAnswering,
	"question-answering": questionAnswering,
	"zero-shot-classification": zeroShotClassification,
	translation: translation,
	summarization: summarization,
	"feature-extraction": featureExtraction,
	"text-generation": textGeneration,
	"fill-mask": fillMask,
	"sentence-similarity": sentenceSimilarity,
	"text-ranking": textRanking,
	"text-to-speech": textToSpeech,
	"automatic-speech-recognition": automaticSpeechRecognition,
	"audio-to-audio": audioToAudio,
	"audio-classification": audioClassification,
	"audio-text-to-text": audioTextToText,
	"any-to-any": anyToAny,
	"reinforcement-learning": reinforcementLearning,
	"tabular-classification": tabularClassification,
	"tabular-regression": tabularRegression,
	"document-question-answering": documentQuestionAnswering,
	"visual-question-answering": visualQuestionAnswering,
	"visual-document-retrieval": visualDocumentRetrieval,
	"image-text-to-text": imageTextToText,
	"text-to-audio": textToAudio,
	"time-series-forecasting": timeSeriesForecasting,
	robotics: robotics,
	"voice-activity-detection": voiceActivityDetection,
};
