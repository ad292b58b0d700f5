/**
 * Science tools driven from the command line: OpenDDE (biomolecular structure prediction).
 * The generator follows the library's README ("Running Your First Prediction").
 */
import { lines } from "../../code/lines.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { filesEnding, pip } from "./helpers.js";

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

export const SCIENCE_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	opendde,
};
