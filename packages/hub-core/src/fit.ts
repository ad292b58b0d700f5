/**
 * "Can I run it?" for the API, the CLI and the web app: the hardware list, one model's fit on a
 * device at a context (every weight option, the recommended one), and the models-list filter.
 * Thin views over the catalogue's estimator; the checks of `device` and `context` live here so
 * that the server's 400s and the CLI's errors say the same thing.
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	adapterBaseId,
	conversionBaseId,
	conversionFormatName,
	DEFAULT_HOST,
	DEVICES,
	type Device,
	type DeviceKind,
	estimateModel,
	type Fit,
	type FitUnits,
	fitArchitecture,
	fitBaseId,
	fitUnits,
	getDevice,
	hostWithRam,
	kvCacheEstimated,
	MAX_CONTEXT,
	type ModelArchitecture,
	type ModelFitter,
	missingAdapterBase,
	modelFitter,
	PRECISION_NOT_STATED,
	type Runtime,
	recommend,
	sizeSource,
	TIGHT_SHARE,
	usableMemory,
	type WeightFormat,
	type WeightOption,
} from "@hubkit/catalog/hardware";
import { DECIMAL_DIGITS, readDecimal } from "./digits.js";
import { formatBytes, formatContextLength } from "./figures.js";
import { looseName, nearestNames } from "./nearest.js";

/** One row of `GET /api/hardware` and of `hubkit devices`. */
export interface HardwareEntry {
	id: string;
	label: string;
	kind: DeviceKind;
	memoryBytes: number;
	/** What a model may use (`usableMemory`): a Mac's GPU working set, a CPU machine's RAM after the OS. */
	usableMemoryBytes: number;
	bandwidthGBps: number;
}

/** The architecture numbers the estimate used; null where the record does not say. */
export interface FitModelFacts {
	parameters: number | null;
	activeParameters?: number;
	layers: number | null;
	kvHeads: number | null;
	headDim: number | null;
	/** The model's own context length; absent for a model that does not generate tokens (fitUnits). */
	contextLength?: number | null;
}

/** One weight option (a GGUF quantization or the safetensors checkpoint) on the device. */
export interface FitOption {
	format: WeightFormat;
	/** The program the estimate assumes loads it (its overhead rule). */
	runtime: Runtime;
	quant: string;
	files: string[];
	weightsBytes: number;
	kvCacheBytes: number;
	overheadBytes: number;
	totalBytes: number;
	fits: Fit;
	gpuLayers?: number;
	/**
	 * The token figures, only for a model that generates tokens (the view's `units` is `tokens`):
	 * the longest context that keeps this fit, the decode speed, and `slow` when that speed is below
	 * SLOW_TOKENS_PER_SECOND (isSlow): "runs, slowly".
	 */
	maxContext?: number;
	tokensPerSecond?: number;
	slow?: true;
	/** Whole on a consumer GPU with less than TIGHT_SHARE of its usable memory free (the catalogue's isTight). */
	tight?: true;
	/** With `tight`: the bytes of the card's usable memory the option leaves free (tightLabel says it). */
	headroomBytes?: number;
	/** An adapter's row: the base model (its id) whose weights it is loaded on, counted in `weightsBytes`. */
	base?: string;
	/** With `base`: a base not in the catalogue, sized by its published parameter count as the adapter's record states it. */
	baseStated?: true;
	/** A derived record's row: the model whose parameter count sizes it, and how it was derived (weightsSource says it). */
	derivedFrom?: WeightOption["derivedFrom"];
	/**
	 * The facts of this row that were estimated rather than read from the record: `weights`
	 * (no file sizes: parameters × bits per weight), `kvCache` (no layer or KV-head numbers).
	 * Empty when every figure comes from the record.
	 */
	estimated: EstimatedFact[];
}

export type EstimatedFact = "weights" | "kvCache";

/** `GET /api/models/{owner}/{name}/fit?device=<id>&context=<n>&ram=<GB>`. */
export interface FitView {
	device: string;
	/**
	 * `tokens`: every figure, the context and tokens per second included; `memory`: a model that does
	 * not generate tokens (an image generator, an encoder…), memory figures only (fitUnits).
	 */
	units: FitUnits;
	/** The context the figures are at; absent when `units` is `memory`. */
	context?: number;
	/** GB of system RAM offloaded layers may use, when the request named it (else DEFAULT_HOST's). */
	ram?: number;
	model: FitModelFacts;
	options: FitOption[];
	/** The `quant` of the option to pick: best place to run, then best quality. */
	recommended?: string;
	/**
	 * An adapter whose base model (this id) is not in the catalogue or has no size: no options, the
	 * adapter's own small files being no measure of what runs (sizeUnknownNote says it).
	 */
	needsBase?: string;
	/**
	 * Where the record's curated size figures were read (a published count, a file list's sizes), when
	 * the record carries them: the page, the day it was read and what it says.
	 */
	sizeSource?: { url: string; checked: string; note?: string };
}

export type FitField = "device" | "context" | "ram";
export type FitCheck<T> = { ok: true; value: T } | { ok: false; field: FitField; error: string };

/**
 * What "runs on" (the facet, `fits`, `hubkit models --fits`) counts, in the words the web's
 * heading and the CLI's facet line and help use: modelFits' default level, "whole".
 */
export const RUNS_ON_LEVEL = "whole on the GPU; CPU-only devices: in RAM";

/**
 * Below this estimated decode speed an option that runs is shown as "runs, slowly", never as a
 * plain "runs": about reading speed, under which a chat is waiting, not talking.
 */
export const SLOW_TOKENS_PER_SECOND = 5;

/** An option that runs (anywhere) at an estimated speed below SLOW_TOKENS_PER_SECOND. */
export function isSlow(e: { fits: Fit; tokensPerSecond?: number }): boolean {
	return e.fits !== "no" && e.tokensPerSecond !== undefined && e.tokensPerSecond < SLOW_TOKENS_PER_SECOND;
}

/** The words of an option's fit in the web's table and the CLI's: its place, or "runs, slowly". */
export function fitLabel(e: { fits: Fit; tokensPerSecond?: number; gpuLayers?: number }): string {
	// No layer count (gpuLayers 0 on a partial fit): a share of the weights is offloaded, not layers.
	const layers = e.fits === "partial" && e.gpuLayers ? `${e.gpuLayers} layers on GPU` : undefined;
	if (isSlow(e)) return layers ? `runs, slowly (${layers})` : "runs, slowly";
	return layers ? `partial: ${layers}` : FIT_LABELS[e.fits];
}

/** When a request names no device or context. */
export const DEFAULT_FIT_DEVICE = "rtx-4090";
export const DEFAULT_FIT_CONTEXT = 8192;

export function hardwareList(): HardwareEntry[] {
	return DEVICES.map((d) => ({
		id: d.id,
		label: d.label,
		kind: d.kind,
		memoryBytes: d.memoryBytes,
		usableMemoryBytes: usableMemory(d),
		bandwidthGBps: d.bandwidthGBps,
	}));
}

export const deviceMessage = (id: string): string => {
	const near = nearDeviceIds(id);
	const guess = near.length === 0 ? "" : `did you mean ${near.join(" or ")}? `;
	return `unknown device: ${id} (${guess}run hubkit devices / GET /api/hardware for the list)`;
};
export const contextMessage = (name = "context"): string =>
	`${name} must be a whole number of tokens from 1 to ${MAX_CONTEXT}, in digits or with k or M (8k = 8192, 1M = 1048576)`;

/** A device id without case, spaces, dashes or other punctuation: `RTX 4090` and `rtx4090` read as `rtx4090`. */
const looseId = looseName;

/** Each loose form of an id that belongs to that one id only. */
const BY_LOOSE_ID: ReadonlyMap<string, Device> = (() => {
	const byLoose = new Map<string, Device[]>();
	for (const d of DEVICES) byLoose.set(looseId(d.id), [...(byLoose.get(looseId(d.id)) ?? []), d]);
	return new Map([...byLoose].flatMap(([loose, ds]) => (ds.length === 1 ? [[loose, ds[0] as Device]] : [])));
})();

/**
 * The device a user means by `text`: its id, or a spelling of one id that differs only in case,
 * spaces and dashes (`RTX 4090`, `rtx4090` → rtx-4090) when no other id is spelt so.
 */
export function findDevice(text: string): Device | undefined {
	return getDevice(text) ?? BY_LOOSE_ID.get(looseId(text));
}

/**
 * The ids an unknown device was probably meant to be, at most three, closest first (nearest.ts's
 * rule: a typo of an id's loose form, or the start of one: `rtx 4060 ti` → rtx-4060-ti-16gb).
 */
export function nearDeviceIds(text: string): string[] {
	return nearestNames(
		text,
		DEVICES.map((d) => d.id),
	);
}

/**
 * A context as the API, the CLI and a link write it: plain decimal digits (digits.ts, the rule of
 * every integer they read), optionally followed by k or M (either case) for 1024 or 1024² tokens,
 * as context lengths are spoken (an "8K" model has 8192). Undefined when it is not written so:
 * `8.5k`, `k`, `-8k`, `8kb`, `08k`.
 */
export function readContext(text: string): number | undefined {
	const groups = CONTEXT_TEXT.exec(text)?.groups;
	if (!groups) return undefined;
	const count = readDecimal(groups.count as string) as number;
	const unit = (groups.unit as string).toLowerCase();
	return count * (unit === "k" ? 1024 : unit === "m" ? 1024 ** 2 : 1);
}

/** readContext's forms as one pattern (the OpenAPI document's): digits.ts's digits, then k or M. */
export const CONTEXT_TEXT = new RegExp(`^(?<count>${DECIMAL_DIGITS.source.slice(1, -1)})(?<unit>[kKmM]?)$`);

/**
 * Checks a device (its id, or a spelling findDevice reads) and a context (a number, or readContext's
 * forms). Missing values take the defaults; `names` renames the fields inside messages (the CLI
 * says `--context`).
 */
export function checkFitParams(
	input: { device?: string; context?: string | number },
	names: { context?: string } = {},
): FitCheck<{ device: Device; context: number }> {
	const id = input.device ?? DEFAULT_FIT_DEVICE;
	const device = findDevice(id);
	if (!device) return { ok: false, field: "device", error: deviceMessage(id) };
	const raw = input.context ?? DEFAULT_FIT_CONTEXT;
	const context = typeof raw === "number" ? raw : (readContext(raw) ?? Number.NaN);
	if (!Number.isSafeInteger(context) || context < 1 || context > MAX_CONTEXT) {
		return { ok: false, field: "context", error: contextMessage(names.context) };
	}
	return { ok: true, value: { device, context } };
}

/**
 * The "runs on" facet (fitsOnDevices) is counted at DEFAULT_FIT_CONTEXT; `fits` at another context
 * runs the estimate on every record, so a catalogue whose records are not in memory (a database)
 * refuses it with these words (the API's 400 naming `context`, the CLI's `--context`).
 */
export const fitsContextMessage = (name = "context"): string =>
	`${name} must be ${DEFAULT_FIT_CONTEXT} with fits on a database catalogue (its "runs on" facet is counted at ${DEFAULT_FIT_CONTEXT} tokens)`;

/**
 * The record the fit of `model` is sized on, looked up in the catalogue the record came from (`find`:
 * a store's `get`, the CLI's loader): an adapter's base, or a conversion's base when the record has
 * no size of its own (fitBaseId names it). Undefined for any other record, or when the catalogue
 * does not hold the base (or cannot be asked for it).
 */
export async function findFitBase(
	model: ModelRecord,
	find: (id: string) => Promise<ModelRecord | undefined>,
): Promise<ModelRecord | undefined> {
	const id = fitBaseId(model);
	if (id === undefined) return undefined;
	try {
		return await find(id);
	} catch {
		return undefined;
	}
}

/**
 * findFitBase for several records at once (a comparison): their bases looked up together, then
 * each record's by identity; undefined for a record that needs none or whose base was not found.
 */
export async function findFitBases(
	models: readonly ModelRecord[],
	find: (id: string) => Promise<ModelRecord | undefined>,
): Promise<(model: ModelRecord) => ModelRecord | undefined> {
	const bases = new Map(await Promise.all(models.map(async (m) => [m, await findFitBase(m, find)] as const)));
	return (model) => bases.get(model);
}

/**
 * findFitBase over a catalogue held as an array (a memory store, a `fits` filter): each record's
 * base from the same records, by id; undefined for a record that needs none.
 */
export function fitBases(models: readonly ModelRecord[]): (model: ModelRecord) => ModelRecord | undefined {
	let byId: Map<string, ModelRecord> | undefined;
	return (model) => {
		const id = fitBaseId(model);
		if (id === undefined) return undefined;
		byId ??= new Map(models.map((m) => [m.id, m]));
		return byId.get(id);
	};
}

/**
 * Where a row's weights figure comes from, in the words of the web's "How" and the CLI's notes:
 * an adapter's base plus its own files, the parameter count of the model a conversion (or a
 * same-architecture fine-tune) was made from, the files' real sizes, or parameters × bits per weight.
 */
export function weightsSource(
	option: Pick<WeightOption, "base" | "baseStated" | "derivedFrom" | "format" | "runtime">,
	estimated: boolean,
): string {
	if (option.base !== undefined && option.baseStated) {
		return `${option.base}'s ${option.format} weights, by its published parameter count (the base model this adapter is loaded on, not in this catalogue) + this adapter's own files`;
	}
	if (option.base !== undefined) {
		return `${option.base}'s ${option.format} weights (the base model this adapter is loaded on) + this adapter's own files`;
	}
	if (option.derivedFrom !== undefined) {
		const { id, relation } = option.derivedFrom;
		const what =
			relation === "finetune"
				? "this is a fine-tune of it, of the same architecture"
				: `this is its ${conversionFormatName(option)} conversion`;
		return `estimated as the parameter count of ${id} (${what}) × bits per weight`;
	}
	return estimated ? "estimated as parameters × bits per weight" : "the files' real sizes";
}

/**
 * The longest context an option keeps its fit at, as the table, the CLI and `/fit` show it: only
 * when the KV cache can be computed from the model's own numbers (kvCacheEstimated). Without its
 * layers and KV heads the cache counts as nothing, every context "fits" up to the 10M cap, and that
 * figure would be nonsense: unknown, not shown.
 */
export function shownMaxContext(e: { maxContext: number }, arch: ModelArchitecture): number | undefined {
	return kvCacheEstimated(arch) ? undefined : e.maxContext;
}

/**
 * The fit of every weight option of `model` on the device at the context, layers offloaded to
 * `ram` GB of system RAM (readRam) or else to DEFAULT_HOST's. A model that does not generate
 * tokens (fitUnits) gets memory figures only: no context, maximum context, speed or `slow`. An
 * adapter is sized on its `base` (findFitBase) when the caller found it: base + adapter weights; a
 * conversion with no size of its own, on its base's parameter count.
 */
export function fitView(
	model: ModelRecord,
	deviceId?: string,
	context?: string | number,
	ram?: string | number,
	base?: ModelRecord,
): FitCheck<FitView> {
	const check = checkFitParams({ device: deviceId, context });
	if (!check.ok) return check;
	const { device, context: ctx } = check.value;
	const gb = ram === undefined ? undefined : readRam(ram);
	if (ram !== undefined && gb === undefined) return { ok: false, field: "ram", error: ramMessage() };
	const units = fitUnits(model);
	const tokens = units === "tokens";
	const arch = fitArchitecture(model, base);
	const estimates = estimateModel(
		model,
		device,
		{ context: ctx, ...(gb !== undefined ? { host: hostWithRam(gb) } : {}) },
		base,
	);
	const best = recommend(estimates);
	const needsBase = missingAdapterBase(model, base);
	const source = sizeSource(model);
	const kvEstimated = tokens && kvCacheEstimated(arch);
	const options = estimates.map((e): FitOption => {
		const maxContext = tokens ? shownMaxContext(e, arch) : undefined;
		return {
			format: e.option.format,
			runtime: e.option.runtime,
			quant: e.option.quant,
			files: [...e.option.files],
			weightsBytes: e.weightsBytes,
			kvCacheBytes: e.kvCacheBytes,
			overheadBytes: e.overheadBytes,
			totalBytes: e.totalBytes,
			fits: e.fits,
			...(e.gpuLayers !== undefined ? { gpuLayers: e.gpuLayers } : {}),
			...(maxContext !== undefined ? { maxContext } : {}),
			...(tokens && e.tokensPerSecond !== undefined ? { tokensPerSecond: e.tokensPerSecond } : {}),
			...(tokens && isSlow(e) ? { slow: true as const } : {}),
			...(e.tight ? { tight: true as const } : {}),
			...(e.tight && e.headroomBytes !== undefined ? { headroomBytes: e.headroomBytes } : {}),
			...(e.option.base !== undefined ? { base: e.option.base } : {}),
			...(e.option.baseStated ? { baseStated: true as const } : {}),
			...(e.option.derivedFrom !== undefined ? { derivedFrom: { ...e.option.derivedFrom } } : {}),
			estimated: [...(e.option.estimated ? ["weights" as const] : []), ...(kvEstimated ? ["kvCache" as const] : [])],
		};
	});
	return {
		ok: true,
		value: {
			device: device.id,
			units,
			...(tokens ? { context: ctx } : {}),
			...(gb !== undefined ? { ram: gb } : {}),
			model: {
				parameters: arch.parameters ?? null,
				...(arch.activeParameters !== undefined ? { activeParameters: arch.activeParameters } : {}),
				layers: arch.layers ?? null,
				kvHeads: arch.kvHeads ?? null,
				headDim: arch.headDim ?? null,
				...(tokens ? { contextLength: arch.contextLength ?? null } : {}),
			},
			options,
			...(best ? { recommended: best.option.quant } : {}),
			...(needsBase !== undefined ? { needsBase } : {}),
			...(source ? { sizeSource: source } : {}),
		},
	};
}

/**
 * A weight option's format in the words of the web's table and the CLI's: `gguf`, or the
 * checkpoint's format with the library that loads it, the record's own (`safetensors (diffusers)`,
 * `safetensors (sentence-transformers)`); the runtime the estimate assumed when the record names none.
 */
export function weightFormatLabel(
	option: Pick<WeightOption, "format" | "runtime">,
	model: Pick<ModelRecord, "library_name">,
): string {
	if (option.format === "gguf") return "gguf";
	const library =
		typeof model.library_name === "string" && model.library_name !== "" ? model.library_name : option.runtime;
	return `${option.format} (${library})`;
}

/**
 * How the recommendation names an option: its precision (`Q4_K_M`, `BF16 (assumed)`), or, where no
 * page states the precision of its real bytes, its format (`safetensors (sentence-transformers)`):
 * "Recommended: precision not stated" names nothing a person can pick.
 */
export function optionName(
	option: Pick<WeightOption, "format" | "runtime" | "quant">,
	model: Pick<ModelRecord, "library_name">,
): string {
	return option.quant === PRECISION_NOT_STATED ? weightFormatLabel(option, model) : option.quant;
}

/**
 * The "tight" mark of an option, as the web's table and the CLI write it: how much of the card's
 * memory it leaves free ("tight: leaves 312 MB free"), the figure the recommendation weighs
 * (recommend prefers an option with room to spare); plain "tight" when the figure is not known.
 */
export function tightLabel(option: { headroomBytes?: number }): string {
	return option.headroomBytes === undefined ? "tight" : `tight: leaves ${formatBytes(option.headroomBytes)} free`;
}

/** Whole on a consumer GPU with less than this share of its memory free: the "tight" mark's words. */
export const TIGHT_NOTE = `"Tight": whole on the card with less than ${TIGHT_SHARE * 100} % of its memory free, which the display and other programs also use.`;

/**
 * What the figures of a model that does not generate tokens mean (units `memory`), one line for
 * the web's table and the CLI: the memory to load the weights, and the per-use figure the
 * estimate does not give, named for the task (per image, per second of audio, per batch).
 */
export function memoryOnlyNote(model: Pick<ModelRecord, "pipeline_tag">): string {
	const task = typeof model.pipeline_tag === "string" ? model.pipeline_tag : "";
	const what = /video/.test(task)
		? "per-video time"
		: /image$|image-generation|3d$/.test(task)
			? "per-image time"
			: /speech|audio/.test(task)
				? "time per second of audio"
				: "activations and time per batch";
	return `Memory to load the weights; ${what} not estimated.`;
}

/**
 * `ram` (GB of system RAM for offloaded layers) of `fits`: a whole number from 1 to MAX_RAM_GB,
 * plain decimal digits (digits.ts). Undefined when it is not one.
 */
export const MAX_RAM_GB = 4096;

/**
 * The system RAM offloaded layers go to when a request names none: DEFAULT_HOST's (a desktop's
 * 32 GB), in the GB that `ram` counts (RAM is sold in binary gigabytes; hostWithRam reads them so).
 */
export const DEFAULT_RAM_GB = DEFAULT_HOST.memoryBytes / 2 ** 30;
export function readRam(raw: string | number): number | undefined {
	const gb = typeof raw === "number" ? raw : readDecimal(raw);
	return gb !== undefined && Number.isSafeInteger(gb) && gb >= 1 && gb <= MAX_RAM_GB ? gb : undefined;
}
export const ramMessage = (name = "ram"): string => `${name} must be a whole number of GB from 1 to ${MAX_RAM_GB}`;

/**
 * `fits` with `ram` is counted per request (the facet is whole on the device): a catalogue whose
 * records are not in memory (a database) refuses it with these words (the API's 400 naming `ram`).
 */
export const fitsRamMessage = (name = "ram"): string =>
	`${name} needs the records in memory: a database catalogue answers fits whole on the device only`;

/**
 * The question of `/api/models?fits=<device>&context=<n>&ram=<GB>` (values checked as fitsFilter
 * checks them), to ask of each record's ModelFitter (modelFitter, read once per record when a
 * catalogue is loaded): does a weight option run whole on the device at the context (entirely on a
 * GPU or a Mac's GPU; in RAM on a CPU-only machine), or with `ram`, also with layers offloaded to
 * that much system RAM. A record without weights (no fitter) runs nowhere.
 */
export function fitsQuestion(
	deviceId: string,
	context?: string | number,
	ram?: number,
): FitCheck<(fitter: ModelFitter | undefined) => boolean> {
	const check = checkFitParams({ device: deviceId, context });
	if (!check.ok) return check;
	const { device, context: ctx } = check.value;
	const options =
		ram === undefined ? { context: ctx } : { context: ctx, level: "offload" as const, host: hostWithRam(ram) };
	return { ok: true, value: (fitter) => fitter?.(device, options) ?? false };
}

/** `/api/models?fits=<device>&context=<n>&ram=<GB>` over records: the ones fitsQuestion says run. */
export function fitsFilter(
	models: readonly ModelRecord[],
	deviceId: string,
	context?: string | number,
	ram?: number,
): FitCheck<ModelRecord[]> {
	const question = fitsQuestion(deviceId, context, ram);
	if (!question.ok) return question;
	const baseOf = fitBases(models);
	return { ok: true, value: models.filter((m) => question.value(modelFitter(m, baseOf(m)))) };
}

/**
 * The devices in chains along which a fit never gets worse, smallest first: one kind, and both
 * numbers of a device that modelFits may read rising (or equal) along the chain: the memory the
 * model may use on it (`usableMemory`, all that "whole on the device" reads) and the memory beside
 * that (a Mac's unified memory left to the CPU; a PC's RAM is the same DEFAULT_HOST for every GPU),
 * which offload also reads. Devices equal in both are one link. A device that would break a chain
 * starts another, so the rule holds whatever the catalogue lists.
 */
const FIT_CHAINS: readonly (readonly (readonly Device[])[])[] = (() => {
	const chains: Device[][][] = [];
	const key = (d: Device) => [usableMemory(d), d.memoryBytes - usableMemory(d)] as const;
	for (const kind of ["gpu", "apple", "cpu"] as const) {
		const devices = DEVICES.filter((d) => d.kind === kind).sort(
			(a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1],
		);
		let chain: Device[][] = [];
		for (const device of devices) {
			const last = chain.at(-1)?.[0];
			const [usable, beside] = key(device);
			if (last && key(last)[0] === usable && key(last)[1] === beside) (chain.at(-1) as Device[]).push(device);
			else if (!last || key(last)[1] <= beside) chain.push([device]);
			else {
				chains.push(chain);
				chain = [[device]];
			}
		}
		if (chain.length) chains.push(chain);
	}
	return chains;
})();

/**
 * The "runs on" facet of a record: the ids of the devices (DEVICES, in catalogue order) on which
 * modelFits says it runs whole at DEFAULT_FIT_CONTEXT (asked of its ModelFitter, `fitter` when the caller
 * keeps one). It is computed for every record when a catalogue is indexed, so it asks as few times as it can: along each chain of FIT_CHAINS a model
 * that runs on one device runs on every larger one, so a binary search finds the smallest that fits
 * (about ten estimates instead of one per device; the tests check it against every device).
 */
export function fitsOnDevices(model: ModelRecord, fitter = modelFitter(model)): string[] {
	if (!fitter) return [];
	const options = { context: DEFAULT_FIT_CONTEXT };
	const fits = (link: readonly Device[] | undefined) => fitter((link as Device[])[0] as Device, options);
	const fitting = new Set<Device>();
	for (const chain of FIT_CHAINS) {
		// Most models run on none of a chain or on all of it: the two ends settle those.
		if (!fits(chain.at(-1))) continue;
		let lo = 0;
		if (!fits(chain[0])) {
			// The smallest link that fits: after the first, at or before the last.
			lo = 1;
			let hi = chain.length - 1;
			while (lo < hi) {
				const mid = (lo + hi) >> 1;
				if (fits(chain[mid])) hi = mid;
				else lo = mid + 1;
			}
		}
		for (const link of chain.slice(lo)) for (const device of link) fitting.add(device);
	}
	return fitting.size === 0 ? [] : DEVICES.filter((d) => fitting.has(d)).map((d) => d.id);
}

/**
 * The "runs on" facet's value (and `fits`' filter) for a record with no weight option to size: no
 * weight file sizes and no parameter count. Such a record runs on no device as far as Hubkit can
 * tell, and says so instead of being left out of every chip.
 */
export const SIZE_UNKNOWN = "size-unknown";
export const SIZE_UNKNOWN_LABEL = "Size unknown";
/** What the model page's "Run it locally" says for such a record. */
export const SIZE_UNKNOWN_NOTE = "Size unknown: this record lists no weight file sizes or parameter count";

/**
 * Why a record has no size, in the words of the model page and `hubkit fit` (SIZE_UNKNOWN_NOTE when
 * it names no base): an adapter runs inside its base model, so without a sized one it needs it; a
 * conversion whose base gave nothing to size it by says so.
 */
export function sizeUnknownNote(model: ModelRecord): string {
	const adapterBase = adapterBaseId(model);
	if (adapterBase !== undefined && adapterBase !== model.id)
		return `Size unknown: needs its base model ${adapterBase}, which this catalogue does not size`;
	const base = conversionBaseId(model);
	if (base !== undefined)
		return `Size unknown: this record lists no weight file sizes, and ${base}, which it was made from, gives no parameter count to size it by (not a sized record of this catalogue, or another architecture)`;
	return SIZE_UNKNOWN_NOTE;
}

/**
 * The record's "runs on" facet values: the devices it runs on (fitsOnDevices), or SIZE_UNKNOWN when
 * it has no size (no fitter: modelFitter has nothing to size, an adapter's base included).
 */
export function runsOnValues(model: ModelRecord, fitter = modelFitter(model)): string[] {
	return fitter ? fitsOnDevices(model, fitter) : [SIZE_UNKNOWN];
}

/** What each place to run means, in the words the CLI and the web app show. */
export const FIT_LABELS: Readonly<Record<FitOption["fits"], string>> = {
	gpu: "fits",
	partial: "partial offload",
	cpu: "CPU RAM only",
	no: "does not fit",
};

/** The short list of common machines a task page's comparison names, smallest first. */
export const COMMON_FIT_DEVICES: readonly { id: string; label: string }[] = [
	{ id: "cpu-8gb-ddr4", label: "8 GB laptop (CPU)" },
	{ id: "rtx-4090", label: "RTX 4090 24 GB" },
	{ id: "m4-pro-64gb", label: "Mac, 64 GB" },
];
/** The context the comparison assumes. */
export const COMMON_FIT_CONTEXT = 8192;

/**
 * The context the "fits on" fact assumes, as its heading names it ("8K context"): only when one of
 * the rows is a model that has a context (fitUnits); an ASR, image or mask model's fit has none.
 */
export function fitsOnContext(rows: readonly { pipelineTag?: string }[]): string | undefined {
	const tokens = rows.some((r) => fitUnits({ pipeline_tag: r.pipelineTag }) === "tokens");
	return tokens ? `${formatContextLength(COMMON_FIT_CONTEXT)} context` : undefined;
}

/**
 * The task pages' "fits on" fact: the smallest machine of COMMON_FIT_DEVICES on which the
 * model's recommended option runs whole (on the GPU; in RAM for the laptop) at 8K context.
 * Undefined when the record has no weights to size or none of them fits. `base`: the record an adapter
 * (or an unsized conversion) is sized on (findFitBase), as the model page's fit table is.
 */
export function fitsOnCommon(model: ModelRecord, base?: ModelRecord): string | undefined {
	for (const { id, label } of COMMON_FIT_DEVICES) {
		const view = fitView(model, id, COMMON_FIT_CONTEXT, undefined, base);
		if (!view.ok || !view.value.recommended) continue;
		const best = view.value.options.find((o) => o.quant === view.value.recommended);
		if (best && (best.fits === "gpu" || best.fits === "cpu")) return label;
	}
	return undefined;
}
