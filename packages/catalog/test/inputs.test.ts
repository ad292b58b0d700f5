import { describe, expect, it } from "vitest";
import {
	CHAT_QUESTION,
	FALLBACK,
	getModelInput,
	hasModelInput,
	INPUT_TASKS,
	NoInputExampleError,
	SAMPLE_IMAGE_URL,
	VISION_QUESTION,
} from "../src/index.js";

describe("getModelInput", () => {
	it("has an example for the 31 tags of the inference snippets", () => {
		expect(INPUT_TASKS).toHaveLength(31);
		for (const tag of INPUT_TASKS) expect(() => getModelInput({ id: "a/b", pipeline_tag: tag })).not.toThrow();
	});

	it("throws the catalogue text for a task without an example", () => {
		expect(() => getModelInput({ id: "a/b", pipeline_tag: "robotics" })).toThrow(NoInputExampleError);
		expect(() => getModelInput({ id: "a/b" })).toThrow("No input example has been defined for this model task.");
		expect(FALLBACK.noInputExample).toBe("No input example has been defined for this model task.");
		expect(hasModelInput("robotics")).toBe(false);
		expect(hasModelInput("__proto__")).toBe(false);
		expect(() => getModelInput({ id: "a/b", pipeline_tag: "constructor" })).toThrow(NoInputExampleError);
	});

	it("sends image and audio files by name with their content type", () => {
		expect(getModelInput({ id: "a/b", pipeline_tag: "image-classification" })).toEqual({
			kind: "file",
			file: "cats.jpg",
			contentType: "image/jpeg",
		});
		expect(getModelInput({ id: "a/b", pipeline_tag: "automatic-speech-recognition" })).toEqual({
			kind: "file",
			file: "sample1.flac",
			contentType: "audio/flac",
		});
	});

	it("uses the fixed prompts of the generative tasks", () => {
		expect(getModelInput({ id: "a/b", pipeline_tag: "text-to-image" })).toEqual({
			kind: "text",
			text: "Astronaut riding a horse",
		});
		expect(getModelInput({ id: "a/b", pipeline_tag: "text-to-video" })).toEqual({
			kind: "text",
			text: "A young man walking on the street",
		});
		expect(getModelInput({ id: "a/b", pipeline_tag: "image-to-image" })).toMatchObject({
			kind: "file-text",
			file: "cat.png",
			key: "prompt",
			text: "Turn the cat into a tiger.",
		});
	});

	it("gives zero-shot classification the refund / legal / faq labels", () => {
		expect(getModelInput({ id: "a/b", pipeline_tag: "zero-shot-classification" })).toMatchObject({
			kind: "labels",
			candidateLabels: ["refund", "legal", "faq"],
		});
	});

	it("gives conversational models a chat, and plain text generation a text", () => {
		expect(getModelInput({ id: "a/b", pipeline_tag: "text-generation", tags: ["conversational"] })).toEqual({
			kind: "messages",
			messages: [{ role: "user", content: CHAT_QUESTION }],
		});
		expect(CHAT_QUESTION).toBe("What is the capital of France?");
		expect(getModelInput({ id: "a/b", pipeline_tag: "text-generation" }).kind).toBe("text");
		expect(getModelInput({ id: "a/b", pipeline_tag: "image-text-to-text" })).toEqual({
			kind: "messages",
			messages: [
				{
					role: "user",
					content: [
						{ type: "text", text: VISION_QUESTION },
						{ type: "image_url", image_url: { url: SAMPLE_IMAGE_URL } },
					],
				},
			],
		});
		expect(VISION_QUESTION).toBe("Describe this image in one sentence.");
	});

	it("puts the model's mask token in fill-mask inputs", () => {
		const withMask = getModelInput({ id: "a/b", pipeline_tag: "fill-mask", mask_token: "<mask>" });
		expect(withMask.kind === "text" && withMask.text.includes("<mask>")).toBe(true);
		const fallback = getModelInput({ id: "a/b", pipeline_tag: "fill-mask" });
		expect(fallback.kind === "text" && fallback.text.includes("[MASK]")).toBe(true);
	});

	it("gives structured tasks their JSON fields", () => {
		const qa = getModelInput({ id: "a/b", pipeline_tag: "question-answering" });
		expect(qa.kind === "json" && Object.keys(qa.value)).toEqual(["question", "context"]);
		const tqa = getModelInput({ id: "a/b", pipeline_tag: "table-question-answering" });
		expect(tqa.kind === "json" && Object.keys(tqa.value)).toEqual(["query", "table"]);
		const tab = getModelInput({ id: "a/b", pipeline_tag: "tabular-regression" });
		expect(tab.kind === "json" && Object.keys((tab.value.data ?? {}) as object)).toEqual([
			"Height",
			"Length1",
			"Length2",
			"Species",
		]);
	});
});
