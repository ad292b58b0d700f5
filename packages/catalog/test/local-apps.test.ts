import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { describe, expect, it } from "vitest";
import { COMPLETION_MAX_TOKENS, GGUF_FILE_PLACEHOLDER, pickQuant } from "../src/local-apps/common.js";
// Imported from the modules themselves (not the package root) so that these tests do not
// depend on every library generator loading.
import { LOCAL_APP_IDS, LOCAL_APPS, type LocalApp, type LocalAppSnippet } from "../src/local-apps/index.js";
import type { ModelRecord } from "../src/model.js";
import { parseModelRecord } from "../src/validate.js";
import { shellFailures } from "./helpers/parse.js";

// ---- corpus: the sample catalogue (its local-app-variants table holds the branch records) ----

const CORPUS: readonly ModelRecord[] = SAMPLE_MODELS;

/**
 * Records the exact-text tests read, kept here so that edits to the shared catalogue (whose
 * curated files hold the same models) cannot change what these tests expect.
 */
const FIXTURES: ModelRecord[] = [
	{
		id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
		author: "bartowski",
		pipeline_tag: "text-generation",
		tags: [
			"gguf",
			"facebook",
			"meta",
			"llama",
			"llama-3",
			"text-generation",
			"en",
			"base_model:meta-llama/Llama-3.2-3B-Instruct",
			"license:llama3.2",
			"endpoints_compatible",
			"region:us",
			"conversational",
		],
		cardData: {
			base_model: "meta-llama/Llama-3.2-3B-Instruct",
			license: "llama3.2",
			language: ["en"],
		},
		gguf: {
			total: 3212749888,
			architecture: "llama",
			context_length: 131072,
			chat_template:
				"{{- bos_token }}\n{%- if tools is not none %}\n    {{- '<|start_header_id|>system<|end_header_id|>\\n\\nYou have access to the following functions.' }}\n{%- endif %}\n{%- for message in messages %}{{- '<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n' + message['content'] | trim + '<|eot_id|>' }}{%- endfor %}\n{%- if add_generation_prompt %}{{- '<|start_header_id|>assistant<|end_header_id|>\\n\\n' }}{%- endif %}",
		},
		siblings: [
			{
				rfilename: ".gitattributes",
			},
			{
				rfilename: "Llama-3.2-3B-Instruct-f16.gguf",
			},
			{
				rfilename: "Llama-3.2-3B-Instruct-Q8_0.gguf",
			},
			{
				rfilename: "Llama-3.2-3B-Instruct-Q6_K.gguf",
			},
			{
				rfilename: "Llama-3.2-3B-Instruct-Q5_K_M.gguf",
			},
			{
				rfilename: "Llama-3.2-3B-Instruct-Q4_K_M.gguf",
			},
			{
				rfilename: "Llama-3.2-3B-Instruct-Q3_K_L.gguf",
			},
			{
				rfilename: "Llama-3.2-3B-Instruct-IQ4_XS.gguf",
			},
			{
				rfilename: "README.md",
			},
		],
	},
	{
		id: "TheBloke/Llama-2-7B-GGUF",
		author: "TheBloke",
		pipeline_tag: "text-generation",
		tags: [
			"transformers",
			"gguf",
			"llama",
			"facebook",
			"meta",
			"llama-2",
			"text-generation",
			"en",
			"base_model:meta-llama/Llama-2-7b-hf",
			"license:llama2",
			"region:us",
		],
		library_name: "transformers",
		cardData: {
			base_model: "meta-llama/Llama-2-7b-hf",
			license: "llama2",
			language: ["en"],
		},
		gguf: {
			total: 6738415616,
			architecture: "llama",
			context_length: 4096,
		},
		siblings: [
			{
				rfilename: "README.md",
			},
			{
				rfilename: "llama-2-7b.Q2_K.gguf",
			},
			{
				rfilename: "llama-2-7b.Q3_K_M.gguf",
			},
			{
				rfilename: "llama-2-7b.Q4_0.gguf",
			},
			{
				rfilename: "llama-2-7b.Q4_K_M.gguf",
			},
			{
				rfilename: "llama-2-7b.Q5_K_M.gguf",
			},
			{
				rfilename: "llama-2-7b.Q8_0.gguf",
			},
		],
	},
	{
		id: "Qwen/Qwen2.5-7B-Instruct-AWQ",
		author: "Qwen",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [
			"transformers",
			"safetensors",
			"qwen2",
			"text-generation",
			"chat",
			"conversational",
			"en",
			"base_model:Qwen/Qwen2.5-7B-Instruct",
			"base_model:quantized:Qwen/Qwen2.5-7B-Instruct",
			"license:apache-2.0",
			"text-generation-inference",
			"endpoints_compatible",
			"4-bit",
			"awq",
			"region:us",
		],
		cardData: {
			base_model: "Qwen/Qwen2.5-7B-Instruct",
			license: "apache-2.0",
			language: ["en"],
		},
		config: {
			architectures: ["Qwen2ForCausalLM"],
			model_type: "qwen2",
			quantization_config: {
				quant_method: "awq",
				bits: 4,
			},
		},
		transformersInfo: {
			auto_model: "AutoModelForCausalLM",
			pipeline_tag: "text-generation",
			processor: "AutoTokenizer",
		},
	},
	{
		id: "Qwen/Qwen2.5-VL-7B-Instruct",
		author: "Qwen",
		pipeline_tag: "image-text-to-text",
		library_name: "transformers",
		tags: [
			"transformers",
			"safetensors",
			"qwen2_5_vl",
			"image-text-to-text",
			"multimodal",
			"conversational",
			"en",
			"license:apache-2.0",
			"text-generation-inference",
			"endpoints_compatible",
			"region:us",
		],
		cardData: {
			license: "apache-2.0",
			language: ["en"],
		},
		config: {
			architectures: ["Qwen2_5_VLForConditionalGeneration"],
			model_type: "qwen2_5_vl",
		},
		transformersInfo: {
			auto_model: "AutoModelForImageTextToText",
			pipeline_tag: "image-text-to-text",
			processor: "AutoProcessor",
		},
	},
	{
		id: "nerijs/pixel-art-xl",
		author: "nerijs",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: [
			"diffusers",
			"safetensors",
			"text-to-image",
			"stable-diffusion",
			"lora",
			"base_model:stabilityai/stable-diffusion-xl-base-1.0",
			"license:creativeml-openrail-m",
			"region:us",
		],
		cardData: {
			base_model: "stabilityai/stable-diffusion-xl-base-1.0",
			license: "creativeml-openrail-m",
			instance_prompt: "pixel art",
		},
		siblings: [
			{
				rfilename: "README.md",
			},
			{
				rfilename: "pixel-art-xl.safetensors",
			},
		],
	},
	{
		id: "stabilityai/stable-diffusion-xl-base-1.0",
		author: "stabilityai",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: [
			"diffusers",
			"onnx",
			"safetensors",
			"text-to-image",
			"stable-diffusion",
			"arxiv:2307.01952",
			"license:openrail++",
			"endpoints_compatible",
			"diffusers:StableDiffusionXLPipeline",
			"region:us",
		],
		cardData: {
			license: "openrail++",
		},
		config: {
			diffusers: {
				_class_name: "StableDiffusionXLPipeline",
			},
		},
	},
	{
		id: "google-bert/bert-base-uncased",
		author: "google-bert",
		pipeline_tag: "fill-mask",
		library_name: "transformers",
		tags: [
			"transformers",
			"pytorch",
			"safetensors",
			"bert",
			"fill-mask",
			"exbert",
			"en",
			"dataset:bookcorpus",
			"dataset:wikipedia",
			"arxiv:1810.04805",
			"license:apache-2.0",
			"endpoints_compatible",
			"region:us",
		],
		cardData: {
			license: "apache-2.0",
			language: "en",
		},
		mask_token: "[MASK]",
		transformersInfo: {
			auto_model: "AutoModelForMaskedLM",
			pipeline_tag: "fill-mask",
			processor: "AutoTokenizer",
		},
	},
];

function record(id: string): ModelRecord {
	const m = FIXTURES.find((r) => r.id === id) ?? CORPUS.find((r) => r.id === id);
	if (!m) throw new Error(`no record ${id}`);
	return m;
}

function app(id: string): LocalApp {
	const a = LOCAL_APPS[id];
	if (!a) throw new Error(`no app ${id}`);
	return a;
}

function snippets(id: string, model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const a = app(id);
	if (!a.snippet) throw new Error(`${id} has no snippet`);
	return a.snippet(model, filepath);
}

function link(id: string, model: ModelRecord, filepath?: string): string {
	const a = app(id);
	if (!a.deeplink) throw new Error(`${id} has no deeplink`);
	return a.deeplink(model, filepath).href;
}

const asList = (x: string | string[] | undefined): string[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** Every shell text of the snippets (setup and content alternatives). */
function shellTexts(list: LocalAppSnippet[]): string[] {
	return list.filter((s) => (s.language ?? "sh") === "sh").flatMap((s) => [...asList(s.setup), ...asList(s.content)]);
}

const allText = (list: LocalAppSnippet[]): string =>
	list.flatMap((s) => [...asList(s.setup), ...asList(s.content)]).join("\n");

// ---- the catalogue ---------------------------------------------------------------------

describe("LOCAL_APPS catalogue", () => {
	it("keys every app by its own id, each id once", () => {
		expect(Object.keys(LOCAL_APPS)).toEqual(LOCAL_APP_IDS);
		expect(new Set(LOCAL_APP_IDS).size).toBe(LOCAL_APP_IDS.length);
		for (const id of LOCAL_APP_IDS) expect(app(id).id).toBe(id);
		expect(LOCAL_APP_IDS[0]).toBe("llama.cpp");
	});

	it("gives every app either a snippet or a deeplink, never both", () => {
		for (const a of Object.values(LOCAL_APPS)) expect(Boolean(a.snippet) !== Boolean(a.deeplink), a.id).toBe(true);
	});

	it("carries the labels, docs URLs, main tasks and macOS-only flags of the reference table", () => {
		expect(app("llama.cpp").prettyLabel).toBe("llama.cpp");
		expect(app("mlx-lm").prettyLabel).toBe("MLX LM");
		expect(app("unsloth").prettyLabel).toBe("Unsloth Desktop");
		expect(app("backyard").prettyLabel).toBe("Backyard AI");
		expect(app("tgi").docsUrl).toBe("https://huggingface.co/docs/text-generation-inference/");
		expect(app("docker-model-runner").docsUrl).toBe("https://docs.docker.com/ai/model-runner/");
		expect(app("pi").docsUrl).toBe("https://github.com/earendil-works/pi");
		for (const a of Object.values(LOCAL_APPS)) expect(new URL(a.docsUrl).protocol).toBe("https:");
		const macOnly = Object.values(LOCAL_APPS)
			.filter((a) => a.macOSOnly === true)
			.map((a) => a.id);
		expect(macOnly).toEqual(expect.arrayContaining(["recursechat", "drawthings", "diffusionbee", "joyfusion"]));
		const imageApps = Object.values(LOCAL_APPS)
			.filter((a) => a.mainTask === "text-to-image")
			.map((a) => a.id);
		expect(imageApps).toEqual(expect.arrayContaining(["drawthings", "diffusionbee", "joyfusion"]));
	});
});

// ---- the whole corpus ----------------------------------------------------------------------

describe("local apps over the sample catalogue", () => {
	it("every fixture is valid and the corpus is not empty", () => {
		for (const f of FIXTURES) expect(parseModelRecord(f).ok, f.id).toBe(true);
		expect(CORPUS.length).toBeGreaterThan(0);
	});

	it("shows every app on at least one record and hides it on at least one", () => {
		for (const id of LOCAL_APP_IDS) {
			const shown = CORPUS.filter((m) => app(id).displayOnModelPage(m));
			expect(shown.length, `${id} shown`).toBeGreaterThan(0);
			expect(shown.length, `${id} hidden`).toBeLessThan(CORPUS.length);
		}
	});

	it("produces output for every shown app with no exception, and every shell command passes bash -n", () => {
		const shell: string[] = [];
		let calls = 0;
		for (const m of CORPUS) {
			for (const a of Object.values(LOCAL_APPS)) {
				if (!a.displayOnModelPage(m)) continue;
				calls++;
				if (a.deeplink) {
					const url = a.deeplink(m);
					expect(url).toBeInstanceOf(URL);
					continue;
				}
				const list = a.snippet?.(m) ?? [];
				expect(list.length, `${a.id} on ${m.id}`).toBeGreaterThan(0);
				for (const s of list) {
					expect(s.title.length).toBeGreaterThan(0);
					for (const text of [...asList(s.setup), ...asList(s.content)])
						expect(text, `${a.id} ends with one newline`).toMatch(/[^\n]\n$/);
					if (s.language === "json") for (const t of asList(s.content)) expect(() => JSON.parse(t)).not.toThrow();
				}
				shell.push(...shellTexts(list));
			}
		}
		expect(calls).toBeGreaterThan(50);
		// Install steps repeat across records; each distinct text is checked once.
		expect(shellFailures([...new Set(shell)])).toEqual([]);
	});
});

// ---- llama.cpp and the GGUF quant -------------------------------------------------------------

const LLAMA32 = "bartowski/Llama-3.2-3B-Instruct-GGUF";
const LLAMA2 = "TheBloke/Llama-2-7B-GGUF";

describe("llama.cpp", () => {
	it("shows on GGUF records (a context length in the GGUF header) only", () => {
		expect(app("llama.cpp").displayOnModelPage(record(LLAMA32))).toBe(true);
		expect(app("llama.cpp").displayOnModelPage({ id: "a/b", gguf: {} })).toBe(false);
		expect(app("llama.cpp").displayOnModelPage({ id: "a/b", tags: ["gguf"] })).toBe(false);
		expect(app("llama.cpp").displayOnModelPage(record("google-bert/bert-base-uncased"))).toBe(false);
	});

	it("installs with brew, winget or a pre-built binary, then runs llama-server and llama-cli on <id>:<quant>", () => {
		const [first] = snippets("llama.cpp", record(LLAMA32));
		expect(asList(first?.setup)).toHaveLength(3);
		expect(asList(first?.setup)[0]).toContain("brew install llama.cpp");
		expect(asList(first?.setup)[1]).toContain("winget install llama.cpp");
		expect(asList(first?.setup)[2]).toContain("https://github.com/ggml-org/llama.cpp/releases");
		const [server, cli] = asList(first?.content);
		expect(server).toContain("llama-server -hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'\n");
		expect(cli).toContain("llama-cli -hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'\n");
	});

	it("takes the quant from the chosen GGUF file name", () => {
		const text = allText(snippets("llama.cpp", record(LLAMA32), "Llama-3.2-3B-Instruct-Q8_0.gguf"));
		expect(text).toContain("-hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q8_0'");
		expect(text).not.toContain("Q4_K_M");
		expect(pickQuant(record(LLAMA32), "sub/dir/Llama-3.2-3B-Instruct-iq4_xs.gguf")).toBe("IQ4_XS");
		// A chosen file whose name names no quant falls back to the repository's default.
		expect(pickQuant(record(LLAMA32), "consolidated.gguf")).toBe("Q4_K_M");
	});

	it("defaults to the best quant in the repository: Q4_K_M when present, else the next preferred", () => {
		expect(pickQuant(record(LLAMA32))).toBe("Q4_K_M");
		expect(pickQuant(record(LLAMA2))).toBe("Q4_K_M");
		const only = (...files: string[]): ModelRecord => ({
			id: "o/m",
			gguf: { context_length: 2048 },
			siblings: files.map((rfilename) => ({ rfilename })),
		});
		expect(pickQuant(only("m-Q8_0.gguf", "m-Q2_K.gguf", "m-Q5_K_M.gguf"))).toBe("Q5_K_M");
		expect(pickQuant(only("m-F16.gguf", "m-BF16.gguf"))).toBe("BF16");
		expect(pickQuant(only("mmproj-Q4_K_M.gguf", "m-Q8_0.gguf"))).toBe("Q8_0");
		// No quant anywhere: the bare repo id, and llama.cpp picks its own default.
		expect(pickQuant(only("model.gguf"))).toBeUndefined();
		expect(allText(snippets("llama.cpp", only("model.gguf")))).toContain("llama-server -hf 'o/m'\n");
	});

	it("calls the chat endpoint for conversational models only", () => {
		const chat = allText(snippets("llama.cpp", record(LLAMA32)));
		expect(chat).toContain("curl -X POST 'http://localhost:8080/v1/chat/completions'");
		expect(chat).toContain('"content": "What is the capital of France?"');
		expect(chat).not.toContain("max_tokens");
		const text = allText(snippets("llama.cpp", record(LLAMA2)));
		expect(text).toContain("curl -X POST 'http://localhost:8080/v1/completions'");
		expect(text).not.toContain("chat/completions");
		expect(text).toContain('"prompt": "Once upon a time,"');
		expect(text).toContain('"max_tokens": 512');
		expect(COMPLETION_MAX_TOKENS).toBe(512);
	});

	it("also builds from source", () => {
		const [, source] = snippets("llama.cpp", record(LLAMA32));
		expect(source?.title).toBe("Build from source code");
		expect(source?.setup).toContain("cmake --build build --config Release -j --target llama-server llama-cli");
		expect(asList(source?.content)[0]).toContain(
			"./build/bin/llama-server -hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'",
		);
	});
});

describe("GGUF embedding models", () => {
	const embedder = record("nomic-ai/nomic-embed-text-v1.5-GGUF");
	const chat = record(LLAMA32);

	it("llama.cpp serves embeddings and embeds in the terminal, never chats", () => {
		const text = allText(snippets("llama.cpp", embedder));
		expect(text).toMatch(/llama-server -hf '?nomic-ai\/nomic-embed-text-v1\.5-GGUF[^\n]* --embeddings\n/);
		expect(text).toContain("/v1/embeddings");
		expect(text).toMatch(/llama-embedding -hf \S+ -p '/);
		expect(text).toContain("--target llama-server llama-embedding");
		expect(text).not.toMatch(/llama-cli|chat\/completions|\/v1\/completions/);
		expect(shellFailures(shellTexts(snippets("llama.cpp", embedder)))).toEqual([]);
	});

	it("node-llama-cpp downloads an embedding model instead of opening a chat on it", () => {
		const text = allText(snippets("node-llama-cpp", embedder));
		expect(text).toContain("npx -y node-llama-cpp pull 'hf:nomic-ai/nomic-embed-text-v1.5-GGUF");
		expect(text).not.toContain("node-llama-cpp chat");
	});

	it("chat models keep their chat commands", () => {
		expect(allText(snippets("node-llama-cpp", chat))).toContain("node-llama-cpp chat");
		const text = allText(snippets("llama.cpp", chat));
		expect(text).toContain("llama-cli -hf");
		expect(text).not.toContain("--embeddings");
	});
});

describe("node-llama-cpp, Ollama, Docker Model Runner, LocalAI, Lemonade, Unsloth", () => {
	it("node-llama-cpp chats with hf:<id>:<quant>", () => {
		const [chat, estimate] = snippets("node-llama-cpp", record(LLAMA32));
		expect(chat?.content).toBe("npx -y node-llama-cpp chat 'hf:bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'\n");
		expect(estimate?.content).toBe(
			"npx -y node-llama-cpp inspect estimate 'hf:bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'\n",
		);
	});

	it("Ollama runs hf.co/<id>:<quant>, the quant from the file name", () => {
		expect(snippets("ollama", record(LLAMA32))[0]?.content).toBe(
			"ollama run 'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'\n",
		);
		expect(snippets("ollama", record(LLAMA2), "llama-2-7b.Q5_K_M.gguf")[0]?.content).toBe(
			"ollama run 'hf.co/TheBloke/Llama-2-7B-GGUF:Q5_K_M'\n",
		);
		expect(app("ollama").displayOnModelPage(record("Qwen/Qwen2.5-7B-Instruct-AWQ"))).toBe(false);
	});

	it("Docker Model Runner runs hf.co/<id>:<quant> for GGUF and hf.co/<id> for other vLLM-ready models", () => {
		expect(snippets("docker-model-runner", record(LLAMA32))[0]?.content).toBe(
			"docker model run 'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'\n",
		);
		const awq = record("Qwen/Qwen2.5-7B-Instruct-AWQ");
		expect(app("docker-model-runner").displayOnModelPage(awq)).toBe(true);
		expect(snippets("docker-model-runner", awq)[0]?.content).toBe(
			"docker model run 'hf.co/Qwen/Qwen2.5-7B-Instruct-AWQ'\n",
		);
		expect(app("docker-model-runner").displayOnModelPage(record("nerijs/pixel-art-xl"))).toBe(false);
	});

	it("LocalAI runs huggingface://<id>/<file>, the chosen file or the one with the default quant", () => {
		const [binary, docker] = snippets("localai", record(LLAMA32));
		expect(binary?.content).toContain(
			"local-ai run 'huggingface://bartowski/Llama-3.2-3B-Instruct-GGUF/Llama-3.2-3B-Instruct-Q4_K_M.gguf'\n",
		);
		expect(docker?.content).toContain("localai/localai:latest-cpu 'huggingface://bartowski/");
		expect(snippets("localai", record(LLAMA2), "llama-2-7b.Q2_K.gguf")[0]?.content).toContain(
			"'huggingface://TheBloke/Llama-2-7B-GGUF/llama-2-7b.Q2_K.gguf'",
		);
		expect(snippets("localai", { id: "a/b", gguf: { context_length: 8 } })[0]?.content).toContain(
			`'huggingface://a/b/${GGUF_FILE_PLACEHOLDER}'`,
		);
	});

	it("Lemonade pulls GGUF with the llamacpp recipe and RyzenAI builds with the OGA recipes", () => {
		const gguf = allText(snippets("lemonade", record(LLAMA32)));
		expect(gguf).toContain(
			"lemonade-server pull 'user.Llama-3.2-3B-Instruct-GGUF' --checkpoint 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' --recipe llamacpp",
		);
		expect(gguf).toContain("lemonade-server run 'user.Llama-3.2-3B-Instruct-GGUF'");
		const hybrid = snippets("lemonade", record("amd/Llama-3.2-1B-Instruct-awq-g128-int4-asym-fp16-onnx-hybrid"));
		expect(hybrid[0]?.content).toContain(
			"lemonade-server pull 'user.Llama-3.2-1B-Instruct-Hybrid' --checkpoint 'amd/Llama-3.2-1B-Instruct-awq-g128-int4-asym-fp16-onnx-hybrid' --recipe oga-hybrid",
		);
		expect(hybrid[1]?.title).toBe("Interact with the model (requires a Ryzen AI 300 series processor)");
		const npu = allText(
			snippets("lemonade", record("amd/Phi-3.5-mini-instruct-awq-g128-int4-asym-bf16-onnx-ryzen-strix")),
		);
		expect(npu).toContain("'user.Phi-3.5-mini-instruct-NPU'");
		expect(npu).toContain("--recipe oga-npu");
		expect(app("lemonade").displayOnModelPage(record("Qwen/Qwen2.5-7B-Instruct-AWQ"))).toBe(false);
	});

	it("Unsloth Desktop shows on unsloth-tagged and GGUF models and names the model to search for", () => {
		expect(app("unsloth").displayOnModelPage(record("unsloth/Llama-3.2-1B-Instruct"))).toBe(true);
		expect(app("unsloth").displayOnModelPage(record(LLAMA2))).toBe(true);
		expect(app("unsloth").displayOnModelPage(record("Qwen/Qwen2.5-7B-Instruct-AWQ"))).toBe(false);
		const [s] = snippets("unsloth", record("unsloth/Llama-3.2-1B-Instruct"));
		expect(s?.setup).toBe("curl -fsSL https://unsloth.ai/install.sh | sh\n");
		expect(s?.content).toContain("unsloth studio -H 0.0.0.0 -p 8888\n");
		expect(s?.content).toContain("# unsloth/Llama-3.2-1B-Instruct\n");
	});
});

// ---- serving engines -----------------------------------------------------------------------

describe("vLLM, SGLang, TGI, mlx-lm", () => {
	const awq = () => record("Qwen/Qwen2.5-7B-Instruct-AWQ");
	const vl = () => record("Qwen/Qwen2.5-VL-7B-Instruct");

	it("vLLM shows on text-generation / image-text-to-text models that are transformers, quantized for it, or GGUF", () => {
		const show = app("vllm").displayOnModelPage;
		expect(show(awq())).toBe(true);
		expect(show(vl())).toBe(true);
		expect(show(record(LLAMA32))).toBe(true);
		expect(
			show({ id: "a/b", pipeline_tag: "text-generation", config: { quantization_config: { quant_method: "gptq" } } }),
		).toBe(true);
		expect(
			show({ id: "a/b", pipeline_tag: "text-generation", config: { quantization_config: { quant_method: "aqlm" } } }),
		).toBe(true);
		expect(
			show({ id: "a/b", pipeline_tag: "text-generation", config: { quantization_config: { quant_method: "marlin" } } }),
		).toBe(true);
		expect(
			show({
				id: "a/b",
				pipeline_tag: "text-generation",
				config: { quantization_config: { quant_method: "bitsandbytes" } },
			}),
		).toBe(false);
		expect(show(record("google-bert/bert-base-uncased"))).toBe(false);
		expect(show(record("mlx-community/Qwen2.5-7B-Instruct-4bit"))).toBe(false);
	});

	it("SGLang shows on the same models except GGUF ones", () => {
		const show = app("sglang").displayOnModelPage;
		expect(show(awq())).toBe(true);
		expect(show(vl())).toBe(true);
		expect(show(record(LLAMA32))).toBe(false);
		expect(show(record(LLAMA2))).toBe(false);
	});

	it("vLLM serves the id, calls the OpenAI-compatible API, and offers the Docker image", () => {
		const [pip, docker] = snippets("vllm", awq());
		expect(pip?.setup).toContain("pip install vllm");
		expect(pip?.content).toContain("vllm serve 'Qwen/Qwen2.5-7B-Instruct-AWQ'\n");
		expect(pip?.content).toContain("curl -X POST 'http://localhost:8000/v1/chat/completions'");
		expect(pip?.content).toContain('"model": "Qwen/Qwen2.5-7B-Instruct-AWQ"');
		expect(docker?.setup).toContain("vllm/vllm-openai:latest");
		expect(docker?.setup).toContain("--model 'Qwen/Qwen2.5-7B-Instruct-AWQ'");
	});

	it("vLLM serves a GGUF quant with the base model's tokenizer, through the GGUF plugin", () => {
		const list = snippets("vllm", record(LLAMA32));
		expect(list).toHaveLength(1);
		const [pip] = list;
		expect(pip?.setup).toContain("pip install vllm vllm-gguf-plugin\n");
		expect(pip?.content).toContain(
			"vllm serve 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' --tokenizer 'meta-llama/Llama-3.2-3B-Instruct'\n",
		);
	});

	it("vision models send an image in the chat request", () => {
		const text = allText(snippets("sglang", vl()));
		expect(text).toContain("python3 -m sglang.launch_server");
		expect(text).toContain("--model-path 'Qwen/Qwen2.5-VL-7B-Instruct'");
		expect(text).toContain('"type": "image_url"');
		expect(text).toContain(
			"https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg",
		);
	});

	it("TGI runs the official image on models tagged text-generation-inference", () => {
		expect(app("tgi").displayOnModelPage(awq())).toBe(true);
		expect(app("tgi").displayOnModelPage(record(LLAMA32))).toBe(false);
		const [s] = snippets("tgi", awq());
		expect(s?.setup).toContain("ghcr.io/huggingface/text-generation-inference:latest");
		expect(s?.setup).toContain("--model-id 'Qwen/Qwen2.5-7B-Instruct-AWQ'");
		expect(s?.content).toContain("'http://localhost:8080/v1/chat/completions'");
	});

	it("mlx-lm shows on MLX text-generation models; chat for conversational ones, generate otherwise", () => {
		const mlx = record("mlx-community/Qwen2.5-7B-Instruct-4bit");
		expect(app("mlx-lm").displayOnModelPage(mlx)).toBe(true);
		expect(app("mlx-lm").displayOnModelPage(record(LLAMA32))).toBe(false);
		expect(app("mlx-lm").displayOnModelPage({ ...mlx, pipeline_tag: "image-text-to-text" })).toBe(false);
		const text = allText(snippets("mlx-lm", mlx));
		expect(text).toContain("mlx_lm.chat --model 'mlx-community/Qwen2.5-7B-Instruct-4bit'");
		expect(text).toContain("mlx_lm.server --model 'mlx-community/Qwen2.5-7B-Instruct-4bit'");
		const plain = allText(snippets("mlx-lm", { ...mlx, tags: ["mlx", "text-generation"] }));
		expect(plain).toContain(
			"mlx_lm.generate --model 'mlx-community/Qwen2.5-7B-Instruct-4bit' --prompt 'Once upon a time,' --max-tokens 512",
		);
	});
});

// ---- agent harnesses -------------------------------------------------------------------------

describe("agent harnesses (Pi, Hermes Agent, OpenClaw)", () => {
	const AGENTS = ["pi", "hermes-agent", "openclaw"];

	it("show on GGUF or MLX conversational models whose chat template mentions tools", () => {
		for (const id of AGENTS) {
			const show = app(id).displayOnModelPage;
			expect(show(record(LLAMA32)), id).toBe(true);
			expect(show(record("mlx-community/Qwen2.5-7B-Instruct-4bit")), id).toBe(true);
			expect(show(record(LLAMA2)), id).toBe(false);
			expect(show(record("Qwen/Qwen2.5-7B-Instruct-AWQ")), id).toBe(false);
			const noTools = { ...record(LLAMA32), gguf: { context_length: 4096, chat_template: "{{ messages }}" } };
			expect(show(noTools), id).toBe(false);
		}
	});

	it("start llama-server with --jinja for GGUF and mlx_lm.server for MLX", () => {
		expect(snippets("pi", record(LLAMA32))[0]?.content).toBe(
			"llama-server -hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' --jinja\n",
		);
		expect(snippets("hermes-agent", record("mlx-community/Qwen2.5-7B-Instruct-4bit"))[0]?.content).toBe(
			"mlx_lm.server --model 'mlx-community/Qwen2.5-7B-Instruct-4bit'\n",
		);
	});

	it("Pi gets a models.json provider and starts on the model", () => {
		const [, config, run] = snippets("pi", record(LLAMA32));
		expect(config?.language).toBe("json");
		const json = JSON.parse(String(config?.content));
		expect(json.providers["llama-cpp"]).toMatchObject({
			baseUrl: "http://localhost:8080/v1",
			api: "openai-completions",
		});
		expect(json.providers["llama-cpp"].models).toEqual([{ id: LLAMA32 }]);
		expect(run?.content).toBe("pi --provider 'llama-cpp' --model 'bartowski/Llama-3.2-3B-Instruct-GGUF'\n");
	});

	it("Hermes Agent is pointed at the server with hermes config set", () => {
		const [, hermes] = snippets("hermes-agent", record(LLAMA32));
		expect(hermes?.setup).toBe("curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash\n");
		expect(hermes?.content).toBe(
			[
				"hermes config set model.provider custom",
				"hermes config set model.base_url 'http://localhost:8080/v1'",
				"hermes config set model.default 'bartowski/Llama-3.2-3B-Instruct-GGUF'",
				"hermes",
				"",
			].join("\n"),
		);
	});

	it("OpenClaw gets a provider whose context window comes from the GGUF header", () => {
		const [, install, config, run] = snippets("openclaw", record(LLAMA32));
		expect(install?.setup).toBe("npm install -g openclaw@latest\n");
		expect(install?.content).toBe("openclaw onboard --install-daemon\n");
		const json = JSON.parse(String(config?.content));
		expect(json.models.providers["llama-cpp"].models[0]).toMatchObject({ id: LLAMA32, contextWindow: 131072 });
		expect(json.agents.defaults.model.primary).toBe(`llama-cpp/${LLAMA32}`);
		expect(run?.content).toBe("openclaw agent --agent main --message 'Hello! What can you do?'\n");
		const mlx = JSON.parse(String(snippets("openclaw", record("mlx-community/Qwen2.5-7B-Instruct-4bit"))[2]?.content));
		expect(mlx.models.providers["mlx-lm"].models[0].contextWindow).toBe(32768);
	});
});

// ---- deeplinks -----------------------------------------------------------------------------

describe("deeplink apps", () => {
	it("build each app's URL from its scheme with the id encoded", () => {
		const m = record(LLAMA32);
		expect(link("lmstudio", m)).toBe("lmstudio://open_from_hf?model=bartowski%2FLlama-3.2-3B-Instruct-GGUF");
		expect(link("lmstudio", m, "Llama-3.2-3B-Instruct-Q8_0.gguf")).toBe(
			"lmstudio://open_from_hf?model=bartowski%2FLlama-3.2-3B-Instruct-GGUF&file=Llama-3.2-3B-Instruct-Q8_0.gguf",
		);
		expect(link("jan", m)).toBe("jan://models/huggingface/bartowski/Llama-3.2-3B-Instruct-GGUF");
		expect(link("atomic-chat", m)).toBe("atomic-chat://models/huggingface/bartowski/Llama-3.2-3B-Instruct-GGUF");
		expect(link("backyard", m)).toBe("https://backyard.ai/hf/model/bartowski/Llama-3.2-3B-Instruct-GGUF");
		expect(link("msty", m)).toBe("msty://models/search/hf/bartowski/Llama-3.2-3B-Instruct-GGUF");
		expect(link("recursechat", m)).toBe(
			"recursechat://new-hf-gguf-model?hf-model-id=bartowski%2FLlama-3.2-3B-Instruct-GGUF",
		);
		expect(link("jellybox", m)).toBe("jellybox://llm/models/huggingface/LLM/bartowski/Llama-3.2-3B-Instruct-GGUF");
	});

	it("LM Studio and Atomic Chat also open MLX models; the GGUF-only apps do not", () => {
		const mlx = record("mlx-community/Qwen2.5-7B-Instruct-4bit");
		expect(app("lmstudio").displayOnModelPage(mlx)).toBe(true);
		expect(app("atomic-chat").displayOnModelPage(mlx)).toBe(true);
		for (const id of ["jan", "backyard", "msty", "recursechat", "jellybox"])
			expect(app(id).displayOnModelPage(mlx), id).toBe(false);
	});

	it("image apps pick their route from the lora tag", () => {
		const lora = record("nerijs/pixel-art-xl");
		const sdxl = record("stabilityai/stable-diffusion-xl-base-1.0");
		expect(link("jellybox", lora)).toBe("jellybox://image/models/huggingface/ImageLora/nerijs/pixel-art-xl");
		expect(link("jellybox", sdxl)).toBe(
			"jellybox://image/models/huggingface/Image/stabilityai/stable-diffusion-xl-base-1.0",
		);
		expect(link("drawthings", lora)).toBe(
			"https://drawthings.ai/import/diffusers/pipeline.load_lora_weights?repo_id=nerijs%2Fpixel-art-xl",
		);
		expect(link("drawthings", sdxl)).toBe(
			"https://drawthings.ai/import/diffusers/pipeline.from_pretrained?repo_id=stabilityai%2Fstable-diffusion-xl-base-1.0",
		);
		expect(link("diffusionbee", sdxl)).toBe(
			"https://diffusionbee.com/huggingface_import?model_id=stabilityai%2Fstable-diffusion-xl-base-1.0",
		);
		const joy = record("coreml-community/coreml-stable-diffusion-v1-5-joyfusion");
		expect(link("joyfusion", joy)).toBe(
			"https://joyfusion.app/import_from_hf?repo_id=coreml-community%2Fcoreml-stable-diffusion-v1-5-joyfusion",
		);
	});

	it("image apps follow their display rules", () => {
		const sdxl = record("stabilityai/stable-diffusion-xl-base-1.0");
		const joy = record("coreml-community/coreml-stable-diffusion-v1-5-joyfusion");
		expect(app("diffusionbee").displayOnModelPage(sdxl)).toBe(true);
		expect(app("diffusionbee").displayOnModelPage(joy)).toBe(false);
		expect(app("joyfusion").displayOnModelPage(joy)).toBe(true);
		expect(app("joyfusion").displayOnModelPage(sdxl)).toBe(false);
		expect(app("joyfusion").displayOnModelPage({ ...joy, tags: ["coreml", "text-to-image"] })).toBe(false);
		// Jellybox needs safetensors weights for image models; Draw Things takes any diffusers LoRA.
		const loraNoSafetensors: ModelRecord = {
			id: "a/lora",
			library_name: "diffusers",
			tags: ["lora"],
			pipeline_tag: "image-to-image",
		};
		expect(app("jellybox").displayOnModelPage(loraNoSafetensors)).toBe(false);
		expect(app("drawthings").displayOnModelPage(loraNoSafetensors)).toBe(true);
		expect(app("diffusionbee").displayOnModelPage(loraNoSafetensors)).toBe(false);
	});

	it("keeps characters that mean something in a URL inside the id", () => {
		const odd: ModelRecord = { id: "a?b#c/d e&f=g", gguf: { context_length: 1 } };
		const jan = new URL(link("jan", odd));
		expect(jan.search).toBe("");
		expect(jan.hash).toBe("");
		expect(decodeURIComponent(jan.pathname)).toBe("/huggingface/a?b#c/d e&f=g");
		expect(new URL(link("lmstudio", odd)).searchParams.get("model")).toBe("a?b#c/d e&f=g");
		const climb: ModelRecord = { id: "../../evil", gguf: { context_length: 1 } };
		expect(link("backyard", climb).startsWith("https://backyard.ai/hf/model/")).toBe(true);
		expect(decodeURIComponent(link("backyard", climb))).toBe("https://backyard.ai/hf/model/../../evil");
	});
});
