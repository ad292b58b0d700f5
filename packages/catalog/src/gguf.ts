export {
	GGML_QUANT_SIZES,
	GGMLFileQuantizationType,
	GGMLQuantizationType,
	GGUF_QUANT_ORDER,
	GGUFValueType,
} from "./gguf-data.js";

import { GGMLFileQuantizationType } from "./gguf-data.js";

/**
 * Quant labels that may appear in a GGUF file name: every file-type name plus aliases
 * that are not enum members. Longest first, so Q4_K_M wins over Q4_K and Q4_0_4_4 over Q4_0.
 */
const QUANT_LABELS: readonly string[] = [
	...Object.keys(GGMLFileQuantizationType).filter((k) => Number.isNaN(Number(k))),
	"MXFP4",
].sort((a, b) => b.length - a.length);

const QUANT_RE = new RegExp(`(?<![A-Z0-9])(${QUANT_LABELS.join("|")})(?![A-Z0-9])`, "i");

/**
 * The quantization named in a GGUF file name, upper-cased (`Llama-3.2-3B-Instruct-Q4_K_M.gguf`
 * → `Q4_K_M`), or undefined when none is found. Case-insensitive; the longest label wins.
 */
export function parseQuantLabel(fileName: string): string | undefined {
	const base = fileName.replace(/^.*\//, "");
	const m = QUANT_RE.exec(base);
	return m ? m[1]!.toUpperCase() : undefined;
}
