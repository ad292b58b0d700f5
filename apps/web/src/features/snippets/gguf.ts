/** The GGUF weight files of a record (projector files for vision models excluded), by name. */
import type { ModelRecord } from "@hubkit/catalog";

export function ggufFiles(model: ModelRecord): string[] {
	return (model.siblings ?? [])
		.map((s) => s.rfilename)
		.filter((f) => typeof f === "string" && f.toLowerCase().endsWith(".gguf") && !/mmproj/i.test(f))
		.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}
