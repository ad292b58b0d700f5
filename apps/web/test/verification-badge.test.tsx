// @vitest-environment happy-dom
/** The verification badge beside each library snippet: its words, its tooltip, its place. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LibrarySnippets } from "../src/features/snippets/LibrarySnippets.js";
import { verificationLabel } from "../src/features/snippets/VerificationBadge.js";
import type { LibrarySnippetsView } from "../src/lib/types.js";

afterEach(cleanup);

const VIEWS: LibrarySnippetsView[] = [
	{
		library: "transformers",
		language: "python",
		snippets: ["print('ran')\n", "print('parsed')\n"],
		verification: [{ level: "ran", library: "transformers", version: "5.18.0" }, { level: "parsed" }],
	},
];

function figures() {
	render(
		<MemoryRouter>
			<LibrarySnippets views={VIEWS} />
		</MemoryRouter>,
	);
	return screen.getAllByRole("figure");
}

describe("verification badge", () => {
	it("says in words, beside each snippet, whether it ran and against which release", () => {
		const [first, second] = figures();
		if (!first || !second) throw new Error("two code blocks expected");
		const ran = within(first).getByText("Ran with transformers 5.18");
		expect(ran.getAttribute("data-level")).toBe("ran");
		expect(ran.getAttribute("title")).toContain("transformers 5.18.0");
		expect(first.textContent).toContain("print('ran')");
		const parsed = within(second).getByText("Parsed");
		expect(parsed.getAttribute("title")).toMatch(/not run/);
		expect(within(second).queryByText(/Ran with/)).toBeNull();
	});

	it("never claims a run without the library and version it ran against", () => {
		expect(verificationLabel({ level: "ran" })).toBe("Parsed");
		expect(verificationLabel({ level: "type-checked" })).toBe("Type-checked");
		expect(verificationLabel({ level: "type-checked", library: "diffusers", version: "0.40.0" })).toBe(
			"Type-checked against diffusers 0.40",
		);
		expect(verificationLabel({ level: "ran", library: "peft", version: "0.21.0" })).toBe("Ran with peft 0.21");
	});

	it("says why a snippet loading the repository's own code was not run", () => {
		expect(verificationLabel({ level: "needs-remote-code" })).toBe("Parsed · needs the repository's code");
	});

	it("shows no badge when the answer carries no verification for a snippet", () => {
		render(
			<MemoryRouter>
				<LibrarySnippets views={[{ ...VIEWS[0]!, verification: [] }]} />
			</MemoryRouter>,
		);
		expect(screen.queryByText(/Ran with|Parsed/)).toBeNull();
	});
});

describe("verification badge by template", () => {
	it("names the sample the same template ran for, as a link to its page", () => {
		render(
			<MemoryRouter>
				<LibrarySnippets
					views={[
						{
							library: "peft",
							language: "python",
							snippets: ["print('mine')\n"],
							verification: [
								{
									level: "same-template",
									sample: "ybelkada/opt-350m-lora",
									sampleLevel: "ran",
									library: "peft",
									version: "0.21.0",
								},
							],
						},
					]}
				/>
			</MemoryRouter>,
		);
		const [figure] = screen.getAllByRole("figure");
		if (!figure) throw new Error("a code block expected");
		const badge = figure.querySelector(".verification");
		expect(badge?.textContent).toBe("✓ Ran for ybelkada/opt-350m-lora (same template)");
		expect(badge?.getAttribute("title")).toMatch(/this text itself was not/);
		const link = within(figure).getByRole("link", { name: "ybelkada/opt-350m-lora" });
		expect(link.getAttribute("href")).toBe("/models/ybelkada/opt-350m-lora");
	});
});
