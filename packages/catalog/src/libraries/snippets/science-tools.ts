/**
 * Science tools with their own loaders: OpenDDE (biomolecular structure prediction, driven from
 * the command line) and Causilo (a pretrained tabular model behind a scikit-learn interface).
 * Each generator follows the library's README or package page.
 */
import { lines } from "../../code/lines.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { filesEnding, pip, program } from "./helpers.js";

/** The released checkpoint: the general-purpose `opendde.pt` when listed, else the first `.pt`. */
export function openddeCheckpoint(model: Pick<ModelRecord, "siblings">): string {
	const checkpoints = filesEnding(model, ".pt");
	return checkpoints.find((f) => f === "opendde.pt") ?? checkpoints[0] ?? "opendde.pt";
}

/** A nine-residue protein: small enough for a CPU run without MSA or template search. */
const TINY_INPUT = [
	{ name: "tiny", modelSeeds: [101], sequences: [{ proteinChain: { sequence: "ACDEFGHIK", count: 1 } }] },
];

const opendde: LibrarySnippets = (model) => {
	const checkpoint = openddeCheckpoint(model);
	return [
		lines()
			.add(`${pip("opendde", "huggingface_hub")}   # "opendde[gpu]" for the CUDA kernels`)
			.add(`hf download ${sh.str(String(model.id))} ${sh.str(checkpoint)} --local-dir opendde-checkpoints`)
			.add(`tee tiny.json >/dev/null <<'JSON'`)
			.add(JSON.stringify(TINY_INPUT))
			.add("JSON")
			.add("# no MSA, template or RNA search, so only the checkpoint and common runtime files are needed")
			.add(
				`opendde pred -i tiny.json -o output --load_checkpoint_path ${sh.str(`opendde-checkpoints/${checkpoint}`)} --use_msa false --use_template false --use_rna_msa false --sample 1`,
			)
			.add("# structures land in output/tiny/seed_101/predictions/")
			.toString(),
	];
};

/** Causilo's estimators fetch their own checkpoint (classifier/ or regressor/) on the first fit. */
const causilo: LibrarySnippets = () => [
	program(`
${pip("causilo", "scikit-learn")}
from causilo import CausiloClassifier
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split

X, y = load_breast_cancer(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=42)

# the first fit downloads the classifier checkpoint; CausiloRegressor works the same for numbers
classifier = CausiloClassifier(n_estimators=8, random_state=42)
classifier.fit(X_train, y_train)
print(classifier.predict_proba(X_test)[:5])
`),
];

export const SCIENCE_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	opendde,
	causilo,
};
