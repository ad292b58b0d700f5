/**
 * Serving engines with an OpenAI-compatible HTTP API: vLLM, SGLang, TGI and mlx-lm. Each
 * block starts the server, then shows one curl request against it.
 */
import { sh } from "../code/index.js";
import { lines } from "../code/lines.js";
import { baseModels, isConversational, type ModelRecord } from "../model.js";
import {
	block,
	COMPLETION_MAX_TOKENS,
	COMPLETION_PROMPT,
	curlRequest,
	isGgufModel,
	isMlxModel,
	isSglangModel,
	isTgiModel,
	isVllmModel,
	repoWithQuant,
} from "./common.js";
import type { LocalApp, LocalAppSnippet } from "./types.js";

export const VLLM_URL = "http://localhost:8000";
export const SGLANG_URL = "http://localhost:30000";
export const TGI_URL = "http://localhost:8080";
export const MLX_SERVER_URL = "http://localhost:8080";

/** The name vLLM serves: the repo, or `<repo>:<quant>` for a GGUF repository (one quant file is loaded). */
function vllmModelName(model: ModelRecord, filepath?: string): string {
	return isGgufModel(model) ? repoWithQuant(model, filepath) : model.id;
}

/** `vllm serve` arguments; GGUF files carry no tokenizer vLLM trusts, so the base model's is named. */
function vllmArgs(model: ModelRecord, name: string): string {
	const base = baseModels(model)[0];
	const tokenizer = isGgufModel(model) && base ? ` --tokenizer ${sh.str(base)}` : "";
	return `${sh.str(name)}${tokenizer}`;
}

function snippetVllm(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const name = vllmModelName(model, filepath);
	const args = vllmArgs(model, name);
	const call = curlRequest({ baseUrl: VLLM_URL, modelName: name, chat: isConversational(model), model });
	const docker = lines()
		.add("# Deploy with Docker on Linux (needs the NVIDIA container toolkit):")
		.add("docker run --runtime nvidia --gpus all \\")
		.add("-v ~/.cache/huggingface:/root/.cache/huggingface \\", 1)
		.add(`--env "HF_TOKEN=$HF_TOKEN" \\`, 1)
		.add("-p 8000:8000 \\", 1)
		.add("--ipc=host \\", 1)
		.add("vllm/vllm-openai:latest \\", 1)
		.add(`--model ${args}`, 1)
		.toString();
	const serve = block(`# Start the vLLM server:\nvllm serve ${args}\n`, call);
	if (isGgufModel(model)) {
		// A GGUF repository: vLLM reads GGUF through its out-of-tree plugin, which the
		// official Docker image does not ship, so only the pip route is offered.
		return [
			{
				title: "Install from pip",
				setup: "# Install vLLM and its GGUF plugin from pip:\npip install vllm vllm-gguf-plugin\n",
				content: serve,
			},
		];
	}
	return [
		{
			title: "Install from pip",
			setup: "# Install vLLM from pip:\npip install vllm\n",
			content: serve,
		},
		{
			title: "Use Docker images",
			setup: docker,
			content: call,
		},
	];
}

function sglangLaunch(model: ModelRecord, depth: number): string {
	return lines()
		.add("python3 -m sglang.launch_server \\", depth)
		.add(`--model-path ${sh.str(model.id)} \\`, depth + 1)
		.add("--host 0.0.0.0 \\", depth + 1)
		.add("--port 30000", depth + 1)
		.toString();
}

function snippetSglang(model: ModelRecord): LocalAppSnippet[] {
	const call = curlRequest({ baseUrl: SGLANG_URL, modelName: model.id, chat: isConversational(model), model });
	const docker = lines()
		.add("# Deploy with Docker on Linux:")
		.add("docker run --gpus all \\")
		.add("--shm-size 32g \\", 1)
		.add("-p 30000:30000 \\", 1)
		.add("-v ~/.cache/huggingface:/root/.cache/huggingface \\", 1)
		.add(`--env "HF_TOKEN=$HF_TOKEN" \\`, 1)
		.add("--ipc=host \\", 1)
		.add("lmsysorg/sglang:latest \\", 1)
		.add(sglangLaunch(model, 1).trimEnd())
		.toString();
	return [
		{
			title: "Install from pip",
			setup: "# Install SGLang from pip:\npip install sglang\n",
			content: block(`# Start the SGLang server:\n${sglangLaunch(model, 0)}`, call),
		},
		{
			title: "Use Docker images",
			setup: docker,
			content: call,
		},
	];
}

function snippetTgi(model: ModelRecord): LocalAppSnippet[] {
	const docker = lines()
		.add("# Deploy with Docker on Linux:")
		.add("docker run --gpus all --shm-size 1g \\")
		.add("-v ~/.cache/huggingface/hub:/data \\", 1)
		.add(`-e "HF_TOKEN=$HF_TOKEN" \\`, 1)
		.add("-p 8080:80 \\", 1)
		.add("ghcr.io/huggingface/text-generation-inference:latest \\", 1)
		.add(`--model-id ${sh.str(model.id)}`, 1)
		.toString();
	// TGI serves one model; its OpenAI-compatible routes expect the name "tgi".
	return [
		{
			title: "Use Docker images",
			setup: docker,
			content: curlRequest({ baseUrl: TGI_URL, modelName: "tgi", chat: isConversational(model), model }),
		},
	];
}

function snippetMlxLm(model: ModelRecord): LocalAppSnippet[] {
	const id = sh.str(model.id);
	const setup = "# Install MLX LM (Apple silicon):\npip install mlx-lm\n";
	const run = isConversational(model)
		? `# Start an interactive chat in the terminal:\nmlx_lm.chat --model ${id}\n`
		: `# Generate some text:\nmlx_lm.generate --model ${id} --prompt ${sh.str(COMPLETION_PROMPT)} --max-tokens ${COMPLETION_MAX_TOKENS}\n`;
	const server = block(
		`# Start an OpenAI-compatible server:\nmlx_lm.server --model ${id}\n`,
		curlRequest({ baseUrl: MLX_SERVER_URL, modelName: model.id, chat: isConversational(model), model }),
	);
	return [
		{ title: "Generate or chat in the terminal", setup, content: run },
		{ title: "Run an OpenAI-compatible server", setup, content: server },
	];
}

export const vllm: LocalApp = {
	id: "vllm",
	prettyLabel: "vLLM",
	docsUrl: "https://docs.vllm.ai",
	mainTask: "text-generation",
	displayOnModelPage: isVllmModel,
	snippet: snippetVllm,
};

export const sglang: LocalApp = {
	id: "sglang",
	prettyLabel: "SGLang",
	docsUrl: "https://docs.sglang.io",
	mainTask: "text-generation",
	displayOnModelPage: isSglangModel,
	snippet: snippetSglang,
};

export const mlxLm: LocalApp = {
	id: "mlx-lm",
	prettyLabel: "MLX LM",
	docsUrl: "https://github.com/ml-explore/mlx-lm",
	mainTask: "text-generation",
	displayOnModelPage: (model) => model.pipeline_tag === "text-generation" && isMlxModel(model),
	snippet: snippetMlxLm,
};

export const tgi: LocalApp = {
	id: "tgi",
	prettyLabel: "TGI",
	docsUrl: "https://huggingface.co/docs/text-generation-inference/",
	mainTask: "text-generation",
	displayOnModelPage: isTgiModel,
	snippet: snippetTgi,
};
