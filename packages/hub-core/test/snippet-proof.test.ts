import { getLibrary, type ModelRecord, SNIPPET_VERIFICATION, templateKey } from "@hubkit/catalog";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import type { InferenceRunManifest } from "../src/inference-verification-manifest.js";
import {
	blockVerification,
	INFERENCE_RUNS,
	inferenceVerification,
	libraryVerification,
	proofsOf,
} from "../src/snippet-proof.js";
import { buildSnippets } from "../src/snippets.js";
import { verificationDetail, verificationLabel } from "../src/verification-words.js";

const sample = (id: string): ModelRecord => {
	const model = getSampleModel(id);
	if (!model) throw new Error(`no sample record ${id}`);
	return model;
};

/** A record of one's own catalogue made from a sample: the same facts under another id. */
const ownCopy = (model: ModelRecord, id: string): ModelRecord => ({ ...model, id, author: id.split("/")[0] });

const LORA = "ybelkada/opt-350m-lora";
const GGUF = "TheBloke/phi-2-GGUF";

describe("verification by template", () => {
	const proofs = proofsOf(SAMPLE_MODELS);

	it("an own-catalogue record built from a sample's template says it ran for that sample", () => {
		const own = ownCopy(sample(LORA), "my-org/my-opt-lora");
		const [text] = getLibrary("peft")?.snippets?.(own) ?? [];
		if (!text) throw new Error("no peft snippet");
		const v = libraryVerification("peft", own, text, proofs);
		expect(v).toMatchObject({ level: "same-template", sample: LORA, sampleLevel: "ran", library: "peft" });
		expect(verificationLabel(v)).toBe(`Ran for ${LORA} (same template)`);
		// The sample itself keeps its own, exact proof.
		const [its] = getLibrary("peft")?.snippets?.(sample(LORA)) ?? [];
		expect(libraryVerification("peft", sample(LORA), its ?? "", proofs)).toMatchObject({ level: "ran" });
	});

	it("the answer carries it, and only with the sample catalogue given", () => {
		const own = ownCopy(sample(LORA), "my-org/my-opt-lora");
		const withSamples = buildSnippets(own, { provider: "auto", options: {}, samples: SAMPLE_MODELS });
		expect(withSamples.libraries[0]?.verification[0]).toMatchObject({ level: "same-template", sample: LORA });
		const without = buildSnippets(own, { provider: "auto", options: {} });
		expect(without.libraries[0]?.verification[0]).toEqual({ level: "parsed" });
	});

	it("a record whose template differs (another task branch) does not claim the sample", () => {
		const base = sample(LORA);
		const own: ModelRecord = {
			...ownCopy(base, "my-org/my-classifier-lora"),
			pipeline_tag: "text-classification",
			config: { peft: { base_model_name_or_path: "facebook/opt-350m", task_type: "SEQ_CLS" } },
			tags: (base.tags ?? []).map((t) => (t === "text-generation" ? "text-classification" : t)),
		};
		const [text] = getLibrary("peft")?.snippets?.(own) ?? [];
		const [original] = getLibrary("peft")?.snippets?.(base) ?? [];
		if (!text || !original) throw new Error("no peft snippet");
		expect(templateKey("library:peft", own.id, text)).not.toBe(templateKey("library:peft", base.id, original));
		const v = libraryVerification("peft", own, text, proofs);
		expect(v.sample).not.toBe(LORA);
	});

	it("a changed template loses the badge", () => {
		const own = ownCopy(sample(LORA), "my-org/my-opt-lora");
		const [text] = getLibrary("peft")?.snippets?.(own) ?? [];
		if (!text) throw new Error("no peft snippet");
		const changed = text.replace("from_pretrained(", "from_pretrained(\n    ");
		expect(changed).not.toBe(text);
		expect(libraryVerification("peft", own, changed, proofs)).toEqual({ level: "parsed" });
	});

	it("a local app's commands: ran for their own sample, the same template for a copy, parsed as shell otherwise", () => {
		const app = "node-llama-cpp";
		const own = ownCopy(sample(GGUF), "my-org/phi-2-GGUF");
		const blocks = (model: ModelRecord) =>
			buildSnippets(model, { provider: "auto", options: {}, samples: SAMPLE_MODELS });
		const ran = blocks(sample(GGUF)).localApps.find((a) => a.app === app)?.snippets ?? [];
		expect(ran.length).toBeGreaterThan(0);
		for (const b of ran) expect(b.verification).toMatchObject({ level: "ran", library: "node-llama-cpp" });
		const copied = blocks(own).localApps.find((a) => a.app === app)?.snippets ?? [];
		expect(copied.length).toBeGreaterThan(0);
		// Several samples share this template; the badge names one that ran it.
		const ranOn = new Set((SNIPPET_VERIFICATION.localApps ?? []).filter((e) => e[0] === app).map((e) => e[1]));
		for (const b of copied) {
			expect(b.verification).toMatchObject({ level: "same-template", sampleLevel: "ran", library: "node-llama-cpp" });
			expect(ranOn.has(b.verification.sample ?? "")).toBe(true);
		}
		// Every block of every app carries a proof; ollama's commands never ran, so they say what the lab did.
		for (const a of blocks(own).localApps) for (const b of a.snippets ?? []) expect(b.verification.level).toBeTruthy();
		const ollama = blocks(own).localApps.find((a) => a.app === "ollama")?.snippets?.[0];
		if (ollama) expect(verificationLabel(ollama.verification)).toBe("Parsed as shell");
	});

	it("a block claims no more than its weakest command", () => {
		const own = ownCopy(sample(GGUF), "my-org/phi-2-GGUF");
		const [first] = buildSnippets(own, { provider: "auto", options: {}, samples: SAMPLE_MODELS }).localApps.find(
			(a) => a.app === "node-llama-cpp",
		)?.snippets ?? [undefined];
		if (!first) throw new Error("no node-llama-cpp block");
		const withSetup = { ...first, setup: "echo an extra step nothing ran" };
		expect(blockVerification("node-llama-cpp", own, withSetup, proofsOf(SAMPLE_MODELS))).toEqual({
			level: "parsed",
			language: "sh",
		});
	});
});

describe("inference verification", () => {
	const RUNS: InferenceRunManifest = {
		clients: { "python/openai": { library: "openai", version: "3.22.1" } },
		runs: ["python/openai|conversational|together|-", "python/openai|conversational|together|stream"],
		optionRuns: ["python/openai|billTo|chat|-"],
	};
	const ask = { language: "python", client: "openai", task: "conversational", provider: "together", chat: true };

	it("says ran against a recording of the provider's API, with the client's version, for what the lab ran", () => {
		const v = inferenceVerification({ ...ask, streaming: false, options: {} }, RUNS);
		expect(v).toEqual({ level: "ran", library: "openai", version: "3.22.1", provider: "together" });
		expect(verificationLabel(v)).toBe("Ran against a recording of together's API with openai 3.22");
		expect(inferenceVerification({ ...ask, streaming: false, options: { billTo: "acme" } }, RUNS).level).toBe("ran");
	});

	it("claims no more: another provider, client, option set or streaming the lab did not run is parsed", () => {
		const parsed = { level: "parsed", language: "python" };
		expect(inferenceVerification({ ...ask, provider: "groq", streaming: false, options: {} }, RUNS)).toEqual(parsed);
		expect(inferenceVerification({ ...ask, client: "requests", streaming: false, options: {} }, RUNS)).toEqual(parsed);
		expect(inferenceVerification({ ...ask, streaming: true, options: { billTo: "acme" } }, RUNS)).toEqual(parsed);
		expect(
			inferenceVerification({ ...ask, streaming: false, options: { endpointUrl: "https://x.example" } }, RUNS),
		).toEqual(parsed);
	});

	it("the answer says which of a sample's inference snippets ran, from the lab's record", () => {
		const model = sample("distilbert/distilbert-base-uncased-finetuned-sst-2-english");
		const view = buildSnippets(model, { provider: "hf-inference", options: {} });
		const requests = view.inference.find((s) => s.language === "python" && s.client === "requests");
		expect(requests?.verification).toEqual({
			level: "ran",
			provider: "hf-inference",
			...INFERENCE_RUNS.clients["python/requests"],
		});
		expect(verificationLabel(requests?.verification ?? { level: "parsed" })).toMatch(
			/^Ran against a recording of hf-inference's API with requests \d+\.\d+$/,
		);
	});

	it("every inference snippet of the answer carries a proof, and fal_client (never run by the lab) is only parsed", () => {
		for (const model of SAMPLE_MODELS.filter((m) => (m.inferenceProviderMapping ?? []).length > 0).slice(0, 40)) {
			for (const provider of ["auto", ...(model.inferenceProviderMapping ?? []).map((m) => m.provider)]) {
				for (const s of buildSnippets(model, { provider, options: {} }).inference) {
					expect(s.verification.level).toMatch(/^(ran|parsed)$/);
					if (s.client === "fal_client") expect(s.verification.level).toBe("parsed");
					if (s.verification.level === "ran") expect(s.verification.provider).toBe(provider);
				}
			}
		}
	});
});

describe("type-checked proof", () => {
	it("says whether the signatures were read from the library's source or the package was installed", () => {
		const diffusers = getSampleModel("Lightricks/LTX-Video");
		const view = diffusers && buildSnippets(diffusers, { provider: "auto", options: {} }).libraries[0];
		const v = view?.verification.find((x) => x.level === "type-checked");
		expect(v).toMatchObject({ library: "diffusers", against: "signatures" });
		expect(verificationDetail(v ?? { level: "parsed" })).toMatch(
			/^This exact code was type-checked against diffusers \d+\.\d+\.\d+'s API \(signatures read from its source\); it was not run\.$/,
		);
		expect(
			verificationDetail({ level: "type-checked", library: "huggingface_hub", version: "1.2.3", against: "package" }),
		).toBe("This exact code was type-checked against huggingface_hub 1.2.3 (installed); it was not run.");
	});

	it("a copy of a type-checked sample says what the sample was checked against, not its source code", () => {
		const proofs = proofsOf(SAMPLE_MODELS);
		const own = ownCopy(sample("Lightricks/LTX-Video"), "my-org/my-ltx");
		const view = buildSnippets(own, { provider: "auto", options: {}, samples: SAMPLE_MODELS }).libraries[0];
		const v = view?.verification.find((x) => x.level === "same-template");
		expect(v).toMatchObject({ sample: "Lightricks/LTX-Video", sampleLevel: "type-checked", against: "signatures" });
		const [text] = getLibrary("diffusers")?.snippets?.(own) ?? [];
		expect(libraryVerification("diffusers", own, text ?? "", proofs)).toMatchObject({ against: "signatures" });
		expect(verificationDetail(v ?? { level: "parsed" })).toMatch(
			/^The same template, written for Lightricks\/LTX-Video \(the same code but for the model id\), was type-checked against diffusers \d+\.\d+\.\d+'s API \(signatures read from its source\); this text itself was not\.$/,
		);
	});
});
