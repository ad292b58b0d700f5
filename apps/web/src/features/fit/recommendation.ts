/**
 * Which weight option "Run it locally" recommends, and which fits are "tight". The catalogue's
 * `recommend` picks the best place to run, then the best quality; a fit that leaves a consumer
 * card (which also drives a display, a browser, a desktop) under 5 % of its memory free is
 * marked tight, and a whole-on-the-GPU option with room to spare is recommended before it.
 *
 * The estimate is computed in the page (the same estimator the API's `/fit` answers with), so the
 * rule is written here over the figures every answer carries (total vs usable bytes); it belongs
 * beside `recommend` so that the API and the CLI recommend the same option.
 */
import { type Device, type Estimate, recommend, usableMemory } from "@hubkit/catalog/hardware";

/** A fit leaving less than this share of usable memory free is tight. */
export const TIGHT_SHARE = 0.05;

/**
 * GeForce, Radeon RX and Arc cards: the GPU of a desktop that also draws the screen. The device
 * catalogue has no field for it, so the maker's consumer line is read from the label.
 */
export function isConsumerGpu(device: Pick<Device, "kind" | "label">): boolean {
	return device.kind === "gpu" && /\b(GeForce|Radeon RX|Arc)\b/.test(device.label);
}

/** Whole on a consumer GPU with less than TIGHT_SHARE of its usable memory to spare. */
export function isTight(estimate: Pick<Estimate, "fits" | "totalBytes">, device: Device): boolean {
	return (
		estimate.fits === "gpu" && isConsumerGpu(device) && estimate.totalBytes > (1 - TIGHT_SHARE) * usableMemory(device)
	);
}

/** The recommended option: the catalogue's pick, or one that runs the same way without being tight. */
export function recommendOption(estimates: readonly Estimate[], device: Device): Estimate | undefined {
	const best = recommend(estimates);
	if (!best || !isTight(best, device)) return best;
	const roomy = recommend(estimates.filter((e) => !isTight(e, device)));
	return roomy && roomy.fits === best.fits ? roomy : best;
}

/** The GGUF file an option's local-app commands run; none for a safetensors checkpoint. */
export function runnableFile(estimate: Estimate): string | undefined {
	return estimate.option.format === "gguf" ? estimate.option.files[0] : undefined;
}
