/**
 * The helper method of huggingface_hub 2.0's InferenceClient for each pipeline tag. A tag with no
 * entry gets no huggingface_hub example unless it is a chat (`chat.completions.create`).
 */
export const HUB_PYTHON_METHODS: ReadonlyMap<string, string> = new Map([
	["text-classification", "text_classification"],
	["token-classification", "token_classification"],
	["table-question-answering", "table_question_answering"],
	["question-answering", "question_answering"],
	["translation", "translation"],
	["summarization", "summarization"],
	["feature-extraction", "feature_extraction"],
	["text-generation", "text_generation"],
	["fill-mask", "fill_mask"],
	["sentence-similarity", "sentence_similarity"],
	["text-to-speech", "text_to_speech"],
	["automatic-speech-recognition", "automatic_speech_recognition"],
	["audio-to-audio", "audio_to_audio"],
	["audio-classification", "audio_classification"],
	["image-classification", "image_classification"],
	["object-detection", "object_detection"],
	["image-segmentation", "image_segmentation"],
	["text-to-image", "text_to_image"],
	["image-to-text", "image_to_text"],
	["image-to-image", "image_to_image"],
	["image-to-video", "image_to_video"],
	["text-to-video", "text_to_video"],
	["document-question-answering", "document_question_answering"],
	// No image_text_to_* methods in 2.0 (and image_to_* refuses those mappings), so no entry for them.
]);
