import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LIBRARY_IDS, PIPELINE_TYPES } from "@hubkit/catalog";
import { buildSnippets, localApps, NO_PROVIDER_NOTE, proofsOf, verificationLabel } from "@hubkit/hub-core";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SNIPPETS_HELP } from "../src/help.js";
import { styleFor } from "../src/style.js";
import { buildCli, type CliResult, runBuiltCli, runCli } from "./run-cli.js";

// The tests run the BUILT binary.
beforeAll(buildCli);

const hubkit = (args: string[], env: Record<string, string> = {}): Promise<CliResult> => runBuiltCli(args, { env });

const ANSI = /\u001b\[/;
const tmp = mkdtempSync(join(tmpdir(), "hubkit-cli-"));

function getSample(id: string) {
	const model = SAMPLE_MODELS.find((m) => m.id === id);
	if (!model) throw new Error(`no sample record ${id}`);
	return model;
}
const sampleWith = (test: (m: (typeof SAMPLE_MODELS)[number]) => boolean) => SAMPLE_MODELS.find(test);

describe("hubkit: help and output", () => {
	it("prints help for hubkit and for every command, exit 0", async () => {
		const main = await hubkit(["--help"]);
		expect(main.code).toBe(0);
		expect(main.stdout).toContain("Usage:");
		for (const command of ["tasks", "libraries", "apps", "snippets"]) {
			const r = await hubkit([command, "--help"]);
			expect(r.code, command).toBe(0);
			expect(r.stdout).toContain(`Usage: hubkit ${command}`);
			expect(r.stdout).toContain("--json");
		}
		expect((await hubkit(["help", "snippets"])).stdout).toContain("--bill-to ORG");
	});

	it("lists tasks as text with no colour when piped", async () => {
		const r = await hubkit(["tasks"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/^Tasks \(\d+\)\n/);
		expect(r.stdout).toMatch(/^text-generation +Text Generation +nlp/m);
		expect(r.stdout).not.toMatch(ANSI);
	});

	it("uses colour only on a terminal, and never with NO_COLOR", async () => {
		const capture = async (isTTY: boolean, env: Record<string, string>) => {
			const { code, stdout } = await runCli(["tasks"], { isTTY, env });
			expect(code).toBe(0);
			return stdout;
		};
		expect(await capture(true, {})).toMatch(ANSI);
		expect(await capture(true, { NO_COLOR: "1" })).not.toMatch(ANSI);
		expect(await capture(false, {})).not.toMatch(ANSI);
		expect(styleFor(true, {}).bold("x")).toBe("\u001b[1mx\u001b[22m");
	});
});

describe("hubkit: --json parsed back", () => {
	it("tasks --json lists every pipeline tag", async () => {
		const r = await hubkit(["tasks", "--json"]);
		expect(r.code).toBe(0);
		const tasks = JSON.parse(r.stdout) as { id: string; label: string; modality: string; isPlaceholder: boolean }[];
		expect(tasks.map((t) => t.id)).toEqual(PIPELINE_TYPES);
		expect(tasks.find((t) => t.id === "text-generation")).toMatchObject({ label: "Text Generation", modality: "nlp" });
	});

	it("tasks <id> --json is the task page; an unknown task exits 1", async () => {
		const r = await hubkit(["tasks", "text-generation", "--json"]);
		expect(JSON.parse(r.stdout)).toMatchObject({ id: "text-generation", label: "Text Generation" });
		const text = await hubkit(["tasks", "text-generation"]);
		expect(text.stdout).toMatch(/^Text Generation \(text-generation\)/);
		const missing = await hubkit(["tasks", "no-such-task"]);
		expect(missing.code).toBe(1);
		expect(missing.stderr).toBe("hubkit: unknown task: no-such-task (see hubkit tasks)\n");
	});

	it("libraries --json lists every library without generators; one library has tasks and models", async () => {
		const all = JSON.parse((await hubkit(["libraries", "--json"])).stdout) as Record<string, unknown>[];
		expect(all.map((l) => l.id)).toEqual(LIBRARY_IDS);
		for (const l of all) expect(typeof l.hasSnippets).toBe("boolean");
		const one = await hubkit(["libraries", "transformers", "--json"]);
		const detail = JSON.parse(one.stdout) as {
			id: string;
			tasks: string[];
			modelCount: number;
			models: { id: string; downloads: number }[];
		};
		expect(detail.id).toBe("transformers");
		expect(detail.tasks).toContain("text-generation");
		const uses = SAMPLE_MODELS.filter((m) => m.library_name === "transformers");
		expect(detail.modelCount).toBe(uses.length);
		// The most downloaded few, not every one.
		expect(detail.models.length).toBe(Math.min(uses.length, 20));
		for (const m of detail.models) expect(uses.map((r) => r.id)).toContain(m.id);
		expect((await hubkit(["libraries", "nope-lib"])).code).toBe(1);
	});

	it("apps <model> --json equals the local apps of the record", async () => {
		const model = sampleWith((m) => (m.tags ?? []).includes("gguf")) ?? SAMPLE_MODELS[0];
		if (!model) throw new Error("the sample catalogue is empty");
		const r = await hubkit(["apps", model.id, "--json"]);
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout)).toEqual(
			JSON.parse(JSON.stringify(localApps(model, undefined, [], proofsOf(SAMPLE_MODELS)))),
		);
		const text = await hubkit(["apps", model.id]);
		expect(
			text.stdout.startsWith(`Local apps for ${model.id}`) || text.stdout === `No local app offers ${model.id}.\n`,
		).toBe(true);
	});

	it("snippets <record.json> --json renders a record file", async () => {
		const record = {
			id: "someone/fill-mask-model",
			pipeline_tag: "fill-mask",
			library_name: "transformers",
			mask_token: "[MASK]",
			tags: ["transformers"],
			transformersInfo: { auto_model: "AutoModelForMaskedLM" },
		};
		const file = join(tmp, "record.json");
		writeFileSync(file, JSON.stringify(record));
		const r = await hubkit(["snippets", file, "--json", "--provider", "hf-inference"]);
		expect(r.code).toBe(0);
		const body = JSON.parse(r.stdout) as ReturnType<typeof buildSnippets>;
		expect(Object.keys(body).sort()).toEqual([
			"chat",
			"errors",
			"inference",
			"libraries",
			"localApps",
			"notes",
			"providers",
		]);
		const expected = buildSnippets(record, { provider: "hf-inference", options: {}, samples: SAMPLE_MODELS });
		expect(body).toEqual(JSON.parse(JSON.stringify(expected)));
		for (const l of body.libraries) expect(l.library).toBe("transformers");
	});

	it("snippets --json says which library snippets ran, and against which version", async () => {
		const id = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
		const r = await hubkit(["snippets", id, "--json"]);
		expect(r.code).toBe(0);
		const body = JSON.parse(r.stdout) as ReturnType<typeof buildSnippets>;
		const view = body.libraries.find((l) => l.library === "transformers");
		expect(view?.verification).toHaveLength(view?.snippets.length ?? -1);
		for (const v of view?.verification ?? []) {
			expect(v).toMatchObject({ level: "ran", library: "transformers", version: expect.stringMatching(/^\d+\./) });
		}
		const record = join(tmp, "never-ran.json");
		writeFileSync(record, JSON.stringify({ id: "someone/never-ran", library_name: "transformers", tags: [] }));
		const other = JSON.parse((await hubkit(["snippets", record, "--json"])).stdout) as ReturnType<typeof buildSnippets>;
		// Never `ran` itself: at most the same template ran for a sample record, which it names.
		for (const l of other.libraries) {
			for (const v of l.verification) {
				if (v.level === "same-template") expect(SAMPLE_MODELS.some((m) => m.id === v.sample)).toBe(true);
				else expect(v).toEqual({ level: "parsed" });
			}
		}
	});

	it("snippets prints one proof line per block: library snippet, local-app block and inference snippet", async () => {
		const id = "TheBloke/phi-2-GGUF";
		const view = buildSnippets(getSample(id), { provider: "auto", options: {}, samples: SAMPLE_MODELS });
		const r = await hubkit(["snippets", id]);
		expect(r.code).toBe(0);
		const lines = r.stdout.split("\n").map((l) => l.trim());
		const proofs = [
			...view.libraries.flatMap((l) => l.verification),
			...view.localApps.flatMap((a) => (a.snippets ?? []).map((b) => b.verification)),
			...view.inference.map((s) => s.verification),
		].map((v) => (v.level === "ran" ? `✓ ${verificationLabel(v)}` : verificationLabel(v)));
		expect(proofs.length).toBeGreaterThan(2);
		expect(proofs).toContain("✓ Ran with node-llama-cpp 3.22");
		expect(lines.filter((l) => proofs.includes(l))).toEqual(proofs);
		// An own copy of the record: node-llama-cpp's commands ran for a sample of the same template.
		const file = join(tmp, "own-gguf.json");
		writeFileSync(file, JSON.stringify({ ...getSample(id), id: "my-org/phi-2-GGUF", author: "my-org" }));
		const own = await hubkit(["snippets", file]);
		expect(own.stdout).toMatch(/Ran for \S+ \(same template\)/);
	});

	it("snippets filters by language and client, and passes streaming and bill-to", async () => {
		const model = sampleWith(
			(m) => (m.tags ?? []).includes("conversational") && (m.inferenceProviderMapping ?? []).length > 0,
		);
		if (!model) throw new Error("no conversational sample model with a provider");
		const provider = model.inferenceProviderMapping?.[0]?.provider ?? "auto";
		const r = await hubkit([
			"snippets",
			model.id,
			"--provider",
			provider,
			"--language",
			"sh",
			"--stream",
			"--bill-to",
			"my-org",
			"--json",
		]);
		expect(r.code).toBe(0);
		const body = JSON.parse(r.stdout) as { inference: { language: string; client: string; content: string }[] };
		for (const s of body.inference) expect(s.language).toBe("sh");
		const expected = buildSnippets(model, { provider, language: "sh", options: { streaming: true, billTo: "my-org" } });
		expect(body.inference).toEqual(expected.inference);
		const text = await hubkit(["snippets", model.id, "--provider", provider, "--client", "curl"]);
		expect(text.code).toBe(0);
		expect(text.stdout.startsWith(`Snippets for ${model.id}\n`)).toBe(true);
		expect(text.stdout).not.toMatch(ANSI);
	});

	it("snippets says when the chosen provider and language give no inference example", async () => {
		// On auto, a fill-mask model has huggingface.js and huggingface_hub examples only: none in shell.
		const file = join(tmp, "fill-mask.json");
		writeFileSync(file, JSON.stringify({ id: "me/my-model", pipeline_tag: "fill-mask", library_name: "transformers" }));
		const r = await hubkit(["snippets", file, "--language", "sh"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toContain('pipeline("fill-mask"');
		expect(r.stdout).toContain("\nInference (provider: auto)\n");
		expect(r.stdout.trimEnd().endsWith("No inference example for this model on auto (sh).")).toBe(true);
		const python = await hubkit(["snippets", file, "--language", "python"]);
		expect(python.stdout).toContain("python · huggingface_hub");
		expect(python.stdout).not.toContain("No inference example");
	});

	it("snippets says when the chosen provider does not serve the model's task, and which do", async () => {
		const file = join(tmp, "text-to-image.json");
		writeFileSync(file, JSON.stringify({ id: "me/images", pipeline_tag: "text-to-image" }));
		const r = await hubkit(["snippets", file, "--provider", "groq"]);
		expect(r.code).toBe(0);
		expect(r.stdout).not.toContain("No snippets");
		expect(r.stdout).toMatch(/^groq does not serve text-to-image models; these do: .*fal-ai.*, or auto\.$/m);
		// The generator's own line is a warning, not an error: the command succeeded.
		expect(r.stderr).not.toMatch(/^hubkit:/m);
		const served = await hubkit(["snippets", file, "--provider", "fal-ai"]);
		expect(served.stdout).not.toContain("does not serve");
	});
});

describe("hubkit snippets: provider notes", () => {
	it("warns when the record lists no provider, or not the chosen one, but not for a custom endpoint", async () => {
		const file = join(tmp, "chat.json");
		const chat = { id: "me/chat", pipeline_tag: "text-generation", tags: ["conversational"] };
		const served = {
			...chat,
			inferenceProviderMapping: [{ provider: "groq", providerId: "chat-1", task: "conversational", status: "live" }],
		};
		writeFileSync(file, JSON.stringify(served));
		const note = (out: string) => out.split("\n").filter((line) => line.startsWith("Note: "));
		const other = await hubkit(["snippets", file, "--provider", "together", "--language", "sh"]);
		expect(other.code).toBe(0);
		expect(note(other.stdout)).toEqual([
			"Note: together does not serve this model (per its record), so these calls fail; try groq or auto.",
		]);
		expect(note((await hubkit(["snippets", file, "--provider", "groq"])).stdout)).toEqual([]);
		expect(note((await hubkit(["snippets", file])).stdout)).toEqual([]);
		const own = await hubkit(["snippets", file, "--provider", "together", "--endpoint", "https://my.example.com"]);
		expect(note(own.stdout)).toEqual([]);
		writeFileSync(file, JSON.stringify(chat));
		expect(note((await hubkit(["snippets", file])).stdout)).toEqual([`Note: ${NO_PROVIDER_NOTE}`]);
		// The help's own example picks a provider that serves its model.
		const example = SNIPPETS_HELP.split("\n").find((line) => line.trim().startsWith("hubkit snippets meta-llama/"));
		if (!example) throw new Error("no provider example in hubkit snippets --help");
		const ran = await hubkit(example.trim().split(/\s+/).slice(1));
		expect(ran.code).toBe(0);
		expect(ran.stdout).toContain("python · openai");
		expect(note(ran.stdout)).toEqual([]);
		// --json keeps the API's shape, the note in its `notes`.
		expect(JSON.parse((await hubkit(["snippets", file, "--json"])).stdout).notes).toEqual([NO_PROVIDER_NOTE]);
	});

	it("prints the generator's refusal as the API returns it (a fal endpoint id that is not owner/name)", async () => {
		const file = join(tmp, "fal.json");
		const record = {
			id: "me/image",
			pipeline_tag: "text-to-image",
			inferenceProviderMapping: [{ provider: "fal-ai", providerId: "no-slash", task: "text-to-image", status: "live" }],
		};
		writeFileSync(file, JSON.stringify(record));
		const text = await hubkit(["snippets", file, "--provider", "fal-ai"]);
		expect(text.code).toBe(0);
		const error = "Invalid app id: no-slash. Must be in the format <appOwner>/<appId>";
		expect(text.stdout).toContain(`Error: ${error}`);
		expect(text.stdout).not.toContain("No inference example");
		expect(JSON.parse((await hubkit(["snippets", file, "--provider", "fal-ai", "--json"])).stdout).errors).toEqual([
			error,
		]);
	});
});

describe("hubkit snippets: other libraries and files", () => {
	it("adds --library snippets and names the --file in local apps' commands, refusing unknown ones", async () => {
		const file = join(tmp, "gguf.json");
		const record = {
			id: "me/chat-GGUF",
			pipeline_tag: "text-generation",
			library_name: "gguf",
			tags: ["gguf", "conversational"],
			gguf: { context_length: 4096 },
			siblings: [{ rfilename: "chat.Q4_K_M.gguf" }, { rfilename: "chat.Q8_0.gguf" }],
		};
		writeFileSync(file, JSON.stringify(record));
		const chosen = await hubkit(["snippets", file, "--file", "chat.Q8_0.gguf", "--json"]);
		expect(chosen.code).toBe(0);
		const body = JSON.parse(chosen.stdout) as ReturnType<typeof buildSnippets>;
		expect(body.localApps).toEqual(
			JSON.parse(JSON.stringify(buildSnippets(record, { provider: "auto", options: {}, file: "chat.Q8_0.gguf" })))
				.localApps,
		);
		expect(JSON.stringify(body.localApps)).toContain("Q8_0");
		const other = await hubkit(["snippets", file, "--file", "other.gguf"]);
		expect([other.code, other.stderr]).toEqual([2, "hubkit: file is not a file of me/chat-GGUF: other.gguf\n"]);
		const unknown = await hubkit(["snippets", file, "--library", "no-such-library"]);
		expect([unknown.code, unknown.stderr]).toEqual([2, "hubkit: unknown library: no-such-library\n"]);
	});
});

describe("hubkit: exit codes", () => {
	it("exits 2 with one line on bad arguments", async () => {
		writeFileSync(join(tmp, "broken.json"), "{not json");
		writeFileSync(join(tmp, "bad-record.json"), JSON.stringify({ id: "bad id" }));
		const cases: [string[], string][] = [
			[[], "hubkit: missing command (see hubkit --help)"],
			[["frobnicate"], "hubkit: unknown command: frobnicate (see hubkit --help)"],
			[["tasks", "--frob"], "hubkit: unknown option --frob"],
			[["tasks", "a", "b"], "hubkit: tasks takes at most one task id"],
			[["snippets"], "hubkit: snippets takes one model id or record file (see hubkit snippets --help)"],
			[["apps"], "hubkit: apps takes one model id or record file (see hubkit apps --help)"],
			[["snippets", "a/b", "--language", "ruby"], "hubkit: --language must be one of js, python, sh"],
			[
				["snippets", "a/b", "--language", "python", "--client", "curl"],
				"hubkit: unknown python client: curl (one of openai, huggingface_hub, fal_client, requests)",
			],
			[["snippets", "a/b", "--endpoint", "ftp://x"], "hubkit: --endpoint must be an http(s) URL"],
			[["snippets", "a/b", "--bill-to", "a b"], "hubkit: --bill-to must be a user or organisation name"],
			[["snippets", "a/b", "--provider"], "hubkit: option --provider needs a value"],
			[["snippets", "a/b", "--stream=false"], "hubkit: option --stream takes no value"],
			[["tasks", "--json=yes"], "hubkit: option --json takes no value"],
			[["snippets", "not an id"], 'hubkit: not a model id or a .json record file: "not an id"'],
			[["snippets", "./missing.json"], "hubkit: no such file: ./missing.json"],
			[["snippets", join(tmp, "broken.json")], `hubkit: ${join(tmp, "broken.json")}: not valid JSON`],
			[["snippets", `${tmp}/`], `hubkit: ${tmp}/: a folder, not a model record file`],
			[
				["models", "--models", join(tmp, "none.jsonl")],
				`hubkit: cannot read the catalogue: ${join(tmp, "none.jsonl")}: no such file or folder`,
			],
			[["apps", "a/b", "--hub", "not-a-url"], 'hubkit: --hub must be an http(s) URL, not "not-a-url"'],
		];
		const results = await Promise.all(cases.map(([args]) => hubkit(args)));
		cases.forEach(([args, message], i) => {
			const r = results[i] as CliResult;
			expect(r.code, args.join(" ")).toBe(2);
			expect(r.stderr, args.join(" ")).toBe(`${message}\n`);
			expect(r.stdout).toBe("");
		});
		const bad = await hubkit(["snippets", join(tmp, "bad-record.json")]);
		expect(bad.code).toBe(2);
		expect(bad.stderr).toMatch(/^hubkit: .*bad-record\.json: not a model record \(id: .*\)\n$/);
		// A catalogue named by a variable set long ago: the message names the variable.
		const fromEnv = await hubkit(["tasks"], { HUBKIT_MODELS: join(tmp, "none.jsonl") });
		expect([fromEnv.code, fromEnv.stderr]).toEqual([
			2,
			`hubkit: cannot read the catalogue of HUBKIT_MODELS: ${join(tmp, "none.jsonl")}: no such file or folder\n`,
		]);
		const provider = await hubkit(["snippets", "a/b", "--provider", "nobody"]);
		expect(provider.code).toBe(2);
		expect(provider.stderr).toMatch(/^hubkit: unknown provider: nobody \(one of auto, .*\)\n$/);
	});

	it("exits 1 when a model is not found", async () => {
		for (const command of ["snippets", "apps"]) {
			const r = await hubkit([command, "acme/does-not-exist"]);
			expect(r.code).toBe(1);
			expect(r.stderr).toBe(
				"hubkit: model not found in the sample catalogue: acme/does-not-exist (use --hub URL, or a record .json file)\n",
			);
		}
	});
});

describe("hubkit --hub", () => {
	let hub: Server;
	let url: string;
	beforeAll(async () => {
		hub = createServer((req, res) => {
			const path = new URL(req.url ?? "/", "http://x").pathname;
			if (path === "/api/models/remote/chat-model") {
				res.writeHead(200, { "content-type": "application/json" });
				res.end(
					JSON.stringify({
						id: "remote/chat-model",
						pipeline_tag: "text-generation",
						library_name: "transformers",
						tags: ["conversational"],
						inferenceProviderMapping: {
							together: { providerId: "remote/chat", task: "conversational", status: "live" },
						},
					}),
				);
			} else if (path === "/api/models/remote/broken") {
				res.writeHead(500);
				res.end("oops");
			} else {
				res.writeHead(404, { "content-type": "application/json" });
				res.end('{"error":"Repository not found"}');
			}
		});
		await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
		url = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
	});
	afterAll(() => new Promise((resolve) => hub.close(resolve)));

	it("fetches the record from the hub", async () => {
		const r = await hubkit(["snippets", "remote/chat-model", "--hub", url, "--provider", "together", "--json"]);
		expect(r.code).toBe(0);
		const body = JSON.parse(r.stdout) as { libraries: { library: string }[] };
		for (const l of body.libraries) expect(l.library).toBe("transformers");
	});

	it("exits 1 when the hub has no such model or fails", async () => {
		const missing = await hubkit(["apps", "remote/missing", "--hub", url]);
		expect(missing.code).toBe(1);
		expect(missing.stderr).toBe(`hubkit: model not found on ${url}: remote/missing\n`);
		const broken = await hubkit(["apps", "remote/broken", "--hub", url]);
		expect(broken.code).toBe(1);
		expect(broken.stderr).toBe(`hubkit: ${url} answered 500\n`);
	});
});
