/**
 * The built web app (`apps/web/dist`): static files, and index.html for client-side routes.
 * When the app is not built, a small plain page says so (no script, so the strict CSP holds).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler, Next } from "hono";

/** From `apps/server/src` and from `apps/server/dist` alike, the web app's output is `../../web/dist`. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hubkit</title></head>
<body>
<h1>Hubkit</h1>
<p>The web app is not built yet. Run <code>npm run build</code> at the repository root, then reload this page.</p>
<p>The API is up: see <a href="/api/health">/api/health</a> and <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</body>
</html>
`;

/**
 * Files live under the build's asset folders or at the top level (favicon.ico, robots.txt);
 * every other path is a route of the single-page app, even one that ends in a dotted suffix
 * such as /libraries/transformers.js or /models/owner/model-v1.5.
 */
const looksLikeFile = (path: string) => /^\/(assets|task-assets)\//.test(path) || /^\/[^/]+\.[A-Za-z0-9]+$/.test(path);

export function webApp(webDir: string = DEFAULT_WEB_DIR): MiddlewareHandler {
	// Made on first use: the web app may be built after the server starts.
	let handlers: { files: MiddlewareHandler; indexHtml: MiddlewareHandler } | undefined;
	const load = () => {
		handlers ??= {
			files: serveStatic({
				root: webDir,
				onFound: (path, c) => {
					// Vite fingerprints everything under assets/, so those never change.
					c.header("Cache-Control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
				},
			}),
			indexHtml: serveStatic({
				root: webDir,
				path: "index.html",
				onFound: (_p, c) => c.header("Cache-Control", "no-cache"),
			}),
		};
		return handlers;
	};

	return async (c: Context, next: Next) => {
		if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
		if (!existsSync(join(webDir, "index.html"))) {
			return c.html(NOT_BUILT_PAGE, c.req.path === "/" || !looksLikeFile(c.req.path) ? 200 : 404, {
				"Cache-Control": "no-store",
			});
		}
		const { files, indexHtml } = load();
		const served = await files(c, async () => {});
		if (served) return served;
		if (looksLikeFile(c.req.path)) return next();
		const page = await indexHtml(c, async () => {});
		return page ?? next();
	};
}
