/** `GET /api/models/{id}` carries the decision facts the task tables show, read by modelDecisionFacts. */
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

const app = createApp({ models: SAMPLE_MODELS });
const facts = async (id: string) =>
	((await (await app.request(`/api/models/${id}`)).json()) as { decisionFacts: Record<string, unknown> }).decisionFacts;

describe("GET /api/models/{id} decisionFacts", () => {
	it("names the licence with its verdict, the parameters and the smallest common machine", async () => {
		expect(await facts("openai/whisper-small")).toMatchObject({
			parameters: 244_000_000,
			license: "apache-2.0",
			licenseName: "Apache 2.0",
			commercialUse: "yes",
			fitsOn: "8 GB laptop (CPU)",
		});
	});

	it("never gives the hub's placeholder day as a release", async () => {
		const record = SAMPLE_MODELS.find((m) => String(m.createdAt).startsWith("2022-03-02"));
		expect(record).toBeDefined();
		const f = await facts(record?.id as string);
		expect(f.releaseDate === undefined || !String(f.releaseDate).startsWith("2022-03-02")).toBe(true);
	});

	it("gives a mixture of experts its active parameters", async () => {
		const moe = SAMPLE_MODELS.find((m) => /Qwen3-30B-A3B|Mixtral|gpt-oss/i.test(m.id) && m.safetensors);
		if (!moe) return;
		const f = await facts(moe.id);
		expect(f.activeParameters).toBeGreaterThan(0);
		expect(f.activeParameters as number).toBeLessThan(f.parameters as number);
	});

	it("sizes an adapter on its base when the catalogue holds it, as the fit route does", async () => {
		const base = {
			id: "x/base-1b",
			pipeline_tag: "text-generation",
			library_name: "transformers",
			tags: ["safetensors"],
			siblings: [{ rfilename: "model.safetensors", size: 2_000_000_000 }],
			config: { torch_dtype: "bfloat16" },
		};
		const adapter = {
			id: "x/lora",
			pipeline_tag: "text-generation",
			library_name: "peft",
			tags: ["peft", "safetensors", "base_model:adapter:x/base-1b"],
			siblings: [{ rfilename: "adapter_model.safetensors", size: 20_000_000 }],
		};
		const own = createApp({ models: [base, adapter] });
		const f = ((await (await own.request("/api/models/x/lora")).json()) as { decisionFacts: Record<string, unknown> })
			.decisionFacts;
		expect(f.fitsOn).toBe("8 GB laptop (CPU)");
		expect(f).not.toHaveProperty("sizeNote");
	});
});
