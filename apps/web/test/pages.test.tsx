// @vitest-environment happy-dom
import { getSampleModel } from "@hubkit/sample-models";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "../src/app/routes.js";
import { extraLibraries } from "../src/features/models/ModelPage.js";
import { filterLibraries } from "../src/features/models/ModelsPage.js";
import { libraryUrl, modelUrl, taskUrl } from "../src/lib/paths.js";
import type { LibrarySummary } from "../src/lib/types.js";

// Lazy chunks load slowly when every test file runs at once on two cores.
configure({ asyncUtilTimeout: 15_000 });

const library = (id: string, extra: Partial<LibrarySummary> = {}): LibrarySummary => ({
	id,
	prettyLabel: id.toUpperCase(),
	repoName: id,
	repoUrl: `https://example.com/${id}`,
	snippetLanguage: "python",
	hasSnippets: true,
	...extra,
});

const MODEL = {
	id: "Xenova/bert-base-NER",
	pipeline_tag: "token-classification",
	library_name: "transformers",
	tags: ["transformers", "transformers.js", "onnx"],
};

/** The API as the pages read it; POST /api/snippets answers with the library it was asked about. */
const API: Record<string, unknown> = {
	"/api/tasks": [
		{ id: "token-classification", label: "Token Classification", modality: "nlp", isPlaceholder: false, modelCount: 1 },
	],
	"/api/libraries": [
		library("transformers"),
		library("transformers.js", { snippetLanguage: "js" }),
		library("onnx", { hasSnippets: false }),
	],
	"/api/models/Xenova/bert-base-NER": MODEL,
	"/api/models/ggml-org/gemma-3-4b-it-GGUF": getSampleModel("ggml-org/gemma-3-4b-it-GGUF"),
	"/api/models/ybelkada/opt-350m-lora": getSampleModel("ybelkada/opt-350m-lora"),
	"/api/tasks/token-classification": {
		id: "token-classification",
		label: "Token Classification",
		summary: "Labels each word.",
		libraries: ["transformers"],
		datasets: [{ id: "eriktks/conll2003", description: "News with entity tags." }],
		// The API links a metric only when its checked table has a page for it.
		metrics: [
			{
				id: "seqeval",
				description: "Entity-level scores.",
				url: "https://huggingface.co/spaces/evaluate-metric/seqeval",
			},
		],
		models: [{ id: "dslim/bert-base-NER", description: "A NER model." }],
		spaces: [],
		demo: { inputs: [{ type: "text", content: "Ada in London." }], outputs: [] },
		widgetModels: [],
		youtubeId: "wVHdVlPScxA",
		canonicalId: "text-classification",
	},
	"/api/models": { total: 1, models: [{ id: "Xenova/bert-base-NER", tags: [], downloads: 1, likes: 1 }] },
};
const requested: string[] = [];
const posted: string[] = [];

/** The snippets answer: the record's library, plus each library asked for with `libraries=`. */
function snippetsAnswer(url: URL) {
	const extra = (url.searchParams.get("libraries") ?? "").split(",").filter(Boolean);
	return {
		libraries: [
			{
				library: "transformers",
				language: "python",
				snippets: ["print('transformers')\n"],
				verification: [{ level: "parsed" }],
			},
			...extra.map((lib) => ({
				library: lib,
				language: "js",
				snippets: [`// ${lib}\n`],
				verification: [{ level: "parsed" }],
			})),
		],
		localApps: [],
		inference: [],
		chat: false,
		providers: [{ id: "auto", serves: false }],
		notes: [],
		errors: [],
	};
}

beforeAll(() => {
	vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
		const url = new URL(
			typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
			"http://test",
		);
		if (init?.method && init.method !== "GET") posted.push(`${init.method} ${url.pathname}`);
		requested.push(url.pathname + url.search);
		if (url.pathname.endsWith("/snippets")) return Response.json(snippetsAnswer(url));
		const body = API[url.pathname];
		return body === undefined ? Response.json({ error: "not found" }, { status: 404 }) : Response.json(body);
	});
});
afterAll(() => {
	vi.unstubAllGlobals();
});
afterEach(cleanup);

function renderAt(path: string) {
	const router = createMemoryRouter(routes, { initialEntries: [path] });
	return { router, ...render(<RouterProvider router={router} />) };
}

describe("footer", () => {
	it("says the counts are made up on the embedded samples only", async () => {
		const footer = () => document.querySelector("footer")?.textContent ?? "";
		API["/api/health"] = { status: "ok", source: "embedded", models: 1, fitsAtAnyContext: true };
		renderAt("/libraries");
		await waitFor(() => expect(footer()).toContain("download and like counts are made up"));
		cleanup();
		API["/api/health"] = { status: "ok", source: "file", models: 1, fitsAtAnyContext: true };
		renderAt("/libraries");
		await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
		await waitFor(() => expect(requested).toContain("/api/health"));
		await new Promise((r) => setTimeout(r, 50));
		expect(footer()).toContain("engine of a model hub.");
		expect(footer()).not.toContain("made up");
		delete API["/api/health"];
	});
});

describe("model page", () => {
	it("shows the record's facts and the snippets of its library and of other libraries its tags name", async () => {
		requested.length = 0;
		renderAt("/models/Xenova/bert-base-NER");
		expect(
			await screen.findByRole("heading", { level: 1, name: "Xenova/bert-base-NER" }, { timeout: 15_000 }),
		).toBeTruthy();
		// Labels from the catalogue the app is built with: the API's lists are not asked for.
		const extra = await screen.findByRole("link", { name: "Transformers.js" });
		// The library fact and the library snippets' heading both link to the library page.
		const own = screen.getAllByRole("link", { name: "Transformers" });
		expect(own.map((a) => a.getAttribute("href"))).toEqual(["/libraries/transformers", "/libraries/transformers"]);
		// The dot would make the server take the path for a file: the link gets a trailing slash.
		expect(extra.getAttribute("href")).toBe("/libraries/transformers.js/");
		expect(document.body.textContent).toContain("print('transformers')");
		expect(document.body.textContent).toContain("// transformers.js");
		// One engine: the page asks the API once, for its own library and the one its tags name.
		expect(requested.filter((r) => r.includes("/snippets"))).toEqual([
			"/api/models/Xenova/bert-base-NER/snippets?libraries=transformers.js",
		]);
		expect(posted).toEqual([]);
		expect(screen.getByRole("list", { name: "Tags" }).textContent).toBe("transformerstransformers.jsonnx");
		expect(screen.getByRole("link", { name: "Token Classification" }).getAttribute("href")).toBe(
			"/tasks/token-classification",
		);
		expect(requested.filter((r) => r.startsWith("/api/libraries") || r.startsWith("/api/tasks"))).toEqual([]);
	});

	it("runs the recommended GGUF file in the local-app commands on load", async () => {
		requested.length = 0;
		renderAt("/models/ggml-org/gemma-3-4b-it-GGUF?device=rtx-4060&tab=local-apps");
		await screen.findByRole("heading", { name: "Run it locally" }, { timeout: 15_000 });
		const q8 = within(screen.getByRole("table", { name: /Weight options/ }))
			.getByRole("rowheader", { name: /^Q8_0/ })
			.closest("tr") as HTMLTableRowElement;
		expect(within(q8).getByText("recommended")).toBeTruthy();
		expect((within(q8).getByRole("radio") as HTMLInputElement).checked).toBe(true);
		await waitFor(() =>
			expect(requested.filter((r) => r.includes("/snippets"))).toEqual([
				"/api/models/ggml-org/gemma-3-4b-it-GGUF/snippets?file=gemma-3-4b-it-Q8_0.gguf",
			]),
		);
	});

	it("sizes an adapter on its record's stated base count without asking for a base the catalogue lacks", async () => {
		requested.length = 0;
		renderAt("/models/ybelkada/opt-350m-lora?device=rtx-4060");
		await screen.findByRole("heading", { name: "Run it locally" }, { timeout: 15_000 });
		await screen.findByRole("table", { name: /Weight options/ });
		// The 404 for facebook/opt-350m would be true, but it is a failed request in the console for nothing.
		expect(requested.filter((r) => r.startsWith("/api/models/facebook/"))).toEqual([]);
	});

	it("shows the 404 page for a model the API does not know", async () => {
		renderAt("/models/nobody/nothing");
		expect(
			await screen.findByRole("heading", { level: 1, name: "404: model not found" }, { timeout: 15_000 }),
		).toBeTruthy();
	});

	it("shows the 404 page for an unknown task without asking for it", async () => {
		renderAt("/tasks/not-a-task");
		expect(
			await screen.findByRole("heading", { level: 1, name: "404: task not found" }, { timeout: 15_000 }),
		).toBeTruthy();
	});
});

describe("home page", () => {
	it("links from the search box's first model hits to every matching model", async () => {
		const { userEvent } = await import("@testing-library/user-event");
		const user = userEvent.setup();
		const models = API["/api/models"];
		API["/api/models"] = {
			total: 11,
			models: [{ id: "Xenova/bert-base-NER", tags: [], downloads: 1, likes: 1 }],
		};
		try {
			renderAt("/");
			await user.type(await screen.findByLabelText("Search tasks, libraries and models"), "bert base");
			const all = await screen.findByRole("link", { name: "All 11 matching models" });
			expect(all.getAttribute("href")).toBe("/models?search=bert%20base");
			expect(screen.getByRole("link", { name: "Xenova/bert-base-NER" })).toBeTruthy();
		} finally {
			API["/api/models"] = models;
		}
	});
});

describe("libraries page", () => {
	it("names each library's snippet language, or says it has no snippets", async () => {
		renderAt("/libraries");
		const row = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")?.textContent ?? "";
		await screen.findByRole("rowheader", { name: "TRANSFORMERS.JS" });
		expect(row("TRANSFORMERS.JS")).toContain("JavaScript");
		expect(row("TRANSFORMERS")).toContain("Python");
		expect(row("ONNX")).toContain("None");
	});
});

describe("models page", () => {
	it("puts search, task, sort and page into the URL and asks the API for that page", async () => {
		const { userEvent } = await import("@testing-library/user-event");
		const user = userEvent.setup();
		const { router } = renderAt("/models?pipeline_tag=token-classification");
		expect(await screen.findByRole("heading", { level: 1, name: "Models" }, { timeout: 15_000 })).toBeTruthy();
		const sortBy = screen.getByLabelText("Sort by") as HTMLSelectElement;
		// No search: the most downloaded first, and no "Best match" to choose.
		expect(sortBy.value).toBe("downloads");
		expect(Array.from(sortBy.options, (o) => o.textContent)).not.toContain("Best match");
		await user.type(screen.getByLabelText("Search models"), "bert");
		// Best match is shown as soon as a search is typed, before the list asks for it.
		expect(sortBy.selectedOptions[0]?.textContent).toBe("Best match");
		await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("search")).toBe("bert"));
		await waitFor(() =>
			expect(requested).toContain(
				"/api/models?limit=30&offset=0&sort=match&search=bert&pipeline_tag=token-classification&facets=true",
			),
		);
		await user.selectOptions(sortBy, "likes");
		await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("sort")).toBe("likes"));
		await waitFor(() =>
			expect(requested).toContain(
				"/api/models?limit=30&offset=0&sort=likes&search=bert&pipeline_tag=token-classification&facets=true",
			),
		);
		// Going back to a URL without a search empties the box again.
		await router.navigate("/models");
		await waitFor(() => expect((screen.getByLabelText("Search models") as HTMLInputElement).value).toBe(""));
		await new Promise((r) => setTimeout(r, 400));
		expect(router.state.location.search).toBe("");
	});
});

describe("models page: odd links", () => {
	it("shows a task or library the selects do not offer as chosen, not as 'All …'", async () => {
		renderAt("/models?pipeline_tag=video-to-3d&library=onnx");
		const task = (await screen.findByLabelText("Task", {}, { timeout: 15_000 })) as HTMLSelectElement;
		const library = screen.getByLabelText("Library") as HTMLSelectElement;
		// onnx is a known library without the filter flag: shown by its label; the task by its id.
		await waitFor(() => expect(library.selectedOptions[0]?.textContent).toBe("ONNX"));
		expect(task.selectedOptions[0]?.textContent).toBe("video-to-3d");
		expect(Array.from(task.options, (o) => o.textContent)).toContain("Token Classification");
	});

	it("falls back to the default sort and moves a page past the end to the last page", async () => {
		requested.length = 0;
		const { router } = renderAt("/models?sort=bogus&page=99");
		await waitFor(() => expect(router.state.location.search).toBe("?sort=bogus"));
		await waitFor(() => expect(requested).toContain("/api/models?limit=30&offset=0&sort=downloads&facets=true"));
		expect(requested.filter((r) => r.startsWith("/api/models?"))).toEqual([
			"/api/models?limit=30&offset=2940&sort=downloads&facets=true",
			"/api/models?limit=30&offset=0&sort=downloads&facets=true",
		]);
		await waitFor(() => expect(document.querySelector("nav.pager")?.textContent).toContain("Page 1 of 1"));
		expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("downloads");
		expect(screen.getByText("1 download · 1 like")).toBeTruthy();
	});
});

describe("models page: an upstream hub (no total, a next cursor)", () => {
	it("asks the API for the cursor the URL holds and shows Previous and Next without page numbers", async () => {
		const { userEvent } = await import("@testing-library/user-event");
		const user = userEvent.setup();
		const models = API["/api/models"];
		API["/api/models"] = { models: [{ id: "Xenova/bert-base-NER", tags: [], downloads: 1, likes: 1 }], next: "c/2=" };
		requested.length = 0;
		try {
			const { router } = renderAt("/models?cursor=c1");
			await screen.findByText("Models from the upstream hub");
			expect(requested).toContain("/api/models?limit=30&cursor=c1&sort=downloads&facets=true");
			const pager = screen.getByRole("navigation", { name: "Pages" });
			expect(pager.textContent).not.toMatch(/Page \d/);
			await user.click(within(pager).getByRole("button", { name: "Next" }));
			await waitFor(() =>
				expect(new URLSearchParams(router.state.location.search).getAll("cursor")).toEqual(["c1", "c/2="]),
			);
			await waitFor(() =>
				expect(requested).toContain("/api/models?limit=30&cursor=c%2F2%3D&sort=downloads&facets=true"),
			);
			await user.click(
				within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", { name: "Previous" }),
			);
			await waitFor(() => expect(router.state.location.search).toBe("?cursor=c1"));
			await user.click(
				within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", { name: "Previous" }),
			);
			await waitFor(() => expect(router.state.location.search).toBe(""));
			expect(
				(
					within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", {
						name: "Previous",
					}) as HTMLButtonElement
				).disabled,
			).toBe(true);
		} finally {
			API["/api/models"] = models;
		}
	});
});

describe("task page", () => {
	it("links resources, libraries, the canonical task, and loads the video player only on request", async () => {
		const { userEvent } = await import("@testing-library/user-event");
		const user = userEvent.setup();
		renderAt("/tasks/token-classification");
		expect(
			await screen.findByRole("heading", { level: 1, name: "Token Classification" }, { timeout: 15_000 }),
		).toBeTruthy();
		expect(screen.getByRole("link", { name: "eriktks/conll2003" }).getAttribute("href")).toBe(
			"https://huggingface.co/datasets/eriktks/conll2003",
		);
		expect(screen.getByRole("link", { name: "seqeval" }).getAttribute("href")).toBe(
			"https://huggingface.co/spaces/evaluate-metric/seqeval",
		);
		expect(screen.getByRole("link", { name: "text-classification" }).getAttribute("href")).toBe(
			"/tasks/text-classification",
		);
		expect((await screen.findByRole("link", { name: "Xenova/bert-base-NER" })).getAttribute("href")).toBe(
			"/models/Xenova/bert-base-NER",
		);
		expect(document.querySelector("iframe")).toBeNull();
		// happy-dom refuses to load frames (and says so on stderr): nothing leaves the test.
		await user.click(screen.getByRole("button", { name: "Load the video player (connects to YouTube)" }));
		const frame = document.querySelector("iframe");
		expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/wVHdVlPScxA");
		expect(frame?.getAttribute("title")).toBe("Video: Token Classification explained");
		// A task page belongs to the Tasks section of the main navigation.
		const nav = screen.getByRole("navigation", { name: "Main" });
		expect(within(nav).getByRole("link", { name: "Tasks" }).className).toBe("active");
		expect(within(nav).getByRole("link", { name: "Models" }).className).toBe("");
	});
});

describe("helpers", () => {
	it("picks other libraries with a generator that the tags name", () => {
		const libs = [
			library("transformers"),
			library("transformers.js"),
			library("onnx", { hasSnippets: false }),
			library("peft"),
		];
		expect(extraLibraries(MODEL, libs)).toEqual(["transformers.js"]);
		expect(extraLibraries({ ...MODEL, tags: undefined }, libs)).toEqual([]);
	});

	it("offers only libraries whose filter flag is set, by label", () => {
		const libs = [
			library("b", { filter: true }),
			library("a", { filter: true }),
			library("c", { filter: false }),
			library("d"),
		];
		expect(filterLibraries(libs).map((l) => l.id)).toEqual(["a", "b"]);
	});

	it("gives file-like paths a trailing slash and encodes each segment", () => {
		expect(modelUrl("org/model-v1.5")).toBe("/models/org/model-v1.5/");
		expect(modelUrl("org/Qwen2.5-VL-7B")).toBe("/models/org/Qwen2.5-VL-7B");
		expect(modelUrl("org/a b#c")).toBe("/models/org/a%20b%23c");
		expect(libraryUrl("transformers.js")).toBe("/libraries/transformers.js/");
		expect(taskUrl("fill-mask")).toBe("/tasks/fill-mask");
	});
});
