/** The GGUF file of a weight option, the one its local-app commands run. */
import type { Estimate } from "@hubkit/catalog/hardware";

/** The GGUF file an option's local-app commands run; none for a safetensors checkpoint. */
export function runnableFile(estimate: Estimate): string | undefined {
	return estimate.option.format === "gguf" ? estimate.option.files[0] : undefined;
}
