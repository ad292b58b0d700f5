import { describe, expect, it } from "vitest";
import {
	GGML_QUANT_SIZES,
	GGMLFileQuantizationType,
	GGMLQuantizationType,
	GGUF_QUANT_ORDER,
	parseQuantLabel,
} from "../src/index.js";

const members = (e: object) =>
	Object.entries(e)
		.filter(([k]) => Number.isNaN(Number(k)))
		.map(([k, v]) => `${k}=${v}`)
		.join(" ");

describe("GGUF enums", () => {
	it("file quantization types carry every name and number (48 members, 1000–1005 included)", () => {
		expect(members(GGMLFileQuantizationType)).toBe(
			"F32=0 F16=1 Q4_0=2 Q4_1=3 Q4_1_SOME_F16=4 Q4_2=5 Q4_3=6 Q8_0=7 Q5_0=8 Q5_1=9 Q2_K=10 Q3_K_S=11 Q3_K_M=12 Q3_K_L=13 Q4_K_S=14 Q4_K_M=15 Q5_K_S=16 Q5_K_M=17 Q6_K=18 IQ2_XXS=19 IQ2_XS=20 Q2_K_S=21 IQ3_XS=22 IQ3_XXS=23 IQ1_S=24 IQ4_NL=25 IQ3_S=26 IQ3_M=27 IQ2_S=28 IQ2_M=29 IQ4_XS=30 IQ1_M=31 BF16=32 Q4_0_4_4=33 Q4_0_4_8=34 Q4_0_8_8=35 TQ1_0=36 TQ2_0=37 MXFP4_MOE=38 NVFP4=39 Q1_0=40 Q2_0=41 Q2_K_XL=1000 Q3_K_XL=1001 Q4_K_XL=1002 Q5_K_XL=1003 Q6_K_XL=1004 Q8_K_XL=1005",
		);
		expect(Object.keys(GGMLFileQuantizationType).filter((k) => Number.isNaN(Number(k)))).toHaveLength(48);
		expect(GGMLFileQuantizationType.Q4_K_M).toBe(15);
		expect(GGMLFileQuantizationType.MXFP4_MOE).toBe(38);
		expect(GGMLFileQuantizationType.Q8_K_XL).toBe(1005);
	});

	it("tensor types carry every name and number (35 members, up to MXFP4=39)", () => {
		expect(members(GGMLQuantizationType)).toBe(
			"F32=0 F16=1 Q4_0=2 Q4_1=3 Q5_0=6 Q5_1=7 Q8_0=8 Q8_1=9 Q2_K=10 Q3_K=11 Q4_K=12 Q5_K=13 Q6_K=14 Q8_K=15 IQ2_XXS=16 IQ2_XS=17 IQ3_XXS=18 IQ1_S=19 IQ4_NL=20 IQ3_S=21 IQ2_S=22 IQ4_XS=23 I8=24 I16=25 I32=26 I64=27 F64=28 IQ1_M=29 BF16=30 TQ1_0=34 TQ2_0=35 MXFP4=39 NVFP4=40 Q1_0=41 Q2_0=42",
		);
		expect(Object.keys(GGMLQuantizationType).filter((k) => Number.isNaN(Number(k)))).toHaveLength(35);
		expect(GGMLQuantizationType.MXFP4).toBe(39);
	});

	it("orders quants largest first and knows bits per weight", () => {
		expect(GGUF_QUANT_ORDER).toHaveLength(48);
		expect(GGUF_QUANT_ORDER.slice(0, 3)).toEqual([
			GGMLFileQuantizationType.F32,
			GGMLFileQuantizationType.BF16,
			GGMLFileQuantizationType.F16,
		]);
		expect(GGUF_QUANT_ORDER.indexOf(GGMLFileQuantizationType.Q8_0)).toBeLessThan(
			GGUF_QUANT_ORDER.indexOf(GGMLFileQuantizationType.Q4_K_M),
		);
		expect(GGML_QUANT_SIZES[GGMLQuantizationType.Q4_K]?.bitsPerWeight).toBe(4.5);
		expect(GGML_QUANT_SIZES[GGMLQuantizationType.TQ1_0]).toEqual({
			blockSize: 256,
			typeSize: 54,
			bitsPerWeight: 1.6875,
		});
	});
});

describe("parseQuantLabel", () => {
	it.each([
		["Llama-3.2-3B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
		["llama-3.2-3b-instruct-q4_k_m.gguf", "Q4_K_M"],
		["models/Qwen2.5-7B-Instruct-IQ4_XS.gguf", "IQ4_XS"],
		["gemma-2-9b-it-Q4_0_4_4.gguf", "Q4_0_4_4"],
		["phi-4-BF16.gguf", "BF16"],
		["mistral-7b.F16.gguf", "F16"],
		["DeepSeek-R1-UD-Q2_K_XL-00001-of-00005.gguf", "Q2_K_XL"],
		["gpt-oss-20b-MXFP4.gguf", "MXFP4"],
		["model-Q8_0.gguf", "Q8_0"],
		["model.gguf", undefined],
		["README.md", undefined],
		["Q4_K_Mextra.gguf", undefined],
	])("%s → %s", (name, label) => {
		expect(parseQuantLabel(name)).toBe(label);
	});
});
