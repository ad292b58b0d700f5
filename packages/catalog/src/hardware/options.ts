/**
 * The weight options of a repository: each GGUF quantization (a split file's shards grouped,
 * the vision projector paired), the checkpoint (safetensors, else PyTorch `.bin`/`.pt`/`.pth`,
 * else Keras `.keras`/`.h5`: the one a loader picks, so the same weights are never listed twice)
 * and each ONNX export, with what it weighs. Real file sizes when the record lists them;
 * otherwise parameters × bits per weight, marked estimated. A library's own files (a NeMo archive,
 * a scikit-learn pickle, a stable-baselines3 zip, a LiteRT model…) by their real size only.
 */
import { GGML_QUANT_SIZES, GGMLQuantizationType } from "../gguf-data.js";
import { ggufFileQuant, ggufQuantInfo } from "../gguf-quants.js";
import type { ModelRecord } from "../model.js";
import { type ModelArchitecture, modelArchitecture } from "./architecture.js";

/** The file formats a weight option is read from. */
export const WEIGHT_FORMATS = [
	"gguf",
	"safetensors",
	"pytorch",
	"onnx",
	"keras",
	"nemo",
	"ckpt",
	"pickle",
	"skops",
	"zip",
	"litert",
	"npz",
	"msgpack",
	"savedmodel",
	"paddle",
] as const;
export type WeightFormat = (typeof WEIGHT_FORMATS)[number];

/**
 * The program that would load the weights; it decides the runtime overhead. For PyTorch, Keras and
 * ONNX weights it is the model's own library (`sentence-transformers`, `diffusers`, `timm`,
 * `keras`, `transformers.js`…) or, for a record that names none, the format's runtime
 * (`pytorch`, `keras`, `onnxruntime`): every one of those takes runtimeOverhead's 20 % rule.
 */
export type Runtime = "llama.cpp" | "mlx" | "transformers" | (string & {});

export interface WeightOption {
	format: WeightFormat;
	/** `Q4_K_M`, `BF16`, `AWQ 4-bit`, `MLX 4-bit`, … */
	quant: string;
	/** Every file to download: all shards, then the projector. */
	files: readonly string[];
	weightsBytes: number;
	/** The vision/audio projector's share of `weightsBytes` (loaded, but not read per generated token). */
	projectorBytes: number;
	/** True when a size was not in the record and was computed from parameters × bits per weight. */
	estimated: boolean;
	/** Effective bits per weight of the language model's weights, when the parameter count is known. */
	bitsPerWeight?: number;
	description?: string;
	runtime: Runtime;
	/** An adapter's option: the base model (by id) whose weights it is loaded on, counted in `weightsBytes`. */
	base?: string;
	/** With `base`: the base is not in the catalogue and was sized by the adapter record's published count of it (statedAdapterBase). */
	baseStated?: true;
	/**
	 * A derived record's option: the model (by id) whose parameter count sizes it, at this record's own
	 * format and precision, and how it was derived (`conversion`: an ONNX export, an MLX or other
	 * quantization; `finetune`: a fine-tune of the same architecture). See conversionOption.
	 */
	derivedFrom?: { id: string; relation: "conversion" | "finetune" };
}

const SPLIT = /-(\d{5})-of-(\d{5})\.gguf$/i;
const isProjector = (path: string): boolean => /mmproj/i.test(path.replace(/^.*\//, ""));

/** Code-point order: shard numbers are zero-padded, so this is shard order. */
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

interface Sized {
	bytes: number;
	estimated: boolean;
}

/** A byte count: whole, positive and exactly representable; anything else (0, -1, 0.5, 1e308) is unknown. */
const byteCount = (v: unknown): number | undefined =>
	typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : undefined;

/** The files' total size, or undefined when one is unknown (or the sum is no byte count). */
function sumSizes(sizes: unknown[]): number | undefined {
	let total = 0;
	for (const s of sizes) {
		const bytes = byteCount(s);
		if (bytes === undefined) return undefined;
		total += bytes;
	}
	return byteCount(total);
}

/** The projector to pair with every quantization: the 16-bit one when there are several. */
function pickProjector(projectors: { rfilename: string; size?: number }[]) {
	if (projectors.length < 2) return projectors[0];
	const sorted = [...projectors].sort((a, b) => byName(a.rfilename, b.rfilename));
	return sorted.find((p) => /(?<![a-z0-9])(f16|bf16|fp16)(?![a-z0-9])/i.test(p.rfilename)) ?? sorted[0];
}

/** Bits per weight when the label is not a known type but names a width (`q4`, `Q6`): the width plus a block scale. */
function bitsFromLabel(name: string, label: string | undefined): number | undefined {
	const info = ggufQuantInfo(label);
	if (info) return info.bitsPerWeight;
	const m = /(?<![a-z0-9])q(\d)(?![0-9])/i.exec(name.replace(/^.*\//, ""));
	return m ? Number(m[1]) + 0.5 : undefined;
}

export function ggufOptions(model: ModelRecord, arch: ModelArchitecture = modelArchitecture(model)): WeightOption[] {
	const ggufFiles = (model.siblings ?? []).filter((s) => /\.gguf$/i.test(s.rfilename));
	const projectors = ggufFiles.filter((s) => isProjector(s.rfilename));
	const projector = pickProjector(projectors);
	const parameters = arch.parameters;
	const groups = new Map<string, { rfilename: string; size?: number }[]>();
	for (const s of ggufFiles) {
		if (isProjector(s.rfilename)) continue;
		const key = s.rfilename.replace(SPLIT, ".gguf");
		const list = groups.get(key) ?? [];
		list.push(s);
		groups.set(key, list);
	}
	const options: WeightOption[] = [];
	for (const [key, shards] of groups) {
		if (shards.length > 1) shards.sort((a, b) => byName(a.rfilename, b.rfilename));
		const label = ggufFileQuant(key);
		const bits = bitsFromLabel(key, label);
		const declared = Number(SPLIT.exec(shards[0]!.rfilename)?.[2] ?? 1);
		const real = shards.length === declared ? sumSizes(shards.map((s) => s.size)) : undefined;
		let weights: Sized | undefined;
		if (real !== undefined) weights = { bytes: real, estimated: false };
		else if (parameters && bits) weights = { bytes: Math.round((parameters * bits) / 8), estimated: true };
		if (!weights) continue; // neither a size nor a way to compute one: nothing to say about this file
		// An unsized projector is counted as nothing and flagged: its size does not follow from the LLM's parameters.
		const projectorSize = byteCount(projector?.size);
		const proj: Sized | undefined = projector
			? projectorSize !== undefined
				? { bytes: projectorSize, estimated: false }
				: { bytes: 0, estimated: true }
			: undefined;
		const stem = key.replace(/^.*\//, "").replace(/\.gguf$/i, "");
		options.push({
			format: "gguf",
			quant: label ?? stem,
			files: [...shards.map((s) => s.rfilename), ...(projector ? [projector.rfilename] : [])],
			weightsBytes: weights.bytes + (proj?.bytes ?? 0),
			projectorBytes: proj?.bytes ?? 0,
			estimated: weights.estimated || (proj?.estimated ?? false),
			...bitsField(parameters ? (weights.bytes * 8) / parameters : bits),
			description: ggufQuantInfo(label)?.description,
			runtime: "llama.cpp",
		});
	}
	return options;
}

/** Bytes per stored element of the dtypes the hub's safetensors summary names. */
const DTYPE_BYTES: Readonly<Record<string, number>> = {
	F64: 8,
	I64: 8,
	U64: 8,
	F32: 4,
	I32: 4,
	U32: 4,
	F16: 2,
	BF16: 2,
	I16: 2,
	U16: 2,
	F8_E4M3: 1,
	F8_E5M2: 1,
	F8_E8M0: 1,
	I8: 1,
	U8: 1,
	BOOL: 1,
};

const DTYPE_NAMES: Readonly<Record<string, string>> = {
	bfloat16: "BF16",
	float16: "F16",
	float32: "F32",
	bf16: "BF16",
	fp16: "F16",
	fp32: "F32",
};

/** A quantization width: a whole number of bits from 1 to 32 (a `bits: -4` or `2.5` is no width). */
const bitWidth = (v: unknown): number | undefined =>
	typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 32 ? v : undefined;

/**
 * The safetensors checkpoint's precision: a quantization config (AWQ, GPTQ, bitsandbytes,
 * MLX, FP8) or the stored float type. `bits` is the effective width used to estimate when no
 * size is known: weight bits plus a 16-bit scale and a 16-bit zero point (or bias) per group;
 * absent when a quantization config names a method but no usable width.
 */
function safetensorsPrecision(model: ModelRecord): {
	quant: string;
	bits?: number;
	mxfp4Rest?: Mxfp4Rest;
	/** True when nothing in the record states the precision (the BF16 fallback). */
	assumed?: true;
	/** True when the width is the stored counts' (the hub's summary, or a published count written as one). */
	fromCounts?: true;
} {
	const mlx = model.library_name === "mlx" || (model.tags ?? []).includes("mlx");
	const q = model.config?.quantization_config ?? (mlx ? mlxStatedQuantization(model) : undefined);
	if (q) {
		const method = typeof q.quant_method === "string" ? q.quant_method.toLowerCase() : undefined;
		const loadIn4 = q.load_in_4bit === true;
		const bits = bitWidth(q.bits) ?? (loadIn4 ? 4 : q.load_in_8bit === true ? 8 : undefined);
		if (method === "fp8") return { quant: "FP8", bits: 8 };
		// gpt-oss's own `quant_method: "mxfp4"`; MLX writes MXFP4 as `mode: "mxfp4"`.
		if (method === "mxfp4" || (typeof q.mode === "string" && q.mode.toLowerCase() === "mxfp4")) {
			const rest = mxfp4Rest(q);
			if (!rest) return { quant: "MXFP4 + mixed" };
			return { quant: rest.name === "BF16" ? "MXFP4" : `MXFP4 + ${rest.name}`, bits: MXFP4_BITS, mxfp4Rest: rest };
		}
		if (q.bits !== undefined && q.bits !== null && bits === undefined) {
			// A width that is no width: the method is known, its size only from the files.
			const name = method ? method.toUpperCase() : mlx ? "MLX" : "quantized";
			return { quant: name };
		}
		if (bits) {
			const group =
				Number.isInteger(q.group_size) && (q.group_size as number) > 0 ? (q.group_size as number) : mlx ? 64 : 128;
			const name =
				method === "awq"
					? "AWQ"
					: method === "gptq"
						? "GPTQ"
						: method === "bitsandbytes"
							? "bnb"
							: method === "compressed-tensors"
								? "W" + bits + "A16"
								: mlx
									? "MLX"
									: (method?.toUpperCase() ?? "");
			const quant = name.startsWith("W") ? name : `${name} ${bits}-bit`.trim();
			return { quant, bits: bits + 32 / group };
		}
	}
	const stored = storedCounts(model);
	if (stored) {
		const top = Object.entries(stored).sort((a, b) => b[1] - a[1])[0];
		if (top && DTYPE_BYTES[top[0]]) return { quant: top[0], bits: DTYPE_BYTES[top[0]]! * 8, fromCounts: true };
	}
	const dtype = model.config?.text_config?.torch_dtype ?? model.config?.torch_dtype;
	const name = typeof dtype === "string" ? DTYPE_NAMES[dtype.toLowerCase()] : undefined;
	// Nothing states the precision: BF16 is the usual width to estimate with, marked as assumed.
	return name ? { quant: name, bits: DTYPE_BYTES[name]! * 8 } : { quant: "BF16", bits: 16, assumed: true };
}

type QuantizationConfig = NonNullable<NonNullable<ModelRecord["config"]>["quantization_config"]>;

/** The words a record states its own precision in: its tags without a namespace, and its repository name. */
const ownWords = (model: ModelRecord): string[] => [
	...(model.tags ?? []).filter((t) => !t.includes(":")),
	model.id.slice(model.id.indexOf("/") + 1),
];

/**
 * The quantized width a record's own words state (ownWords: a `base_model:…` tag names another
 * record's), the one reader of a width tag: each word read whole or by its `-`, `_` or `.`-separated
 * parts: `4-bit`, `4bit`, `4-bits`, `int4`, `w4a16`, `q8`; 1 to 15 bits. Undefined when no word states one, or when a word names MXFP4: its
 * blocks carry their own scales and a second width beside it (`MXFP4-Q8`) is another part's, so no
 * one width sizes the weights (the record's quantization config has to say).
 */
function statedQuantWidth(model: ModelRecord): number | undefined {
	const words = ownWords(model);
	if (words.some((w) => /(?:^|[-_.])mxfp4(?=$|[-_.])/i.test(w))) return undefined;
	for (const w of words) {
		const int = /(?:^|[-_.])(?:(\d{1,2})-?bits?|int(\d{1,2})|w(\d{1,2})a\d{1,2}|q(\d))(?=$|[-_.])/i.exec(w);
		const width = bitWidth(Number(int?.[1] ?? int?.[2] ?? int?.[3] ?? int?.[4]));
		if (width !== undefined && width < 16) return width;
	}
	return undefined;
}

/**
 * An MLX record's width from its own words (statedQuantWidth: the hub tags quantized repositories
 * `<n>-bit`, and mlx-community names them `…-4bit`; mlx-lm's conversions often carry no quantization
 * config in the record), read as a quantization config of that width: mlx-lm's default group size
 * then applies. Undefined when its words state none.
 */
function mlxStatedQuantization(model: ModelRecord): QuantizationConfig | undefined {
	const bits = statedQuantWidth(model);
	return bits ? { bits } : undefined;
}

/**
 * MXFP4 (OCP microscaling FP4): 32 4-bit values share one 8-bit scale, 4.25 bits per weight
 * (ggml's MXFP4 block, gguf-data.ts; OpenAI's gpt-oss model card: "4.25 bits per parameter").
 */
const MXFP4_BITS = GGML_QUANT_SIZES[GGMLQuantizationType.MXFP4]!.bitsPerWeight;

/** The width of the weights an MXFP4 checkpoint keeps outside its experts: its name and bits per weight. */
interface Mxfp4Rest {
	name: string;
	bits: number;
}

/**
 * What an MXFP4 checkpoint stores beside its MXFP4 experts. gpt-oss's own checkpoint: BF16 (its
 * config's `modules_to_not_convert`). An MLX conversion that quantizes the other layers lists them
 * as per-layer entries of its config, each `{ bits, group_size, mode }` under the layer's path
 * (mlx-community/gpt-oss-20b-MXFP4-Q8: 8-bit affine, Blaizzy/mlx-vlm issue 1703): one width for all
 * of them is that width plus a 16-bit scale and bias per group (mlx-lm's default group of 64 when
 * the entry names none). Undefined when the entries state different or unusable widths.
 */
function mxfp4Rest(q: QuantizationConfig): Mxfp4Rest | undefined {
	const layers = Object.values(q).filter(
		(v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v) && "bits" in v,
	);
	if (layers.length === 0) return { name: "BF16", bits: 16 };
	const widths = new Set(
		layers.map((l) => {
			const group = Number.isInteger(l.group_size) && (l.group_size as number) > 0 ? (l.group_size as number) : 64;
			const bits = bitWidth(l.bits);
			return bits === undefined || (typeof l.mode === "string" && l.mode !== "affine") ? "" : `${bits}/${group}`;
		}),
	);
	const [only] = widths;
	if (widths.size !== 1 || !only) return undefined;
	const [bits, group] = only.split("/").map(Number) as [number, number];
	return { name: `${bits}-bit`, bits: bits + 32 / group };
}

/**
 * The bytes of an MXFP4 checkpoint: the mixture-of-experts weights in MXFP4 ("the MoE weights are
 * responsible for 90+% of the total parameter count", gpt-oss model card), every other weight at
 * `rest` (mxfp4Rest: BF16 as gpt-oss ships it). The experts' share is counted from the architecture
 * (each expert a gated MLP: 3 × hidden × expert FFN, in every layer); without it, every weight at
 * MXFP4's width.
 */
function mxfp4Bytes(arch: ModelArchitecture, rest: Mxfp4Rest): number | undefined {
	const { parameters, layers, experts, hiddenSize, expertFfnSize } = arch;
	if (!parameters) return undefined;
	const expertWeights =
		layers && experts && hiddenSize && expertFfnSize ? layers * experts * 3 * hiddenSize * expertFfnSize : 0;
	if (expertWeights <= 0 || expertWeights >= parameters) return byteCount(Math.round((parameters * MXFP4_BITS) / 8));
	return byteCount(Math.round((expertWeights * MXFP4_BITS + (parameters - expertWeights) * rest.bits) / 8));
}

/**
 * The hub's stored element counts per dtype, when every one is a whole number ≥ 0 and they add up
 * to a byte count; otherwise undefined (nothing to size the checkpoint or name its precision by).
 */
function storedCounts(model: ModelRecord): Readonly<Record<string, number>> | undefined {
	const stored = model.safetensors?.parameters;
	if (!stored || typeof stored !== "object") return undefined;
	const counts = Object.values(stored);
	if (!counts.every((v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0)) return undefined;
	return byteCount(counts.reduce((n, v) => n + v, 0)) ? stored : undefined;
}

/** The weight files of a safetensors checkpoint (Mistral's duplicate `consolidated` file left out when shards exist). */
function safetensorsFiles(model: ModelRecord) {
	const all = (model.siblings ?? []).filter((s) => /\.safetensors$/i.test(s.rfilename));
	const main = all.filter((s) => !/(^|\/)consolidated[^/]*\.safetensors$/i.test(s.rfilename));
	return main.length ? main : all;
}

export function safetensorsOption(
	model: ModelRecord,
	arch: ModelArchitecture = modelArchitecture(model),
): WeightOption | undefined {
	const files = safetensorsFiles(model);
	const hasSafetensors =
		files.length > 0 || model.safetensors !== undefined || (model.tags ?? []).includes("safetensors");
	if (!hasSafetensors) return undefined;
	const { quant: stated, bits, mxfp4Rest: rest, assumed, fromCounts } = safetensorsPrecision(model);
	const parameters = arch.parameters;
	const runtime: Runtime = model.library_name === "mlx" || (model.tags ?? []).includes("mlx") ? "mlx" : "transformers";
	const real = files.length ? sumSizes(files.map((s) => s.size)) : undefined;
	const stored = storedCounts(model);
	const published = model.sample?.publishedSummary;
	let weights: Sized | undefined;
	const counted =
		stored && Object.keys(stored).every((k) => DTYPE_BYTES[k])
			? byteCount(Object.entries(stored).reduce((n, [k, v]) => n + v * DTYPE_BYTES[k]!, 0))
			: undefined;
	// gpt-oss stores its MXFP4 tensors as U8 `_blocks` and `_scales`: stored counts without U8 count every weight unpacked.
	const mxfp4 = rest ? (stored?.U8 ? undefined : mxfp4Bytes(arch, rest)) : undefined;
	if (real !== undefined) weights = { bytes: real, estimated: false };
	else if (mxfp4 !== undefined) weights = { bytes: mxfp4, estimated: true };
	// The hub counts stored elements per dtype: their bytes are the checkpoint's size (headers aside). A
	// published count written in that form (a model card's "3B") gives an estimate.
	else if (counted !== undefined) weights = { bytes: counted, estimated: published !== undefined };
	else if (parameters && bits) weights = { bytes: Math.round((parameters * bits) / 8), estimated: true };
	if (!weights) return undefined;
	// A published count's assumed width says nothing of a width the quantization config states.
	const quant = precisionLabel(
		stated,
		assumed === true || (fromCounts === true && published?.dtypeAssumed === true),
		weights.estimated,
	);
	return {
		format: "safetensors",
		quant,
		files: files.map((s) => s.rfilename),
		weightsBytes: weights.bytes,
		projectorBytes: 0,
		estimated: weights.estimated,
		...bitsField(parameters ? (weights.bytes * 8) / parameters : undefined),
		...(rest ? { description: `Mixture-of-experts weights in MXFP4 (4.25 bits), the rest ${rest.name}` } : {}),
		runtime,
	};
}

/**
 * Weight files of the other formats people download, by format. Training state saved beside the
 * weights (`optimizer.pt`, `scheduler.pt`, `rng_state*.pth`, `training_args.bin`) is no weight file;
 * a `.bin` is PyTorch's only when named so (fastText, CTranslate2 and others use `.bin` too).
 */
const TRAINING_STATE = /(^|\/)(optimizer|scheduler|rng_state[^/]*|training_args|trainer_state)\.(bin|pt|pth)$/i;
const FORMAT_FILES: Readonly<Record<"pytorch" | "keras", RegExp>> = {
	// `model.th`: AllenNLP's torch.save; `state_dict.bin`: AudioCraft's.
	pytorch: /(^|\/)([^/]*pytorch_model[^/]*|state_dict)\.bin$|\.(pt|pth|th)$/i,
	keras: /\.(keras|h5)$/i,
};
const ONNX = /\.onnx$/i;
/** An ONNX model's external weights: `model.onnx_data`, `model.onnx.data`, `model.onnx_data_1`. */
const ONNX_DATA = /\.onnx(_data|\.data)(_\d+)?$/i;

/** Files of a format in the record's listing, in name order. */
function formatFiles(model: ModelRecord, format: "pytorch" | "keras") {
	return (model.siblings ?? [])
		.filter((s) => FORMAT_FILES[format].test(s.rfilename) && !TRAINING_STATE.test(s.rfilename))
		.sort((a, b) => byName(a.rfilename, b.rfilename));
}

/** The library that loads the weights: the record's own, else the format's runtime. */
function libraryRuntime(model: ModelRecord, fallback: string): Runtime {
	return typeof model.library_name === "string" && model.library_name !== "" ? model.library_name : fallback;
}

const FORMAT_LABELS: Readonly<Record<"pytorch" | "keras", string>> = {
	pytorch: "PyTorch weights",
	keras: "Keras / TensorFlow weights",
};

/**
 * How an option names its precision: the stated width as it is; a width nothing states is never shown as
 * fact: real bytes need none ("precision not stated"), an estimate names the width it assumed.
 */
function precisionLabel(width: string, assumed: boolean, estimated: boolean): string {
	return !assumed ? width : estimated ? `${width} (assumed)` : PRECISION_NOT_STATED;
}

/** The `quant` of real bytes whose stored width nothing states (precisionLabel). */
export const PRECISION_NOT_STATED = "precision not stated";

/**
 * The stored float width of a checkpoint that is not safetensors: config.json's `torch_dtype`,
 * else 32 bits, assumed (PyTorch and Keras save float32 unless the model was cast before saving,
 * and many were: DepthPro's and 3DTopia-XL's pickles hold float16).
 */
function storedWidth(model: ModelRecord): { quant: string; bits: number; assumed: boolean } {
	const dtype = model.config?.text_config?.torch_dtype ?? model.config?.torch_dtype;
	const name = typeof dtype === "string" ? DTYPE_NAMES[dtype.toLowerCase()] : undefined;
	return name
		? { quant: name, bits: DTYPE_BYTES[name]! * 8, assumed: false }
		: { quant: "F32", bits: 32, assumed: true };
}

/** transformers' and diffusers' PyTorch weights: the shards of one checkpoint, or the components of one pipeline. */
const PYTORCH_BIN = /(^|\/)[^/]*pytorch_model[^/]*\.bin$/i;
/** A shard's number in its name (`tf_model-00001-of-00002.h5`): shards of one file are one checkpoint. */
const SHARD = /-\d{5}-of-\d{5}(?=\.[^./]+$)/;

/**
 * The checkpoints among a format's files: every `pytorch_model*.bin` file is one (summed: shards and a
 * pipeline's components alike); any other file, with its shards, is one of its own (`yolo11n.pt` and
 * `yolo11s.pt` are two models to choose from, not one to download whole). Keyed by the file's path
 * without its extension (and shard number); "" for the `.bin` checkpoint.
 */
function checkpointGroups(model: ModelRecord, format: "pytorch" | "keras") {
	const groups = new Map<string, { rfilename: string; size?: number }[]>();
	for (const s of formatFiles(model, format)) {
		const key =
			format === "pytorch" && PYTORCH_BIN.test(s.rfilename)
				? ""
				: s.rfilename.replace(SHARD, "").replace(/\.[^./]+$/, "");
		const list = groups.get(key) ?? [];
		list.push(s);
		groups.set(key, list);
	}
	return [...groups];
}

/**
 * The checkpoints in PyTorch (`.bin`, `.pt`, `.pth`) or Keras (`.keras`, `.h5`) files, one option each
 * (checkpointGroups), by the rules of the safetensors checkpoint: the real sizes when each is a byte
 * count, else parameters × the stored width, estimated (only for a repository of one checkpoint, which
 * the record's parameter count describes). Named by the stored width, or by the file when there are several.
 */
export function checkpointOptions(
	model: ModelRecord,
	format: "pytorch" | "keras",
	arch: ModelArchitecture = modelArchitecture(model),
): WeightOption[] {
	const groups = checkpointGroups(model, format);
	if (groups.length === 0) return [];
	const { quant, bits, assumed } = storedWidth(model);
	const parameters = groups.length === 1 ? arch.parameters : undefined;
	const runtime = libraryRuntime(model, format);
	const options: WeightOption[] = [];
	for (const [key, files] of groups) {
		const real = sumSizes(files.map((s) => s.size));
		const weights: Sized | undefined =
			real !== undefined
				? { bytes: real, estimated: false }
				: parameters
					? { bytes: Math.round((parameters * bits) / 8), estimated: true }
					: undefined;
		if (!weights) continue;
		const width = precisionLabel(quant, assumed, weights.estimated);
		options.push({
			format,
			quant: groups.length === 1 ? width : key || "pytorch_model",
			files: files.map((s) => s.rfilename),
			weightsBytes: weights.bytes,
			projectorBytes: 0,
			estimated: weights.estimated,
			...bitsField(parameters ? (weights.bytes * 8) / parameters : undefined),
			description: `${FORMAT_LABELS[format]} (${runtime})`,
			runtime,
		});
	}
	return options;
}

/** The variant an ONNX file name states (`model_fp16.onnx`, `decoder_model_merged_q4.onnx`), and its label. */
const ONNX_VARIANTS: readonly [RegExp, string][] = [
	[/_q4f16$/i, "Q4 (F16)"],
	[/_bnb4$/i, "BNB4"],
	[/_q4$/i, "Q4"],
	[/_(quantized|int8|uint8|q8)$/i, "INT8"],
	[/_fp16$/i, "F16"],
	[/_fp32$/i, "F32"],
];

/** An ONNX file's variant: its label and the file's stem without the variant suffix. */
function onnxVariant(path: string): string {
	const stem = path.replace(/^.*\//, "").replace(ONNX, "");
	return ONNX_VARIANTS.find(([re]) => re.test(stem))?.[1] ?? "F32";
}

/**
 * One option per ONNX variant of the repository (transformers.js exports ship the same graph in
 * several precisions: `model.onnx`, `model_fp16.onnx`, `model_quantized.onnx`…): the variant's
 * graphs (an encoder and a decoder are one model) with their external data files, summed. Sized
 * from the files only: an export's precision is not the checkpoint's, so parameters give no size.
 */
export function onnxOptions(model: ModelRecord, arch: ModelArchitecture = modelArchitecture(model)): WeightOption[] {
	const siblings = model.siblings ?? [];
	const graphs = siblings.filter((s) => ONNX.test(s.rfilename));
	if (graphs.length === 0) return [];
	const groups = new Map<string, { rfilename: string; size?: number }[]>();
	for (const g of graphs) {
		const label = onnxVariant(g.rfilename);
		const list = groups.get(label) ?? [];
		list.push(g);
		// External data belongs to its graph: `<graph>.onnx_data`, `<graph>.onnx.data`, `<graph>.onnx_data_1`.
		list.push(...siblings.filter((s) => ONNX_DATA.test(s.rfilename) && s.rfilename.startsWith(g.rfilename)));
		groups.set(label, list);
	}
	const runtime = model.library_name === "transformers.js" ? "transformers.js" : "onnxruntime";
	const options: WeightOption[] = [];
	for (const [quant, files] of groups) {
		files.sort((a, b) => byName(a.rfilename, b.rfilename));
		const bytes = sumSizes(files.map((s) => s.size));
		if (bytes === undefined) continue;
		options.push({
			format: "onnx",
			quant,
			files: files.map((s) => s.rfilename),
			weightsBytes: bytes,
			projectorBytes: 0,
			estimated: false,
			...bitsField(arch.parameters ? (bytes * 8) / arch.parameters : undefined),
			description: `ONNX (${runtime})`,
			runtime,
		});
	}
	return options;
}

/** The base an adapter record names (`base_model:adapter:<id>`), or undefined when it is no adapter. */
export function adapterBaseId(model: ModelRecord): string | undefined {
	const tag = (model.tags ?? []).find((t) => t.startsWith("base_model:adapter:"));
	return tag ? tag.slice("base_model:adapter:".length) : undefined;
}

/** An adapter's own weight files (LoRA, textual inversion, ControlNet): safetensors or PyTorch files. */
const ADAPTER_FILES = /\.(safetensors|bin|pt|pth)$/i;

/**
 * The weights of an adapter (PEFT, a diffusers LoRA): the base model's checkpoint, which it is loaded
 * on, plus the adapter's own files. Always estimated (the two are loaded together, not one file),
 * and the base named; an adapter file of unknown size counts as nothing (adapters are a small share
 * of their base). Undefined when `base` is not the adapter's base or has no checkpoint to size.
 * Pure: the caller looks the base up (a store, at load time).
 */
export function adapterOption(adapter: ModelRecord, base: ModelRecord): WeightOption | undefined {
	if (adapterBaseId(adapter) !== base.id) return undefined;
	const checkpoint = weightOptions(base).find((o) => o.format !== "gguf" && o.format !== "onnx");
	if (!checkpoint) return undefined;
	const files = (adapter.siblings ?? [])
		.filter((s) => ADAPTER_FILES.test(s.rfilename) && !TRAINING_STATE.test(s.rfilename))
		.sort((a, b) => byName(a.rfilename, b.rfilename));
	const own = files.length ? (sumSizes(files.map((s) => s.size)) ?? 0) : 0;
	const bytes = byteCount(checkpoint.weightsBytes + own);
	if (bytes === undefined) return undefined;
	const runtime = libraryRuntime(adapter, "peft");
	return {
		format: checkpoint.format,
		quant: `${checkpoint.quant} + adapter`,
		files: files.map((s) => s.rfilename),
		weightsBytes: bytes,
		projectorBytes: 0,
		estimated: true,
		...(checkpoint.bitsPerWeight !== undefined ? { bitsPerWeight: checkpoint.bitsPerWeight } : {}),
		description: `${base.id}'s ${checkpoint.format} weights + this adapter (${runtime})`,
		runtime,
		base: base.id,
	};
}

/**
 * The one base a record was made from by a relation that keeps every parameter: a quantization or
 * format conversion (`base_model:quantized:`), or a fine-tune (`base_model:finetune:`, kept only when
 * the two records name the same architecture: conversionOption checks). Merges (several parents,
 * new weights) and adapters (adapterOption) are not conversions. Undefined when the tags name no such
 * base, or several.
 */
export function conversionBaseId(model: ModelRecord): string | undefined {
	const bases = (model.tags ?? []).filter((t) => /^base_model:(quantized|finetune):/.test(t));
	const quantized = bases.filter((t) => t.startsWith("base_model:quantized:"));
	const one =
		quantized.length === 1 ? quantized[0] : quantized.length === 0 && bases.length === 1 ? bases[0] : undefined;
	return one?.slice(one.indexOf(":", "base_model:".length) + 1);
}

/**
 * The catalogue record the fit of `model` is sized on, for the caller to look up (a store's `get`,
 * the CLI's loader, a memory catalogue's index) and hand to fitFacts: an adapter's base (always), or
 * a conversion's base when the record cannot be sized from its own files and counts. Undefined when
 * the record needs no other record.
 */
export function fitBaseId(model: ModelRecord): string | undefined {
	const adapterBase = adapterBaseId(model);
	if (adapterBase !== undefined) return adapterBase;
	return ownFitFacts(model) === undefined ? conversionBaseId(model) : undefined;
}

/** The format a conversion's weights are stored in, by the record's own tags and library. */
function conversionFormat(model: ModelRecord): { format: WeightFormat; runtime: Runtime; name: string } | undefined {
	const tags = model.tags ?? [];
	const library = typeof model.library_name === "string" ? model.library_name : "";
	if (library === "mlx" || tags.includes("mlx")) return { format: "safetensors", runtime: "mlx", name: "mlx" };
	if (library === "transformers.js" || library === "onnx" || tags.includes("onnx")) {
		const runtime = library === "transformers.js" ? "transformers.js" : "onnxruntime";
		return { format: "onnx", runtime, name: "onnx" };
	}
	// A GGUF conversion is sized by its own header's count (ggufOptions), never by its base's.
	for (const format of ["safetensors", "pytorch", "keras"] as const) {
		if (tags.includes(format) || (format === "keras" && tags.includes("tf"))) {
			return {
				format,
				runtime: libraryRuntime(model, format === "safetensors" ? "transformers" : format),
				name: format,
			};
		}
	}
	return undefined;
}

/**
 * A width a record's tags or name state: a quantized one (statedQuantWidth: `4bit`, `int4`, `w4a16`,
 * `q8`…) plus a 16-bit scale per block of 32, as bitsFromLabel counts a named width; else a float
 * type named in its words: `fp16`, `bf16`, `fp32`.
 */
function statedWidth(model: ModelRecord): { quant: string; bits: number } | undefined {
	const width = statedQuantWidth(model);
	if (width !== undefined) return { quant: `${width}-bit`, bits: width + 0.5 };
	for (const w of ownWords(model)) {
		const float = /(?:^|[-_.])(fp16|f16|float16|bf16|bfloat16|fp32|f32|float32)(?=$|[-_.])/i.exec(w);
		const name = float ? (DTYPE_NAMES[float[1]!.toLowerCase()] ?? float[1]!.toUpperCase()) : undefined;
		if (name && DTYPE_BYTES[name]) return { quant: name, bits: DTYPE_BYTES[name]! * 8 };
	}
	return undefined;
}

/**
 * The precision a conversion's weights are stored at, as the record states it: its quantization
 * config (or MLX's `quantization`) width, else a width in its tags or repository name. When it says
 * none: an ONNX export is float32 (the exporters' default), anything else keeps its base's stored
 * width; either is marked as assumed.
 */
function conversionPrecision(
	model: ModelRecord,
	format: WeightFormat,
	base: ModelRecord,
): { quant: string; bits: number; assumed: boolean } | undefined {
	// MLX writes its quantization as `quantization: { group_size, bits }`; transformers as `quantization_config`.
	const mlxQuant = model.config?.quantization;
	const q =
		model.config?.quantization_config ??
		(mlxQuant && typeof mlxQuant === "object" ? (mlxQuant as QuantizationConfig) : undefined);
	const width = bitWidth(q?.bits);
	if (width !== undefined) {
		const fallbackGroup = format === "safetensors" && conversionFormat(model)?.runtime === "mlx" ? 64 : 128;
		const group =
			Number.isInteger(q?.group_size) && (q?.group_size as number) > 0 ? (q?.group_size as number) : fallbackGroup;
		const method = typeof q?.quant_method === "string" ? `${q.quant_method.toUpperCase()} ` : "";
		return { quant: `${method}${width}-bit`, bits: width + 32 / group, assumed: false };
	}
	const stated = statedWidth(model);
	if (stated) return { ...stated, assumed: false };
	if (format === "onnx") return { quant: "F32", bits: 32, assumed: true };
	const baseCheckpoint = weightOptions(base).find((o) => o.format !== "gguf" && o.format !== "onnx");
	const bits = baseCheckpoint?.quant ? DTYPE_BYTES[baseCheckpoint.quant] : undefined;
	return baseCheckpoint && bits ? { quant: baseCheckpoint.quant, bits: bits * 8, assumed: true } : undefined;
}

/** The architecture classes config.json names, in one string to compare; undefined when it names none. */
const architectureName = (m: ModelRecord): string | undefined => {
	const a = m.config?.architectures;
	return Array.isArray(a) && a.length > 0 ? `${m.config?.model_type ?? ""}:${a.join(",")}` : undefined;
};

/**
 * The weights of a conversion of a catalogue record (conversionBaseId): the base's parameter count
 * at this record's own format and stated precision (conversionPrecision), always estimated, the base
 * named. Undefined when `base` is not the record's conversion base, has no parameter count, is a
 * fine-tune's base of another architecture (a new head, other layers), or the record's format or
 * precision cannot be told. Pure: the caller looks the base up (fitBaseId names it).
 */
export function conversionOption(model: ModelRecord, base: ModelRecord): WeightOption | undefined {
	if (base.id === model.id || conversionBaseId(model) !== base.id) return undefined;
	const finetune = !(model.tags ?? []).includes(`base_model:quantized:${base.id}`);
	if (finetune && (architectureName(model) === undefined || architectureName(model) !== architectureName(base)))
		return undefined;
	const parameters = modelArchitecture(base).parameters;
	if (!parameters) return undefined;
	const kind = conversionFormat(model);
	if (!kind) return undefined;
	const precision = conversionPrecision(model, kind.format, base);
	if (!precision) return undefined;
	const bytes = byteCount(Math.round((parameters * precision.bits) / 8));
	if (bytes === undefined) return undefined;
	const files = (model.siblings ?? [])
		.filter((s) => isWeightFile(s.rfilename, model.library_name))
		.map((s) => s.rfilename)
		.sort(byName);
	const quant = kind.runtime === "mlx" && !precision.assumed ? `MLX ${precision.quant}` : precision.quant;
	return {
		format: kind.format,
		quant: precisionLabel(quant, precision.assumed, true),
		files,
		weightsBytes: bytes,
		projectorBytes: 0,
		estimated: true,
		...bitsField(precision.bits),
		description: `${base.id}'s parameter count at ${precision.assumed ? `${precision.quant}, assumed (the record states no precision)` : precision.quant} (${kind.name}, ${kind.runtime})`,
		runtime: kind.runtime,
		derivedFrom: { id: base.id, relation: finetune ? "finetune" : "conversion" },
	};
}

/** The name of the format a conversion option is stored in, as its "How" text says it: `onnx`, `mlx`, `safetensors`. */
export function conversionFormatName(option: Pick<WeightOption, "format" | "runtime">): string {
	return option.runtime === "mlx" ? "mlx" : option.format;
}

/** The formats a published count may state: those whose files carry no count the hub or the fit reads. */
const PUBLISHED_FORMATS = ["pytorch", "keras", "onnx", "nemo"] as const;
type PublishedFormat = (typeof PUBLISHED_FORMATS)[number];

/**
 * A published parameter count of a repository the hub gives no count for (`sample.parameters`): its
 * total, and the format and stored type of its weight files, when all three are usable (a whole
 * positive count, a dtype of known width, one of PUBLISHED_FORMATS: GGUF and safetensors counts
 * come from their own headers and the hub's summaries); otherwise undefined.
 */
export function publishedCount(
	model: ModelRecord,
): { total: number; dtype: string; bits: number; format: PublishedFormat; dtypeAssumed: boolean } | undefined {
	const p = model.sample?.parameters;
	if (!p || typeof p !== "object") return undefined;
	const total = typeof p.total === "number" && Number.isSafeInteger(p.total) && p.total > 0 ? p.total : undefined;
	const bytes = typeof p.dtype === "string" ? DTYPE_BYTES[p.dtype] : undefined;
	const format = (PUBLISHED_FORMATS as readonly string[]).includes(p.format)
		? (p.format as PublishedFormat)
		: undefined;
	return total && bytes && format
		? { total, dtype: p.dtype, bits: bytes * 8, format, dtypeAssumed: p.dtypeAssumed === true }
		: undefined;
}

/**
 * Where a record's curated size figures were read (`sample.sizeSource`: a published count's or a
 * file list's page), when it is an https URL with the day it was read; otherwise undefined, and
 * nothing is shown as a source.
 */
export function sizeSource(model: ModelRecord): { url: string; checked: string; note?: string } | undefined {
	const s = model.sample?.sizeSource;
	if (!s || typeof s !== "object" || typeof s.url !== "string" || !/^https:\/\/[^\s]+$/.test(s.url)) return undefined;
	if (typeof s.checked !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(s.checked)) return undefined;
	return { url: s.url, checked: s.checked, ...(typeof s.note === "string" && s.note !== "" ? { note: s.note } : {}) };
}

const PUBLISHED_FORMAT_LABELS: Readonly<Record<PublishedFormat, string>> = {
	...FORMAT_LABELS,
	onnx: "ONNX",
	nemo: "NeMo archive",
};

/** A NeMo archive: the model's weights and config in one `.nemo` file. */
const NEMO = /\.nemo$/i;

/**
 * The option of a repository sized by its published parameter count (publishedCount): the count ×
 * the stated type's width, in the stated format, estimated; the record's own weight files of that
 * format named when it lists them. Undefined when the record has no usable published count.
 */
function publishedCountOption(model: ModelRecord): WeightOption | undefined {
	const count = publishedCount(model);
	if (!count) return undefined;
	const bytes = byteCount(Math.round((count.total * count.bits) / 8));
	if (bytes === undefined) return undefined;
	const runtime = libraryRuntime(model, count.format === "onnx" ? "onnxruntime" : count.format);
	const files = (model.siblings ?? [])
		.filter((s) =>
			count.format === "onnx"
				? ONNX.test(s.rfilename) || ONNX_DATA.test(s.rfilename)
				: count.format === "nemo"
					? NEMO.test(s.rfilename)
					: FORMAT_FILES[count.format].test(s.rfilename) && !TRAINING_STATE.test(s.rfilename),
		)
		.map((s) => s.rfilename)
		.sort(byName);
	return {
		format: count.format,
		quant: precisionLabel(count.dtype, count.dtypeAssumed, true),
		files,
		weightsBytes: bytes,
		projectorBytes: 0,
		estimated: true,
		...bitsField(count.bits),
		description: `${PUBLISHED_FORMAT_LABELS[count.format]} (${runtime}), from the published parameter count`,
		runtime,
	};
}

/** The formats read by their files' real sizes only (packagedOptions). */
type PackagedFormat = Extract<
	WeightFormat,
	"nemo" | "ckpt" | "pickle" | "skops" | "zip" | "litert" | "npz" | "msgpack" | "savedmodel" | "paddle"
>;

/**
 * Files of a library's own format, which state no parameter count or stored width the record
 * carries: each is sized by its real size or not at all. `.zip` only for stable-baselines3 and Stanza,
 * whose own save formats are zips (`save()`; a language's `default.zip`): a zip is anything elsewhere. A SavedModel is its `saved_model.pb` with the
 * `variables/` beside it.
 */
const PACKAGED: readonly { file: RegExp; format: PackagedFormat; label: string; library?: readonly string[] }[] = [
	{ file: NEMO, format: "nemo", label: PUBLISHED_FORMAT_LABELS.nemo },
	{ file: /\.ckpt$/i, format: "ckpt", label: "checkpoint" },
	{ file: /\.(pkl|pickle|joblib)$/i, format: "pickle", label: "pickled model" },
	{ file: /\.skops$/i, format: "skops", label: "skops file" },
	{ file: /\.zip$/i, format: "zip", label: "zipped model", library: ["stable-baselines3", "stanza"] },
	{ file: /\.(litertlm|tflite)$/i, format: "litert", label: "LiteRT model" },
	{ file: /\.npz$/i, format: "npz", label: "NumPy arrays" },
	{ file: /\.msgpack$/i, format: "msgpack", label: "Flax weights" },
	// PaddlePaddle: `model_state.pdparams` (PaddleNLP) or an inference model's `inference.pdiparams` (PaddleOCR).
	{ file: /\.(pdparams|pdiparams)$/i, format: "paddle", label: "PaddlePaddle weights" },
	{
		file: /(^|\/)(saved_model\.pb|variables\/variables\.(index|data-\d+-of-\d+))$/,
		format: "savedmodel",
		label: "TensorFlow SavedModel",
	},
];

/** The packaged format of a file of a record of `library`, or undefined (a `.zip` is nothing outside stable-baselines3). */
function packagedFormat(path: string, library: unknown) {
	return PACKAGED.find(
		(p) =>
			p.file.test(path) &&
			!TRAINING_STATE.test(path) &&
			(p.library === undefined || (typeof library === "string" && p.library.includes(library))),
	);
}

/**
 * One option per packaged file (PACKAGED), or per SavedModel directory, by real size only: several
 * files are models to choose from (`mect_a1.pt` and `mect_b1.pt`), as for PyTorch files. Read only
 * where no checkpoint of a format above sizes the repository.
 */
function packagedOptions(model: ModelRecord): WeightOption[] {
	const groups = new Map<string, { kind: (typeof PACKAGED)[number]; files: { rfilename: string; size?: number }[] }>();
	for (const s of model.siblings ?? []) {
		const kind = packagedFormat(s.rfilename, model.library_name);
		if (!kind) continue;
		const key =
			kind.format === "savedmodel"
				? `savedmodel:${s.rfilename.replace(/(^|\/)(saved_model\.pb|variables\/.*)$/, "")}`
				: s.rfilename;
		const group = groups.get(key) ?? { kind, files: [] };
		group.files.push(s);
		groups.set(key, group);
	}
	const options: WeightOption[] = [];
	for (const [key, { kind, files }] of [...groups].sort(([a], [b]) => byName(a, b))) {
		// A SavedModel without its graph is no model to load.
		if (kind.format === "savedmodel" && !files.some((f) => /saved_model\.pb$/.test(f.rfilename))) continue;
		const bytes = sumSizes(files.map((f) => f.size));
		if (bytes === undefined) continue;
		const runtime = libraryRuntime(model, kind.format);
		options.push({
			format: kind.format,
			// Several files are named by the file; one by what its size cannot say: its stored width.
			quant:
				groups.size === 1 ? precisionLabel(kind.format, true, false) : key.replace(/^savedmodel:/, "") || "saved_model",
			files: files.map((f) => f.rfilename).sort(byName),
			weightsBytes: bytes,
			projectorBytes: 0,
			estimated: false,
			description: `${kind.label} (${runtime}), by its file size`,
			runtime,
		});
	}
	return options;
}

/**
 * True when the file is weights of a format the options read (ONNX external data and packaged
 * files included) in a repository of `library` (the record's `library_name`: some packaged formats
 * are weights of one library only).
 */
export function isWeightFile(path: string, library?: unknown): boolean {
	if (/\.(gguf|safetensors|onnx)$/i.test(path) || ONNX_DATA.test(path)) return true;
	if (packagedFormat(path, library)) return true;
	return !TRAINING_STATE.test(path) && (FORMAT_FILES.pytorch.test(path) || FORMAT_FILES.keras.test(path));
}

/** True when the record lists weights of a format the options read (or the hub's safetensors summary). */
export function hasWeights(model: ModelRecord): boolean {
	if (model.safetensors || (model.tags ?? []).includes("safetensors")) return true;
	if (model.sample?.parameters !== undefined) return true;
	return (model.siblings ?? []).some((s) => isWeightFile(s.rfilename, model.library_name));
}

/**
 * Options are computed once per record object (records are values: nothing edits one after it
 * is parsed), so estimating a model on every device reads its files once.
 */
const OPTIONS = new WeakMap<ModelRecord, WeightOption[]>();

export function weightOptions(model: ModelRecord, arch?: ModelArchitecture): WeightOption[] {
	// Most records of a catalogue have no weights to size: answer those without reading their config.
	if (!hasWeights(model)) return [];
	const known = OPTIONS.get(model);
	if (known) return known;
	const a = arch ?? modelArchitecture(model);
	// One checkpoint, in the order a loader picks it (transformers: safetensors, then `.bin`; then Keras files).
	const st = safetensorsOption(model, a);
	const pytorch = st ? [] : checkpointOptions(model, "pytorch", a);
	const checkpoints = st ? [st] : pytorch.length ? pytorch : checkpointOptions(model, "keras", a);
	// Frozen: the same objects are handed to every caller.
	const onnx = onnxOptions(model, a);
	// A library's own files by their sizes, then a published count, size the repository only where the formats above do not.
	const packaged = checkpoints.length === 0 && onnx.length === 0 ? packagedOptions(model) : [];
	const published =
		checkpoints.length === 0 && onnx.length === 0 && packaged.length === 0 ? publishedCountOption(model) : undefined;
	const options = [
		...ggufOptions(model, a),
		...checkpoints,
		...onnx,
		...packaged,
		...(published ? [published] : []),
	].map((o) => Object.freeze({ ...o, files: Object.freeze(o.files) }));
	Object.freeze(options);
	OPTIONS.set(model, options);
	return options;
}

/** What the estimate reads of a record: the architecture it sizes the KV cache by, and the weight options. */
export interface FitFacts {
	arch: ModelArchitecture;
	options: readonly WeightOption[];
}

/**
 * What the fit reads of a record, the one reader behind every fit answer (the estimate, the
 * "runs on" facet, `fits=`, the API, the CLI and the model page). For an adapter, when `base`
 * is the record its `base_model:adapter:` tag names and that base is sized: its one adapterOption
 * (the base's checkpoint plus the adapter's files) and the base's architecture, since the adapter
 * runs inside it. Without that base (not in the catalogue, or unsized) an adapter has nothing to
 * size (missingAdapterBase names the base): its own small files would "fit" everywhere. Otherwise
 * the record's own architecture and weightOptions; when those size nothing and `base` is the
 * record it is a conversion of (conversionBaseId), its one conversionOption and the base's
 * architecture. Undefined when there is nothing to size. The caller looks the base up in its
 * catalogue (fitBaseId names it).
 */
export function fitFacts(model: ModelRecord, base?: ModelRecord): FitFacts | undefined {
	const adapterBase = adapterBaseId(model);
	// An adapter naming itself as its base would count its own files twice: it is sized as a record.
	if (adapterBase !== undefined && adapterBase !== model.id) {
		const onBase = base ? adapterOption(model, base) : undefined;
		if (onBase && base) return onOtherRecord(onBase, base);
		// The catalogue does not size the base: the count the adapter's record states for it, if any.
		const stated = statedAdapterBase(model);
		const onStated = stated ? adapterOption(model, stated) : undefined;
		return onStated && stated
			? onOtherRecord(
					{
						...onStated,
						baseStated: true,
						description: `${onStated.description}, the base sized by its published parameter count`,
					},
					stated,
				)
			: undefined;
	}
	const own = ownFitFacts(model);
	if (own || !base) return own;
	// A conversion with nothing of its own to size: its base's parameter count at its own precision.
	const converted = conversionOption(model, base);
	return converted ? onOtherRecord(converted, base) : undefined;
}

/**
 * The base of an adapter as the adapter's record states it (`sample.baseParameters`: the base's
 * published parameter count, its stored type and format, with the source in `sizeSource`), as a
 * record the options read: a safetensors count as the hub's summary gives it, any other format as
 * a published count (publishedCount). Undefined when the record states none, or none usable.
 */
export function statedAdapterBase(model: ModelRecord): ModelRecord | undefined {
	const id = adapterBaseId(model);
	const p = model.sample?.baseParameters;
	if (id === undefined || !p || typeof p !== "object") return undefined;
	const assumed = p.dtypeAssumed === true ? { dtypeAssumed: true } : {};
	const base: ModelRecord =
		p.format === "safetensors"
			? {
					id,
					tags: ["safetensors"],
					safetensors: { parameters: { [p.dtype]: p.total }, total: p.total },
					sample: { publishedSummary: assumed },
				}
			: { id, sample: { parameters: { total: p.total, dtype: p.dtype, format: p.format, ...assumed } } };
	return weightOptions(base).length > 0 ? base : undefined;
}

/** An option sized on another record (an adapter's or a conversion's base), with that record's architecture. */
function onOtherRecord(option: WeightOption, base: ModelRecord): FitFacts {
	return {
		arch: modelArchitecture(base),
		options: Object.freeze([Object.freeze({ ...option, files: Object.freeze(option.files) })]),
	};
}

/** The record's own architecture and weight options, or undefined when they size nothing. */
function ownFitFacts(model: ModelRecord): FitFacts | undefined {
	// Most records of a catalogue have no weights to size: answer those without reading their config.
	if (!hasWeights(model)) return undefined;
	const arch = modelArchitecture(model);
	const options = weightOptions(model, arch);
	return options.length > 0 ? { arch, options } : undefined;
}

/**
 * The base model an adapter needs to be sized, when fitFacts has nothing to size because that base
 * is missing (`base` is not the record adapterBaseId names) or has no size; otherwise undefined.
 */
export function missingAdapterBase(model: ModelRecord, base?: ModelRecord): string | undefined {
	const baseId = adapterBaseId(model);
	if (baseId === undefined || baseId === model.id) return undefined;
	return fitFacts(model, base) ? undefined : baseId;
}

/** The architecture the fit of a record reads (fitFacts'), or the record's own when it has nothing to size. */
export function fitArchitecture(model: ModelRecord, base?: ModelRecord): ModelArchitecture {
	return fitFacts(model, base)?.arch ?? modelArchitecture(model);
}

/** `bitsPerWeight` to two decimals, or nothing when it is no positive finite number. */
function bitsField(bits: number | undefined): { bitsPerWeight?: number } {
	if (bits === undefined || !Number.isFinite(bits)) return {};
	const rounded = Math.round(bits * 100) / 100;
	return rounded > 0 ? { bitsPerWeight: rounded } : {};
}
