/**
 * Level 4 failures that come from the lab's fixtures or the machine, not from the snippet:
 * each names the cause and the error it produces. A failure matching none of them fails the
 * test. (Records the fixture factory cannot build at all are reported with its own reason.)
 */
import type { LabSnippet } from "./types.js";

interface MlLimit {
	cause: string;
	/** The error line (or output problem) this cause produces. */
	message: RegExp;
	/** Only for these snippets (id pattern); every snippet when absent. */
	id?: RegExp;
	/** Only for snippets whose code matches. */
	code?: RegExp;
}

export const ML_LIMITS: readonly MlLimit[] = [
	{
		cause:
			"machine limit: a package the mirror lacks (torchcodec, which the video pipeline decodes with by default; pytesseract)",
		message: /torchcodec|pytesseract/i,
	},
	{
		cause:
			"fixture limit: the shrunk vision tower disagrees with the text model or the image processor (multimodal config sizes)",
		// The image tokens are all there (as many as features): the feature width, the pooling
		// grid or the patch layout differs; Llama 4's processor hands bfloat16 pixels to the float32 fixture.
		message:
			/Image features and image tokens do not match, tokens: (\d+), features: \1\b|stride should not be zero|mat1 and mat2 shapes cannot be multiplied|shape '\[-1(, \d+)+\]' is invalid|expected m1 and m2 to have the same dtype/,
		code: /image-text-to-text|AutoModelForImageTextToText/,
	},
	{
		cause:
			"fixture limit: the shrunk sizes disagree with the model's other defaults (its processor's or config's: shape mismatch)",
		message: /The size of tensor a \(\d+\) must match|shape '\[[\d, ]+\]' is invalid/,
	},
	{
		cause:
			"fixture limit: the mask-generation pipeline runs the model over a 1024-point grid of a 1024² image, past the time limit on CPU",
		message: /^timed out$/,
		id: /sam-vit|SlimSAM/i,
	},
	{ cause: "machine limit: skops is not installable here", message: /No module named 'skops'/ },
	{
		cause:
			"fixture limit: the tokenizer stand-in names the image token after the config (<image>), while Mistral 3's Pixtral processor writes [IMG]",
		message: /Mismatch in `image` token count between text and `input_ids`\. Got ids=\[0\]/,
		id: /Mistral-Small-3\.1/,
	},
	{
		cause:
			"fixture limit: the factory does not make the repository's speaker dictionary (spk_dict.pt) that Qwen2.5-Omni's talker loads",
		message: /couldn't connect to 'https:\/\/huggingface\.co'/,
		id: /Qwen2\.5-Omni/,
	},
	{
		cause: "machine limit: num2words (SmolVLM's processor needs it) is not in the pip mirror",
		message: /Package `num2words` is required/,
	},
	{ cause: "lab limit: the snippet asks the Hub API (offline here)", message: /OfflineModeIsEnabled/ },
	{
		cause:
			"fixture limit: the factory's feature extractor is the model type's default (Wav2Vec2FeatureExtractor, raw audio), not the checkpoint's (SeamlessM4TFeatureExtractor, log-mel input_features)",
		message: /forward\(\) missing 1 required positional argument: 'input_features'/,
		id: /w2v-bert/,
	},
	{
		cause: "fixture limit: a generic tokenizer stands in for the model's own (no model-specific special tokens)",
		message: /Found \[0\] <image> tokens/,
	},
	{
		cause:
			"fixture limit: the factory makes no video processors, and image processors only where transformers maps one to the model type or the factory names the checkpoint's (none for GLM-4.5V)",
		message: /Can't load (image|video) processor for|requires either a video processor or an image processor/,
		id: /GLM-4\.5V|vjepa2|LLaVA-NeXT-Video/i,
	},
	{
		cause: "fixture limit: the factory's LLaVA processor lacks the checkpoint's processor settings (its patch_size)",
		message: /unsupported operand type\(s\) for \/\/: 'int' and 'NoneType'/,
		id: /llava/i,
	},
	{
		cause:
			"lab limit: DepthPro's processor makes a 1536² image pyramid by default; its encoder activations pass the runner's 8 GiB address-space cap per snippet",
		message: /DefaultCPUAllocator: can't allocate memory/,
		id: /DepthPro/,
	},
];

/**
 * Where level 4 does not run a library's snippet exactly as a user would, and why (printed in
 * the report): a step the lab does for the snippet, or a library it cannot install.
 */
export const ML_SETUP_LIMITS: Readonly<Record<string, string>> = {
	spacy:
		"lab limit: the install comment's wheel URL (huggingface.co/…/<name>-any-py3-none-any.whl) cannot be fetched offline; " +
		"the fixture factory pip-installs the same wheel, as the repository stores it, from the fixture cache into " +
		"lab-site-packages on PYTHONPATH, and spacy.load finds the installed package there",
	"tf-keras":
		"machine limit: tf-keras is not in the pip mirror: its snippets are parsed only, their calls checked against its source",
	"keras-hub":
		"machine limit: keras-hub is not in the pip mirror: its snippets are parsed only, their calls checked against its source",
};

/** The cause when `problem` (the error line) is a known lab limit for `snippet`. */
export function knownMlLimit(snippet: LabSnippet, problem: string): string | undefined {
	return ML_LIMITS.find(
		(l) => l.message.test(problem) && (!l.id || l.id.test(snippet.id)) && (!l.code || l.code.test(snippet.code)),
	)?.cause;
}
