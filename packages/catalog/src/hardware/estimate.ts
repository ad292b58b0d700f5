/**
 * Will it run? For a model, one of its weight options and a device: the memory the weights,
 * the KV cache at a context and the runtime need, where they fit, the largest context that
 * keeps that fit, and a rough decode speed. Pure arithmetic over the record's facts.
 */
import type { ModelRecord } from "../model.js";
import { kvCacheEstimated, type ModelArchitecture, modelArchitecture } from "./architecture.js";
import { DEFAULT_HOST, type Device, type DeviceKind, usableMemory } from "./devices.js";
import {
	LLAMA_CPP_UBATCH,
	type LlamaCppLayout,
	llamaCppComputeBytes,
	llamaCppHostComputeBytes,
	llamaCppLayout,
} from "./llama-cpp-memory.js";
import { fitFacts, type Runtime, type WeightOption } from "./options.js";
import { fitUnits } from "./units.js";

const MiB = 2 ** 20;

/** KV cache element types llama.cpp offers (`--cache-type-k/-v`); bytes per element from their block layout. */
export const KV_CACHE_TYPES = { f16: 2, q8_0: 34 / 32, q4_0: 18 / 32 } as const;
export type KvCacheType = keyof typeof KV_CACHE_TYPES;

/** The longest context anyone asks for (Llama 4 Scout's 10M tokens); beyond it a request is a mistake. */
export const MAX_CONTEXT = 10_485_760;

/**
 * Runtime overhead beyond weights and KV cache, per runtime:
 * - llama.cpp: its compute buffer and the backend's fixed cost on a device of `kind` at `context`
 *   (llama-cpp-memory.ts, term by term);
 * - MLX: 512 MiB fixed (Metal context and the graph's intermediate arrays), our rounded observation.
 * - transformers / vLLM: 20% of the weights, the usual rule for inference
 *   (https://blog.eleuther.ai/transformer-math/ "Total Inference Memory ≈ 1.2 × Model Memory").
 */
export function runtimeOverhead(
	runtime: Runtime,
	arch: ModelArchitecture,
	weightsBytes: number,
	kind: DeviceKind = "gpu",
	/** Tokens of context (the attention masks grow with it); default one micro-batch. */
	context: number = LLAMA_CPP_UBATCH,
): number {
	if (runtime === "llama.cpp") {
		const layout = llamaCppLayout(arch, "", weightsBytes, 0, kind);
		const full = fullTokens(arch, context);
		return llamaCppComputeBytes(layout, context, full, windowedTokens(arch, context, runtime)) + layout.runtimeBytes;
	}
	if (runtime === "mlx") return 512 * MiB;
	return Math.round(weightsBytes * 0.2);
}

/** The padding of llama.cpp's KV cache sizes. */
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
	return Math.ceil(tokens * arch.kvElementsPerToken * (KV_CACHE_TYPES[cacheType] ?? KV_CACHE_TYPES.f16));
}

/** Tokens a sliding-window layer sees at a context; 0 when the model has none. */
function windowedTokens(arch: ModelArchitecture, context: number, runtime?: Runtime): number {
	const sliding = arch.kvLayers ? Math.min(arch.slidingLayers, arch.kvLayers) : 0;
	return sliding > 0 && arch.slidingWindow ? Math.min(context, windowTokens(arch.slidingWindow, runtime)) : 0;
}

/** Tokens a full-attention layer sees at a context: all of it; none when every layer is windowed. */
function fullTokens(arch: ModelArchitecture, context: number): number {
	return arch.kvLayers !== undefined && arch.kvLayers > 0 && arch.slidingLayers >= arch.kvLayers ? 0 : context;
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

/**
 * `totalBytes = deviceWeightsBytes + kvCacheBytes + overheadBytes` is the device's memory (the
 * accelerator's; a CPU-only machine's RAM) the option needs: what must fit. What llama.cpp keeps
 * in system RAM beside an accelerator is counted apart (`hostWeightsBytes`, `hostComputeBytes`).
 */
export interface Estimate {
	option: WeightOption;
	/** The weight files' size (the option's `weightsBytes`). */
	weightsBytes: number;
	/**
	 * Weights in the device's memory: the files, less what the runtime keeps in system RAM beside an
	 * accelerator (llama.cpp's input embedding, unless the output reuses it). `weightsBytes` otherwise.
	 */
	deviceWeightsBytes: number;
	kvCacheBytes: number;
	/** `computeBytes + runtimeBytes` for llama.cpp; the runtime's allowance otherwise. */
	overheadBytes: number;
	totalBytes: number;
	/** llama.cpp beside an accelerator: the weights it keeps in system RAM (its input embedding). */
	hostWeightsBytes?: number;
	/** llama.cpp: its compute buffer on the device (one micro-batch's activations and logits). */
	computeBytes?: number;
	/** llama.cpp beside an accelerator: its compute buffer in system RAM (token lookup, attention masks). */
	hostComputeBytes?: number;
	/** llama.cpp: the backend's fixed cost on the device (CUDA context and pool; Metal's or the CPU's allowance). */
	runtimeBytes?: number;
	fits: Fit;
	/** Layers on the accelerator when `fits` is `partial`. */
	gpuLayers?: number;
	/** Largest context (up to the model's) at which the option keeps the same fit; 0 when it does not run. */
	maxContext: number;
	/**
	 * Decode speed, tokens per second: bandwidth / bytes read per token. A rough upper bound, an
	 * estimate; only for a model that generates tokens (fitUnits).
	 */
	tokensPerSecond?: number;
	/** Whole on a consumer GPU with less than TIGHT_SHARE of its usable memory to spare (isTight). */
	tight?: true;
	/** With `tight`: the usable memory the fit leaves free on the card (headroomBytes). */
	headroomBytes?: number;
	/** True when a size or the architecture was estimated or unknown. */
	estimated: boolean;
}

/** Where an option runs at one context, and its figures there (filled in by `place`). */
interface Placement {
	fits: Fit;
	/** Layers on the accelerator when `fits` is `partial`, else 0. */
	gpuLayers: number;
	/** Fraction of the bytes read per token that live on the accelerator. */
	onAccelerator: number;
	/** Device memory: weights on the device + KV cache + overhead. */
	total: number;
	/** Weights on the device. */
	weights: number;
	kv: number;
	overhead: number;
	/** llama.cpp's compute buffers (0 for other runtimes). */
	compute: number;
	hostCompute: number;
}

const placement = (): Placement => ({
	fits: "no",
	gpuLayers: 0,
	onAccelerator: 0,
	total: 0,
	weights: 0,
	kv: 0,
	overhead: 0,
	compute: 0,
	hostCompute: 0,
});

/** Memory the host offers next to the accelerator: the rest of a Mac's unified memory, or the PC's RAM. */
function hostMemory(device: Device, host: Device): number {
	if (device.kind === "apple") return device.memoryBytes - usableMemory(device);
	return usableMemory(host);
}

/** What does not change with the context: llama.cpp's layout on the device, computed once per estimate. */
function layoutFor(arch: ModelArchitecture, option: WeightOption, device: Device): LlamaCppLayout | undefined {
	if (option.runtime !== "llama.cpp") return undefined;
	return llamaCppLayout(arch, option.quant, option.weightsBytes, option.projectorBytes, device.kind);
}

/**
 * Where the option runs on the device at `context`, written into `out` (the fit search tries
 * about 24 contexts per estimate with one Placement) and returned.
 */
function place(
	arch: ModelArchitecture,
	option: WeightOption,
	device: Device,
	o: Required<EstimateOptions>,
	layout: LlamaCppLayout | undefined,
	context: number,
	out: Placement,
): Placement {
	const kv = kvCacheBytes(arch, context, o.cacheType, option.runtime);
	let weights = option.weightsBytes;
	let overhead: number;
	let compute = 0;
	let hostCompute = 0;
	if (layout) {
		const full = fullTokens(arch, context);
		const windowed = windowedTokens(arch, context, option.runtime);
		compute = llamaCppComputeBytes(layout, context, full, windowed);
		hostCompute = llamaCppHostComputeBytes(layout, context, full, windowed);
		weights = layout.deviceWeightsBytes;
		overhead = compute + layout.runtimeBytes;
	} else overhead = runtimeOverhead(option.runtime, arch, option.weightsBytes);
	const total = weights + kv + overhead;
	out.total = total;
	out.weights = weights;
	out.kv = kv;
	out.overhead = overhead;
	out.compute = compute;
	out.hostCompute = hostCompute;
	out.gpuLayers = 0;
	out.onAccelerator = 0;
	if (device.kind === "cpu") {
		out.fits = total <= usableMemory(device) ? "cpu" : "no";
		return out;
	}
	const accel = usableMemory(device);
	if (total <= accel) {
		out.fits = "gpu";
		out.onAccelerator = 1;
		return out;
	}
	const host = hostMemory(device, o.host);
	// What stays in system RAM whatever the split: llama.cpp's input embedding and host compute buffer.
	const hostFixed = (layout?.hostWeightsBytes ?? 0) + hostCompute;
	const layered = weights - option.projectorBytes + kv;
	// The runtime's buffers and the projector stay on the accelerator; layers go there while they fit.
	const room = accel - overhead - option.projectorBytes;
	if (!arch.layers) {
		out.fits = total + hostFixed <= accel + host ? (room > 0 ? "partial" : "cpu") : "no";
		if (out.fits === "partial") out.onAccelerator = layered > 0 ? Math.min(1, Math.max(0, room) / layered) : 1;
		return out;
	}
	const perLayer = layered / arch.layers;
	const gpuLayers =
		perLayer > 0 ? Math.max(0, Math.min(arch.layers, Math.floor(room / perLayer))) : room >= 0 ? arch.layers : 0;
	const onHost = layered - gpuLayers * perLayer + hostFixed;
	if (gpuLayers > 0 && onHost <= host) {
		out.fits = "partial";
		out.gpuLayers = gpuLayers;
		out.onAccelerator = layered > 0 ? (gpuLayers * perLayer) / layered : 1;
		return out;
	}
	// Nothing on the accelerator: llama.cpp and transformers run on system RAM alone.
	out.fits = option.weightsBytes + kv <= host ? "cpu" : "no";
	return out;
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
	const speed = Math.round(10 / seconds) / 10;
	// Below 0.1 token per second, or from figures too large to divide: no speed to state.
	return Number.isFinite(speed) && speed > 0 ? speed : undefined;
}

/** Largest context ≤ the model's and ≤ MAX_CONTEXT at which `fits` is no worse than `target`. */
function maxContextFor(
	arch: ModelArchitecture,
	option: WeightOption,
	device: Device,
	o: Required<EstimateOptions>,
	layout: LlamaCppLayout | undefined,
	target: Fit,
): number {
	if (target === "no") return 0;
	const limit = Math.min(arch.contextLength ?? MAX_CONTEXT, MAX_CONTEXT);
	const scratch = placement();
	const ok = (ctx: number) => FIT_RANK[place(arch, option, device, o, layout, ctx, scratch).fits] <= FIT_RANK[target];
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

/**
 * Defaults filled in; the context a whole number of tokens from 1 to MAX_CONTEXT, capped at the
 * model's own (no runtime caches more than the model attends to).
 */
function settle(options: EstimateOptions, arch: ModelArchitecture): Required<EstimateOptions> {
	const asked = Number.isNaN(options.context) ? 1 : Math.min(MAX_CONTEXT, Math.max(1, Math.floor(options.context)));
	const context = arch.contextLength ? Math.min(asked, arch.contextLength) : asked;
	const cacheType = options.cacheType && options.cacheType in KV_CACHE_TYPES ? options.cacheType : "f16";
	// Built field by field, not spread: a `fits=` question settles once per record (modelFitter).
	return { host: options.host ?? DEFAULT_HOST, cacheType, context };
}

export function estimateOption(
	model: ModelRecord,
	option: WeightOption,
	device: Device,
	options: EstimateOptions,
	arch: ModelArchitecture = modelArchitecture(model),
): Estimate {
	const o = settle(options, arch);
	const layout = layoutFor(arch, option, device);
	const p = place(arch, option, device, o, layout, o.context, placement());
	const tokensPerSecond = decodeSpeed(arch, option, device, o.host, p);
	const e: Estimate = {
		option,
		weightsBytes: option.weightsBytes,
		deviceWeightsBytes: p.weights,
		kvCacheBytes: p.kv,
		overheadBytes: p.overhead,
		totalBytes: p.total,
		fits: p.fits,
		maxContext: maxContextFor(arch, option, device, o, layout, p.fits),
		estimated: option.estimated || kvCacheEstimated(arch),
	};
	if (layout) {
		if (layout.hostWeightsBytes > 0) e.hostWeightsBytes = layout.hostWeightsBytes;
		e.computeBytes = p.compute;
		if (p.hostCompute > 0) e.hostComputeBytes = p.hostCompute;
		e.runtimeBytes = layout.runtimeBytes;
	}
	if (p.fits === "partial") e.gpuLayers = p.gpuLayers;
	if (tokensPerSecond !== undefined && fitUnits(model) === "tokens") e.tokensPerSecond = tokensPerSecond;
	if (isTight(e, device)) {
		e.tight = true;
		e.headroomBytes = headroomBytes(e, device);
	}
	return e;
}

/**
 * Every weight option of the model on the device (fitFacts': for an adapter whose `base` is
 * given, the base's checkpoint with the adapter on it).
 */
export function estimateModel(
	model: ModelRecord,
	device: Device,
	options: EstimateOptions,
	base?: ModelRecord,
): Estimate[] {
	const facts = fitFacts(model, base);
	return facts ? facts.options.map((opt) => estimateOption(model, opt, device, options, facts.arch)) : [];
}

/**
 * Quality proxy: effective bits per weight, capped at 8.5 (Q8_0): above 8 bits the output is
 * practically that of the original weights, so a larger file buys speed loss only.
 */
export const QUALITY_CAP_BITS = 8.5;
function quality(e: Estimate): number {
	return Math.min(e.option.bitsPerWeight ?? QUALITY_CAP_BITS, QUALITY_CAP_BITS);
}

/** A fit leaving less than this share of a consumer GPU's usable memory free is tight. */
export const TIGHT_SHARE = 0.05;

/**
 * GeForce, Radeon RX and Arc cards: the GPU of a desktop or laptop that also draws the screen, runs
 * a browser and a desktop. The device catalogue has no field for it, so the maker's consumer line
 * is read from the label.
 */
export function isConsumerGpu(device: Pick<Device, "kind" | "label">): boolean {
	return device.kind === "gpu" && /\b(GeForce|Radeon RX|Arc)\b/.test(device.label);
}

/** The usable memory of the device an estimate leaves free (none when it needs all of it or more). */
export function headroomBytes(estimate: Pick<Estimate, "totalBytes">, device: Device): number {
	return Math.max(0, usableMemory(device) - estimate.totalBytes);
}

/** Whole on a consumer GPU with less than TIGHT_SHARE of its usable memory to spare (headroomBytes). */
export function isTight(estimate: Pick<Estimate, "fits" | "totalBytes">, device: Device): boolean {
	return (
		estimate.fits === "gpu" &&
		isConsumerGpu(device) &&
		headroomBytes(estimate, device) < TIGHT_SHARE * usableMemory(device)
	);
}

/**
 * The option to pick: the best place it can run (accelerator, then partial offload, then
 * RAM), then one with room to spare before a tight one, then the best quality; of equal quality
 * the smaller. Undefined when none runs.
 */
export function recommend(estimates: readonly Estimate[]): Estimate | undefined {
	let best: Estimate | undefined;
	for (const e of estimates) {
		if (e.fits === "no") continue;
		if (!best || better(e, best)) best = e;
	}
	return best;
}

/** `e` before `than` in recommend's order. */
function better(e: Estimate, than: Estimate): boolean {
	if (FIT_RANK[e.fits] !== FIT_RANK[than.fits]) return FIT_RANK[e.fits] < FIT_RANK[than.fits];
	if ((e.tight ?? false) !== (than.tight ?? false)) return !e.tight;
	if (quality(e) !== quality(than)) return quality(e) > quality(than);
	return e.weightsBytes < than.weightsBytes;
}

/**
 * How much of a machine a "runs on" answer counts: `whole`, the model entirely on the device (a
 * GPU's or a Mac's GPU memory; a CPU-only machine's RAM); `offload`, on a GPU or a Mac also with
 * layers offloaded to the host's RAM (EstimateOptions' `host`), which runs, but slowly.
 */
export type FitLevel = "whole" | "offload";

/**
 * A PC host with `gigabytes` of system RAM for offloaded layers (EstimateOptions' `host`):
 * DEFAULT_HOST's memory speed and operating-system reserve, another amount of RAM.
 */
export function hostWithRam(gigabytes: number): Device {
	const memoryBytes = gigabytes * 2 ** 30;
	const reserve = DEFAULT_HOST.memoryBytes - usableMemory(DEFAULT_HOST);
	return {
		...DEFAULT_HOST,
		id: `host-${gigabytes}gb`,
		label: `${gigabytes} GB of system RAM`,
		memoryBytes,
		usableBytes: Math.max(0, memoryBytes - reserve),
	};
}

/** The fits of an option that count at a level on a device of `kind`. */
function fitsAtLevel(kind: DeviceKind, level: FitLevel): readonly Fit[] {
	if (kind === "cpu") return ["cpu"];
	return level === "whole" ? ["gpu"] : ["gpu", "partial"];
}

/**
 * True when some weight option of the model runs on the device at the context, at `level`
 * (default `whole`: entirely on the GPU, or in RAM for a CPU-only machine). Whole on the device
 * depends only on the device's kind and its usable memory, and never gets worse as that grows.
 */
export function modelFits(
	model: ModelRecord,
	device: Device,
	options: EstimateOptions & { level?: FitLevel },
	base?: ModelRecord,
): boolean {
	const facts = fitFacts(model, base);
	if (!facts) return false;
	const { arch } = facts;
	const o = settle(options, arch);
	const wanted = fitsAtLevel(device.kind, options.level ?? "whole");
	const scratch = placement();
	return facts.options.some((opt) =>
		wanted.includes(place(arch, opt, device, o, layoutFor(arch, opt, device), o.context, scratch).fits),
	);
}

/** modelFits of one record, its facts read once (modelFitter). */
export type ModelFitter = (device: Device, options: EstimateOptions & { level?: FitLevel }) => boolean;

/** What llama.cpp's layout of an option reads of the device (layoutFor): its kind. */
const layoutKey = (device: Device): DeviceKind => device.kind;

/**
 * modelFits' question about one record, asked again and again (a `fits` filter at any context and
 * RAM): what it reads of the record (architecture, weight options) read once, and llama.cpp's layout
 * of each option kept per `layoutKey` of the device; each answer is then `place` at the asked
 * context, the same function modelFits calls (hub-core's test compares the two over every sample
 * record, device, context and RAM). Undefined when the record has nothing to size (fitFacts:
 * none; modelFits: false). An adapter is asked with its `base` (fitFacts). Measured need:
 * re-reading every record per request held `fits=<device>&context=<n>` to 8–59 requests/s on the
 * samples (bench/fit.bench.mjs).
 */
export function modelFitter(model: ModelRecord, base?: ModelRecord): ModelFitter | undefined {
	const facts = fitFacts(model, base);
	if (!facts) return undefined;
	const { arch, options } = facts;
	// Each option's layout by layoutKey, made when first asked; null: the option has none (not llama.cpp).
	const layouts = options.map((): Partial<Record<DeviceKind, LlamaCppLayout | null>> => ({}));
	const scratch = placement();
	return (device, asked) => {
		const o = settle(asked, arch);
		const wanted = fitsAtLevel(device.kind, asked.level ?? "whole");
		const key = layoutKey(device);
		for (let i = 0; i < options.length; i++) {
			const option = options[i] as WeightOption;
			const kept = layouts[i] as Partial<Record<DeviceKind, LlamaCppLayout | null>>;
			let layout = kept[key];
			if (layout === undefined) {
				layout = layoutFor(arch, option, device) ?? null;
				kept[key] = layout;
			}
			if (wanted.includes(place(arch, option, device, o, layout ?? undefined, o.context, scratch).fits)) return true;
		}
		return false;
	};
}
