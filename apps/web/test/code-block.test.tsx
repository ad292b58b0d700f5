// @vitest-environment happy-dom
import { cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CodeBlock } from "../src/components/CodeBlock.js";
import { grammarFor, highlight } from "../src/components/highlight.js";

// Lazy chunks load slowly when every test file runs at once on two cores.
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const HOSTILE = `model_id = "</code></pre><img src=x onerror=alert(1)><script>alert(2)</script>"\nprint('\${x} $(touch MARKER)')\n`;

describe("CodeBlock", () => {
	it("highlights with shiki, escaping the code: no element from the code reaches the page", async () => {
		const { container } = render(<CodeBlock code={HOSTILE} language="python" />);
		const highlighted = await screen.findByTestId("highlighted");
		expect(container.querySelector("img")).toBeNull();
		expect(container.querySelector("script")).toBeNull();
		expect(highlighted.querySelector("pre.shiki")).not.toBeNull();
		expect(highlighted.textContent?.replace(/\n+$/, "")).toBe(HOSTILE.replace(/\n+$/, ""));
		// Both themes are present: light colours inline, dark ones as CSS variables.
		expect(highlighted.innerHTML).toContain("--shiki-dark");
	});

	it("keeps plain, escaped text for a language without a grammar", async () => {
		const { container } = render(<CodeBlock code="<b>bold?</b>" language="brainfuck" />);
		await new Promise((r) => setTimeout(r, 50));
		expect(container.querySelector("b")).toBeNull();
		expect(container.querySelector("pre.plain")?.textContent).toBe("<b>bold?</b>");
		expect(screen.getByText("brainfuck")).toBeTruthy();
	});

	it("names the language in its caption, or the given title", async () => {
		render(<CodeBlock code="echo hi" language="sh" />);
		render(<CodeBlock code="{}" language="json" title="Config file" />);
		expect(screen.getByText("Shell")).toBeTruthy();
		expect(screen.getByText("Config file")).toBeTruthy();
		await waitFor(() => expect(screen.getAllByTestId("highlighted")).toHaveLength(2));
	});
});

describe("grammars", () => {
	it("maps the hub's language names onto the shipped grammars only", () => {
		expect(["python", "js", "ts", "sh", "bash", "json", "csharp", "swift", "rust", "yaml"].map(grammarFor)).toEqual([
			"python",
			"javascript",
			"typescript",
			"shellscript",
			"shellscript",
			"json",
			"csharp",
			"swift",
			"rust",
			"yaml",
		]);
		expect(grammarFor("cobol")).toBeUndefined();
		expect(grammarFor("constructor")).toBeUndefined();
	});

	it("returns null rather than guessing for an unknown language", async () => {
		expect(await highlight("x", "cobol")).toBeNull();
	});
});
