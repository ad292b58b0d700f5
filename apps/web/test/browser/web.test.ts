/**
 * The hub in Debian's Chromium against the real built server: every task page, a library page per
 * generator family, ten model pages of different tasks, the panel's providers, languages, clients
 * and copy button, the playground, 404s; no console errors, no serious axe violations, no
 * horizontal scrolling at 375 px; screenshots of each page type at 375 and 1280 px.
 */
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { libraryUrl, modelUrl } from "../../src/lib/paths.js";
import { newContext, SERVER_DIST, screenshotPath, seriousViolations, setUpBrowserSession } from "./harness.js";

/** One library per snippet-generator family of @hubkit/catalog (libraries/snippets/<family>.ts). */
const LIBRARY_PER_FAMILY: Record<string, string> = {
	transformers: "transformers",
	"transformers.js": "transformers.js",
	"core hub libraries": "sentence-transformers",
	diffusers: "diffusers",
	nlp: "flair",
	frameworks: "keras",
	audio: "speechbrain",
	vision: "depth-anything-v2",
	rl: "stable-baselines3",
	science: "chronos-forecasting",
};

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";

interface TaskSummary {
	id: string;
	label: string;
	isPlaceholder: boolean;
	modelCount: number;
}
interface ModelSummary {
	id: string;
	pipeline_tag?: string;
}

const session = setUpBrowserSession();
const { open, expectClean } = session;
let tasks: TaskSummary[];

async function api<T>(path: string): Promise<T> {
	const res = await fetch(`${session.server.url}${path}`);
	expect(res.status, path).toBe(200);
	return (await res.json()) as T;
}

async function expectAccessible(where: string): Promise<void> {
	expect(await seriousViolations(session.page), `axe on ${where}`).toEqual([]);
}

const h1 = () => session.page.locator("main h1").first().innerText();

beforeAll(async () => {
	tasks = await api<TaskSummary[]>("/api/tasks");
}, 180_000);

describe("home", () => {
	it("lists every task by modality with its model count, and searches tasks, libraries and models", async () => {
		const { page } = session;
		await open("/");
		expect(await h1()).toBe("Find a task, a library or a model");
		const cards = page.locator(".task-card");
		expect(await cards.count()).toBe(tasks.length);
		const first = tasks[0] as TaskSummary;
		await expect
			.poll(() => page.locator(`a[href="/tasks/${first.id}"] .task-count`).innerText())
			.toBe(`${first.modelCount} ${first.modelCount === 1 ? "model" : "models"}`);
		await page.getByLabel("Search tasks, libraries and models").fill("llama");
		const results = page.getByRole("region", { name: "Search results" });
		await results.getByRole("link", { name: CHAT_MODEL }).waitFor();
		// Wait for the model search as well as the library it finds: a request still in flight when
		// the next test navigates away would be cut off mid-way.
		const models = page.waitForResponse((r) => r.url().includes("/api/models?search=diffusers"));
		await page.getByLabel("Search tasks, libraries and models").fill("diffusers");
		await results.getByRole("link", { name: "Diffusers" }).waitFor();
		await models;
		await page.waitForLoadState("networkidle");
		expectClean("/");
		await expectAccessible("/");
	});
});

describe("task pages", () => {
	it("renders every task page with its label, a demo or an honest empty state, and no errors", async () => {
		const { page } = session;
		expect(tasks.length).toBeGreaterThan(50);
		for (const task of tasks) {
			await open(`/tasks/${task.id}`);
			expect(await h1(), task.id).toBe(task.label);
			if (task.isPlaceholder) {
				expect(await page.getByRole("heading", { name: "No task page yet" }).count(), task.id).toBe(1);
			} else {
				expect(await page.locator(".summary").innerText(), task.id).not.toBe("");
			}
			// Every image the demo shows has loaded from the build's task assets, with alt text.
			const images = await page
				.locator(".demo img")
				.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => ({ alt: img.alt, src: img.src })));
			for (const image of images) {
				expect(image.alt, `${task.id} alt`).not.toBe("");
				const res = await fetch(image.src);
				expect(res.status, image.src).toBe(200);
			}
			expectClean(`/tasks/${task.id}`);
			await expectAccessible(`/tasks/${task.id}`);
		}
	}, 900_000);

	it("shows a 404 page for an unknown task id", async () => {
		await open("/tasks/not-a-task");
		expect(await h1()).toBe("404: task not found");
		expectClean("/tasks/not-a-task");
	});

	it("shows a 404 page for an unknown route", async () => {
		await open("/no/such/page");
		expect(await h1()).toBe("404: page not found");
		expectClean("/no/such/page");
	});
});

describe("libraries", () => {
	it("filters the catalogue by search and by the filter flag", async () => {
		const { page } = session;
		await open("/libraries");
		const status = page.getByRole("status");
		const all = await status.innerText();
		await page.getByLabel("Search libraries").fill("diffusers");
		await expect.poll(() => status.innerText()).not.toBe(all);
		expect(await page.getByRole("link", { name: "Diffusers", exact: true }).count()).toBe(1);
		await page.getByLabel("Search libraries").fill("");
		await page.getByLabel("Only libraries offered as a model filter").check();
		const rows = await page.locator(".library-table tbody tr td:nth-child(2)").allInnerTexts();
		expect(new Set(rows)).toEqual(new Set(["Yes"]));
		expectClean("/libraries");
		await expectAccessible("/libraries");
	});

	for (const [family, id] of Object.entries(LIBRARY_PER_FAMILY)) {
		it(`shows the ${family} family's ${id} page with model snippets and the download check`, async () => {
			const { page } = session;
			const library = await api<{ prettyLabel: string; models: { id: string }[] }>(`/api/libraries/${id}`);
			await open(libraryUrl(id));
			expect(await h1()).toBe(library.prettyLabel);
			expect(library.models.length).toBeGreaterThan(0);
			await page.locator(".library-model .code-block").first().waitFor();
			const box = page.getByLabel("File path in the repository");
			await box.fill("config.json");
			await expect.poll(() => page.locator(".download-answer").innerText()).toMatch(/^(Yes|No): /);
			await box.fill("notes/readme.txt");
			await expect.poll(() => page.locator(".download-answer").innerText()).toMatch(/^No: /);
			expectClean(`/libraries/${id}`);
			await expectAccessible(`/libraries/${id}`);
		});
	}
});

describe("models", () => {
	it("filters by task and library, sorts and pages", async () => {
		const { page } = session;
		await open("/models");
		await page.getByLabel("Task").selectOption("automatic-speech-recognition");
		await expect.poll(() => new URL(page.url()).searchParams.get("pipeline_tag")).toBe("automatic-speech-recognition");
		const rows = page.locator(".model-list li .muted");
		await expect
			.poll(async () => {
				const texts = await rows.allInnerTexts();
				return texts.length > 0 && texts.every((t) => t.startsWith("automatic-speech-recognition"));
			})
			.toBe(true);
		// The library filter offers only libraries whose filter flag is set.
		const libraries = await api<{ id: string; filter?: boolean }[]>("/api/libraries");
		const flagged = new Set(libraries.filter((l) => l.filter).map((l) => l.id));
		const offered = await page
			.getByLabel("Library")
			.locator("option")
			.evaluateAll((os) => (os as HTMLOptionElement[]).map((o) => o.value).filter(Boolean));
		expect(offered.length).toBe(flagged.size);
		for (const id of offered) expect(flagged.has(id)).toBe(true);
		await page.getByLabel("Task").selectOption("");
		await page.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
		await page.getByText(/^Page 2 of \d+$/).waitFor();
		expectClean("/models");
		await expectAccessible("/models");
	});

	it("renders ten model pages of different tasks with their panel", async () => {
		const { page } = session;
		const list = await api<{ models: ModelSummary[] }>("/api/models?limit=100&sort=downloads");
		const seen = new Set<string>();
		const picked = list.models.filter((m) => {
			if (!m.pipeline_tag || seen.has(m.pipeline_tag)) return false;
			seen.add(m.pipeline_tag);
			return true;
		});
		expect(picked.length).toBeGreaterThanOrEqual(10);
		for (const model of picked.slice(0, 10)) {
			await open(modelUrl(model.id));
			expect(await h1()).toBe(model.id);
			const panel = page.getByRole("region", { name: "Use this model" });
			await panel.waitFor();
			await page.getByRole("tab", { name: "Inference" }).click();
			await panel.locator(".inference").waitFor();
			await page.waitForLoadState("networkidle");
			expectClean(`/models/${model.id}`);
			await expectAccessible(`/models/${model.id}`);
		}
	}, 300_000);

	it("switches providers, languages and clients, keeps them in the URL, and copies the snippet", async () => {
		const { page } = session;
		await open(`/models/${CHAT_MODEL}?tab=inference`);
		const provider = page.getByLabel("Provider", { exact: true });
		await provider.selectOption("together");
		await expect.poll(() => new URL(page.url()).searchParams.get("provider")).toBe("together");
		const languages = page.getByRole("tablist", { name: "Language" });
		expect(await languages.getByRole("tab").allInnerTexts()).toEqual(["JavaScript", "Python", "cURL"]);
		await languages.getByRole("tab", { name: "Python" }).click();
		const clients = page.getByRole("tablist", { name: "Client" });
		// The client tabs follow the language once the page has re-rendered: polled, not read at once.
		await expect
			.poll(() => clients.getByRole("tab").allInnerTexts())
			.toEqual(["openai", "huggingface_hub", "requests"]);
		await clients.getByRole("tab", { name: "huggingface_hub" }).click();
		// Arrow keys move along the client tabs.
		await page.keyboard.press("ArrowRight");
		await expect.poll(() => clients.getByRole("tab", { selected: true }).innerText()).toBe("requests");
		const url = new URL(page.url());
		expect(url.searchParams.get("language")).toBe("python");
		expect(url.searchParams.get("client")).toBe("requests");
		await page.getByRole("switch", { name: "Streaming" }).click();
		await expect.poll(() => new URL(page.url()).searchParams.get("streaming")).toBe("true");
		const code = page.locator(".inference .code-block");
		// The API answers for the new options: wait for the streaming code, highlighted.
		await expect.poll(() => code.locator(".highlighted").innerText()).toContain('"stream": True');
		const text = await code.locator("pre").innerText();
		expect(text).toContain("import requests");
		await code.getByRole("button", { name: "Copy" }).click();
		await expect.poll(() => code.locator(".copy").innerText()).toBe("Copied");
		const clipboard = await page.evaluate(() => navigator.clipboard.readText());
		expect(clipboard.trim()).toBe(text.trim());
		expect(clipboard).toContain('"stream": True');

		// A link reproduces what was seen.
		const link = page.url();
		await open(link);
		expect(await page.getByLabel("Provider", { exact: true }).inputValue()).toBe("together");
		expect(await page.getByRole("tab", { name: "requests" }).getAttribute("aria-selected")).toBe("true");
		expect(await page.getByRole("switch", { name: "Streaming" }).getAttribute("aria-checked")).toBe("true");

		// The access token goes into the snippet but never into the URL.
		await page.getByLabel("Access token").fill("hf_browser_secret");
		await expect.poll(() => code.locator("pre").innerText()).toContain("hf_browser_secret");
		expect(page.url()).not.toContain("hf_browser_secret");

		await page.getByRole("tab", { name: "cURL" }).click();
		// Wait for the shell grammar too: leaving while it loads would abort its request.
		await expect.poll(() => code.locator(".highlighted").innerText()).toContain("curl ");
		expectClean(`/models/${CHAT_MODEL}`);
	});

	it("picks a local app for a GGUF model and copies its command", async () => {
		const { page } = session;
		const id = "bartowski/Llama-3.2-3B-Instruct-GGUF";
		await open(`${modelUrl(id)}?tab=local-apps`);
		const picker = page.getByLabel("Local app", { exact: true });
		const apps = await picker.locator("option").allInnerTexts();
		expect(apps).toContain("llama.cpp");
		expect(apps.length).toBeGreaterThan(3);
		const second = await picker.locator("option").nth(1).getAttribute("value");
		await picker.selectOption(second ?? "");
		await expect.poll(() => new URL(page.url()).searchParams.get("app")).toBe(second);
		const block = page.locator(".local-app .code-block").first();
		await block.waitFor();
		await block.getByRole("button", { name: "Copy" }).click();
		await expect.poll(() => block.locator(".copy").innerText()).toBe("Copied");
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied.trim()).toBe((await block.locator("pre").innerText()).trim());
		// Choosing a weight file (a row of "Run it locally", other than the recommended one the
		// commands run on load) regenerates the commands in the page.
		await picker.selectOption("llama.cpp");
		// click, not check(): the radio follows the URL, which the router updates just after the click.
		await page.getByRole("radio", { name: "Use Q4_K_M in the local-app commands" }).click();
		await expect.poll(() => new URL(page.url()).searchParams.get("file")).toBe("Llama-3.2-3B-Instruct-Q4_K_M.gguf");
		await expect
			.poll(async () => (await page.locator(".local-app pre").allInnerTexts()).join("\n"))
			.toContain(`${id}:Q4_K_M`);
		expectClean(modelUrl(id));
		await expectAccessible(`${modelUrl(id)} local apps`);
	});

	it("is accessible in the dark theme too", async () => {
		const { page } = session;
		await page.emulateMedia({ colorScheme: "dark" });
		try {
			await open(`/models/${CHAT_MODEL}?tab=inference`);
			await page.locator(".inference .code-block .highlighted").waitFor();
			await expectAccessible(`/models/${CHAT_MODEL} (dark)`);
			const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
			expect(background).toBe("rgb(13, 17, 23)");
		} finally {
			await page.emulateMedia({ colorScheme: "light" });
		}
	});
});

describe("a large catalogue", () => {
	it("pages through 5,000 records by asking the server for one page at a time", async () => {
		// The real server's app factory (built), given a synthetic catalogue of 5,000 records.
		const serverModule = (await import(pathToFileURL(`${SERVER_DIST}/index.js`).href)) as {
			startServer(options: { port: number; hostname: string; models: unknown[] }): Promise<{
				url: string;
				close(): Promise<void>;
			}>;
		};
		const models = Array.from({ length: 5000 }, (_, i) => ({
			id: `org-${i % 50}/model-${String(i).padStart(4, "0")}`,
			pipeline_tag: i % 2 === 0 ? "text-classification" : "fill-mask",
			library_name: "transformers",
			tags: ["transformers"],
			sample: { downloads: 5000 - i, likes: i },
		}));
		const big = await serverModule.startServer({ port: 0, hostname: "127.0.0.1", models });
		const bigContext = await newContext(session.browser, big.url);
		try {
			const bigPage = await bigContext.newPage();
			const apiCalls: string[] = [];
			bigPage.on("request", (r) => {
				const url = new URL(r.url());
				if (url.pathname === "/api/models") apiCalls.push(url.search);
			});
			await bigPage.goto("/models?page=100", { waitUntil: "domcontentloaded" });
			await bigPage.getByText("Page 100 of 167").waitFor();
			expect(await bigPage.locator(".model-list li").count()).toBe(30);
			expect(await bigPage.locator(".model-list li a").first().innerText()).toBe("org-20/model-2970");
			await bigPage.getByRole("button", { name: "Next" }).click();
			await bigPage.getByText("Page 101 of 167").waitFor();
			// Every request asks for one page; the catalogue never travels whole.
			expect(apiCalls.length).toBeGreaterThanOrEqual(2);
			for (const call of apiCalls) expect(new URLSearchParams(call).get("limit")).toBe("30");
			expect(new URLSearchParams(apiCalls.at(-1)).get("offset")).toBe("3000");
		} finally {
			await bigContext.close();
			await big.close();
		}
	});
});

describe("playground", () => {
	it("loads a preset, validates edits next to the field and updates the snippets live", async () => {
		const { page } = session;
		await open("/playground");
		await page.getByText("The record is valid.").waitFor();
		await page.getByLabel("Start from a catalogue record").selectOption(CHAT_MODEL);
		await expect.poll(() => page.getByLabel("id", { exact: true }).inputValue()).toBe(CHAT_MODEL);
		await page.getByRole("tab", { name: "Inference" }).click();
		await page.locator(".inference .code-block").waitFor();
		await page.getByLabel("id", { exact: true }).fill("acme/renamed-model");
		await expect.poll(() => page.locator(".inference .code-block pre").innerText()).toContain("acme/renamed-model");
		await page.getByLabel("Model record (JSON)").fill('{ "id": "a/b", "tags": "oops" }');
		const tags = page.getByLabel("tags (comma-separated)");
		await expect.poll(() => tags.getAttribute("aria-invalid")).toBe("true");
		expect(await page.locator(".field-error").first().innerText()).toMatch(/^tags: /);
		await page.getByLabel("Model record (JSON)").fill("{ nope");
		await page.getByText(/^Not valid JSON:/).waitFor();
		expectClean("/playground");
		await expectAccessible("/playground");
	});
});

describe("layout", () => {
	const PAGES: Record<string, string> = {
		home: "/",
		task: "/tasks/token-classification",
		libraries: "/libraries",
		library: "/libraries/transformers",
		models: "/models",
		model: `/models/${CHAT_MODEL}?tab=inference&provider=together&language=python&client=openai`,
		playground: "/playground",
	};

	it("fits a 375 px phone without horizontal scrolling, and saves screenshots at 375 and 1280 px", async () => {
		const { page } = session;
		for (const width of [375, 1280]) {
			await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
			for (const [name, path] of Object.entries(PAGES)) {
				await open(path);
				await page.waitForTimeout(150);
				const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
				expect(overflow, `${name} at ${width}px overflows by ${overflow}px`).toBeLessThanOrEqual(0);
				// A tab that wraps onto a second row reads as a separate control.
				const wrapped = await page.evaluate(() =>
					[...document.querySelectorAll('[role="tablist"]')]
						.filter(
							(list) =>
								new Set([...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.offsetTop)).size > 1,
						)
						.map((list) => list.getAttribute("aria-label")),
				);
				expect(wrapped, `tab rows wrapped on ${name} at ${width}px`).toEqual([]);
				if (name === "libraries") {
					const padding = await page
						.locator(".library-table td.links")
						.first()
						.evaluate((cell) => getComputedStyle(cell).paddingLeft);
					expect(padding, "the links cell keeps the table's cell padding").not.toBe("0px");
				}
				await page.screenshot({ path: screenshotPath(`${name}-${width}`) });
				expectClean(`${path} at ${width}px`);
			}
		}
		await page.setViewportSize({ width: 1280, height: 900 });
	}, 240_000);

	it("shows a visible focus ring and a skip link for keyboard users", async () => {
		const { page } = session;
		await open("/");
		await page.keyboard.press("Tab");
		const skip = page.getByRole("link", { name: "Skip to content" });
		expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
		const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
		expect(outline).toBe("solid");
	});
});
