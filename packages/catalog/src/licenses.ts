/**
 * Licences by name: the hub's licence id (or, for `license: other`, the card's `license_name`) → the
 * name a person recognises, whether it allows commercial use, and where to read it. One table, read by
 * `licenseFacts`, which the task pages, the API and the web all go through.
 */

/** Whether a licence lets you use the model in a commercial product. */
export type CommercialUse = "yes" | "conditions" | "no";

export interface LicenseEntry {
	/** The name a person recognises, e.g. "Llama 3.1 Community License". */
	name: string;
	/** Unknown (absent) when we have not read the licence closely enough to say. */
	commercialUse?: CommercialUse;
	/** The licence text. */
	url?: string;
}

/**
 * Known licences by hub id / `license_name`. Verdicts: "yes" for licences that grant commercial use
 * (copyleft included: it conditions redistribution, not use), "conditions" for community licences with an
 * acceptable-use policy, a revenue or user cap, or a registration step, "no" for research-only and
 * non-commercial licences.
 */
export const LICENSES: Readonly<Record<string, LicenseEntry>> = {
	"apache-2.0": { name: "Apache 2.0", commercialUse: "yes", url: "https://www.apache.org/licenses/LICENSE-2.0" },
	mit: { name: "MIT", commercialUse: "yes", url: "https://opensource.org/license/mit" },
	bsd: { name: "BSD", commercialUse: "yes", url: "https://opensource.org/license/bsd-3-clause" },
	"bsd-2-clause": { name: "BSD 2-Clause", commercialUse: "yes", url: "https://opensource.org/license/bsd-2-clause" },
	"bsd-3-clause": { name: "BSD 3-Clause", commercialUse: "yes", url: "https://opensource.org/license/bsd-3-clause" },
	"cc-by-4.0": { name: "CC BY 4.0", commercialUse: "yes", url: "https://creativecommons.org/licenses/by/4.0/" },
	"cc-by-sa-3.0": {
		name: "CC BY-SA 3.0",
		commercialUse: "yes",
		url: "https://creativecommons.org/licenses/by-sa/3.0/",
	},
	"cc-by-sa-4.0": {
		name: "CC BY-SA 4.0",
		commercialUse: "yes",
		url: "https://creativecommons.org/licenses/by-sa/4.0/",
	},
	"cc0-1.0": { name: "CC0 1.0", commercialUse: "yes", url: "https://creativecommons.org/publicdomain/zero/1.0/" },
	"cc-by-nc-4.0": { name: "CC BY-NC 4.0", commercialUse: "no", url: "https://creativecommons.org/licenses/by-nc/4.0/" },
	"cc-by-nc-sa-4.0": {
		name: "CC BY-NC-SA 4.0",
		commercialUse: "no",
		url: "https://creativecommons.org/licenses/by-nc-sa/4.0/",
	},
	"cc-by-nc-nd-4.0": {
		name: "CC BY-NC-ND 4.0",
		commercialUse: "no",
		url: "https://creativecommons.org/licenses/by-nc-nd/4.0/",
	},
	"mpl-2.0": { name: "MPL 2.0", commercialUse: "yes", url: "https://www.mozilla.org/en-US/MPL/2.0/" },
	unlicense: { name: "The Unlicense", commercialUse: "yes", url: "https://unlicense.org/" },
	isc: { name: "ISC", commercialUse: "yes", url: "https://opensource.org/license/isc-license-txt" },
	"artistic-2.0": { name: "Artistic 2.0", commercialUse: "yes", url: "https://opensource.org/license/artistic-2-0" },
	"gpl-3.0": { name: "GPL 3.0", commercialUse: "yes", url: "https://www.gnu.org/licenses/gpl-3.0.html" },
	"lgpl-3.0": { name: "LGPL 3.0", commercialUse: "yes", url: "https://www.gnu.org/licenses/lgpl-3.0.html" },
	"agpl-3.0": { name: "AGPL 3.0", commercialUse: "yes", url: "https://www.gnu.org/licenses/agpl-3.0.html" },
	"odc-by": { name: "ODC-By", commercialUse: "yes", url: "https://opendatacommons.org/licenses/by/" },
	openmdw: { name: "OpenMDW License", commercialUse: "yes", url: "https://openmdw.ai/license/" },
	"nvidia-open-model-license": {
		name: "NVIDIA Open Model License",
		commercialUse: "yes",
		url: "https://www.nvidia.com/en-us/agreements/enterprise-software/nvidia-open-model-license/",
	},
	openrail: { name: "OpenRAIL", commercialUse: "conditions", url: "https://huggingface.co/blog/open_rail" },
	"openrail++": { name: "OpenRAIL++-M", commercialUse: "conditions", url: "https://huggingface.co/blog/open_rail" },
	"creativeml-openrail-m": {
		name: "CreativeML OpenRAIL-M",
		commercialUse: "conditions",
		url: "https://huggingface.co/spaces/CompVis/stable-diffusion-license",
	},
	"bigcode-openrail-m": {
		name: "BigCode OpenRAIL-M",
		commercialUse: "conditions",
		url: "https://www.bigcode-project.org/docs/pages/bigcode-openrail/",
	},
	"bigscience-openrail-m": {
		name: "BigScience OpenRAIL-M",
		commercialUse: "conditions",
		url: "https://www.licenses.ai/blog/2022/8/26/bigscience-open-rail-m-license",
	},
	llama2: { name: "Llama 2 Community License", commercialUse: "conditions", url: "https://ai.meta.com/llama/license/" },
	llama3: {
		name: "Meta Llama 3 Community License",
		commercialUse: "conditions",
		url: "https://www.llama.com/llama3/license/",
	},
	"llama3.1": {
		name: "Llama 3.1 Community License",
		commercialUse: "conditions",
		url: "https://www.llama.com/llama3_1/license/",
	},
	"llama3.2": {
		name: "Llama 3.2 Community License",
		commercialUse: "conditions",
		url: "https://www.llama.com/llama3_2/license/",
	},
	"llama3.3": {
		name: "Llama 3.3 Community License",
		commercialUse: "conditions",
		url: "https://www.llama.com/llama3_3/license/",
	},
	llama4: {
		name: "Llama 4 Community License",
		commercialUse: "conditions",
		url: "https://www.llama.com/llama4/license/",
	},
	gemma: { name: "Gemma Terms of Use", commercialUse: "conditions", url: "https://ai.google.dev/gemma/terms" },
	"stabilityai-ai-community": {
		name: "Stability AI Community License",
		// Free for organisations under US$1M annual revenue; an enterprise licence above it.
		commercialUse: "conditions",
		url: "https://stability.ai/community-license-agreement",
	},
	"flux-1-dev-non-commercial-license": {
		// §2.b "Non-Commercial Use Only"; commercial use needs a separate licence from Black Forest Labs. §2.d:
		// outputs may be used for any purpose, commercial included (read 2026-11-28 in black-forest-labs/flux's
		// model_licenses/LICENSE-FLUX1-dev).
		name: "FLUX.1 [dev] Non-Commercial License",
		commercialUse: "no",
		url: "https://huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md",
	},
	"flux-dev-non-commercial-license": { name: "FLUX [dev] Non-Commercial License", commercialUse: "no" },
	"stable-video-diffusion-nc-community": {
		name: "Stable Video Diffusion Non-Commercial Community License",
		commercialUse: "no",
	},
	"tencent-hunyuan-community": {
		name: "Tencent Hunyuan Community License",
		// Not licensed in the EU, the UK and South Korea (the "Territory" excludes them); §4: above 100M
		// monthly active users a separate licence from Tencent; an acceptable-use policy (read 2026-11-28 in
		// HunyuanVideo-I2V's copy; each Hunyuan model ships its own dated copy).
		commercialUse: "conditions",
		url: "https://github.com/Tencent/HunyuanVideo-I2V/blob/main/LICENSE.txt",
	},
	"qwen-research": { name: "Qwen Research License", commercialUse: "no" },
	qwen: { name: "Qwen License", commercialUse: "conditions" },
	"cogvideox-license": {
		// §2 License Grant: free use for academic research; commercial use needs registering for a basic
		// commercial licence (free of charge), then complying with the licence's terms (read 2026-11-28).
		name: "CogVideoX License",
		commercialUse: "conditions",
		url: "https://huggingface.co/THUDM/CogVideoX-5b/blob/main/LICENSE",
	},
	"ltxv-open-weights": { name: "LTX-Video Open Weights License", commercialUse: "conditions" },
	"dinov3-license": {
		// §1.a grants use, reproduction, distribution and modification with no commercial limit; §1.b.v forbids
		// ITAR and trade-control end uses (military, nuclear, espionage, weapons) (read 2026-11-28).
		name: "DINOv3 License",
		commercialUse: "conditions",
		url: "https://github.com/facebookresearch/dinov3/blob/main/LICENSE.md",
	},
	"sam-license": {
		// §1.a grants use, reproduction, distribution and modification with no commercial limit; §1.b.v forbids
		// ITAR and trade-control end uses (read 2026-11-28, the SAM 3 text of November 19, 2025).
		name: "SAM License",
		commercialUse: "conditions",
		url: "https://github.com/facebookresearch/sam3/blob/main/LICENSE",
	},
	"nvidia-license": {
		// Named by the Sana model card, its text is the repository's LICENSE.txt; the copy there was not read
		// past its grant (read 2026-11-28): no verdict.
		name: "NVIDIA License",
		url: "https://huggingface.co/Efficient-Large-Model/Sana_1600M_1024px_diffusers/blob/main/LICENSE.txt",
	},
	nvclv1: {
		// §3.3 Use Limitation: the work and its derivatives "only may be used or intended for use
		// non-commercially", i.e. "for research or evaluation purposes only" (read 2026-11-28).
		name: "NVIDIA Source Code License-NC",
		commercialUse: "no",
		url: "https://github.com/NVlabs/MambaVision/blob/main/LICENSE",
	},
	"sapiens2-license": {
		// §1.a grants use, reproduction, distribution and modification with no commercial limit; §1.b.vi
		// forbids uses such as surveillance, biometric processing and deepfakes (read 2026-11-28).
		name: "Sapiens2 License",
		commercialUse: "conditions",
		url: "https://github.com/facebookresearch/sapiens2/blob/main/LICENSE.md",
	},
	"prior-labs-license": {
		// Apache 2.0 with one added clause, §10: whoever distributes the weights or a product built on them
		// shows "Built with PriorLabs-TabPFN" (and a model trained from them starts its name with "TabPFN");
		// use is not limited (read 2026-11-28).
		name: "Prior Labs License",
		commercialUse: "yes",
		url: "https://github.com/PriorLabs/TabPFN/blob/main/LICENSE",
	},
	"apple-amlr": {
		// License Scope: use, copy, modify and distribute "exclusively for Research Purposes", which "means
		// non-commercial scientific research" (read 2026-11-28 in apple/AIM's copy; DepthPro ships the same file).
		name: "Apple Machine Learning Research Model License",
		commercialUse: "no",
		url: "https://huggingface.co/apple/DepthPro/blob/main/LICENSE",
	},
	"modified-mit": {
		// MIT, plus: a commercial product or service above 100 million monthly active users or US$20 million
		// monthly revenue must display "Kimi K2" in its interface (read 2026-11-28).
		name: "Modified MIT License",
		commercialUse: "conditions",
		url: "https://github.com/MoonshotAI/Kimi-K2/blob/main/LICENSE",
	},
	"falcon-llm-license": {
		name: "TII Falcon License 2.0",
		commercialUse: "conditions",
		url: "https://falconllm.tii.ae/falcon-terms-and-conditions.html",
	},
	"glm-4": {
		name: "GLM-4 License",
		commercialUse: "conditions",
		url: "https://huggingface.co/THUDM/glm-4-9b-chat/blob/main/LICENSE",
	},
	"playground-v2dot5-community": {
		// Named by the model card (read 2026-11-28); the licence text itself not read: no verdict.
		name: "Playground v2.5 Community License",
		url: "https://huggingface.co/playgroundai/playground-v2.5-1024px-aesthetic/blob/main/LICENSE.md",
	},
	"depthcrafter-license": {
		// "You agree to use the DepthCrafter only for academic, research and education purposes, and refrain
		// from using it for any commercial or production purposes" (read 2026-11-28, the July 2025 text).
		name: "DepthCrafter License",
		commercialUse: "no",
		url: "https://github.com/Tencent/DepthCrafter/blob/main/LICENSE",
	},
	"superpoint-license": {
		// "Academic or non-profit organization noncommercial research use only": a licence "to use the Software
		// for noncommercial research purposes" (read 2026-11-28).
		name: "SuperPoint Software License Agreement",
		commercialUse: "no",
		url: "https://github.com/magicleap/SuperPointPretrainedNetwork/blob/master/LICENSE",
	},
	"hai-def": {
		// Named and linked by the CXR Foundation card (read 2026-11-28); the terms themselves not read: no verdict.
		name: "Health AI Developer Foundations Terms of Use",
		url: "https://developers.google.com/health-ai-developer-foundations/terms",
	},
	"bria-rmbg-1.4": {
		// The model card: "available as a source-available model for non-commercial use"; commercial use
		// needs a separate agreement with BRIA (read 2026-11-28).
		name: "BRIA RMBG-1.4 License",
		commercialUse: "no",
		url: "https://bria.ai/bria-huggingface-model-license-agreement/",
	},
};

/** Ids the table lacks: a verdict from the id's shape only where the shape says it. */
const CONDITIONAL_LICENSES =
	/^(llama\d(\.\d)?|gemma|openrail.*|bigscience-.*|creativeml-openrail-m|bigcode-openrail-m|deepfloyd-if-license)$/;
const NON_COMMERCIAL = /(^|-)nc(-|$)|non-commercial|noncommercial|research-only/;

/** What a comparison row shows of a model's licence. */
export interface LicenseFacts {
	/** The hub's licence id (`other` for a custom licence). */
	id: string;
	/**
	 * The name to show: the table's, else the card's `license_name` or the id as written. A custom licence
	 * with no name reads "custom licence (not read)" with a link to read it, never the bare word "other".
	 */
	name: string;
	commercialUse?: CommercialUse;
	/** The licence text, from the table or the card's `license_link`. */
	url?: string;
	/** True for `other` without a `license_name`: only the model card says what it allows. */
	unnamed?: true;
}

export const UNNAMED_LICENSE = "custom licence (not read)";

function verdictFromId(id: string): CommercialUse | undefined {
	if (NON_COMMERCIAL.test(id)) return "no";
	if (CONDITIONAL_LICENSES.test(id)) return "conditions";
	return undefined;
}

/** Whether a licence id (or licence name) allows commercial use; undefined when we cannot say. */
export function commercialUse(license: string | undefined): CommercialUse | undefined {
	if (!license) return undefined;
	const id = license.toLowerCase();
	return LICENSES[id]?.commercialUse ?? verdictFromId(id);
}

const httpsUrl = (value: unknown): string | undefined =>
	typeof value === "string" && /^https:\/\/\S+$/.test(value) ? value : undefined;

/**
 * The licence as a person should read it: `license` is the hub id, `licenseName` and `licenseLink` the
 * card's `license_name` and `license_link` (read only for `other`, where the card names its licence).
 */
export function licenseFacts(
	license: string | undefined,
	licenseName?: unknown,
	licenseLink?: unknown,
): LicenseFacts | undefined {
	if (!license) return undefined;
	const id = license.toLowerCase();
	const named = typeof licenseName === "string" && licenseName.trim() !== "" ? licenseName.trim() : undefined;
	const key = id === "other" ? named?.toLowerCase() : id;
	const link = httpsUrl(licenseLink);
	if (key === undefined) return { id, name: UNNAMED_LICENSE, unnamed: true, ...(link ? { url: link } : {}) };
	const entry = LICENSES[key];
	const facts: LicenseFacts = { id, name: entry?.name ?? (id === "other" ? (named as string) : license) };
	const verdict = entry?.commercialUse ?? verdictFromId(key);
	if (verdict) facts.commercialUse = verdict;
	const url = entry?.url ?? link;
	if (url) facts.url = url;
	return facts;
}
