import { fitBaseId, getDevice, hostWithRam, modelFits, usableMemory } from "@hubkit/catalog/hardware";
import { DEFAULT_FIT_CONTEXT } from "@hubkit/hub-core";
import { getSampleModel, SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";

const app = createApp({ models: SAMPLE_MODELS });
/** An adapter's base in the sample catalogue, as the store finds it. */
const sampleBase = (m: (typeof SAMPLE_MODELS)[number]) => {
	const id = fitBaseId(m);
	return id === undefined ? undefined : getSampleModel(id);
};
const get = (path: string) => app.request(path);

interface FitBody {
	device: string;
	context: number;
	model: { parameters: number | null; layers: number | null };
	options: { quant: string; files: string[]; fits: string; totalBytes: number; maxContext: number; tight?: true }[];
	recommended?: string;
}

async function expect400(path: string, field: string): Promise<string> {
	const res = await get(path);
	expect(res.status, path).toBe(400);
	const body = (await res.json()) as { error: string; field?: string };
	expect(body.field, path).toBe(field);
	expect(body.error.length).toBeGreaterThan(0);
	return body.error;
}

describe("GET /api/hardware", () => {
	it("lists devices with memory and bandwidth", async () => {
		const res = await get("/api/hardware");
		expect(res.status).toBe(200);
		const list = (await res.json()) as {
			id: string;
			kind: string;
			memoryBytes: number;
			usableMemoryBytes: number;
			bandwidthGBps: number;
		}[];
		const rtx = list.find((d) => d.id === "rtx-4090");
		expect(rtx).toMatchObject({ kind: "gpu", memoryBytes: 24 * 2 ** 30 });
		expect(new Set(list.map((d) => d.kind))).toEqual(new Set(["gpu", "apple", "cpu"]));
		for (const d of list) expect(d.bandwidthGBps).toBeGreaterThan(0);
	});

	it("gives each device the memory a model may use, as the fit reads it", async () => {
		const list = (await (await get("/api/hardware")).json()) as {
			id: string;
			memoryBytes: number;
			usableMemoryBytes: number;
		}[];
		const byId = new Map(list.map((d) => [d.id, d]));
		expect(byId.get("rtx-4090")).toMatchObject({ usableMemoryBytes: 24 * 2 ** 30 });
		expect(byId.get("m4-max-128gb")).toMatchObject({ memoryBytes: 128 * 2 ** 30, usableMemoryBytes: 96 * 2 ** 30 });
		expect(byId.get("cpu-32gb-ddr5")).toMatchObject({ usableMemoryBytes: 30 * 2 ** 30 });
		for (const d of list) expect(d.usableMemoryBytes, d.id).toBeLessThanOrEqual(d.memoryBytes);
		const doc = (await (await get("/api/openapi.json")).json()) as {
			components: {
				schemas: { Hardware: { required: string[]; properties: Record<string, { description?: string }> } };
			};
		};
		expect(doc.components.schemas.Hardware.required).toContain("usableMemoryBytes");
		expect(doc.components.schemas.Hardware.properties.usableMemoryBytes?.description).toMatch(/working set/);
	});
});

describe("GET /api/models/{owner}/{name}/fit", () => {
	const id = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";

	it("answers every weight option on the device, with the recommended one", async () => {
		const res = await get(`/api/models/${id}/fit?device=rtx-4090&context=8192`);
		expect(res.status).toBe(200);
		const body = (await res.json()) as FitBody;
		expect(body.device).toBe("rtx-4090");
		expect(body.context).toBe(8192);
		expect(body.model.layers).toBe(32);
		expect(body.options.map((o) => o.quant)).toContain("Q4_K_M");
		const q8 = body.options.find((o) => o.quant === "Q8_0");
		expect(q8?.fits).toBe("gpu");
		expect(body.recommended).toBeDefined();
		expect(body.options.map((o) => o.quant)).toContain(body.recommended);
	});

	it("changes with the device: an 8 GB laptop runs fewer options on its GPU", async () => {
		const big = (await (await get(`/api/models/${id}/fit?device=rtx-4090`)).json()) as FitBody;
		const small = (await (await get(`/api/models/${id}/fit?device=rtx-4060`)).json()) as FitBody;
		const onGpu = (b: FitBody) => b.options.filter((o) => o.fits === "gpu").length;
		expect(onGpu(small)).toBeLessThan(onGpu(big));
	});

	it("reads a loose spelling of one device id as that id", async () => {
		const body = (await (await get(`/api/models/${id}/fit?device=RTX%204060`)).json()) as FitBody;
		expect(body.device).toBe("rtx-4060");
		const ids = async (query: string) =>
			((await (await get(`/api/models?${query}`)).json()) as { models: { id: string }[] }).models.map((m) => m.id);
		expect(await ids("fits=RTX%204060")).toEqual(await ids("fits=rtx-4060"));
	});

	it("defaults the device and context", async () => {
		const body = (await (await get(`/api/models/${id}/fit`)).json()) as FitBody;
		expect(body.device).toBe("rtx-4090");
		expect(body.context).toBe(8192);
	});

	it("refuses a bad device or context with the field", async () => {
		expect(await expect400(`/api/models/${id}/fit?device=gtx-9999`, "device")).toMatch(/unknown device: gtx-9999/);
		expect(await expect400(`/api/models/${id}/fit?device=rtx-4909`, "device")).toBe(
			"unknown device: rtx-4909 (did you mean rtx-4090? run hubkit devices / GET /api/hardware for the list)",
		);
		expect(await expect400(`/api/models?fits=rtx-4909`, "fits")).toBe(
			"unknown device: rtx-4909 (did you mean rtx-4090? run hubkit devices / GET /api/hardware for the list)",
		);
		for (const context of ["-1", "0", "1.5", "abc", "99999999999", "1e6", ""]) {
			await expect400(`/api/models/${id}/fit?context=${context}`, "context");
		}
	});

	it("answers 404 for a model it does not know", async () => {
		const res = await get("/api/models/nobody/nothing/fit");
		expect(res.status).toBe(404);
	});

	it("is in the OpenAPI document", async () => {
		const doc = (await (await get("/api/openapi.json")).json()) as {
			paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
			components: { schemas: Record<string, unknown> };
		};
		expect(doc.paths["/api/hardware"]?.get).toBeDefined();
		const fit = doc.paths["/api/models/{owner}/{name}/fit"]?.get;
		expect(fit?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(["device", "context"]));
		expect(doc.paths["/api/models"]?.get?.parameters?.map((p) => p.name)).toEqual(
			expect.arrayContaining(["fits", "context"]),
		);
		expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Hardware", "Fit"]));
	});
});

describe("fit units, offload RAM and the tight mark", () => {
	const llama = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";
	const TOKEN_FIELDS = /"(maxContext|tokensPerSecond|slow|context|contextLength)"/;

	it("omits every token field (absent, not null) for a model that does not generate text, over every sample record", async () => {
		// Written out here, not read from the rule under test: the tasks that decode tokens from a prompt.
		const generating = new Set([
			"text-generation",
			"text2text-generation",
			"image-text-to-text",
			"audio-text-to-text",
			"video-text-to-text",
			"any-to-any",
			"summarization",
			"translation",
		]);
		let memoryOnly = 0;
		for (const model of SAMPLE_MODELS) {
			if (!model.pipeline_tag || generating.has(model.pipeline_tag)) continue;
			const res = await get(`/api/models/${model.id}/fit?device=rtx-4060`);
			expect(res.status, model.id).toBe(200);
			const text = await res.text();
			if ((JSON.parse(text) as FitBody).options.length === 0) continue;
			memoryOnly++;
			expect(text, model.id).not.toMatch(TOKEN_FIELDS);
			expect(JSON.parse(text), model.id).toMatchObject({ units: "memory" });
		}
		expect(memoryOnly).toBeGreaterThan(0);
	});

	it("keeps the context, max context and speed of a text-generation model", async () => {
		const body = (await (await get(`/api/models/${llama}/fit?device=rtx-4090`)).json()) as FitBody & { units: string };
		expect(body.units).toBe("tokens");
		expect(body.context).toBe(8192);
		for (const o of body.options) expect(typeof o.maxContext).toBe("number");
	});

	it("offloads to the ram= it is given: less RAM, fewer options run", async () => {
		const q = async (ram?: number) => {
			const res = await get(`/api/models/${llama}/fit?device=rtx-4060&context=65536${ram ? `&ram=${ram}` : ""}`);
			return (await res.json()) as FitBody & { ram?: number };
		};
		const small = await q(8);
		const large = await q(128);
		const byDefault = await q();
		expect(small.ram).toBe(8);
		expect(byDefault).not.toHaveProperty("ram");
		const runs = (b: FitBody) => b.options.filter((o) => o.fits !== "no").length;
		expect(runs(small)).toBeLessThan(runs(large));
		// The default is the 32 GB desktop: the same figures as ram=32.
		expect((await q(32)).options).toEqual(byDefault.options);
	});

	it("refuses a bad ram with the field", async () => {
		for (const ram of ["0", "-8", "1.5", "abc", "99999"]) {
			const error = await expect400(`/api/models/${llama}/fit?ram=${ram}`, "ram");
			expect(error).toMatch(/ram must be a whole number of GB from 1 to 4096/);
		}
	});

	it("marks an option with no headroom on a consumer card tight, and recommends one with room", async () => {
		const body = (await (await get(`/api/models/${llama}/fit?device=rtx-4060&context=16384`)).json()) as FitBody;
		const tight = body.options.filter((o) => o.tight);
		expect(tight.length).toBeGreaterThan(0);
		const usable = usableMemory(getDevice("rtx-4060") as NonNullable<ReturnType<typeof getDevice>>);
		for (const o of tight) {
			expect(o.fits).toBe("gpu");
			// How much the card keeps free with it: under 5 % of its usable memory.
			expect((o as { headroomBytes?: number }).headroomBytes).toBe(usable - o.totalBytes);
		}
		const recommended = body.options.find((o) => o.quant === body.recommended) as { tight?: true; fits: string };
		expect(recommended.fits).toBe("gpu");
		expect(recommended).not.toHaveProperty("tight");
		// A data-centre card of the same kind is not a desktop's display card: no mark.
		const t4 = await (await get(`/api/models/${llama}/fit?device=t4&context=16384`)).text();
		expect(t4).not.toContain('"tight"');
	});
});

describe("slow options in the fit answer", () => {
	it("marks slow: true on an option that runs below 5 tok/s, and on no other", async () => {
		const res = await get("/api/models/unsloth/Llama-3.3-70B-Instruct-GGUF/fit?device=rtx-4060&context=8192");
		expect(res.status).toBe(200);
		const body = (await res.json()) as {
			options: { quant: string; fits: string; tokensPerSecond?: number; slow?: boolean }[];
		};
		const slow = body.options.filter((o) => o.slow);
		// A 70B model offloaded from an 8 GB card runs, at a few tokens a second.
		expect(slow.length).toBeGreaterThan(0);
		for (const o of body.options) {
			const runsSlowly = o.fits !== "no" && o.tokensPerSecond !== undefined && o.tokensPerSecond < 5;
			expect(o.slow === true, o.quant).toBe(runsSlowly);
		}
		// The same model whole on a large card is not slow.
		const big = (await (
			await get("/api/models/unsloth/Llama-3.3-70B-Instruct-GGUF/fit?device=h200&context=8192")
		).json()) as { options: { fits: string; slow?: boolean }[] };
		expect(big.options.filter((o) => o.fits === "gpu" && !o.slow).length).toBeGreaterThan(0);
	});
});

describe("GET /api/models?fits=<device>&context=<n>", () => {
	const ids = async (query: string) => {
		const res = await get(`/api/models?limit=100${query}`);
		expect(res.status).toBe(200);
		const body = (await res.json()) as { total: number; models: { id: string }[] };
		return { total: body.total, ids: body.models.map((m) => m.id) };
	};

	it("keeps only the models that run on the device", async () => {
		const all = await ids("");
		const laptop = await ids("&fits=cpu-8gb-ddr4&context=4096");
		const datacentre = await ids("&fits=b200&context=4096");
		expect(laptop.total).toBeGreaterThan(0);
		expect(laptop.total).toBeLessThan(all.total);
		expect(laptop.total).toBeLessThanOrEqual(datacentre.total);
		expect(laptop.ids).toContain("TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF");
		expect(laptop.ids).not.toContain("deepseek-ai/DeepSeek-R1");
		// Models without weight files never "fit".
		for (const m of laptop.ids) expect(getSampleModel(m)?.siblings?.length ?? 1).toBeGreaterThan(0);
	});

	it("answers with ram at any context the models the estimate says run, page after page", async () => {
		const cases: [device: string, context: number, ram?: number][] = [
			["rtx-4060", 12_345],
			["rtx-4090", 100_000, 32],
			["m3-8gb", 3000, 16],
			["cpu-8gb-ddr4", 777, 64],
			["rtx-4060", DEFAULT_FIT_CONTEXT, 8],
		];
		for (const [deviceId, context, ram] of cases) {
			const device = getDevice(deviceId);
			if (!device) throw new Error(deviceId);
			const options = ram === undefined ? { context } : { context, level: "offload" as const, host: hostWithRam(ram) };
			const expected = SAMPLE_MODELS.filter((m) => modelFits(m, device, options, sampleBase(m)))
				.map((m) => m.id)
				.sort();
			const query = `&sort=id&fits=${deviceId}&context=${context}${ram === undefined ? "" : `&ram=${ram}`}`;
			const listed: string[] = [];
			for (let offset = 0; ; offset += 100) {
				const page = await ids(`${query}&offset=${offset}`);
				expect(page.total, query).toBe(expected.length);
				listed.push(...page.ids);
				if (page.ids.length < 100) break;
			}
			expect(expected.length, query).toBeGreaterThan(0);
			expect(listed, query).toEqual(expected);
		}
	});

	it("needs more memory at a longer context", async () => {
		const short = await ids("&fits=rtx-4060&context=2048");
		const long = await ids("&fits=rtx-4060&context=131072");
		expect(long.total).toBeLessThanOrEqual(short.total);
	});

	it("refuses an unknown device or a bad context with the field", async () => {
		await expect400("/api/models?fits=nope", "fits");
		await expect400("/api/models?fits=rtx-4090&context=-5", "context");
		await expect400("/api/models?fits=rtx-4090&context=100000000000", "context");
	});
});

describe("fit with an upstream hub (HUB_URL)", () => {
	it("estimates from the record's safetensors summary and config", async () => {
		const record = {
			id: "up/llama",
			library_name: "transformers",
			tags: ["transformers", "safetensors"],
			safetensors: { parameters: { BF16: 8_030_261_248 }, total: 8_030_261_248 },
			config: {
				model_type: "llama",
				architectures: ["LlamaForCausalLM"],
				num_hidden_layers: 32,
				num_attention_heads: 32,
				num_key_value_heads: 8,
				hidden_size: 4096,
				max_position_embeddings: 131072,
			},
			siblings: [{ rfilename: "model-00001-of-00002.safetensors" }, { rfilename: "config.json" }],
		};
		const urls: string[] = [];
		const upstream = createApp({
			models: [],
			hubUrl: "http://hub.test",
			upstream: {
				fetch: async (input) => {
					urls.push(String(input));
					return new Response(JSON.stringify(record), { headers: { "content-type": "application/json" } });
				},
			},
		});
		const res = await upstream.request("/api/models/up/llama/fit?device=rtx-4090&context=8192");
		expect(res.status).toBe(200);
		const body = (await res.json()) as FitBody;
		expect(new URL(urls[0] ?? "").searchParams.getAll("expand[]")).toEqual(
			expect.arrayContaining(["safetensors", "gguf", "config", "siblings"]),
		);
		expect(body.model.parameters).toBe(8_030_261_248);
		// 8.03 B BF16 parameters are 16.06 GB; with the KV cache and overhead they fit a 24 GB card.
		const bf16 = body.options.find((o) => o.quant === "BF16") as FitBody["options"][number] & { weightsBytes: number };
		expect(bf16.weightsBytes).toBe(2 * 8_030_261_248);
		expect(bf16.fits).toBe("gpu");
	});
});

describe("an adapter's fit: its base's weights with it", () => {
	// A PEFT LoRA (50 MB of its own) of a 7 GB text model, both in the catalogue: the pair needs more
	// than an 8 GB card, though the adapter's file alone would fit it.
	const base = {
		id: "acme/base-7b",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors"],
		config: {
			model_type: "llama",
			num_hidden_layers: 32,
			hidden_size: 4096,
			num_attention_heads: 32,
			num_key_value_heads: 8,
			max_position_embeddings: 131072,
		},
		siblings: [{ rfilename: "model.safetensors", size: 7_000_000_000 }],
	};
	const lora = {
		id: "acme/lora-7b",
		pipeline_tag: "text-generation",
		library_name: "peft",
		tags: ["peft", "safetensors", "base_model:acme/base-7b", "base_model:adapter:acme/base-7b"],
		siblings: [
			{ rfilename: "adapter_config.json", size: 700 },
			{ rfilename: "adapter_model.safetensors", size: 50_000_000 },
		],
	};
	const pair = createApp({ models: [base, lora] });

	it("answers /fit with one option: the base's checkpoint plus the adapter's files, the base named", async () => {
		const res = await pair.request("/api/models/acme/lora-7b/fit?device=rtx-4090&context=8192");
		expect(res.status).toBe(200);
		const body = (await res.json()) as FitBody & {
			options: { weightsBytes: number; base?: string; estimated: string[] }[];
		};
		expect(body.options).toHaveLength(1);
		expect(body.options[0]).toMatchObject({ weightsBytes: 7_050_000_000, base: "acme/base-7b", fits: "gpu" });
		expect(body.options[0]?.estimated).toContain("weights");
		// The base's architecture sizes the KV cache: the adapter runs inside it.
		expect(body.model.layers).toBe(32);
		expect(body.recommended).toBe(body.options[0]?.quant);
	});

	it("lists the adapter under fits= where its base runs, and not where only its own file would", async () => {
		const listed = async (device: string) => {
			const res = await pair.request(`/api/models?fits=${device}&limit=10`);
			return ((await res.json()) as { models: { id: string }[] }).models.map((m) => m.id).sort();
		};
		expect(await listed("rtx-4090")).toEqual(["acme/base-7b", "acme/lora-7b"]);
		expect(await listed("rtx-4060")).toEqual([]);
	});

	it("without its base in the catalogue, says it needs that base: no options from its own 50 MB file, in no fits=", async () => {
		const alone = createApp({ models: [lora] });
		const own = (await (await alone.request("/api/models/acme/lora-7b/fit?device=rtx-4060")).json()) as {
			options: unknown[];
			needsBase?: string;
			recommended?: string;
		};
		expect(own).toMatchObject({ options: [], needsBase: "acme/base-7b" });
		expect(own.recommended).toBeUndefined();
		const fits = await alone.request("/api/models?fits=rtx-4090&limit=10");
		expect(((await fits.json()) as { models: unknown[] }).models).toEqual([]);
		const unknown = await alone.request("/api/models?fits=size-unknown&limit=10");
		expect(((await unknown.json()) as { models: { id: string }[] }).models.map((m) => m.id)).toEqual(["acme/lora-7b"]);
	});
});

describe("a conversion's fit: its base's parameter count at its own format", () => {
	// An ONNX export (transformers.js) listing no files, of a 7.6 B model in the catalogue: float32
	// (ONNX's default, the record states no precision) is 30 GB, more than a 24 GB card.
	const base = {
		id: "acme/base-8b",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors"],
		config: { model_type: "llama", num_hidden_layers: 32, hidden_size: 4096, num_attention_heads: 32 },
		safetensors: { parameters: { BF16: 7_600_000_000 }, total: 7_600_000_000 },
	};
	const onnx = {
		id: "onnx-community/base-8b",
		pipeline_tag: "text-generation",
		library_name: "transformers.js",
		tags: ["transformers.js", "onnx", "base_model:acme/base-8b", "base_model:quantized:acme/base-8b"],
	};
	const pair = createApp({ models: [base, onnx] });

	it("answers /fit with one onnx option of the base's parameters × 4 bytes, the base named", async () => {
		const res = await pair.request("/api/models/onnx-community/base-8b/fit?device=rtx-4090&context=8192");
		expect(res.status).toBe(200);
		const body = (await res.json()) as FitBody & {
			options: { format: string; runtime: string; weightsBytes: number; derivedFrom?: unknown; estimated: string[] }[];
		};
		expect(body.options).toHaveLength(1);
		expect(body.options[0]).toMatchObject({
			format: "onnx",
			runtime: "transformers.js",
			quant: "F32 (assumed)",
			weightsBytes: 4 * 7_600_000_000,
			derivedFrom: { id: "acme/base-8b", relation: "conversion" },
		});
		expect(body.options[0]?.estimated).toContain("weights");
		expect(body.model.parameters).toBe(7_600_000_000);
	});

	it("lists the conversion under fits= by its own size: the base whole on a 24 GB card, its float32 export not", async () => {
		const listed = async (device: string) => {
			const res = await pair.request(`/api/models?fits=${device}&limit=10`);
			return ((await res.json()) as { models: { id: string }[] }).models.map((m) => m.id).sort();
		};
		expect(await listed("rtx-4090")).toEqual(["acme/base-8b"]);
		expect(await listed("h100-80gb")).toEqual(["acme/base-8b", "onnx-community/base-8b"]);
		const alone = createApp({ models: [onnx] });
		const own = (await (await alone.request("/api/models/onnx-community/base-8b/fit?device=rtx-4090")).json()) as {
			options: unknown[];
		};
		expect(own.options).toEqual([]);
	});
});
