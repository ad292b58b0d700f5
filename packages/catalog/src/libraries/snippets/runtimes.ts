/**
 * Model runtimes and zoos that read their own repository layout: cortiq (the CMF format's
 * command-line runtime) and ZeroModels (pure Keras 3 models). Each generator follows the
 * library's README and, for ZeroModels, its `zeromodels.auto` loaders.
 */
import { lines } from "../../code/lines.js";
import * as sh from "../../code/sh.js";
import type { LibrarySnippets } from "../types.js";
import { filesEnding, pip, program, pyId } from "./helpers.js";

const cortiq: LibrarySnippets = (model) => {
	const file = filesEnding(model, ".cmf")[0];
	const out = lines()
		.add("# cargo install cortiq-cli   (or a prebuilt binary from the releases page)")
		.add("# the hf command comes with huggingface_hub: pip install -U huggingface_hub");
	if (file !== undefined) {
		const path = sh.str(`cmf-model/${file}`);
		out
			.add(`hf download ${sh.str(String(model.id))} ${sh.str(file)} --local-dir cmf-model`)
			.add(`cortiq verify ${path}   # checks the envelope and every tensor hash`)
			.add(`cortiq run ${path} --prompt "What is the capital of France?"`);
	} else {
		out
			.add(`hf download ${sh.str(String(model.id))} --include '*.cmf' --local-dir cmf-model`)
			.add("# run the .cmf file you want from cmf-model/ (a repository may hold several quantizations)")
			.add(`cortiq run cmf-model/model.cmf --prompt "What is the capital of France?"`);
	}
	return [out.toString()];
};

const zeromodels: LibrarySnippets = (model) => [
	program(`
${pip("zeromodels", "jax")}
import os

os.environ["KERAS_BACKEND"] = "jax"  # ZeroModels is pure Keras 3: "jax", "torch" or "tensorflow"

from zeromodels.auto import AutoZModel

# reads model_type from the repository's zm_config.json and loads the matching model
model = AutoZModel.from_weights(${pyId(model)})
model.summary()
`),
];

export const RUNTIMES_SNIPPETS: Record<string, LibrarySnippets> = {
	cortiq,
	zeromodels,
};
