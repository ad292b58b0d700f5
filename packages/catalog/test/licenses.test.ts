/**
 * Licences named for people, with their commercial-use verdict: a custom licence reads its card's
 * `license_name`, and one without a name says to read the card, never the bare word "other".
 */
import { describe, expect, it } from "vitest";
import { commercialUse, LICENSES, licenseFacts, UNNAMED_LICENSE } from "../src/index.js";

describe("licenseFacts", () => {
	it("names the hub's licence ids with their verdict and text", () => {
		expect(licenseFacts("llama3.1")).toEqual({
			id: "llama3.1",
			name: "Llama 3.1 Community License",
			commercialUse: "conditions",
			url: "https://www.llama.com/llama3_1/license/",
		});
		expect(licenseFacts("apache-2.0")).toMatchObject({ name: "Apache 2.0", commercialUse: "yes" });
		expect(licenseFacts("gemma")).toMatchObject({ name: "Gemma Terms of Use", commercialUse: "conditions" });
		expect(licenseFacts("cc-by-nc-4.0")).toMatchObject({ name: "CC BY-NC 4.0", commercialUse: "no" });
	});

	it("reads license_name for a custom licence", () => {
		expect(licenseFacts("other", "flux-1-dev-non-commercial-license")).toMatchObject({
			id: "other",
			name: "FLUX.1 [dev] Non-Commercial License",
			commercialUse: "no",
		});
		expect(licenseFacts("other", "stabilityai-ai-community")).toMatchObject({ commercialUse: "conditions" });
		expect(licenseFacts("other", "qwen-research")).toMatchObject({
			name: "Qwen Research License",
			commercialUse: "no",
		});
		expect(licenseFacts("other", "apache-2.0")).toMatchObject({ name: "Apache 2.0", commercialUse: "yes" });
		// A name the table lacks is shown as written, judged only where its shape says so, linked to the card's text.
		expect(licenseFacts("other", "acme-research-only", "https://acme.example/LICENSE")).toEqual({
			id: "other",
			name: "acme-research-only",
			commercialUse: "no",
			url: "https://acme.example/LICENSE",
		});
	});

	it("judges the licences read from their text, each with the text's link", () => {
		expect(licenseFacts("other", "nvclv1")).toEqual({
			id: "other",
			name: "NVIDIA Source Code License-NC",
			commercialUse: "no",
			url: "https://github.com/NVlabs/MambaVision/blob/main/LICENSE",
		});
		expect(licenseFacts("other", "sapiens2-license")).toMatchObject({
			name: "Sapiens2 License",
			commercialUse: "conditions",
			url: "https://github.com/facebookresearch/sapiens2/blob/main/LICENSE.md",
		});
		expect(licenseFacts("other", "prior-labs-license")).toMatchObject({
			name: "Prior Labs License",
			commercialUse: "yes",
			url: "https://github.com/PriorLabs/TabPFN/blob/main/LICENSE",
		});
		expect(licenseFacts("other", "cogvideox-license")).toMatchObject({
			commercialUse: "conditions",
			url: "https://huggingface.co/THUDM/CogVideoX-5b/blob/main/LICENSE",
		});
		expect(licenseFacts("apple-amlr")).toMatchObject({
			commercialUse: "no",
			url: "https://huggingface.co/apple/DepthPro/blob/main/LICENSE",
		});
		expect(licenseFacts("other", "dinov3-license")).toMatchObject({
			commercialUse: "conditions",
			url: "https://github.com/facebookresearch/dinov3/blob/main/LICENSE.md",
		});
		expect(licenseFacts("other", "sam-license")).toMatchObject({
			url: "https://github.com/facebookresearch/sam3/blob/main/LICENSE",
		});
		expect(licenseFacts("other", "tencent-hunyuan-community")).toMatchObject({
			url: "https://github.com/Tencent/HunyuanVideo-I2V/blob/main/LICENSE.txt",
		});
		expect(licenseFacts("other", "modified-mit")).toMatchObject({
			url: "https://github.com/MoonshotAI/Kimi-K2/blob/main/LICENSE",
		});
		// Named and linked, but its use clause not read: no verdict.
		expect(licenseFacts("other", "nvidia-license")).toEqual({
			id: "other",
			name: "NVIDIA License",
			url: "https://huggingface.co/Efficient-Large-Model/Sana_1600M_1024px_diffusers/blob/main/LICENSE.txt",
		});
	});

	it("says to read the card for a custom licence without a name, and never returns 'other' as a name", () => {
		expect(licenseFacts("other")).toEqual({ id: "other", name: UNNAMED_LICENSE, unnamed: true });
		expect(licenseFacts("other", "  ", "javascript:alert(1)")).toEqual({
			id: "other",
			name: UNNAMED_LICENSE,
			unnamed: true,
		});
		expect(licenseFacts(undefined)).toBeUndefined();
		for (const [id, entry] of Object.entries(LICENSES)) {
			expect(entry.name.toLowerCase(), id).not.toBe("other");
			if (entry.url) expect(entry.url, id).toMatch(/^https:\/\//);
		}
	});

	it("keeps commercialUse for a bare id", () => {
		expect(commercialUse("MIT")).toBe("yes");
		expect(commercialUse("other")).toBeUndefined();
		expect(commercialUse("openrail++")).toBe("conditions");
	});
});
