/**
 * Will it run? For a model, one of its weight options and a device: the memory the weights,
 * the KV cache at a context and the runtime need, where they fit, the largest context that
 * keeps that fit, and a rough decode speed. Pure arithmetic over the record's facts.
 */
import type { ModelRecord } from "../model.js";
import { kvCacheEstimated, type ModelArchitecture, modelArchitecture } from "./architecture.js";
import { DEFAULT_HOST, type Device, usableMemory } from "./devices.js";
import { hasWeights, type Runtime, type WeightOption, weightOptions } from "./options.js";

const MiB = 2 ** 20;

/** KV cache element types llama.cpp offers (`--cache-type-k/-v`); bytes per element from their block layout. */
export const KV_CACHE_TYPES = { f16: 2, q8_0: 34 / 32, q4_0: 18 / 32 } as const;
export type KvCacheType = keyof typeof KV_CACHE_TYPES;

/** The longest context anyone asks for (Llama 4 Scout's 10M tokens); beyond it a request is a mistake. */
export const MAX_CONTEXT = 10_485_760;

/**
 * Runtime overhead beyond weights and KV cache, per runtime:
 * - llama.cpp: 256 MiB for the backend (CUDA/Metal context, scratch), plus the compute buffer of one
 *   512-token micro-batch: logits over the vocabulary and four hidden-size activations per token, in f32.
 *   With flash attention (llama.cpp's default `-fa auto` where the backend supports it) this does not grow
 *   with the context; without it the attention scores add context × 512 × heads × 4 bytes.
 * - MLX: 512 MiB fixed (Metal context and the graph's intermediate arrays), our rounded observation.
 * - transformers / vLLM: 20% of the weights, the usual rule for inference
 *   (https://blog.eleuther.ai/transformer-math/ "Total Inference Memory ≈ 1.2 × Model Memory").
 */
export function runtimeOverhead(runtime: Runtime, arch: ModelArchitecture, weightsBytes: number): number {
	if (runtime === "llama.cpp") {
		const vocab = arch.vocabSize ?? 32_000;
		const hidden = arch.hiddenSize ?? 4096;
		return 256 * MiB + 512 * (vocab + 4 * hidden) * 4;
	}
	if (runtime === "mlx") return 512 * MiB;
	return Math.round(weightsBytes * 0.2);
}

/** llama.cpp's default micro-batch (`-ub`), and the padding of its KV cache sizes. */
const LLAMA_CPP_UBATCH = 512;
const LLAMA_CPP_KV_PAD = 256;

/**
 * Tokens a sliding-window layer keeps. llama.cpp keeps the window plus one micro-batch, padded
 * to 256 (`llama_kv_cache_iswa`); transformers and MLX keep the window.
 */
function windowTokens(window: number, runtime?: Runtime): number {
	if (runtime !== "llama.cpp") return window;
	return Math.ceil((window + LLAMA_CPP_UBATCH) / LLAMA_CPP_KV_PAD) * LLAMA_CPP_KV_PAD;
}

/**
 * KV cache bytes at `context` tokens: for each layer with attention, K and V for every cached
 * token (2 × KV heads × head dim elements; the latent for MLA); sliding-window layers cache at
 * most their window. Zero when the record lacks the architecture numbers.
 */
export function kvCacheBytes(
	arch: ModelArchitecture,
	context: number,
	cacheType: KvCacheType = "f16",
	runtime?: Runtime,
): number {
	if (!arch.kvLayers || !arch.kvElementsPerToken) return 0;
	const sliding = Math.min(arch.slidingLayers, arch.kvLayers);
	const full = arch.kvLayers - sliding;
	const windowed = arch.slidingWindow ? Math.min(context, windowTokens(arch.slidingWindow, runtime)) : context;
	const tokens = full * context + sliding * windowed;
	return Math.ceil(tokens * arch.kvElementsPerToken * KV_CACHE_TYPES[cacheType]);
}

/** Where it runs: entirely on the accelerator, split with system RAM, on system RAM only, or not at all. */
export type Fit = "gpu" | "partial" | "cpu" | "no";
const FIT_RANK: Readonly<Record<Fit, number>> = { gpu: 0, partial: 1, cpu: 2, no: 3 };

export interface EstimateOptions {
	context: number;
	cacheType?: KvCacheType;
	/** System RAM a discrete GPU's host offers for offloaded layers; default DEFAULT_HOST. */
	host?: Device;
}

export interface Estimate {
	option: WeightOption;
	weightsBytes: number;
	kvCacheBytes: number;
	overheadBytes: number;
	totalBytes: number;
	fits: Fit;
	/** Layers on the accelerator when `fits` is `partial`. */
	gpuLayers?: number;
	/** Largest context (up to the model's) at which the option keeps the same fit; 0 when it does not run. */
	maxContext: number;
	/** Decode speed, tokens per second: bandwidth / bytes read per token. A rough upper bound, an estimate. */
	tokensPerSecond?: number;
	/** True when a size or the architecture was estimated or unknown. */
	estimated: boolean;
}

interface Placement {
	fits: Fit;
	gpuLayers?: number;
	/** Fraction of the bytes read per token that live on the accelerator. */
	onAccelerator: number;
	total: number;
	kv: number;
	overhead: number;
}

/** Memory the host offers next to the accelerator: the rest of a Mac's unified memory, or the PC's RAM. */
function hostMemory(device: Device, host: Device): number {
	if (device.kind === "apple") return device.memoryBytes - usableMemory(device);
	return usableMemory(host);
}

function place(arch: ModelArchitecture, option: WeightOption, device: Device, o: Required<EstimateOptions>): Placement {
	const kv = kvCacheBytes(arch, o.context, o.cacheType, option.runtime);
	const overhead = runtimeOverhead(option.runtime, arch, option.weightsBytes);
	const total = option.weightsBytes + kv + overhead;
	if (device.kind === "cpu") {
		return { fits: total <= usableMemory(device) ? "cpu" : "no", onAccelerator: 0, total, kv, overhead };
	}
	const accel = usableMemory(device);
	if (total <= accel) return { fits: "gpu", onAccelerator: 1, total, kv, overhead };
	const host = hostMemory(device, o.host);
	const layered = option.weightsBytes - option.projectorBytes + kv;
	// The runtime's buffers and the projector stay on the accelerator; layers go there while they fit.
	const room = accel - overhead - option.projectorBytes;
	if (!arch.layers) {
		const fits: Fit = total <= accel + host ? (room > 0 ? "partial" : "cpu") : "no";
		return { fits, onAccelerator: fits === "partial" ? Math.max(0, room) / layered : 0, total, kv, overhead };
	}
	const perLayer = layered / arch.layers;
	const gpuLayers = Math.max(0, Math.min(arch.layers, Math.floor(room / perLayer)));
	const onHost = layered - gpuLayers * perLayer;
	if (gpuLayers > 0 && onHost <= host) {
		return { fits: "partial", gpuLayers, onAccelerator: (gpuLayers * perLayer) / layered, total, kv, overhead };
	}
	// Nothing on the accelerator: llama.cpp and transformers run on system RAM alone.
	if (total - overhead <= host) return { fits: "cpu", onAccelerator: 0, total, kv, overhead };
	return { fits: "no", onAccelerator: 0, total, kv, overhead };
}

function decodeSpeed(
	arch: ModelArchitecture,
	option: WeightOption,
	device: Device,
	host: Device,
	p: Placement,
): number | undefined {
	if (p.fits === "no") return undefined;
	const llm = option.weightsBytes - option.projectorBytes;
	const share = arch.parameters && arch.activeParameters ? arch.activeParameters / arch.parameters : 1;
	// Each generated token reads the active weights and the whole KV cache once.
	const perToken = llm * share + p.kv;
	if (perToken <= 0) return undefined;
	const hostBw =
		device.kind === "cpu" ? device.bandwidthGBps : device.kind === "apple" ? device.bandwidthGBps : host.bandwidthGBps;
	const seconds =
		(perToken * p.onAccelerator) / (device.bandwidthGBps * 1e9) + (perToken * (1 - p.onAccelerator)) / (hostBw * 1e9);
	return Math.round(10 / seconds) / 10;
}

/** Largest context ≤ the model's (or MAX_CONTEXT) at which `fits` is no worse than `target`. */
function maxContextFor(
	arch: ModelArchitecture,
	option: WeightOption,
	device: Device,
	o: Required<EstimateOptions>,
	target: Fit,
): number {
	if (target === "no") return 0;
	const limit = arch.contextLength ?? MAX_CONTEXT;
	const ok = (ctx: number) => FIT_RANK[place(arch, option, device, { ...o, context: ctx }).fits] <= FIT_RANK[target];
	if (ok(limit)) return limit;
	let lo = 0;
	let hi = limit;
	while (hi - lo > 1) {
		const mid = Math.floor((lo + hi) / 2);
		if (ok(mid)) lo = mid;
		else hi = mid;
	}
	return lo;
}

/** Defaults filled in; the context capped at the model's own (no runtime caches more than the model attends to). */
function settle(options: EstimateOptions, arch: ModelArchitecture): Required<EstimateOptions> {
	const context = arch.contextLength ? Math.min(options.context, arch.contextLength) : options.context;
	return { cacheType: "f16", host: DEFAULT_HOST, ...options, context };
}

export function estimateOption(
	model: ModelRecord,
	option: WeightOption,
	device: Device,
	options: EstimateOptions,
	arch: ModelArchitecture = modelArchitecture(model),
): Estimate {
	const o = settle(options, arch);
	const p = place(arch, option, device, o);
	const tokensPerSecond = decodeSpeed(arch, option, device, o.host, p);
	return {
		option,
		weightsBytes: option.weightsBytes,
		kvCacheBytes: p.kv,
		overheadBytes: p.overhead,
		totalBytes: p.total,
		fits: p.fits,
		...(p.fits === "partial" && p.gpuLayers !== undefined ? { gpuLayers: p.gpuLayers } : {}),
		maxContext: maxContextFor(arch, option, device, o, p.fits),
		...(tokensPerSecond !== undefined ? { tokensPerSecond } : {}),
		estimated: option.estimated || kvCacheEstimated(arch),
	};
}

/** Every weight option of the model on the device. */
export function estimateModel(model: ModelRecord, device: Device, options: EstimateOptions): Estimate[] {
	const arch = modelArchitecture(model);
	return weightOptions(model, arch).map((opt) => estimateOption(model, opt, device, options, arch));
}

/**
 * Quality proxy: effective bits per weight, capped at 8.5 (Q8_0): above 8 bits the output is
 * practically that of the original weights, so a larger file buys speed loss only.
 */
export const QUALITY_CAP_BITS = 8.5;
function quality(e: Estimate): number {
	return Math.min(e.option.bitsPerWeight ?? QUALITY_CAP_BITS, QUALITY_CAP_BITS);
}

/**
 * The option to pick: the best place it can run (accelerator, then partial offload, then
 * RAM), then the best quality there; of equal quality the smaller. Undefined when none runs.
 */
export function recommend(estimates: readonly Estimate[]): Estimate | undefined {
	let best: Estimate | undefined;
	for (const e of estimates) {
		if (e.fits === "no") continue;
		if (
			!best ||
			FIT_RANK[e.fits] < FIT_RANK[best.fits] ||
			(FIT_RANK[e.fits] === FIT_RANK[best.fits] &&
				(quality(e) > quality(best) || (quality(e) === quality(best) && e.weightsBytes < best.weightsBytes)))
		) {
			best = e;
		}
	}
	return best;
}

/**
 * True when some weight option of the model runs on the device at the context: at least partly
 * on the accelerator for a GPU or a Mac, in RAM for a CPU-only machine.
 */
export function modelFits(model: ModelRecord, device: Device, options: EstimateOptions): boolean {
	if (!hasWeights(model)) return false;
	const arch = modelArchitecture(model);
	const o = settle(options, arch);
	const wanted: readonly Fit[] = device.kind === "cpu" ? ["cpu"] : ["gpu", "partial"];
	return weightOptions(model, arch).some((opt) => wanted.includes(place(arch, opt, device, o).fits));
}
