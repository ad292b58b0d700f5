/**
 * Desktop runners that pull a model from the hub by name: Ollama, LocalAI, Unsloth Desktop,
 * Docker Model Runner and Lemonade.
 */
import { sh } from "../code/index.js";
import { lines } from "../code/lines.js";
import { hasTag, type ModelRecord } from "../model.js";
import { isGgufModel, isVllmModel, pickGgufFile, repoWithQuant } from "./common.js";
import type { LocalApp, LocalAppSnippet } from "./types.js";

/** `hf.co/<id>:<quant>`: how Ollama and Docker Model Runner name a hub GGUF quant. */
export function hubModelRef(model: ModelRecord, filepath?: string): string {
	return `hf.co/${isGgufModel(model) ? repoWithQuant(model, filepath) : model.id}`;
}

function snippetOllama(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	return [
		{
			title: "Run the model",
			setup: "# Install Ollama from https://ollama.com/download\n",
			content: `ollama run ${sh.str(hubModelRef(model, filepath))}\n`,
		},
	];
}

/** LocalAI names a single file: `huggingface://<id>/<file>`. */
export function localAiRef(model: ModelRecord, filepath?: string): string {
	return `huggingface://${model.id}/${pickGgufFile(model, filepath)}`;
}

function snippetLocalAi(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const ref = sh.str(localAiRef(model, filepath));
	return [
		{
			title: "Install from binary",
			setup: "curl -fsSL https://localai.io/install.sh | sh\n",
			content: `# Load and run the model:\nlocal-ai run ${ref}\n`,
		},
		{
			title: "Use Docker images",
			setup: "# Pull the image:\ndocker pull localai/localai:latest-cpu\n",
			content: lines()
				.add("# Load and run the model:")
				.add("docker run -ti -p 8080:8080 --name local-ai \\")
				.add(`localai/localai:latest-cpu ${ref}`, 1)
				.toString(),
		},
	];
}

export const UNSLOTH_STUDIO_URL = "http://localhost:8888";

function snippetUnsloth(model: ModelRecord): LocalAppSnippet[] {
	const run = lines()
		.add("# Start the Unsloth UI:")
		.add("unsloth studio -H 0.0.0.0 -p 8888")
		.add(`# Then open ${UNSLOTH_STUDIO_URL} in your browser and search for`)
		.add(`# ${sh.comment(model.id)}`)
		.toString();
	return [
		{
			title: "Install Unsloth Desktop (macOS, Linux, WSL)",
			setup: "curl -fsSL https://unsloth.ai/install.sh | sh\n",
			content: run,
		},
	];
}

function snippetDockerModelRunner(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	return [
		{
			title: "Run the model",
			setup: "# Needs Docker Desktop or Docker Engine with the Model Runner plugin\n",
			content: `docker model run ${sh.str(hubModelRef(model, filepath))}\n`,
		},
	];
}

const RYZEN_TAGS = ["ryzenai-npu", "ryzenai-hybrid"] as const;

/** Lemonade's pull arguments: RyzenAI builds use the OGA recipes, GGUF repos llama.cpp. */
export function lemonadePlan(model: ModelRecord, filepath?: string) {
	const repoName = model.id.split("/")[1] || model.id;
	if (RYZEN_TAGS.some((t) => hasTag(model, t))) {
		const npu = hasTag(model, "ryzenai-npu");
		const short = repoName.split("-awq-")[0] || repoName;
		return {
			name: `user.${short}${npu ? "-NPU" : "-Hybrid"}`,
			checkpoint: model.id,
			recipe: npu ? "oga-npu" : "oga-hybrid",
			requirement: " (requires a Ryzen AI 300 series processor)",
		};
	}
	return { name: `user.${repoName}`, checkpoint: repoWithQuant(model, filepath), recipe: "llamacpp", requirement: "" };
}

function snippetLemonade(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const plan = lemonadePlan(model, filepath);
	return [
		{
			title: "Pull the model",
			setup: "# Download Lemonade from https://lemonade-server.ai/\n",
			content: lines()
				.add(
					`lemonade-server pull ${sh.str(plan.name)} --checkpoint ${sh.str(plan.checkpoint)} --recipe ${plan.recipe}`,
				)
				.add("# If you installed from source, the command is lemonade-server-dev.")
				.toString(),
		},
		{
			title: `Interact with the model${plan.requirement}`,
			content: `lemonade-server run ${sh.str(plan.name)}\n`,
		},
	];
}

export const ollama: LocalApp = {
	id: "ollama",
	prettyLabel: "Ollama",
	docsUrl: "https://ollama.com",
	mainTask: "text-generation",
	displayOnModelPage: isGgufModel,
	snippet: snippetOllama,
};

export const localai: LocalApp = {
	id: "localai",
	prettyLabel: "LocalAI",
	docsUrl: "https://github.com/mudler/LocalAI",
	mainTask: "text-generation",
	displayOnModelPage: isGgufModel,
	snippet: snippetLocalAi,
};

export const unsloth: LocalApp = {
	id: "unsloth",
	prettyLabel: "Unsloth Desktop",
	docsUrl: "https://unsloth.ai/docs",
	mainTask: "text-generation",
	displayOnModelPage: (model) => hasTag(model, "unsloth") || isGgufModel(model),
	snippet: snippetUnsloth,
};

export const dockerModelRunner: LocalApp = {
	id: "docker-model-runner",
	prettyLabel: "Docker Model Runner",
	docsUrl: "https://docs.docker.com/ai/model-runner/",
	mainTask: "text-generation",
	displayOnModelPage: (model) => isGgufModel(model) || isVllmModel(model),
	snippet: snippetDockerModelRunner,
};

export const lemonade: LocalApp = {
	id: "lemonade",
	prettyLabel: "Lemonade",
	docsUrl: "https://lemonade-server.ai",
	mainTask: "text-generation",
	displayOnModelPage: (model) => isGgufModel(model) || RYZEN_TAGS.some((t) => hasTag(model, t)),
	snippet: snippetLemonade,
};
