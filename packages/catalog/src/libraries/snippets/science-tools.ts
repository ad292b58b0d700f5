/**
 * Science tools with their own loaders: OpenDDE (biomolecular structure prediction, driven from
 * the command line), Causilo (a pretrained tabular model behind a scikit-learn interface) and
 * RouteE-Powertrain (vehicle energy models read from a model-registry repository). Each
 * generator follows the library's README, package page or source (for RouteE its
 * `routee.powertrain.registry.hf.HFRegistry` and `io/load.py`).
 */
import { lines } from "../../code/lines.js";
import * as py from "../../code/py.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { filesEnding, pip, program, pyId, siblingNames } from "./helpers.js";

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

// ---- RouteE-Powertrain ----------------------------------------------------------------------

/** A model's place in a RouteE registry: `<schema>/<make>/<vehicle>/<year>/<config>/v<N>/metadata.json`. */
const ROUTEE_METADATA = /^(v\d+)\/([^/]+)\/([^/]+)\/(\d{4})\/([^/]+)\/v\d+\/metadata\.json$/;

/** The schema the registry reads by default; another one is passed to HFRegistry. */
const ROUTEE_DEFAULT_SCHEMA = "v2";

/**
 * The first model the repository lists, as the registry's schema folder and the version-less
 * model id `make/vehicle/year/config` (load_model then takes the latest version), if any.
 */
export function routeeModel(model: Pick<ModelRecord, "siblings">): { schema: string; id: string } | undefined {
	for (const file of siblingNames(model)) {
		const m = ROUTEE_METADATA.exec(file);
		if (m) return { schema: m[1]!, id: [m[2], m[3], m[4], m[5]].join("/") };
	}
	return undefined;
}

/** One road link per row: length in miles, speed in mph, grade in percent (the library's sample inputs). */
const ROUTEE_LINKS = `links = pd.DataFrame({
    "distance": [0.1, 0.2, 0.3],  # miles
    "speed_mph": [30, 45, 60],
    "grade_percent": [-1.0, 0.0, 2.0],
})`;

const routeePowertrain: LibrarySnippets = (model) => {
	const listed = routeeModel(model);
	const schema = listed && listed.schema !== ROUTEE_DEFAULT_SCHEMA ? `, schema_version=${py.str(listed.schema)}` : "";
	return [
		program((o) => {
			o.add(pip("routee.powertrain"));
			o.add("import pandas as pd");
			o.add("import routee.powertrain as pt");
			o.add("from routee.powertrain.registry.hf import HFRegistry");
			o.blank();
			o.add("# the repository is a model registry: one folder per vehicle, year and feature set");
			o.add(`registry = HFRegistry(repo_id=${pyId(model)}${schema})`);
			if (listed) {
				o.add(`model = pt.load_model(${py.str(listed.id)}, registry=registry)  # the latest version`);
			} else {
				o.add("model_ids = pt.list_available_models(registry=registry)");
				o.add("print(model_ids)");
				o.add("model = pt.load_model(model_ids[0], registry=registry)");
			}
			o.add("print(model)  # the features, their units and the energy target the model expects");
			o.blank();
			o.add(ROUTEE_LINKS);
			o.add("print(model.predict(links))  # energy used on each link");
		}),
	];
};

export const SCIENCE_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	opendde,
	causilo,
	"routee-powertrain": routeePowertrain,
};
