// The web app: the home route's initial JavaScript (gzip) from the vite build, and the time to first
// contentful paint of the home page in headless Chromium against the built server on 127.0.0.1.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { waitForOutput } from "./child-output.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "apps/web/dist");
const CHROMIUM = "/usr/bin/chromium";
const BUDGET_KB = 150;
const RUNS = 7;

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.floor(s.length / 2)];
};

/** The entry script and the chunks index.html preloads: what every route downloads before rendering. */
function entryScripts() {
	const html = readFileSync(join(dist, "index.html"), "utf8");
	const srcs = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
	const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
	return [...new Set([...srcs, ...preloads])];
}

function startServer() {
	const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
		env: { ...process.env, PORT: "0", HOST: "127.0.0.1", HUB_URL: "" },
		stdio: ["ignore", "pipe", "inherit"],
	});
	let timer;
	const timeout = new Promise((_, reject) => {
		timer = setTimeout(() => reject(new Error("server did not start within 30 s")), 30_000);
	});
	const started = waitForOutput(child, /running at (http:\/\/\S+)/).then(({ match }) => ({
		url: `http://127.0.0.1:${new URL(match[1]).port}`,
		child,
	}));
	return Promise.race([started, timeout]).finally(() => clearTimeout(timer));
}

export default async function bench() {
	if (!existsSync(join(dist, "index.html"))) throw new Error("apps/web/dist is missing: run `npm run build`");
	const rows = [];
	const entry = entryScripts();
	const entryKb = entry.reduce((sum, src) => sum + gzipKb(join(dist, src)), 0);
	rows.push({ metric: "entry JS (index.html script + preloads)", value: entryKb, unit: "KB gzip" });

	if (!existsSync(CHROMIUM)) {
		rows.push({ metric: "first contentful paint", value: "skipped", note: `no ${CHROMIUM}` });
		return { name: "web app", rows };
	}
	const { chromium } = await import("playwright-core");
	const server = await startServer();
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: [
			"--headless",
			"--no-sandbox",
			"--disable-gpu",
			"--disable-background-networking",
			"--disable-component-update",
			"--no-first-run",
			"--disable-sync",
		],
	});
	try {
		const fcp = [];
		const ready = [];
		let homeJs = new Set();
		for (let i = 0; i < RUNS; i++) {
			// A fresh context per run: nothing cached, like a first visit.
			const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
			const page = await context.newPage();
			const scripts = new Set();
			page.on("response", (r) => {
				const path = new URL(r.url()).pathname;
				if (r.request().resourceType() === "script") scripts.add(path);
			});
			await page.goto(`${server.url}/`);
			await page.locator(".task-card").first().waitFor();
			ready.push(await page.evaluate(() => performance.now()));
			await page.waitForLoadState("networkidle");
			fcp.push(
				await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN),
			);
			homeJs = scripts;
			await context.close();
		}
		const homeKb = [...homeJs].reduce((sum, src) => sum + gzipKb(join(dist, src)), 0);
		rows.push({
			metric: "home route initial JS (every script / loads)",
			value: homeKb,
			unit: "KB gzip",
			note: `${homeJs.size} files; budget ${BUDGET_KB} KB: ${homeKb <= BUDGET_KB ? "within" : "OVER"}`,
		});
		rows.push({
			metric: "first contentful paint (median)",
			value: median(fcp),
			unit: "ms",
			note: `${RUNS} cold loads`,
		});
		rows.push({
			metric: "task list rendered (median)",
			value: median(ready),
			unit: "ms",
			note: "first .task-card on screen",
		});
		// The model page: record, snippets, shiki and one grammar; then the in-page inference engine.
		const librarySnippet = [];
		const inferenceSnippet = [];
		for (let i = 0; i < RUNS; i++) {
			const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
			const page = await context.newPage();
			await page.goto(`${server.url}/models/meta-llama/Llama-3.1-8B-Instruct`);
			await page.locator(".code-block .highlighted").first().waitFor();
			librarySnippet.push(await page.evaluate(() => performance.now()));
			await page.goto(`${server.url}/models/meta-llama/Llama-3.1-8B-Instruct?tab=inference`);
			await page.locator(".inference .code-block .highlighted").first().waitFor();
			inferenceSnippet.push(await page.evaluate(() => performance.now()));
			await context.close();
		}
		rows.push({
			metric: "model page: first highlighted library snippet (median)",
			value: median(librarySnippet),
			unit: "ms",
			note: "cold load",
		});
		rows.push({
			metric: "model page: first highlighted inference snippet (median)",
			value: median(inferenceSnippet),
			unit: "ms",
			note: "reload with scripts cached; generated in the page",
		});
	} finally {
		await browser.close();
		server.child.kill("SIGTERM");
	}
	return { name: "web app", rows };
}
