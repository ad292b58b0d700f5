/**
 * What a GGUF file quantization costs and what it is, for people choosing a file: effective
 * bits per weight of a whole file (mixes keep some tensors at higher precision, so a Q4_K_M
 * file stores ~4.9 bits per weight, not the 4.5 of its Q4_K tensors) and a one-line description.
 *
 * Bits per weight of the k-quant and legacy types are file sizes that llama.cpp's quantize tool
 * lists for Llama-3-8B (tools/quantize/quantize.cpp, GiB × 2^33 / 8.03e9 parameters); the
 * i-quants are the bits per weight that tool states for each type; the XL mixes are typical
 * file sizes of such repositories. Used only where a file's real size is unknown.
 */

import { parseQuantLabel } from "./gguf.js";
import type { GGMLFileQuantizationType } from "./gguf-data.js";

export interface GgufQuantInfo {
	/** Effective bits per weight of a whole file of this type (approximate). */
	bitsPerWeight: number;
	/** One line for a person choosing a file. */
	description: string;
}

type FileQuantName = keyof typeof GGMLFileQuantizationType;

export const GGUF_QUANT_INFO: Readonly<Partial<Record<FileQuantName | "MXFP4", GgufQuantInfo>>> = {
	F32: { bitsPerWeight: 32, description: "Full 32-bit floats: the unquantized reference, twice the size of F16." },
	F16: { bitsPerWeight: 16, description: "16-bit floats: no quantization loss; the size of the original weights." },
	BF16: { bitsPerWeight: 16, description: "bfloat16, as most models are trained: lossless, the original size." },
	Q8_0: { bitsPerWeight: 8.51, description: "8-bit: practically indistinguishable from F16 at about half the size." },
	Q8_K_XL: {
		bitsPerWeight: 9.5,
		description: "Dynamic 8-bit mix keeping sensitive tensors at 16 bits; near lossless.",
	},
	Q6_K: { bitsPerWeight: 6.57, description: "6-bit k-quant: very close to F16; a safe choice when it fits." },
	Q6_K_XL: { bitsPerWeight: 7, description: "Dynamic 6-bit mix with sensitive tensors kept higher; near lossless." },
	Q5_K_M: { bitsPerWeight: 5.7, description: "5-bit k-quant, medium mix: small quality loss, a good balance." },
	Q5_K_S: {
		bitsPerWeight: 5.57,
		description: "5-bit k-quant, small mix: slightly smaller and a little worse than Q5_K_M.",
	},
	Q5_K_XL: {
		bitsPerWeight: 5.9,
		description: "Dynamic 5-bit mix: slightly better than Q5_K_M for a little more memory.",
	},
	Q5_0: { bitsPerWeight: 5.57, description: "Legacy 5-bit: superseded by Q5_K_S/M at the same size." },
	Q5_1: { bitsPerWeight: 6.04, description: "Legacy 5-bit with offsets: superseded by the k-quants." },
	Q4_K_M: {
		bitsPerWeight: 4.9,
		description: "4-bit k-quant, medium mix: the usual default, good quality for its size.",
	},
	Q4_K_S: { bitsPerWeight: 4.67, description: "4-bit k-quant, small mix: a little smaller and worse than Q4_K_M." },
	Q4_K_XL: { bitsPerWeight: 5, description: "Dynamic 4-bit mix: sensitive tensors kept higher; better than Q4_K_M." },
	IQ4_NL: { bitsPerWeight: 4.5, description: "4-bit non-linear i-quant: Q4_0's size with better quality." },
	IQ4_XS: { bitsPerWeight: 4.25, description: "4.25-bit i-quant: close to Q4_K_S quality in less memory." },
	Q4_0: { bitsPerWeight: 4.64, description: "Legacy 4-bit: fast on CPUs, lower quality than Q4_K_M." },
	Q4_1: { bitsPerWeight: 5.11, description: "Legacy 4-bit with offsets: superseded by Q4_K_S/M." },
	Q4_0_4_4: { bitsPerWeight: 4.64, description: "Q4_0 repacked for ARM CPUs (4×4 layout); same quality as Q4_0." },
	Q4_0_4_8: { bitsPerWeight: 4.64, description: "Q4_0 repacked for ARM CPUs with i8mm (4×8 layout)." },
	Q4_0_8_8: { bitsPerWeight: 4.64, description: "Q4_0 repacked for ARM CPUs with SVE (8×8 layout)." },
	Q4_1_SOME_F16: { bitsPerWeight: 5.11, description: "Obsolete 4-bit mix with some 16-bit tensors." },
	Q4_2: { bitsPerWeight: 5, description: "Obsolete 4-bit format, no longer loadable by llama.cpp." },
	Q4_3: { bitsPerWeight: 5.5, description: "Obsolete 4-bit format, no longer loadable by llama.cpp." },
	MXFP4_MOE: { bitsPerWeight: 4.6, description: "4-bit microscaling floats on the experts (gpt-oss's native format)." },
	MXFP4: { bitsPerWeight: 4.6, description: "4-bit microscaling floats (gpt-oss's native format)." },
	NVFP4: { bitsPerWeight: 4.5, description: "NVIDIA 4-bit floats with 8-bit scales; fastest on Blackwell GPUs." },
	Q3_K_XL: { bitsPerWeight: 4.1, description: "Dynamic 3-bit mix: noticeably better than Q3_K_M for a little more." },
	Q3_K_L: { bitsPerWeight: 4.31, description: "3-bit k-quant, large mix: usable, clearly below the 4-bit types." },
	Q3_K_M: { bitsPerWeight: 4, description: "3-bit k-quant, medium mix: for tight memory; quality drops." },
	Q3_K_S: { bitsPerWeight: 3.65, description: "3-bit k-quant, small mix: high quality loss." },
	IQ3_M: { bitsPerWeight: 3.66, description: "3.66-bit i-quant: better than Q3_K_M at a smaller size." },
	IQ3_S: { bitsPerWeight: 3.44, description: "3.44-bit i-quant." },
	IQ3_XS: { bitsPerWeight: 3.3, description: "3.3-bit i-quant." },
	IQ3_XXS: { bitsPerWeight: 3.06, description: "3.06-bit i-quant: the smallest 3-bit type." },
	Q2_K_XL: { bitsPerWeight: 3.3, description: "Dynamic 2-bit mix: makes very large models usable; expect errors." },
	Q2_K: { bitsPerWeight: 3.17, description: "2-bit k-quant: large quality loss; only when nothing bigger fits." },
	Q2_K_S: { bitsPerWeight: 3.17, description: "2-bit k-quant, small mix: large quality loss." },
	IQ2_M: { bitsPerWeight: 2.7, description: "2.7-bit i-quant: for very large models on little memory." },
	IQ2_S: { bitsPerWeight: 2.5, description: "2.5-bit i-quant." },
	IQ2_XS: { bitsPerWeight: 2.31, description: "2.31-bit i-quant." },
	IQ2_XXS: { bitsPerWeight: 2.06, description: "2.06-bit i-quant: heavy quality loss." },
	Q2_0: { bitsPerWeight: 2.25, description: "2-bit type for ternary/low-bit trained models." },
	IQ1_M: { bitsPerWeight: 1.75, description: "1.75-bit i-quant: last resort for the largest models." },
	IQ1_S: { bitsPerWeight: 1.56, description: "1.56-bit i-quant: last resort; quality suffers a lot." },
	TQ1_0: { bitsPerWeight: 1.69, description: "Ternary 1.69-bit type, for models trained ternary (BitNet)." },
	TQ2_0: { bitsPerWeight: 2.06, description: "Ternary 2-bit type, for models trained ternary (BitNet)." },
	Q1_0: { bitsPerWeight: 1.125, description: "1-bit type for models trained binary." },
};

/** Aliases seen in file names that are not enum members. */
const ALIASES: Readonly<Record<string, FileQuantName | "MXFP4">> = { FP16: "F16", FP32: "F32" };

/** Facts for a quant label as `parseQuantLabel` returns it (or `FP16`), or undefined. */
export function ggufQuantInfo(label: string | undefined): GgufQuantInfo | undefined {
	if (!label) return undefined;
	const key = label.toUpperCase();
	return GGUF_QUANT_INFO[(ALIASES[key] ?? key) as FileQuantName];
}

/**
 * The quantization a GGUF file name names: `parseQuantLabel`'s answer, or an alias it does not
 * know (`fp16`, `fp32`) as the type it stands for.
 */
export function ggufFileQuant(fileName: string): string | undefined {
	const label = parseQuantLabel(fileName);
	if (label) return label;
	const m = /(?<![a-z0-9])(fp16|fp32)(?![a-z0-9])/i.exec(fileName.replace(/^.*\//, ""));
	return m ? ALIASES[m[1]!.toUpperCase()] : undefined;
}
