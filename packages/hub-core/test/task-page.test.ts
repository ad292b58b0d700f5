import { getTask, type ModelRecord, type SafetensorsSummary } from "@hubkit/catalog";
import { describe, expect, it } from "vitest";
import { fitsOnCommon } from "../src/fit.js";
import { commercialUse, exampleRecords, modelDecisionFacts, taskPageView } from "../src/task-page.js";

const MODEL: ModelRecord = {
	id: "acme/chat-7b",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	cardData: { license: "apache-2.0", language: ["en", "fr"] },
	config: { max_position_embeddings: 32768 },
	createdAt: "2026-05-04T10:00:00.000Z",
	safetensors: { parameters: { BF16: 7_000_000_000 }, total: 7_000_000_000 },
	inferenceProviderMapping: [
		{ provider: "together", providerId: "acme/chat-7b", task: "conversational", status: "live" },
		{ provider: "novita", providerId: "acme/chat-7b", task: "conversational", status: "staging" },
	],
};

describe("modelDecisionFacts", () => {
	it("reads parameters, licence, context, languages, release date and live providers from the record", () => {
		expect(modelDecisionFacts(MODEL)).toEqual({
			id: "acme/chat-7b",
			inCatalogue: true,
			pipelineTag: "text-generation",
			libraryName: "transformers",
			parameters: 7_000_000_000,
			license: "apache-2.0",
			licenseName: "Apache 2.0",
			licenseUrl: "https://www.apache.org/licenses/LICENSE-2.0",
			commercialUse: "yes",
			contextLength: 32768,
			languages: ["en", "fr"],
			releaseDate: "2026-05-04",
			providers: ["together"],
		});
	});

	it("falls back to the GGUF summary, and leaves out what the record does not say", () => {
		const row = modelDecisionFacts({ id: "x/y-gguf", gguf: { total: 1_000_000, context_length: 4096 } });
		expect(row).toEqual({
			id: "x/y-gguf",
			inCatalogue: true,
			parameters: 1_000_000,
			contextLength: 4096,
			providers: [],
		});
	});

	it("ignores malformed values instead of failing", () => {
		const row = modelDecisionFacts({
			id: "x/bad",
			createdAt: "yesterday",
			safetensors: "lots" as unknown as SafetensorsSummary,
			config: { max_position_embeddings: -1 },
			cardData: { language: [3, ""] as unknown as string[] },
		});
		// The card's metadata is there (a language list) and names no licence: that is stated as a fact.
		expect(row).toEqual({ id: "x/bad", inCatalogue: true, licenseNotStated: true, providers: [] });
	});

	it("says 'licence not stated' only when the card was read, and reads the hub's licence tag", () => {
		const unread = modelDecisionFacts({ id: "x/no-card" });
		expect(unread).not.toHaveProperty("license");
		expect(unread).not.toHaveProperty("licenseNotStated");
		const none = modelDecisionFacts({ id: "x/rl-agent", cardData: { tags: ["reinforcement-learning"] } });
		expect(none).toMatchObject({ licenseNotStated: true });
		expect(none).not.toHaveProperty("commercialUse");
		const tagged = modelDecisionFacts({ id: "x/tagged", cardData: {}, tags: ["license:mit"] });
		expect(tagged).toMatchObject({ license: "mit", commercialUse: "yes" });
		expect(tagged).not.toHaveProperty("licenseNotStated");
	});

	it("says why a model has no 'fits on' when the estimator finds none", () => {
		const never = () => undefined;
		const sb3 = { id: "x/agent", siblings: [{ rfilename: "ppo-CartPole-v1.zip" }] };
		expect(modelDecisionFacts(sb3, { fitsOn: never })).toMatchObject({ fitNote: "not-applicable" });
		expect(modelDecisionFacts(MODEL, { fitsOn: never })).toMatchObject({ fitNote: "too-large" });
		const bare = { id: "x/bare", tags: ["safetensors"] };
		expect(modelDecisionFacts(bare, { fitsOn: never })).toMatchObject({ fitNote: "unsized" });
		expect(modelDecisionFacts(MODEL, { fitsOn: () => "RTX 4090 24 GB" })).not.toHaveProperty("fitNote");
		expect(modelDecisionFacts(MODEL)).not.toHaveProperty("fitNote");
	});

	it("a task page row says a base-less adapter needs its base model, not that it is too large", () => {
		const adapter: ModelRecord = {
			id: "x/lora",
			pipeline_tag: "text-generation",
			library_name: "peft",
			tags: ["peft", "safetensors", "base_model:adapter:x/absent-base"],
			siblings: [{ rfilename: "adapter_model.safetensors", size: 20_000_000 }],
		};
		const task = getTask("text-generation");
		if (!task) throw new Error("no text-generation task");
		const row = taskPageView({ ...task, models: [{ id: adapter.id, description: "a LoRA" }] }, [adapter], {
			fitsOn: fitsOnCommon,
		}).comparison[0];
		expect(row).toMatchObject({
			id: "x/lora",
			fitNote: "unsized",
			sizeNote: "Size unknown: needs its base model x/absent-base, which this catalogue does not size",
		});
		expect(row).not.toHaveProperty("fitsOn");
	});

	it("passes the record to the hardware estimator hook", () => {
		expect(modelDecisionFacts(MODEL, { fitsOn: (m) => `${m.id} fits` }).fitsOn).toBe("acme/chat-7b fits");
	});
});

describe("release dates", () => {
	it("never shows the hub's migration day, or any day before it, as a release", () => {
		for (const createdAt of ["2022-03-02T23:29:04.000Z", "2021-06-01T00:00:00.000Z", "2017-01-01T00:00:00.000Z"]) {
			const row = modelDecisionFacts({ ...MODEL, createdAt });
			expect(row, createdAt).not.toHaveProperty("releaseDate");
		}
		expect(modelDecisionFacts({ ...MODEL, createdAt: "2022-03-03T08:00:00.000Z" }).releaseDate).toBe("2022-03-03");
	});

	it("shows a curated release day with its source, over the repository's creation", () => {
		const released = { date: "2019-02-14", url: "https://openai.com/index/better-language-models/" };
		const row = modelDecisionFacts({ ...MODEL, createdAt: "2022-03-02T23:29:04.000Z", sample: { released } });
		expect(row).toMatchObject({ releaseDate: "2019-02-14", releaseSourceUrl: released.url });
		// A curated fact without a source is no fact.
		const unsourced = modelDecisionFacts({ ...MODEL, sample: { released: { date: "2019-02-14", url: "" } } });
		expect(unsourced).toMatchObject({ releaseDate: "2026-05-04" });
		expect(unsourced).not.toHaveProperty("releaseSourceUrl");
	});
});

describe("licences", () => {
	const withLicense = (cardData: Record<string, unknown>) => modelDecisionFacts({ id: "x/m", cardData });

	it("names a custom licence from the card's license_name, with its verdict", () => {
		expect(withLicense({ license: "other", license_name: "flux-1-dev-non-commercial-license" })).toMatchObject({
			license: "other",
			licenseName: "FLUX.1 [dev] Non-Commercial License",
			commercialUse: "no",
		});
		expect(withLicense({ license: "other", license_name: "stabilityai-ai-community" })).toMatchObject({
			licenseName: "Stability AI Community License",
			commercialUse: "conditions",
		});
		expect(withLicense({ license: "other", license_name: "apache-2.0" })).toMatchObject({
			licenseName: "Apache 2.0",
			commercialUse: "yes",
		});
		expect(withLicense({ license: "llama3.1" })).toMatchObject({
			licenseName: "Llama 3.1 Community License",
			commercialUse: "conditions",
		});
	});

	it("says 'custom licence (not read)' for an unnamed custom licence, linking the card, never 'other'", () => {
		const row = withLicense({ license: "other" });
		expect(row.licenseName).toBe("custom licence (not read)");
		expect(row.licenseUrl).toBe("https://huggingface.co/x/m");
		expect(row).not.toHaveProperty("commercialUse");
		// A name the table does not know is shown as the card writes it, with the card's link.
		const unknown = withLicense({
			license: "other",
			license_name: "acme-weights",
			license_link: "https://acme.example/l",
		});
		expect(unknown).toMatchObject({ licenseName: "acme-weights", licenseUrl: "https://acme.example/l" });
		expect(unknown).not.toHaveProperty("commercialUse");
	});

	it("names an unnamed custom licence from the licence file read for the record, the card's own name winning", () => {
		const licence = {
			id: "depthcrafter-license",
			url: "https://github.com/Tencent/DepthCrafter/blob/main/LICENSE",
			checked: "2026-11-28",
		};
		const read = modelDecisionFacts({ id: "x/m", cardData: { license: "other" }, sample: { licence } });
		expect(read).toMatchObject({
			license: "other",
			licenseName: "DepthCrafter License",
			commercialUse: "no",
			licenseUrl: "https://github.com/Tencent/DepthCrafter/blob/main/LICENSE",
		});
		const named = modelDecisionFacts({
			id: "x/m",
			cardData: { license: "other", license_name: "stabilityai-ai-community" },
			sample: { licence },
		});
		expect(named).toMatchObject({ licenseName: "Stability AI Community License", commercialUse: "conditions" });
		// Only for `other`, and only with an https link: anything else is not read.
		const mit = modelDecisionFacts({ id: "x/m", cardData: { license: "mit" }, sample: { licence } });
		expect(mit).toMatchObject({ licenseName: "MIT", commercialUse: "yes" });
		const bad = modelDecisionFacts({
			id: "x/m",
			cardData: { license: "other" },
			sample: { licence: { id: "depthcrafter-license", url: "http://example.com/l", checked: "2026-11-28" } },
		});
		expect(bad.licenseName).toBe("custom licence (not read)");
		expect(bad).not.toHaveProperty("commercialUse");
	});

	it("marks a gated model", () => {
		expect(modelDecisionFacts({ ...MODEL, gated: "manual" }).gated).toBe(true);
		expect(modelDecisionFacts({ ...MODEL, gated: false })).not.toHaveProperty("gated");
	});
});

describe("commercialUse", () => {
	it("tells open, conditional and non-commercial licences apart, and says nothing for custom ones", () => {
		expect(commercialUse("MIT")).toBe("yes");
		expect(commercialUse("llama3.1")).toBe("conditions");
		expect(commercialUse("gemma")).toBe("conditions");
		expect(commercialUse("cc-by-nc-4.0")).toBe("no");
		expect(commercialUse("cc-by-nc-sa-4.0")).toBe("no");
		expect(commercialUse("other")).toBeUndefined();
		expect(commercialUse(undefined)).toBeUndefined();
	});
});

describe("taskPageView", () => {
	const task = getTask("text-generation")!;

	it("adds a comparison row per example model, in the page's order, marking those the catalogue lacks", () => {
		const view = taskPageView(task, [MODEL, { id: "openai/gpt-oss-20b", cardData: { license: "apache-2.0" } }]);
		expect(view.comparison.map((r) => r.id)).toEqual(task.models.map((m) => m.id));
		const known = view.comparison.find((r) => r.id === "openai/gpt-oss-20b");
		expect(known).toMatchObject({ inCatalogue: true, license: "apache-2.0" });
		const missing = view.comparison.find((r) => r.id === "openai/gpt-oss-120b");
		expect(missing).toEqual({ id: "openai/gpt-oss-120b", inCatalogue: false, providers: [] });
	});

	it("looks the example models up one by one, leaving out the ones not found", async () => {
		const asked: string[] = [];
		const found = await exampleRecords(task, async (id) => {
			asked.push(id);
			return id === "openai/gpt-oss-20b" ? { id } : undefined;
		});
		expect(asked.sort()).toEqual(task.models.map((m) => m.id).sort());
		expect(found).toEqual([{ id: "openai/gpt-oss-20b" }]);
		const view = taskPageView(task, found);
		expect(view.comparison.filter((r) => r.inCatalogue).map((r) => r.id)).toEqual(["openai/gpt-oss-20b"]);
	});

	it("links a metric only through the checked table", () => {
		const view = taskPageView(task, []);
		expect(view.metrics.find((m) => m.id === "perplexity")?.url).toBe(
			"https://huggingface.co/spaces/evaluate-metric/perplexity",
		);
		expect(view.metrics.find((m) => m.id === "Cross Entropy")).not.toHaveProperty("url");
	});

	it("keeps the page's own fields", () => {
		const view = taskPageView(task, []);
		expect(view.guidance).toBe(task.guidance);
		expect(view.recommendedModel).toBe(task.recommendedModel);
	});
});
