import { describe, expect, it } from "vitest";
import { templateKey, templateText } from "../src/libraries/verification-template.js";

const program = (id: string, task = "text-classification") =>
	`from transformers import pipeline\n\npipe = pipeline("${task}", model="${id}")\nprint(pipe("${id.split("/")[1]} says hi"))\n`;

describe("templateKey", () => {
	it("is the same for the same program written for two ids", () => {
		expect(templateKey("library:transformers", "acme/bert-a", program("acme/bert-a"))).toBe(
			templateKey("library:transformers", "other/model-b", program("other/model-b")),
		);
		expect(templateText("acme/bert-a", program("acme/bert-a"))).not.toContain("bert-a");
	});

	it("differs for another branch, another generator, or any other change of the text", () => {
		const key = templateKey("library:transformers", "acme/a", program("acme/a"));
		expect(templateKey("library:transformers", "acme/b", program("acme/b", "token-classification"))).not.toBe(key);
		expect(templateKey("library:peft", "acme/a", program("acme/a"))).not.toBe(key);
		expect(templateKey("library:transformers", "acme/b", `${program("acme/b")}# changed\n`)).not.toBe(key);
	});

	it("never matches a text that only differs where an id is also an ordinary word", () => {
		// "pipeline" is the name of one record and a word of the program: the two texts are different programs.
		const a = templateKey("library:transformers", "acme/pipeline", program("acme/pipeline"));
		const b = templateKey("library:transformers", "acme/other", program("acme/other").replace("pipeline(", "make("));
		expect(a).not.toBe(b);
	});
});
