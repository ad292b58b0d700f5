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
import { ROBOTICS_TOOLS_SNIPPETS } from "./robotics-tools.js";
import { RUNTIMES_SNIPPETS } from "./runtimes.js";
import { SCIENCE_SNIPPETS } from "./science.js";
import { SCIENCE_TOOLS_SNIPPETS } from "./science-tools.js";
import { SPEECH_TOOLS_SNIPPETS } from "./speech-tools.js";
import { TEXT_TOOLS_SNIPPETS } from "./text-tools.js";
import { TRANSFORMERS_SNIPPETS } from "./transformers.js";
import { VISION_SNIPPETS } from "./vision.js";
import { VISION_TOOLS_SNIPPETS } from "./vision-tools.js";

export const LIBRARY_SNIPPETS: Readonly<Record<string, LibrarySnippets>> = {
	...TRANSFORMERS_SNIPPETS,
	...DIFFUSERS_SNIPPETS,
	...NLP_SNIPPETS,
	...FRAMEWORKS_SNIPPETS,
	...AUDIO_SNIPPETS,
	...VISION_SNIPPETS,
	...RL_SNIPPETS,
	...SCIENCE_SNIPPETS,
	...SPEECH_TOOLS_SNIPPETS,
	...TEXT_TOOLS_SNIPPETS,
	...VISION_TOOLS_SNIPPETS,
	...SCIENCE_TOOLS_SNIPPETS,
	...RUNTIMES_SNIPPETS,
	...ROBOTICS_TOOLS_SNIPPETS,
};
