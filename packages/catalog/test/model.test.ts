import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	baseModels,
	chatTemplate,
	fileNames,
	hasRemoteCode,
	hasTag,
	isConversational,
	MAX_RECORD_DEPTH,
	type ModelRecord,
	parseModelRecord,
} from "../src/index.js";

const llama: ModelRecord = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	tags: ["transformers", "safetensors", "conversational", "text-generation"],
	pipeline_tag: "text-generation",
	library_name: "transformers",
	config: { tokenizer_config: { chat_template: "{% for m in messages %}{{ m.content }}{% endfor %}" } },
	siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
};

describe("readers", () => {
	it("hasTag / isConversational / hasRemoteCode read the tags", () => {
		expect(hasTag(llama, "safetensors")).toBe(true);
		expect(hasTag(llama, "gguf")).toBe(false);
		expect(hasTag({ id: "a/b" } as ModelRecord, "x")).toBe(false);
		expect(isConversational(llama)).toBe(true);
		expect(isConversational({ ...llama, tags: ["text-generation"] })).toBe(false);
		expect(hasRemoteCode({ ...llama, tags: ["custom_code"] })).toBe(true);
		expect(hasRemoteCode(llama)).toBe(false);
	});

	it("baseModels accepts a string or a list and drops blanks", () => {
		expect(baseModels({ cardData: { base_model: "black-forest-labs/FLUX.1-dev" } })).toEqual([
			"black-forest-labs/FLUX.1-dev",
		]);
		expect(baseModels({ cardData: { base_model: ["a/b", "", "c/d"] } })).toEqual(["a/b", "c/d"]);
		expect(baseModels({ cardData: { base_model: "  " } })).toEqual([]);
		expect(baseModels({})).toEqual([]);
	});

	it("chatTemplate looks in tokenizer, processor, the jinja file and GGUF metadata, in that order", () => {
		expect(chatTemplate(llama)).toContain("for m in messages");
		expect(
			chatTemplate({
				config: {
					tokenizer_config: {
						chat_template: [
							{ name: "tool_use", template: "T" },
							{ name: "default", template: "D" },
						],
					},
				},
			}),
		).toBe("D");
		expect(chatTemplate({ config: { processor_config: { chat_template: "P" } } })).toBe("P");
		expect(chatTemplate({ config: { chat_template_jinja: "J" } })).toBe("J");
		expect(chatTemplate({ gguf: { chat_template: "G" } })).toBe("G");
		expect(chatTemplate({})).toBeUndefined();
	});

	it("fileNames lists the repository files", () => {
		expect(fileNames(llama)).toEqual(["config.json", "model.safetensors"]);
		expect(fileNames({})).toEqual([]);
	});
});

describe("parseModelRecord", () => {
	it("accepts a full record and keeps unknown fields", () => {
		const result = parseModelRecord({ ...llama, downloads_all_time: 5 });
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.model["downloads_all_time"]).toBe(5);
	});

	it("refuses a value nested too deep to store or answer, naming its field", () => {
		const nest = (levels: number): unknown => JSON.parse(`${"[".repeat(levels)}${"]".repeat(levels)}`);
		const deep = parseModelRecord({ id: "a/b", extra: nest(100_000) });
		expect(deep).toEqual({
			ok: false,
			errors: [{ path: "extra", message: `nested deeper than ${MAX_RECORD_DEPTH} levels` }],
		});
		expect(parseModelRecord(nest(100_000)).ok).toBe(false);
		// As deep as the limit allows: still a record, and JSON.stringify of it works.
		const deepest = parseModelRecord({ id: "a/b", extra: nest(MAX_RECORD_DEPTH - 1) });
		expect(deepest.ok).toBe(true);
		expect(parseModelRecord({ id: "a/b", extra: nest(MAX_RECORD_DEPTH) }).ok).toBe(false);
	});

	it("takes a card key written with no value (null) as absent", () => {
		const json = { id: "a/b", cardData: { license: null, language: null, base_model: null } };
		const result = parseModelRecord(json);
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.model).toEqual(json);
		expect(baseModels(result.model)).toEqual([]);
	});

	it.each([
		[{ id: 5 }, "id"],
		[{}, "id"],
		[{ id: "a/b", tags: ["x", 3] }, "tags.1"],
		[{ id: "a/b", config: { peft: { task_type: 7 } } }, "config.peft.task_type"],
		[{ id: "a/b", cardData: { base_model: 1 } }, "cardData.base_model"],
		[
			{ id: "a/b", inferenceProviderMapping: [{ provider: "groq", task: "conversational", status: "live" }] },
			"inferenceProviderMapping.0.providerId",
		],
		[{ id: "a/b", widgetData: [{ text: ["no"] }] }, "widgetData.0.text"],
		[{ id: "a/b", downloads: "12k" }, "downloads"],
		[{ id: "a/b", likes: -1 }, "likes"],
		[{ id: "a/b", sample: { downloads: 1.5 } }, "sample.downloads"],
		[{ id: "a'b\n$(rm -rf ~)" }, "id"],
		["a/b", "(root)"],
		[null, "(root)"],
	])("names the offending field of %j: %s", (json, path) => {
		const result = parseModelRecord(json);
		expect(result.ok).toBe(false);
		if (!result.ok) {
			expect(result.errors.map((e) => e.path)).toContain(path);
			for (const e of result.errors) expect(e.message.length).toBeGreaterThan(0);
		}
	});

	it.each([
		[{}, "id: missing (a model record needs an id such as owner/name)"],
		[{ id: 5 }, "id: must be a string, not a number"],
		[{ id: "a/b", downloads: "12k" }, "downloads: must be a number, not a string"],
		[{ id: "a/b", sample: { downloads: 1.5 } }, "sample.downloads: must be a whole number, not 1.5"],
		[{ id: "a/b", likes: -1 }, "likes: must be 0 or more"],
		[{ id: "a/b", private: "yes" }, "private: must be true or false, not a string"],
		[{ id: "a/b", gated: "sometimes" }, 'gated: must be true, false, "auto" or "manual", not a string'],
		[{ id: "a/b", tags: "x" }, "tags: must be an array, not a string"],
		[{ id: "a/b", tags: ["x", 3] }, "tags.1: must be a string, not a number"],
		[{ id: "a/b", cardData: { base_model: 1 } }, "cardData.base_model: must be a string or an array, not a number"],
		// Within the option of a union the value is (a list of languages), where it failed.
		[{ id: "a/b", cardData: { language: ["en", null] } }, "cardData.language.1: must be a string, not null"],
		[
			{ id: "a/b", inferenceProviderMapping: [{ provider: "", providerId: "x", task: "t", status: "live" }] },
			"inferenceProviderMapping.0.provider: must not be empty",
		],
		[{ id: "a/b", config: [] }, "config: must be an object, not an array"],
		["a/b", "(root): must be an object, not a string"],
		[null, "(root): must be an object, not null"],
	])("says what is wrong with %j in Hubkit's words", (json, expected) => {
		const result = parseModelRecord(json);
		expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([expected]);
	});

	it("holds ids to the model id rule the API's routes use", () => {
		const refused = (id: string) => {
			const result = parseModelRecord({ id });
			return result.ok ? undefined : result.errors.map((e) => `${e.path}: ${e.message}`).join("; ");
		};
		expect(refused("evil/..")).toBe("id: name cannot be '.' or '..'");
		expect(refused(`acme/${"x".repeat(97)}`)).toBe("id: name is longer than 96 characters");
		expect(refused("a/b/c")).toBe("id: a model id is owner/name, with one '/'");
		expect(refused("")).toBe("id: a model id cannot be empty");
		expect(refused("-x/y")).toMatch(/^id: owner must start with a letter or digit/);
		for (const id of ["meta-llama/Llama-3.1-8B-Instruct", "gpt2", "o/.hidden", `a/${"x".repeat(96)}`]) {
			expect(refused(id), id).toBeUndefined();
		}
	});

	it("never throws on 1,000 random JSON values and mutated records", () => {
		const mutated = fc.record({
			id: fc.oneof(fc.string(), fc.constant("owner/name"), fc.jsonValue()),
			tags: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
			config: fc.oneof(fc.jsonValue(), fc.record({ peft: fc.jsonValue(), sklearn: fc.jsonValue() })),
			cardData: fc.jsonValue(),
			inferenceProviderMapping: fc.jsonValue(),
		});
		let rejected = 0;
		fc.assert(
			fc.property(fc.oneof(fc.jsonValue(), fc.anything(), mutated), (json) => {
				const result = parseModelRecord(json);
				if (!result.ok) {
					rejected++;
					expect(result.errors.length).toBeGreaterThan(0);
					for (const e of result.errors) {
						expect(typeof e.path).toBe("string");
						// Hubkit's words, never zod's ("Invalid input: expected string, received number").
						expect(e.message).not.toMatch(/Invalid input|expected \w+, received|Too (small|big)/);
					}
				}
			}),
			{ numRuns: 1000 },
		);
		expect(rejected).toBeGreaterThan(500);
	});

	it("answers even for values whose getters throw", () => {
		const hostile = {
			get id(): string {
				throw new Error("boom");
			},
		};
		const result = parseModelRecord(hostile);
		expect(result.ok).toBe(false);
	});
});
