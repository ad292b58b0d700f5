/**
 * What llama.cpp holds in memory to run a GGUF file with every layer on the accelerator, term by
 * term, as its code allocates it (release v0.5.0, the one node-llama-cpp 3.22.1 bundles; source
 * paths below are ggml-org/llama.cpp's). Checked against what it really allocated on an NVIDIA
 * H200 (packages/catalog/test/data/, test/hardware-gpu-memory.test.ts):
 *
 * - weights: every tensor on the device but the input embedding, which stays in system RAM;
 *   a model that ties its output to that embedding loads it twice (host and device);
 * - KV cache: estimate.ts's `kvCacheBytes` (exact in every measured row);
 * - compute buffer: the graph allocator's peak for one 512-token micro-batch, which is the
 *   logits of that batch unless the FFN's activations and the attention mask are larger;
 * - host compute buffer: the token lookup's activations and the attention masks, in system RAM;
 * - runtime: the backend's fixed cost (the CUDA context and pool; documented allowances for
 *   Metal and the CPU).
 *
 * Inputs are the record's facts only (file size, quant label, config.json / GGUF numbers).
 */
import { GGML_QUANT_SIZES, GGMLQuantizationType } from "../gguf-data.js";
import type { ModelArchitecture } from "./architecture.js";
import type { DeviceKind } from "./devices.js";

const MiB = 2 ** 20;

/**
 * llama.cpp's default micro-batch (`n_ubatch`, src/llama-context.cpp `llama_context_default_params`):
 * the tokens of one graph evaluation, and so of its buffers.
 */
export const LLAMA_CPP_UBATCH = 512;

/** Vocabulary and width assumed when a record does not give them (Llama 2's). */
const DEFAULT_VOCAB = 32_000;
const DEFAULT_HIDDEN = 4096;

/**
 * The backend's fixed cost on the device, beyond the buffers llama.cpp reports:
 * - CUDA (NVIDIA; AMD through HIP, built from the same ggml-cuda source): the CUDA context and
 *   runtime, 518 MiB on the H200 before any model is loaded (`cuda_context_mib`); and what the
 *   process adds once a prompt and a token have run, beyond the model, KV and compute buffers:
 *   ggml-cuda's memory pool (`ggml_cuda_pool_vmm`, temporary buffers of the matrix products) and
 *   the kernels loaded on first use, 82–91 MiB for the four dense models (86 taken) and 180 MiB for
 *   the mixture of experts (Qwen3-30B-A3B: the expert products, `mul_mat_id`, use more).
 *   Consumer cards' contexts are somewhat smaller than the H200's, so this errs on the safe side.
 *   Intel Arc (devices.ts, kind "gpu") runs through ggml-sycl or ggml-vulkan instead; neither has
 *   been measured here, and each also holds a driver context and a pool of its own (ggml-sycl's
 *   `ggml_sycl_pool_leg`), so it takes these CUDA figures, the larger allowance, rather than the
 *   256 MiB below, which was never meant for a discrete card's runtime.
 * - Metal and CPU: 256 MiB, our allowance for the backend (Metal context and pipelines; the CPU
 *   backend's threads and scratch), as before any measurement; the CUDA context does not apply.
 */
export const LLAMA_CPP_RUNTIME = {
	cudaContextBytes: 518 * MiB,
	cudaPoolBytes: 86 * MiB,
	cudaExpertPoolBytes: 94 * MiB,
	otherBackendBytes: 256 * MiB,
} as const;

const T = GGMLQuantizationType;

/**
 * The tensor type llama-quantize gives a file type's tensors unless a rule says otherwise
 * (src/llama-quant.cpp `llama_model_quantize_impl`, `default_type`); Unsloth's dynamic mixes
 * (`UD-Q4_K_XL`) by their k-quant base. Labels as `ggufFileQuant` returns them.
 */
const DEFAULT_TYPE: Readonly<Record<string, GGMLQuantizationType>> = {
	F32: T.F32,
	F16: T.F16,
	BF16: T.BF16,
	Q8_0: T.Q8_0,
	Q4_0: T.Q4_0,
	Q4_0_4_4: T.Q4_0,
	Q4_0_4_8: T.Q4_0,
	Q4_0_8_8: T.Q4_0,
	Q4_1: T.Q4_1,
	Q5_0: T.Q5_0,
	Q5_1: T.Q5_1,
	Q2_K: T.Q2_K,
	Q2_K_S: T.Q2_K,
	Q3_K_S: T.Q3_K,
	Q3_K_M: T.Q3_K,
	Q3_K_L: T.Q3_K,
	Q4_K_S: T.Q4_K,
	Q4_K_M: T.Q4_K,
	Q5_K_S: T.Q5_K,
	Q5_K_M: T.Q5_K,
	Q6_K: T.Q6_K,
	IQ2_XXS: T.IQ2_XXS,
	IQ2_XS: T.IQ2_XS,
	IQ2_S: T.IQ2_XS,
	IQ2_M: T.IQ2_S,
	IQ3_XXS: T.IQ3_XXS,
	IQ3_XS: T.IQ3_S,
	IQ3_S: T.IQ3_S,
	IQ3_M: T.IQ3_S,
	IQ1_S: T.IQ1_S,
	IQ1_M: T.IQ1_M,
	IQ4_NL: T.IQ4_NL,
	IQ4_XS: T.IQ4_XS,
	TQ1_0: T.TQ1_0,
	TQ2_0: T.TQ2_0,
	MXFP4_MOE: T.MXFP4,
	MXFP4: T.MXFP4,
	Q2_K_XL: T.Q2_K,
	Q3_K_XL: T.Q3_K,
	Q4_K_XL: T.Q4_K,
	Q5_K_XL: T.Q5_K,
	Q6_K_XL: T.Q6_K,
	Q8_K_XL: T.Q8_0,
};

/** File types whose output matrix llama-quantize makes Q5_K (the 1- to 3-bit i-quants). */
const LOW_BIT_OUTPUT = new Set(["IQ2_XXS", "IQ2_XS", "IQ3_XXS", "IQ1_S", "IQ2_S", "IQ2_M", "IQ1_M"]);

/** A type for rows whose width is not a multiple of its block (llama-quant.cpp's "fallback quantization"). */
const FALLBACK: Readonly<Partial<Record<GGMLQuantizationType, GGMLQuantizationType>>> = {
	[T.TQ1_0]: T.Q4_0,
	[T.TQ2_0]: T.Q4_0,
	[T.IQ2_XXS]: T.IQ4_NL,
	[T.IQ2_XS]: T.IQ4_NL,
	[T.IQ2_S]: T.IQ4_NL,
	[T.IQ3_XXS]: T.IQ4_NL,
	[T.IQ3_S]: T.IQ4_NL,
	[T.IQ1_S]: T.IQ4_NL,
	[T.IQ1_M]: T.IQ4_NL,
	[T.Q2_K]: T.IQ4_NL,
	[T.Q3_K]: T.IQ4_NL,
	[T.IQ4_XS]: T.IQ4_NL,
	[T.Q4_K]: T.Q5_0,
	[T.Q5_K]: T.Q5_1,
	[T.Q6_K]: T.Q8_0,
};

const blockOf = (t: GGMLQuantizationType): number => GGML_QUANT_SIZES[t]?.blockSize ?? 1;
const isFloat = (t: GGMLQuantizationType): boolean => t === T.F32 || t === T.F16 || t === T.BF16;

/**
 * The type of a file's input embedding (`token_embd.weight`), by llama-quantize's rules
 * (src/llama-quant.cpp `llama_tensor_get_type`): a float file keeps one type throughout; a tied
 * embedding is quantized as the output matrix is (Q6_K, Q8_0 for Q8_0 and MXFP4 files or rows
 * not a multiple of the block, Q5_K for the low-bit i-quants); an untied one takes the file
 * type's own type, except for the i-quants and ternary types; rows that do not divide into the
 * type's blocks fall back. Undefined for a label it does not know.
 */
export function inputEmbeddingType(quant: string, tied: boolean, hidden: number): GGMLQuantizationType | undefined {
	const label = quant.toUpperCase();
	const base = DEFAULT_TYPE[label];
	if (base === undefined) return undefined;
	if (isFloat(base)) return base;
	let type: GGMLQuantizationType;
	if (tied) {
		if (base === T.MXFP4 || hidden % blockOf(base) !== 0) type = T.Q8_0;
		else if (LOW_BIT_OUTPUT.has(label)) type = T.Q5_K;
		else type = base === T.Q8_0 ? T.Q8_0 : T.Q6_K;
	} else if (base === T.MXFP4) type = T.Q8_0;
	else if (label === "IQ2_XXS" || label === "IQ2_XS" || label === "IQ1_S" || label === "IQ1_M") type = T.Q2_K;
	else if (label === "IQ2_S" || label === "IQ2_M" || label === "IQ3_XXS") type = T.IQ3_S;
	else if (label === "TQ1_0" || label === "TQ2_0") type = T.Q4_K;
	else type = base;
	if (hidden % blockOf(type) !== 0) type = FALLBACK[type] ?? T.F16;
	if (hidden % blockOf(type) !== 0) type = T.F16;
	return type;
}

/** Bytes of a vocabulary × hidden matrix of that type (ggml_row_size × rows). */
function matrixBytes(type: GGMLQuantizationType, vocab: number, hidden: number): number {
	const q = GGML_QUANT_SIZES[type];
	return q ? vocab * (hidden / q.blockSize) * q.typeSize : 0;
}

/** The parts of llama.cpp's memory that do not depend on the context. */
export interface LlamaCppLayout {
	kind: DeviceKind;
	/** Weights in the device's memory (for a CPU-only machine: in RAM, all of them). */
	deviceWeightsBytes: number;
	/** Weights in system RAM beside an accelerator: the input embedding. */
	hostWeightsBytes: number;
	/** The backend's fixed cost on the device (LLAMA_CPP_RUNTIME). */
	runtimeBytes: number;
	/** Floats per batch token of the graph's tail: the logits and the final norm's output. */
	outputWidth: number;
	/** Floats per batch token live in the widest layer: the residual stream and the FFN's three activations. */
	layerWidth: number;
	/** Floats per batch token in the host compute buffer besides the masks: the token lookup's activations. */
	hostWidth: number;
}

/**
 * The context-independent terms for a GGUF option of `weightsBytes` (its projector's
 * `projectorBytes` included) on a device of `kind`.
 */
export function llamaCppLayout(
	arch: ModelArchitecture,
	quant: string,
	weightsBytes: number,
	projectorBytes: number,
	kind: DeviceKind,
): LlamaCppLayout {
	const hidden = arch.hiddenSize ?? DEFAULT_HIDDEN;
	const vocab = arch.vocabSize ?? DEFAULT_VOCAB;
	// The input embedding stays on the CPU whatever the offload (src/llama-model.cpp `load_tensors`:
	// "there is very little benefit to offloading the input layer, so always keep it on the CPU",
	// `pimpl->dev_input = { cpu_dev, ... }`): off the accelerator, in system RAM. A tied model's
	// output is that same matrix created again for the output layer's device ("if output is NULL,
	// init from the input tok embed", TENSOR_DUPLICATED), so the accelerator holds all of the file.
	// Unknown vocabulary, width or type: nothing is moved off the device (the larger figure).
	let hostWeightsBytes = 0;
	if (kind !== "cpu" && arch.vocabSize && arch.hiddenSize) {
		const type = inputEmbeddingType(quant, arch.tiedEmbeddings, arch.hiddenSize);
		const body = Math.max(0, weightsBytes - projectorBytes);
		if (type !== undefined) hostWeightsBytes = Math.min(body, matrixBytes(type, arch.vocabSize, arch.hiddenSize));
	}
	const deviceWeightsBytes = arch.tiedEmbeddings ? weightsBytes : weightsBytes - hostWeightsBytes;
	// A mixture of experts' widest activations are those of the experts a token is routed to.
	const ffn = Math.max(arch.ffnSize ?? 0, (arch.expertsUsed ?? 0) * (arch.expertFfnSize ?? 0));
	const moe = arch.expertsUsed !== undefined;
	const runtimeBytes =
		kind === "gpu"
			? LLAMA_CPP_RUNTIME.cudaContextBytes +
				LLAMA_CPP_RUNTIME.cudaPoolBytes +
				(moe ? LLAMA_CPP_RUNTIME.cudaExpertPoolBytes : 0)
			: LLAMA_CPP_RUNTIME.otherBackendBytes;
	return {
		kind,
		deviceWeightsBytes,
		hostWeightsBytes,
		runtimeBytes,
		outputWidth: vocab + hidden,
		layerWidth: hidden + 3 * ffn,
		hostWidth: 2 * hidden,
	};
}

/**
 * The compute buffer on the device (for a CPU-only machine: its one CPU buffer) at a context of
 * `context` tokens, whose attention layers see `fullTokens` (full-attention layers: the context)
 * and `windowTokens` (sliding-window layers; 0 when none).
 *
 * llama.cpp sizes them once, for its worst-case graph (src/llama-context.cpp, the constructor's
 * `graph_reserve(n_tokens, n_seqs, n_tokens, ...)` with n_tokens = min(n_ctx, n_ubatch): every
 * token of a micro-batch is an output). ggml-alloc (ggml/src/ggml-alloc.c) keeps a tensor until
 * its last use, so the device buffer is the larger of two moments:
 * - the graph's tail: the logits, f32 [n_vocab, n_tokens] (the `output` product,
 *   `res->t_logits`), beside the final norm's f32 [n_embd, n_tokens]. This is the whole buffer
 *   in every measured row but two (Phi-3's +16 MiB and Qwen3-30B-A3B's +41 MiB are the
 *   allocator's fragmentation, not modelled);
 * - the widest layer: the residual stream and the FFN's gate, up and gated products, f32 [n_ff,
 *   n_tokens] each (src/llama-graph.cpp `build_ffn`; `build_moe_ffn` for the routed experts),
 *   while the attention mask is held for the layers still to run.
 * The attention mask (src/llama-graph.cpp `build_attn_inp_kv`: `attn_inp_kq_mask`, f16 [n_kv,
 * n_tokens] with flash attention, llama.cpp's default where the backend has it) is one per kind
 * of layer: n_kv is the cache size, the context for full attention and the window for
 * sliding-window layers.
 * The masks and the token lookup on the CPU-held embedding (`ggml_get_rows`, f32 [n_embd,
 * n_tokens], two such tensors in every measured row) make the host compute buffer.
 */
export function llamaCppComputeBytes(
	layout: LlamaCppLayout,
	context: number,
	fullTokens: number,
	windowTokens: number,
): number {
	const tokens = Math.min(context, LLAMA_CPP_UBATCH);
	const mask = attentionMaskBytes(context, fullTokens, windowTokens);
	const tail = tokens * 4 * layout.outputWidth;
	const layer = tokens * 4 * layout.layerWidth;
	// A CPU-only machine runs the whole graph in one CPU buffer, where the masks, graph inputs, stay
	// allocated to the end (llama.cpp's own log for a model loaded on the CPU: hardware-llama.test.ts).
	if (layout.kind === "cpu") return mask + Math.max(tail, layer) + tokens * 4 * layout.hostWidth;
	return Math.max(tail, layer + mask);
}

/**
 * The compute buffer in system RAM beside an accelerator (`llamaCppComputeBytes`'s masks and token
 * lookup); 0 on a CPU-only machine, whose one buffer is `llamaCppComputeBytes`.
 */
export function llamaCppHostComputeBytes(
	layout: LlamaCppLayout,
	context: number,
	fullTokens: number,
	windowTokens: number,
): number {
	if (layout.kind === "cpu") return 0;
	const tokens = Math.min(context, LLAMA_CPP_UBATCH);
	return tokens * 4 * layout.hostWidth + attentionMaskBytes(context, fullTokens, windowTokens);
}

/** The attention masks of one micro-batch, f16: [n_kv, n_tokens] for each kind of attention layer. */
export function attentionMaskBytes(context: number, fullTokens: number, windowTokens: number): number {
	return Math.min(context, LLAMA_CPP_UBATCH) * 2 * (fullTokens + windowTokens);
}
