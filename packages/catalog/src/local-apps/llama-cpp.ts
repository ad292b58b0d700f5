/**
 * llama.cpp and node-llama-cpp: both download a GGUF quant straight from the hub with
 * `-hf <repo>:<quant>` (llama.cpp) or `hf:<repo>:<quant>` (node-llama-cpp).
 */
import { sh } from "../code/index.js";
import { lines } from "../code/lines.js";
import { isConversational, type ModelRecord } from "../model.js";
import {
	block,
	curlEmbeddingRequest,
	curlRequest,
	EMBEDDING_INPUT,
	isEmbeddingModel,
	isGgufModel,
	repoWithQuant,
} from "./common.js";
import type { LocalApp, LocalAppSnippet } from "./types.js";

export const LLAMA_CPP_RELEASES_URL = "https://github.com/ggml-org/llama.cpp/releases";
/** llama-server's default address. */
export const LLAMA_SERVER_URL = "http://localhost:8080";

/**
 * Starts llama-server on the model, then calls it: embeddings for embedding models (the server
 * only serves /v1/embeddings with `--embeddings`), chat for conversational models, text
 * completion otherwise.
 */
export function llamaServerBlock(model: ModelRecord, ref: string, binary = "llama-server"): string {
	const embedding = isEmbeddingModel(model);
	const start = lines()
		.add("# Start a local OpenAI-compatible server (downloads the model on first use):")
		.add(`${binary} -hf ${sh.str(ref)}${embedding ? " --embeddings" : ""}`)
		.toString();
	// llama-server serves a single model, so the request names none.
	const request = embedding
		? curlEmbeddingRequest(LLAMA_SERVER_URL)
		: curlRequest({ baseUrl: LLAMA_SERVER_URL, chat: isConversational(model), model });
	return block(start, request);
}

/** The terminal route: llama-cli chats or completes; an embedding model goes to llama-embedding. */
function cliBlock(model: ModelRecord, ref: string, dir = ""): string {
	if (isEmbeddingModel(model)) {
		return lines()
			.add("# Or print the embedding of a text in the terminal:")
			.add(`${dir}llama-embedding -hf ${sh.str(ref)} -p ${sh.str(EMBEDDING_INPUT)}`)
			.toString();
	}
	return lines()
		.add("# Or run the model in the terminal:")
		.add(`${dir}llama-cli -hf ${sh.str(ref)}`)
		.toString();
}

function snippetLlamaCpp(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	/** `<id>:<quant>`, computed once: both install routes run the same model. */
	const ref = repoWithQuant(model, filepath);
	const server = llamaServerBlock(model, ref);
	return [
		{
			title: "Install llama.cpp, then run the model",
			setup: [
				"# macOS and Linux (Homebrew):\nbrew install llama.cpp\n",
				"# Windows:\nwinget install llama.cpp\n",
				`# Or download a pre-built binary for your platform from\n# ${LLAMA_CPP_RELEASES_URL}\n# and add its folder to your PATH.\n`,
			],
			content: [server, cliBlock(model, ref)],
		},
		{
			title: "Build from source code",
			setup: lines()
				.add("git clone https://github.com/ggml-org/llama.cpp.git")
				.add("cd llama.cpp")
				.add("cmake -B build")
				.add(
					`cmake --build build --config Release -j --target llama-server ${isEmbeddingModel(model) ? "llama-embedding" : "llama-cli"}`,
				)
				.toString(),
			content: [llamaServerBlock(model, ref, "./build/bin/llama-server"), cliBlock(model, ref, "./build/bin/")],
		},
	];
}

function snippetNodeLlamaCpp(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const ref = sh.str(`hf:${repoWithQuant(model, filepath)}`);
	// node-llama-cpp's CLI has no embedding command (chat and complete only): for an embedding
	// model it downloads the file, which its API's createEmbeddingContext() then loads.
	const first: LocalAppSnippet = isEmbeddingModel(model)
		? { title: "Download the model", content: `npx -y node-llama-cpp pull ${ref}\n` }
		: { title: "Chat with the model", content: `npx -y node-llama-cpp chat ${ref}\n` };
	return [
		first,
		{
			title: "Estimate the model compatibility with your hardware",
			content: `npx -y node-llama-cpp inspect estimate ${ref}\n`,
		},
	];
}

export const llamaCpp: LocalApp = {
	id: "llama.cpp",
	prettyLabel: "llama.cpp",
	docsUrl: "https://github.com/ggerganov/llama.cpp",
	mainTask: "text-generation",
	displayOnModelPage: isGgufModel,
	snippet: snippetLlamaCpp,
};

export const nodeLlamaCpp: LocalApp = {
	id: "node-llama-cpp",
	prettyLabel: "node-llama-cpp",
	docsUrl: "https://node-llama-cpp.withcat.ai",
	mainTask: "text-generation",
	displayOnModelPage: isGgufModel,
	snippet: snippetNodeLlamaCpp,
};
