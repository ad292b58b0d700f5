/**
 * Vite builds the hub's web app. Workspace packages resolve to their TypeScript sources (the
 * "@hubkit/source" condition), and the task demo assets of @hubkit/catalog are served in dev and
 * copied into dist/task-assets/ at build time, so the server needs no extra route for them.
 */
import { cpSync, createReadStream, existsSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

const ASSETS_DIR = fileURLToPath(new URL("../../packages/catalog/assets", import.meta.url));
const ASSETS_URL = "/task-assets/";

const TYPES: Record<string, string> = {
	".png": "image/png",
	".jpg": "image/jpeg",
	".jpeg": "image/jpeg",
	".gif": "image/gif",
	".webp": "image/webp",
	".svg": "image/svg+xml",
	".wav": "audio/wav",
	".flac": "audio/flac",
	".mp3": "audio/mpeg",
	".mp4": "video/mp4",
};

function taskAssets(): Plugin {
	let outDir = "dist";
	return {
		name: "hubkit-task-assets",
		configResolved(config) {
			outDir = config.build.outDir;
		},
		configureServer(server) {
			server.middlewares.use(ASSETS_URL, (req, res, next) => {
				const file = normalize(join(ASSETS_DIR, decodeURIComponent((req.url ?? "").split("?")[0] ?? "")));
				if (!file.startsWith(ASSETS_DIR) || !existsSync(file) || !statSync(file).isFile()) return next();
				res.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream");
				createReadStream(file).pipe(res);
			});
		},
		closeBundle() {
			if (existsSync(ASSETS_DIR)) cpSync(ASSETS_DIR, join(outDir, "task-assets"), { recursive: true });
		},
	};
}

export default defineConfig({
	plugins: [react(), taskAssets()],
	resolve: { conditions: ["@hubkit/source", ...defaultClientConditions] },
	build: {
		target: "es2022",
		// Sourcemaps would double the download in the browser tests for no gain.
		sourcemap: false,
		chunkSizeWarningLimit: 2000,
	},
	server: {
		proxy: { "/api": "http://127.0.0.1:3000" },
	},
});
