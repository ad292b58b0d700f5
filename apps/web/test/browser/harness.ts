/**
 * Browser test harness: the REAL built server (`apps/server/dist/main.js`, spawned on an ephemeral
 * port on 127.0.0.1) serving the built web app, and Debian's Chromium driven by playwright-core.
 * Requests to anything but the server are aborted and recorded, so the tests stay on loopback.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, vi } from "vitest";

export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--no-first-run",
	"--disable-sync",
];
export const APT_LINE =
	"apt-get update -o DPkg::Lock::Timeout=600 && apt-get install -y -o DPkg::Lock::Timeout=600 chromium";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
export const WEB_DIR = `${ROOT}apps/web`;
export const SERVER_DIST = `${ROOT}apps/server/dist`;
export const SERVER_MAIN = `${SERVER_DIST}/main.js`;
export const RESULTS_DIR = `${WEB_DIR}/test-results`;

export function requireChromium(): void {
	if (!existsSync(CHROMIUM)) {
		throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with: ${APT_LINE}`);
	}
}

/** Builds the web app when it has no build yet (`npm test` builds it before the tests). */
export function ensureWebBuild(): void {
	if (existsSync(`${WEB_DIR}/dist/index.html`)) return;
	execFileSync(process.execPath, [`${ROOT}node_modules/vite/bin/vite.js`, "build", "--logLevel", "warn"], {
		cwd: WEB_DIR,
		stdio: "inherit",
	});
}

export interface Server {
	url: string;
	stop(): Promise<void>;
}

/** Spawns `node apps/server/dist/main.js` with PORT=0 and reads the URL it prints. */
/** `env` adds to the server's environment (e.g. HUBKIT_MODELS). */
export function startServer(env: Record<string, string> = {}): Promise<Server> {
	if (!existsSync(SERVER_MAIN)) {
		throw new Error(`The built server is missing (${SERVER_MAIN}); run \`npm run build\` at the repository root.`);
	}
	const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
		env: { ...process.env, PORT: "0", HOST: "127.0.0.1", HUB_URL: "", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let output = "";
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
		child.stderr?.on("data", (d: Buffer) => {
			output += d.toString();
		});
		child.stdout?.on("data", (d: Buffer) => {
			output += d.toString();
			const match = /running at (http:\/\/\S+)/.exec(output);
			if (!match?.[1]) return;
			clearTimeout(timer);
			const port = new URL(match[1]).port;
			resolve({
				url: `http://127.0.0.1:${port}`,
				stop: () =>
					new Promise<void>((done) => {
						if (child.exitCode !== null) return done();
						child.once("exit", () => done());
						child.kill("SIGTERM");
					}),
			});
		});
		child.once("exit", (code) => {
			clearTimeout(timer);
			reject(new Error(`server exited with ${code}:\n${output}`));
		});
	});
}

export function launchBrowser(): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * What went wrong in a page: console errors, uncaught exceptions, failed and off-host requests.
 * Requests the page itself cancelled (`net::ERR_ABORTED`: a fetch aborted when its component
 * unmounts, or anything in flight when the test navigates away) are kept apart in `aborted`:
 * leaving a page is not a failure, and when it happens depends on the machine's load.
 */
export interface PageProblems {
	console: string[];
	errors: string[];
	offHost: string[];
	failed: string[];
	aborted: string[];
}

export async function newContext(browser: Browser, base: string, width = 1280): Promise<BrowserContext> {
	const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
	await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
	// The machine runs other test suites at the same time; generous waits keep the tests about
	// behaviour, not about load.
	context.setDefaultTimeout(45_000);
	context.setDefaultNavigationTimeout(90_000);
	// Nothing but the local server: external links are never fetched by the page, and if they were,
	// the request is aborted and recorded.
	await context.route(
		(url) => url.origin !== base,
		(route) => route.abort(),
	);
	return context;
}

export function watch(page: Page, base: string): PageProblems {
	const problems: PageProblems = { console: [], errors: [], offHost: [], failed: [], aborted: [] };
	page.on("console", (m) => {
		if (m.type() === "error") problems.console.push(m.text());
	});
	page.on("pageerror", (e) => problems.errors.push(e.message));
	page.on("request", (r) => {
		if (!r.url().startsWith(base) && !r.url().startsWith("data:")) problems.offHost.push(r.url());
	});
	page.on("requestfailed", (r) => {
		const reason = r.failure()?.errorText ?? "";
		// Off-host requests are aborted by the context's route and recorded in `offHost` already.
		if (reason === "net::ERR_ABORTED" && r.url().startsWith(base)) problems.aborted.push(r.url());
		else problems.failed.push(`${r.url()} ${reason}`);
	});
	return problems;
}

export function clear(problems: PageProblems): void {
	problems.console.length = 0;
	problems.errors.length = 0;
	problems.offHost.length = 0;
	problems.failed.length = 0;
	problems.aborted.length = 0;
}

/**
 * Opens `path` with a clean problem record and waits until the page is ready: its heading, then
 * `readySelector` if given (what the page fetches after its first render), then an idle network.
 */
export async function openPage(
	page: Page,
	problems: PageProblems,
	path: string,
	readySelector?: string,
): Promise<void> {
	clear(problems);
	await page.goto(path, { waitUntil: "domcontentloaded" });
	await page.locator("main h1").first().waitFor();
	if (readySelector) await page.locator(readySelector).first().waitFor();
	await page.waitForLoadState("networkidle");
}

/** No uncaught error, console error, off-host request or failed request since the page was opened. */
export function expectClean(problems: PageProblems, where: string): void {
	expect(problems.errors, `uncaught errors on ${where}`).toEqual([]);
	expect(problems.console, `console errors on ${where}`).toEqual([]);
	expect(problems.offHost, `requests off 127.0.0.1 on ${where}`).toEqual([]);
	expect(problems.failed, `failed requests on ${where}`).toEqual([]);
}

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core");

export interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	nodes: { target: string[] }[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page; returns the serious and critical violations. The server's CSP forbids
 * inline scripts, so `page.addScriptTag` (which inlines the file) is refused by the page; the
 * source is evaluated through the DevTools protocol instead, which the CSP does not govern.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
	const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
	if (!loaded) {
		axeSource ??= readFileSync(AXE_PATH, "utf8");
		await page.evaluate(axeSource);
	}
	const violations = await page.evaluate(async () => {
		const axe = (
			window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }
		).axe;
		const result = await axe.run(document, { resultTypes: ["violations"] });
		return result.violations;
	});
	return violations
		.filter((v) => v.impact === "serious" || v.impact === "critical")
		.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export function screenshotPath(name: string): string {
	mkdirSync(RESULTS_DIR, { recursive: true });
	return `${RESULTS_DIR}/${name}.png`;
}

export interface BrowserSessionOptions {
	/**
	 * Added to the server's environment (e.g. HUBKIT_MODELS, HUB_URL). A function is called in the
	 * session's beforeAll, so it can use what an earlier beforeAll of the file prepared.
	 */
	env?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
}

/** The server, browser and page one test file shares; read them inside tests and hooks. */
export interface BrowserSession {
	readonly server: Server;
	readonly browser: Browser;
	readonly context: BrowserContext;
	readonly page: Page;
	readonly problems: PageProblems;
	/** openPage on the session's page. */
	open(path: string, readySelector?: string): Promise<void>;
	/** expectClean on the session's problems. */
	expectClean(where: string): void;
}

/**
 * The set-up every browser test file shares: registers a beforeAll that starts the built server
 * and Chromium with one page watched for problems, and an afterAll that closes both. Call it at
 * the top of the file; hooks the file registers after it run after the session has started.
 */
export function setUpBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
	// Polls wait for the page, which may be slow while other suites share the two cores.
	vi.setConfig({ expect: { poll: { timeout: 20_000, interval: 100 } } });
	let server: Server | undefined;
	let browser: Browser | undefined;
	let started: { context: BrowserContext; page: Page; problems: PageProblems } | undefined;

	beforeAll(async () => {
		requireChromium();
		ensureWebBuild();
		const env = typeof options.env === "function" ? await options.env() : (options.env ?? {});
		server = await startServer(env);
		browser = await launchBrowser();
		const context = await newContext(browser, server.url);
		const page = await context.newPage();
		started = { context, page, problems: watch(page, server.url) };
	}, 180_000);

	afterAll(async () => {
		await browser?.close();
		await server?.stop();
	});

	const ready = <T>(value: T | undefined): T => {
		if (value === undefined) throw new Error("the browser session has not started: use it inside a test or a hook");
		return value;
	};
	return {
		get server() {
			return ready(server);
		},
		get browser() {
			return ready(browser);
		},
		get context() {
			return ready(started).context;
		},
		get page() {
			return ready(started).page;
		},
		get problems() {
			return ready(started).problems;
		},
		open: (path, readySelector) => {
			const { page, problems } = ready(started);
			return openPage(page, problems, path, readySelector);
		},
		expectClean: (where) => expectClean(ready(started).problems, where),
	};
}
