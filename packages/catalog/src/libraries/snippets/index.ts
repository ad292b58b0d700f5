/**
 * Every library snippet generator, by library id. Each family module owns its libraries;
 * this file only merges them.
 */
import type { LibrarySnippets } from "../types.js";
import { AUDIO_SNIPPETS } from "./audio.js";
import { DIFFUSERS_SNIPPETS } from "./diffusers.js";
import { FRAMEWORKS_SNIPPETS } from "./frameworks.js";
import { NLP_SNIPPETS } from "./nlp.js";
import { RL_SNIPPETS } from "./rl.js";
import { SCIENCE_SNIPPETS } from "./science.js";
import { TRANSFORMERS_SNIPPETS } from "./transformers.js";
import { VISION_SNIPPETS } from "./vision.js";

export const LIBRARY_SNIPPETS: Readonly<Record<string, LibrarySnippets>> = {
	...TRANSFORMERS_SNIPPETS,
	...DIFFUSERS_SNIPPETS,
	...NLP_SNIPPETS,
	...FRAMEWORKS_SNIPPETS,
	...AUDIO_SNIPPETS,
	...VISION_SNIPPETS,
	...RL_SNIPPETS,
	...SCIENCE_SNIPPETS,
};
