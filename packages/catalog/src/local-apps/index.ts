/** LOCAL_APPS: every local app, by id, in the catalogue's order. */

import { hermesAgent, openclaw, pi } from "./agents.js";
import {
	atomicChat,
	backyard,
	diffusionbee,
	drawthings,
	jan,
	jellybox,
	joyfusion,
	lmstudio,
	msty,
	recursechat,
} from "./deeplinks.js";
import { llamaCpp, nodeLlamaCpp } from "./llama-cpp.js";
import { dockerModelRunner, lemonade, localai, ollama, unsloth } from "./runners.js";
import { mlxLm, sglang, tgi, vllm } from "./servers.js";
import type { LocalApp } from "./types.js";

export { pickGgufFile, pickQuant } from "./common.js";
export type { LocalApp, LocalAppSnippet } from "./types.js";

const APPS: readonly LocalApp[] = [
	llamaCpp,
	nodeLlamaCpp,
	vllm,
	sglang,
	mlxLm,
	tgi,
	lmstudio,
	localai,
	jan,
	atomicChat,
	backyard,
	// Sanctum was removed (as upstream did in @huggingface/tasks 0.21.54): no maintained Sanctum
	// app that opens sanctum:// links could be found, and a button that opens nothing is a bug.
	jellybox,
	msty,
	recursechat,
	drawthings,
	diffusionbee,
	joyfusion,
	ollama,
	unsloth,
	dockerModelRunner,
	lemonade,
	pi,
	hermesAgent,
	openclaw,
];

export const LOCAL_APPS: Readonly<Record<string, LocalApp>> = Object.freeze(
	Object.fromEntries(APPS.map((app) => [app.id, app])),
);

/** App ids in catalogue order. */
export const LOCAL_APP_IDS: readonly string[] = APPS.map((app) => app.id);
