/**
 * llama.cpp and node-llama-cpp: both download a GGUF quant straight from the hub with
 * `-hf <repo>:<quant>` (llama.cpp) or `hf:<repo>:<quant>` (node-llama-cpp).
 */
import { sh } from "../code/index.js";
import { lines } from "../code/lines.js";
import { isConversational, type ModelRecord } from "../model.js";
import { block, curlRequest, isGgufModel, repoWithQuant } from "./common.js";
import type { LocalApp, LocalAppSnippet } from "./types.js";

export const LLAMA_CPP_RELEASES_URL = "https://github.com/ggml-org/llama.cpp/releases";
/** llama-server's default address. */
export const LLAMA_SERVER_URL = "http://localhost:8080";

/** Starts llama-server on the model, then calls it: chat for conversational models, text completion otherwise. */
export function llamaServerBlock(model: ModelRecord, ref: string, binary = "llama-server"): string {
	const start = lines()
		.add("# Start a local OpenAI-compatible server (downloads the model on first use):")
		.add(`${binary} -hf ${sh.str(ref)}`)
		.toString();
	// llama-server serves a single model, so the request names none.
	return block(start, curlRequest({ baseUrl: LLAMA_SERVER_URL, chat: isConversational(model), model }));
}

function cliBlock(ref: string, binary = "llama-cli"): string {
	return lines()
		.add("# Or run the model in the terminal:")
		.add(`${binary} -hf ${sh.str(ref)}`)
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
			content: [server, cliBlock(ref)],
		},
		{
			title: "Build from source code",
			setup: lines()
				.add("git clone https://github.com/ggml-org/llama.cpp.git")
				.add("cd llama.cpp")
				.add("cmake -B build")
				.add("cmake --build build --config Release -j --target llama-server llama-cli")
				.toString(),
			content: [llamaServerBlock(model, ref, "./build/bin/llama-server"), cliBlock(ref, "./build/bin/llama-cli")],
		},
	];
}

function snippetNodeLlamaCpp(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const ref = sh.str(`hf:${repoWithQuant(model, filepath)}`);
	return [
		{
			title: "Chat with the model",
			content: `npx -y node-llama-cpp chat ${ref}\n`,
		},
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
