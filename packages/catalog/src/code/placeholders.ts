/**
 * Placeholders the user must replace, and the fallback texts generated code shows when a
 * record lacks what a generator needs. Spelled once, here; tests compare against these.
 */

/** Access-token placeholders. */
export const TOKEN_PLACEHOLDER = "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
export const HF_TOKEN_ENV = "HF_TOKEN";
export const API_TOKEN_ENV = "API_TOKEN";

/** Where the user points at their own file. */
export const FILE_PLACEHOLDER = "path/to/file";
export const IMAGE_PLACEHOLDER = "path/to/image.png";
export const AUDIO_PLACEHOLDER = "path/to/audio.wav";

/** Fallback texts (the error catalogue). */
export const FALLBACK = {
	unknownModelType: "# ⚠️ Type of model unknown",
	peftTaskTypeInvalid: "Task type is invalid.",
	peftBaseModelMissing: "Base model is not found.",
	sklearnFileMissing: "model file name is not specified in config.json",
	speechbrainInterfaceMissing: "interface is not specified or invalid",
	noInputExample: "No input example has been defined for this model task.",
	espnetUnknownType: "unknown model type (must be text-to-speech or automatic-speech-recognition)",
	baseModelPlaceholder: "fill-in-base-model",
} as const;
