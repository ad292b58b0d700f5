// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildSnippets, checkRecordText } from "../src/features/playground/engine.js";
import { errorsFor, INITIAL_RECORD, PlaygroundPage } from "../src/features/playground/PlaygroundPage.js";

// Lazy chunks load slowly when every test file runs at once on two cores.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);
beforeAll(async () => {
	await import("../src/features/snippets/engine.js");
}, 60_000);

/** The API as the playground reads it; no request leaves the test. */
const API: Record<string, unknown> = {
	"/api/tasks": [
		{ id: "text-classification", label: "Text Classification", modality: "nlp", isPlaceholder: false, modelCount: 1 },
	],
	"/api/libraries": [
		{
			id: "transformers",
			prettyLabel: "Transformers",
			repoName: "transformers",
			repoUrl: "https://github.com/huggingface/transformers",
			snippetLanguage: "python",
			hasSnippets: true,
		},
	],
	"/api/models/google-bert/bert-base-uncased": {
		id: "google-bert/bert-base-uncased",
		pipeline_tag: "fill-mask",
		library_name: "transformers",
		mask_token: "[MASK]",
	},
};
const requested: string[] = [];
beforeAll(() => {
	vi.stubGlobal("fetch", async (input: string | URL | Request) => {
		const url = new URL(
			typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
			"http://test",
		);
		requested.push(url.pathname);
		const body = API[url.pathname];
		return body === undefined
			? new Response(JSON.stringify({ error: "not found" }), { status: 404 })
			: new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
	});
});
afterAll(() => {
	vi.unstubAllGlobals();
});

function renderPlayground() {
	return render(
		<MemoryRouter initialEntries={["/playground"]}>
			<PlaygroundPage />
		</MemoryRouter>,
	);
}

const editor = () => screen.getByLabelText("Model record (JSON)") as HTMLTextAreaElement;
const setEditor = (value: string) => fireEvent.change(editor(), { target: { value } });

describe("checkRecordText", () => {
	it("accepts a valid record", () => {
		const check = checkRecordText(JSON.stringify({ id: "a/b", pipeline_tag: "fill-mask" }));
		expect(check.ok).toBe(true);
	});

	it("reports text that is not JSON", () => {
		const check = checkRecordText("{ id: ");
		expect(check.ok).toBe(false);
		expect(!check.ok && check.jsonError).toBeTruthy();
	});

	it("reports parseModelRecord's errors with their paths", () => {
		const check = checkRecordText(JSON.stringify({ id: 42, tags: ["ok", 7] }));
		expect(check.ok).toBe(false);
		const paths = check.ok ? [] : check.errors.map((e) => e.path);
		expect(paths).toContain("id");
		expect(paths).toContain("tags.1");
		expect(check.ok ? [] : errorsFor(check.errors, "tags").map((e) => e.path)).toEqual(["tags.1"]);
	});
});

describe("playground generators", () => {
	it("runs the record's library generator and the local apps that show it", () => {
		const views = buildSnippets({ ...INITIAL_RECORD }, { provider: "auto", options: {} }).libraries;
		expect(views.map((v) => v.library)).toEqual(["transformers"]);
		expect(views[0]?.snippets.join("\n")).toContain('"my-org/my-classifier"');
		const gguf = buildSnippets(
			{
				id: "a/b-GGUF",
				tags: ["gguf", "text-generation"],
				pipeline_tag: "text-generation",
				siblings: [{ rfilename: "b.Q4_K_M.gguf" }],
				gguf: { context_length: 4096 },
			},
			{ provider: "auto", options: {} },
		).localApps;
		expect(gguf.map((a) => a.app)).toContain("llama.cpp");
	});
});

describe("PlaygroundPage", () => {
	it("loads a preset record from the API into the editor", async () => {
		const user = userEvent.setup();
		renderPlayground();
		await screen.findByText("The record is valid.");
		await user.selectOptions(screen.getByLabelText("Start from a catalogue record"), "google-bert/bert-base-uncased");
		await waitFor(() => expect(JSON.parse(editor().value).id).toBe("google-bert/bert-base-uncased"));
		expect(requested).toContain("/api/models/google-bert/bert-base-uncased");
		expect(await screen.findByText("The record is valid.")).toBeTruthy();
		expect(document.body.textContent).toContain("[MASK]");
	});

	it("starts valid and shows the library snippet of the initial record", async () => {
		renderPlayground();
		expect(await screen.findByText("The record is valid.")).toBeTruthy();
		expect(document.body.textContent).toContain("from transformers import");
		expect(document.body.textContent).toContain("AutoModelForSequenceClassification");
		// Library names come from the API once it answers.
		expect(await screen.findByRole("link", { name: "Transformers" })).toBeTruthy();
		expect((screen.getByLabelText("id") as HTMLInputElement).value).toBe("my-org/my-classifier");
	});

	it("shows a JSON syntax error beside the editor and keeps the last valid snippets", async () => {
		renderPlayground();
		await screen.findByText("The record is valid.");
		setEditor('{ "id": ');
		expect(await screen.findByText(/^Not valid JSON:/)).toBeTruthy();
		expect(editor().getAttribute("aria-invalid")).toBe("true");
		expect(screen.getByText("Showing the snippets of the last valid record.")).toBeTruthy();
		expect(document.body.textContent).toContain("my-org/my-classifier");
	});

	it("shows parseModelRecord's error next to the field it concerns", async () => {
		renderPlayground();
		await screen.findByText("The record is valid.");
		setEditor(JSON.stringify({ id: "a/b", tags: "not-a-list", library_name: 5 }));
		const tags = screen.getByLabelText("tags (comma-separated)");
		expect(tags.getAttribute("aria-invalid")).toBe("true");
		const tagErrors = document.getElementById(tags.getAttribute("aria-describedby") ?? "");
		expect(tagErrors?.textContent).toMatch(/^tags: /);
		const library = screen.getByLabelText("library_name");
		expect(library.getAttribute("aria-invalid")).toBe("true");
		expect(document.getElementById(library.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
			/^library_name: /,
		);
		expect(screen.getByLabelText("id").getAttribute("aria-invalid")).toBeNull();
	});

	it("updates the JSON and the snippets live when a field is edited", async () => {
		const user = userEvent.setup();
		renderPlayground();
		await screen.findByText("The record is valid.");
		const id = screen.getByLabelText("id");
		await user.clear(id);
		await user.type(id, "acme/my-model-v2");
		expect(JSON.parse(editor().value).id).toBe("acme/my-model-v2");
		const panel = screen.getByRole("region", { name: "Use this model" });
		expect(within(panel).getAllByRole("button", { name: "Copy" }).length).toBeGreaterThan(0);
		expect(panel.textContent).toContain('"acme/my-model-v2"');
	});
});
