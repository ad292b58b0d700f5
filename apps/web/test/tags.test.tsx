// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TAGS_SHOWN, TAGS_STEP, Tags } from "../src/features/models/Tags.js";

afterEach(cleanup);

const shownTags = () =>
	Array.from(screen.getByRole("list", { name: "Tags" }).querySelectorAll("li"), (li) => li.textContent);

describe("a model's tags", () => {
	it("shows a few tags whole, repeated ones included", () => {
		render(<Tags tags={["gguf", "llama", "gguf"]} />);
		expect(shownTags()).toEqual(["gguf", "llama", "gguf"]);
		expect(screen.queryByRole("button")).toBeNull();
	});

	it("shows a long list a step at a time, to its last tag", () => {
		const total = TAGS_SHOWN + TAGS_STEP + 7;
		const tags = Array.from({ length: total }, (_, i) => `tag-${i}`);
		render(<Tags tags={tags} />);
		expect(shownTags()).toHaveLength(TAGS_SHOWN);
		fireEvent.click(screen.getByRole("button", { name: /more tags \(1,007 not shown\)$/ }));
		expect(shownTags()).toHaveLength(TAGS_SHOWN + TAGS_STEP);
		fireEvent.click(screen.getByRole("button", { name: "Show 7 more tags" }));
		expect(shownTags().at(-1)).toBe(`tag-${total - 1}`);
		expect(screen.queryByRole("button")).toBeNull();
	});

	it("shows nothing for a record without tags", () => {
		render(<Tags tags={[]} />);
		expect(screen.queryByRole("list")).toBeNull();
	});
});
