// @vitest-environment happy-dom
import type { ModelRecord } from "@hubkit/catalog";
import { buildSnippets, NO_PROVIDER_NOTE, providersFor, unservedNote } from "@hubkit/hub-core";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { COPIED_FOR_MS, COPIED_LABEL, COPY_LABEL, CopyButton } from "../src/components/CopyButton.js";
import { ggufFiles } from "../src/features/snippets/gguf.js";
import { readPanelState, usePanelState, writePanelState } from "../src/features/snippets/panelState.js";
import { snippetRequest } from "../src/features/snippets/request.js";
import { SnippetPanel } from "../src/features/snippets/SnippetPanel.js";
import type { LibrarySnippetsView, LocalAppView } from "../src/lib/types.js";

// Lazy chunks load slowly when every test file runs at once on two cores.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);
// The panel imports its inference engine lazily; load it once up front so the first test does not time out.
beforeAll(async () => {
	await import("../src/features/snippets/engine.js");
}, 60_000);

const CHAT_MODEL: ModelRecord = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "text-generation", "conversational"],
	inferenceProviderMapping: [
		{
			provider: "together",
			providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
			task: "conversational",
			status: "live",
		},
	],
};

const LIBRARIES: LibrarySnippetsView[] = [
	{
		library: "transformers",
		language: "python",
		snippets: ["from transformers import pipeline\n\npipe = pipeline('text-generation')\n", "print('second')\n"],
		verification: [{ level: "ran", library: "transformers", version: "5.18.0" }, { level: "parsed" }],
	},
];

const LOCAL_APPS: LocalAppView[] = [
	{
		app: "llama.cpp",
		prettyLabel: "llama.cpp",
		macOSOnly: false,
		snippets: [
			{
				title: "Install from brew",
				setup: "brew install llama.cpp",
				content: ["llama-cli -hf a/b", "llama-server -hf a/b"],
				verification: { level: "parsed", language: "sh" },
			},
		],
	},
	{ app: "diffusionkit", prettyLabel: "DiffusionKit", macOSOnly: true, deeplink: "diffusionkit://open?model=a%2Fb" },
	{ app: "evil", prettyLabel: "Evil", macOSOnly: false, deeplink: "javascript:alert(1)" },
];

function Location() {
	const location = useLocation();
	return <output data-testid="location">{location.search}</output>;
}

interface PanelProps {
	model?: ModelRecord;
	/** Fixed library and local-app answers; else hub-core's own for the model. */
	libraries?: LibrarySnippetsView[];
	localApps?: LocalAppView[];
}

/** The panel over hub-core's answer for its options, as the playground and the API give it. */
function Panel({ model = CHAT_MODEL, libraries, localApps }: PanelProps) {
	const [state] = usePanelState();
	const request = snippetRequest(state, { providers: providersFor(model), files: ggufFiles(model), libraries: [] });
	const view = buildSnippets(model, request);
	if (libraries) view.libraries = libraries;
	if (localApps) view.localApps = localApps;
	return <SnippetPanel model={model} view={view} />;
}

function renderPanel(search = "", props: PanelProps = { libraries: LIBRARIES, localApps: LOCAL_APPS }) {
	return render(
		<MemoryRouter initialEntries={[`/models/meta-llama/Llama-3.1-8B-Instruct${search}`]}>
			<Panel {...props} />
			<Location />
		</MemoryRouter>,
	);
}

const params = () => new URLSearchParams(screen.getByTestId("location").textContent ?? "");
const codeText = (root: HTMLElement = document.body) =>
	// Plain or highlighted (shiki drops the final newline): the text without trailing newlines.
	[...root.querySelectorAll(".code-block pre.plain, .code-block .highlighted")].map((e) =>
		(e.textContent ?? "").replace(/\n+$/, ""),
	);

describe("SnippetPanel tabs", () => {
	it("shows three ARIA tabs, the libraries tab first and selected, its panel labelled by it", () => {
		renderPanel();
		const tablist = screen.getByRole("tablist", { name: "Use this model" });
		const tabs = within(tablist).getAllByRole("tab");
		expect(tabs.map((t) => t.textContent)).toEqual(["Libraries 1", "Local apps 3", "Inference"]);
		expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
		expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
		const panel = document.getElementById(tabs[0]?.getAttribute("aria-controls") ?? "");
		expect(panel?.getAttribute("role")).toBe("tabpanel");
		expect(panel?.getAttribute("aria-labelledby")).toBe(tabs[0]?.id);
		expect(codeText(panel ?? undefined)).toEqual(LIBRARIES[0]?.snippets.map((c) => c.replace(/\n+$/, "")));
	});

	it("moves between tabs with the arrow keys, Home and End, and writes the tab to the URL", async () => {
		const user = userEvent.setup();
		renderPanel();
		const tablist = screen.getByRole("tablist", { name: "Use this model" });
		await user.click(within(tablist).getByRole("tab", { name: /Libraries/ }));
		await user.keyboard("{ArrowRight}");
		const local = within(tablist).getByRole("tab", { name: /Local apps/ });
		expect(document.activeElement).toBe(local);
		expect(local.getAttribute("aria-selected")).toBe("true");
		expect(params().get("tab")).toBe("local-apps");
		await user.keyboard("{End}");
		expect(within(tablist).getByRole("tab", { name: "Inference" }).getAttribute("aria-selected")).toBe("true");
		await user.keyboard("{ArrowRight}");
		expect(document.activeElement?.textContent).toBe("Libraries 1");
		await user.keyboard("{ArrowLeft}");
		expect(document.activeElement?.textContent).toBe("Inference");
		await user.keyboard("{Home}");
		expect(params().get("tab")).toBe("libraries");
	});

	it("opens on inference when there is no library or local-app snippet", () => {
		renderPanel("", { model: { ...CHAT_MODEL, library_name: undefined }, libraries: [], localApps: [] });
		expect(screen.getByRole("tab", { name: "Inference" }).getAttribute("aria-selected")).toBe("true");
	});
});

describe("local apps", () => {
	it("shows one app at a time with its commands and alternatives, chosen from a select kept in the URL", async () => {
		const user = userEvent.setup();
		renderPanel("?tab=local-apps");
		const picker = screen.getByLabelText("Local app") as HTMLSelectElement;
		expect([...picker.options].map((o) => o.textContent)).toEqual(["llama.cpp", "DiffusionKit (macOS only)", "Evil"]);
		expect(screen.getByRole("heading", { name: "llama.cpp" })).toBeTruthy();
		expect(codeText()).toEqual(["brew install llama.cpp", "llama-cli -hf a/b", "llama-server -hf a/b"]);
		expect(screen.getByText("Run (option 2)")).toBeTruthy();
		await user.selectOptions(picker, "diffusionkit");
		expect(params().get("app")).toBe("diffusionkit");
		const diffusionKit = screen.getByRole("heading", { name: /DiffusionKit/ });
		expect(within(diffusionKit).getByText("macOS only")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Open in DiffusionKit" }).getAttribute("href")).toBe(
			"diffusionkit://open?model=a%2Fb",
		);
		expect(codeText()).toEqual([]);
	});

	it("never links a deeplink that would run script", () => {
		renderPanel("?tab=local-apps&app=evil");
		expect(screen.getByRole("heading", { name: "Evil" })).toBeTruthy();
		expect(screen.queryByRole("link", { name: "Open in Evil" })).toBeNull();
		expect(document.querySelector('a[href^="javascript"]')).toBeNull();
		expect(screen.getByText("This app's link was refused: it is not an app link.")).toBeTruthy();
	});
});

describe("GGUF file of the local-app commands", () => {
	const GGUF: ModelRecord = {
		id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
		pipeline_tag: "text-generation",
		tags: ["gguf", "conversational"],
		gguf: { context_length: 131072 },
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "Llama-3.2-3B-Instruct-Q8_0.gguf" },
			{ rfilename: "Llama-3.2-3B-Instruct-Q4_K_M.gguf" },
			{ rfilename: "mmproj-f16.gguf" },
		],
	};
	it("asks the engine for the commands of the chosen file and names it", async () => {
		renderPanel("?tab=local-apps&app=llama.cpp&file=Llama-3.2-3B-Instruct-Q8_0.gguf", { model: GGUF, libraries: [] });
		await waitFor(() => expect(codeText().join("\n")).toContain("bartowski/Llama-3.2-3B-Instruct-GGUF:Q8_0"));
		expect(screen.getByText("Llama-3.2-3B-Instruct-Q8_0.gguf")).toBeTruthy();
		// The choice itself is made in "Run it locally", where the fit of each file is shown.
		const link = screen.getByRole("link", { name: /Choose the weight file/ }) as HTMLAnchorElement;
		expect(link.getAttribute("href")).toBe("#run-locally");
	});

	it("without a chosen file, uses the app's default quantization", () => {
		renderPanel("?tab=local-apps&app=llama.cpp", { model: GGUF, libraries: [] });
		expect(codeText().join("\n")).not.toContain(":Q8_0");
		expect(screen.getByText(/the app's default quantization/)).toBeTruthy();
	});
});

describe("copy button", () => {
	// "Copied" reverts after COPIED_FOR_MS: that one timer never fires here, so a slow machine
	// cannot make the label revert before the test reads it.
	beforeEach(() => {
		const real = globalThis.setTimeout;
		vi.spyOn(globalThis, "setTimeout").mockImplementation(((run: () => void, ms?: number) =>
			ms === COPIED_FOR_MS ? real(() => {}, 0) : real(run, ms)) as typeof setTimeout);
	});
	afterEach(() => {
		vi.restoreAllMocks();
	});
	it("copies the snippet's exact text and says it copied", async () => {
		const user = userEvent.setup();
		renderPanel();
		const buttons = screen.getAllByRole("button", { name: COPY_LABEL });
		expect(buttons).toHaveLength(2);
		await user.click(buttons[1] as HTMLElement);
		expect(await navigator.clipboard.readText()).toBe("print('second')\n");
		expect(buttons[1]?.textContent).toBe(COPIED_LABEL);
		expect(buttons[0]?.textContent).toBe(COPY_LABEL);
	});

	it("says Copy again when the code under the button changes (another tab, another option)", async () => {
		const user = userEvent.setup();
		const { rerender } = render(<CopyButton text="first" />);
		await user.click(screen.getByRole("button", { name: COPY_LABEL }));
		expect(screen.getByRole("button").textContent).toBe(COPIED_LABEL);
		rerender(<CopyButton text="second" />);
		expect(screen.getByRole("button").textContent).toBe(COPY_LABEL);
		expect(await navigator.clipboard.readText()).toBe("first");
	});
});

describe("inference tab", () => {
	it("warns when no provider, or not the chosen one, serves the model, but not for a custom endpoint", async () => {
		const note = () => document.querySelector(".inference .note")?.textContent ?? null;
		const { unmount } = renderPanel("?tab=inference");
		await screen.findByLabelText("Provider");
		await waitFor(() => expect(codeText().length).toBe(1));
		expect(note()).toBeNull();
		unmount();
		const groq = renderPanel("?tab=inference&provider=groq");
		await waitFor(() => expect(note()).toBe(unservedNote("groq", ["together"])));
		groq.unmount();
		const own = renderPanel("?tab=inference&provider=groq&endpointUrl=https%3A%2F%2Fmy-endpoint.example.com");
		await waitFor(() => expect(codeText().length).toBe(1));
		expect(note()).toBeNull();
		own.unmount();
		renderPanel("?tab=inference", { model: { ...CHAT_MODEL, inferenceProviderMapping: undefined } });
		await waitFor(() => expect(note()).toBe(NO_PROVIDER_NOTE));
		expect(codeText().length).toBe(1);
	});

	it("says why there is no example when the provider does not serve the task", async () => {
		const video: ModelRecord = { id: "acme/video", pipeline_tag: "text-to-video" };
		renderPanel("?tab=inference", { model: video });
		await waitFor(() =>
			expect(document.querySelector(".inference .note")?.textContent).toMatch(
				/^no snippet for auto: it does not cover text-to-video; pick /,
			),
		);
		expect(codeText()).toEqual([]);
	});

	it("restores provider, language and client from the URL", async () => {
		renderPanel("?tab=inference&provider=together&language=python&client=requests");
		const provider = (await screen.findByLabelText("Provider")) as HTMLSelectElement;
		expect(provider.value).toBe("together");
		expect(screen.getByRole("tab", { name: "Python" }).getAttribute("aria-selected")).toBe("true");
		expect(screen.getByRole("tab", { name: "requests" }).getAttribute("aria-selected")).toBe("true");
		const [code] = codeText();
		expect(code).toContain("import requests");
		expect(code).toContain("meta-llama/Llama-3.1-8B-Instruct:together");
	});

	it("offers auto plus only the providers that serve the task, and lists clients in the product's order", async () => {
		const user = userEvent.setup();
		renderPanel("?tab=inference");
		const provider = (await screen.findByLabelText("Provider")) as HTMLSelectElement;
		const options = [...provider.options].map((o) => o.value);
		expect(options[0]).toBe("auto");
		expect(options).toContain("together");
		// fal-ai has no chat route, so it cannot serve a chat model.
		expect(options).not.toContain("fal-ai");
		expect(screen.getAllByRole("tablist", { name: "Language" })).toHaveLength(1);
		const languages = within(screen.getByRole("tablist", { name: "Language" }))
			.getAllByRole("tab")
			.map((t) => t.textContent);
		expect(languages).toEqual(["JavaScript", "Python", "cURL"]);
		const clients = () =>
			within(screen.getByRole("tablist", { name: "Client" }))
				.getAllByRole("tab")
				.map((t) => t.textContent);
		expect(clients()).toEqual(["openai", "huggingface.js", "fetch"]);
		await user.click(screen.getByRole("tab", { name: "Python" }));
		expect(clients()).toEqual(["openai", "huggingface_hub", "requests"]);
		expect(params().get("language")).toBe("python");
		await user.selectOptions(provider, "together");
		expect(params().get("provider")).toBe("together");
		await user.click(screen.getByRole("tab", { name: "huggingface_hub" }));
		expect(params().get("client")).toBe("huggingface_hub");
		expect(codeText()[0]).toContain('provider="together"');
	});

	it("streams when the switch is on, and keeps the token out of the URL", async () => {
		const user = userEvent.setup();
		renderPanel("?tab=inference&language=python&client=openai");
		const streaming = await screen.findByRole("switch", { name: "Streaming" });
		expect(streaming.getAttribute("aria-checked")).toBe("false");
		expect(codeText()[0]).not.toContain("stream=True");
		await user.click(streaming);
		expect(streaming.getAttribute("aria-checked")).toBe("true");
		expect(params().get("streaming")).toBe("true");
		expect(codeText()[0]).toContain("stream=True");
		await user.type(screen.getByLabelText("Access token"), "hf_secret123");
		// Written in the page (the engine chunk loads on the first key), never sent anywhere.
		await waitFor(() => expect(codeText()[0]).toContain('"hf_secret123"'));
		expect(codeText()[0]).toContain("stream=True");
		expect(screen.getByTestId("location").textContent).not.toContain("hf_secret123");
	});

	it("writes the bill-to organisation into the snippet and flags an invalid endpoint URL", async () => {
		const user = userEvent.setup();
		renderPanel("?tab=inference&language=sh&client=curl");
		await user.type(await screen.findByLabelText("Bill to organisation"), "my-org");
		expect(params().get("billTo")).toBe("my-org");
		expect(codeText()[0]).toContain("X-HF-Bill-To: my-org");
		const endpoint = screen.getByLabelText("Custom endpoint URL");
		await user.type(endpoint, "ftp://x");
		expect(endpoint.getAttribute("aria-invalid")).toBe("true");
		// The same check and words as the API and the CLI (hub-core), with the form's own name for the field.
		expect(screen.getByText("The endpoint URL must be an http(s) URL")).toBeTruthy();
		await user.clear(endpoint);
		await user.type(endpoint, "http://localhost:8080");
		expect(endpoint.getAttribute("aria-invalid")).toBeNull();
		await waitFor(() => expect(codeText()[0]).toContain("http://localhost:8080/v1/chat/completions"));
	});
});

describe("endpoint from a link", () => {
	const LINK = "?tab=inference&language=sh&client=curl&endpointUrl=https%3A%2F%2Fattacker.example%2Fv1";

	it("names the link's host, keeps the token field disabled and out of the code until the host is confirmed", async () => {
		const user = userEvent.setup();
		renderPanel(LINK);
		const token = (await screen.findByLabelText("Access token")) as HTMLInputElement;
		expect(token.disabled).toBe(true);
		const warning = document.getElementById(token.getAttribute("aria-describedby") ?? "");
		expect(warning?.textContent).toContain("attacker.example");
		expect(warning?.textContent).toContain("your token");
		// The code still shows the endpoint, with no token in it.
		await waitFor(() => expect(codeText()[0]).toContain("https://attacker.example/v1/chat/completions"));
		await user.click(screen.getByRole("button", { name: "I trust attacker.example" }));
		expect(token.disabled).toBe(false);
		expect(document.querySelector(".endpoint-warning")).toBeNull();
		await user.type(token, "hf_secret123");
		await waitFor(() => expect(codeText()[0]).toContain("hf_secret123"));
		expect(codeText()[0]).toContain("https://attacker.example/v1/chat/completions");
	});

	it("counts an endpoint typed in the page as the user's own, across tab changes", async () => {
		const user = userEvent.setup();
		renderPanel(LINK);
		await user.click(await screen.findByRole("button", { name: "I trust attacker.example" }));
		const endpoint = screen.getByLabelText("Custom endpoint URL");
		await user.clear(endpoint);
		await user.type(endpoint, "https://mine.example:8443");
		expect(document.querySelector(".endpoint-warning")).toBeNull();
		expect((screen.getByLabelText("Access token") as HTMLInputElement).disabled).toBe(false);
		// Switching tabs keeps the user's endpoint their own.
		await user.click(screen.getByRole("tab", { name: /Libraries/ }));
		await user.click(screen.getByRole("tab", { name: "Inference" }));
		expect((screen.getByLabelText("Access token") as HTMLInputElement).disabled).toBe(false);
	});

	it("has nothing to confirm for a refused endpoint from a link: the code does not use it", async () => {
		const user = userEvent.setup();
		// A refused endpoint is not used at all (the form flags it), so there is nothing to confirm.
		renderPanel("?tab=inference&endpointUrl=ftp%3A%2F%2Fattacker.example");
		const token = (await screen.findByLabelText("Access token")) as HTMLInputElement;
		expect(token.disabled).toBe(false);
		expect(document.querySelector(".endpoint-warning")).toBeNull();
		expect(screen.getByText("The endpoint URL must be an http(s) URL")).toBeTruthy();
		await user.type(token, "hf_secret123");
		await waitFor(() => expect(codeText()[0]).toContain("hf_secret123"));
		expect(codeText()[0]).not.toContain("attacker.example");
	});
});

describe("panel URL state", () => {
	it("reads defaults from an empty query and drops defaults when writing", () => {
		expect(readPanelState(new URLSearchParams())).toEqual({
			provider: "auto",
			streaming: false,
			billTo: "",
			directRequest: false,
			endpointUrl: "",
			routing: "",
		});
		const written = writePanelState(new URLSearchParams("keep=1&provider=groq"), {
			provider: "auto",
			streaming: true,
			directRequest: false,
			billTo: "acme",
			tab: "inference",
		});
		expect(written.toString()).toBe("keep=1&streaming=true&billTo=acme&tab=inference");
	});

	it("ignores an unknown tab in the URL", () => {
		expect(readPanelState(new URLSearchParams("tab=evil")).tab).toBeUndefined();
	});
});
