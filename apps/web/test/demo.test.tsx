// @vitest-environment happy-dom
import type { TaskDemo } from "@hubkit/catalog";
import { TASKS } from "@hubkit/catalog";
import { cleanup, configure, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { assetUrl, DemoRenderer, tokenSegments } from "../src/features/tasks/DemoRenderer.js";

// Lazy chunks load slowly when every test file runs at once on two cores.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);

const DEMO: TaskDemo = {
	inputs: [
		{ type: "img", filename: "cat.png", label: "A cat on a sofa" },
		{ type: "audio", filename: "clip 1.wav", label: "Spoken sentence" },
		{ type: "text", content: "<b>not bold</b> & friends", label: "Prompt" },
		{
			type: "tabular",
			label: "Rows",
			table: [
				["sepal", "petal"],
				["5.1", "1.4"],
				["4.9", "<i>1.3</i>"],
			],
		},
	],
	outputs: [
		{
			type: "chart",
			label: "Scores",
			data: [
				{ label: "POSITIVE", score: 0.875 },
				{ label: "NEGATIVE", score: 0.125 },
			],
		},
		{
			type: "text-with-tokens",
			label: "Entities",
			text: "Ada Lovelace met Charles Babbage in London.",
			tokens: [
				{ type: "LOCATION", start: 36, end: 42 },
				{ type: "PERSON", start: 0, end: 12 },
				{ type: "PERSON", start: 17, end: 32 },
			],
		},
		{ type: "img", filename: "mask.png" },
	],
};

function renderDemo(demo: TaskDemo = DEMO) {
	return render(<DemoRenderer demo={demo} taskId="image-classification" taskLabel="Image Classification" />);
}

describe("DemoRenderer", () => {
	it("renders images from the task's asset folder with their label as alt text", () => {
		renderDemo();
		const img = screen.getByRole("img", { name: "A cat on a sofa" });
		expect(img.getAttribute("src")).toBe("/task-assets/image-classification/cat.png");
		// An unlabelled image still gets alt text naming the task and its place in the demo.
		const unlabelled = screen.getByRole("img", { name: "Image Classification example output 3" });
		expect(unlabelled.getAttribute("src")).toBe("/task-assets/image-classification/mask.png");
	});

	it("renders an audio player with controls and an encoded source URL", () => {
		const { container } = renderDemo();
		const audio = container.querySelector("audio");
		expect(audio).not.toBeNull();
		expect(audio?.hasAttribute("controls")).toBe(true);
		expect(audio?.getAttribute("src")).toBe("/task-assets/image-classification/clip%201.wav");
		expect(audio?.getAttribute("aria-label")).toBe("Spoken sentence");
	});

	it("renders text as text, never as HTML", () => {
		const { container } = renderDemo();
		expect(screen.getByText("<b>not bold</b> & friends")).toBeTruthy();
		expect(container.querySelector("b")).toBeNull();
	});

	it("renders tables with the first row as column headers", () => {
		renderDemo();
		const table = screen.getByRole("table");
		const headers = within(table)
			.getAllByRole("columnheader")
			.map((h) => h.textContent);
		expect(headers).toEqual(["sepal", "petal"]);
		const cells = within(table)
			.getAllByRole("cell")
			.map((c) => c.textContent);
		expect(cells).toEqual(["5.1", "1.4", "4.9", "<i>1.3</i>"]);
		expect(table.querySelector("i")).toBeNull();
	});

	it("renders a chart with one bar per label, its width the score", () => {
		const { container } = renderDemo();
		const chart = screen.getByRole("list", { name: "Scores" });
		const rows = within(chart).getAllByRole("listitem");
		expect(rows.map((r) => r.querySelector(".chart-label")?.textContent)).toEqual(["POSITIVE", "NEGATIVE"]);
		expect(rows.map((r) => r.querySelector(".chart-score")?.textContent)).toEqual(["0.875", "0.125"]);
		const bars = [...container.querySelectorAll<HTMLElement>(".chart-bar > span")].map((b) => b.style.width);
		expect(bars).toEqual(["87.5%", "12.5%"]);
	});

	it("highlights token spans in text order and shows a legend of their types", () => {
		const { container } = renderDemo();
		const marks = [...container.querySelectorAll("mark")];
		expect(marks.map((m) => m.getAttribute("data-type"))).toEqual(["PERSON", "PERSON", "LOCATION"]);
		expect(marks.map((m) => m.firstChild?.textContent)).toEqual(["Ada Lovelace", "Charles Babbage", "London"]);
		// Same type, same colour; the legend lists each type once, with the same colour class.
		expect(marks[0]?.className).toBe(marks[1]?.className);
		expect(marks[0]?.className).not.toBe(marks[2]?.className);
		const legend = screen.getByRole("list", { name: "Legend" });
		expect(
			within(legend)
				.getAllByRole("listitem")
				.map((li) => li.textContent),
		).toEqual(["PERSON", "LOCATION"]);
		expect(legend.querySelector(`.swatch.${marks[2]?.className}`)).not.toBeNull();
		expect(container.querySelector(".token-text p")?.textContent).toBe(
			"Ada LovelacePERSON met Charles BabbagePERSON in LondonLOCATION.",
		);
	});

	it("renders nothing for an empty demo", () => {
		const { container } = renderDemo({ inputs: [], outputs: [] });
		expect(container.innerHTML).toBe("");
	});

	it("renders every demo of the task catalogue without throwing", () => {
		for (const task of Object.values(TASKS)) {
			const { unmount } = render(<DemoRenderer demo={task.demo} taskId={task.id} taskLabel={task.label} />);
			unmount();
		}
	});
});

describe("tokenSegments", () => {
	it("drops spans that overlap an earlier one or fall outside the text", () => {
		expect(
			tokenSegments("abcdef", [
				{ type: "A", start: 0, end: 3 },
				{ type: "B", start: 2, end: 4 },
				{ type: "C", start: 4, end: 99 },
				{ type: "D", start: 4, end: 5 },
			]),
		).toEqual([{ text: "abc", type: "A" }, { text: "d" }, { text: "e", type: "D" }, { text: "f" }]);
	});
});

describe("assetUrl", () => {
	it("encodes each path segment of the file name", () => {
		expect(assetUrl("text-to-speech", "a b/c#d.wav")).toBe("/task-assets/text-to-speech/a%20b/c%23d.wav");
	});
});
