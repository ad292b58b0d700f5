/**
 * Agent harnesses (Pi, Hermes Agent, OpenClaw) on a local model: start an OpenAI-compatible
 * server with llama.cpp (GGUF) or mlx-lm (MLX), point the agent at it, start the agent.
 * Config files are shown as JSON (JSON.stringify escapes every value); commands use sh.str.
 */
import { sh } from "../code/index.js";
import { lines } from "../code/lines.js";
import type { ModelRecord } from "../model.js";
import { isGgufModel, isToolCallingAgentModel, repoWithQuant } from "./common.js";
import type { LocalApp, LocalAppSnippet } from "./types.js";

/** Both llama-server and mlx_lm.server listen here by default. */
export const AGENT_SERVER_BASE_URL = "http://localhost:8080/v1";
/** OpenClaw's context window when the GGUF header gives none. */
export const DEFAULT_CONTEXT_WINDOW = 32768;

interface LocalServer {
	/** Provider name the agent config uses. */
	provider: string;
	snippet: LocalAppSnippet;
}

/** The server the agent talks to. `--jinja` makes llama-server parse tool calls with the model's template. */
function localServer(model: ModelRecord, filepath?: string): LocalServer {
	if (isGgufModel(model)) {
		return {
			provider: "llama-cpp",
			snippet: {
				title: "Start a local llama.cpp server",
				setup: ["# macOS and Linux (Homebrew):\nbrew install llama.cpp\n", "# Windows:\nwinget install llama.cpp\n"],
				content: `llama-server -hf ${sh.str(repoWithQuant(model, filepath))} --jinja\n`,
			},
		};
	}
	return {
		provider: "mlx-lm",
		snippet: {
			title: "Start a local MLX LM server",
			setup: "# Install MLX LM (Apple silicon):\npip install mlx-lm\n",
			content: `mlx_lm.server --model ${sh.str(model.id)}\n`,
		},
	};
}

function json(value: unknown): string {
	return `${JSON.stringify(value, null, 2)}\n`;
}

function snippetPi(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const server = localServer(model, filepath);
	const config = {
		providers: {
			[server.provider]: {
				baseUrl: AGENT_SERVER_BASE_URL,
				api: "openai-completions",
				apiKey: "none",
				models: [{ id: model.id }],
			},
		},
	};
	return [
		server.snippet,
		{ title: "Add the server to ~/.pi/agent/models.json", content: json(config), language: "json" },
		{
			title: "Start Pi on the model",
			setup: "npm install -g @earendil-works/pi-coding-agent\n",
			content: `pi --provider ${sh.str(server.provider)} --model ${sh.str(model.id)}\n`,
		},
	];
}

function snippetHermesAgent(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const server = localServer(model, filepath);
	return [
		server.snippet,
		{
			title: "Point Hermes Agent at the server and start it",
			setup: "curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash\n",
			content: lines()
				.add("hermes config set model.provider custom")
				.add(`hermes config set model.base_url ${sh.str(AGENT_SERVER_BASE_URL)}`)
				.add(`hermes config set model.default ${sh.str(model.id)}`)
				.add("hermes")
				.toString(),
		},
	];
}

function contextWindow(model: ModelRecord): number {
	const ctx = model.gguf && typeof model.gguf === "object" ? model.gguf.context_length : undefined;
	return typeof ctx === "number" && Number.isFinite(ctx) && ctx > 0 ? Math.floor(ctx) : DEFAULT_CONTEXT_WINDOW;
}

function snippetOpenClaw(model: ModelRecord, filepath?: string): LocalAppSnippet[] {
	const server = localServer(model, filepath);
	const config = {
		models: {
			mode: "merge",
			providers: {
				[server.provider]: {
					baseUrl: AGENT_SERVER_BASE_URL,
					apiKey: server.provider,
					api: "openai-completions",
					models: [
						{
							id: model.id,
							name: model.id,
							reasoning: false,
							input: ["text"],
							contextWindow: contextWindow(model),
							maxTokens: 8192,
						},
					],
				},
			},
		},
		agents: { defaults: { model: { primary: `${server.provider}/${model.id}` } } },
	};
	// Onboarding writes ~/.openclaw/openclaw.json; the provider block is merged into it afterwards.
	return [
		server.snippet,
		{
			title: "Install and onboard OpenClaw",
			setup: "npm install -g openclaw@latest\n",
			content: "openclaw onboard --install-daemon\n",
		},
		{ title: "Add the server to ~/.openclaw/openclaw.json", content: json(config), language: "json" },
		{
			title: "Talk to the agent",
			content: `openclaw agent --agent main --message ${sh.str("Hello! What can you do?")}\n`,
		},
	];
}

export const pi: LocalApp = {
	id: "pi",
	prettyLabel: "Pi",
	docsUrl: "https://github.com/earendil-works/pi",
	mainTask: "text-generation",
	displayOnModelPage: isToolCallingAgentModel,
	snippet: snippetPi,
};

export const hermesAgent: LocalApp = {
	id: "hermes-agent",
	prettyLabel: "Hermes Agent",
	docsUrl: "https://hermes-agent.nousresearch.com/",
	mainTask: "text-generation",
	displayOnModelPage: isToolCallingAgentModel,
	snippet: snippetHermesAgent,
};

export const openclaw: LocalApp = {
	id: "openclaw",
	prettyLabel: "OpenClaw",
	docsUrl: "https://github.com/openclaw/openclaw",
	mainTask: "text-generation",
	displayOnModelPage: isToolCallingAgentModel,
	snippet: snippetOpenClaw,
};
