/**
 * huggingface.js snippets for jobs the client polls (fal queue, Together / Novita video, Z.ai
 * images, WaveSpeed) keep Node alive until the answer is in: @huggingface/inference waits
 * between polls on an unref'd timer, so without a ref'd handle `node file.mjs` stops at the
 * top-level await with exit code 13. The last test runs a snippet the way a user would, in its
 * own `node` process, with `fetch` answered by a preload (nothing leaves the process).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, INFERENCE_PROVIDERS, PROVIDERS } from "../src/index.js";
import { jsClientPolls } from "../src/providers.js";
import { TAG_MODELS } from "./fixtures/models.js";

const KEEP_ALIVE = "const keepAlive = setInterval(() => {}, 1000);";
const SETTLE = "}).finally(() => clearInterval(keepAlive));";

function hfJs(tag: string, provider: string, endpointUrl?: string): string | undefined {
	const model = TAG_MODELS[tag];
	if (!model) throw new Error(`no sample model for ${tag}`);
	return getInferenceSnippets(model, provider, undefined, endpointUrl ? { endpointUrl } : {}).find(
		(s) => s.language === "js" && s.client === "huggingface.js",
	)?.content;
}

describe("huggingface.js polling snippets", () => {
	it("the client polls for exactly these provider tasks", () => {
		const polled = INFERENCE_PROVIDERS.flatMap((p) =>
			Object.keys(PROVIDERS[p].tasks)
				.filter((t) => jsClientPolls(p, t))
				.map((t) => `${p}/${t}`),
		);
		expect(polled.sort()).toEqual([
			"fal-ai/audio-to-audio",
			"fal-ai/image-segmentation",
			"fal-ai/image-text-to-image",
			"fal-ai/image-text-to-video",
			"fal-ai/image-to-image",
			"fal-ai/image-to-video",
			"fal-ai/text-to-audio",
			"fal-ai/text-to-image",
			"fal-ai/text-to-video",
			"novita/text-to-video",
			"together/image-to-video",
			"together/text-to-video",
			"wavespeed/image-text-to-image",
			"wavespeed/image-text-to-video",
			"wavespeed/image-to-image",
			"wavespeed/image-to-video",
			"wavespeed/text-to-image",
			"wavespeed/text-to-video",
			"zai-org/text-to-image",
		]);
		// `auto` may land on a polling provider for these tasks, never for a hub-only one.
		expect(jsClientPolls("auto", "text-to-video")).toBe(true);
		expect(jsClientPolls("auto", "text-classification")).toBe(false);
	});

	it.each([
		["text-to-image", "fal-ai"],
		["image-to-image", "fal-ai"],
		["image-text-to-image", "fal-ai"],
		["text-to-video", "fal-ai"],
		["image-to-video", "fal-ai"],
		["image-text-to-video", "fal-ai"],
		["text-to-audio", "fal-ai"],
		["text-to-image", "zai-org"],
		["text-to-video", "together"],
		["image-to-video", "together"],
		["text-to-video", "novita"],
		["text-to-image", "auto"],
	])("%s on %s holds a ref'd interval until the call settles", (tag, provider) => {
		const code = hfJs(tag, provider);
		expect(code).toBeDefined();
		const lines = (code ?? "").split("\n");
		const start = lines.indexOf(KEEP_ALIVE);
		const call = lines.findIndex((l) => l.startsWith("const output = await client."));
		expect(start).toBeGreaterThan(-1);
		expect(call).toBe(start + 1);
		expect(lines.indexOf(SETTLE)).toBeGreaterThan(call);
	});

	it.each([
		["text-to-image", "hf-inference", undefined],
		["text-to-image", "nscale", undefined],
		["text-to-image", "replicate", undefined],
		["text-to-speech", "together", undefined],
		["text-to-image", "fal-ai", "https://my-endpoint.example.com"],
	])("%s on %s (endpoint %s) answers at once: no keep-alive", (tag, provider, endpoint) => {
		const code = hfJs(tag, provider, endpoint);
		expect(code).toBeDefined();
		expect(code).not.toContain("setInterval");
		expect(code).not.toContain(".finally(");
	});
});

const dir = mkdtempSync(join(import.meta.dirname, ".poll-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Answers the hub lookup and fal's queue like the real services, status IN_QUEUE first. */
const PRELOAD = `
const json = (v) => new Response(JSON.stringify(v), { headers: { "Content-Type": "application/json" } });
globalThis.fetch = async (input) => {
	const url = String(input);
	if (url.startsWith("https://huggingface.co/api/models/"))
		return json({ inferenceProviderMapping: { "fal-ai": { providerId: "fal-ai/flux/dev", status: "live", task: "text-to-image" } } });
	if (url === "https://cdn.example.com/out.png") return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "Content-Type": "image/png" } });
	if (url.includes("/status")) return json({ status: "COMPLETED" });
	if (url.includes("/requests/r1")) return json({ images: [{ url: "https://cdn.example.com/out.png" }] });
	return json({ request_id: "r1", status: "IN_QUEUE", response_url: "https://queue.fal.run/fal-ai/flux/dev/requests/r1" });
};
`;

function runNode(name: string, code: string): { status: number | null; saved: boolean } {
	const work = mkdtempSync(join(dir, `${name}-`));
	writeFileSync(join(work, "preload.mjs"), PRELOAD);
	writeFileSync(join(work, "snippet.mjs"), code);
	const r = spawnSync(process.execPath, ["--import", "./preload.mjs", "snippet.mjs"], {
		cwd: work,
		env: { PATH: process.env.PATH ?? "", HF_TOKEN: "hf_test" },
		encoding: "utf8",
		timeout: 30_000,
	});
	return { status: r.status, saved: existsSync(join(work, "output.png")) };
}

describe("a polling snippet under node", () => {
	it("runs to completion as pasted; without the keep-alive it would exit 13 with no result", () => {
		const code = hfJs("text-to-image", "fal-ai") ?? "";
		expect(runNode("kept", code)).toEqual({ status: 0, saved: true });
		const bare = code.replace(KEEP_ALIVE, "").replace(".finally(() => clearInterval(keepAlive))", "");
		expect(runNode("bare", bare)).toEqual({ status: 13, saved: false });
	}, 60_000);
});
