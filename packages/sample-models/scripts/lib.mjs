/**
 * Record builders for the sample catalogue. The tables in ./tables/ hold the facts of each
 * model (id, task, library, architecture, config values); these helpers fill the fields that
 * follow from those facts the way the hub derives them (tags, author, transformersInfo,
 * quant file lists), so that every record is shaped consistently.
 */

// ---- small utilities ----------------------------------------------------------------------

const uniq = (xs) => [...new Set(xs.filter((x) => typeof x === "string" && x !== ""))];

/** Deterministic illustrative counts: the same id always gets the same numbers. */
function sampleCounts(id, weight = 1) {
	let h = 2166136261;
	for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
	const downloads = Math.round((1000 + (h % 90000)) * weight);
	const likes = Math.max(1, Math.round(downloads / (40 + (h % 160))));
	return { downloads, likes };
}

// ---- chat templates ------------------------------------------------------------------------
// Short templates written for this catalogue in each family's turn format. They are not the
// repositories' files; the generators only need a realistic template (and whether it
// mentions tools, which some local apps check).

export const TPL = {
	llama3:
		"{{- bos_token }}\n{%- if tools %}{{- '<|start_header_id|>system<|end_header_id|>\\n\\nYou can call these tools:\\n' }}{%- for tool in tools %}{{- tool | tojson }}{%- endfor %}{{- '<|eot_id|>' }}{%- endif %}\n{%- for message in messages %}{{- '<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n' + message['content'] | trim + '<|eot_id|>' }}{%- endfor %}\n{%- if add_generation_prompt %}{{- '<|start_header_id|>assistant<|end_header_id|>\\n\\n' }}{%- endif %}",
	chatml:
		"{%- for message in messages %}{{- '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}{%- endfor %}\n{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}",
	qwen: "{%- if tools %}{{- '<|im_start|>system\\n# Tools\\n<tools>' }}{%- for tool in tools %}{{- '\\n' + tool | tojson }}{%- endfor %}{{- '\\n</tools><|im_end|>\\n' }}{%- endif %}\n{%- for message in messages %}{{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>\\n' }}{%- endfor %}\n{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}",
	gemma:
		"{{ bos_token }}{%- for message in messages %}{%- set role = 'model' if message['role'] == 'assistant' else message['role'] %}{{ '<start_of_turn>' + role + '\\n' + message['content'] | trim + '<end_of_turn>\\n' }}{%- endfor %}{%- if add_generation_prompt %}{{ '<start_of_turn>model\\n' }}{%- endif %}",
	mistral:
		"{{ bos_token }}{%- for message in messages %}{%- if message['role'] == 'user' %}{{ '[INST] ' + message['content'] + ' [/INST]' }}{%- elif message['role'] == 'assistant' %}{{ message['content'] + eos_token }}{%- endif %}{%- endfor %}",
	mistralTools:
		"{{ bos_token }}{%- if tools %}{{ '[AVAILABLE_TOOLS]' + tools | tojson + '[/AVAILABLE_TOOLS]' }}{%- endif %}{%- for message in messages %}{%- if message['role'] == 'user' %}{{ '[INST]' + message['content'] + '[/INST]' }}{%- elif message['role'] == 'assistant' %}{{ message['content'] + eos_token }}{%- endif %}{%- endfor %}",
	phi3: "{%- for message in messages %}{{ '<|' + message['role'] + '|>\\n' + message['content'] + '<|end|>\\n' }}{%- endfor %}{%- if add_generation_prompt %}{{ '<|assistant|>\\n' }}{%- endif %}",
	deepseek:
		"{{ bos_token }}{%- for message in messages %}{%- if message['role'] == 'user' %}{{ '<｜User｜>' + message['content'] }}{%- elif message['role'] == 'assistant' %}{{ '<｜Assistant｜>' + message['content'] + '<｜end▁of▁sentence｜>' }}{%- endif %}{%- endfor %}{%- if add_generation_prompt %}{{ '<｜Assistant｜><think>\\n' }}{%- endif %}",
	zephyr:
		"{%- for message in messages %}{{ '<|' + message['role'] + '|>\\n' + message['content'] + eos_token + '\\n' }}{%- endfor %}{%- if add_generation_prompt %}{{ '<|assistant|>\\n' }}{%- endif %}",
	harmony:
		"{%- if tools %}{{- '<|start|>developer<|message|># Tools\\n' }}{%- for tool in tools %}{{- tool | tojson }}{%- endfor %}{{- '<|end|>' }}{%- endif %}{%- for message in messages %}{{- '<|start|>' + message.role + '<|message|>' + message.content + '<|end|>' }}{%- endfor %}{%- if add_generation_prompt %}{{- '<|start|>assistant' }}{%- endif %}",
	glm: "[gMASK]<sop>{%- if tools %}<|system|>\\n# Tools\\n{%- for tool in tools %}{{ tool | tojson }}{%- endfor %}{%- endif %}{%- for m in messages %}<|{{ m.role }}|>\\n{{ m.content }}{%- endfor %}{%- if add_generation_prompt %}<|assistant|>{%- endif %}",
	vision:
		"{%- for message in messages %}{{- '<|im_start|>' + message['role'] + '\\n' }}{%- if message['content'] is string %}{{- message['content'] }}{%- else %}{%- for part in message['content'] %}{%- if part['type'] == 'image' or part['type'] == 'image_url' %}{{- '<|vision_start|><|image_pad|><|vision_end|>' }}{%- elif part['type'] == 'text' %}{{- part['text'] }}{%- endif %}{%- endfor %}{%- endif %}{{- '<|im_end|>\\n' }}{%- endfor %}{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}",
	idefics:
		"{%- for message in messages %}{{ message['role'] | capitalize }}{%- if message['content'] is string %}: {{ message['content'] }}{%- else %}:{%- for part in message['content'] %}{%- if part['type'] == 'image' %}<image>{%- else %} {{ part['text'] }}{%- endif %}{%- endfor %}{%- endif %}<end_of_utterance>\\n{%- endfor %}{%- if add_generation_prompt %}Assistant:{%- endif %}",
};

// ---- the record shape -------------------------------------------------------------------

/**
 * Assemble one record. `o` may hold any ModelRecord field plus builder shortcuts:
 * - `base`: `{ id, rel }` (rel: finetune | quantized | adapter | merge) adds base_model tags and cardData.base_model
 * - `license`, `languages`: card facts that also become tags
 * - `formats`: file-format tags (safetensors, pytorch, onnx, gguf, …)
 * - `weight`: scales the illustrative download count (popular models get more)
 * - `chat`: a chat template; puts it in tokenizer_config and tags the record conversational
 */
export function rec(id, o = {}) {
	const {
		base,
		license,
		languages,
		formats = [],
		weight,
		chat,
		tags = [],
		cardData,
		config,
		pipeline_tag,
		library_name,
		...rest
	} = o;
	const card = { ...(cardData ?? {}) };
	if (license && card.license === undefined) card.license = license;
	if (languages && card.language === undefined) card.language = languages;
	const baseTags = [];
	if (base) {
		const ids = Array.isArray(base.id) ? base.id : [base.id];
		if (card.base_model === undefined) card.base_model = ids.length === 1 ? ids[0] : ids;
		for (const b of ids) baseTags.push(`base_model:${b}`, `base_model:${base.rel ?? "finetune"}:${b}`);
	}
	let cfg = config;
	if (chat) {
		cfg = { ...(cfg ?? {}), tokenizer_config: { ...(cfg?.tokenizer_config ?? {}), chat_template: chat } };
	}
	const langTags = languages ? (Array.isArray(languages) ? languages : [languages]) : [];
	const out = {
		id,
		author: id.includes("/") ? id.split("/")[0] : undefined,
		pipeline_tag,
		library_name,
		tags: uniq([
			library_name,
			...formats,
			cfg?.model_type,
			pipeline_tag,
			...tags,
			chat ? "conversational" : undefined,
			...langTags,
			...baseTags,
			license ? `license:${license}` : undefined,
			"region:us",
		]),
		...rest,
	};
	if (Object.keys(card).length) out.cardData = card;
	if (cfg) out.config = cfg;
	out.sample = sampleCounts(id, weight);
	for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
	return out;
}

/**
 * A record written out in full, kept exactly as given (no derived tags), for the variants the
 * snippet generators and local apps branch on; only the illustrative counts are added.
 */
export function full(record, weight = 0.01) {
	return { ...record, sample: sampleCounts(record.id, weight) };
}

// ---- transformers -------------------------------------------------------------------------

const AUTO_BY_TASK = {
	"text-classification": "AutoModelForSequenceClassification",
	"token-classification": "AutoModelForTokenClassification",
	"question-answering": "AutoModelForQuestionAnswering",
	"table-question-answering": "AutoModelForTableQuestionAnswering",
	"zero-shot-classification": "AutoModelForSequenceClassification",
	"fill-mask": "AutoModelForMaskedLM",
	"text-generation": "AutoModelForCausalLM",
	summarization: "AutoModelForSeq2SeqLM",
	translation: "AutoModelForSeq2SeqLM",
	"text2text-generation": "AutoModelForSeq2SeqLM",
	"feature-extraction": "AutoModel",
	"sentence-similarity": "AutoModel",
	"image-classification": "AutoModelForImageClassification",
	"object-detection": "AutoModelForObjectDetection",
	"image-segmentation": "AutoModelForImageSegmentation",
	"depth-estimation": "AutoModelForDepthEstimation",
	"image-to-text": "AutoModelForVision2Seq",
	"image-text-to-text": "AutoModelForImageTextToText",
	"visual-question-answering": "AutoModelForVisualQuestionAnswering",
	"document-question-answering": "AutoModelForDocumentQuestionAnswering",
	"zero-shot-image-classification": "AutoModelForZeroShotImageClassification",
	"zero-shot-object-detection": "AutoModelForZeroShotObjectDetection",
	"automatic-speech-recognition": "AutoModelForSpeechSeq2Seq",
	"audio-classification": "AutoModelForAudioClassification",
	"text-to-audio": "AutoModelForTextToWaveform",
	"text-to-speech": "AutoModelForTextToWaveform",
	"video-classification": "AutoModelForVideoClassification",
	"image-feature-extraction": "AutoModel",
	"mask-generation": "AutoModelForMaskGeneration",
	"text-ranking": "AutoModelForSequenceClassification",
	"multiple-choice": "AutoModelForMultipleChoice",
	"keypoint-detection": "AutoModelForKeypointDetection",
	"image-to-image": "AutoModelForImageToImage",
	"audio-text-to-text": "AutoModelForSeq2SeqLM",
	"video-text-to-text": "AutoModelForImageTextToText",
	"any-to-any": "AutoModel",
};

const PROCESSOR_BY_TASK = {
	"image-classification": "AutoImageProcessor",
	"object-detection": "AutoImageProcessor",
	"image-segmentation": "AutoImageProcessor",
	"depth-estimation": "AutoImageProcessor",
	"image-feature-extraction": "AutoImageProcessor",
	"image-to-image": "AutoImageProcessor",
	"keypoint-detection": "AutoImageProcessor",
	"video-classification": "AutoImageProcessor",
	"mask-generation": "AutoProcessor",
	"image-to-text": "AutoProcessor",
	"image-text-to-text": "AutoProcessor",
	"video-text-to-text": "AutoProcessor",
	"visual-question-answering": "AutoProcessor",
	"document-question-answering": "AutoProcessor",
	"zero-shot-image-classification": "AutoProcessor",
	"zero-shot-object-detection": "AutoProcessor",
	"automatic-speech-recognition": "AutoProcessor",
	"audio-classification": "AutoFeatureExtractor",
	"text-to-audio": "AutoProcessor",
	"text-to-speech": "AutoProcessor",
	"audio-text-to-text": "AutoProcessor",
	"any-to-any": "AutoProcessor",
};

/**
 * A transformers model. `arch` is the architecture class in config.json and `modelType`
 * its model_type. Options: `auto` (auto class; default by task), `processor` (null for
 * none), `noInfo` (the hub could not infer transformersInfo), `customClass`, plus rec options.
 */
export function tf(id, pipeline_tag, arch, modelType, o = {}) {
	const { auto, processor, noInfo, customClass, config, tags = [], formats = ["safetensors"], ...rest } = o;
	const info = {
		auto_model: auto ?? AUTO_BY_TASK[pipeline_tag] ?? "AutoModel",
		pipeline_tag,
		processor: processor === null ? undefined : (processor ?? PROCESSOR_BY_TASK[pipeline_tag] ?? "AutoTokenizer"),
	};
	if (customClass) info.custom_class = customClass;
	if (!info.processor) delete info.processor;
	const isGen = ["text-generation", "image-text-to-text"].includes(pipeline_tag);
	return rec(id, {
		pipeline_tag,
		library_name: "transformers",
		formats,
		tags: [...tags, isGen ? "text-generation-inference" : undefined, "endpoints_compatible"],
		config: { architectures: [arch], model_type: modelType, ...(config ?? {}) },
		...(noInfo ? {} : { transformersInfo: info }),
		...rest,
	});
}

/** A transformers chat model (text-generation unless told), template in tokenizer_config. */
export function chatLm(id, arch, modelType, template, o = {}) {
	return tf(id, o.pipeline_tag ?? "text-generation", arch, modelType, { chat: template, ...o });
}

// ---- GGUF -------------------------------------------------------------------------------

export const QUANTS_FULL = ["Q2_K", "Q3_K_M", "Q4_K_M", "Q4_K_S", "Q5_K_M", "Q6_K", "Q8_0", "IQ4_XS", "F16"];
export const QUANTS_SHORT = ["Q4_K_M", "Q5_K_M", "Q8_0"];

/**
 * A GGUF repository. `prefix` is the file-name stem (e.g. `Llama-3.2-3B-Instruct`), `sep` the
 * separator before the quant label ("-" or "."), `ctx` the context length, `total` the parameter
 * count, `arch` the GGUF architecture, `chat` the template (absent: not conversational).
 */
export function gguf(id, o) {
	const {
		prefix,
		sep = "-",
		ctx,
		total,
		arch = "llama",
		chat,
		quants = QUANTS_SHORT,
		lower = false,
		base,
		pipeline_tag = "text-generation",
		tags = [],
		extraFiles = [],
		...rest
	} = o;
	const files = quants.map((q) => `${prefix}${sep}${lower ? q.toLowerCase() : q}.gguf`);
	const g = { total, architecture: arch, context_length: ctx };
	if (chat) g.chat_template = chat;
	return rec(id, {
		pipeline_tag,
		formats: ["gguf"],
		tags: [...tags, chat ? "conversational" : undefined, "endpoints_compatible"],
		base: base ? { id: base, rel: "quantized" } : undefined,
		gguf: g,
		siblings: [".gitattributes", "README.md", ...files, ...extraFiles].map((rfilename) => ({ rfilename })),
		...rest,
	});
}

// ---- providers ----------------------------------------------------------------------------

/** `[provider, providerId, task, status?]` rows → inferenceProviderMapping entries. */
export function serve(...rows) {
	return rows.map(([provider, providerId, task, status = "live", extra = {}]) => ({
		provider,
		providerId,
		task,
		status,
		...extra,
	}));
}

const FACT_SOURCE_KINDS = new Set(["router", "validation", "price-page", "curated"]);
const FACT_KEYS = new Set([
	"pricing",
	"contextLength",
	"maxOutputTokens",
	"tools",
	"structuredOutput",
	"performance",
	"source",
]);

/**
 * Writes a snapshot's provider facts (scripts/provider-facts.mjs) into the records' mapping entries:
 * `facts` is `{ [modelId]: { [provider]: { pricing?, contextLength?, …, source: { kind, url, asOf, note? } } } }`.
 * Every entry needs a source with an https URL and the day it was read (`asOf`, which the entry takes
 * as its own); a model or provider the catalogue does not map is an error, so the snapshot cannot
 * carry facts nobody shows.
 */
export function withProviderFacts(records, facts) {
	const byId = new Map(records.map((r) => [r.id, r]));
	for (const [id, providers] of Object.entries(facts)) {
		const record = byId.get(id);
		if (!record) throw new Error(`provider facts for ${id}: no sample record has that id`);
		for (const [provider, entryFacts] of Object.entries(providers)) {
			const where = `provider facts for ${id} at ${provider}`;
			const index = (record.inferenceProviderMapping ?? []).findIndex((m) => m.provider === provider);
			if (index < 0) throw new Error(`${where}: the record does not map that provider`);
			for (const key of Object.keys(entryFacts))
				if (!FACT_KEYS.has(key)) throw new Error(`${where}: unknown fact ${key}`);
			const { source } = entryFacts;
			if (
				!FACT_SOURCE_KINDS.has(source?.kind) ||
				typeof source.url !== "string" ||
				!source.url.startsWith("https://") ||
				!ISO_DAY.test(source.asOf ?? "")
			) {
				throw new Error(`${where}: source needs { kind, url: "https://…", asOf: "YYYY-MM-DD" }`);
			}
			const { note, ...kept } = source;
			const mapping = [...record.inferenceProviderMapping];
			mapping[index] = { ...mapping[index], ...entryFacts, source: kept, asOf: source.asOf };
			record.inferenceProviderMapping = mapping;
		}
	}
	return records;
}

export function files(...names) {
	return names.map((rfilename) => ({ rfilename }));
}

// ---- decision facts -----------------------------------------------------------------------

/** ISO timestamp of a publication day, as the hub's `createdAt`. */
export const day = (d) => `${d}T00:00:00.000Z`;

/**
 * The facts a task page compares, as the hub's model API reports them: `createdAt` (release),
 * `safetensors` (parameter count by dtype and total), `cardData.language`, and the context length
 * as the config states it (`max_position_embeddings`). `f` is compact:
 * `{ created: "YYYY-MM-DD", params: 8_190_735_360, dtype?: "BF16", context?: 32768, languages?: [...],
 *   license?, licenseName?, config?: {…}, released?: "YYYY-MM-DD", releasedSource?: "https://…" }`;
 * `licenseText` (see licenceFact) names a card's unnamed custom licence from its text.
 */
export function decisionFields(f) {
	const out = {};
	if (f.created) out.createdAt = `${f.created}T00:00:00.000Z`;
	if (f.params) out.safetensors = { parameters: { [f.dtype ?? "BF16"]: f.params }, total: f.params };
	if (f.context || f.config)
		out.config = { ...(f.config ?? {}), ...(f.context ? { max_position_embeddings: f.context } : {}) };
	if (f.languages) out.cardData = { language: f.languages };
	if (f.license) out.cardData = { ...(out.cardData ?? {}), license: f.license };
	if (f.licenseName) out.cardData = { ...(out.cardData ?? {}), license_name: f.licenseName };
	return out;
}

/**
 * A curated release day with the page that states it (the model card, the paper's first arXiv version, the
 * release announcement), kept as `sample.released`: `createdAt` stays what the hub reports, which for a
 * repository older than the March 2022 migration is only the migration's day.
 */
function releasedFact(id, f) {
	if (f.released === undefined && f.releasedSource === undefined) return undefined;
	if (
		!ISO_DAY.test(f.released ?? "") ||
		typeof f.releasedSource !== "string" ||
		!f.releasedSource.startsWith("https://")
	) {
		throw new Error(`${id}: decision.released needs "YYYY-MM-DD" and releasedSource "https://…"`);
	}
	return { date: f.released, url: f.releasedSource };
}

/**
 * The licence of a repository whose card says only `license: other` (no `license_name`): `licenseText`
 * `{ id, url, checked }` names the licence table's key for the text read at `url` on the day `checked`,
 * kept as `sample.licence`. A card that names its licence keeps its own name: the two together are refused.
 */
function licenceFact(record, f) {
	const t = f.licenseText;
	if (t === undefined) return undefined;
	if (
		typeof t.id !== "string" ||
		t.id === "" ||
		typeof t.url !== "string" ||
		!t.url.startsWith("https://") ||
		!ISO_DAY.test(t.checked ?? "")
	) {
		throw new Error(`${record.id}: decision.licenseText needs { id, url: "https://…", checked: "YYYY-MM-DD" }`);
	}
	if (f.licenseName || record.cardData?.license_name || (f.license ?? record.cardData?.license) !== "other") {
		throw new Error(`${record.id}: decision.licenseText is only for license "other" without a license_name`);
	}
	return { id: t.id, url: t.url, checked: t.checked };
}

/** Writes compact decision facts (see decisionFields) into an existing record, keeping its other fields. */
/** config.json's `torch_dtype` (or its text model's) as a safetensors dtype name, when it states one. */
const TORCH_DTYPES = { float32: "F32", bfloat16: "BF16", float16: "F16" };
function configDtype(record) {
	const dtype = record.config?.text_config?.torch_dtype ?? record.config?.torch_dtype;
	return typeof dtype === "string" ? TORCH_DTYPES[dtype.toLowerCase()] : undefined;
}

function applyFacts(record, f) {
	// A published count stored in the width the record's config states, else BF16, assumed (below).
	const dtype = f.dtype ?? (f.params ? configDtype(record) : undefined);
	const fields = decisionFields(dtype ? { ...f, dtype } : f);
	const released = releasedFact(record.id, f);
	if (released) record.sample = { ...record.sample, released };
	const licence = licenceFact(record, f);
	if (licence) record.sample = { ...record.sample, licence };
	if (fields.createdAt) record.createdAt = fields.createdAt;
	if (fields.safetensors) {
		record.safetensors = fields.safetensors;
		// A published count (rounded, see withFacts), not the hub's own summary: the size it gives is an
		// estimate, and its stored type is assumed unless the decision states it.
		record.sample = { ...record.sample, publishedSummary: dtype ? {} : { dtypeAssumed: true } };
	}
	if (fields.config) record.config = { ...(record.config ?? {}), ...fields.config };
	if (fields.cardData) record.cardData = { ...(record.cardData ?? {}), ...fields.cardData };
	if (f.license && !(record.tags ?? []).includes(`license:${f.license}`)) {
		record.tags = [...(record.tags ?? []).filter((t) => !t.startsWith("license:")), `license:${f.license}`];
	}
	return record;
}

/**
 * A record with its facts written on, so that a table entry holds all of a record's facts:
 *
 * - `decision`: what the task pages compare (the compact form `decisionFields` reads). Facts follow
 *   the model cards, repository histories and release announcements. Release dates are the day the
 *   weights were published where that is known, else the announced release, so they are exact to
 *   the month rather than the day; repositories older than the hub's March 2022 migration carry its
 *   date, 2022-03-02, as the hub does (the task pages show it as "not known", never as a release), and
 *   carry the real day in `released` with its page in `releasedSource` where one confirms it; a
 *   transformers port of weights that were not on the hub before carries the day the port was released. Parameter counts are the model's published or stored
 *   figure (for a diffusers pipeline, its denoiser: transformer or UNet), rounded to three digits,
 *   given only for repositories that publish safetensors weights, as the hub's own API does; an
 *   exact count in `hardware.safetensors` wins over them. Languages are as the card lists them, or
 *   "multilingual" where the card describes many languages without a list. `licenseStated: false`
 *   records a card that was checked and names no licence: the card metadata stays present and
 *   licence-free, as the hub returns it for such a card, so the comparison shows "licence not
 *   stated"; a record that has a licence is then an error.
 * - `hardware`: what the hardware-fit estimate reads. `config` (config.json's architecture numbers,
 *   usually a family from architectures.mjs) and `gguf` (the GGUF header's numbers) are merged field
 *   by field, the record's own values winning; `safetensors` (the hub's exact parameter counts)
 *   replaces the record's; `sizes` gives exact byte sizes of files the record lists; `files` adds
 *   weight files (name → size) to a record that lists none, so the fit reads the real checkpoint
 *   size instead of parameters × a width the record cannot give. `params` (with `dtype`, the stored
 *   width, BF16 unless told) is a published parameter count written as the hub's safetensors summary,
 *   for a repository with safetensors weights; for one whose weights are another format, `format`
 *   (pytorch, keras, onnx, nemo) and `dtype` (the files' stored type, e.g. F32) say which, and the count is
 *   kept as `sample.parameters` so the fit labels the option by that format. `source` names where a figure was read:
 *   `{ url, checked: "YYYY-MM-DD", note? }` (the model card on huggingface.co, the paper, the library's
 *   documentation; `params` requires one); it is kept in the record as `sample.sizeSource`. `dtypeAssumed: true`
 *   with `params`: no page states the stored type, `dtype` is the nearest evidence (the fit labels it "(assumed)").
 *   A count written as the safetensors summary is marked `sample.publishedSummary`: the fit calls its size
 *   estimated, as it is not the hub's exact count. `base` (an
 *   adapter whose base the catalogue does not hold): `{ params, dtype, format }`, the base's published
 *   count (format safetensors, pytorch, keras, onnx or nemo), kept as `sample.baseParameters`; needs `source`.
 * - `evals`: curated evaluation figures, each with the page it was read from and the day (see withEvals).
 */
export function withFacts(record, { decision, hardware, evals } = {}) {
	let out = record;
	if (decision) {
		out = applyFacts(structuredClone(record), decision);
		if (decision.licenseStated === false) {
			if (decision.license || out.cardData?.license || (out.tags ?? []).some((t) => t.startsWith("license:"))) {
				throw new Error(`${record.id} is marked licenseStated: false but has a licence`);
			}
			out.cardData = { ...(out.cardData ?? {}) };
		}
	}
	if (hardware) out = withHardware(out, hardware);
	return evals ? withEvals(out, evals) : out;
}

/**
 * Curated evaluation figures, kept as `sample.evals` (read by @hubkit/catalog evalResultsOf as
 * `source: "curated"`): each `{ dataset, config?, split?, metric, value, url, checked, notes? }` is one
 * figure as its page states it, `url` the https page it was read from (model card, paper, leaderboard)
 * and `checked` the day it was read there. A figure without both is refused, never guessed.
 */
function withEvals(record, evals) {
	for (const e of evals) {
		if (
			typeof e.dataset !== "string" ||
			typeof e.metric !== "string" ||
			typeof e.value !== "number" ||
			!Number.isFinite(e.value) ||
			typeof e.url !== "string" ||
			!e.url.startsWith("https://") ||
			!ISO_DAY.test(e.checked ?? "")
		) {
			throw new Error(
				`${record.id}: evals entries need { dataset, metric, value: number, url: "https://…", checked: "YYYY-MM-DD" }`,
			);
		}
	}
	return { ...record, sample: { ...record.sample, evals: evals.map((e) => ({ ...e })) } };
}

/** `source.checked` is the day the figure was read from `source.url`. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The source of a size figure: an https URL (model card, paper, library docs), the day it was read,
 * and an optional note saying what the figure counts when that is not the repository itself.
 */
function checkedSource(id, source) {
	if (typeof source?.url !== "string" || !source.url.startsWith("https://") || !ISO_DAY.test(source.checked ?? "")) {
		throw new Error(`${id}: hardware.source needs { url: "https://…", checked: "YYYY-MM-DD" }`);
	}
	return {
		url: source.url,
		checked: source.checked,
		...(typeof source.note === "string" ? { note: source.note } : {}),
	};
}

/** The formats a published count may state for a repository without safetensors weights (the fit's option formats). */
const COUNT_FORMATS = new Set(["pytorch", "keras", "onnx", "nemo"]);
/** The stored types a published count may state (the widths the fit knows). */
const COUNT_DTYPES = new Set(["F32", "F16", "BF16", "I8", "U8"]);

function withHardware(
	r,
	{ config, gguf, safetensors, sizes, files, params, dtype, dtypeAssumed, format, base, source },
) {
	const out = { ...r };
	if (base !== undefined) {
		// An adapter whose base the catalogue does not hold: the base's published count sizes it.
		if (!(r.tags ?? []).some((t) => t.startsWith("base_model:adapter:")))
			throw new Error(`${r.id}: hardware.base is for an adapter (a base_model:adapter: tag)`);
		if (!Number.isSafeInteger(base.params) || base.params <= 0)
			throw new Error(`${r.id}: hardware.base.params must be a positive integer`);
		if (!COUNT_DTYPES.has(base.dtype))
			throw new Error(`${r.id}: hardware.base.dtype must be one of ${[...COUNT_DTYPES].join(", ")}`);
		if (base.format !== "safetensors" && !COUNT_FORMATS.has(base.format))
			throw new Error(`${r.id}: hardware.base.format must be safetensors or one of ${[...COUNT_FORMATS].join(", ")}`);
		if (!source) throw new Error(`${r.id}: hardware.base needs a source`);
		out.sample = {
			...r.sample,
			baseParameters: {
				total: base.params,
				dtype: base.dtype,
				format: base.format,
				...(base.dtypeAssumed === true ? { dtypeAssumed: true } : {}),
			},
		};
	}
	if (params !== undefined) {
		if (base !== undefined) throw new Error(`${r.id}: give hardware.params or hardware.base, not both`);
		if (!Number.isSafeInteger(params) || params <= 0)
			throw new Error(`${r.id}: hardware.params must be a positive integer`);
		if (!source) throw new Error(`${r.id}: hardware.params needs a source`);
		const listsSafetensors =
			(r.tags ?? []).includes("safetensors") || (r.siblings ?? []).some((s) => /\.safetensors$/i.test(s.rfilename));
		if (format !== undefined) {
			// The repository's weights are another format: the count says which, and their stored type, so the
			// fit labels the option by the files people download, not as safetensors.
			if (!COUNT_FORMATS.has(format))
				throw new Error(`${r.id}: hardware.format must be one of ${[...COUNT_FORMATS].join(", ")}`);
			if (!COUNT_DTYPES.has(dtype))
				throw new Error(`${r.id}: hardware.params with a format needs dtype, one of ${[...COUNT_DTYPES].join(", ")}`);
			out.sample = {
				...out.sample,
				parameters: { total: params, dtype, format, ...(dtypeAssumed === true ? { dtypeAssumed: true } : {}) },
			};
		} else {
			// Without a format, a published count stands in for the hub's safetensors summary, only where the
			// repository has safetensors weights: on any other repository it would claim a format it does not publish.
			if (!listsSafetensors)
				throw new Error(
					`${r.id}: hardware.params needs a record with safetensors weights, or hardware.format (the format its weights are stored in)`,
				);
			out.safetensors = { parameters: { [dtype ?? "BF16"]: params }, total: params };
			// A published count, not the hub's own: the size it gives is an estimate (safetensorsOption).
			out.sample = { ...out.sample, publishedSummary: dtypeAssumed === true ? { dtypeAssumed: true } : {} };
		}
	} else if (format !== undefined) throw new Error(`${r.id}: hardware.format goes with hardware.params`);
	else if (dtypeAssumed !== undefined) throw new Error(`${r.id}: hardware.dtypeAssumed goes with hardware.params`);
	if (source) out.sample = { ...out.sample, sizeSource: checkedSource(r.id, source) };
	if (files) {
		if ((r.siblings ?? []).some((s) => s.rfilename in files)) {
			throw new Error(`${r.id} already lists its weight files; give their sizes in hardware.sizes`);
		}
		out.siblings = [...(r.siblings ?? []), ...Object.entries(files).map(([rfilename, size]) => ({ rfilename, size }))];
	}
	if (config) {
		const { text_config, ...top } = config;
		out.config = { ...top, ...(r.config ?? {}) };
		if (text_config) out.config.text_config = { ...text_config, ...(r.config?.text_config ?? {}) };
	}
	if (gguf) out.gguf = { ...gguf, ...(r.gguf ?? {}) };
	if (safetensors) {
		// The hub's own summary, exact: it replaces a published count and its "estimated" mark.
		out.safetensors = safetensors;
		if (out.sample?.publishedSummary) {
			const { publishedSummary: _, ...sample } = out.sample;
			out.sample = sample;
		}
	}
	if (params !== undefined && safetensors)
		throw new Error(`${r.id}: give hardware.params or hardware.safetensors, not both`);
	if (sizes && out.siblings) {
		out.siblings = out.siblings.map((s) => (sizes[s.rfilename] ? { ...s, size: sizes[s.rfilename] } : s));
	}
	return out;
}
