/**
 * The helper method of @huggingface/inference's InferenceClient (v4) for each pipeline tag. A tag
 * with no entry gets no huggingface.js example unless it is a chat (`chatCompletion[Stream]`).
 */
export const HUGGINGFACE_JS_METHODS: ReadonlyMap<string, string> = new Map([
	["text-classification", "textClassification"],
	["token-classification", "tokenClassification"],
	["translation", "translation"],
	["summarization", "summarization"],
	["feature-extraction", "featureExtraction"],
	["text-generation", "textGeneration"],
	["fill-mask", "fillMask"],
	["sentence-similarity", "sentenceSimilarity"],
	["text-to-speech", "textToSpeech"],
	["text-to-audio", "textToAudio"],
	["automatic-speech-recognition", "automaticSpeechRecognition"],
	["image-classification", "imageClassification"],
	["text-to-image", "textToImage"],
	["image-to-image", "imageToImage"],
	["image-to-video", "imageToVideo"],
	["text-to-video", "textToVideo"],
	["image-text-to-image", "imageTextToImage"],
	["image-text-to-video", "imageTextToVideo"],
]);
