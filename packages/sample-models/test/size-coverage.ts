/**
 * Which sample records the hardware fit can size, where each size comes from, and why the others
 * cannot be sized: grouped by library and reason, so a gap names what is missing (file sizes in the
 * record's listing, a parameter count with its source, an adapter's base).
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	adapterBaseId,
	conversionBaseId,
	fitBaseId,
	fitFacts,
	modelArchitecture,
	parametersFromConfig,
} from "@hubkit/catalog/hardware";
import { getSampleModel } from "@hubkit/sample-models";

/** What the fit sizes a sample record by (fitFacts), an adapter or a conversion on its base from the sample catalogue. */
export function sampleFitOptions(m: ModelRecord) {
	const baseId = fitBaseId(m);
	return fitFacts(m, baseId === undefined ? undefined : getSampleModel(baseId))?.options ?? [];
}

/** Where a sized record's weights figure comes from. */
export type SizeOrigin =
	| "file sizes in the record's file listing"
	| "the hub's safetensors parameter counts"
	| "a published figure with its source (sample.sizeSource)"
	| "the GGUF header's parameter count"
	| "config.json's architecture numbers"
	| "an adapter's base model in the catalogue, plus the adapter's files"
	| "the parameter count of the catalogue record it is a conversion (or same-architecture fine-tune) of";

const hasSourceNote = (m: ModelRecord): boolean =>
	(m.sample as { sizeSource?: unknown } | undefined)?.sizeSource !== undefined;

/** The origins of a record's sizes (several when its options come from several); empty when it has no size. */
export function sizeOrigins(m: ModelRecord): SizeOrigin[] {
	const options = sampleFitOptions(m);
	if (options.length === 0) return [];
	const out = new Set<SizeOrigin>();
	if (options.some((o) => o.base !== undefined))
		out.add("an adapter's base model in the catalogue, plus the adapter's files");
	if (options.some((o) => o.derivedFrom !== undefined))
		out.add("the parameter count of the catalogue record it is a conversion (or same-architecture fine-tune) of");
	if (hasSourceNote(m)) out.add("a published figure with its source (sample.sizeSource)");
	for (const o of options) {
		if (o.base !== undefined || o.derivedFrom !== undefined) continue;
		if (!o.estimated) {
			out.add(
				o.files.length > 0 && o.files.every((f) => m.siblings?.some((s) => s.rfilename === f && s.size !== undefined))
					? "file sizes in the record's file listing"
					: "the hub's safetensors parameter counts",
			);
			continue;
		}
		const arch = modelArchitecture(m);
		if (typeof m.gguf?.total === "number" && arch.parameters === m.gguf.total)
			out.add("the GGUF header's parameter count");
		else if (typeof m.safetensors?.total === "number" && arch.parameters === m.safetensors.total)
			out.add("the hub's safetensors parameter counts");
		else if (m.config && arch.parameters === parametersFromConfig({ ...m.config, ...(m.config.text_config ?? {}) }))
			out.add("config.json's architecture numbers");
	}
	return [...out];
}

const WEIGHT_TAGS = ["pytorch", "safetensors", "onnx", "keras", "tf", "jax", "gguf", "mlx", "coreml", "tflite"];

/** Why a record has no size, in a few words. */
export function unsizedReason(m: ModelRecord): string {
	if (adapterBaseId(m) !== undefined) return "adapter whose base is not a sized record of the catalogue";
	if (conversionBaseId(m) !== undefined)
		return "conversion (or fine-tune) whose base is not a record of the catalogue with a parameter count, or of another architecture";
	const siblings = m.siblings ?? [];
	const formats = (m.tags ?? []).filter((t) => WEIGHT_TAGS.includes(t));
	const what = formats.length ? `format tags ${formats.join(",")}` : "no format tag";
	if (siblings.length === 0) return `no file listing, no parameter count (${what})`;
	const weightFiles = siblings.filter(
		(s) => !/\.(md|txt|json|yaml|yml|gitattributes|py|png|jpg|jinja)$/i.test(s.rfilename),
	);
	if (weightFiles.length === 0) return `file listing without weight files (${what})`;
	const exts = [...new Set(weightFiles.map((s) => /\.([^./]+)$/.exec(s.rfilename)?.[1]?.toLowerCase() ?? "(none)"))];
	const sized = weightFiles.some((s) => s.size !== undefined);
	return `${exts.map((e) => `.${e}`).join(", ")} files ${sized ? "of a format the fit does not read" : "without sizes"}`;
}

/** Unsized records by library (most first), each with its reasons and counts. */
export function unsizedBreakdown(models: readonly ModelRecord[]): string {
	const byLibrary = new Map<string, Map<string, number>>();
	for (const m of models) {
		if (sampleFitOptions(m).length > 0) continue;
		const lib = m.library_name ?? "(no library)";
		const reasons = byLibrary.get(lib) ?? new Map<string, number>();
		const r = unsizedReason(m);
		reasons.set(r, (reasons.get(r) ?? 0) + 1);
		byLibrary.set(lib, reasons);
	}
	const total = (r: Map<string, number>) => [...r.values()].reduce((a, b) => a + b, 0);
	return [...byLibrary]
		.sort((a, b) => total(b[1]) - total(a[1]) || (a[0] < b[0] ? -1 : 1))
		.map(([lib, reasons]) => `${lib} (${total(reasons)}): ${[...reasons].map(([r, n]) => `${n} ${r}`).join("; ")}`)
		.join("\n");
}
