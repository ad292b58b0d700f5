/**
 * A model's place in the model tree (`GET /api/models/{id}/tree`, `hubkit tree`, the model page's
 * "Model tree"): its parents (catalog's modelParents), its children by relation (the store's
 * `children`), and on a device the best local option across the model and its quantized
 * derivatives. One function for the server, the CLI and (through the API) the web.
 */
import { type ModelParent, type ModelRecord, modelParents } from "@hubkit/catalog";
import { type Device, estimateModel, type Fit, fitUnits, recommend } from "@hubkit/catalog/hardware";
import { formatContextLength } from "./figures.js";
import { checkFitParams, type FitCheck, fitView } from "./fit.js";
import type { ModelChildren } from "./model-children.js";
import type { ModelStore } from "./store.js";

/** How many children of each relation a tree lists (the most downloaded); the quantized ones are the candidates of bestLocal. */
export const TREE_CHILDREN_SHOWN = 10;

/** The option to run on a device: which model (the one asked for or a quantized derivative), which weight option, where it runs. */
export interface BestLocal {
	id: string;
	/** The `quant` of the option (as in the fit's `recommended`). */
	option: string;
	fits: Exclude<Fit, "no">;
	gpuLayers?: number;
	tokensPerSecond?: number;
	slow?: true;
	/** The context the fit was read at; absent for a model that has none (an image generator, fitUnits). */
	context?: number;
}

export interface ModelTree {
	id: string;
	parents: ModelParent[];
	/** Absent when the store cannot list a model's derivatives (an upstream hub). */
	children?: ModelChildren;
	/** With `device`: the device and context bestLocal was estimated at. */
	device?: string;
	context?: number;
	/** With `device`: absent when neither the model nor a listed quantized derivative runs there. */
	bestLocal?: BestLocal;
}

/**
 * The tree of `model` from `store`. With a device (and a context, default DEFAULT_FIT_CONTEXT),
 * also the best local option: of the model and its listed quantized derivatives, the one whose
 * recommended option runs best there, by the fit's own rule (catalog's `recommend`: whole on the
 * accelerator first, then partial offload, then RAM; then quality; of equal, the model asked
 * for, then the most downloaded). Bad device or context: the fit's checks and words.
 */
export async function modelTree(
	store: ModelStore,
	model: ModelRecord,
	fit: { device?: string | undefined; context?: string | number | undefined } = {},
): Promise<FitCheck<ModelTree>> {
	const check = fit.device === undefined ? undefined : checkFitParams({ device: fit.device, context: fit.context });
	if (check && !check.ok) return check;
	const children = store.children ? await store.children(model.id, TREE_CHILDREN_SHOWN) : undefined;
	const tree: ModelTree = { id: model.id, parents: modelParents(model), ...(children && { children }) };
	if (!check) return { ok: true, value: tree };
	const { device, context } = check.value;
	const candidates = [model, ...(await records(store, children?.quantized.models.map((c) => c.id) ?? []))];
	const best = bestLocal(candidates, device, context);
	return { ok: true, value: { ...tree, device: device.id, context, ...(best && { bestLocal: best }) } };
}

/** The records of `ids` the store has now (a failing upstream record is left out, not an error). */
async function records(store: ModelStore, ids: readonly string[]): Promise<ModelRecord[]> {
	const found = await Promise.all(ids.map((id) => store.get(id).catch(() => undefined)));
	return found.filter((m): m is ModelRecord => m !== undefined);
}

/** Of `candidates` (in order of preference), the recommended option that runs best on the device. */
function bestLocal(candidates: readonly ModelRecord[], device: Device, context: number): BestLocal | undefined {
	const picks = candidates.flatMap((model) => {
		const best = recommend(estimateModel(model, device, { context }));
		return best ? [{ model, best }] : [];
	});
	const winner = recommend(picks.map((p) => p.best));
	const pick = picks.find((p) => p.best === winner);
	if (!pick) return undefined;
	// The option as the fit answers it (the model page's table and `hubkit fit` show the same row).
	const view = fitView(pick.model, device.id, context);
	const option = view.ok ? view.value.options.find((o) => o.quant === view.value.recommended) : undefined;
	if (!option || option.fits === "no") return undefined;
	return {
		id: pick.model.id,
		option: option.quant,
		fits: option.fits,
		...(option.gpuLayers !== undefined && { gpuLayers: option.gpuLayers }),
		...(option.tokensPerSecond !== undefined && { tokensPerSecond: option.tokensPerSecond }),
		...(option.slow && { slow: true as const }),
		...(fitUnits(pick.model) === "tokens" && { context }),
	};
}

/**
 * The best local option in one line, as the CLI and the model page say it: "bartowski/…-GGUF
 * Q5_K_M fits whole on your RTX 4060 at 8K".
 */
export function bestLocalLine(best: BestLocal, deviceLabel: string): string {
	// "at 8K" only where the model has a context: FLUX's GGUF fits at no number of tokens.
	const at = best.context === undefined ? "" : ` at ${formatContextLength(best.context)}`;
	const slowly = best.slow ? ", slowly" : "";
	const place =
		best.fits === "gpu"
			? `fits whole on your ${deviceLabel}${at}`
			: best.fits === "cpu"
				? `runs in the RAM of your ${deviceLabel}${at}`
				: `runs on your ${deviceLabel}${at} with ${best.gpuLayers ?? "some"} layers on the GPU, the rest in system RAM`;
	return `${best.id} ${best.option} ${place}${slowly}`;
}
