/**
 * Loads the two catalogues the drift report compares. The reference side is read from the
 * pinned development dependencies (facts only: nothing here ships in a package); our side from
 * the workspace packages (their build under node, their sources under vitest).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { LIBRARIES, LOCAL_APPS, PIPELINES } from "@hubkit/catalog";
import { INFERENCE_PROVIDERS as OUR_PROVIDERS } from "@hubkit/inference-snippets";
import { INFERENCE_PROVIDERS as REF_PROVIDERS } from "@huggingface/inference";
import { MODEL_LIBRARIES_UI_ELEMENTS, PIPELINE_DATA, LOCAL_APPS as REF_LOCAL_APPS } from "@huggingface/tasks";

const require = createRequire(import.meta.url);

/** The installed version of a reference package (read from its package.json). */
export function installedVersion(name) {
	return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version;
}

/** @returns {import("./compare.mjs").Catalogue} */
export function referenceCatalogue() {
	return {
		libraries: MODEL_LIBRARIES_UI_ELEMENTS,
		localApps: REF_LOCAL_APPS,
		pipelines: PIPELINE_DATA,
		// @huggingface/tasks keeps only an unexported illustration list; the real provider list
		// is the inference client's, pinned next to it.
		providers: REF_PROVIDERS,
	};
}

/** @returns {import("./compare.mjs").Catalogue} */
export function ourCatalogue() {
	return { libraries: LIBRARIES, localApps: LOCAL_APPS, pipelines: PIPELINES, providers: OUR_PROVIDERS };
}
